// `npm run build` on a fresh clone, before the wasm core is built (issue 7, item 12): one
// line saying what to run, no bundler stack, a failing exit status.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('building without www/pkg', () => {
  it('stops with one line naming the script to run', () => {
    const env = { ...process.env, MTDLAB_PKG: '/nonexistent/pkg' };
    delete env.VITEST;
    const out = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(out.status).toBe(1);
    const lines = `${out.stdout}${out.stderr}`.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('bash scripts/build-wasm.sh');
    expect(lines[0]).not.toMatch(/Could not resolve|at .*\.js:\d+/);
  });
});
