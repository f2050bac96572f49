// The docs page's examples have one source (issue 20, item 6): the code a method's or an
// event's card shows is the code its Run button (or the card) runs. The function's own text,
// as the JavaScript engine gives it back (fn.toString(), unminified under Vitest), is read
// here independently of snippet.js's cut of the module's file.
import { describe, expect, it } from 'vitest';
import { EVENTS, METHODS } from './docs-examples.js';
import { snippet } from './snippet.js';

/** The body of arrow function `fn` as written, its common indentation removed. */
function bodyOf(fn) {
  const text = fn.toString();
  const inner = text.slice(text.indexOf('{\n') + 2, text.lastIndexOf('\n'));
  const lines = inner.split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}

describe('docs examples', () => {
  it('show, for every method, the body of the function its Run button runs', () => {
    expect(METHODS.length).toBeGreaterThan(20);
    for (const m of METHODS) expect(m.code, m.name).toBe(bodyOf(m.run));
  });

  it('show, for every event, the listener the card adds and the code it then runs', () => {
    expect(EVENTS.length).toBeGreaterThan(5);
    for (const e of EVENTS) {
      expect(e.code, e.name).toBe(`${bodyOf(e.listen)}\n${bodyOf(e.run)}`);
      expect(e.code, e.name).toContain(`lab.addEventListener('${e.name}', (e) => show(`);
    }
  });

  it('refuse an example whose function is missing, naming it', () => {
    const source =
      "  {\n    name: 'a',\n    run: async (lab) => {\n      lab.step();\n    },\n  },\n";
    expect(snippet(source, 'a', 'run')).toBe('lab.step();');
    expect(() => snippet(source, 'b', 'run')).toThrow(/docs example b: 0 functions run/);
    expect(() => snippet(source, 'a', 'listen')).toThrow(/docs example a/);
  });
});
