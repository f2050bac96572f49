// Debian's Chromium (`command -v chromium`, or CHROMIUM_PATH) and the flags it runs with on
// this closed network; shared by playwright.config.js and the browser benchmarks. No
// browser is ever downloaded.
import { execSync } from 'node:child_process';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium', { shell: '/bin/sh', encoding: 'utf8' }).trim();
  } catch {
    throw new Error('chromium not found: run `bash scripts/setup.sh` (installs Debian chromium)');
  }
}
