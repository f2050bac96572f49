// The app's moment as one permalink string (www/state/permalink.js) and back: the tab
// shown, the explore lab's tree (or the random tree's parameters it came from), algorithm,
// options and event; in Compare, the panes' algorithms and events; in Kalah, the position
// searched, the side the reader plays, the way the engine searches and the event. Every
// number comes from the labs.
import { decodeState, encodeState } from '../state/permalink.js';
import { randomTreeText } from './random-tree.js';

/**
 * The permalink string of the app now. `lab`: the explore lab; `random`: the options of the
 * random tree generated last (kept when the lab still shows its text); `compare`: the
 * compare view or null; `kalah`: `{ lab, human, search }` or null.
 */
export function appState({ tab, lab, random = null, compare = null, kalah = null }) {
  const explore = decodeState(lab.getState());
  if (random && explore.tree === randomTreeText(random)) explore.random = random;
  if (tab === 'compare' && compare) {
    const panes = compare.panes();
    return encodeState({
      ...explore,
      tab,
      event: undefined,
      algorithms: panes.map((p) => p.getAttribute('algorithm')),
      events: panes.map((p) => p.state.event),
    });
  }
  if (tab === 'kalah' && kalah) {
    const k = decodeState(kalah.lab.getState());
    return encodeState({
      ...k,
      lang: explore.lang,
      theme: explore.theme,
      tab,
      human: kalah.human,
      'kalah-search': kalah.search,
    });
  }
  return encodeState({ ...explore, tab: 'explore' });
}

/**
 * Shows the moment of string `s` (already read: `state` from decodeState): the tab, and its
 * labs searched and sought. `app` gives `showTab(name, { restoring })`, `editor`, `lab`,
 * `compare()` and `kalah()` (the views, built by showTab); `kalah`: the Kalah game's moves
 * kept with a session (session-store.js). Resolves when it is shown;
 * rejects with the error of a lab that refused it (the lab says it too).
 */
export async function restoreApp(s, state, app, { kalah = null } = {}) {
  const tab = state.tab ?? 'explore';
  if (tab === 'kalah') {
    app.showTab('kalah', { restoring: true });
    return app.kalah().restore(s, state, kalah);
  }
  if (state.tree !== undefined || state.random) {
    app.editor.setText(state.random ? randomTreeText(state.random) : state.tree);
  }
  // the explore lab shows the tree alone: the panes' algorithms are the Compare tab's
  await app.lab.setState(
    state.algorithms ? encodeState({ ...state, algorithms: undefined, events: undefined }) : s,
  );
  if (tab !== 'compare') return app.showTab('explore');
  app.showTab('compare', { algorithms: state.algorithms });
  const compare = app.compare();
  await compare.ready;
  await Promise.all(compare.panes().map((p, i) => p.seek(state.events?.[i] ?? 0)));
  compare.refresh();
}
