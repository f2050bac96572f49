// Placeholder entry point: loads the wasm core and shows its version.
import init, { version } from './pkg/mtdlab.js';
import { formatWindow } from './format.js';

const status = document.querySelector('#status');

async function start() {
  try {
    await init();
    status.textContent = `mtdlab core loaded: ${version()}`;
    status.dataset.state = 'ready';
    document.querySelector('#window').textContent =
      `Initial search window: ${formatWindow(null, null)}`;
  } catch (err) {
    status.textContent = `mtdlab core failed to load: ${err}`;
    status.dataset.state = 'error';
    throw err;
  }
}

start();
