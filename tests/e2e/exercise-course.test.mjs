// Exercises on a course page (issue 35, point 6): a widget's exercise shows the exercise only (no
// recording controls, no "Expansions to record", "Compare with" or Exercise select, no word of
// a Solve panel), keeps its height from one question to the next but for its feedback line, ends
// on a summary table (each question's board drawn small, the answer given, the right one, the
// reason for each "Not quite") with "Try again"; a wrong exercise attribute is reported and that
// attribute alone falls back to its default. At 1280 and 375 pixels, in the element and in
// embed.html.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { DIST, screenshot, serveStatic, servedPlayground, watchProblems } from './support.mjs';

const env = servedPlayground();

/** A course page holding `widget` (HTML), served beside the site, opened at `width`: the page. */
async function coursePage(t, widget, width) {
  const html = `<!doctype html><meta charset="utf-8"><title>Course notes</title><link rel="icon" href="data:,">
    <meta name="viewport" content="width=device-width">
    <body style="max-width: 48rem; margin: 1rem auto; padding: 0 0.5rem; font-family: sans-serif">
    <h1>Search, by hand</h1><p>Which board does A* expand next?</p>
    <script type="module" src="www/n-puzzle.js"></script>${widget}<p>The end of the notes.</p></body>`;
  const server = await serveStatic(DIST, '/npuzzle/', {}, { 'notes.html': html });
  t.after(() => server.close());
  const context = await env.browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  t.after(() => context.close());
  const page = watchProblems(await context.newPage());
  await page.goto(`${server.url}notes.html`);
  return page;
}

/** Heights, in pixels: the whole widget and its feedback line. */
function heights(widget) {
  return widget.evaluate((element) => ({
    widget: element.getBoundingClientRect().height,
    feedback: /** @type {HTMLElement} */ (element.shadowRoot.querySelector('#exercise-feedback')).getBoundingClientRect().height,
  }));
}

/** What a student should not see in an exercise: the recording controls, by name. */
async function recordingControlsShown(widget) {
  const shown = {};
  for (const [role, name] of [['button', 'Record search'], ['spinbutton', 'Expansions to record'], ['combobox', 'Compare with'], ['combobox', 'Exercise'], ['button', 'Start exercise'], ['button', 'End exercise']]) {
    if (await widget.getByRole(role, { name, exact: true }).isVisible()) shown[name] = true;
  }
  return shown;
}

/**
 * Answers every question of a predict or expand exercise (a board at random; for expand's second
 * part, its first child), measuring the widget before and after each; ends on the summary.
 * Answers {before, after}: the widget's height at each question, and after each answer less its
 * feedback line's.
 */
async function answerAll(widget, questions) {
  const before = [];
  const after = [];
  for (let question = 1; question <= questions; question += 1) {
    assert.match(await widget.locator('#exercise-question').textContent(), new RegExp(`^Question ${question} of ${questions}`));
    before.push((await heights(widget)).widget);
    const boards = widget.getByRole('list', { name: /Which node is expanded next/ }).getByRole('button');
    await boards.nth(question % (await boards.count())).click();
    const put = widget.getByRole('button', { name: 'Put them on the frontier' });
    if ((await put.count()) && (await put.isEnabled())) {
      await widget.locator('#exercise-choices button').first().click();
      await put.click();
    }
    const measured = await heights(widget);
    after.push(measured.widget - measured.feedback);
    await widget.getByRole('button', { name: question < questions ? 'Next question' : 'See the summary' }).click();
  }
  return { before, after };
}

describe('exercises on a course page', () => {
  for (const [width, kind] of [[1280, 'predict'], [375, 'expand']]) {
    test(`${kind} in the element at ${width} px: the exercise only, a steady height, the summary as a table, Try again`, async (t) => {
      const page = await coursePage(t, `<n-puzzle board="8 6 7; 2 5 4; 3 0 1" algorithm="astar" heuristic="manhattan" mode="exercise" exercise="${kind}" steps="4" seed="3"></n-puzzle>`, width);
      const widget = page.locator('n-puzzle');
      await widget.getByRole('heading', { name: `Exercise: ${kind}` }).waitFor({ timeout: 60_000 });
      assert.deepEqual(await recordingControlsShown(widget), {}, 'the recording controls stay out of the way');
      assert.equal(await widget.getByRole('button', { name: 'Next expansion' }).isVisible(), false);
      const words = await widget.evaluate((element) => /** @type {HTMLElement} */ (element.shadowRoot.querySelector('.npw')).innerText);
      assert.doesNotMatch(words, /Solve panel|Press Solve|Record search/, 'the widget speaks of its own controls');
      await screenshot(page, `exercise-course-${kind}-${width}`);

      const { before, after } = await answerAll(widget, 4);
      const spread = (list) => Math.max(...list) - Math.min(...list);
      assert.ok(spread(before) <= 1, `the widget's height at each question: ${before.join(', ')}`);
      assert.ok(spread(after) <= 1, `the widget's height after each answer, less the feedback line: ${after.join(', ')}`);

      // The summary: a row a question, its board drawn, the answers in their cells, the reason for a "Not quite".
      const table = widget.getByRole('table', { name: 'Your answers' });
      const rows = table.getByRole('row');
      assert.equal(await rows.count(), 5, 'a header and a row a question');
      assert.deepEqual(await rows.first().getByRole('columnheader').allTextContents(), ['Question', 'Board', 'Your answer', 'Right answer', 'Result']);
      for (let question = 1; question <= 4; question += 1) {
        const row = rows.nth(question);
        assert.match(await row.getByRole('rowheader').textContent(), new RegExp(`^Question ${question}after \\d+ expansions?$`));
        const cells = row.getByRole('cell');
        assert.equal(await cells.count(), 4);
        assert.match((await cells.nth(0).getByRole('img').getAttribute('aria-label')) ?? '', /^The board expanded: [\d_]( [\d_]){2}( \/ [\d_]( [\d_]){2}){2}$/);
        assert.match(await cells.nth(1).textContent(), /[\d_]( [\d_]){2} \//, 'the answer given');
        assert.match(await cells.nth(2).textContent(), /[\d_]( [\d_]){2} \//, 'the right answer');
        assert.match(await cells.nth(3).textContent(), /^(Right|Not quite: .{20,})$/, 'Right, or Not quite and why');
      }
      assert.ok(await widget.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), 'the summary fits the widget');
      await screenshot(page, `exercise-course-${kind}-${width}-summary`);

      // Try again: the same questions from the first, the score from 0, the boards in the next seed's order.
      await widget.getByRole('button', { name: 'Try again' }).click();
      assert.match(await widget.locator('#exercise-question').textContent(), /^Question 1 of 4/);
      assert.equal(await widget.locator('#exercise-score').textContent(), 'Score: 0 of 4');
      assert.equal(await widget.getByRole('table', { name: 'Your answers' }).count(), 0);
      assert.deepEqual(page.problems, []);
    });
  }

  test('embed.html with exercise=bogus and steps=1000: both reported with what is allowed; the exercise runs on their defaults', async (t) => {
    const server = await serveStatic();
    t.after(() => server.close());
    const context = await env.browser.newContext({ viewport: { width: 375, height: 800 }, serviceWorkers: 'block' });
    t.after(() => context.close());
    const page = watchProblems(await context.newPage());
    await page.goto(`${server.url}embed.html?board=8,6,7,2,5,4,3,0,1&algorithm=astar&heuristic=manhattan&mode=exercise&exercise=bogus&steps=1000`);
    const widget = page.locator('n-puzzle');
    // The defaults: predict, 5 questions.
    await widget.getByRole('heading', { name: 'Exercise: predict' }).waitFor({ timeout: 60_000 });
    assert.match(await widget.locator('#exercise-question').textContent(), /^Question 1 of 5, after \d+ expansions?: Which node is expanded next\?/);
    const problems = widget.getByRole('alert');
    assert.match(await problems.textContent(), /exercise: unknown exercise 'bogus': use predict, expand or values/);
    assert.match(await problems.textContent(), /steps: '1000' is not a number of questions: use a whole number from 1 to 50/);
    assert.deepEqual(await recordingControlsShown(widget), {});
    await screenshot(page, 'exercise-course-bad-attributes-375');
    assert.deepEqual(page.problems, []);
  });
});
