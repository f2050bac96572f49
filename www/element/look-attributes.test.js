// LookAttributes (look-attributes.js): every attribute <mtd-lab> observes is either one of
// these (applied at once, searching nothing again) or read into the search's config
// (config.js), never both and never neither; and a look is read before it is applied.
import { beforeAll, describe, expect, it } from 'vitest';
import { LookAttributes } from './look-attributes.js';
import { configFromAttributes } from './config.js';

let MtdLab;
beforeAll(async () => {
  // mtd-lab.js defines its class at import: enough of a DOM for that, in Node
  globalThis.HTMLElement ??= class {};
  globalThis.customElements ??= { get: () => undefined, define: () => {} };
  ({ MtdLab } = await import('./mtd-lab.js'));
});

/** LookAttributes over fakes, with a log of the callbacks called. */
function looks() {
  const calls = [];
  const on = (name) => () => calls.push(name);
  const painter = { shownParts: {}, sheet: {}, box: { dataset: {} }, tree: {} };
  const player = { pb: { playing: false }, atEnd: false, dispatch: on('player.dispatch') };
  const l = new LookAttributes({
    painter,
    player,
    compare: {},
    attribute: () => null,
    hasRun: () => true,
    relabel: on('relabel'),
    repaint: on('repaint'),
    paintToolbar: on('paintToolbar'),
    sharePanes: on('sharePanes'),
    dispatch: on('dispatch'),
  });
  return { l, calls };
}

describe('LookAttributes', () => {
  it('takes exactly the observed attributes that config.js does not read', () => {
    const read = new Set();
    configFromAttributes((n) => {
      read.add(n);
      return null;
    });
    const { l } = looks();
    const both = MtdLab.observedAttributes.filter((n) => l.has(n) && read.has(n));
    const neither = MtdLab.observedAttributes.filter((n) => !l.has(n) && !read.has(n));
    expect({ both, neither }).toEqual({ both: [], neither: [] });
    expect(MtdLab.observedAttributes.filter((n) => l.has(n)).sort()).toEqual([
      'algorithms',
      'autoplay',
      'controls',
      'event',
      'height',
      'hold',
      'lang',
      'pick',
      'speed',
      'theme',
    ]);
    expect(l.has('constructor')).toBe(false); // its own names only
  });

  it('applies a language it can read, and repaints in it; refuses one it cannot', () => {
    const { l, calls } = looks();
    l.apply('lang', 'ja');
    expect(l.lang).toBe('ja');
    expect(calls).toEqual(['relabel', 'repaint', 'sharePanes']);
    expect(() => l.apply('lang', 'fr')).toThrow(/lang/);
    expect(l.lang).toBe('ja');
  });

  it('plays a run shown when autoplay is set, and seeks to the event set', () => {
    const { l, calls } = looks();
    l.apply('autoplay', '');
    expect(l.autoplay).toBe(true);
    l.apply('event', '4');
    expect(l.startEvent).toBe(4);
    expect(calls).toEqual(['dispatch', 'dispatch']);
  });
});
