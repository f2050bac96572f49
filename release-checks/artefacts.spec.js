// What scripts/release.sh wrote into release/ (issues 21, 22): the four artefacts and their
// checksums, one version in all of them and in `mtdlab --version` (Cargo.toml's), an npm
// tarball with the package's files and no development ones, and a site zip that serves the
// app, the docs page and embed.html from any static folder.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { serve } from './static-server.js';
import { CRATE, RELEASE, SITE, STAGE, TARBALL, VERSION, WHEEL } from './release.js';

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { encoding: 'utf8', ...opts });

/** The files the npm package is made of; anything else in the tarball is a mistake. */
const PACKAGE_FILES = [
  /^package\.json$/,
  /^README\.md$/,
  /^LICENSE-(MIT|APACHE)$/,
  /^mtd-lab\.js$/,
  /^mtd-lab\.d\.ts$/,
  /^custom-elements\.json$/,
  /^assets\/worker-[\w-]+\.js$/,
  /^assets\/mtdlab(_experiments)?-[\w-]+\.js$/,
  /^assets\/mtdlab(_experiments)?_bg-[\w-]+\.wasm$/,
];

test('SHA256SUMS lists the four artefacts with their checksums', () => {
  const lines = readFileSync(join(RELEASE, 'SHA256SUMS'), 'utf8').trim().split('\n');
  expect(lines).toEqual([TARBALL, CRATE, SITE, WHEEL].map((f) => `${sha256(f)}  ${basename(f)}`));
});

test('the npm tarball holds the package’s files only (npm pack --dry-run --json)', () => {
  const [packed] = JSON.parse(run('npm', ['pack', '--dry-run', '--json'], { cwd: STAGE }));
  const files = packed.files.map((f) => f.path).sort();
  expect(files.filter((f) => !PACKAGE_FILES.some((p) => p.test(f)))).toEqual([]);
  for (const p of PACKAGE_FILES)
    expect(
      files.some((f) => p.test(f)),
      String(p),
    ).toBe(true);
  // ... and the tarball in release/ is that package
  const inTarball = run('tar', ['-tzf', TARBALL])
    .trim()
    .split('\n')
    .map((f) => f.replace(/^package\//, ''))
    .sort();
  expect(inTarball).toEqual(files);
  expect(packed).toMatchObject({ name: 'mtdlab', version: VERSION });
});

test('the package.json: ESM only, its exports, types, manifest, no dependencies', () => {
  const pkg = JSON.parse(run('tar', ['-xzOf', TARBALL, 'package/package.json']));
  expect(pkg).toMatchObject({
    name: 'mtdlab',
    version: VERSION,
    type: 'module',
    types: './mtd-lab.d.ts',
    customElements: 'custom-elements.json',
    license: 'MIT OR Apache-2.0',
  });
  expect(pkg.exports['.']).toEqual({ types: './mtd-lab.d.ts', default: './mtd-lab.js' });
  expect(pkg.exports['./mtd-lab.js']).toEqual(pkg.exports['.']);
  expect(pkg.main).toBeUndefined(); // no CommonJS entry
  expect(pkg.dependencies ?? {}).toEqual({});
  expect(pkg.private).toBeUndefined();
});

test('the crate and mtdlab --version carry Cargo.toml’s version', () => {
  // cargo run builds the release binary first unless `cargo test --release` just did (as in
  // scripts/test.sh): minutes on a fresh clone
  test.setTimeout(600_000);
  const listed = run('tar', ['-tzf', CRATE]).trim().split('\n');
  expect(listed).toContain(`mtdlab-${VERSION}/Cargo.toml`);
  expect(listed).toContain(`mtdlab-${VERSION}/LICENSE-MIT`);
  expect(listed.filter((f) => /\/(www|e2e|node_modules|tests)\//.test(f))).toEqual([]);
  const toml = run('tar', ['-xzOf', CRATE, `mtdlab-${VERSION}/Cargo.toml`]);
  expect(toml).toContain(`version = "${VERSION}"`);
  const out = run('cargo', ['run', '--quiet', '--release', '--bin', 'mtdlab', '--', '--version']);
  expect(out).toBe(`mtdlab ${VERSION}\n`);
});

test('the site zip serves the app, the docs page and embed.html from a plain folder', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'mtdlab-site-'));
  run('python3', ['-m', 'zipfile', '-e', SITE, dir]);
  const server = await serve(join(dir, `mtdlab-site-${VERSION}`));
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  try {
    await page.goto(`${server.origin}/`);
    await expect(page.locator('footer#version')).toHaveText(`mtdlab ${VERSION}`);
    const end = await page.locator('#lab').evaluate((el) => el.runToEnd());
    expect(end).toMatchObject({ value: 3, done: true });
    await page.goto(`${server.origin}/docs.html`);
    await expect(page.locator('footer#version')).toHaveText(`mtdlab ${VERSION}`);
    await page.goto(`${server.origin}/embed.html`);
    await expect(page).toHaveTitle(/mtdlab/);
    expect(errors).toEqual([]);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
