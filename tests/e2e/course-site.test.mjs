// Issue 25, part B: <n-puzzle> on any course site. Under a strict Content-Security-Policy it
// solves with no violation; what the author wrote inside it shows until it runs and stays when
// its code cannot load; on a page of another origin it works with exactly the headers the site
// declares (dist/_headers, Trunk.toml's [serve] headers), and without them shows its fallback.

import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DIST, launchBrowser, screenshot, serveStatic, watchProblems } from './support.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CSP = "script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const FALLBACK = 'An 8-puzzle two moves from the goal: 1 2 3 / 4 5 6 / _ 7 8.';

/** A course page holding widgets (`src`: the element's script). */
function coursePage(src, widgets) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lecture</title><link rel="icon" href="data:,">
    <script type="module" src="${src}"></script></head><body><h1>Lecture</h1>${widgets}</body></html>`;
}

const SOLVE_WIDGET = `<n-puzzle id="solve" board="1 2 3; 4 5 6; 0 7 8" controls="play,solve,step"><p>${FALLBACK}</p></n-puzzle>`;

/** Records CSP violations from the page's start: securitypolicyviolation events (the widget's shadow roots included). */
function recordViolations(context) {
  return context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`), true);
  });
}

/** The headers a _headers file (Netlify, Cloudflare Pages) gives every file: `/*`'s. */
async function declaredHeaders() {
  const text = await readFile(join(DIST, '_headers'), 'utf8');
  const headers = {};
  let all = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!/^\s/.test(line)) all = line.trim() === '/*';
    else if (all) {
      const [name, ...value] = line.trim().split(':');
      headers[name.trim().toLowerCase()] = value.join(':').trim();
    }
  }
  return headers;
}

/** A page of its own origin (another port) holding `html`. */
async function otherOrigin(t, html) {
  const host = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise((resolve) => host.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => host.close(resolve)));
  return `http://127.0.0.1:${host.address().port}/lecture.html`;
}

async function solveIn(widget) {
  await widget.getByRole('button', { name: 'Solve', exact: true }).click();
  await widget.locator('.npw-solve[data-state="solved"]').waitFor({ timeout: 60_000 });
  return (await widget.locator('.facts:not(.progress) [data-fact="length"] dd').textContent())?.trim();
}

describe('any course site', () => {
  test("a host page with script-src 'self' 'wasm-unsafe-eval'; style-src 'self': no violation, a working solve", async (t) => {
    const pages = {
      'lecture.html': coursePage('www/n-puzzle.js', `${SOLVE_WIDGET}
        <n-puzzle id="compare" board="8 6 7; 2 5 4; 3 0 1" controls="compare" algorithms="bfs,astar" theme="dark"></n-puzzle>`),
    };
    // The policy on every response, the workers' scripts included (a worker follows its own).
    const server = await serveStatic(DIST, '/npuzzle/', { 'content-security-policy': CSP }, pages);
    t.after(() => server.close());
    const browser = await launchBrowser();
    t.after(() => browser.close());
    const context = await browser.newContext({ viewport: { width: 900, height: 1000 }, serviceWorkers: 'block' });
    await recordViolations(context);
    const page = watchProblems(await context.newPage());
    await page.goto(`${server.url}lecture.html`);

    const widget = page.locator('#solve');
    await widget.and(page.locator('[data-state="ready"]')).waitFor();
    assert.equal(await solveIn(widget), '2 moves');
    await widget.getByRole('button', { name: 'Next step' }).click();
    await widget.locator('.player[data-step="1"]').waitFor();
    // Styled by its constructed style sheets: the card's border and the board's canvas.
    const styled = await page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.getElementById('solve')?.shadowRoot);
      return { sheets: root.adoptedStyleSheets.length, elements: root.querySelectorAll('style, link, [style]').length, radius: getComputedStyle(root.querySelector('.npw')).borderTopLeftRadius };
    });
    assert.equal(styled.sheets, 3);
    assert.equal(styled.radius, '14px');
    // A comparison, and a statistic's definition (a popover).
    const compare = page.locator('#compare');
    await compare.getByRole('button', { name: 'Compare' }).click();
    await compare.locator('.npw-compare[data-state="idle"] tr[data-algorithm="astar"][data-state="solved"]').waitFor({ timeout: 60_000 });
    await compare.getByRole('button', { name: 'Expanded', exact: true }).hover();
    await compare.getByRole('tooltip').first().waitFor();
    // The workers start from their own URLs, not blob: ones a worker-src would have to allow.
    for (const worker of page.workers()) assert.doesNotMatch(worker.url(), /^blob:/);
    await screenshot(page, 'course-site-csp');

    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assert.deepEqual(page.problems, []);

    // The check can see a violation: an inline style attribute set from the page is refused.
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { id: 'probe' })));
    await page.evaluate(() => document.getElementById('probe')?.setAttribute('style', 'color: red'));
    await page.waitForFunction(() => window.__violations.length > 0);
  });

  test('the fallback the author wrote shows until the widget runs, and stays when its code cannot load', async (t) => {
    const pages = { 'lecture.html': coursePage('www/n-puzzle.js', SOLVE_WIDGET) };
    const server = await serveStatic(DIST, '/npuzzle/', {}, pages);
    t.after(() => server.close());
    const browser = await launchBrowser();
    t.after(() => browser.close());
    const open = async (block) => {
      const context = await browser.newContext({ viewport: { width: 800, height: 700 }, serviceWorkers: 'block' });
      t.after(() => context.close());
      if (block) await context.route(block, (route) => route.abort('failed'));
      const page = await context.newPage();
      await page.goto(`${server.url}lecture.html`);
      return page;
    };

    // Running: the fallback gives way to the widget.
    const running = await open(null);
    await running.locator('#solve[data-state="ready"]').waitFor();
    await running.getByText(FALLBACK).waitFor({ state: 'hidden' });
    assert.ok(await running.locator('#solve').getByRole('button', { name: 'Solve', exact: true }).isVisible());

    // Its script never loads: the element stays undefined and shows what the author wrote.
    const blocked = await open('**/www/n-puzzle.js');
    await blocked.waitForLoadState('load');
    assert.ok(await blocked.getByText(FALLBACK).isVisible());
    assert.equal(await blocked.evaluate(() => customElements.get('n-puzzle')), undefined);

    // The core cannot load: the reason, and the fallback below it.
    const noWasm = await open('**/npuzzle_bg.wasm');
    await noWasm.locator('#solve[data-state="error"]').waitFor();
    assert.match(String(await noWasm.locator('#solve').getByRole('alert').textContent()), /The WebAssembly core could not load/);
    assert.ok(await noWasm.getByText(FALLBACK).isVisible());
    await screenshot(noWasm, 'course-site-fallback');
  });

  test('on a page of another origin, with the headers the site declares (_headers, make serve)', async (t) => {
    const declared = await declaredHeaders();
    assert.equal(declared['access-control-allow-origin'], '*', 'dist/_headers: CORS for every file');
    const trunk = await readFile(join(ROOT, 'Trunk.toml'), 'utf8');
    const serve = trunk.slice(trunk.indexOf('[serve]'), trunk.indexOf('[[hooks]]'));
    assert.match(serve, /^headers = \{ "Access-Control-Allow-Origin" = "\*" \}$/m, 'make serve: CORS for every file');
    assert.match(serve, /^no_spa = true$/m, 'make serve: a missing file is a 404');

    const browser = await launchBrowser();
    t.after(() => browser.close());
    for (const [name, headers] of [['declared', declared], ['none', {}]]) {
      const site = await serveStatic(DIST, '/npuzzle/', headers);
      t.after(() => site.close());
      const lecture = await otherOrigin(t, coursePage(`${site.url}www/n-puzzle.js`, SOLVE_WIDGET));
      assert.notEqual(new URL(lecture).origin, new URL(site.url).origin);
      const context = await browser.newContext({ viewport: { width: 800, height: 700 }, serviceWorkers: 'block' });
      t.after(() => context.close());
      const page = watchProblems(await context.newPage());
      await page.goto(lecture);
      if (name === 'declared') {
        const widget = page.locator('#solve');
        await widget.and(page.locator('[data-state="ready"]')).waitFor();
        assert.equal(await solveIn(widget), '2 moves');
        assert.deepEqual(page.problems, []);
      } else {
        // Without CORS the module is refused: the page keeps the author's fallback.
        await page.waitForLoadState('load');
        await page.waitForTimeout(500);
        assert.ok(await page.getByText(FALLBACK).isVisible());
        assert.ok(page.problems.some((problem) => /CORS|Access-Control-Allow-Origin/.test(problem)), page.problems.join('\n'));
      }
    }
  });
});
