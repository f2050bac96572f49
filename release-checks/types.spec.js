// The package's TypeScript declarations as a consumer compiles against them (issue 21): with
// the tarball installed offline, `tsc --noEmit` (the repository's TypeScript) passes on a
// file that uses the element's typed API (release-checks/consumer-ts/uses-the-api.ts) and
// refuses one deliberate misuse (misuses-the-api.ts) with the error expected.
import { spawnSync } from 'node:child_process';
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BIN, installInto } from './release.js';

const OPTIONS = {
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  lib: ['es2022', 'dom', 'dom.iterable'],
  strict: true,
  noEmit: true,
  types: [],
};

let dir;
test.beforeAll(() => {
  dir = installInto('ts');
});
test.afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));

/** `tsc --noEmit` on the one file `name` of consumer-ts/: `{ status, out }`. */
function compile(name) {
  copyFileSync(new URL(`./consumer-ts/${name}`, import.meta.url), join(dir, name));
  const config = join(dir, `tsconfig.${name}.json`);
  writeFileSync(config, JSON.stringify({ compilerOptions: OPTIONS, files: [name] }));
  const r = spawnSync(join(BIN, 'tsc'), ['--noEmit', '-p', config, '--pretty', 'false'], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

test('a consumer of the typed API compiles', () => {
  expect(compile('uses-the-api.ts')).toEqual({ status: 0, out: '' });
});

test('a misuse of it does not: seek() takes a number (TS2345)', () => {
  const { status, out } = compile('misuses-the-api.ts');
  expect(status).not.toBe(0);
  expect(out).toMatch(/misuses-the-api\.ts\(6,\d+\): error TS2345: Argument of type 'string'/);
  expect(out.trim().split('\n')).toHaveLength(1); // that error alone
});
