// The attributes of <mtd-lab> that change how it looks or plays, not what it searched:
// `lang`, `theme`, `controls`, `height`, `speed`, `autoplay`, `algorithms`, `hold`, `pick`
// and `event`. Each is read (a ConfigError naming it when it cannot be: the element then puts
// the old value back and says so) and applied at once; none searches again. Separate from
// the loading (lab-loader.js), which reads every other attribute into the search's config.
import {
  readAlgorithms,
  readAutoplay,
  readControls,
  readEvent,
  readHeight,
  readLang,
  readSpeed,
  readTheme,
} from './config.js';
import { readHold } from './hold.js';
import { readPick } from './leaf-pick.js';
import { setHeight, showPanels } from './panels.js';

export class LookAttributes {
  /**
   * `painter`: the element's LabPainter (its panels, tree, box and own stylesheet);
   * `player`, `compare`: its Player and ComparePanes. Callbacks: `attribute(name)`: the
   * element's attribute; `hasRun()`: whether a run is shown; `relabel()`: the labels painted
   * in the language; `repaint()`: the step painted again; `paintToolbar()`; `sharePanes()`:
   * the compare panes take the element's shared attributes; `dispatch(action)`: a playback
   * action.
   */
  constructor({ painter, player, compare, ...on }) {
    const { shownParts, sheet, box, tree } = painter;
    /** The `lang` attribute read: the language of every text. */
    this.lang = 'en';
    /** The `autoplay` attribute read: every run loaded plays. */
    this.autoplay = false;
    /** The `event` attribute read: where a run loaded starts (null: at 0). */
    this.startEvent = null;
    this._apply = {
      lang: (v) => {
        this.lang = readLang(v);
        on.relabel();
        on.repaint();
        on.sharePanes();
      },
      theme: (v) => {
        readTheme(v);
        on.sharePanes();
      },
      controls: (v) => showPanels(shownParts, readControls(v)),
      height: (v) => setHeight(sheet, readHeight(v)),
      speed: (v) => player.dispatch({ type: 'speed', speed: readSpeed(v) }),
      autoplay: (v) => {
        this.autoplay = readAutoplay(v);
        if (this.autoplay && on.hasRun() && !player.pb.playing && !player.atEnd)
          on.dispatch({ type: 'play' });
      },
      algorithms: (v) => {
        const names = readAlgorithms(v);
        compare.show(names, on.attribute);
        box.dataset.mode = names ? 'compare' : 'single';
        on.repaint();
        on.paintToolbar();
      },
      hold: (v) => {
        player.hold = readHold(v);
        on.paintToolbar();
      },
      pick: (v) => tree.setPick(readPick(v)),
      event: (v) => {
        this.startEvent = readEvent(v);
        if (this.startEvent !== null && on.hasRun())
          on.dispatch({ type: 'seek', event: this.startEvent });
      },
    };
  }

  /** True when attribute `name` is one of these (it searches nothing again). */
  has(name) {
    return Object.hasOwn(this._apply, name);
  }

  /** Reads attribute `name`'s new `value` and applies it; throws a ConfigError when it
   * cannot be read. */
  apply(name, value) {
    this._apply[name](value);
  }
}
