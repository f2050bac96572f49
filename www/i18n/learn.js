// The Learn tab's words (lessons, practice, glossary), in English and Japanese. Every
// number in them comes in as an argument, from the engine's trace.
import { showEdge, showValue, showWindow } from './values.js';
import { nodeName } from './narrate.js';

const v = showValue;
const list = (xs) => xs.map((x) => v(x)).join(', ');

const en = {
  learn: 'Learn',
  lessons: 'Lessons',
  practice: 'Practice',
  glossary: 'Glossary',
  modes: 'Learn views',
  lessonOf: (n, m) => `Lesson ${n} of ${m}`,
  previous: '← Previous lesson',
  next: 'Next lesson →',
  showMe: 'Show me',
  shown: 'Shown in the visualiser',
  steps: 'Follow the search',
  loadingLesson: 'Searching this lesson’s tree…',
  lessonError: (m) => `This lesson could not be searched: ${m}`,
  words: {
    outcome: { high: 'high', low: 'low', exact: 'exact' },
    bound: {
      lower: 'lower bound',
      upper: 'upper bound',
      exact: 'exact value',
      both: 'both bounds',
    },
  },
  close: 'Close',
  allTerms: 'All terms',
  termButton: (t) => `Glossary: ${t}`,
  // practice
  size: 'Size',
  sizes: { small: 'Small', medium: 'Medium', large: 'Large' },
  branching: 'Branching',
  depth: 'Depth',
  seed: 'Seed',
  newExercise: 'Start this exercise',
  randomSeed: 'Another tree',
  link: 'Link to this exercise',
  linkNote: 'Give this link to a class: the same tree and the same questions for everyone.',
  check: 'Check',
  yourAnswer: 'Your answer',
  leafVerdicts:
    'After the check: solid = evaluated and picked, dashed = evaluated but not picked, struck = picked but cut.',
  nextQuestion: 'Next question',
  score: (r, a, n) => `Score: ${r} / ${a} answered (of ${n})`,
  questionOf: (i, n) => `Question ${i} of ${n}`,
  roundDone: (r, n) =>
    `Round complete: ${r} of ${n} right. Start another exercise, or change the seed.`,
  preparing: 'Searching the exercise’s tree…',
  right: 'Right.',
  wrong: 'Not quite.',
  answerIs: 'The answer:',
  valueField: 'Value returned',
  boundField: 'What it proves',
  betaField: 'Next β',
  signs: { lower: '≥ lower bound', upper: '≤ upper bound', exact: '= exact' },
  choices: { searched: 'Searched', 'alpha-cut': 'α-cut', 'beta-cut': 'β-cut' },
  yesNo: { yes: 'Yes: it answers (TT cutoff)', no: 'No: search the node' },
  keysHelp:
    'Keys: Tab moves between the choices, Space or Enter picks, Enter in a field checks, N goes to the next question.',
  needAnswer: 'Pick or type an answer first.',
  notWhole: (field) => `${field}: write a whole number, such as 3 or −2.`,
  linkError: (e) =>
    ({
      unknown: `Practice link: unknown field “${e.field}” (the fields are branching, depth and seed).`,
      number: `Practice link: ${e.field} must be a whole number ${e.min}…${e.max}, not “${e.value}”.`,
      repeated: `Practice link: ${e.field} is given twice.`,
      syntax: `Practice link: “${e.value}” is not field:value (for example branching:3,depth:3,seed:42).`,
    })[e.code],
  fieldError: (field, min, max) => `${field} must be a whole number ${min}…${max}.`,
  lessonLinkError: (id, ids) =>
    `Lesson link: no lesson “${id}”; the lessons are ${ids.join(', ')}.`,
  // the questions
  q: {
    leaves: () =>
      'Which leaves will alpha-beta evaluate on this tree? Pick every one (the leaves are listed left to right), then Check.',
    child: ({ node, isMax, child }) =>
      `${node} (${isMax ? 'MAX' : 'MIN'}) has just got a child’s value back. Will its next child (move ${child}) be searched, or is it cut — and by which cut?`,
    return: ({ node }) =>
      `What value does ${node} return now, and what does it prove about its true value?`,
    tt: ({ node, lower, upper, alpha, beta }) =>
      `${node} is entered with the window ${showWindow(alpha, beta)}; the TT holds ${v(lower, 'lower')} ≤ ${node} ≤ ${v(upper, 'upper')}. Is the entry enough to answer this probe without searching?`,
    'next-beta': ({ test }) => `Test ${test} has just ended. What is MTD(f)’s next β?`,
  },
  leaf: (i, value) => `leaf ${i}: ${v(value)}`,
  // why: the numbers that decide each answer
  why: {
    leaves: ({ evaluated }) => `Alpha-beta evaluates the leaves ${evaluated.join(', ')}.`,
    extra: ({ leaf, value, cut, node }) =>
      cut.isMax
        ? `Leaf ${leaf} (${v(value)}) is never evaluated: a β-cut at ${node} (g = ${v(cut.g)} ≥ β = ${showEdge(cut.beta, 'upper')}) skips it.`
        : `Leaf ${leaf} (${v(value)}) is never evaluated: an α-cut at ${node} (g = ${v(cut.g)} ≤ α = ${showEdge(cut.alpha, 'lower')}) skips it.`,
    missed: ({ leaf, value }) =>
      `Leaf ${leaf} (${v(value)}) is evaluated: no cut above it stops the search first.`,
    child: ({ node, g, alpha, beta, isMax, children, answer }) => {
      const so = `its children so far give ${isMax ? 'max' : 'min'}(${list(children)}) = ${v(g)}`;
      if (answer === 'beta-cut')
        return `${node} is MAX and ${so} ≥ β = ${showEdge(beta, 'upper')}: a β-cut, the rest is not searched.`;
      if (answer === 'alpha-cut')
        return `${node} is MIN and ${so} ≤ α = ${showEdge(alpha, 'lower')}: an α-cut, the rest is not searched.`;
      return isMax
        ? `${node} is MAX and ${so} < β = ${showEdge(beta, 'upper')}: no cut, the next child is searched.`
        : `${node} is MIN and ${so} > α = ${showEdge(alpha, 'lower')}: no cut, the next child is searched.`;
    },
    return: ({ node, g, alpha, beta, bound }) => {
      const w = showWindow(alpha, beta);
      if (bound === 'upper')
        return `${node} returns ${v(g)} in the window ${w}: g ≤ α = ${showEdge(alpha, 'lower')}, it failed low, so ${v(g)} is an upper bound (≤).`;
      if (bound === 'lower')
        return `${node} returns ${v(g)} in the window ${w}: g ≥ β = ${showEdge(beta, 'upper')}, it failed high, so ${v(g)} is a lower bound (≥).`;
      return `${node} returns ${v(g)} in the window ${w}: inside it, so ${v(g)} is exact (=).`;
    },
    tt: ({ node, lower, upper, alpha, beta, g, side, narrowed }) => {
      if (side === 'lower')
        return `The stored lower bound ${v(lower)} ≥ β = ${showEdge(beta, 'upper')}: a TT cutoff, ${node} returns ${v(g)} at once.`;
      if (side === 'upper')
        return `The stored upper bound ${v(upper)} ≤ α = ${showEdge(alpha, 'lower')}: a TT cutoff, ${node} returns ${v(g)} at once.`;
      return `The lower bound ${v(lower, 'lower')} < β = ${showEdge(beta, 'upper')} and the upper bound ${v(upper, 'upper')} > α = ${showEdge(alpha, 'lower')}: the entry decides nothing here. It narrows the window to ${showWindow(narrowed.alpha, narrowed.beta)} and ${node} is searched.`;
    },
    'next-beta': ({ beta, g, outcome, next }) =>
      outcome === 'high'
        ? `The test at β = ${showEdge(beta, 'upper')} failed high with g = ${v(g)}: the value is at least ${v(g)}, so the next test asks about g + 1 = ${v(next)}.`
        : `The test at β = ${showEdge(beta, 'upper')} failed low with g = ${v(g)}: the value is at most ${v(g)}, so the next test is at β = g = ${v(next)}.`,
  },
  answerText: {
    leaves: (a) => a.leaves.join(', '),
    child: (a, L) => L.choices[a.choice],
    return: (a, L) => `${v(a.g)}, ${L.signs[a.bound]}`,
    tt: (a, L) => (a.cutoff ? L.yesNo.yes : L.yesNo.no),
    'next-beta': (a) => showEdge(a.beta, 'upper'),
  },
};

const ja = {
  learn: '学ぶ',
  lessons: 'レッスン',
  practice: '練習',
  glossary: '用語集',
  modes: '学ぶの表示',
  lessonOf: (n, m) => `レッスン ${n} / ${m}`,
  previous: '← 前のレッスン',
  next: '次のレッスン →',
  showMe: '見せて',
  shown: '右に表示しました',
  steps: '探索をたどる',
  loadingLesson: 'このレッスンの木を探索中…',
  lessonError: (m) => `このレッスンの木を探索できませんでした: ${m}`,
  words: {
    outcome: { high: 'fail high', low: 'fail low', exact: '確定' },
    bound: { lower: '下限値', upper: '上限値', exact: '確定値', both: '両方の限界値' },
  },
  close: '閉じる',
  allTerms: 'すべての用語',
  termButton: (t) => `用語集: ${t}`,
  size: '大きさ',
  sizes: { small: '小', medium: '中', large: '大' },
  branching: '分岐数',
  depth: '深さ',
  seed: 'シード',
  newExercise: 'この問題を始める',
  randomSeed: '別の木',
  link: 'この問題へのリンク',
  linkNote: 'このリンクをクラスに配れば、全員が同じ木と同じ問題に取り組めます。',
  check: '答え合わせ',
  yourAnswer: 'あなたの答え',
  leafVerdicts:
    '答え合わせの後: 塗り = 評価され選んだ葉、破線 = 評価されたが選ばなかった葉、取り消し線 = 選んだがカットされた葉。',
  nextQuestion: '次の問題',
  score: (r, a, n) => `得点: ${r} / ${a} 問回答 (全 ${n} 問)`,
  questionOf: (i, n) => `問題 ${i} / ${n}`,
  roundDone: (r, n) => `終了: ${n} 問中 ${r} 問正解。別の問題を始めるか、シードを変えてください。`,
  preparing: '問題の木を探索中…',
  right: '正解です。',
  wrong: '違います。',
  answerIs: '答え:',
  valueField: '返す値',
  boundField: '値が示すこと',
  betaField: '次の β',
  signs: { lower: '≥ 下限値', upper: '≤ 上限値', exact: '= 確定値' },
  choices: { searched: '探索する', 'alpha-cut': 'αカット', 'beta-cut': 'βカット' },
  yesNo: { yes: 'はい: 答えが出る (置換表カット)', no: 'いいえ: ノードを探索する' },
  keysHelp:
    'キー: Tab で選択肢を移動、Space か Enter で選択、入力欄で Enter を押すと答え合わせ、N で次の問題。',
  needAnswer: '先に答えを選ぶか入力してください。',
  notWhole: (field) => `${field}: 3 や −2 のような整数を書いてください。`,
  linkError: (e) =>
    ({
      unknown: `練習のリンク: 「${e.field}」という項目はありません (項目は branching、depth、seed)。`,
      number: `練習のリンク: ${e.field} は ${e.min}…${e.max} の整数です。「${e.value}」は使えません。`,
      repeated: `練習のリンク: ${e.field} が二度あります。`,
      syntax: `練習のリンク: 「${e.value}」は 項目:値 の形ではありません (例 branching:3,depth:3,seed:42)。`,
    })[e.code],
  fieldError: (field, min, max) => `${field} は ${min}…${max} の整数です。`,
  lessonLinkError: (id, ids) =>
    `レッスンのリンク: 「${id}」というレッスンはありません。レッスンは ${ids.join(', ')} です。`,
  q: {
    leaves: () =>
      'この木でアルファ・ベータ法が評価する葉はどれですか。すべて選んで (葉は左から順に並んでいます) 答え合わせを押してください。',
    child: ({ node, isMax, child }) =>
      `${node} (${isMax ? 'MAX' : 'MIN'}) に子の値が返ってきました。次の子 (手 ${child}) は探索されますか、それともカットされますか。カットならどちらのカットですか。`,
    return: ({ node }) => `${node} はいまどんな値を返し、その値は真の値について何を示しますか。`,
    tt: ({ node, lower, upper, alpha, beta }) =>
      `${node} に窓 ${showWindow(alpha, beta)} で入ります。置換表には ${v(lower, 'lower')} ≤ ${node} ≤ ${v(upper, 'upper')} があります。このエントリだけで探索せずに答えが出ますか。`,
    'next-beta': ({ test }) => `テスト ${test} が終わりました。MTD(f) の次の β はいくつですか。`,
  },
  leaf: (i, value) => `葉 ${i}: ${v(value)}`,
  why: {
    leaves: ({ evaluated }) => `アルファ・ベータ法が評価する葉は ${evaluated.join(', ')} です。`,
    extra: ({ leaf, value, cut, node }) =>
      cut.isMax
        ? `葉 ${leaf} (${v(value)}) は評価されません: ${node} のβカット (g = ${v(cut.g)} ≥ β = ${showEdge(cut.beta, 'upper')}) で飛ばされます。`
        : `葉 ${leaf} (${v(value)}) は評価されません: ${node} のαカット (g = ${v(cut.g)} ≤ α = ${showEdge(cut.alpha, 'lower')}) で飛ばされます。`,
    missed: ({ leaf, value }) =>
      `葉 ${leaf} (${v(value)}) は評価されます: その上で探索を止めるカットはありません。`,
    child: ({ node, g, alpha, beta, isMax, children, answer }) => {
      const so = `これまでの子の値は ${isMax ? 'max' : 'min'}(${list(children)}) = ${v(g)}`;
      if (answer === 'beta-cut')
        return `${node} は MAX で、${so} ≥ β = ${showEdge(beta, 'upper')}: βカットで残りは探索しません。`;
      if (answer === 'alpha-cut')
        return `${node} は MIN で、${so} ≤ α = ${showEdge(alpha, 'lower')}: αカットで残りは探索しません。`;
      return isMax
        ? `${node} は MAX で、${so} < β = ${showEdge(beta, 'upper')}: カットせず次の子を探索します。`
        : `${node} は MIN で、${so} > α = ${showEdge(alpha, 'lower')}: カットせず次の子を探索します。`;
    },
    return: ({ node, g, alpha, beta, bound }) => {
      const w = showWindow(alpha, beta);
      if (bound === 'upper')
        return `${node} は窓 ${w} で ${v(g)} を返します。g ≤ α = ${showEdge(alpha, 'lower')} (fail low) なので ${v(g)} は上限値 (≤) です。`;
      if (bound === 'lower')
        return `${node} は窓 ${w} で ${v(g)} を返します。g ≥ β = ${showEdge(beta, 'upper')} (fail high) なので ${v(g)} は下限値 (≥) です。`;
      return `${node} は窓 ${w} で ${v(g)} を返します。窓の内側なので ${v(g)} は確定値 (=) です。`;
    },
    tt: ({ node, lower, upper, alpha, beta, g, side, narrowed }) => {
      if (side === 'lower')
        return `登録された下限値 ${v(lower)} ≥ β = ${showEdge(beta, 'upper')}: 置換表カットで ${node} はすぐに ${v(g)} を返します。`;
      if (side === 'upper')
        return `登録された上限値 ${v(upper)} ≤ α = ${showEdge(alpha, 'lower')}: 置換表カットで ${node} はすぐに ${v(g)} を返します。`;
      return `下限値 ${v(lower, 'lower')} < β = ${showEdge(beta, 'upper')} かつ上限値 ${v(upper, 'upper')} > α = ${showEdge(alpha, 'lower')}: このエントリでは決まりません。窓を ${showWindow(narrowed.alpha, narrowed.beta)} に狭めて ${node} を探索します。`;
    },
    'next-beta': ({ beta, g, outcome, next }) =>
      outcome === 'high'
        ? `β = ${showEdge(beta, 'upper')} のテストは g = ${v(g)} で fail high: 値は ${v(g)} 以上なので、次は g + 1 = ${v(next)} をテストします。`
        : `β = ${showEdge(beta, 'upper')} のテストは g = ${v(g)} で fail low: 値は ${v(g)} 以下なので、次の β は g = ${v(next)} です。`,
  },
  answerText: en.answerText,
};

export const LEARN_TEXT = { en, ja };

/** The Learn words of `lang` (English for anything else). */
export function learnText(lang) {
  return LEARN_TEXT[lang] ?? en;
}

/** The narration's name for a node reference (re-exported for the views). */
export { nodeName };
