// Keeps a Learn <mtd-lab> on the run a lesson or a question is about: the reader may have
// changed its settings (algorithm, guess, TT…) since, and a step seeked in another run
// would show another search than the text describes.
import { configAttributes } from '../element/config.js';

/** True when `lab`'s attributes say it shows `config` (a full config, runs.js). */
export function showsConfig(lab, config) {
  return configAttributes(config, (n) => lab.hasAttribute(n)).every(
    ([name, value]) => lab.getAttribute(name) === value,
  );
}

/** Seeks `lab` to event `k` of `config`'s run, loading it again first if needed. */
export async function seekIn(lab, config, k) {
  if (!showsConfig(lab, config)) await lab.load(config);
  return lab.seek(k);
}
