// Exercises (issue 28): the student is the search, graded by the core. A predict exercise of 3
// steps inside embed.html in a host page (feedback, the score "N of 3", three messages posted
// with `right`); a node expanded by hand in the element (the event fires); g, h and f entered
// in the playground; the stepping controls hidden meanwhile; desktop and 375 pixels.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';

import { ARTIFACTS, DIST, openPlayground, screenshot, serveStatic, servedPlayground, watchProblems } from './support.mjs';

const env = servedPlayground();
const BOARD = '8,6,7,2,5,4,3,0,1';

/** The value of `key` in a choice's accessible name ("1 2 3 / ..., g 1, h 12, f 13"). */
const valueIn = (name, key) => Number(new RegExp(`\\b${key} (\\d+(?:\\.\\d+)?)`).exec(name)?.[1]);

/** The choices' buttons of an exercise in `scope` and their names. */
async function choices(scope) {
  const buttons = scope.locator('#exercise-choices button');
  await buttons.first().waitFor();
  const names = await buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? ''));
  return { buttons, names };
}

/** A course page (`html`) served beside the site, opened at `viewport`: {server, context, page}. */
async function hostPage(t, html, viewport) {
  const server = await serveStatic(DIST, '/npuzzle/', {}, { 'host.html': html });
  t.after(() => server.close());
  const context = await env.browser.newContext({ viewport, serviceWorkers: 'block' });
  t.after(() => context.close());
  const page = watchProblems(await context.newPage());
  await page.goto(`${server.url}host.html`);
  return { server, context, page };
}

/** The stepping controls, which an exercise hides: [Next expansion, Play, the scrubber] visible? */
function steppingShown(scope) {
  return Promise.all([
    scope.getByRole('button', { name: 'Next expansion' }).isVisible(),
    scope.getByRole('button', { name: 'Play' }).isVisible(),
    scope.getByRole('slider', { name: 'Expansion' }).isVisible(),
  ]);
}

describe('exercises', () => {
  test('predict, 3 steps, in embed.html inside a host page: feedback, "N of 3", three messages', async (t) => {
    const query = `board=${BOARD}&algorithm=astar&heuristic=manhattan&mode=exercise&exercise=predict&steps=3&seed=7`;
    const host = `<!doctype html><meta charset="utf-8"><title>Course page</title><link rel="icon" href="data:,">
      <p id="score">No answer yet</p>
      <iframe src="embed.html?${query}" title="Exercise" style="width: 100%; height: 1400px; border: 0"></iframe>
      <script>
        window.messages = [];
        addEventListener('message', (event) => {
          if (event.data?.type !== 'npuzzle:exercise') return;
          window.messages.push(event.data);
          document.querySelector('#score').textContent = event.data.score + ' of ' + event.data.total;
        });
      </script>`;
    const { server, context, page } = await hostPage(t, host, { width: 1280, height: 900 });
    const widget = page.frameLocator('iframe').locator('n-puzzle');
    await widget.getByRole('heading', { name: 'Exercise: predict' }).waitFor({ timeout: 60_000 });
    assert.match(await widget.locator('#exercise-question').textContent(), /Which node is expanded next\?/);
    assert.deepEqual(await steppingShown(widget), [false, false, false], 'the stepping controls give the answer away');

    // Question 1: the lowest f, as A* takes it: right.
    let { buttons, names } = await choices(widget);
    const fs = names.map((name) => valueIn(name, 'f'));
    await buttons.nth(fs.indexOf(Math.min(...fs))).click();
    const feedback = widget.locator('#exercise-feedback');
    assert.match(await feedback.textContent(), /^Right\. A\* expands the lowest f: this node has f \d+/);
    assert.equal(await widget.locator('#exercise-score').textContent(), 'Score: 1 of 3');
    // The tree shows what the search has made by this step, as boards (not dots placed for the
    // whole recording): a button names each of its nodes.
    const made = Number((await widget.locator('.search-counts').first().textContent()).match(/has (\d+) nodes/)[1]);
    await page.waitForFunction(
      (count) => document.querySelector('iframe').contentDocument.querySelector('n-puzzle').shadowRoot.querySelectorAll('.search-node').length === count,
      made,
    );
    assert.match(await widget.locator('.search-node').first().getAttribute('aria-label'), /, g 0, h \d+, f \d+$/);
    await screenshot(page, 'exercise-predict-desktop');

    // Question 2: the highest f, when it is above the lowest: not quite, and the right one is shown.
    await widget.getByRole('button', { name: 'Next question' }).click();
    ({ buttons, names } = await choices(widget));
    const f2 = names.map((name) => valueIn(name, 'f'));
    const wrong = f2.indexOf(Math.max(...f2));
    await buttons.nth(wrong).click();
    const said = await feedback.textContent();
    if (Math.max(...f2) > Math.min(...f2)) {
      assert.match(said, /^Not quite\. A\* expands the lowest f: this node has f \d+, that one f \d+\./);
      assert.ok((await widget.getByRole('button', { name: /Right answer$/ }).count()) >= 1, 'the right choice is named');
      assert.match((await buttons.nth(wrong).getAttribute('aria-label')) ?? '', /Your answer, not right$/);
    }
    // Question 3: any answer; then the summary.
    await widget.getByRole('button', { name: 'Next question' }).click();
    ({ buttons } = await choices(widget));
    await buttons.first().click();
    await widget.getByRole('button', { name: 'See the summary' }).click();
    assert.equal(await widget.locator('#exercise-summary-table tbody tr').count(), 3);
    assert.match(await widget.locator('#exercise-score').textContent(), /^Score: [1-3] of 3$/);

    await page.waitForFunction(() => window.messages.length === 3);
    const messages = await page.evaluate(() => window.messages);
    assert.deepEqual(messages.map((m) => [m.type, m.kind, m.total, typeof m.right]), Array(3).fill(['npuzzle:exercise', 'predict', 3, 'boolean']));
    assert.equal(messages[0].right, true);
    assert.equal(messages.at(-1).score, messages.filter((m) => m.right).length);
    assert.deepEqual(messages.map((m) => m.step), [1, 2, 3], 'the first expansion, of the lone start, asks nothing');
    assert.equal(await page.locator('#score').textContent(), `${messages.at(-1).score} of 3`);
    assert.deepEqual(page.problems, []);

    // The same attributes give the same boards in the same order.
    const again = await context.newPage();
    await again.goto(`${server.url}embed.html?${query}`);
    const first = await choices(again.locator('n-puzzle'));
    await page.goto(`${server.url}embed.html?${query}`);
    assert.deepEqual((await choices(page.locator('n-puzzle'))).names, first.names);
  });

  test('expand a node by hand in the element: the children that go on the frontier; the event fires', async (t) => {
    const host = `<!doctype html><meta charset="utf-8"><title>Lecture</title><link rel="icon" href="data:,">
      <script type="module" src="www/n-puzzle.js"></script>
      <n-puzzle board="1 2 3; 4 0 6; 7 5 8" algorithm="astar" heuristic="manhattan" mode="exercise" exercise="expand" steps="2"></n-puzzle>
      <script>window.events = []; document.addEventListener('npuzzle-exercise', (event) => window.events.push(event.detail));</script>`;
    const { page } = await hostPage(t, host, { width: 375, height: 800 });
    const widget = page.locator('n-puzzle');
    await widget.getByRole('heading', { name: 'Exercise: expand' }).waitFor({ timeout: 60_000 });
    // The root, first: it is the only choice; its children all go on the frontier.
    let { buttons } = await choices(widget);
    assert.equal(await buttons.count(), 1);
    await buttons.first().click();
    assert.match(await widget.locator('#exercise-feedback').textContent(), /^Right\..*Now expand it: which of its children go on the frontier\?/);
    ({ buttons } = await choices(widget));
    assert.equal(await buttons.count(), 4, 'the blank in the middle: four children');
    for (let i = 0; i < 4; i += 1) {
      await buttons.nth(i).focus();
      await page.keyboard.press(i % 2 ? 'Enter' : 'Space'); // by keyboard
      assert.equal(await buttons.nth(i).getAttribute('aria-pressed'), 'true');
    }
    await widget.getByRole('button', { name: 'Put them on the frontier' }).click();
    assert.match(await widget.locator('#exercise-feedback').textContent(), /^Right\. 4 of its 4 children go on the frontier\.$/);
    await page.waitForFunction(() => window.events.length === 1);
    const [event] = await page.evaluate(() => window.events);
    assert.deepEqual({ ...event, answer: typeof event.answer }, { kind: 'expand', step: 0, answer: 'string', right: true, score: 1, total: 2 });

    // Next: the lowest f again, then every child chosen, the move back to the start among them.
    await widget.getByRole('button', { name: 'Next question' }).click();
    let names;
    ({ buttons, names } = await choices(widget));
    const fs = names.map((name) => valueIn(name, 'f'));
    await buttons.nth(fs.indexOf(Math.min(...fs))).click();
    ({ buttons } = await choices(widget));
    const count = await buttons.count();
    for (let i = 0; i < count; i += 1) await buttons.nth(i).click();
    await widget.getByRole('button', { name: 'Put them on the frontier' }).click();
    const said = await widget.locator('#exercise-feedback').textContent();
    assert.match(said, /^Not quite\. \d of its \d children go on the frontier; left out: .*the move back to its parent/);
    await page.waitForFunction(() => window.events.length === 2);
    assert.deepEqual((await page.evaluate(() => window.events))[1].right, false);
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375, 'the exercise fits 375 pixels');
    await screenshot(page, 'exercise-expand-375');
    assert.deepEqual(page.problems, []);
  });

  test('values in the playground: g, h and f typed for the node shown; in the hash', async (t) => {
    const page = await openPlayground(
      env.browser,
      `${env.server.url}#board=3x3:${BOARD}&algo=astar&h=manhattan&view=search&mode=exercise&exercise=values&steps=2`,
      { viewport: { width: 1280, height: 900 } },
    );
    t.after(() => page.context().close());
    await page.getByRole('heading', { name: 'Exercise: values' }).waitFor({ timeout: 60_000 });
    assert.deepEqual(await steppingShown(page), [false, false, false]);
    await page.waitForFunction(() => /mode=exercise&exercise=values&steps=2/.test(location.hash));
    const node = Number(await page.locator('#exercise-choices li').getAttribute('data-node'));
    const truth = await page.evaluate((id) => document.querySelector('#search-section').searchView.describe(id), node);
    await page.getByRole('spinbutton', { name: 'g' }).fill(String(truth.g));
    await page.getByRole('spinbutton', { name: 'h' }).fill(String(truth.h));
    await page.getByRole('spinbutton', { name: 'f' }).fill(String(truth.f));
    await page.getByRole('button', { name: 'Check' }).click();
    assert.equal(await page.locator('#exercise-feedback').textContent(), `Right. g ${truth.g}, h ${truth.h}, f ${truth.f} (f = g + h).`);
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('spinbutton', { name: 'g' }).fill('0');
    await page.getByRole('spinbutton', { name: 'h' }).fill('0');
    await page.getByRole('spinbutton', { name: 'f' }).fill('0');
    await page.getByRole('button', { name: 'Check' }).click();
    assert.match(await page.locator('#exercise-feedback').textContent(), /^Not quite\. g \d+( \(you gave 0\))?, h \d+ \(you gave 0\), f \d+ \(you gave 0\)/);
    assert.equal(await page.locator('#exercise-score').textContent(), 'Score: 1 of 2');
    await screenshot(page, 'exercise-values-desktop');
    // Ending it brings the stepping controls back.
    await page.getByRole('button', { name: 'End exercise' }).click();
    assert.deepEqual(await steppingShown(page), [true, true, true]);
    assert.deepEqual(page.problems, []);
  });

  test('the course notes record the score in the page', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await page.goto(`${env.server.url}examples/course-notes.html`);
    const widget = page.locator('#exercise');
    await widget.getByRole('heading', { name: 'Exercise: predict' }).waitFor({ timeout: 60_000 });
    const { buttons, names } = await choices(widget);
    const fs = names.map((name) => valueIn(name, 'f'));
    await buttons.nth(fs.indexOf(Math.min(...fs))).click(); // the lowest f: right
    await page.waitForFunction(() => /^Your score: 1 of 5/.test(document.querySelector('#notes-score')?.textContent ?? ''));
    assert.equal(await page.locator('#notes-score').textContent(), 'Your score: 1 of 5 (the last answer: right).');
    await mkdir(ARTIFACTS, { recursive: true });
    await page.locator('figure:has(#exercise)').screenshot({ path: join(ARTIFACTS, 'exercise-course-notes.png') });
  });

  test('an unknown exercise is named, with the ones there are', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await page.goto(`${env.server.url}embed.html?board=${BOARD}&mode=exercise&exercise=guess&steps=3`);
    const problems = page.locator('n-puzzle .npw-problems:not([hidden])');
    await problems.waitFor({ timeout: 60_000 });
    assert.match(await problems.textContent(), /exercise: unknown exercise 'guess': use predict, expand or values/);
  });
});
