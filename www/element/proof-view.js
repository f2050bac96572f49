// The proofs highlighted on the tree (issue 10): nothing, the min solution tree that proves
// the root's lower bound at the event shown, the max solution tree that proves its upper
// bound, or the critical tree of the whole game tree — each the core's answer
// (src/search/solution.rs, through the worker's `proofs` and `critical`), drawn with the
// CSS class `proof` on its nodes and edges, and a one-line legend saying what it proves.
import { html } from '../render/svg.js';
import { solutionMessages } from '../i18n/solution-messages.js';

/** The highlights the control offers. */
export const PROOF_MODES = ['off', 'lower', 'upper', 'critical'];

/** Answers kept (by run and event), so that stepping back and forth asks the worker once. */
const KEPT = 64;

export class ProofView {
  /**
   * `engine()`: a promise of the page's engine; `lang()`: the element's language;
   * `repaint()`: paints the step again (an answer has come in).
   */
  constructor({ engine, lang, repaint }) {
    this._engine = engine;
    this._lang = lang;
    this._repaint = repaint;
    this._answers = new Map(); // key → { proofs | critical | error }
    this._pending = new Set();
    this.mode = 'off';
    this.select = html('select', {
      class: 'proof-mode',
      'aria-describedby': 'proof-legend',
      onchange: (e) => {
        this.mode = e.target.value;
        this._repaint();
      },
    });
    for (const m of PROOF_MODES) this.select.append(html('option', { value: m }));
    this._label = html('span');
    /** The control, for the settings row. */
    this.control = html('label', { class: 'proof-field' }, [this._label, this.select]);
    /** The legend line, under the tree. */
    this.legend = html('p', { class: 'proof-legend', id: 'proof-legend', 'aria-live': 'polite' });
    this.legend.hidden = true;
  }

  /** Writes the control's texts in the element's language. */
  paintLabels() {
    const m = solutionMessages(this._lang());
    this._label.textContent = m.proof;
    for (const o of this.select.options) o.textContent = m.proofModes[o.value];
  }

  /** Chooses the highlight (one of PROOF_MODES). */
  setMode(mode) {
    if (!PROOF_MODES.includes(mode))
      throw new TypeError(`proof: '${mode}' is not one of ${PROOF_MODES.join(', ')}`);
    this.mode = mode;
    this.select.value = mode;
    this._repaint();
  }

  /**
   * What to highlight for `run` (its session `id`) after `k` events: `{ nodes: Set, edges:
   * Set, bound }`, or null (nothing, or an answer still on its way: it repaints when it
   * comes). Writes the legend.
   */
  marks(run, k) {
    const m = solutionMessages(this._lang());
    if (this.mode === 'off' || !run) {
      // nothing to write on every step while no proof is shown
      if (!this.legend.hidden) {
        this.legend.hidden = true;
        this.legend.textContent = '';
      }
      this.shown = null;
      return null;
    }
    const critical = this.mode === 'critical';
    const key = critical ? `${run.id}:critical` : `${run.id}:${k}`;
    const answer = this._answers.get(key);
    this.legend.hidden = false;
    if (!answer) {
      this._ask(run.id, k, key, critical);
      this.legend.textContent = m.proofLoading;
      this.shown = null;
      return null;
    }
    if (answer.error) {
      this.legend.textContent = m.proofError(answer.error);
      this.shown = null;
      return null;
    }
    let tree;
    if (critical) {
      const c = answer.critical;
      tree = c;
      this.legend.textContent = m.proofCritical(c.value, c.nodes.length, c.missing);
    } else {
      tree = answer.proofs[this.mode];
      const say = this.mode === 'lower' ? m.proofLower : m.proofUpper;
      const via = tree.via.length ? ` (${m.proofVia}.)` : '';
      this.legend.textContent = say(tree.bound) + via;
    }
    const shown = {
      mode: this.mode,
      event: critical ? null : k,
      bound: critical ? tree.value : tree.bound,
      nodes: new Set(tree.nodes),
      edges: new Set(tree.edges),
    };
    this.shown = shown;
    return shown;
  }

  _ask(id, k, key, critical) {
    if (this._pending.has(key)) return;
    this._pending.add(key);
    const keep = (answer) => {
      this._pending.delete(key);
      this._answers.set(key, answer);
      if (this._answers.size > KEPT) this._answers.delete(this._answers.keys().next().value);
      this._repaint();
    };
    this._engine()
      .then((e) => (critical ? e.critical(id) : e.proofs(id, k)))
      .then(
        (r) => keep(critical ? { critical: r } : { proofs: r }),
        (err) => keep({ error: String(err?.message ?? err) }),
      );
  }
}
