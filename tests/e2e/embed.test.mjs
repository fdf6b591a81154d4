// The widget for course notes: <n-puzzle> (www/n-puzzle.js), embed.html in an iframe, and the
// course-notes example (examples/course-notes.html), including a host page on another origin.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACTS, DIST, serveStatic, servedPlayground, watchProblems, withoutPrebuilt } from './support.mjs';

const env = servedPlayground();

/**
 * A page that records problems as openPlayground does, without waiting for the playground;
 * `prepare(context)` runs before it opens.
 */
async function openPage(browser, url, contextOptions = {}, prepare = async () => {}) {
  const context = await browser.newContext({
    viewport: { width: 1100, height: 900 },
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
    ...contextOptions,
  });
  await prepare(context);
  const page = watchProblems(await context.newPage());
  page.wasmRequests = 0;
  page.workerRequests = 0;
  context.on('request', (request) => {
    if (request.url().endsWith('/npuzzle_bg.wasm')) page.wasmRequests += 1;
    if (request.url().endsWith('/worker.js')) page.workerRequests += 1;
  });
  await page.goto(url);
  return page;
}

/** The widget `selector` (an n-puzzle element, or `frame >> n-puzzle`), once it is ready. */
async function ready(scope, selector) {
  const widget = scope.locator(selector);
  await widget.and(scope.locator('[data-state="ready"]')).waitFor();
  return widget;
}

/** Presses Solve and waits for the answer: {length, optimal, expanded} from the statistics. */
async function solve(widget) {
  await widget.locator('button[data-action="solve"]').click();
  return solved(widget);
}

async function solved(widget) {
  await widget.locator('.npw-solve[data-state="solved"]').waitFor({ timeout: 60_000 });
  await widget.locator('.player[data-state="ready"], .player[data-state="playing"]').waitFor();
  const fact = async (name) => (await widget.locator(`.facts:not(.progress) [data-fact="${name}"] dd`).textContent()).trim();
  return {
    length: Number((await fact('length')).replace(/\D/g, '')),
    optimal: (await fact('optimal')) === 'yes',
    expanded: Number((await fact('expanded')).replace(/\D/g, '')),
  };
}

/** The tiles the widget's mirror lists, in reading order (0 for the blank). */
async function tiles(widget) {
  const cells = await widget.locator('.board-mirror button').allTextContents();
  return cells.map((cell) => (cell === 'blank' ? 0 : Number(cell)));
}

/** Steps once with the Next button and checks the board moved one tile. */
async function stepOnce(widget) {
  const before = await tiles(widget);
  await widget.locator('button[data-action="next"]').click();
  await widget.locator('.player[data-step="1"]').waitFor();
  const after = await tiles(widget);
  const changed = before.filter((tile, index) => tile !== after[index]);
  assert.equal(changed.length, 2, `one tile and the blank swap places: ${before} -> ${after}`);
}

describe('embeddable widget', () => {
  test('the course notes: every widget loads, solves and steps', async (t) => {
    const page = await openPage(env.browser, `${env.server.url}examples/course-notes.html`);
    t.after(() => page.context().close());

    const bfs = await ready(page, '#bfs');
    const astar = await ready(page, '#astar');
    const dfs = await ready(page, '#dfs');
    const fifteen = await ready(page, '#fifteen');
    const compare = await ready(page, '#compare');

    // BFS and A* side by side on one board: the same length, far fewer nodes for A*.
    // (Clicked one after the other: two clicks at once may scroll under each other.)
    await bfs.locator('button[data-action="solve"]').click();
    await astar.locator('button[data-action="solve"]').click();
    const [bfsRun, astarRun] = await Promise.all([solved(bfs), solved(astar)]);
    console.log(`BFS expanded ${bfsRun.expanded}, A* ${astarRun.expanded} (${bfsRun.length} moves)`);
    assert.equal(bfsRun.length, 20);
    assert.equal(astarRun.length, 20);
    assert.ok(bfsRun.optimal && astarRun.optimal);
    assert.ok(astarRun.expanded * 20 < bfsRun.expanded, 'A* expands a small fraction of what BFS does');
    await stepOnce(bfs);
    await stepOnce(astar);

    // DFS wanders: a solution, but much longer than 20 moves.
    const dfsRun = await solve(dfs);
    console.log(`DFS: ${dfsRun.length} moves, ${dfsRun.expanded} expanded`);
    assert.ok(dfsRun.length > 20 && !dfsRun.optimal);
    await stepOnce(dfs);

    // The 15-puzzle, optimally, in a moment.
    const started = Date.now();
    const fifteenRun = await solve(fifteen);
    console.log(`15-puzzle: ${fifteenRun.length} moves, ${fifteenRun.expanded} expanded, ${Date.now() - started} ms`);
    assert.equal(fifteenRun.length, 40);
    assert.ok(fifteenRun.optimal);
    await stepOnce(fifteen);
    // Playing by hand leaves the solution and says so.
    const blank = (await tiles(fifteen)).indexOf(0);
    const neighbour = blank % 4 === 0 ? blank + 1 : blank - 1;
    await fifteen.locator(`.board-mirror button[data-index="${neighbour}"]`).click();
    await fifteen.locator('.player[data-state="detached"]').waitFor();
    assert.match(await fifteen.locator('.player-note').textContent(), /leaves the solution/);

    // Compare: four algorithms in a table.
    await compare.locator('button[data-action="compare"]').click();
    await compare.locator('.npw-compare[data-state="idle"] .solve-status[data-state="done"]').waitFor({ timeout: 60_000 });
    const rows = compare.locator('.compare-table tbody tr');
    assert.equal(await rows.count(), 4);
    assert.equal(await compare.locator('.compare-table tbody tr[data-state="solved"]').count(), 4);
    const compareRun = await solve(compare);
    assert.equal(compareRun.length, 31);
    await stepOnce(compare);

    // The iframe: solved on its own (controls=step), moves 1-12 of 31, and its height told.
    const frame = page.frameLocator('#embed');
    const embedded = await ready(frame, 'n-puzzle');
    await embedded.locator('.player[data-state="ready"]').waitFor({ timeout: 30_000 });
    assert.match(await embedded.locator('.player h3').textContent(), /^Moves 1–12 of 31 moves/);
    await stepOnce(embedded);
    await page.waitForFunction(() => document.getElementById('embed').style.height !== '');
    const { told, content } = await page.evaluate(() => {
      const iframe = document.getElementById('embed');
      return { told: parseFloat(iframe.style.height), content: iframe.contentDocument.documentElement.scrollHeight };
    });
    assert.ok(Math.abs(told - content) <= 2, `the iframe is as tall as its page (${told} vs ${content})`);

    // The dark theme, forced, on the compare widget; the others follow the (light) system.
    const backgrounds = await page.evaluate(() =>
      ['astar', 'compare'].map((id) => getComputedStyle(document.getElementById(id).shadowRoot.querySelector('.npw')).backgroundColor),
    );
    assert.deepEqual(backgrounds, ['rgb(255, 255, 255)', 'rgb(26, 30, 40)']);

    // No CSS leaks: the page's loud rules for button and .board-frame stay out of the widgets,
    // and the widgets' rules stay out of the page.
    const styles = await page.evaluate(() => {
      const solveButton = document.getElementById('bfs').shadowRoot.querySelector('button[data-action="solve"]');
      const frameInside = document.getElementById('bfs').shadowRoot.querySelector('.board-frame');
      const outside = document.createElement('div');
      outside.className = 'npw board-frame fact';
      document.body.append(outside);
      const result = {
        buttonBackground: getComputedStyle(solveButton).backgroundColor,
        buttonFont: getComputedStyle(solveButton).fontSize,
        frameOutline: getComputedStyle(frameInside).outlineStyle,
        outsideRadius: getComputedStyle(outside).borderTopLeftRadius,
        outsideBackground: getComputedStyle(outside).backgroundColor,
        outsideOutline: getComputedStyle(outside).outlineStyle,
      };
      outside.remove();
      return result;
    });
    assert.notEqual(styles.buttonBackground, 'rgb(255, 0, 170)');
    assert.notEqual(styles.buttonFont, '30px');
    assert.equal(styles.frameOutline, 'none');
    assert.equal(styles.outsideRadius, '0px');
    assert.equal(styles.outsideBackground, 'rgba(0, 0, 0, 0)');
    assert.equal(styles.outsideOutline, 'dashed', "the page's own rule applies to its own elements");

    // The page's five widgets share one worker; the iframe, another page, has its own.
    assert.equal(page.workerRequests, 2);
    for (const id of ['bfs', 'astar', 'dfs', 'fifteen', 'compare']) {
      assert.equal(await page.getAttribute(`#${id}`, 'data-problems'), '0', `#${id} has no problems`);
    }
    assert.deepEqual(page.problems, []);

    // The README's picture: the notes with BFS and A* solved and stepped.
    await bfs.locator('button[data-action="last"]').click();
    await astar.locator('button[data-action="next"]').click();
    await astar.locator('button[data-action="next"]').click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(0, 0);
    await page.waitForTimeout(400); // the tiles' slide
    await mkdir(ARTIFACTS, { recursive: true });
    const main = await page.locator('main').boundingBox();
    const pair = await page.locator('.pair').first().boundingBox();
    await page.screenshot({
      path: join(ARTIFACTS, 'course-notes.png'), // docs/course-notes.png in the README
      fullPage: true,
      clip: { x: main.x, y: 0, width: main.width, height: Math.round(pair.y + pair.height + 24) },
    });
  });

  test('embed.html: query parameters, and mistakes shown as text', async (t) => {
    const good =
      `${env.server.url}embed.html?board=8,6,7,2,5,4,3,0,1&algorithm=astar&heuristic=manhattan&controls=step` +
      '&autoplay&speed=20&start=5&end=10&theme=light&picture=www/favicon.svg';
    const page = await openPage(env.browser, good);
    t.after(() => page.context().close());
    const widget = await ready(page, 'n-puzzle');
    // autoplay: solved and played through the range, moves 6 to 10.
    await widget.locator('.player[data-state="ready"][data-step="5"]').waitFor({ timeout: 30_000 });
    assert.equal(await widget.locator('.player h3').textContent(), 'Moves 6–10 of 31 moves (optimal)');
    assert.equal(await widget.locator('.npw-title').textContent(), '8-puzzle · A* · Manhattan distance');
    assert.equal(await widget.locator('button[data-action="solve"]').isVisible(), false);
    // The picture (an http(s) address, relative to the page) is drawn on the tiles.
    await widget.locator('.board-frame[data-skin="picture"]').waitFor();
    assert.deepEqual(page.problems, []);

    // Every mistake is named; the board's is the core's own parse error.
    const bad =
      `${env.server.url}embed.html?board=${encodeURIComponent('<img src=x onerror=window.pwned=1> 1 2')}` +
      `&algorithm=quick&speed=fast&controls=solve,dance&theme=sepia&start=9&end=3&colour=red` +
      `&picture=${encodeURIComponent('javascript:window.pwned=2')}&goal=blank-first&goal=blank-last`;
    await page.goto(bad);
    const broken = page.locator('n-puzzle');
    await broken.and(page.locator('[data-state="error"]')).waitFor();
    const text = (await broken.locator('.npw-problems').textContent()) + (await page.locator('.embed-problems').textContent());
    for (const expected of [
      /The board given cannot be shown; a default board stands in/,
      /board: '<img' at position 1 is not a number/,
      /algorithm: unknown algorithm 'quick': use bfs, /, // the core's words (parseAlgorithm)
      /speed: “fast” is not a speed/,
      /controls: “dance” is not a control \(play, solve, step, compare, game, search, lab\)/,
      /theme: “sepia” is not a theme/,
      /end: 3 comes before start 9/,
      /picture: only http\(s\) image addresses are shown, not javascript:/,
      /“colour” is not a parameter of this puzzle/,
      /“goal” is given twice; the first one counts/,
    ]) {
      assert.match(text, expected);
    }
    // Text only: no element was made from the URL, nothing ran.
    assert.equal(await page.evaluate(() => document.querySelector('n-puzzle').shadowRoot.querySelectorAll('img').length), 0);
    assert.equal(await page.evaluate(() => document.querySelectorAll('img').length), 0);
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    assert.deepEqual(page.problems, []);

    // A wrong step range is reported once the solution's length is known.
    await page.goto(`${env.server.url}embed.html?board=1,2,3,4,5,6,0,7,8&controls=step&start=5`);
    const short = await ready(page, 'n-puzzle');
    await short.locator('.npw-problems').waitFor();
    assert.match(await short.locator('.npw-problems').textContent(), /start: 5 is past the solution's last step \(2\)/);
  });

  test('themes: auto follows the reader\'s system, light and dark are forced', async (t) => {
    const page = await openPage(env.browser, `${env.server.url}examples/course-notes.html`, { colorScheme: 'dark' });
    t.after(() => page.context().close());
    await ready(page, '#bfs');
    await ready(page, '#compare');
    await page.evaluate(() => document.getElementById('bfs').setAttribute('theme', 'light'));
    await ready(page, '#bfs');
    await ready(page, '#astar');
    const backgrounds = await page.evaluate(() =>
      ['astar', 'bfs', 'compare'].map((id) => getComputedStyle(document.getElementById(id).shadowRoot.querySelector('.npw')).backgroundColor),
    );
    assert.deepEqual(backgrounds, ['rgb(26, 30, 40)', 'rgb(255, 255, 255)', 'rgb(26, 30, 40)']);
  });

  test('with the service worker in charge, embed.html still loads and solves', async (t) => {
    const context = await env.browser.newContext({ viewport: { width: 900, height: 800 } });
    t.after(() => context.close());
    const page = watchProblems(await context.newPage());
    await page.goto(env.server.url);
    await page.waitForSelector('main[data-ready="true"]');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(`${env.server.url}embed.html?board=1,2,3,4,5,6,0,7,8&controls=solve,step`);
    assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page is controlled');
    const widget = await ready(page, 'n-puzzle');
    const run = await solve(widget);
    assert.equal(run.length, 2);
    await stepOnce(widget);
    assert.deepEqual(page.problems, []);
  });

  test('<n-puzzle> on a page from another origin: one wasm load, one worker, no CSS leaks', async (t) => {
    // The widget's files, from their own server, with CORS as GitHub Pages sends it.
    const widgetServer = await serveStatic(DIST, '/npuzzle/', { 'access-control-allow-origin': '*' });
    t.after(() => widgetServer.close());
    const script = `${widgetServer.url}www/n-puzzle.js`;
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>Host</title>
      <style>body { font: 30px serif; color: rgb(200, 0, 0); } button { background: rgb(255, 0, 170); }
        .board-frame, .npw { border: 9px solid lime; }</style>
      <script type="module" src="${script}"></script></head><body>
      <p class="npw">A paragraph of the host page.</p>
      <n-puzzle id="one" board="1 2 3; 4 5 6; 0 7 8" controls="solve,step"></n-puzzle>
      <n-puzzle id="two" board="7 3 4; 8 2 6; 5 1 0" algorithm="idastar" controls="play,solve,step"></n-puzzle>
      <n-puzzle id="three" size="3x3" controls="play" theme="dark" picture="builtin"></n-puzzle>
      <n-puzzle id="four" board="14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15" goal="blank-first"
        algorithm="idastar" heuristic="pdb" controls="solve,step"></n-puzzle>
      </body></html>`;
    const host = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    });
    await new Promise((resolve) => host.listen(0, '127.0.0.1', resolve));
    t.after(() => new Promise((resolve) => host.close(resolve)));
    const hostUrl = `http://127.0.0.1:${host.address().port}/notes.html`;
    assert.notEqual(new URL(hostUrl).origin, new URL(widgetServer.url).origin);

    // The widget's site serves no prebuilt databases here, so #four builds them (the download
    // from another origin is prebuilt.test.mjs's).
    const page = await openPage(env.browser, hostUrl, {}, withoutPrebuilt);
    t.after(() => page.context().close());
    const one = await ready(page, '#one');
    const two = await ready(page, '#two');
    await ready(page, '#three');
    await one.locator('button[data-action="solve"]').click();
    await two.locator('button[data-action="solve"]').click();
    const [first, second] = await Promise.all([solved(one), solved(two)]);
    assert.equal(first.length, 2);
    assert.equal(second.length, 20);
    await stepOnce(two);

    // One worker (a blob: URL importing the widget's worker.js), one wasm for the page and one
    // for the worker, however many widgets.
    const workers = page.workers().map((worker) => worker.url());
    assert.equal(workers.length, 1, `one worker: ${workers}`);
    assert.match(workers[0], /^blob:http:\/\/127\.0\.0\.1:/);
    assert.equal(page.wasmRequests, 2);

    const styles = await page.evaluate(() => {
      const root = document.getElementById('two').shadowRoot;
      const paragraph = document.querySelector('p.npw');
      return {
        font: getComputedStyle(root.querySelector('.npw')).fontSize,
        color: getComputedStyle(root.querySelector('.npw')).color,
        button: getComputedStyle(root.querySelector('button[data-action="solve"]')).backgroundColor,
        frameBorder: getComputedStyle(root.querySelector('.board-frame')).borderTopWidth,
        paragraphBorder: getComputedStyle(paragraph).borderTopWidth,
        paragraphPadding: getComputedStyle(paragraph).paddingTop,
      };
    });
    assert.equal(styles.font, '15px');
    assert.notEqual(styles.color, 'rgb(200, 0, 0)');
    assert.notEqual(styles.button, 'rgb(255, 0, 170)');
    assert.equal(styles.frameBorder, '0px');
    assert.equal(styles.paragraphBorder, '9px', "the host's rule styles the host's paragraph");
    assert.equal(styles.paragraphPadding, '0px', "the widget's .npw rule stays in the widget");

    // Korf's #12 with pattern databases: the worker hands half the build to a second worker,
    // which on another origin also starts from a blob: URL.
    const four = await ready(page, '#four');
    await four.locator('button[data-action="solve"]').click();
    const fourth = await solved(four);
    assert.equal(fourth.length, 45);
    assert.ok(fourth.optimal);
    const databases = (await four.locator('.facts:not(.progress) [data-fact="databases"] dd').textContent()).trim();
    console.log(`<n-puzzle> from another origin, Korf #12: databases ${databases}`);
    if (await page.evaluate(() => navigator.hardwareConcurrency >= 2)) {
      assert.match(databases, / on two cores \(The prebuilt pattern databases could not be used/);
    }
    assert.deepEqual(page.problems, []);
  });
});
