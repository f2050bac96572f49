// TypeScript declarations of <mtd-lab>, the element of the npm package `mtdlab`
// (docs/element.md says what each member does; the names and shapes here are the element's,
// www/element/mtd-lab.js). Importing the package registers the element.

/** The algorithms, by the names of CONVENTIONS.md §2 (plus `mtdf-literal`). */
export type MtdAlgorithm =
  | 'minimax'
  | 'alphabeta'
  | 'alphabeta-tt'
  | 'negascout'
  | 'negascout-tt'
  | 'mtdf'
  | 'mtdf-literal'
  | 'mtd-plus'
  | 'mtd-minus'
  | 'mtd-bi'
  | 'mtd-step'
  | 'mtd-f-step'
  | 'mtd-f-ab'
  | 'id-mtdf';

/** Every attribute the element reads (docs/element.md, "Attributes"). */
export type MtdLabAttribute =
  | 'tree'
  | 'game'
  | 'algorithm'
  | 'guess'
  | 'step'
  | 'schedule'
  | 'lang'
  | 'tt'
  | 'tt-size'
  | 'depth'
  | 'max-visits'
  | 'cut'
  | 'iterative-deepening'
  | 'aspiration'
  | 'history'
  | 'tt-move-first'
  | 'theme'
  | 'compact'
  | 'controls'
  | 'height'
  | 'autoplay'
  | 'speed'
  | 'event'
  | 'algorithms'
  | 'hold'
  | 'pick'
  | 'layout';

/** One null-window test (`null`: an infinite bound). */
export interface MtdTest {
  beta: number | null;
  g: number | null;
  outcome: 'high' | 'low' | 'exact';
  lower: number | null;
  upper: number | null;
}

/** The current event (`state.step`): raw trace integers, infinity ±2147483646. */
export interface MtdStep {
  kind:
    | 'enter'
    | 'probe'
    | 'leaf'
    | 'cut'
    | 'store'
    | 'return'
    | 'research'
    | 'test-begin'
    | 'test-end'
    | 'evict'
    | 'order';
  /** The node's path of move indices from the root (`[]`: the root). */
  node: number[];
  alpha: number | null;
  beta: number | null;
  g: number | null;
  bound: 'exact' | 'lower' | 'upper' | null;
  stored: 'upper' | 'lower' | 'both' | null;
}

/** What the element shows (`state`, and the `detail` of `mtd-step` and `mtd-done`). */
export interface MtdState {
  /** The root's value once the run's end is shown, else null. */
  value: number | null;
  done: boolean;
  /** Events shown so far. */
  event: number;
  /** Events in the whole run. */
  events: number;
  /** The null-window tests ended so far. */
  tests: MtdTest[];
  leafEvals: number;
  nodes: number;
  ttHits: number;
  ttCutoffs: number;
  algorithm: MtdAlgorithm | null;
  truncated: boolean;
  /** The current event; null at event 0. */
  step: MtdStep | null;
  /** The id of the pseudocode line lit (`enter`, `probe-cut-lower`, `test`, …); null at event 0. */
  line: string | null;
}

/** `detail` of `mtd-test`: the state, with the test a forward move completed. */
export interface MtdTestDetail extends MtdState {
  test: MtdTest;
  /** Its index among the run's null-window tests. */
  testIndex: number;
}

/** `detail` of `mtd-error`: every failure (an attribute, a load() field, a tree text, a limit). */
export interface MtdErrorDetail {
  message: string;
  line: number | null;
  column: number | null;
  /** The attribute or config field at fault, when the message names one. */
  field: string | null;
}

/** `detail` of `mtd-progress`, while a search runs. */
export interface MtdProgressDetail {
  nodes: number;
  tests: number;
}

/** `detail` of `mtd-held`: a forward move refused at `hold`. */
export interface MtdHeldDetail {
  event: number;
}

/** `detail` of `mtd-pick` (`pick="leaves"`). */
export interface MtdPickDetail {
  /** The leaf's index, left to right from 0. */
  leaf: number;
  node: number;
  path: number[];
}

/** The element's DOM events and their `detail`. */
export interface MtdLabEventMap {
  'mtd-step': CustomEvent<MtdState>;
  'mtd-test': CustomEvent<MtdTestDetail>;
  'mtd-done': CustomEvent<MtdState>;
  'mtd-progress': CustomEvent<MtdProgressDetail>;
  'mtd-held': CustomEvent<MtdHeldDetail>;
  'mtd-pick': CustomEvent<MtdPickDetail>;
  'mtd-error': CustomEvent<MtdErrorDetail>;
}

/** A game object (docs/engine-api.md): a tree as text, a random tree, or Kalah. */
export type MtdGame =
  | { kind: 'tree'; text: string }
  | { kind: 'random'; branching: number; depth: number; [field: string]: unknown }
  | { kind: 'kalah'; [field: string]: unknown };

/** What `load()` takes: engine config fields, or attribute-style keys read as the attributes are. */
export interface MtdLabConfig {
  tree?: string;
  game?: MtdGame | 'tree' | 'random' | 'kalah' | string;
  algorithm?: MtdAlgorithm;
  guess?: number | string;
  step?: number | string;
  schedule?: number[] | string;
  depth?: number | string | null;
  tt?: boolean | 'on' | 'off' | 'true' | 'false';
  ttSize?: number | string;
  'tt-size'?: number | string;
  maxEvents?: number;
  maxNodes?: number;
  maxVisits?: number | string;
  'max-visits'?: number | string;
  maxTests?: number;
  cut?: 'ge' | 'gt';
  /** The programs' enhancements (docs/element.md, "Settings"). */
  iterativeDeepening?: boolean | 'on' | 'off';
  'iterative-deepening'?: boolean | 'on' | 'off';
  aspiration?: number | string | null;
  history?: boolean | 'on' | 'off';
  ttMoveFirst?: boolean | 'on' | 'off';
  'tt-move-first'?: boolean | 'on' | 'off';
}

/** The whole run, wherever playback is. */
export interface MtdResult {
  value: number | null;
  done: boolean;
  /** The number of tests of the run. */
  tests: number;
  counters: Record<string, number>;
  /** The root move that leads to the value, and its label (Kalah's pit). */
  bestMove: number | null;
  bestMoveLabel: string | null;
}

/** A page's editor of hand-built trees (docs/element.md, "Errors and methods"). */
export interface MtdTreeEditor {
  describe(path: number[]):
    | {
        kind: 'leaf' | 'inner';
        value?: number;
        children?: number;
        label?: string;
        shared?: boolean;
        root?: boolean;
      }
    | { error: string };
  apply(edit: {
    op: 'set-value' | 'add-child' | 'remove-child' | 'remove';
    path: number[];
    value?: number;
    index?: number;
  }): string | null;
}

/** What exportSVG() and exportPNG() draw. */
export type MtdExportPart = 'tree' | 'chart';

/** `<mtd-lab>`: alpha-beta, NegaScout and the MTD family, one event at a time. */
export declare class MtdLab extends HTMLElement {
  /** mtdlab's version (the package's): `customElements.get('mtd-lab').version`. */
  static readonly version: string;
  static readonly observedAttributes: MtdLabAttribute[];

  /** Resolves with the state once the search asked for last is set up; rejects saying why none can be. */
  readonly ready: Promise<MtdState>;
  /** The state shown. */
  readonly state: MtdState;
  /** Compare mode (`algorithms`): every pane's state; else null. */
  readonly states: Array<MtdState & { algorithm: MtdAlgorithm }> | null;
  /** The whole run (null before one is loaded). */
  readonly result: MtdResult | null;
  treeEditor: MtdTreeEditor | null;
  /** The leaves drawn pressed while `pick="leaves"` (leaf indices). */
  pickedLeaves: number[];

  load(config?: MtdLabConfig): Promise<MtdState>;
  cancel(): Promise<MtdState>;
  step(): Promise<MtdState>;
  back(): Promise<MtdState>;
  stepNode(): Promise<MtdState>;
  backNode(): Promise<MtdState>;
  stepOver(): Promise<MtdState>;
  stepOut(): Promise<MtdState>;
  stepTest(): Promise<MtdState>;
  backTest(): Promise<MtdState>;
  runToEnd(): Promise<MtdState>;
  reset(): Promise<MtdState>;
  seek(k: number): Promise<MtdState>;
  play(): Promise<MtdState>;
  pause(): Promise<MtdState>;
  /** The tree or the bounds chart at the step shown, as a standalone SVG document. */
  exportSVG(part?: MtdExportPart): string;
  /** The same as a PNG, `scale` pixels per unit (default 2); needs `img-src 'self' blob:` under a CSP. */
  exportPNG(part?: MtdExportPart, options?: { scale?: number }): Promise<Blob>;
  /** The moment shown as a compact, versioned, URL-safe string. */
  getState(): string;
  /** Shows the moment of a getState() string; rejects (and fires `mtd-error`) on a bad one. */
  setState(s: string): Promise<MtdState>;

  addEventListener<K extends keyof MtdLabEventMap>(
    type: K,
    listener: (this: MtdLab, ev: MtdLabEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: MtdLab, ev: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof MtdLabEventMap>(
    type: K,
    listener: (this: MtdLab, ev: MtdLabEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: MtdLab, ev: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'mtd-lab': MtdLab;
  }
}
