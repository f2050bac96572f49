// What <mtd-lab> shows, and how it is painted: its parts built (the settings row, the
// toolbar, the tree pane, the side panels, the proof view) and placed in its shadow root by
// skeleton.js beside the compare panes, then painted for the step shown — the tree, the side
// panels, the toolbar, the status line, and every label in the element's language. Separate
// from the element, which decides what is shown (the run, the mode, the state) and when;
// this only draws it.
import { buildSettings, paintSettings, paintSettingsLabels } from './settings-panel.js';
import { TreePane } from './tree-pane.js';
import { SidePanels } from './side-panels.js';
import { ProofView } from './proof-view.js';
import { buildSkeleton, showStatus } from './skeleton.js';
import { buildToolbar } from '../controls/toolbar.js';
import { messages } from '../i18n/index.js';
import { algorithmName } from '../i18n/narrate.js';

export class LabPainter {
  /**
   * Builds the parts in `root` (the element `host`'s shadow root), the compare panes'
   * `compare` among them. `player`: the element's Player; `engine()`: the page's engine.
   * Callbacks: `lang()`; `run()`: the run shown; `mode()`: what answers for the element
   * (own-run.js or compare-panes.js); `facts(k)`: the facts after `k` events of the run;
   * `state()`: the public state; `dispatch(action)`: a playback action; `editable()`,
   * `editor()`: whether the reader may edit the tree drawn, and the page's tree editor;
   * `fire(type, detail)`: a DOM event out of the element.
   */
  constructor(host, root, { compare, player, engine, ...on }) {
    const t = () => messages(on.lang());
    this._on = on;
    this._player = player;
    this.settings = buildSettings(host, t);
    // labelled in English until paintLabels() paints the element's language
    this.toolbar = buildToolbar(on.dispatch, messages('en'));
    this.tree = new TreePane({
      messages: t,
      editable: on.editable,
      editor: on.editor,
      repaint: () => this.paint(),
      focusHost: () => host.focus({ preventScroll: true }),
      fill: () => host.hasAttribute('presenter'), // a projector: the tree fills its pane
      fire: on.fire,
      lang: on.lang,
    });
    this.panels = new SidePanels();
    this.proof = new ProofView({ engine, lang: on.lang, repaint: () => this.paint() });
    // beside the other settings, before the guess plot (which takes a row of its own)
    this.settings.root.insertBefore(this.proof.control, this.settings.plotWrap);
    this.tree.note.append(this.proof.legend);
    const { status, main, own, lab } = buildSkeleton(root, {
      title: this.panels.title,
      result: this.panels.result,
      settings: this.settings.root,
      toolbar: this.toolbar.bar,
      tree: this.tree.root,
      side: this.panels.root,
      compare: compare.root,
    });
    this._status = status;
    /** The element's `.lab` box, and its own stylesheet (its `height`). */
    this.box = lab;
    this.sheet = own;
    /** The parts a `controls` attribute shows or hides, as panels.js showPanels takes them. */
    this.shownParts = {
      parts: {
        settings: this.settings.root,
        toolbar: this.toolbar.bar,
        tree: this.tree.root,
        ...this.panels.sections,
      },
      main,
      side: this.panels.root,
    };
    /** The facts of the step last painted (null: none painted yet). */
    this.facts = null;
  }

  /** Writes every label in the element's language. */
  paintLabels() {
    const t = messages(this._on.lang());
    paintSettingsLabels(this.settings, t);
    this.panels.paintLabels(t);
    this.tree.paintLabels();
    this.proof.paintLabels();
    this.paintToolbar();
  }

  /** The status line: `state` (`loading`, `ready`, `error`) and its text. */
  setStatus(state, text) {
    showStatus(this._status, state, text);
  }

  /** The settings row shows `config`, the first-guess slider over `span`. */
  paintSettings(config, span) {
    paintSettings(this.settings, config, span);
  }

  paintToolbar() {
    // in compare mode the toolbar shows where the first pane is
    this._on.mode().paintToolbar(this.toolbar, messages(this._on.lang()));
  }

  /** Paints the step shown: the tree, then the side panels, then the toolbar. */
  paint() {
    const on = this._on;
    const run = on.run();
    if (!run || !this.tree.handles) return;
    const t = messages(on.lang());
    const k = Math.max(0, this._player.viewEvent);
    const facts = on.facts(k);
    this.facts = facts;
    const proof = this.proof.marks(run, k);
    const cutRule = run.config.cut ?? 'ge';
    const data = { view: this._player.view, first: run.first, k, facts, t, proof, cutRule };
    this.tree.paint({ ...data, events: run.events }); // events: the leaf overview's
    const said = this.panels.paint({
      run,
      view: this._player.view,
      facts,
      k,
      state: on.state(),
      t,
      onPickTest: (i) => on.dispatch({ type: 'seekTest', test: i }),
    });
    this.tree.describe(`${algorithmName(run.config.algorithm)}: ${said}`);
    on.mode().paintTitle(this.panels.title); // in compare mode, the panes' algorithms
    this.paintToolbar();
  }
}
