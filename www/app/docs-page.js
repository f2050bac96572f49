// The docs page's sections (docs.html): each example a card with its snippet beside a live
// element, live only while the card is in view (the page would hold some forty labs, each a
// worker once loaded); a method's Run button and an event's listener print what comes back
// under it. The guide to self-hosting follows.
import { html } from '../render/svg.js';

/** Calls `fn(visible)` each time `el` comes into view (with a margin) or leaves it. */
function onView(el, fn) {
  const io = new IntersectionObserver((entries) => fn(entries.some((e) => e.isIntersecting)), {
    rootMargin: '200px 0px',
  });
  io.observe(el);
}

/** What `show(x)` prints: text as it is, anything else as JSON. */
const print = (x) => (typeof x === 'string' ? x : JSON.stringify(x));

/** The live element of markup `snippet` (parsed by a template: the snippet is the markup). */
function liveElement(snippet) {
  const t = document.createElement('template');
  t.innerHTML = snippet;
  return t.content.firstElementChild;
}

/** One example card. `kind`: attribute, method or event. */
function card(ex, kind, lang, m) {
  const id = `${kind}-${ex.name.replace(/[^\w-]+/g, '')}`;
  const code =
    kind === 'attribute'
      ? ex.html
      : `${ex.html}\n<script type="module">\n  const lab = document.querySelector('mtd-lab');\n  ${ex.code.replaceAll('\n', '\n  ')}\n</script>`;
  const stage = html('div', { class: 'docs-live', 'data-live': id }, [m.waiting]);
  const out = html('output', { class: 'docs-out', 'data-out': id, 'aria-live': 'polite' });
  const run =
    kind === 'method'
      ? html('button', {
          type: 'button',
          class: 'docs-run',
          'data-run': id,
          text: `${m.run} ${ex.name}`,
          disabled: true,
        })
      : null;
  const root = html('article', { class: 'docs-card', id, 'data-kind': kind }, [
    html('h3', {}, [html('code', { text: ex.name })]),
    html('p', { text: ex[lang] ?? ex.en }),
    html('div', { class: 'docs-pair' }, [
      html('pre', { class: 'docs-snippet' }, [html('code', { text: code })]),
      html('div', { class: 'docs-side' }, [
        stage,
        run,
        kind === 'attribute'
          ? null
          : html('div', { class: 'docs-output' }, [html('span', { text: `${m.output}: ` }), out]),
      ]),
    ]),
  ]);
  // live while in view (the page would hold some forty labs, each a worker once loaded): a
  // card scrolled away frees its lab
  let lab = null;
  const show = (x) => {
    out.textContent = [...out.textContent.split('\n').filter(Boolean), print(x)]
      .slice(-3)
      .join('\n');
  };
  const goLive = () => {
    lab = liveElement(ex.html);
    // a new lab, a new run: what the last one printed would read as this one's
    out.textContent = '';
    if (kind === 'event') ex.listen(lab, show); // the snippet's own listener
    stage.replaceChildren(lab);
    root.dataset.live = 'yes';
    if (run) run.disabled = false;
    if (kind === 'event') {
      const shown = lab;
      shown.ready
        .then(() => ex.run(shown))
        .catch(() => {}) // mtd-error's example: the error is the event shown
        .finally(() => (root.dataset.ran = 'yes'));
    }
  };
  const goIdle = () => {
    lab = null;
    stage.replaceChildren(m.waiting);
    delete root.dataset.live;
    if (run) run.disabled = true;
  };
  run?.addEventListener('click', async () => {
    try {
      await ex.run(lab, show);
    } catch (err) {
      show(`${err.name}: ${err.message}`);
    }
  });
  onView(root, (visible) => (visible && !lab ? goLive() : !visible && lab ? goIdle() : null));
  return root;
}

/** The page: title, intro, the three sections of examples, the self-hosting guide. */
export function buildDocs({ lang, m, attributes, methods, events }) {
  const section = (id, title, list, kind) =>
    html('section', { id, 'aria-labelledby': `${id}-h` }, [
      html('h2', { id: `${id}-h`, text: title }),
      ...list.map((ex) => card(ex, kind, lang, m)),
    ]);
  const guide = html('section', { id: 'self-hosting', 'aria-labelledby': 'self-hosting-h' }, [
    html('h2', { id: 'self-hosting-h', text: m.hosting }),
    ...m.hostingText.map((p) =>
      /^(cp |<|default-src)/.test(p) || p.includes('\n')
        ? html('pre', { class: 'docs-snippet' }, [html('code', { text: p })])
        : html('p', { text: p }),
    ),
  ]);
  return [
    section('attributes', m.attributes, attributes, 'attribute'),
    section('methods', m.methods, methods, 'method'),
    section('events', m.events, events, 'event'),
    guide,
  ];
}
