// English text: the controls, and one plain sentence per step of a search.

/** How a run found its value: its null-window tests, and a wide-window root search. */
function found(tests, searches) {
  const wide = searches - tests;
  const t = tests === 1 ? 'one null-window test' : `${tests} null-window tests`;
  if (!tests) return wide === 1 ? 'one search' : `${wide} searches`;
  return wide ? `${t} and one alpha-beta search` : t;
}
export default {
  lang: 'en',
  ui: {
    title: 'mtdlab',
    start: 'Jump to start',
    backTest: 'Back one test',
    back: 'Back one step',
    play: 'Play',
    pause: 'Pause',
    step: 'Step',
    stepOver: 'Step over this node (↓)',
    stepOut: 'Step out to where it returns (↑)',
    stepTest: 'Step one test',
    end: 'Jump to end',
    speed: 'Speed',
    scrubber: 'Event',
    eventOf: (k, n) => `event ${k} / ${n}`,
    test: 'Test',
    tests: 'Tests',
    algorithm: 'Algorithm',
    guess: 'First guess f',
    stepSize: 'Step size',
    schedule: 'Schedule',
    scheduleHelp:
      'The steps, largest first, e.g. 100, 50, 25, 12, 0: the step moves one place down after the first overshoot.',
    scheduleError: ({ code, token }) =>
      ({
        empty: 'Give at least one step, e.g. 100, 50, 25, 12, 0.',
        number: `“${token}” is not a whole number: write the steps as 100, 50, 25, 12, 0.`,
        negative: `${token}: a step cannot be negative.`,
        range: `${token} is too large: a step is at most 1000000000.`,
      })[code] ?? code,
    tt: 'Transposition table',
    ttSize: 'TT entries',
    iterativeDeepening: 'ID',
    iterativeDeepeningHelp:
      'Iterative deepening: search to depth 1, 2, … up to the depth, keeping the TT between depths.',
    aspiration: 'Aspiration ±δ',
    aspirationHelp:
      'Aspiration window: the root’s window (v − δ, v + δ) around the last depth’s value; empty: none.',
    history: 'History',
    historyHelp:
      'The history heuristic: children ordered by how often each move cut or was best (2^depth each time).',
    ttMoveFirst: 'TT move first',
    ttMoveFirstHelp: 'Search the best move the TT remembers for a position first.',
    testsPerGuess: 'Tests for every first guess f',
    bounds: 'Bounds after each test',
    ttPanel: 'Transposition table',
    ttEmpty: 'The table is empty.',
    position: 'Position',
    depth: 'Depth',
    lower: 'Lower',
    upper: 'Upper',
    code: 'Pseudocode',
    narration: 'What happens',
    counters: 'Counters',
    leafEvals: 'Leaf evaluations',
    nodes: 'Nodes',
    ttHits: 'TT hits',
    ttCutoffs: 'TT cutoffs',
    value: 'Value',
    wrongValue: (truth) => `wrong: the minimax value is ${truth}`,
    unknown: 'not yet known',
    loading: 'Loading the search engine…',
    error: 'Error',
    truncated: 'The trace was cut short at the event limit.',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Fit the tree',
    collapseHint: 'Click an inner node to fold or unfold it.',
    editHint:
      'Click a node (or Tab to it, Enter) to change it: a leaf’s value, children added or removed, folding.',
    editNode: (name) => `Edit ${name}`,
    close: 'Close',
    labelled: (label) => `label ${label}`,
    sharedNode: 'reached by several paths: an edit shows at each',
    leafValue: 'Value',
    setValue: 'Set',
    badValue: 'Write a whole number within ±1000000000.',
    addChild: 'Add a child',
    removeLastChild: 'Remove the last child',
    removeNode: 'Remove this node',
    fold: 'Fold',
    unfold: 'Unfold',
    legend:
      'MAX △, MIN ▽; ≥ lower bound, ≤ upper bound, 3..5 both bounds (from every test so far), = exact (the bounds met); dashed ✕ = cut in this test (a cut leaf’s value struck through, the subtree below greyed); TT = answered by the table',
    language: 'Language',
    theme: 'Theme',
    beta: 'β',
    highLow: (o) => ({ high: 'high', low: 'low', exact: 'exact' })[o] ?? o,
    prunedNode: 'cut in this test: not searched',
    wideSearch: ({ window, g, exact }) =>
      `Alpha-beta search with the window ${window}${g === null ? '' : `: ${g}${exact ? ', exact' : ''}`} (not a null-window test)`,
    depthReset: ({ depth }) =>
      `depth ${depth}: a deeper search starts, and its bounds start again from −∞ and +∞ (the value at a new depth can differ)`,
    depthNote:
      'Each dashed line (d = …) starts a deeper search: its bounds start again from −∞ and +∞, since the value at a new depth can differ; the first guess is the last depth’s value.',
    pruned: (kind) => (kind === 'beta' ? 'β-cut' : 'α-cut'),
  },
  node: {
    root: 'the root',
    named: (label) => label,
    path: (p) => `node ${p}`,
    max: 'MAX',
    min: 'MIN',
  },
  narrate: {
    start: ({ algorithm }) => `Ready: ${algorithm}. Press → to take the first step.`,
    testBegin: ({ n, alpha, beta }) =>
      `Test ${n}: β = ${beta}; MT searches the root with the null window (${alpha}, ${beta}).`,
    searchBegin: ({ n, alpha, beta }) => `Root search ${n} with the window (${alpha}, ${beta}).`,
    everyPasses: ({ beta }) => `β = ${beta}: every value passes, so g is a lower bound.`,
    everyFails: ({ beta }) => `β = ${beta}: every value fails, so g is an upper bound.`,
    testHigh: ({ beta, g }) => `Test β = ${beta} failed high: the value is at least ${g}.`,
    testLow: ({ beta, g }) => `Test β = ${beta} failed low: the value is at most ${g}.`,
    searchExact: ({ g }) => `The root search returned the exact value ${g}.`,
    searchHigh: ({ g }) => `The root search failed high: the value is at least ${g}.`,
    searchLow: ({ g }) => `The root search failed low: the value is at most ${g}.`,
    searchExactIn: ({ g, alpha, beta }) =>
      `The alpha-beta search with the window (${alpha}, ${beta}) returned ${g}: the value lies in [${alpha}, ${beta}], so ${g} is exact.`,
    bounds: ({ lower, upper }) => `Now ${lower} ≤ value ≤ ${upper}.`,
    final: ({ value, tests, searches }) =>
      `Done: the minimax value is ${value}, found with ${found(tests, searches)}.`,
    finalLiteralWrong: ({ value, truth }) =>
      `Done: the pseudocode of Wikipedia’s MTD-f article, taken literally, answers ${value} — wrong: the minimax value is ${truth} (an alpha-beta search of the same tree finds it).`,
    finalLiteralRight: ({ value }) =>
      `Done: the pseudocode of Wikipedia’s MTD-f article, taken literally, answers ${value}, which is right on this tree (an alpha-beta search agrees).`,
    finalLiteral: ({ value }) =>
      `Done: the pseudocode of Wikipedia’s MTD-f article, taken literally, answers ${value}; its stores can be wrong, so compare with mtdf.`,
    enter: ({ node, side, alpha, beta }) =>
      `Enter ${node} (${side}) with the window (${alpha}, ${beta}).`,
    probeMiss: ({ node }) => `The TT has no entry for ${node}, so it is searched.`,
    probeHit: ({ node, lower, upper }) =>
      `The TT knows ${lower} ≤ ${node} ≤ ${upper}, which does not decide this window.`,
    probeNarrow: ({ node, lower, upper, alpha, beta }) =>
      `The TT knows ${lower} ≤ ${node} ≤ ${upper}: the window narrows to (${alpha}, ${beta}).`,
    probeNarrowExact: ({ node, value }) =>
      `The TT knows ${node} = ${value} exactly, inside the window: MT's probe answers only from a bound outside the window, so the window closes to (${value}, ${value}) and the search goes on.`,
    probeCutLower: ({ node, g, beta }) =>
      `TT cutoff: ${node}'s stored lower bound ${g} ≥ β = ${beta}, so it returns ${g} without searching.`,
    probeCutUpper: ({ node, g, alpha }) =>
      `TT cutoff: ${node}'s stored upper bound ${g} ≤ α = ${alpha}, so it returns ${g} without searching.`,
    leaf: ({ node, value }) => `Leaf ${node} evaluates to ${value}.`,
    cutBeta: ({ node, g, beta, count, strict }) =>
      `β-cut at ${node} (MAX): g = ${g} ${strict ? '>' : '≥'} β = ${beta}, so ${count === 1 ? 'its remaining child is' : `its remaining ${count} children are`} not searched.`,
    cutAlpha: ({ node, g, alpha, count, strict }) =>
      `α-cut at ${node} (MIN): g = ${g} ${strict ? '<' : '≤'} α = ${alpha}, so ${count === 1 ? 'its remaining child is' : `its remaining ${count} children are`} not searched.`,
    storeLower: ({ node, g, beta }) =>
      `Store in the TT: ${node} ≥ ${g}, a lower bound (g = ${g} ≥ β = ${beta}).`,
    storeUpper: ({ node, g, alpha }) =>
      `Store in the TT: ${node} ≤ ${g}, an upper bound (g = ${g} ≤ α = ${alpha}).`,
    storeBoth: ({ node, g, alpha, beta }) =>
      `Store in the TT: ${node} = ${g}, exact (α = ${alpha} < g = ${g} < β = ${beta}).`,
    storeBothNarrowed: ({ node, g, alpha, beta }) =>
      `Store in the TT: ${node} = ${g}: the TT narrowed the window to (${alpha}, ${beta}), so g = ${g} ≤ α and g ≥ β — MT stores both bounds.`,
    storeBothWrongUpper: ({ node, g, alpha }) =>
      `Store in the TT: ${node} = ${g} as exact, as Wikipedia’s pseudocode does at the end — wrong: g = ${g} ≤ α = ${alpha}, so ${g} is only an upper bound.`,
    storeBothWrongLower: ({ node, g, beta }) =>
      `Store in the TT: ${node} = ${g} as exact, as Wikipedia’s pseudocode does at the end — wrong: g = ${g} ≥ β = ${beta}, so ${g} is only a lower bound.`,
    storeKept: ({ node, lower, upper }) =>
      `The entry keeps its other bound: now ${lower} ≤ ${node} ≤ ${upper}.`,
    evict: ({ node, by }) =>
      `The TT's set for ${by} is full: the entry of ${node}, the shallowest, is dropped to make room.`,
    returnExact: ({ node, g }) => `${node} returns ${g}, its exact value (= ${g}).`,
    returnLower: ({ node, g }) => `${node} returns ${g}, a lower bound (≥ ${g}): it failed high.`,
    returnUpper: ({ node, g }) => `${node} returns ${g}, an upper bound (≤ ${g}): it failed low.`,
    research: ({ node, child, v }) =>
      `At ${node}, the null-window search of child ${child} returned ${v}, inside the window: search it again with a wider window.`,
    orderTt: ({ child }) =>
      `The TT's best move, ${child}, is searched first: the move that was best here in an earlier search.`,
    orderHistory: ({ node, child, moved }) =>
      `The history heuristic orders the children of ${node} by how often each move cut or was best (${moved} out of their given place): ${child} is searched first.`,
    orderBoth: ({ node, child }) =>
      `The TT's best move, ${child}, is searched first; the other children of ${node} follow by the history heuristic.`,
  },
};
