// The Python wheel in release/ (issue 22) as a user installs it: into a fresh virtual
// environment, offline (it has no dependencies), then `import mtdlab` answers a search at
// the version of Cargo.toml.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { STAGE, VERSION, WHEEL } from './release.js';

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

test("the wheel carries the npm package's element, for mtdlab.Lab (the Jupyter widget)", () => {
  // the wheel's mtdlab/static/ (a zip: read by Python's zipfile) against release/stage/npm/
  const listed = execFileSync(
    process.env.PYTHON ?? 'python3',
    [
      '-c',
      'import sys, zipfile, hashlib, json; z = zipfile.ZipFile(sys.argv[1]); ' +
        'print(json.dumps({i.filename: hashlib.sha256(z.read(i)).hexdigest() for i in z.infolist() ' +
        'if i.filename.startswith("mtdlab/static/")}))',
      WHEEL,
    ],
    { encoding: 'utf8' },
  );
  const inWheel = JSON.parse(listed);
  const sha = (path) => execFileSync('sha256sum', [path], { encoding: 'utf8' }).split(' ')[0];
  const npm = ['mtd-lab.js', ...readdirSync(join(STAGE, 'assets')).map((f) => `assets/${f}`)];
  expect(Object.keys(inWheel).sort()).toEqual(npm.map((f) => `mtdlab/static/${f}`).sort());
  for (const f of npm) expect(inWheel[`mtdlab/static/${f}`], f).toBe(sha(join(STAGE, f)));
  expect(readFileSync(join(STAGE, 'mtd-lab.js'), 'utf8')).toContain('customElements.define');
});
