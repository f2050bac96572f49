// setState(s) of <mtd-lab>, once the string is read (www/state/permalink.js): the look
// (`lang`, `theme`) and compare mode (`algorithms`) set as attributes are, the search
// loaded, then the event sought (in compare mode each pane's, `events`). An event past a
// run's end shows the end and says so (status line, `mtd-error`).
import { ConfigError } from './config.js';

/** Shows `{ state, config }` (readState) in `lab`; resolves with the state shown. The
 * element lends what its public API does not offer: `panes` (its ComparePanes), `fail(err)`
 * (the status line says it, and mtd-error fires) and `repaint()` (its toolbar). */
export async function seekState(lab, { state, config }, { panes, fail, repaint }) {
  for (const name of ['lang', 'theme']) if (state[name]) lab.setAttribute(name, state[name]);
  // compare mode is part of the moment: a state of panes shows them, one of a lab alone not
  if (state.algorithms) lab.setAttribute('algorithms', state.algorithms.join(' '));
  else lab.removeAttribute('algorithms');
  await lab.load(config);
  if (!state.algorithms) {
    const k = state.event ?? 0;
    pastTheEnd(fail, k, await lab.seek(k));
    return lab.state;
  }
  await lab.ready; // the panes have loaded the run shared with them
  const shown = await panes.seekEach((i) => state.events?.[i] ?? state.event ?? 0);
  for (const [k, pane] of shown) pastTheEnd(fail, k, pane);
  repaint();
  return lab.state;
}

/** Says so (by `fail`) when event `k` lay past the end of the run `shown` (which shows its
 * end). */
function pastTheEnd(fail, k, shown) {
  if (k <= shown.events) return;
  fail(
    new ConfigError(
      'event',
      `${k} is past the run's last event (${shown.events}); the end is shown`,
    ),
  );
}
