// Checking a student's work (issue 36): a wrong A* trace pasted in the Search view's "Check my
// search" (the verdict sentence, the first wrong board marked, the student's trace drawn as a
// tree beside the reference, both at that expansion: check-trees.test.mjs steps them further), a valid one (the variant named), a move list with a wrong
// third move in the Solve panel's "Check my solution" (named, the legal moves stepped through),
// the widget with check="search" firing npuzzle-checked, and embed.html posting npuzzle:checked.
// Desktop and 375 pixels.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { DIST, loadBoard, openPlayground, screenshot, selectTab, serveStatic, servedPlayground, watchProblems } from './support.mjs';

const env = servedPlayground();
const START = '1 2 3 4 5 6 0 7 8';
// A*'s second expansion must be 1 2 3 / 4 5 6 / 7 _ 8 (f = 2); this one has f = 4.
const WRONG = ['1 2 3 4 5 6 0 7 8', 'Expanding: 1 2 3 0 5 6 4 7 8', '1 2 3 4 5 6 7 0 8', '1 2 3 4 5 6 7 8 0'].join('\n');
const VALID = ['1 2 3 4 5 6 0 7 8', '1 2 3 4 5 6 7 0 8', '1 2 3 4 5 6 7 8 0'].join('\n');

/** A page holding `html` served beside the site: {page}. */
async function hostPage(t, html, viewport = { width: 1280, height: 900 }) {
  const server = await serveStatic(DIST, '/npuzzle/', {}, { 'host.html': html });
  t.after(() => server.close());
  const context = await env.browser.newContext({ viewport, serviceWorkers: 'block' });
  t.after(() => context.close());
  const page = watchProblems(await context.newPage());
  await page.goto(`${server.url}host.html`);
  return page;
}

/** The Search view's "Check my search", opened, with A* and Manhattan chosen. */
async function checkSearch(page, trace) {
  await selectTab(page, 'search');
  const section = page.locator('#check-search-section');
  await section.locator('summary').click();
  await section.getByLabel('Algorithm').selectOption('astar');
  await section.getByLabel('Heuristic').selectOption('manhattan');
  await section.getByLabel('Boards your search expanded').fill(trace);
  await section.getByRole('button', { name: 'Check', exact: true }).click();
  const verdict = section.getByRole('status');
  await verdict.filter({ hasNotText: 'Checking' }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => !document.querySelector('#check-search-verdict')?.textContent?.startsWith('Checking'));
  return { section, verdict: await verdict.textContent() };
}

describe('checking a student’s work', () => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 800 }]) {
    test(`a wrong A* trace in the Search view, at ${viewport.width} px: the verdict, the first wrong expansion marked, the reference opened there`, async () => {
      const page = await openPlayground(env.browser, `${env.server.url}index.html`, { viewport });
      await loadBoard(page, START);
      const { section, verdict } = await checkSearch(page, WRONG);
      assert.match(verdict, /^expansion 2: 1 2 3 \/ _ 5 6 \/ 4 7 8 has f = 4, but .*f = 2/);
      const wrong = section.getByRole('figure').filter({ hasText: 'Your expansion 2: the first wrong one' });
      assert.equal(await wrong.getByRole('img', { name: '1 2 3 / _ 5 6 / 4 7 8' }).count(), 1);
      // The reference search, recorded, stands at its own expansion 2 with its "Why this node",
      // and the student's tree beside it at theirs, marked.
      await page.waitForSelector('#search-section[data-step="2"]', { timeout: 60_000 });
      assert.match(await page.locator('#search-step').textContent(), /^Expansion 2 of /);
      const yours = page.getByRole('region', { name: 'Your search' });
      await yours.getByRole('button', { name: /^Your first wrong expansion: 1 2 3 \/ _ 5 6 \/ 4 7 8, g 1, h 3, f 4$/ }).waitFor();
      assert.match(await page.locator('#search-why').textContent(), /lowest f/);
      await screenshot(page, `check-search-wrong-${viewport.width}`);
      await page.context().close();
    });
  }

  test('a valid A* trace says valid and names the variant', async () => {
    const page = await openPlayground(env.browser, `${env.server.url}index.html`);
    await loadBoard(page, START);
    const { section, verdict } = await checkSearch(page, VALID);
    assert.match(verdict, /valid/i);
    assert.doesNotMatch(verdict, /not valid|invalid/i);
    assert.match(await section.locator('.check-variant').textContent(), /^Matches: /);
    await page.context().close();
  });

  test('a move list with a wrong third move in the Solve panel: named, and the legal moves stepped through', async () => {
    const page = await openPlayground(env.browser, `${env.server.url}index.html`);
    await loadBoard(page, START);
    await selectTab(page, 'solve');
    const section = page.locator('#check-solution-section');
    await section.locator('summary').click();
    await section.getByLabel('Your moves').fill('L L U');
    await section.getByRole('button', { name: 'Check solution' }).click();
    await page.waitForFunction(() => /Move 3/.test(document.querySelector('#check-solution-verdict')?.textContent ?? ''));
    const verdict = await section.getByRole('status').textContent();
    assert.match(verdict, /Move 3, U: no tile below the blank/);
    assert.match(await page.locator('#move-wrong').textContent(), /Move 3, U/);
    assert.equal(await page.getByRole('option', { name: /^Move \d/ }).count(), 2);
    await page.getByRole('group', { name: 'Step through the solution' }).getByRole('button', { name: 'Next step' }).click();
    await page.waitForSelector('#player[data-step="1"]');
    assert.match(await section.getByRole('status').textContent(), /Move 3, U/, 'stepping through them keeps the verdict');
    await screenshot(page, 'check-solution-1280');

    // Another board dealt: the verdict spoke of the one before, and goes.
    await selectTab(page, 'input');
    await page.click('button[data-preset="easy-8"]');
    await selectTab(page, 'solve');
    assert.equal(await section.getByRole('status').textContent(), '');
    await page.context().close();
  });

  test('a widget with check="search" fires npuzzle-checked; checkTrace checks from a script', async (t) => {
    const page = await hostPage(
      t,
      `<!doctype html><meta charset="utf-8"><title>Homework</title><link rel="icon" href="data:,">
      <script type="module" src="www/n-puzzle.js"></script>
      <script>window.checked = []; document.addEventListener('npuzzle-checked', (event) => window.checked.push(event.detail));</script>
      <n-puzzle check="search" algorithm="astar" heuristic="manhattan" board="${START}"></n-puzzle>`,
    );
    const widget = page.locator('n-puzzle');
    await page.waitForSelector('n-puzzle[data-state="ready"]');
    await widget.getByLabel('Boards your search expanded').fill(WRONG);
    await widget.getByRole('button', { name: 'Check', exact: true }).click();
    await page.waitForFunction(() => window.checked.length === 1, null, { timeout: 60_000 });
    const [detail] = await page.evaluate(() => window.checked);
    assert.equal(detail.kind, 'search');
    assert.equal(detail.valid, false);
    assert.equal(detail.step, 2);
    assert.match(detail.message, /^expansion 2: /);
    const verdict = await page.evaluate((trace) => document.querySelector('n-puzzle').checkTrace(trace).then((v) => v.valid), VALID);
    assert.equal(verdict, true);
    await screenshot(page, 'check-widget-1280');
  });

  test('embed.html with check="search" posts npuzzle:checked to its parent', async (t) => {
    const query = new URLSearchParams({ board: START, algorithm: 'astar', heuristic: 'manhattan', check: 'search' });
    const page = await hostPage(
      t,
      `<!doctype html><meta charset="utf-8"><title>Course page</title><link rel="icon" href="data:,">
      <script>window.messages = []; addEventListener('message', (event) => { if (event.data?.type === 'npuzzle:checked') window.messages.push(event.data); });</script>
      <iframe src="embed.html?${query}" title="Check" style="width: 100%; height: 900px; border: 0"></iframe>`,
      { width: 375, height: 800 },
    );
    const widget = page.frameLocator('iframe').locator('n-puzzle');
    await widget.getByLabel('Boards your search expanded').fill(VALID);
    await widget.getByRole('button', { name: 'Check', exact: true }).click();
    await page.waitForFunction(() => window.messages.length === 1, null, { timeout: 60_000 });
    const [message] = await page.evaluate(() => window.messages);
    assert.deepEqual(Object.keys(message).sort(), ['kind', 'message', 'step', 'type', 'valid']);
    assert.equal(message.valid, true);
    assert.equal(message.step, null);
    await screenshot(page, 'check-embed-375');
  });
});
