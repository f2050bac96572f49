// Resident memory of this benchmark's own Chromium (not in CI): the processes descended from
// this Node process (Playwright starts the browser as its child), read from /proc. Another
// helper's browser on the same machine is not counted (an earlier filter on
// --user-data-dir matched every Chromium's renderers). Dedicated workers run in their page's
// renderer process, so the renderers' RSS is page + workers (wasm memories included).
import { readFileSync, readdirSync } from 'node:fs';

/** pid → { ppid, cmd, rssKb } of every process readable now. */
function processes() {
  const out = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      // the command name in parentheses may hold spaces: the fields after its last ')'
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${d}/status`, 'utf8'));
      out.set(Number(d), { ppid, cmd, rssKb: rss ? Number(rss[1]) : 0 });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** `{ rendererMb, allMb, renderers }`: the RSS (MB) of this process's descendant Chromium
 * renderers, and of all its descendants (browser, GPU, utility processes too). */
export function chromiumRss(root = process.pid) {
  const ps = processes();
  const mine = new Set([root]);
  // parents before children is not guaranteed: repeat until nothing is added
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, p] of ps) {
      if (!mine.has(pid) && mine.has(p.ppid)) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  mine.delete(root);
  let renderer = 0;
  let all = 0;
  let renderers = 0;
  for (const pid of mine) {
    const p = ps.get(pid);
    all += p.rssKb;
    if (p.cmd.includes('--type=renderer')) {
      renderer += p.rssKb;
      renderers++;
    }
  }
  const mb = (kb) => +(kb / 1024).toFixed(1);
  return { rendererMb: mb(renderer), allMb: mb(all), renderers };
}
