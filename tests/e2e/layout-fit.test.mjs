// Layout and words a student meets (issue 35, points 7 and 8): the Compare table fits its box at
// 1280 and 375 pixels or says it scrolls; the pattern-database sets have readable names and are
// offered only on the 4x4 they serve; the Lab's heat map has a colour key; the Lab's verdict on
// a sum with a negative weight says that negative totals count as 0.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { chooseCompared, openPlayground, screenshot, selectTab, servedPlayground } from './support.mjs';

const env = servedPlayground();

describe('layout and words', () => {
  for (const width of [1280, 375]) {
    test(`the Compare table at ${width} px: it fits, or its scrolling is said`, async (t) => {
      const page = await openPlayground(env.browser, `${env.server.url}#board=3x3:1,2,3,4,0,6,7,5,8`, { viewport: { width, height: 900 } });
      t.after(() => page.context().close());
      await selectTab(page, 'compare');
      await chooseCompared(page, ['bfs', 'greedy', 'astar', 'idastar']);
      await page.getByRole('button', { name: 'Run comparison' }).click();
      await page.getByRole('status').filter({ hasText: '4 of 4 solved.' }).waitFor({ timeout: 60_000 });
      const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: /Peak memory/ }) });
      const fits = await table.evaluate((element) => /** @type {HTMLElement} */ (element.parentElement).scrollWidth <= /** @type {HTMLElement} */ (element.parentElement).clientWidth + 1);
      const hint = page.getByText('Scroll the table sideways for every column');
      assert.ok(fits || (await hint.isVisible()), 'the table fits its box, or the page says it scrolls');
      if (fits) assert.equal(await hint.isVisible(), false);
      await screenshot(page, `layout-compare-${width}`);
      assert.deepEqual(page.problems, []);
    });
  }

  for (const width of [1280, 375]) {
    test(`no select label is cut at ${width} px ("Linear conflict (chosen by Automatic)")`, async (t) => {
      const page = await openPlayground(env.browser, `${env.server.url}#board=3x3:1,2,3,4,0,6,7,5,8&algo=auto`, { viewport: { width, height: 900 } });
      t.after(() => page.context().close());
      for (const tab of ['solve', 'search', 'lab']) {
        await selectTab(page, tab);
        // Each select shown: its chosen option's words, set in its font, within its box (less its arrow).
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll('select')]
            .filter((select) => select.offsetParent !== null)
            .filter((select) => {
              const probe = document.createElement('span');
              probe.style.cssText = `position: absolute; visibility: hidden; white-space: nowrap; font: ${getComputedStyle(select).font}`;
              probe.textContent = select.selectedOptions[0]?.textContent ?? '';
              document.body.append(probe);
              const wide = probe.getBoundingClientRect().width;
              probe.remove();
              return wide > select.clientWidth - 24;
            })
            .map((select) => `${select.id}: ${select.selectedOptions[0]?.textContent}`),
        );
        assert.deepEqual(cut, [], `${tab}: labels cut`);
      }
      assert.match((await page.getByRole('combobox', { name: 'Heuristic' }).first().textContent()) ?? '', /Linear conflict/);
    });
  }

  test('pattern-database sets: readable names, offered on 4x4 only', async (t) => {
    const page = await openPlayground(env.browser, `${env.server.url}#board=3x3:1,2,3,4,0,6,7,5,8&algo=astar`, { viewport: { width: 1280, height: 900 } });
    t.after(() => page.context().close());
    await selectTab(page, 'solve');
    const heuristic = page.getByRole('combobox', { name: 'Heuristic' });
    const offered = () => heuristic.evaluate((select) => [.../** @type {HTMLSelectElement} */ (select).options].filter((option) => !option.hidden).map((option) => option.textContent ?? ''));
    const onThree = await offered();
    assert.ok(!onThree.some((label) => /pattern database|pdb/i.test(label)), `no set on 3x3: ${onThree.join(', ')}`);
    await page.evaluate(() => (location.hash = '#board=4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15&algo=astar'));
    await page.waitForFunction(() => [.../** @type {HTMLSelectElement} */ (document.getElementById('heuristic')).options].some((option) => !option.hidden && /Pattern database/.test(option.textContent ?? '')));
    const onFour = await offered();
    assert.ok(onFour.includes('Pattern database (5-5-5)'), onFour.join(', '));
    assert.ok(!onFour.some((label) => /^pdb-/.test(label)), `no set by its bare name: ${onFour.join(', ')}`);
  });

  test('"Compare with" in the Search view: no set on 3x3, each by its readable name on 4x4', async (t) => {
    const page = await openPlayground(env.browser, `${env.server.url}#board=3x3:1,2,3,4,0,6,7,5,8&algo=astar`, { viewport: { width: 1280, height: 900 } });
    t.after(() => page.context().close());
    await selectTab(page, 'search');
    const compare = page.getByRole('combobox', { name: 'Compare with' });
    const offered = () => compare.evaluate((select) => [.../** @type {HTMLSelectElement} */ (select).options].filter((option) => !option.hidden).map((option) => option.textContent ?? ''));
    const onThree = await offered();
    assert.ok(onThree.some((label) => /Manhattan/.test(label)), onThree.join(', '));
    assert.ok(!onThree.some((label) => /pattern database|pdb/i.test(label)), `no set on 3x3: ${onThree.join(', ')}`);
    await page.evaluate(() => (location.hash = '#board=4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15&algo=astar'));
    await page.waitForFunction(() => [.../** @type {HTMLSelectElement} */ (document.getElementById('search-compare')).options].some((option) => !option.hidden && /Pattern database/.test(option.textContent ?? '')));
    const onFour = await offered();
    assert.ok(onFour.some((label) => label.endsWith('Pattern database (5-5-5)')), onFour.join(', '));
    assert.ok(!onFour.some((label) => /pdb-/.test(label)), `no set by its bare name: ${onFour.join(', ')}`);
  });

  test('the Lab: a colour key under the heat map; a negative weight says that negative totals count as 0', async (t) => {
    const page = await openPlayground(env.browser, `${env.server.url}#view=lab&lab-size=2x3&lab-h=custom&lab-weights=0,1,0,-3`, { viewport: { width: 375, height: 800 } });
    t.after(() => page.context().close());
    const status = page.locator('#lab-status');
    await status.filter({ hasText: 'states of 2 × 3' }).waitFor({ timeout: 60_000 });
    assert.match((await status.textContent()) ?? '', /The sum is below 0 on [\d,]+ of 360 states: negative totals count as 0\.$/);
    const key = page.getByRole('list', { name: 'Colour key' });
    await key.waitFor();
    const items = await key.getByRole('listitem').allTextContents();
    assert.equal(items[0], '1 state');
    assert.match(items[1], /^[\d,]+ states \(darker: more, on a log scale\)$/);
    assert.equal(items[2], 'h above h*: overestimates');
    await screenshot(page, 'layout-lab-key-375');
    // Without a negative weight, no such words.
    await page.evaluate(() => (location.hash = '#view=lab&lab-size=2x3&lab-h=custom&lab-weights=0,1,0,0'));
    await status.filter({ hasText: /is admissible/ }).waitFor({ timeout: 60_000 });
    assert.doesNotMatch((await status.textContent()) ?? '', /below 0/);
    assert.deepEqual(page.problems, []);
  });
});
