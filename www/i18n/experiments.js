// The Experiments tab's words in English and Japanese: the experiments' names and what each
// reproduces (each source named as published: Shibahara, Inui and Kotani's paper, Hiroi's
// Kalah page), the fields, the table's columns, the progress, the notes on a difference
// from a printed figure, the notes of a row opened in the Explore tab. Pure.

/**
 * A reason the core gives for a difference from Hiroi's printed Kalah tables
 * (data/seed003/*.json, in the core's own words) read as `{ kind, … }`: `negascout-end`
 * (`fewer` evaluations: the NegaScout listing ends the game inside the move), `transposed`
 * (two digits transposed: `printed`, `ours`, `rest` the evidence), or `other` (`text`).
 */
export function readReason(text) {
  const end = /^kalah8\.py as printed \(.*?\) evaluates (\d+) fewer:/.exec(text);
  if (end) return { kind: 'negascout-end', fewer: Number(end[1]) };
  const swap =
    /^two digits transposed in the printed table, most probably \((\d+) for (\d+)\): (.*)$/.exec(
      text,
    );
  if (swap) return { kind: 'transposed', printed: swap[1], ours: swap[2], rest: swap[3] };
  return { kind: 'other', text };
}

/** The evidence for a transposed pair in Japanese (the two sentences the core gives). */
function restJa(rest) {
  let m =
    /^negamax without a table plays the same game as negamax \+ TT in this cell, whose (\d+) evaluations and (\d+) hits match, as do the other (\d+) figures of the table(; a plain negamax written apart from mtdlab's searches also counts \d+)?$/.exec(
      rest,
    );
  if (m)
    return `この欄では置換表なしのネガマックス法も置換表付きと同じ対局になり、置換表付きの評価 ${m[1]} 回とヒット ${m[2]} 回は一致し、表のほかの ${m[3]} 個の値も一致します。${m[4] ? 'mtdlab の探索とは別に書いた素朴なネガマックス法でも同じ回数になります。' : ''}`;
  m =
    /^the (\d+) evaluations of this cell match, as do the other (\d+) figures of the MTD\(f\) tables$/.exec(
      rest,
    );
  if (m)
    return `この欄の評価 ${m[1]} 回は一致し、MTD(f) 法の表のほかの ${m[2]} 個の値も一致します。`;
  return rest;
}

const EN = {
  tab: 'Experiments',
  experiment: 'Experiment',
  kinds: {
    random: 'Shibahara, Inui and Kotani: random trees',
    minimal: 'Shibahara, Inui and Kotani, Table 1: minimal trees',
    steps: 'Shibahara, Inui and Kotani, Table 2: step sizes',
    kalah: 'Hiroi: the Kalah tables',
    programs: 'Plaat et al.: MTD(f) against NegaScout as programs search (Kalah)',
  },
  about: {
    random:
      'Random trees searched by each algorithm at each depth; MTD(f) starts from a search two plies shallower (its cost is counted apart). Tree i has the seed S + i.',
    minimal:
      'Best-ordered trees (every first child is the best): NegaScout searches exactly the minimal tree; MTD(f) from the value makes two tests. The paper printed one tree of branching 50.',
    steps:
      'MTD(+∞), MTD(−∞), MTD(f), MTD-f-step and MTD-f-αβ (steps 100, 50, 25) against NegaScout (= 1) on incremental trees. The paper measured its authors’ shogi program.',
    kalah:
      'Whole games of Kalah(6, 6) with the programs of Makoto Hiroi’s page “置換表と MTD(f) 法” (Algorithms with Python); the evaluations and TT hits printed there beside ours.',
    programs:
      'Positions from seeded play of Kalah(6, 4), (6, 5) and (6, 6), each searched to every depth up to D by ID-MTD(f), ID aspiration NegaScout, ID NegaScout and ID alpha-beta with a TT, the TT’s move first and the history heuristic, as Plaat, Schaeffer, Pijls and de Bruin (1996) compared them; then each enhancement off in turn, and MTD(f) from other first guesses. Position i is played with the seed S + i.',
  },
  trees: 'Trees',
  positions: 'Positions',
  depth: 'Depth D',
  branching: 'Branching',
  depthFrom: 'Depths from',
  depthTo: 'to',
  seed: 'Seed S',
  order: 'Order',
  orders: { random: 'random', best: 'best first', worst: 'worst first' },
  values: 'Values',
  valueModels: { incremental: 'incremental', independent: 'independent' },
  guess: 'First guess',
  guesses: { shallow: 'a search 2 plies shallower', exact: 'the exact value' },
  algorithms: 'Algorithms',
  programs: 'Programs',
  negascoutEnd: "NegaScout's end of game",
  ends: { 'in-move': 'found by the move', 'at-node': 'checked at the node' },
  run: 'Run',
  cancel: 'Cancel',
  running: (p) =>
    p.algo
      ? `${p.algo} at ${p.depths[0]},${p.depths[1]}, root search ${p.search}: ${p.done} of ${p.total} games, ${p.work.toLocaleString('en')} nodes`
      : `${p.done} of ${p.total} trees${p.depth ? ` (depth ${p.depth})` : ''}, ${p.work.toLocaleString('en')} nodes`,
  finished: (p, s) =>
    `Done: ${p.total} ${p.algo ? 'games' : 'trees'}, ${p.work.toLocaleString('en')} nodes, ${s} s.`,
  cancelled: 'Cancelled. The fields are as they were; press Run to start again.',
  failed: 'The experiment stopped:',
  columns: {
    depth: 'Depth',
    algorithm: 'Algorithm',
    trees: 'Trees',
    nodes: 'Nodes',
    leafEvals: 'Leaf evals',
    testsMean: 'Tests (mean)',
    testsMax: 'Tests (max)',
    ms: 'Time (ms)',
    nodesPerS: 'M nodes/s',
    minimalNodes: 'Minimal tree',
    seedNodes: 'Paper: nodes',
    difference: 'Ours vs paper',
    nodesRatio: 'Nodes / NS',
    leavesRatio: 'Leaves / NS',
    timeRatio: 'Time / NS',
    seedNodesRatio: 'Paper: nodes / NS',
    seedTimeRatio: 'Paper: time / NS',
    seedTests: 'Paper: tests',
    d1: 'D1',
    d2: 'D2',
    evals: 'Evals',
    printedEvals: 'Printed',
    ttHits: 'TT hits',
    printedTtHits: 'Printed',
    verdict: 'Verdict',
    searches: 'Root searches',
  },
  verdicts: { matches: 'matches', differs: 'differs', 'not-printed': 'not printed' },
  differs: 'differs from the printed figure',
  noReason: 'no known reason',
  rowHelp: 'Press a row to list its trees (Kalah: its root searches) and open one in Explore.',
  guessesHead: 'First guesses (counted apart)',
  guessColumns: {
    depth: 'Depth',
    trees: 'Trees',
    nodes: 'Nodes',
    errorMean: 'Error (mean)',
    errorSd: 'Error (σ)',
    exact: 'Exact',
  },
  skipped: (d, w) =>
    `Depth ${d} left out: it needs about ${w.toLocaleString('en')} node visits, past the budget.`,
  chartNodes: 'Nodes against depth (log scale)',
  chartEvals: 'Kalah: evaluations against depth, games with D1 = D2 (log scale)',
  chartTests: 'Tests per search against depth',
  nodesAxis: 'nodes',
  evalsAxis: 'evaluations',
  testsAxis: 'tests per search',
  depthAxis: 'depth',
  treesOf: (depth, algorithm) => `Depth ${depth}, ${algorithm}: one row per tree`,
  searchesOf: (algo, d1, d2) => `${algo} at ${d1},${d2}: one row per root search`,
  treeColumns: {
    tree: 'Tree',
    seed: 'Seed',
    value: 'Value',
    guess: 'Guess',
    nodes: 'Nodes',
    leafEvals: 'Leaf evals',
    tests: 'Tests',
    ms: 'Time (ms)',
    number: 'Search',
    player: 'Player',
    depth: 'Depth',
    evals: 'Evals',
    ttHits: 'TT hits',
    open: '',
  },
  first: 'first',
  second: 'second',
  open: 'Open in Explore',
  exploreNote: (what, c) =>
    `${what}, from the Experiments tab: at the end the counters read ${c.nodes.toLocaleString('en')} nodes and ${c.evals.toLocaleString('en')} ${c.kalah ? 'evaluations' : 'leaf evaluations'}${c.tests === null ? '' : `, ${c.tests} tests`}, as in the row. Home goes back to the start.`,
  treeWhat: (t, b, d, algorithm) =>
    `Tree ${t.tree} (seed ${t.seed}, b = ${b}, depth ${d}), ${algorithm}`,
  // under the table, where NegaScout visited more nodes than alpha-beta (negascoutExcess)
  negascoutWhy: (list) =>
    `Why NegaScout visits more nodes than alpha-beta here: it searches each child after the first with a null window only, betting that the first child is the best; on random trees the bet often fails, and a scout that comes back inside the window searches its child again (a re-search), work alpha-beta never does. In this run: ${list
      .map(
        (x) =>
          `depth ${x.depth}, ${x.negascout.toLocaleString('en')} nodes against alpha-beta’s ${x.alphabeta.toLocaleString('en')}${x.researches === null ? '' : `, with ${x.researches.toLocaleString('en')} ${x.researches === 1 ? 're-search' : 're-searches'}`}`,
      )
      .join('; ')}.`,
  searchWhat: (algo, d1, d2, n) => `Hiroi’s ${algo} game at ${d1},${d2}, root search ${n}`,
  note: (reason) => {
    const r = readReason(reason);
    if (r.kind === 'negascout-end')
      return `Hiroi’s NegaScout listing (kalah8.py on his page) finds the end of the game in the move that ends it and evaluates that position at once; so mtdlab, which follows it, evaluates ${r.fewer} fewer. The program that made the printed table checks for the end when it enters a node, and so evaluated ${r.fewer === 1 ? 'one game-ending move' : `${r.fewer} game-ending moves`} (the last seed not in the store, the value strictly inside (α, β)) twice: in the null-window test and again in the re-search.`;
    if (r.kind === 'transposed')
      return `Most probably two digits transposed in the printed table (${r.printed} printed for ${r.ours}): ${r.rest}.`;
    return r.text;
  },
};

const JA = {
  tab: '実験',
  experiment: '実験',
  kinds: {
    random: '柴原・乾・小谷: ランダムな木',
    minimal: '柴原・乾・小谷 表 1: 最小木',
    steps: '柴原・乾・小谷 表 2: ステップ幅',
    kalah: '広井: カラハの表',
    programs: 'Plaat ら: プログラムとしての MTD(f) と NegaScout (カラハ)',
  },
  about: {
    random:
      '各アルゴリズムで各深さのランダムな木を探索します。MTD(f) の初期値は 2 手浅い探索の値です (その費用は別に数えます)。木 i のシードは S + i です。',
    minimal:
      '最善順に並んだ木 (最初の子が常に最善): NegaScout はちょうど最小木を探索し、値から始める MTD(f) はテスト 2 回で済みます。論文の表は分岐数 50 の木 1 本の値です。',
    steps:
      'MTD(+∞)、MTD(−∞)、MTD(f)、MTD-f-step と MTD-f-αβ (ステップ 100、50、25) を NegaScout (= 1) と比べます (増分値の木)。論文は著者らの将棋プログラムで測りました。',
    kalah:
      '広井誠氏のページ「置換表と MTD(f) 法」(Algorithms with Python) のプログラムでカラハ (6, 6) を終局まで指します。ページに載った評価回数と置換表ヒットを並べて示します。',
    programs:
      'カラハ (6, 4)、(6, 5)、(6, 6) をシード付きの乱数で指して得た局面を、Plaat・Schaeffer・Pijls・de Bruin (1996) の比較と同じく、置換表、置換表の手を先に探す改良、ヒストリー・ヒューリスティックを使った反復深化 MTD(f)、反復深化アスピレーション NegaScout、反復深化 NegaScout、反復深化 alpha-beta で深さ D までの各深さで探索します。続いて改良を一つずつ外し、MTD(f) をほかの初期値からも探索します。局面 i はシード S + i で指します。',
  },
  trees: '木の数',
  positions: '局面の数',
  depth: '深さ D',
  branching: '分岐数',
  depthFrom: '深さ',
  depthTo: 'から',
  seed: 'シード S',
  order: '順序',
  orders: { random: 'ランダム', best: '最善が先', worst: '最悪が先' },
  values: '値',
  valueModels: { incremental: '増分', independent: '独立' },
  guess: '初期値',
  guesses: { shallow: '2 手浅い探索の値', exact: '正確な値' },
  algorithms: 'アルゴリズム',
  programs: 'プログラム',
  negascoutEnd: 'NegaScout の終局判定',
  ends: { 'in-move': '手の中で判定', 'at-node': 'ノードで判定' },
  run: '実行',
  cancel: '中止',
  running: (p) =>
    p.algo
      ? `${p.algo} (${p.depths[0]},${p.depths[1]}) ルート探索 ${p.search}: ${p.total} 局中 ${p.done} 局、${p.work.toLocaleString('ja')} ノード`
      : `${p.total} 本中 ${p.done} 本${p.depth ? ` (深さ ${p.depth})` : ''}、${p.work.toLocaleString('ja')} ノード`,
  finished: (p, s) =>
    `完了: ${p.total} ${p.algo ? '局' : '本'}、${p.work.toLocaleString('ja')} ノード、${s} 秒。`,
  cancelled: '中止しました。入力はそのままです。「実行」でやり直せます。',
  failed: '実験が止まりました:',
  columns: {
    depth: '深さ',
    algorithm: 'アルゴリズム',
    trees: '木',
    nodes: 'ノード数',
    leafEvals: '葉の評価',
    testsMean: 'テスト (平均)',
    testsMax: 'テスト (最大)',
    ms: '時間 (ms)',
    nodesPerS: '百万ノード/秒',
    minimalNodes: '最小木',
    seedNodes: '論文: ノード',
    difference: '論文との差',
    nodesRatio: 'ノード / NS',
    leavesRatio: '葉 / NS',
    timeRatio: '時間 / NS',
    seedNodesRatio: '論文: ノード / NS',
    seedTimeRatio: '論文: 時間 / NS',
    seedTests: '論文: テスト',
    d1: '先手',
    d2: '後手',
    evals: '評価回数',
    printedEvals: '表の値',
    ttHits: '置換表ヒット',
    printedTtHits: '表の値',
    verdict: '判定',
    searches: 'ルート探索',
  },
  verdicts: { matches: '一致', differs: '不一致', 'not-printed': '表になし' },
  differs: '印刷された値と異なります',
  noReason: '理由は不明',
  rowHelp: '行を押すとその木 (カラハはルート探索) の一覧が出ます。そこから探索タブで開けます。',
  guessesHead: '初期値 (別に数えます)',
  guessColumns: {
    depth: '深さ',
    trees: '木',
    nodes: 'ノード数',
    errorMean: '誤差 (平均)',
    errorSd: '誤差 (σ)',
    exact: '正確',
  },
  skipped: (d, w) =>
    `深さ ${d} は省きました: 約 ${w.toLocaleString('ja')} ノードが必要で、予算を超えます。`,
  chartNodes: '深さごとのノード数 (対数目盛)',
  chartEvals: 'カラハ: 深さごとの評価回数、先手と後手が同じ深さの対局 (対数目盛)',
  chartTests: '深さごとの探索 1 回あたりのテスト数',
  nodesAxis: 'ノード数',
  evalsAxis: '評価回数',
  testsAxis: 'テスト数 / 探索',
  depthAxis: '深さ',
  treesOf: (depth, algorithm) => `深さ ${depth}、${algorithm}: 木ごとの行`,
  searchesOf: (algo, d1, d2) => `${algo} (${d1},${d2}): ルート探索ごとの行`,
  treeColumns: {
    tree: '木',
    seed: 'シード',
    value: '値',
    guess: '初期値',
    nodes: 'ノード数',
    leafEvals: '葉の評価',
    tests: 'テスト',
    ms: '時間 (ms)',
    number: '探索',
    player: '手番',
    depth: '深さ',
    evals: '評価回数',
    ttHits: '置換表ヒット',
    open: '',
  },
  first: '先手',
  second: '後手',
  open: '探索タブで開く',
  exploreNote: (what, c) =>
    `${what} (実験タブから): 最後まで進めるとカウンタは ${c.nodes.toLocaleString('ja')} ノード、${c.kalah ? '評価' : '葉の評価'} ${c.evals.toLocaleString('ja')} 回${c.tests === null ? '' : `、テスト ${c.tests} 回`}で、行の値と同じです。Home で最初に戻ります。`,
  treeWhat: (t, b, d, algorithm) =>
    `木 ${t.tree} (シード ${t.seed}、分岐数 ${b}、深さ ${d})、${algorithm}`,
  negascoutWhy: (list) =>
    `NegaScout が alpha-beta より多くのノードを訪問した理由: NegaScout は最初の子が最善だと見込み、2 番目以降の子はヌルウィンドウだけで探索します。ランダムな木ではこの見込みがよく外れ、窓の内側の値を返したスカウトはその子をもう一度探索します (再探索)。alpha-beta にはない仕事です。この実行では、${list
      .map(
        (x) =>
          `深さ ${x.depth} で ${x.negascout.toLocaleString('ja')} ノード (alpha-beta は ${x.alphabeta.toLocaleString('ja')} ノード)${x.researches === null ? '' : `、再探索 ${x.researches.toLocaleString('ja')} 回`}`,
      )
      .join('。')}。`,
  searchWhat: (algo, d1, d2, n) => `広井氏の ${algo} の対局 (${d1},${d2})、ルート探索 ${n}`,
  note: (reason) => {
    const r = readReason(reason);
    if (r.kind === 'negascout-end')
      return `広井氏のページのネガスカウト法のリスト (kalah8.py) は、終局する手の中で終局を判定し、その局面をすぐに評価します。それに従う mtdlab は評価が ${r.fewer} 回少なくなります。表を作ったプログラムはノードに入るときに終局を判定するので、終局する手 ${r.fewer} 手 (最後の種がストアに入らず、値が (α, β) の内側) をヌルウィンドウ・テストと再探索で二度評価しています。`;
    if (r.kind === 'transposed')
      return `表の数字の二桁が入れ替わっている可能性が高い値です (${r.ours} が ${r.printed} と印刷)。${restJa(r.rest)}`;
    return r.text;
  },
};

/** The Experiments tab's words in `lang` (English for anything but `ja`). */
export function experimentLabels(lang) {
  return lang === 'ja' ? JA : EN;
}
