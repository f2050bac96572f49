// What the release checks share: the version (read from Cargo.toml here, not through the
// scripts that write it), the artefacts' paths in release/, and installing the npm tarball
// into a fresh folder offline, as a course author would.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const toml = readFileSync('Cargo.toml', 'utf8');
const pkgTable = toml.slice(toml.indexOf('[package]'));
export const VERSION = /^version = "(.+)"$/m.exec(pkgTable)[1];

export const RELEASE = resolve('release');
export const TARBALL = join(RELEASE, `mtdlab-${VERSION}.tgz`);
export const CRATE = join(RELEASE, `mtdlab-${VERSION}.crate`);
export const SITE = join(RELEASE, `mtdlab-site-${VERSION}.zip`);
export const STAGE = join(RELEASE, 'stage', 'npm');
/** The Python wheel (one, abi3): `mtdlab-<version>-cp39-abi3-<platform>.whl`. */
export const WHEEL = join(
  RELEASE,
  readdirSync(RELEASE).find((f) => f.startsWith(`mtdlab-${VERSION}-`) && f.endsWith('.whl')) ??
    `mtdlab-${VERSION}-missing.whl`,
);
/** The repository's own tools (no download): Vite and TypeScript. */
export const BIN = resolve('node_modules/.bin');

if (!existsSync(TARBALL)) {
  throw new Error(`${TARBALL} is missing: run \`bash scripts/release.sh\` first`);
}

/** A fresh folder under the system's temp dir with `files` written in it and the tarball
 * installed (`npm install --offline`: the package has no dependencies to fetch). */
export function installInto(prefix, files = {}) {
  const dir = mkdtempSync(join(tmpdir(), `mtdlab-${prefix}-`));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: `consumer-${prefix}`, private: true, type: 'module' }),
  );
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', TARBALL], {
    cwd: dir,
    stdio: 'pipe',
  });
  return dir;
}
