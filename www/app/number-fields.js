// The app's number fields read as typed (pure): whole numbers within each field's range, or
// the first field that is not, with a message naming it and its range.
import { readInt } from '../element/config.js';

/**
 * `values[name]` (text) for each `[name, [lo, hi]]` of `ranges`: `{ settings }`, or
 * `{ field, error }` for the first that is not a whole number in its range, `error` said by
 * `range(label, value, lo, hi)` (www/i18n/field-messages.js) with the field's label.
 */
export function readNumberFields(values, ranges, { labels, range }) {
  const settings = {};
  for (const [name, [lo, hi]] of Object.entries(ranges)) {
    try {
      settings[name] = readInt(name, values[name], lo, hi);
    } catch {
      return { field: name, error: range(labels[name], values[name], lo, hi) };
    }
  }
  return { settings };
}
