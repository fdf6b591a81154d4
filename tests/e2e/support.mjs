// Shared by the e2e tests: a static server for dist/ and a headless Chromium.

import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// NPUZZLE_DIST: another build directory to test (default dist/, what `make build` writes).
export const DIST = process.env.NPUZZLE_DIST ? resolve(process.env.NPUZZLE_DIST) : join(ROOT, 'dist');
export const ARTIFACTS = join(ROOT, 'target', 'e2e-artifacts');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves `dir` under `prefix` (a sub-path, as a project page would be) on a free port, adding
 * `headers` to every file (CORS, for instance), and `pages` ({path below the prefix: HTML}) as if
 * they were files there. Resolves to {url, close()}; `url` ends with the prefix.
 */
export async function serveStatic(dir = DIST, prefix = '/npuzzle/', headers = {}, pages = {}) {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: run \`make build\` first`);
  }
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    if (!path.startsWith(prefix)) return send(response, 404, 'not found');
    if (Object.hasOwn(pages, path.slice(prefix.length))) {
      response.writeHead(200, { 'content-type': MIME['.html'], 'cache-control': 'no-store', ...headers });
      return response.end(pages[path.slice(prefix.length)]);
    }
    let file = normalize(join(dir, path.slice(prefix.length)));
    if (file !== dir && !file.startsWith(dir + sep)) return send(response, 403, 'forbidden');
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': MIME[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        ...headers,
      });
      response.end(body);
    } catch {
      send(response, 404, 'not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections(); // keep-alive connections of the browser too
      }),
  };
}

function send(response, status, text) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

/** The system's Chromium (or $CHROME): playwright-core never downloads a browser. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME || '/usr/bin/chromium',
    headless: true,
    chromiumSandbox: false,
    args: [
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Records `page`'s console errors, failed requests and uncaught exceptions in `page.problems`. */
export function watchProblems(page) {
  page.problems = [];
  page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) page.problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return page;
}

/**
 * A page at `url` that records console errors, failed requests and uncaught exceptions in
 * `page.problems`, and waits until the playground says it is ready. `prepare(context)` runs
 * before the page opens (to route requests, for instance).
 */
export async function openPlayground(browser, url, contextOptions = {}, prepare = async () => {}) {
  const context = await browser.newContext({
    viewport: { width: 1100, height: 820 },
    deviceScaleFactor: 2,
    // The service worker is tested on its own (offline.test.mjs); elsewhere it would hide
    // requests from context.route.
    serviceWorkers: 'block',
    ...contextOptions,
  });
  await recordLongTasks(context);
  await prepare(context);
  const page = watchProblems(await context.newPage());
  await page.goto(url);
  await page.waitForSelector('main[data-ready="true"]');
  return page;
}

export async function screenshot(page, name) {
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Records the long tasks of every page of `context` from its start (see longTasks). */
export function recordLongTasks(context) {
  return context.addInitScript(() => {
    window.__longTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // no long-task timing in this browser
    }
  });
}

/**
 * Runs `act()` (which opens the page at `url`) under a Chrome trace of the whole browser and
 * answers the main-thread tasks of the renderer that loaded `url`, as {start, wall, cpu} in ms
 * of that page's clock (performance.now()).
 */
export async function traced(browser, url, act) {
  const path = join(ARTIFACTS, `trace-${process.pid}.json`);
  await browser.startTracing(undefined, { path, categories: ['toplevel', 'blink.user_timing'] });
  let result;
  try {
    result = await act();
  } finally {
    await browser.stopTracing();
  }
  const { traceEvents } = JSON.parse(await readFile(path, 'utf8'));
  await rm(path);
  // The page's time origin on the trace's clock: its navigation's start.
  const navigation = traceEvents.findLast(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
  );
  assert.ok(navigation, `the trace shows the navigation to ${url}`);
  const { pid, tid, ts: origin } = navigation;
  // The thread's outermost slices: its tasks, and the microtask checkpoints run between them.
  const slices = traceEvents
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts >= origin)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  for (const event of slices) {
    const last = tasks.at(-1);
    if (last && event.ts < last.end) continue; // nested in the one before
    // A task's thread time is at most its wall time; the trace's thread clock sometimes reads
    // more for a slice among thousands of tiny ones.
    const cpu = Math.min(event.tdur ?? 0, event.dur);
    tasks.push({ start: (event.ts - origin) / 1000, wall: event.dur / 1000, cpu: cpu / 1000, end: event.ts + event.dur });
  }
  return { tasks: tasks.map(({ start, wall, cpu }) => ({ start, wall, cpu })), result };
}

/**
 * The trace's main-thread slices within `task` (a long task the page's observer saw: a task and
 * the microtasks run after it can be two slices there, within the observer's rounding), and
 * their CPU time, ms: {within, cpu}.
 */
export function workOf(tasks, task) {
  const within = tasks.filter((t) => t.start >= task.start - 2 && t.start + t.wall <= task.start + task.duration + 2);
  return { within, cpu: within.reduce((sum, t) => sum + t.cpu, 0) };
}

/** The long tasks (over 50 ms) the main thread ran, as {start, duration} in page time. */
export function longTasks(page) {
  return page.evaluate(() => window.__longTasks);
}

/** The tiles the accessible mirror lists, row by row, the blank as 'blank'. */
export function mirrorRows(page) {
  return page.$$eval('#board-mirror tr', (rows) =>
    rows.map((row) => [...row.cells].map((cell) => cell.textContent)),
  );
}

/** The board shown, as the mirror lists it, in reading order (0 for the blank). */
export async function shownTiles(page) {
  return (await mirrorRows(page)).flat().map((cell) => (cell === 'blank' ? 0 : Number(cell)));
}

/** Types `text` into the paste box (replacing what was there). */
export async function typeBoard(page, text) {
  await page.fill('#board-input', text);
}

/** Types a board and waits for the worker's verdict on it ('solvable' or 'unsolvable'). */
export async function loadBoard(page, text, verdict = 'solvable') {
  await selectTab(page, 'input');
  await typeBoard(page, text);
  await page.waitForSelector(`#status[data-source="worker"][data-state="${verdict}"]`);
}

/** Opens a tab of the side panel: 'input', 'solve' or 'compare'. */
export async function selectTab(page, name) {
  await page.click(`#tab-${name}`);
  // A view loaded as its tab opens is busy until it is in.
  await page.waitForSelector(`#panel-${name}:not([hidden]):not(:has([data-lazy="loading"]))`);
}

/** Checks the Compare panel's algorithms `names` and unchecks the others. */
export async function chooseCompared(page, names) {
  for (const box of await page.$$('#compare-choices input')) {
    const name = await box.getAttribute('value');
    if (names.includes(name)) await box.check();
    else await box.uncheck();
  }
}

/** The text of an element, trimmed. */
/**
 * Records `algorithm` on `board` with a cap, in the playground's Search view; resolves when done,
 * the view at its first expansion (it opens on the last).
 */
export async function recordSearch(page, board, algorithm, cap) {
  await loadBoard(page, board);
  await selectTab(page, 'solve');
  await page.selectOption('#algorithm', algorithm);
  await selectTab(page, 'search');
  await page.fill('#search-cap', String(cap));
  await page.click('#search-run');
  await page.waitForSelector('#search-status[data-state="done"]', { timeout: 120_000 });
  // The view opens on the last expansion recorded (issue 25); the tests step from the start.
  await page.locator('#search-scrubber').fill('0');
  await page.waitForSelector('#search-section[data-step="0"]');
}

export async function textOf(page, selector) {
  return (await page.textContent(selector)).trim();
}

/**
 * Serves dist/ and starts Chromium once for the test file that calls it: the tests read
 * `env.server` and `env.browser`.
 */
export function servedPlayground() {
  const env = {};
  before(async () => {
    env.server = await serveStatic();
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** The pattern databases stored in the page's IndexedDB, by key. */
export function storedKeys(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('npuzzle', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('pattern-databases');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const keys = request.result.transaction('pattern-databases').objectStore('pattern-databases').getAllKeys();
          keys.onsuccess = () => {
            request.result.close();
            resolve(keys.result);
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/**
 * Waits until IndexedDB holds the databases stored under `key` (their write is not awaited by the
 * solve that needed them); throws after `timeoutMs`.
 */
export async function waitForStored(page, key, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await storedKeys(page)).includes(key)) {
    if (Date.now() > until) throw new Error(`the databases ${key} were not stored within ${timeoutMs} ms`);
    await page.waitForTimeout(100);
  }
}

/** Korf's instance 12 (45 moves, blank-first goal) from the catalog, set up for IDA* + pdb. */
export async function korf12(page) {
  await selectTab(page, 'input');
  await page.click('button[data-preset="korf-12"]');
  await page.waitForSelector('#status[data-source="worker"][data-state="solvable"]');
  await selectTab(page, 'solve');
  await page.selectOption('#algorithm', 'idastar');
  await page.selectOption('#heuristic', 'pdb');
}

/**
 * Makes `context` a visit to a site that serves no prebuilt pattern databases (the request for
 * one fails, as offline): the worker builds them, saying why, for the tests of the build.
 */
export function withoutPrebuilt(context) {
  return context.route('**/pdb/*.bin', (route) => route.abort('internetdisconnected'));
}

/**
 * The playground served under a sub-path of its own server, with its service worker in charge
 * (it waits for it): {page, url, goOffline()}; `goOffline` stops the server. Both close when `t`
 * ends.
 */
export async function playgroundWithServiceWorker(t, browser) {
  const own = await serveStatic(DIST, '/apps/npuzzle/');
  let closed = false;
  t.after(() => (closed ? undefined : own.close()));
  const page = await openPlayground(browser, own.url, { serviceWorkers: 'allow' });
  t.after(() => page.context().close());
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const goOffline = async () => {
    await own.close();
    closed = true;
  };
  return { page, url: own.url, goOffline };
}

/**
 * The tiles an <n-puzzle> widget's accessible mirror lists, in reading order (0 for the blank).
 * @param {import('playwright-core').Locator} widget
 */
export async function widgetTiles(widget) {
  const cells = await widget.locator('.board-mirror button').allTextContents();
  return cells.map((cell) => (cell === 'blank' ? 0 : Number(cell)));
}

/**
 * Solves `board` in the widget, checks the solution is `moves` long, then steps once with the
 * Next button and checks that one tile and the blank swapped places.
 * @param {import('playwright-core').Locator} widget
 * @param {number[]} board the board the widget shows before the step
 * @param {number} moves
 */
export async function solveAndStep(widget, board, moves) {
  await widget.locator('button[data-action="solve"]').click();
  await widget.locator('.npw-solve[data-state="solved"]').waitFor({ timeout: 60_000 });
  const length = (await widget.locator('.facts:not(.progress) [data-fact="length"] dd').textContent())?.trim() ?? '';
  assert.match(length, new RegExp(`^${moves}\\b`));
  await widget.locator('.player[data-state="ready"], .player[data-state="playing"]').waitFor();
  await widget.locator('button[data-action="next"]').click();
  await widget.locator('.player[data-step="1"]').waitFor();
  const after = await widgetTiles(widget);
  assert.equal(after.filter((tile, index) => tile !== board[index]).length, 2, `one tile and the blank swap: ${board} -> ${after}`);
}

/**
 * Completes the example `part` in dist/examples/ (`node scripts/examples.mjs part`: 'slides' or
 * 'book'), serves dist/ and opens `path` (below it) in a new Chromium that records the page's
 * problems; the test `t` closes both when it ends.
 * @param {import('node:test').TestContext} t
 * @param {'slides' | 'book'} part
 * @param {string} path
 */
export async function openExample(t, part, path) {
  execFileSync('node', [join(ROOT, 'scripts', 'examples.mjs'), part], { env: { ...process.env, NPUZZLE_DIST: DIST } });
  const server = await serveStatic();
  t.after(() => server.close());
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = watchProblems(await context.newPage());
  await page.goto(`${server.url}${path}`);
  return page;
}
