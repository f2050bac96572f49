// Presenter mode: the lab of the tab shown, moved into a full-screen overlay (the
// Fullscreen API when the browser allows it, else an overlay over the whole viewport) with
// the element's `presenter` look (large type, high contrast, tree + narration + pseudocode).
// A clicker's PageDown/PageUp (or → ←) steps forward and back by the unit chosen (event,
// node, subtree, test: the element's step, stepNode, stepOver, stepTest); B blanks the
// screen, any key shows it again; Esc leaves, and the lab goes back where it was, its run
// and event kept (an element moved keeps its run).
import { html } from '../render/svg.js';
import { presenterMessages } from '../i18n/presenter-messages.js';
import { UNITS, backStep, presenterKey } from '../state/presenter-keys.js';

/** The panels a presenter shows (the element's `controls`). */
const PANELS = 'toolbar tree narration code';

/** Builds the overlay (in document.body). `lab()` gives the <mtd-lab> to present. */
export function buildPresenter({ lang, lab: labToShow }) {
  const m = presenterMessages(lang);
  const unit = html('select', { id: 'presenter-unit' });
  for (const u of Object.keys(UNITS)) unit.append(html('option', { value: u, text: m.units[u] }));
  const back = html('button', { type: 'button', id: 'presenter-back', text: `◀ ${m.back}` });
  const forward = html('button', {
    type: 'button',
    id: 'presenter-forward',
    text: `${m.forward} ▶`,
  });
  const leaveButton = html('button', { type: 'button', id: 'presenter-leave', text: m.leave });
  const bar = html('div', { class: 'presenter-bar' }, [
    html('label', { for: 'presenter-unit' }, [m.unit, ' ', unit]),
    back,
    forward,
    html('span', { class: 'presenter-keys', text: m.keys }),
    leaveButton,
  ]);
  const stage = html('div', { class: 'presenter-stage' });
  const blank = html('div', { class: 'presenter-blank', id: 'presenter-blank', role: 'status' });
  blank.hidden = true;
  const overlay = html(
    'div',
    {
      class: 'presenter',
      id: 'presenter',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': m.label,
    },
    [bar, stage, blank],
  );
  overlay.hidden = true;
  document.body.append(overlay);

  let lab = null;
  let home = null; // where the lab came from: a placeholder left in its place
  let controlsBefore = null; // the lab's own `controls`, given back on leaving
  let trail = []; // steps forward by a subtree: { from, to }, to step back by one

  const setBlank = (on) => {
    blank.hidden = !on;
    blank.textContent = on ? m.blanked : '';
  };

  async function forwardStep() {
    if (!lab) return;
    const u = unit.value;
    const from = lab.state.event;
    const s = await lab[UNITS[u]]().catch(() => null);
    if (u === 'subtree' && s && s.event !== from) trail.push({ from, to: s.event });
  }

  async function backStepNow() {
    if (!lab) return;
    const how = backStep(unit.value, trail, lab.state.event);
    if (how.seek !== undefined) trail.pop();
    await (how.seek !== undefined ? lab.seek(how.seek) : lab[how.method]()).catch(() => null);
  }

  function onKey(e) {
    if (!lab) return;
    // the unit menu keeps its arrows (a blank screen takes any key)
    if (blank.hidden && e.target === unit && e.key.startsWith('Arrow')) return;
    const action = presenterKey(e, !blank.hidden);
    if (!action) return;
    e.preventDefault();
    e.stopPropagation();
    if (action.type === 'unblank') setBlank(false);
    else if (action.type === 'blank') setBlank(true);
    else if (action.type === 'leave') leave();
    else if (action.type === 'forward') forwardStep();
    else backStepNow();
  }

  function onFullscreen() {
    if (lab && !document.fullscreenElement) leave(); // Esc in fullscreen, or the browser's own
  }

  function enter() {
    if (lab) return;
    lab = labToShow();
    if (!lab) return;
    home = document.createComment('presenter: the lab goes back here');
    lab.replaceWith(home);
    stage.append(lab);
    controlsBefore = lab.getAttribute('controls');
    lab.setAttribute('controls', PANELS);
    lab.setAttribute('presenter', '');
    trail = [];
    setBlank(false);
    overlay.hidden = false;
    document.documentElement.classList.add('presenting');
    document.addEventListener('keydown', onKey, true);
    lab.focus({ preventScroll: true });
    if (overlay.requestFullscreen && document.fullscreenEnabled) {
      overlay
        .requestFullscreen()
        .then(() => document.addEventListener('fullscreenchange', onFullscreen))
        .catch(() => {}); // the overlay alone covers the viewport
    }
  }

  function leave() {
    if (!lab) return;
    const shown = lab;
    lab = null;
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('fullscreenchange', onFullscreen);
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    shown.removeAttribute('presenter');
    if (controlsBefore === null) shown.removeAttribute('controls');
    else shown.setAttribute('controls', controlsBefore);
    home.replaceWith(shown);
    home = null;
    overlay.hidden = true;
    setBlank(false);
    document.documentElement.classList.remove('presenting');
    shown.focus({ preventScroll: true });
  }

  back.addEventListener('click', backStepNow);
  forward.addEventListener('click', forwardStep);
  leaveButton.addEventListener('click', leave);
  blank.addEventListener('click', () => setBlank(false));
  return {
    enter,
    leave,
    get active() {
      return lab !== null;
    },
  };
}
