// Issue 37, point 4: npuzzle.Widget in a real JupyterLab 4 and a real Notebook 7. For each front
// end the test starts its server (`jupyter lab`, then `jupyter notebook`) from the project's
// virtual environment (target/venv, where `make test-python` installed the wheel) on 127.0.0.1,
// on a free port with a throwaway token and a temporary notebook folder, opens a notebook in
// headless Chromium and runs its cells as a reader would (Shift+Enter): the widget draws the
// board, a solve finishes and steps, a board set from Python moves the page's board, a tile slid
// in the page reaches Python, and a second widget draws from the files the first one loaded.
// The server stops when its test ends, failed or not. The first render (from the cell's run to
// the board drawn) is written to target/e2e-artifacts/jupyter-COMMAND-first-render.json for
// BENCHMARKS.md; nothing here asserts a time.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARTIFACTS, launchBrowser, screenshot, watchProblems } from './support.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VENV = join(ROOT, 'target', 'venv', 'bin');
const START = '7 3 4; 8 2 6; 5 1 0';

/**
 * The front ends, each tested on a server of its own, one after the other: the `jupyter`
 * command that starts it, the path of a notebook's page below its URL, how the test sees that
 * the notebook's kernel is connected and idle (a cell run before is not run), and whether its
 * file browser is open beside the notebook (closed before the narrow screenshot).
 * @type {{name: string, command: string, notebooks: string, kernelIdle: (page: import('playwright-core').Page) => Promise<void>, sidebar: boolean}[]}
 */
const FRONT_ENDS = [
  {
    name: 'JupyterLab 4',
    command: 'lab',
    notebooks: 'lab/tree',
    // The status bar names the kernel and its state.
    kernelIdle: (page) => page.getByRole('contentinfo').getByRole('button', { name: 'Python 3 (ipykernel) | Idle' }).waitFor({ timeout: 60_000 }),
    sidebar: true,
  },
  {
    name: 'Notebook 7',
    command: 'notebook',
    notebooks: 'notebooks',
    // No status bar: the kernel's logo shows in the top bar once the notebook has a kernel, then
    // the toolbar's status circle says when it is connected and idle (its hover text; before
    // there is a kernel it reads idle too, so the logo first).
    kernelIdle: async (page) => {
      await page.getByRole('banner').getByRole('img', { name: 'Python 3 (ipykernel)' }).waitFor({ timeout: 60_000 });
      await page.getByText('Kernel status: Idle', { exact: true }).waitFor({ state: 'attached', timeout: 60_000 });
    },
    sidebar: false,
  },
];

// The notebook's cells, run one at a time by the test.
const CELLS = [
  `import npuzzle\nwidget = npuzzle.Widget(board="${START}", algorithm="astar", heuristic="manhattan", view="solve")\nwidget`,
  'print(widget.solution["length"], widget.step)',
  'widget.board = "1 2 3; 4 5 6; 7 0 8"',
  'print(widget.board.tolist())',
  'npuzzle.Widget(board="1 2 3; 4 5 6; 0 7 8", controls="play")',
  'npuzzle.Widget(board="1 2 3; 4 5 6; 0 7 8", controls="play", lang="fr")',
];

function notebook(cells) {
  return {
    cells: cells.map((source) => ({ cell_type: 'code', execution_count: null, metadata: {}, outputs: [], source })),
    metadata: { kernelspec: { display_name: 'Python 3 (ipykernel)', language: 'python', name: 'python3' } },
    nbformat: 4,
    nbformat_minor: 5,
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `jupyter COMMAND` (lab or notebook) serving a temporary folder that holds widget.ipynb
 * (CELLS), with its own settings, config, runtime and data folders, and answers its URL and
 * token once it is up. It is stopped and the folder removed when the test `t` ends, failed or not.
 * @param {import('node:test').TestContext} t
 * @param {string} command
 */
async function startJupyter(t, command) {
  const scratch = await mkdtemp(join(tmpdir(), `npuzzle-jupyter-${command}-`));
  const notebooks = join(scratch, 'notebooks');
  const settings = join(scratch, 'settings', '@jupyterlab', 'apputils-extension');
  await mkdir(notebooks);
  await mkdir(settings, { recursive: true });
  // No news pop-up over the cells (it would ask to fetch from the network).
  await writeFile(join(settings, 'notification.jupyterlab-settings'), '{"fetchNews": "false", "checkForUpdates": false}\n');
  await writeFile(join(notebooks, 'widget.ipynb'), JSON.stringify(notebook(CELLS)));
  const port = await freePort();
  const token = randomBytes(16).toString('hex');
  const server = spawn(
    join(VENV, 'jupyter'),
    [
      command,
      '--no-browser',
      '--ip=127.0.0.1',
      `--port=${port}`,
      '--ServerApp.port_retries=0',
      '--allow-root', // CI runs as root
      '--LabApp.extension_manager=readonly', // no look-ups on PyPI (Notebook 7 loads JupyterLab's server too)
      `--IdentityProvider.token=${token}`,
      `--ServerApp.root_dir=${notebooks}`,
      `--LabServerApp.user_settings_dir=${join(scratch, 'settings')}`,
      `--LabServerApp.workspaces_dir=${join(scratch, 'workspaces')}`,
    ],
    {
      env: {
        ...process.env,
        JUPYTER_CONFIG_DIR: join(scratch, 'config'),
        JUPYTER_RUNTIME_DIR: join(scratch, 'runtime'),
        JUPYTER_DATA_DIR: join(scratch, 'data'),
        JUPYTER_PLATFORM_DIRS: '1',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let log = '';
  server.stderr.on('data', (chunk) => (log = (log + chunk).slice(-20_000)));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  t.after(async () => {
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await rm(scratch, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (server.exitCode !== null) assert.fail(`jupyter ${command} exited (${server.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${url}/api/status?token=${token}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 240) assert.fail(`jupyter ${command} did not start within a minute:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, token };
}

let browser = /** @type {import('playwright-core').Browser | null} */ (null);

before(async () => {
  const jupyter = join(VENV, 'jupyter');
  assert.ok(existsSync(jupyter), `${jupyter} is missing: run \`make setup\``);
  try {
    execFileSync(join(VENV, 'python'), ['-c', 'import notebook, npuzzle.widget'], { stdio: 'pipe' });
  } catch (error) {
    assert.fail(`Notebook 7 or npuzzle's widget is not installed in target/venv (\`make setup\` installs the one, \`make test-python\` builds and installs the other):\n${error.stderr}`);
  }
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

for (const frontEnd of FRONT_ENDS) {
  test(`npuzzle.Widget in ${frontEnd.name}: draws, solves and steps, and its board syncs both ways with Python`, async (t) => {
    assert.ok(browser);
    const jupyter = await startJupyter(t, frontEnd.command);
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    t.after(() => context.close());
    const page = watchProblems(await context.newPage());
    await page.goto(`${jupyter.url}/${frontEnd.notebooks}/widget.ipynb?token=${jupyter.token}`);
    const cells = page.locator('.jp-Notebook .jp-CodeCell');
    await cells.first().waitFor({ timeout: 60_000 });
    await frontEnd.kernelIdle(page);

    /** Runs cell `index` as a reader does, and answers when it was asked to run (performance.now()). */
    const run = async (index) => {
      await cells.nth(index).locator('.jp-InputArea-editor').click();
      const asked = await page.evaluate(() => performance.now());
      await page.keyboard.press('Shift+Enter');
      return asked;
    };
    /** The text cell `index` printed, once it has printed `pattern`. */
    const printed = async (index, pattern) => {
      const output = cells.nth(index).locator('.jp-OutputArea-output');
      await output.filter({ hasText: pattern }).waitFor({ timeout: 60_000 });
      return (await output.textContent())?.trim();
    };
    /** The board a widget shows, as its tiles' names in reading order (the blank as 0). */
    const tiles = (widget) => widget.getByRole('button', { name: /^(Tile \d+|Blank),/ }).evaluateAll((buttons) => buttons.map((b) => (b.getAttribute('aria-label')?.startsWith('Blank') ? 0 : Number(b.getAttribute('aria-label')?.match(/\d+/)?.[0]))));

    // The widget draws the board.
    const asked = await run(0);
    const widget = cells.nth(0).locator('n-puzzle');
    await widget.getByRole('button', { name: /^Tile 7,/ }).waitFor({ timeout: 120_000 });
    const drawn = await page.evaluate(() => performance.now());
    assert.deepEqual(await tiles(widget), [7, 3, 4, 8, 2, 6, 5, 1, 0]);

    // A solve finishes and steps; Python reads the solution and the step back.
    await widget.getByRole('button', { name: 'Solve', exact: true }).click();
    await widget.and(page.locator('[data-solve="solved"]')).waitFor({ timeout: 60_000 });
    await widget.getByRole('button', { name: 'Next step' }).click();
    await widget.and(page.locator('[data-step="1"]')).waitFor();
    const stepped = await tiles(widget);
    assert.equal(stepped.filter((tile, index) => tile !== [7, 3, 4, 8, 2, 6, 5, 1, 0][index]).length, 2, 'one tile and the blank swap');
    await run(1);
    assert.equal(await printed(1, /\d/), '20 1');

    // A board set from Python moves the page's board.
    await run(2);
    await widget.getByRole('button', { name: 'Tile 8, row 3, column 3' }).waitFor({ timeout: 30_000 });
    assert.deepEqual(await tiles(widget), [1, 2, 3, 4, 5, 6, 7, 0, 8]);

    // A tile slid in the page reaches Python.
    await widget.getByRole('button', { name: /^Tile 8,/ }).click();
    await widget.getByRole('button', { name: 'Tile 8, row 3, column 2' }).waitFor();
    assert.deepEqual(await tiles(widget), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
    await run(3);
    assert.equal(await printed(3, /\[\[/), '[[1, 2, 3], [4, 5, 6], [7, 8, 0]]');

    // A second widget draws from the files the first one loaded.
    const second = await run(4);
    const other = cells.nth(4).locator('n-puzzle');
    await other.getByRole('button', { name: /^Tile 7,/ }).waitFor({ timeout: 60_000 });
    const secondDrawn = await page.evaluate(() => performance.now());
    assert.deepEqual(await tiles(other), [1, 2, 3, 4, 5, 6, 0, 7, 8]);
    // One core and one solver worker for both (the worker's script is a blob: URL of the files).
    assert.equal(page.workers().filter((worker) => worker.url().startsWith('blob:')).length, 1, 'the widgets share one worker');

    // A widget in French beside them speaks French, with a core and a worker of its own; the
    // others keep English.
    await run(5);
    const french = cells.nth(5).locator('n-puzzle');
    await french.getByRole('button', { name: /^Carreau 7,/ }).waitFor({ timeout: 60_000 });
    assert.equal(await french.getByRole('group', { name: 'Grille du taquin' }).count(), 1);
    assert.equal(await other.getByRole('group', { name: 'Puzzle board' }).count(), 1);
    assert.equal(page.workers().filter((worker) => worker.url().startsWith('blob:')).length, 2, 'a worker for French');

    const shot = `jupyter-${frontEnd.command}-widget`;
    await screenshot(page, shot);
    await page.keyboard.press('Escape');
    if (frontEnd.sidebar) await page.keyboard.press('Control+b'); // the file browser closed: the notebook has the width
    await page.setViewportSize({ width: 375, height: 800 });
    await widget.scrollIntoViewIfNeeded();
    await screenshot(page, `${shot}-375`);
    assert.deepEqual(page.problems.filter((problem) => /npuzzle|n-puzzle|blob:/.test(problem)), []);
    const figures = { firstRenderMs: Math.round(drawn - asked), secondRenderMs: Math.round(secondDrawn - second) };
    await mkdir(ARTIFACTS, { recursive: true });
    await writeFile(join(ARTIFACTS, `jupyter-${frontEnd.command}-first-render.json`), `${JSON.stringify(figures)}\n`);
    console.log(`${frontEnd.name}: first widget drawn ${figures.firstRenderMs} ms after its cell ran, a second ${figures.secondRenderMs} ms`);
  });
}
