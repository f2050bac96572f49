// English and Japanese text of the proofs drawn on the tree (solution trees, the critical
// tree), the cut convention and the move-ordering panel (issue 10). Numbers come from the
// core; these only say what they mean.

const en = {
  proof: 'Highlight',
  proofModes: {
    off: 'nothing',
    lower: 'proof of the lower bound',
    upper: 'proof of the upper bound',
    critical: 'critical tree',
  },
  proofLower: (b) =>
    b === null
      ? 'Proof of the lower bound: none yet — no min solution tree is complete, so the root is only known to be ≥ −∞.'
      : `Proof of the lower bound: this min solution tree (every child of a MIN node, one child of a MAX node) has the minimax value ${b}, so the root is ≥ ${b} whatever the leaves outside it.`,
  proofUpper: (b) =>
    b === null
      ? 'Proof of the upper bound: none yet — no max solution tree is complete, so the root is only known to be ≤ +∞.'
      : `Proof of the upper bound: this max solution tree (every child of a MAX node, one child of a MIN node) has the minimax value ${b}, so the root is ≤ ${b} whatever the leaves outside it.`,
  proofCritical: (v, n, missing) =>
    `Critical tree: a min and a max solution tree that both have the value ${v} (${n} nodes); any search must examine a tree like it to prove the value (Knuth and Moore).${missing ? ` ${missing} of its edges lead past the drawing.` : ''}`,
  proofVia: 'a node the TT answered is proven by the subtree of the same position elsewhere',
  proofLoading: 'Computing the proof…',
  proofError: (m) => `No proof to show: ${m}`,
  cut: 'Cut when',
  cutModes: { ge: 'α ≥ β (usual)', gt: 'α > β' },
  cutNote: {
    ge: 'A node stops once g ≥ β (MAX) or g ≤ α (MIN): a child that can only tie is not searched.',
    gt: 'α > β also searches children that can only tie: it prunes less and finds the same value.',
  },
  ordering: 'Move ordering',
  bestFirst: 'Best first',
  worstFirst: 'Worst first',
  orderingHelp:
    'Sort every node’s children by their minimax values (a labelled node keeps one order), or move one child on the tree (click a node: ← →). The table shows the leaves each algorithm evaluates on the tree shown.',
  leavesCaption: 'Leaves evaluated per algorithm (the core’s count for this tree)',
  algorithmHead: 'algorithm',
  leavesHead: 'leaves',
  nodesHead: 'nodes',
  overBudget: 'over budget',
  computing: 'counting…',
  treeOnly: 'Move ordering works on a tree given as text.',
  moveEarlier: '← Move earlier',
  moveLater: 'Move later →',
  firstAlready: 'This is the first child already.',
  lastAlready: 'This is the last child already.',
};

const ja = {
  proof: '強調表示',
  proofModes: {
    off: 'なし',
    lower: '下限値の証明',
    upper: '上限値の証明',
    critical: '臨界木',
  },
  proofLower: (b) =>
    b === null
      ? '下限値の証明: まだありません。完成した min 解木がないので、根について分かるのは ≥ −∞ だけです。'
      : `下限値の証明: この min 解木(MIN ノードは子をすべて、MAX ノードは子を一つ)のミニマックス値は ${b} です。木の外の葉が何であっても根は ≥ ${b} です。`,
  proofUpper: (b) =>
    b === null
      ? '上限値の証明: まだありません。完成した max 解木がないので、根について分かるのは ≤ +∞ だけです。'
      : `上限値の証明: この max 解木(MAX ノードは子をすべて、MIN ノードは子を一つ)のミニマックス値は ${b} です。木の外の葉が何であっても根は ≤ ${b} です。`,
  proofCritical: (v, n, missing) =>
    `臨界木: 値がともに ${v} の min 解木と max 解木の和(${n} ノード)。値を証明するには、どの探索もこのような木を調べなければなりません(Knuth と Moore)。${missing ? `うち ${missing} 本の辺は描画の外に続きます。` : ''}`,
  proofVia: '置換表で解決したノードは、同じ局面の別の場所の部分木で証明されます',
  proofLoading: '証明を計算中…',
  proofError: (m) => `表示できる証明がありません: ${m}`,
  cut: 'カットの条件',
  cutModes: { ge: 'α ≥ β(通常)', gt: 'α > β' },
  cutNote: {
    ge: 'g ≥ β(MAX)または g ≤ α(MIN)になった時点で打ち切ります。同点にしかならない子は探索しません。',
    gt: 'α > β では同点にしかならない子も探索します。枝刈りは減りますが、値は同じです。',
  },
  ordering: '手の並べ替え',
  bestFirst: '最善手を先に',
  worstFirst: '最悪手を先に',
  orderingHelp:
    'すべてのノードの子をミニマックス値で並べ替えます(ラベル付きノードの順序は一つ)。木の上で子を一つずつ動かすこともできます(ノードをクリック: ← →)。表は表示中の木で各アルゴリズムが評価する葉の数です。',
  leavesCaption: 'アルゴリズムごとの評価した葉の数(この木に対するコアの計数)',
  algorithmHead: 'アルゴリズム',
  leavesHead: '葉',
  nodesHead: 'ノード',
  overBudget: '上限超過',
  computing: '計算中…',
  treeOnly: '手の並べ替えはテキストで与えた木で使えます。',
  moveEarlier: '← 前へ',
  moveLater: '後へ →',
  firstAlready: 'すでに最初の子です。',
  lastAlready: 'すでに最後の子です。',
};

/** The texts in `lang` (`en` or `ja`). */
export function solutionMessages(lang) {
  return lang === 'ja' ? ja : en;
}
