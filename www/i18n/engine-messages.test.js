import { describe, expect, it } from 'vitest';
import { engineMessages, explainEngineError } from './engine-messages.js';

const BUDGET =
  'work budget: minimax visited 5000000 nodes without finishing; raise the limit with --max-visits on the command line or maxVisits in a config (at most 10000000000), or search a smaller tree or less deep';

describe('explainEngineError', () => {
  it('names the work budget and says how to raise it in a page, in both languages', () => {
    expect(explainEngineError(BUDGET, 'en')).toBe(
      'work budget: minimax visited 5000000 nodes without finishing. Raise the limit with the max-visits attribute (or maxVisits in load()), at most 10000000000, or search a smaller tree or less deep.',
    );
    expect(explainEngineError(BUDGET, 'ja')).toMatch(
      /^work budget: minimax visited 5000000 nodes without finishing\. 上限は max-visits 属性/,
    );
  });

  it('explains the test limit, and leaves other messages as they are', () => {
    expect(
      explainEngineError(
        'test limit: mtd-bi made 10 tests at depth 3 without the bounds meeting; raise …',
        'en',
      ),
    ).toBe(
      'test limit: mtd-bi made 10 tests at depth 3 without the bounds meeting. Raise the limit with maxTests in load() (at most 1000000).',
    );
    expect(explainEngineError('game.pits: 9 is out of range (1..=6)', 'en')).toBe(
      'game.pits: 9 is out of range (1..=6)',
    );
  });

  it("explains a full table with the page's own setting, not the command line's", () => {
    const full =
      "TT size: mtdf filled its table of 1048576 entries (seed 003's table never replaces an entry); raise the limit with --tt-size on the command line or ttSize in a config, or search less deep";
    expect(explainEngineError(full, 'en')).toBe(
      "TT size: mtdf filled its table of 1048576 entries (seed 003's table never replaces an entry). Raise the limit with the tt-size attribute (or ttSize in load()), at most 1048576, or search less deep.",
    );
    expect(explainEngineError(full, 'ja')).toBe(
      "TT size: mtdf filled its table of 1048576 entries (seed 003's table never replaces an entry). 上限は tt-size 属性（または load() の ttSize、最大 1048576）で引き上げられます。浅い深さで探索することもできます。",
    );
  });

  it('counts progress in both languages', () => {
    expect(engineMessages('en').searching(1234567, 1)).toBe(
      'Searching… 1,234,567 nodes visited, 1 test',
    );
    expect(engineMessages('ja').searching(12, 3)).toBe('探索中… 12 ノード訪問、テスト 3 回');
  });
});

describe('cutLongWords', () => {
  it('cuts a word of more than 60 characters to 40 and says its length', () => {
    const long = 'x'.repeat(131_000);
    expect(explainEngineError(`unknown algorithm '${long}': expected one of a, b`, 'en')).toBe(
      `unknown algorithm '${'x'.repeat(40)}…' (131000 characters): expected one of a, b`,
    );
    expect(explainEngineError(`tree text, line 1, column 4: '1${long}' is not`, 'en')).toBe(
      `tree text, line 1, column 4: '1${'x'.repeat(39)}…' (131001 characters) is not`,
    );
  });

  it('leaves words of 60 characters or fewer, and counts characters, not UTF-16 units', () => {
    const sixty = 'y'.repeat(58); // with its quotes, a word of 60
    expect(explainEngineError(`label '${sixty}' is`, 'en')).toBe(`label '${sixty}' is`);
    const kana = 'あ'.repeat(61);
    expect(explainEngineError(kana, 'ja')).toBe(`${'あ'.repeat(40)}… (61 characters)`);
    const emoji = '😀'.repeat(31); // 62 UTF-16 units, 31 characters
    expect(explainEngineError(emoji, 'en')).toBe(emoji);
  });
});
