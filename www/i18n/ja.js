// 日本語: 操作の名前と、探索の一歩ごとの一文。
/** How a run found its value: its null-window tests, and a wide-window root search. */
function found(tests, searches) {
  const wide = searches - tests;
  if (!tests) return `探索 ${wide} 回`;
  return wide
    ? `ヌルウィンドウテスト ${tests} 回とアルファ・ベータ探索 1 回`
    : `ヌルウィンドウテスト ${tests} 回`;
}

export default {
  lang: 'ja',
  ui: {
    title: 'mtdlab',
    start: '最初へ',
    backTest: '1テスト戻る',
    back: '1ステップ戻る',
    play: '再生',
    pause: '一時停止',
    step: '1ステップ進む',
    stepOver: 'このノードを飛ばす (↓)',
    stepOut: '呼び出し元に戻るまで進む (↑)',
    stepTest: '1テスト進む',
    end: '最後へ',
    speed: '速さ',
    scrubber: 'イベント',
    eventOf: (k, n) => `イベント ${k} / ${n}`,
    test: 'テスト',
    tests: 'テスト',
    algorithm: 'アルゴリズム',
    guess: '初期推定値 f',
    stepSize: 'ステップ幅',
    schedule: 'スケジュール',
    scheduleHelp:
      'ステップ幅を大きい順に (例 100, 50, 25, 12, 0)。最初に行き過ぎた後、1 つずつ次の幅に移ります。',
    scheduleError: ({ code, token }) =>
      ({
        empty: 'ステップ幅を 1 つ以上書いてください (例 100, 50, 25, 12, 0)。',
        number: `「${token}」は整数ではありません。100, 50, 25, 12, 0 のように書いてください。`,
        negative: `${token}: ステップ幅は負にできません。`,
        range: `${token} は大きすぎます。ステップ幅は 1000000000 以下です。`,
      })[code] ?? code,
    tt: '置換表',
    ttSize: '置換表のエントリ数',
    iterativeDeepening: '反復深化',
    iterativeDeepeningHelp: '深さ 1, 2, … と順に探索し、置換表を次の深さに引き継ぎます。',
    aspiration: '窓 ±δ',
    aspirationHelp:
      'アスピレーション窓: ルートの窓 (v − δ, v + δ)。v は 1 つ浅い深さの値。空欄なら使いません。',
    history: 'ヒストリー',
    historyHelp:
      'ヒストリー・ヒューリスティック: 手がカットや最善になるたびに 2^深さ を加え、その値の高い順に子を探索します。',
    ttMoveFirst: '置換表の手を先に',
    ttMoveFirstHelp: '置換表が覚えている最善手を最初に探索します。',
    testsPerGuess: '初期推定値 f ごとのテスト回数',
    bounds: '各テスト後の上限値・下限値',
    ttPanel: '置換表',
    ttEmpty: '置換表は空です。',
    position: '局面',
    depth: '深さ',
    lower: '下限値',
    upper: '上限値',
    code: '擬似コード',
    narration: '説明',
    counters: 'カウンタ',
    leafEvals: '葉の評価回数',
    nodes: 'ノード数',
    ttHits: '置換表ヒット',
    ttCutoffs: '置換表カット',
    value: '値',
    wrongValue: (truth) => `誤り: ミニマックス値は ${truth}`,
    unknown: '未確定',
    loading: '探索エンジンを読み込み中…',
    error: 'エラー',
    truncated: 'イベント数の上限でトレースを打ち切りました。',
    zoomIn: '拡大',
    zoomOut: '縮小',
    fit: '全体表示',
    collapseHint: '内部ノードをクリックすると折りたたみ/展開します。',
    editHint:
      'ノードをクリック (または Tab で移動して Enter) すると変更できます: 葉の値、子の追加・削除、折りたたみ。',
    editNode: (name) => `${name} を編集`,
    close: '閉じる',
    labelled: (label) => `ラベル ${label}`,
    sharedNode: '複数の経路から到達 (変更はすべてに反映)',
    leafValue: '値',
    setValue: '設定',
    badValue: '±1000000000 以内の整数を書いてください。',
    addChild: '子を追加',
    removeLastChild: '最後の子を削除',
    removeNode: 'このノードを削除',
    fold: '折りたたむ',
    unfold: '展開する',
    legend:
      'MAX △、MIN ▽; ≥ 下限値、≤ 上限値、3..5 下限値と上限値 (これまでの全テストから)、= 確定値 (上下限が一致); 破線 ✕ = このテストでカット(カットされた葉の値は取り消し線、その下の部分木は灰色); TT = 置換表で解決',
    language: '言語',
    theme: 'テーマ',
    beta: 'β',
    highLow: (o) => ({ high: 'fail high', low: 'fail low', exact: '確定' })[o] ?? o,
    prunedNode: 'このテストでカット: 探索しません',
    wideSearch: ({ window, g, exact }) =>
      `窓 ${window} のアルファ・ベータ探索${g === null ? '' : `: ${g}${exact ? '(確定値)' : ''}`}(ヌルウィンドウテストではありません)`,
    depthReset: ({ depth }) =>
      `深さ ${depth}: より深い探索が始まり、限界値は −∞ と +∞ からやり直します(深さが変わると値も変わりうるため)`,
    depthNote:
      '破線 (d = …) ごとにより深い探索が始まります。深さが変わると値も変わりうるので、限界値は −∞ と +∞ からやり直し、最初の推定値は前の深さの値です。',
    pruned: (kind) => (kind === 'beta' ? 'βカット' : 'αカット'),
  },
  node: {
    root: '根',
    named: (label) => label,
    path: (p) => `ノード ${p}`,
    max: 'MAX',
    min: 'MIN',
  },
  narrate: {
    start: ({ algorithm }) => `準備完了: ${algorithm}。→ キーで一歩ずつ進めます。`,
    testBegin: ({ n, alpha, beta }) =>
      `テスト ${n}: β = ${beta}。MT がヌルウィンドウ (${alpha}, ${beta}) で根を探索します。`,
    searchBegin: ({ n, alpha, beta }) => `根の探索 ${n}: 窓 (${alpha}, ${beta})。`,
    everyPasses: ({ beta }) => `β = ${beta}: どの値もこれを超えるので、g は下限値になります。`,
    everyFails: ({ beta }) => `β = ${beta}: どの値もこれに届かないので、g は上限値になります。`,
    testHigh: ({ beta, g }) => `テスト β = ${beta} は fail high: 値は ${g} 以上です。`,
    testLow: ({ beta, g }) => `テスト β = ${beta} は fail low: 値は ${g} 以下です。`,
    searchExact: ({ g }) => `根の探索は確定値 ${g} を返しました。`,
    searchHigh: ({ g }) => `根の探索は fail high: 値は ${g} 以上です。`,
    searchLow: ({ g }) => `根の探索は fail low: 値は ${g} 以下です。`,
    searchExactIn: ({ g, alpha, beta }) =>
      `窓 (${alpha}, ${beta}) のアルファ・ベータ探索は ${g} を返しました。値は [${alpha}, ${beta}] にあるので、${g} が確定値です。`,
    bounds: ({ lower, upper }) => `現在 ${lower} ≤ 値 ≤ ${upper}。`,
    final: ({ value, tests, searches }) =>
      `終了: ミニマックス値は ${value} です(${found(tests, searches)})。`,
    finalLiteralWrong: ({ value, truth }) =>
      `終了: Wikipedia の記事「MTD-f」の擬似コードをそのまま使うと答えは ${value} — 誤りです。ミニマックス値は ${truth} です(同じ木のアルファ・ベータ探索による)。`,
    finalLiteralRight: ({ value }) =>
      `終了: Wikipedia の記事「MTD-f」の擬似コードをそのまま使った答えは ${value} で、この木では正しい値です(アルファ・ベータ探索と一致)。`,
    finalLiteral: ({ value }) =>
      `終了: Wikipedia の記事「MTD-f」の擬似コードをそのまま使った答えは ${value} です。登録が誤ることがあるので mtdf と比べてください。`,
    enter: ({ node, side, alpha, beta }) => `${node}(${side})に窓 (${alpha}, ${beta}) で入ります。`,
    probeMiss: ({ node }) => `置換表に ${node} のエントリはないので、探索します。`,
    probeHit: ({ node, lower, upper }) =>
      `置換表によれば ${lower} ≤ ${node} ≤ ${upper} ですが、この窓では決まりません。`,
    probeNarrow: ({ node, lower, upper, alpha, beta }) =>
      `置換表によれば ${lower} ≤ ${node} ≤ ${upper}: 窓を (${alpha}, ${beta}) に狭めます。`,
    probeNarrowExact: ({ node, value }) =>
      `置換表によれば ${node} = ${value}(確定値)で、窓の内側です。MT の参照は窓の外の限界値でしか答えないので、窓は (${value}, ${value}) に閉じ、探索を続けます。`,
    probeCutLower: ({ node, g, beta }) =>
      `置換表カット: ${node} の下限値 ${g} ≥ β = ${beta} なので、探索せずに ${g} を返します。`,
    probeCutUpper: ({ node, g, alpha }) =>
      `置換表カット: ${node} の上限値 ${g} ≤ α = ${alpha} なので、探索せずに ${g} を返します。`,
    leaf: ({ node, value }) => `葉 ${node} を評価すると ${value} です。`,
    cutBeta: ({ node, g, beta, count, strict }) =>
      `${node}(MAX)でβカット: g = ${g} ${strict ? '>' : '≥'} β = ${beta} なので、残りの子 ${count} 個は探索しません。`,
    cutAlpha: ({ node, g, alpha, count, strict }) =>
      `${node}(MIN)でαカット: g = ${g} ${strict ? '<' : '≤'} α = ${alpha} なので、残りの子 ${count} 個は探索しません。`,
    storeLower: ({ node, g, beta }) =>
      `置換表に登録: ${node} ≥ ${g}(下限値: g = ${g} ≥ β = ${beta})。`,
    storeUpper: ({ node, g, alpha }) =>
      `置換表に登録: ${node} ≤ ${g}(上限値: g = ${g} ≤ α = ${alpha})。`,
    storeBoth: ({ node, g, alpha, beta }) =>
      `置換表に登録: ${node} = ${g}(確定値: α = ${alpha} < g = ${g} < β = ${beta})。`,
    storeBothNarrowed: ({ node, g, alpha, beta }) =>
      `置換表に登録: ${node} = ${g}。置換表で窓が (${alpha}, ${beta}) に狭まったので g = ${g} ≤ α かつ g ≥ β — MT は両方の限界値を登録します。`,
    storeBothWrongUpper: ({ node, g, alpha }) =>
      `置換表に登録: Wikipedia の擬似コードどおり最後に ${node} = ${g} を確定値として登録します — 誤り: g = ${g} ≤ α = ${alpha} なので ${g} は上限値にすぎません。`,
    storeBothWrongLower: ({ node, g, beta }) =>
      `置換表に登録: Wikipedia の擬似コードどおり最後に ${node} = ${g} を確定値として登録します — 誤り: g = ${g} ≥ β = ${beta} なので ${g} は下限値にすぎません。`,
    storeKept: ({ node, lower, upper }) =>
      `エントリはもう一方の限界値を保ちます: 現在 ${lower} ≤ ${node} ≤ ${upper}。`,
    evict: ({ node, by }) =>
      `${by} の置換表のセットが満杯なので、いちばん浅い ${node} のエントリを捨てて場所を空けます。`,
    returnExact: ({ node, g }) => `${node} は ${g} を返します(確定値 = ${g})。`,
    returnLower: ({ node, g }) => `${node} は ${g} を返します(下限値 ≥ ${g}: fail high)。`,
    returnUpper: ({ node, g }) => `${node} は ${g} を返します(上限値 ≤ ${g}: fail low)。`,
    research: ({ node, child, v }) =>
      `${node} で、子 ${child} のヌルウィンドウ探索が窓の内側の値 ${v} を返したので、広い窓で再探索します。`,
    orderTt: ({ child }) =>
      `置換表の最善手 ${child} を最初に探索します。以前の探索でここの最善だった手です。`,
    orderHistory: ({ node, child, moved }) =>
      `ヒストリー・ヒューリスティックにより、${node} の子を、その手がカットや最善になった実績の順に並べます(${moved} 個が元の順序から移動)。最初に ${child} を探索します。`,
    orderBoth: ({ node, child }) =>
      `置換表の最善手 ${child} を最初に探索し、${node} の残りの子はヒストリー・ヒューリスティックの順に続きます。`,
  },
};
