// The programs' experiment's words in the Experiments tab, English and Japanese: the lines'
// names, the tables' columns, the figures' titles, the ablation and the first guesses. Pure.
import { lineParts } from '../state/programs-report.js';

const EN = {
  programs: {
    'id-mtdf': 'ID-MTD(f)',
    'id-aspiration-negascout': 'ID aspiration NegaScout',
    'id-negascout': 'ID NegaScout',
    'id-alphabeta': 'ID alpha-beta',
  },
  enhancements: {
    tt: 'no TT',
    'tt-move-first': 'no TT move first',
    history: 'no history heuristic',
    id: 'no iterative deepening',
  },
  guesses: { previous: 'previous iteration', 'two-back': 'two iterations back', 0: '0' },
  columns: {
    depth: 'Depth',
    line: 'Program',
    leafEvals: 'Leaves',
    nodes: 'Nodes',
    leavesRatio: 'Leaves / asp. NS',
    nodesRatio: 'Nodes / asp. NS',
    ttHitsRatio: 'TT hits / asp. NS',
    timeRatio: 'Time / asp. NS',
    testsMean: 'Tests per search',
    ms: 'Time (ms)',
    nodesPerS: 'Nodes/s',
  },
  mainHead:
    'The programs, as ratios to ID aspiration NegaScout (cost of the whole ID search to each depth)',
  figures: {
    leaves_ratio: 'Leaves, relative to aspiration NegaScout',
    nodes_ratio: 'Total nodes, relative to aspiration NegaScout',
    time_ratio: 'Time, relative to aspiration NegaScout',
  },
  ratioAxis: '1 = aspiration NegaScout',
  timeNote:
    'Time ratios of searches under 1 ms are left out (—) and not drawn: the page’s clock ticks in tenths of a millisecond or coarser.',
  ablationHead: (d) =>
    `Ablation at depth ${d}: each enhancement off in turn, as ratios to the same program with all of them (nodes, time; above 1: the enhancement saves that much), and the nodes per second`,
  ablationProgram: 'Program',
  ablationCell: (nodes, time, rate) => `${nodes} nodes · ${time} time · ${rate}/s`,
  guessesHead:
    'ID-MTD(f)’s first guess: the previous iteration’s value against others (tests per search; nodes and time as ratios to the previous value)',
  guessColumns: {
    depth: 'Depth',
    guess: 'First guess',
    testsMean: 'Tests per search',
    nodes: 'Nodes',
    nodesRatio: 'Nodes / previous',
    timeRatio: 'Time / previous',
    nodesPerS: 'Nodes/s',
  },
  missing: (what) =>
    `This core has no ${what.join(' and no ')}: the lines search without ${what.length > 1 ? 'them' : 'it'}.`,
  missingWords: { history: 'history heuristic', aspiration: 'aspiration windows' },
  positions: (n) => `${n} positions`,
  running: (p) =>
    `${p.done.toLocaleString('en')} of ${p.total.toLocaleString('en')} searches (position ${p.tree ?? '—'}${p.algo ? `, ${p.algo}` : ''}), ${p.work.toLocaleString('en')} nodes`,
  finished: (p, s) =>
    `Done: ${p.total.toLocaleString('en')} searches, ${p.work.toLocaleString('en')} nodes, ${s} s.`,
};

const JA = {
  programs: {
    'id-mtdf': '反復深化 MTD(f)',
    'id-aspiration-negascout': '反復深化アスピレーション NegaScout',
    'id-negascout': '反復深化 NegaScout',
    'id-alphabeta': '反復深化 alpha-beta',
  },
  enhancements: {
    tt: '置換表なし',
    'tt-move-first': '置換表の手を先にしない',
    history: 'ヒストリー・ヒューリスティックなし',
    id: '反復深化なし',
  },
  guesses: { previous: '前の反復の値', 'two-back': '2 つ前の反復の値', 0: '0' },
  columns: {
    depth: '深さ',
    line: 'プログラム',
    leafEvals: '葉',
    nodes: 'ノード数',
    leavesRatio: '葉 / AspNS',
    nodesRatio: 'ノード / AspNS',
    ttHitsRatio: '置換表ヒット / AspNS',
    timeRatio: '時間 / AspNS',
    testsMean: '探索 1 回のテスト数',
    ms: '時間 (ms)',
    nodesPerS: 'ノード/秒',
  },
  mainHead:
    '各プログラムを反復深化アスピレーション NegaScout との比で示します (各深さまでの反復深化探索全体の費用)',
  figures: {
    leaves_ratio: '葉の数 (アスピレーション NegaScout との比)',
    nodes_ratio: '全ノード数 (アスピレーション NegaScout との比)',
    time_ratio: '時間 (アスピレーション NegaScout との比)',
  },
  ratioAxis: '1 = アスピレーション NegaScout',
  timeNote:
    '1 ms 未満の探索の時間比は示さず (—)、図にも描きません。ページの時計の刻みは 0.1 ms 以上です。',
  ablationHead: (d) =>
    `深さ ${d} での除去実験: 改良を一つずつ外したときの、すべてを使う同じプログラムとの比 (ノード数と時間。1 より大きければ、その改良がその分を節約しています) と毎秒のノード数`,
  ablationProgram: 'プログラム',
  ablationCell: (nodes, time, rate) => `ノード ${nodes} · 時間 ${time} · ${rate}/秒`,
  guessesHead:
    '反復深化 MTD(f) の初期値: 前の反復の値とほかの値を比べます (探索 1 回のテスト数。ノード数と時間は前の反復の値との比)',
  guessColumns: {
    depth: '深さ',
    guess: '初期値',
    testsMean: '探索 1 回のテスト数',
    nodes: 'ノード数',
    nodesRatio: 'ノード / 前の値',
    timeRatio: '時間 / 前の値',
    nodesPerS: 'ノード/秒',
  },
  missing: (what) =>
    `このコアには${what.join('も')}がありません。各プログラムはそれなしで探索します。`,
  missingWords: {
    history: 'ヒストリー・ヒューリスティック',
    aspiration: 'アスピレーション・ウィンドウ',
  },
  positions: (n) => `${n} 局面`,
  running: (p) =>
    `${p.total} 探索中 ${p.done} (局面 ${p.tree ?? '—'}${p.algo ? `、${p.algo}` : ''})、${p.work.toLocaleString('ja')} ノード`,
  finished: (p, s) => `完了: ${p.total} 探索、${p.work.toLocaleString('ja')} ノード、${s} 秒。`,
};

/** The programs' experiment's words in `lang` (English for anything but `ja`). */
export function programsLabels(lang) {
  return lang === 'ja' ? JA : EN;
}

/** A line's name in `lang`'s words: "ID-MTD(f), no TT", "ID-MTD(f) from 0". */
export function lineName(name, lang) {
  const w = programsLabels(lang);
  const { program, off, guess } = lineParts(name);
  let out = w.programs[program] ?? program;
  if (off !== null) out += `, ${w.enhancements[off] ?? `-${off}`}`;
  if (guess !== null) out += ` (${w.guesses[guess] ?? `guess=${guess}`})`;
  return out;
}
