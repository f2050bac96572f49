// One deliberate misuse of the element's typed API: `tsc --noEmit` must refuse it, with
// error TS2345 (release-checks/types.spec.js). seek() takes an event number, not a string.
import 'mtdlab';

const lab = document.querySelector('mtd-lab');
await lab?.seek('the end');

export {};
