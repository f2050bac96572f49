// Lesson 9: MTD-f-step (Shibahara, Inui and Kotani): steps towards the value from f, shrinking the step
// on a schedule after the first overshoot.
/** The random tree of the MTD-f-step and MTD-f-αβ lessons, and a first guess far from its value. */
export const FAR_GUESS = {
  game: { kind: 'random', branching: 3, depth: 3, min: -500, max: 500, seed: 15 },
  guess: -400,
};

export default {
  id: 'mtd-f-step',
  title: { en: 'MTD-f-step', ja: 'MTD-f-step' },
  config: { ...FAR_GUESS, algorithm: 'mtd-f-step' },
  solve: { mtdf: { algorithm: 'mtdf' } },
  marks: {
    first: { kind: 'test-end', test: 0 },
    second: { kind: 'test-begin', test: 1 },
  },
  checks: [
    (ctx) => ctx.get('tests').raw < ctx.get('tests.mtdf').raw,
    // the guess is far off: more than the first step from the value
    (ctx, { run }) =>
      Math.abs(ctx.get('guess').raw - ctx.get('value').raw) > run.summary.settings.schedule[0],
    // every test's β follows the schedule as the text tells it, replayed here from the tests'
    // g and outcomes alone: from f, the first size until a test overshoots, then the next
    // size after each test, the last one on (0: MTD(f)'s own next test); a step that would
    // leave the bounds found so far stops just inside them
    (ctx, { run }) => {
      const tests = run.summary.tests.filter((t) => t.nullWindow);
      const schedule = run.summary.settings.schedule; // the run's input, not its result
      let [size, lower, upper] = [0, -Infinity, Infinity];
      let beta = ctx.get('guess').raw;
      let overshot = false;
      return tests.every((t, i) => {
        if (t.beta !== beta) return false;
        if (t.outcome === 'low') upper = Math.min(upper, t.g);
        else lower = Math.max(lower, t.g);
        if (i > 0 && t.outcome !== tests[0].outcome) overshot = true;
        if (overshot) size = Math.min(size + 1, schedule.length - 1);
        const next = t.outcome === 'low' ? t.g - schedule[size] : t.g + 1 + schedule[size];
        beta = Math.min(Math.max(next, lower + 1), upper);
        return true;
      });
    },
    // and it ends at the value MTD(f) finds
    (ctx) => ctx.get('value').raw === ctx.get('value.mtdf').raw,
    // the second test is a whole step beyond the first one's bound (not clamped)
    (ctx) =>
      ctx.get('test1.outcome').raw === 'low'
        ? ctx.get('second.beta').raw === ctx.get('test1.g').raw - ctx.get('step').raw
        : ctx.get('second.beta').raw === ctx.get('test1.g').raw + 1 + ctx.get('step').raw,
  ],
  body: {
    en: [
      'MTD(f) moves only as far as each test proves. When the first guess is far off, as f = {guess} is from the value {value} on this random tree, it needs {tests.mtdf} tests. [[@shibahara|Shibahara, Inui and Kotani]] propose to jump instead: [[step-size|MTD-f-step]] starts at f like MTD(f) but moves each next test a step past the bound it found.',
      'Its step sizes follow the schedule {schedule}: the first step until a test overshoots the value, then the next size after each test, and at the last size it goes on as MTD(f) does. Here MTD-f-step needs {tests} tests.',
    ],
    ja: [
      'MTD(f) は各テストで示せた分しか動きません。このランダムな木の値 {value} に対する f = {guess} のように初期推定値が遠いと、{tests.mtdf} 回のテストが必要です。[[@shibahara|柴原・乾・小谷]] は代わりに跳ぶことを提案しています。[[step-size|MTD-f-step]] は MTD(f) と同じく f から始めますが、次のテストを見つけた限界値からステップ幅だけ先に置きます。',
      'ステップ幅は予定 {schedule} に従います。最初の幅はテストが値を飛び越えるまで使い、その後はテストごとに次の幅にし、最後の幅になったら MTD(f) と同じに進みます。ここで MTD-f-step のテストは {tests} 回です。',
    ],
  },
  steps: [
    {
      mark: 'first',
      text: {
        en: 'The first test at β = {first.beta} fails {test1.outcome} with g = {first.g}.',
        ja: '最初のテスト (β = {first.beta}) は g = {first.g} で {test1.outcome} です。',
      },
    },
    {
      mark: 'second',
      text: {
        en: 'MTD(f) would test next at the bound; MTD-f-step tests at β = {second.beta}, a step of {step} beyond it.',
        ja: 'MTD(f) なら次は限界値でテストしますが、MTD-f-step はそこからステップ幅 {step} だけ先の β = {second.beta} でテストします。',
      },
    },
  ],
};
