// A throw-away JupyterLab on localhost for the Jupyter checks: .venv's `jupyter lab` with its
// config, data, runtime and IPython dirs in a temporary folder (nothing of the user's is read
// or written), a random token, a free port, no browser, no news and no update check (no
// network), and the app exposed as window.jupyterapp so that a spec runs cells by command.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

/** Starts JupyterLab (`app` 'lab') or Notebook 7 (`app` 'notebook') serving a temporary
 * folder holding copies of `notebooks`; resolves with `{ url(path), stop() }` once it answers. */
export async function startJupyterLab(notebooks, { app = 'lab' } = {}) {
  // Notebook 7's server app is JupyterNotebookApp: LabApp's options do not reach it
  const App = app === 'notebook' ? 'JupyterNotebookApp' : 'LabApp';
  const jupyter = resolve('.venv/bin/jupyter');
  if (!existsSync(jupyter)) throw new Error(`${jupyter} is missing: run bash scripts/setup.sh`);
  const home = mkdtempSync(join(tmpdir(), 'mtdlab-jupyter-'));
  const root = join(home, 'notebooks');
  mkdirSync(root);
  for (const nb of notebooks) copyFileSync(nb, join(root, basename(nb)));
  const dirs = Object.fromEntries(
    ['config', 'data', 'runtime', 'ipython', 'workspaces', 'settings'].map((d) => {
      mkdirSync(join(home, d));
      return [d, join(home, d)];
    }),
  );
  // no "get notified of Jupyter news?" prompt over the notebook, no news fetched
  const apputils = join(dirs.settings, '@jupyterlab', 'apputils-extension');
  mkdirSync(apputils, { recursive: true });
  writeFileSync(
    join(apputils, 'notification.jupyterlab-settings'),
    JSON.stringify({ fetchNews: 'false', checkForUpdates: false }),
  );
  const port = await freePort();
  const token = randomBytes(16).toString('hex');
  const server = spawn(
    jupyter,
    [
      app,
      '--no-browser',
      '--ServerApp.ip=127.0.0.1',
      `--ServerApp.port=${port}`,
      '--ServerApp.port_retries=0',
      `--IdentityProvider.token=${token}`,
      `--ServerApp.root_dir=${root}`,
      // (Notebook 7 has neither: its news and update check are the settings' written above)
      ...(app === 'lab'
        ? [
            '--LabApp.news_url=None',
            '--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate',
          ]
        : []),
      `--${App}.expose_app_in_browser=True`,
      `--${App}.workspaces_dir=${dirs.workspaces}`,
      `--${App}.user_settings_dir=${dirs.settings}`,
      // as root (a container, CI) jupyter refuses to start without it
      ...(process.getuid?.() === 0 ? ['--allow-root'] : []),
    ],
    {
      env: {
        ...process.env,
        JUPYTER_CONFIG_DIR: dirs.config,
        JUPYTER_DATA_DIR: dirs.data,
        JUPYTER_RUNTIME_DIR: dirs.runtime,
        IPYTHONDIR: dirs.ipython,
        JUPYTER_PLATFORM_DIRS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(home, { recursive: true, force: true });
  };
  // up when its API answers (JupyterLab prints the URL on stderr, but the API is the proof)
  for (let i = 0; ; i++) {
    if (server.exitCode !== null)
      throw new Error(`jupyter lab exited ${server.exitCode}:\n${log.slice(-3000)}`);
    try {
      const res = await fetch(`${base}/api/status?token=${token}`);
      if (res.ok) break;
    } catch {
      // not yet listening
    }
    if (i > 600) {
      stop();
      throw new Error(`jupyter lab did not answer on ${base} within 60 s:\n${log.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    // reset: a fresh workspace, without the notebooks an earlier test opened
    url: (path) => `${base}${path}?reset&token=${token}`,
    stop,
    log: () => log,
  };
}
