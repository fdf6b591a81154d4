// The heuristic lab (issue 27): "Explain h" over the board, its sum line updated on every move
// with h* where it is known; the Lab view checking a heuristic on every state of a size in the
// worker, its verdicts, histogram and counterexample with A* beside an optimal solve; both kept
// in the hash and offered by the widget.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPlayground, screenshot, selectTab, servedPlayground } from './support.mjs';

const env = servedPlayground();
const HARDEST = 'board=3x3:8,6,7,2,5,4,3,0,1';

/** The sum line of "Explain h" once it reads `pattern`. */
async function sumLine(scope, pattern) {
  const line = scope.locator('.explain-sum');
  await line.filter({ hasText: pattern }).waitFor({ timeout: 20_000 });
  return (await line.textContent()).trim();
}

/** The Lab's facts, by key. */
function facts(scope) {
  return scope.locator('#lab-facts .fact').evaluateAll((items) =>
    Object.fromEntries(items.map((item) => [item.dataset.fact, item.querySelector('dd').textContent])),
  );
}

async function checked(scope) {
  await scope.locator('#lab-section[data-state="done"]').waitFor({ timeout: 30_000 });
}

describe('explain h', () => {
  test('the overlay and the sum line explain Manhattan on the hardest 8-puzzle, move after move, with h*', async (t) => {
    const page = await openPlayground(env.browser, `${env.server.url}#${HARDEST}&algo=astar&h=manhattan`, { viewport: { width: 1280, height: 900 } });
    t.after(() => page.context().close());
    await selectTab(page, 'solve');
    const toggle = page.getByRole('checkbox', { name: 'Explain h' });
    await toggle.check();
    const first = await sumLine(page, 'h* = 31');
    assert.match(first, /^h = 21 \(Manhattan: (\d \+ )+\d\) · h\* = 31$/);
    const terms = first.slice(first.indexOf(':') + 2, first.indexOf(')')).split(' + ').map(Number);
    assert.equal(terms.reduce((a, b) => a + b, 0), 21);
    assert.equal(await page.getByRole('status').filter({ hasText: 'h = 21 (Manhattan' }).count(), 1);
    // Every tile but 5 (home) gets its distance and an arrow toward its goal cell.
    await page.locator('#board-frame .explain-layer[data-shown="true"]').waitFor();
    assert.equal(await page.locator('#board-frame .explain-layer line.arrow').count(), 7);
    assert.equal(await page.locator('#board-frame .explain-layer .badge.distance').count(), 7);
    await page.waitForFunction(() => location.hash.includes('explain=h'));
    await screenshot(page, 'explain-h');

    // A move: tile 1 slides left, a step nearer its goal; a neighbour of the hardest is 30 away.
    await page.getByRole('button', { name: 'Tile 1, row 3, column 3' }).click();
    assert.match(await sumLine(page, 'h* = 30'), /^h = 20 \(Manhattan: .*\) · h\* = 30$/);

    // Linear conflict adds its conflicts, marked as pairs on the board.
    await page.selectOption('#heuristic', 'linear-conflict');
    const lc = await sumLine(page, '= Manhattan 20 +');
    const [, h, conflicts] = lc.match(/^h = (\d+) = Manhattan 20 \+ (\d+) linear conflicts? × 2 · h\* = 30$/) ?? [];
    assert.equal(Number(h), 20 + 2 * Number(conflicts), lc);
    assert.ok(Number(conflicts) > 0);
    await page.locator('#board-frame .explain-layer path.conflict').first().waitFor(); // drawn at the next frame
    assert.ok((await page.locator('#board-frame .explain-layer path.conflict').count()) >= Number(conflicts));

    // Kept on reload (once the hash has caught up); turned off, the layer and the line go.
    await page.waitForFunction(() => location.hash.includes('h=linear-conflict&explain=h'));
    await page.reload();
    await page.waitForSelector('main[data-ready="true"]');
    await sumLine(page, 'linear conflict');
    await selectTab(page, 'solve');
    assert.equal(await page.getByRole('checkbox', { name: 'Explain h' }).isChecked(), true);
    await page.getByRole('checkbox', { name: 'Explain h' }).uncheck();
    await page.locator('.explain').waitFor({ state: 'hidden' });
    await page.waitForFunction(() => !location.hash.includes('explain='));
    assert.deepEqual(page.problems, []);
  });

  test('on a phone, and in the widget with explain="h"', async (t) => {
    const page = await openPlayground(env.browser, `${env.server.url}#${HARDEST}&algo=astar&h=hamming&explain=h`, { viewport: { width: 375, height: 800 } });
    t.after(() => page.context().close());
    assert.equal(await sumLine(page, 'h* = 31'), 'h = 7 (Hamming: 7 of 8 tiles are not on their goal cell) · h* = 31');
    await page.locator('#board-frame .explain-layer rect.misplaced').first().waitFor();
    assert.equal(await page.locator('#board-frame .explain-layer rect.misplaced').count(), 7);
    await screenshot(page, 'explain-h-phone');

    await page.goto(`${env.server.url}embed.html?board=8,6,7,2,5,4,3,0,1&algorithm=astar&heuristic=manhattan&explain=h`);
    const widget = page.locator('n-puzzle[data-state="ready"]');
    await widget.waitFor();
    assert.match(await sumLine(widget, 'h* = 31'), /^h = 21 \(Manhattan: /);
    assert.deepEqual(page.problems, []);
  });
});

describe('the lab', () => {
  test('checks Manhattan on every 3x3 state, then 1.5 x Manhattan, with a counterexample A* is misled on', async (t) => {
    const page = await openPlayground(env.browser, `${env.server.url}#view=lab`, { viewport: { width: 1280, height: 900 } });
    t.after(() => page.context().close());
    await page.locator('#panel-lab:not([hidden])').waitFor();
    const lab = page.locator('#panel-lab');
    assert.equal(await lab.getByRole('combobox', { name: 'Size' }).inputValue(), '3x3');
    assert.equal(await lab.getByRole('combobox', { name: 'Heuristic' }).inputValue(), 'manhattan');
    await checked(lab);
    assert.equal((await lab.locator('#lab-status').textContent()).trim(), 'Manhattan distance is admissible and consistent on the 181,440 states of 3 × 3.');
    const manhattan = await facts(lab);
    assert.equal(manhattan.states, '181,440');
    assert.equal(manhattan.admissible, 'yes: no state with h above h*');
    assert.equal(manhattan.consistent, 'yes: no state with a move dropping h by more than 1');
    assert.equal(manhattan['mean-ratio'], '0.642');
    assert.equal(manhattan.farthest, '31 moves');
    // The histogram, drawn (its summary read out) and as a table: 32 columns of h* (0 to 31);
    // every state counted once.
    assert.match(await lab.getByRole('img', { name: /^Heat map of the states/ }).getAttribute('aria-label'), /none above the diagonal/);
    await lab.getByText('The histogram as a table').click();
    const table = lab.getByRole('table', { name: /Number of states for each estimate/ });
    await table.waitFor(); // made a few rows a task once the disclosure opens
    assert.equal(await table.locator('thead th').count(), 33);
    const total = await table.locator('tbody td').evaluateAll((cells) => cells.reduce((sum, cell) => sum + Number(cell.textContent.replace(/,/g, '')), 0));
    assert.equal(total, 181_440);
    assert.equal(await lab.locator('.heat-map rect.cell.over').count(), 0);
    assert.equal(await lab.locator('#lab-counterexample').count(), 0);
    await page.waitForFunction(() => location.hash.includes('view=lab'));

    // A weighted sum: 1.5 x Manhattan, checked as the weight changes.
    await lab.getByRole('combobox', { name: 'Heuristic' }).selectOption('custom');
    for (const [label, value] of [['Hamming weight', '0'], ['Manhattan weight', '1.5'], ['Linear conflict weight', '0'], ['Constant', '0']]) {
      await lab.getByRole('spinbutton', { name: label }).fill(value);
    }
    await lab.locator('#lab-status').filter({ hasText: 'not admissible' }).waitFor({ timeout: 30_000 });
    await checked(lab);
    assert.equal((await lab.locator('#lab-status').textContent()).trim(), 'h = 1.5 × Manhattan is not admissible and not consistent on the 181,440 states of 3 × 3.');
    const weighted = await facts(lab);
    assert.match(weighted.admissible, /^no: [\d,]+ of 181,440 states with h above h\*$/);
    assert.ok((await lab.locator('.heat-map rect.cell.over').count()) > 0);
    const example = lab.locator('#lab-counterexample');
    const claim = await example.locator('p').first().textContent();
    const [, h, hStar] = claim.match(/h = ([\d.]+), above its true distance h\* = (\d+)/) ?? [];
    assert.ok(Number(h) > Number(hStar), claim);
    // A* with it and an optimal search, through the worker's regular solve, side by side.
    const verdict = example.locator('.lab-verdict');
    await verdict.waitFor({ timeout: 30_000 });
    const [, astar, longer] = (await verdict.textContent()).match(/returns (\d+) moves: (\d+) moves? longer than the shortest/) ?? [];
    assert.ok(Number(longer) > 0, await verdict.textContent());
    const paths = await example.locator('.lab-path').evaluateAll((figures) => figures.map((figure) => figure.getAttribute('aria-label')));
    assert.deepEqual(paths, [`A* with h = 1.5 × Manhattan: ${astar} moves`, `Shortest (IDA*, linear conflict): ${Number(astar) - Number(longer)} moves`]);
    assert.equal(Number(astar) - Number(longer), Number(hStar));
    const step = example.getByRole('slider', { name: 'Step' });
    await step.fill(String(astar));
    assert.deepEqual(await example.locator('.lab-caption').allTextContents(), [`${astar} moves: solved`, `${hStar} moves: solved`]);
    await page.waitForFunction(() => location.hash.includes('lab-h=custom&lab-weights=0,1.5,0,0'));
    await screenshot(page, 'lab');

    // The link answers "is 1.5 x Manhattan admissible?" on its own.
    await page.reload();
    await page.waitForSelector('main[data-ready="true"]');
    await lab.locator('#lab-status').filter({ hasText: 'not admissible' }).waitFor({ timeout: 30_000 });
    assert.equal(await lab.getByRole('spinbutton', { name: 'Manhattan weight' }).inputValue(), '1.5');

    // A weight that is not a number is named, and nothing is checked.
    await lab.getByRole('spinbutton', { name: 'Hamming weight' }).fill('');
    await lab.getByRole('alert').filter({ hasText: 'Hamming weight' }).waitFor();
    assert.equal(await lab.locator('#lab-section').getAttribute('data-state'), 'error');
    assert.deepEqual(page.problems, []);
  });

  test('on a phone; a size it leaves out is refused by name; the widget checks with view="lab"', async (t) => {
    const page = await openPlayground(env.browser, `${env.server.url}#view=lab&lab-size=2x3&lab-h=pdb`, { viewport: { width: 375, height: 800 } });
    t.after(() => page.context().close());
    const lab = page.locator('#panel-lab');
    await checked(lab);
    assert.equal((await lab.locator('#lab-status').textContent()).trim(), 'Pattern database is admissible and consistent on the 360 states of 2 × 3.');
    await screenshot(page, 'lab-phone');

    await page.goto(`${env.server.url}#view=lab&lab-size=3x4`);
    await page.waitForSelector('main[data-ready="true"]');
    await page.getByRole('status').filter({ hasText: 'lab-size: the lab checks 2x2, 2x3, 3x3 and 2x4 boards, not 3x4' }).waitFor();

    await page.goto(`${env.server.url}embed.html?view=lab&controls=lab&lab-size=2x4&lab-h=custom&lab-weights=1,1,0,0`);
    const widget = page.locator('n-puzzle[data-state="ready"]');
    await widget.waitFor();
    await widget.locator('#lab-section[data-state="done"]').waitFor({ timeout: 30_000 });
    assert.match(await widget.locator('#lab-status').textContent(), /^h = Hamming \+ Manhattan is not admissible/);
    await widget.locator('#lab-counterexample .lab-verdict').waitFor({ timeout: 30_000 });
    assert.deepEqual(page.problems, []);
  });
});
