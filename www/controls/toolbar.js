// The player's buttons and scrubber. Builds the DOM once; `paintToolbar` reflects the
// playback state. Every control dispatches a playback action through `dispatch`.
import { SPEEDS } from '../state/playback.js';
import { html, svg } from '../render/svg.js';

// Icons as SVG paths on a 16 × 16 grid (no emoji font needed).
const BAR_L = 'M2,3h2v10h-2z';
const BAR_R = 'M12,3h2v10h-2z';
const TRI_L = (x) => `M${x},3v10l-6,-5z`;
const TRI_R = (x) => `M${x},3v10l6,-5z`;
const ICONS = {
  start: BAR_L + TRI_L(12),
  backTest: TRI_L(8) + TRI_L(14),
  back: TRI_L(11),
  play: TRI_R(4) + 'M4,3v10l9,-5z',
  pause: 'M4,3h3v10h-3zM9,3h3v10h-3z',
  step: TRI_R(5),
  stepTest: TRI_R(2) + TRI_R(8),
  end: TRI_R(4) + BAR_R,
  // an arc over the node skipped, landing to its right
  stepOver: { fill: 'M6.5,11.5h3v3h-3zM10.2,7.6h5.6l-2.8,4z', stroke: 'M3,12C3,3.5 13,3.5 13,8.5' },
  // up and out of the node's bracket
  stepOut: { fill: 'M4,7l4,-5l4,5zM2.5,13.5h11v1.8h-11z', stroke: 'M8,6.5V12' },
};

function icon(name) {
  const shape = ICONS[name];
  const parts =
    typeof shape === 'string'
      ? [svg('path', { d: shape, fill: 'currentColor' })]
      : [
          svg('path', { d: shape.fill, fill: 'currentColor' }),
          svg('path', {
            d: shape.stroke,
            fill: 'none',
            stroke: 'currentColor',
            'stroke-width': 1.8,
            'stroke-linecap': 'round',
          }),
        ];
  return svg('svg', { viewBox: '0 0 16 16', width: 16, height: 16, 'aria-hidden': 'true' }, parts);
}

const BUTTONS = [
  ['start', 'start', 'start'],
  ['backTest', 'backTest', 'backTest'],
  ['back', 'back', 'back'],
  ['toggle', 'play', 'play'],
  ['step', 'step', 'step'],
  ['stepOver', 'stepOver', 'stepOver'],
  ['stepOut', 'stepOut', 'stepOut'],
  ['stepTest', 'stepTest', 'stepTest'],
  ['end', 'end', 'end'],
];

/** Creates the toolbar; returns its element and the parts `paintToolbar` updates. */
export function buildToolbar(dispatch, t) {
  const buttons = {};
  const bar = html('div', { class: 'toolbar', role: 'toolbar', 'aria-label': 'playback' });
  for (const [type, glyph, label] of BUTTONS) {
    const b = html('button', {
      type: 'button',
      class: `btn ${type}`,
      'data-action': type,
      title: t.ui[label],
      'aria-label': t.ui[label],
      onclick: () => dispatch({ type }),
    });
    b.append(icon(glyph));
    buttons[type] = b;
    bar.append(b);
  }
  const scrubber = html('input', {
    type: 'range',
    class: 'scrubber',
    min: 0,
    max: 0,
    value: 0,
    step: 1,
    'aria-label': t.ui.scrubber,
    oninput: (e) => dispatch({ type: 'seek', event: Number(e.target.value) }),
  });
  const position = html('output', { class: 'position', 'aria-live': 'off' });
  const speed = html('select', {
    class: 'speed',
    'aria-label': t.ui.speed,
    title: t.ui.speed,
    onchange: (e) => dispatch({ type: 'speed', speed: Number(e.target.value) }),
  });
  for (const s of SPEEDS) speed.append(html('option', { value: s, text: `${s}/s` }));
  bar.append(scrubber, position, speed);
  return { bar, buttons, scrubber, position, speed };
}

/** Shows `playback` (and the labels of `t`) on the toolbar. */
export function paintToolbar(parts, playback, t) {
  const { buttons, scrubber, position, speed } = parts;
  const { event, total, playing } = playback;
  scrubber.max = String(total);
  if (Number(scrubber.value) !== event) scrubber.value = String(event);
  scrubber.setAttribute('aria-valuetext', t.ui.eventOf(event, total));
  if (position.textContent !== t.ui.eventOf(event, total)) {
    position.textContent = t.ui.eventOf(event, total);
  }
  speed.value = String(playback.speed);
  const play = buttons.toggle;
  // a new icon only when the state changes (this runs on every step)
  if (play.dataset.icon !== String(playing)) {
    play.dataset.icon = String(playing);
    play.replaceChildren(icon(playing ? 'pause' : 'play'));
  }
  play.setAttribute('aria-label', playing ? t.ui.pause : t.ui.play);
  play.title = playing ? t.ui.pause : t.ui.play;
  play.setAttribute('aria-pressed', String(playing));
  for (const [type, label] of [
    ['start', 'start'],
    ['backTest', 'backTest'],
    ['back', 'back'],
    ['step', 'step'],
    ['stepOver', 'stepOver'],
    ['stepOut', 'stepOut'],
    ['stepTest', 'stepTest'],
    ['end', 'end'],
  ]) {
    buttons[type].title = t.ui[label];
    buttons[type].setAttribute('aria-label', t.ui[label]);
  }
  const atStart = event <= 0;
  const atEnd = event >= total;
  buttons.start.disabled = atStart;
  buttons.back.disabled = atStart;
  buttons.backTest.disabled = atStart;
  buttons.step.disabled = atEnd;
  buttons.stepOver.disabled = atEnd;
  buttons.stepOut.disabled = atEnd;
  buttons.stepTest.disabled = atEnd;
  buttons.end.disabled = atEnd;
  buttons.toggle.disabled = total === 0;
}
