// The Python wheel in release/ (issue 22) as a user installs it: into a fresh virtual
// environment, offline (it has no dependencies), then `import mtdlab` answers a search at
// the version of Cargo.toml.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { VERSION, WHEEL } from './release.js';

test('the wheel installs into a fresh venv and searches', () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'mtdlab-wheel-'));
  try {
    const python = process.env.PYTHON ?? 'python3';
    execFileSync(python, ['-m', 'venv', join(dir, 'venv')]);
    const venvPython = join(dir, 'venv', 'bin', 'python');
    execFileSync(venvPython, ['-m', 'pip', 'install', '--quiet', '--no-index', WHEEL], {
      stdio: 'pipe',
    });
    const out = execFileSync(
      venvPython,
      [
        '-c',
        'import mtdlab; r = mtdlab.search("[[3,12,8],[2,4,6],[14,5,2]]", "mtdf"); ' +
          'print(mtdlab.__version__, r.value, len(r.tests))',
      ],
      { encoding: 'utf8', cwd: dir },
    );
    expect(out.trim()).toBe(`${VERSION} 3 2`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
