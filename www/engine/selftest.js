// The engine self-test page (www/engine/selftest.html): starts the Engine, runs MTD(f) on
// the AIMA tree and shows the value; exposes the Engine class to the end-to-end tests.
import { Engine } from './client.js';
import { DEFAULT_ALGORITHM } from './algorithms.js';

const status = document.querySelector('#status');

async function selfTest() {
  const engine = await Engine.create();
  const { id } = await engine.open({
    game: { kind: 'tree', text: '[[3,12,8],[2,4,6],[14,5,2]]' },
    algorithm: DEFAULT_ALGORITHM,
  });
  const summary = await engine.runToEnd(id);
  await engine.close(id);
  engine.terminate();
  return `engine ${engine.version}: ${DEFAULT_ALGORITHM} on AIMA gives ${summary.value} in ${summary.tests.length} tests`;
}

window.mtdlabEngine = Engine;
selfTest().then(
  (text) => {
    status.textContent = text;
    status.dataset.state = 'ready';
  },
  (err) => {
    status.textContent = `engine failed: ${err.message}`;
    status.dataset.state = 'error';
  },
);
