import { describe, expect, it } from 'vitest';
import { WasmEngine } from '../testing/wasm-engine.js';
import { factsAt } from '../state/facts.js';
import { narrate } from '../i18n/narrate.js';
import { codeLine, listingsFor } from './pseudocode.js';

// The second MIN node's first leaf ties α = 3: under α ≥ β it is cut there, under α > β its
// last leaf is searched too. The third one's first leaf, 2 < 3, is cut under both.
const TIES = '[[3,5],[3,1],[2,9]]';

async function cutsOf(algorithm, cut) {
  const engine = await WasmEngine.create();
  const config = { game: { kind: 'tree', text: TIES }, algorithm, guess: 3, cut };
  const { id } = await engine.open(config);
  const summary = await engine.runToEnd(id);
  const events = await engine.events(id, 0, summary.eventCount);
  const tree = await engine.tree(id);
  const out = [];
  for (let k = 1; k <= summary.eventCount; k++) {
    const facts = factsAt({ events, k, tree, summary });
    if (facts.type !== 'cut') continue;
    const line = codeLine(facts, algorithm).search;
    const text = listingsFor(algorithm, { cut }).search.find(([lid]) => lid === line)?.[1];
    out.push({
      facts,
      said: narrate({ ...facts, cut }, 'en'),
      saidJa: narrate({ ...facts, cut }, 'ja'),
      text,
    });
  }
  return { out, value: summary.value };
}

describe('the cut convention on screen: the lit line and the narration say the rule that cut', () => {
  for (const algorithm of ['alphabeta', 'mtdf', 'negascout', 'mtdf-literal']) {
    it(`${algorithm}: α ≥ β cuts at the tie and says ≤ / ≥; α > β says < / > and holds strictly`, async () => {
      const ge = await cutsOf(algorithm, 'ge');
      const gt = await cutsOf(algorithm, 'gt');
      expect(gt.value).toBe(ge.value);
      expect(ge.out.length).toBeGreaterThan(0);
      expect(gt.out.length).toBeGreaterThan(0);
      for (const { facts, said, text } of ge.out) {
        const rel = facts.cutKind === 'beta' ? '≥' : '≤';
        expect(said).toContain(` ${rel} `);
        if (text) expect(text).not.toMatch(/g < α:|g > β:|β < g/);
      }
      for (const { facts, said, saidJa, text } of gt.out) {
        if (facts.cutKind === 'beta') expect(facts.g).toBeGreaterThan(facts.beta);
        else expect(facts.g).toBeLessThan(facts.alpha);
        const rel = facts.cutKind === 'beta' ? '>' : '<';
        expect(said).toContain(`g = ${facts.g} ${rel} `);
        expect(saidJa).toContain(`g = ${facts.g} ${rel} `);
        if (text) expect(text).not.toMatch(/g ≤ α|g ≥ β|β ≤ g|while g < β|while g > α/);
      }
    });
  }

  it('α > β rewrites only the conditions that decide a cut; α ≥ β leaves every listing alone', () => {
    for (const algorithm of ['alphabeta', 'mtdf', 'negascout', 'mtdf-literal', 'minimax']) {
      const ge = listingsFor(algorithm, { cut: 'ge' }).search;
      expect(listingsFor(algorithm, {}).search).toEqual(ge);
      const gt = listingsFor(algorithm, { cut: 'gt' }).search;
      gt.forEach(([id, text], i) => {
        if (!/^(loop|cut|probe-cut)-/.test(id)) expect(text).toBe(ge[i][1]);
      });
    }
    const mt = listingsFor('mtdf', { cut: 'gt' }).search;
    expect(mt.find(([id]) => id === 'loop-max')[1]).toContain('while g ≤ β');
    // the TT answers as a node cuts: a bound only past the window (src/search/mod.rs)
    expect(mt.find(([id]) => id === 'probe-cut-lower')[1]).toContain('if n.lower > β: return');
    expect(mt.find(([id]) => id === 'probe-cut-upper')[1]).toContain('if n.upper < α: return');
    const literal = listingsFor('mtdf-literal', { cut: 'gt' }).search;
    expect(literal.find(([id]) => id === 'probe-cut-lower')[1]).toContain('if β < n.lower');
    const ab = listingsFor('alphabeta', { cut: 'gt' }).search;
    expect(ab.find(([id]) => id === 'cut-min')[1]).toContain('if g < α: break');
  });
});
