// Keyboard shortcuts of the player: ← → one event, Shift+← → one test, ↓ or N step over
// the node, ↑ or U step out of it, Space play/pause, Home/End jump, + − speed. Pure: a key
// event in, a playback action (or null) out.

/** The playback action for a keydown `{ key, shiftKey, ctrlKey, metaKey, altKey }`. */
export function keyAction(e) {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  switch (e.key) {
    case 'ArrowRight':
      return { type: e.shiftKey ? 'stepTest' : 'step' };
    case 'ArrowLeft':
      return { type: e.shiftKey ? 'backTest' : 'back' };
    case 'ArrowDown':
    case 'n':
    case 'N':
      return { type: 'stepOver' };
    case 'ArrowUp':
    case 'u':
    case 'U':
      return { type: 'stepOut' };
    case ' ':
    case 'Spacebar':
      return { type: 'toggle' };
    case 'Home':
      return { type: 'start' };
    case 'End':
      return { type: 'end' };
    case '+':
    case '=':
      return { type: 'faster' };
    case '-':
    case '_':
      return { type: 'slower' };
    default:
      return null;
  }
}

/** True when keys typed into `target` belong to it (text fields, selects, sliders). */
export function ownsKeys(target) {
  if (!target || !target.tagName) return false;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select' || target.isContentEditable) return true;
  if (tag === 'input') return !['button', 'checkbox', 'radio'].includes(target.type);
  return false;
}
