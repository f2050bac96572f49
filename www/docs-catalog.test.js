// docs/cli.md's table of algorithms and docs/element.md's attribute rows against the core's
// table (www/engine/catalog.js): the docs may not drift from what the CLI and the page do.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, algorithm, limit, takers } from './engine/algorithms.js';

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const yes = (b) => (b ? 'yes' : '—');

describe('the docs list what the core’s table says', () => {
  it('docs/cli.md: one row per algorithm, with its label and what it takes', () => {
    const text = read('docs/cli.md');
    const block = /<!-- catalog:algorithms[^>]*-->\n([\s\S]*?)<!-- \/catalog -->/.exec(text);
    expect(block, 'the marked table in docs/cli.md').not.toBeNull();
    const rows = block[1]
      .trim()
      .split('\n')
      .slice(2)
      .map((r) =>
        r
          .split('|')
          .slice(1, -1)
          .map((c) => c.trim()),
      );
    expect(rows).toEqual(
      ALGORITHMS.map((name) => {
        const a = algorithm(name);
        return [
          `\`${name}\``,
          a.label,
          yes(a.guess),
          yes(a.step),
          yes(a.schedule),
          a.tt,
          yes(a.nullWindow),
        ];
      }),
    );
  });

  it('docs/cli.md: the limits table gives the work budget and the TT of each context', () => {
    const text = read('docs/cli.md');
    const row = (name) => text.split('\n').find((l) => l.startsWith(`| ${name} |`));
    const n = (v) => v.toLocaleString('en');
    expect(row('work budget')).toContain(`CLI ${n(limit('maxVisits', 'cli').default)}`);
    expect(row('work budget')).toContain(`page ${n(limit('maxVisits', 'session').default)}`);
    expect(row('tests')).toContain(`| ${n(limit('maxTests', 'cli').default)} |`);
    expect(row('TT')).toContain(`page ${n(limit('ttSize', 'session').default)}`);
  });

  it('docs/element.md: the attributes name the algorithms that take them and the limits', () => {
    const text = read('docs/element.md');
    const row = (attr) => text.split('\n').find((l) => l.startsWith(`| \`${attr}\` |`));
    const names = (field) => takers(field).map((a) => `\`${a}\``);
    expect(row('guess')).toContain(`taken by ${names('guess').join(', ')} |`);
    expect(row('step')).toContain(`taken by ${names('step').join(', ')} |`);
    expect(row('schedule')).toContain(`taken by ${names('schedule').join(', ')} |`);
    expect(row('tt-size')).toContain(`| ${limit('ttSize', 'session').default} |`);
    expect(row('max-visits')).toContain(
      `| ${limit('maxVisits', 'session').default.toLocaleString('en')} |`,
    );
  });
});
