// The npm package's Custom Elements Manifest (npm/custom-elements.json) and its TypeScript
// declarations (npm/mtd-lab.d.ts) list the element's real attributes (issue 21): the ones it
// observes (MtdLab.observedAttributes) and the ones only its styles read (`:host([name])` in
// www/styles/lab-css.js), no more and no fewer; and its public members and events.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const manifest = JSON.parse(read('npm/custom-elements.json'));
const [module] = manifest.modules;
const lab = module.declarations.find((d) => d.tagName === 'mtd-lab');

/** Attributes every HTML element has, which the element's stylesheet also reads. */
const GLOBAL = ['hidden'];

let MtdLab;
beforeAll(async () => {
  // mtd-lab.js defines its class at import: enough of a DOM for that, in Node
  globalThis.HTMLElement ??= class {};
  globalThis.customElements ??= { get: () => undefined, define: () => {} };
  ({ MtdLab } = await import('../element/mtd-lab.js'));
});

/** The attribute names `:host([name…])` selectors of the element's stylesheet read. */
function styledAttributes() {
  const css = read('www/styles/lab-css.js');
  const names = [...css.matchAll(/:host\(\[([a-z-]+)/g)].map((m) => m[1]);
  return [...new Set(names)].filter((n) => !GLOBAL.includes(n));
}

const sorted = (list) => [...new Set(list)].sort();

describe('custom-elements.json', () => {
  it('is a schema 2.x manifest that defines <mtd-lab> from mtd-lab.js', () => {
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(module).toMatchObject({ kind: 'javascript-module', path: 'mtd-lab.js' });
    expect(lab).toMatchObject({ kind: 'class', name: 'MtdLab', customElement: true });
    expect(module.exports).toContainEqual({
      kind: 'custom-element-definition',
      name: 'mtd-lab',
      declaration: { name: 'MtdLab', module: 'mtd-lab.js' },
    });
  });

  it('lists exactly the attributes the element reads', () => {
    const real = sorted([...MtdLab.observedAttributes, ...styledAttributes()]);
    expect(real).toContain('compact'); // styled only, so the check above reads the CSS
    expect(sorted(lab.attributes.map((a) => a.name))).toEqual(real);
    for (const a of lab.attributes) expect(a.description, a.name).toBeTruthy();
  });

  it('lists every public member of the element, and its events', () => {
    const own = ['constructor', 'dispatch']; // the element's plumbing, not its API
    const members = Object.getOwnPropertyNames(MtdLab.prototype).filter(
      (n) => !n.startsWith('_') && !n.endsWith('Callback') && !own.includes(n),
    );
    expect(members.length).toBeGreaterThan(20);
    expect(sorted(lab.members.filter((m) => !m.static).map((m) => m.name))).toEqual(
      sorted(members),
    );
    expect(lab.members).toContainEqual(expect.objectContaining({ name: 'version', static: true }));
    const events = ['mtd-step', 'mtd-test', 'mtd-done', 'mtd-progress', 'mtd-held', 'mtd-pick'];
    expect(sorted(lab.events.map((e) => e.name))).toEqual(sorted([...events, 'mtd-error']));
  });
});

describe('mtd-lab.d.ts', () => {
  const dts = read('npm/mtd-lab.d.ts');
  const union = (name) => {
    const body = new RegExp(`export type ${name} =([^;]*);`).exec(dts)[1];
    return sorted([...body.matchAll(/'([^']+)'/g)].map((m) => m[1]));
  };

  it('types the same attributes as the manifest', () => {
    expect(union('MtdLabAttribute')).toEqual(sorted(lab.attributes.map((a) => a.name)));
  });

  it('declares every method and event of the manifest', () => {
    for (const m of lab.members) expect(dts, m.name).toMatch(new RegExp(`\\b${m.name}\\b[(:?]`));
    for (const e of lab.events) expect(dts, e.name).toContain(`'${e.name}': CustomEvent<`);
    expect(dts).toMatch(/interface HTMLElementTagNameMap \{\s*'mtd-lab': MtdLab;/);
  });

  it('names every algorithm of the core’s table', async () => {
    const { ALGORITHMS } = await import('../engine/algorithms.js');
    expect(union('MtdAlgorithm')).toEqual(sorted(ALGORITHMS));
  });
});
