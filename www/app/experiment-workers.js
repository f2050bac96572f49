// The Experiments tab's line of workers (issue 23, item 4): how many workers the experiment
// runs on, and what each does — a small bar per worker, its shard's units done, so that a
// student sees the cores at work (and a shard that holds the end up). Its words in both
// languages here, as the tab's other words are in www/i18n/experiments.js.
import { html } from '../render/svg.js';

const WORDS = {
  en: {
    on: (n) => (n === 1 ? 'On 1 worker:' : `On ${n} workers:`),
    worker: (w, shard) =>
      shard === null ? `worker ${w}: idle` : `worker ${w}: shard ${shard + 1}`,
  },
  ja: {
    on: (n) => `ワーカー ${n} 個で実行中:`,
    worker: (w, shard) =>
      shard === null ? `ワーカー ${w}: 待機中` : `ワーカー ${w}: 分担 ${shard + 1}`,
  },
};

/** Shows `workers` (the pool's progress: each worker's `{ shard, done, total }`, or null
 * when idle) in `box`; nothing when there are none. */
export function showWorkers(box, workers, lang) {
  if (!Array.isArray(workers) || workers.length === 0) {
    box.replaceChildren();
    return;
  }
  const w = WORDS[lang] ?? WORDS.en;
  const bars = workers.map((x, i) => {
    const label = w.worker(i + 1, x ? x.shard : null);
    return html('span', { class: 'exp-worker', title: label }, [
      html('progress', {
        max: Math.max(1, x?.total ?? 1),
        value: x?.done ?? 0,
        'aria-label': label,
      }),
    ]);
  });
  box.replaceChildren(html('span', { text: w.on(workers.length) }), ...bars);
}
