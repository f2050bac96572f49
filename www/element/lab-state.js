// setState(s) of <mtd-lab>, once the string is read (www/state/permalink.js): the look
// (`lang`, `theme`) set as attributes are, the search loaded, then the event sought. An
// event past the run's end shows the end and says so (status line, `mtd-error`).
import { ConfigError } from './config.js';

/** Shows `{ state, config }` (readState) in `lab`; resolves with the state shown. */
export async function seekState(lab, { state, config }) {
  for (const name of ['lang', 'theme']) if (state[name]) lab.setAttribute(name, state[name]);
  await lab.load(config);
  const k = state.event ?? 0;
  const shown = await lab.seek(k);
  if (k > shown.events) {
    const err = new ConfigError(
      'event',
      `${k} is past the run's last event (${shown.events}); the end is shown`,
    );
    lab._fail(err, lab._loads.token); // the status line says it, and mtd-error fires
  }
  return shown;
}
