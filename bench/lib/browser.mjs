// Shared by the browser benchmarks (bench/visualiser-fps.mjs, bench/page-weight.mjs): build
// dist/, serve it from a tiny static server on 127.0.0.1 with a bounded lifetime, and launch
// Debian's Chromium headless through playwright-core (never a downloaded browser).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/chromium.js';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = join(ROOT, 'dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** `npm run build` unless `--no-build` was given (then dist/ must exist). */
export function buildDist(noBuild) {
  if (!noBuild) {
    execFileSync('npm', ['run', '--silent', 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(join(DIST, 'mtd-lab.js'))) {
    throw new Error('dist/ is not built: run `npm run build` (or drop --no-build)');
  }
}

/**
 * Serves `dir` on 127.0.0.1 (a free port). `extra` maps a URL path to `{ body, type }`
 * served from memory (a benchmark's own page). Every response served is recorded in
 * `served` as `{ path, file, bytes }`. The server closes itself after `lifetimeMs`.
 * Returns `{ url, served, close }`.
 */
export async function serveStatic(dir, { extra = {}, lifetimeMs = 10 * 60_000 } = {}) {
  const served = [];
  const server = createServer(async (req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (path.endsWith('/')) path += 'index.html';
    if (extra[path]) {
      const { body, type } = extra[path];
      served.push({ path, file: null, bytes: Buffer.byteLength(body) });
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
      return;
    }
    const file = normalize(join(dir, path));
    if (!file.startsWith(normalize(dir) + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      served.push({ path, file, bytes: body.length });
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const timer = setTimeout(() => server.close(), lifetimeMs);
  timer.unref();
  const close = () =>
    new Promise((resolve) => {
      clearTimeout(timer);
      server.closeAllConnections?.();
      server.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${server.address().port}`, served, close };
}

/** Debian's Chromium, headless, with the flags the e2e tests use and `extra` ones. */
export async function launchChromium(extra = []) {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...extra],
  });
}

/** Kills the process after `ms` whatever happens (a benchmark never hangs a CI job). */
export function deadline(ms, what) {
  const t = setTimeout(() => {
    console.error(`${what}: gave up after ${Math.round(ms / 1000)} s`);
    process.exit(3);
  }, ms);
  t.unref();
}
