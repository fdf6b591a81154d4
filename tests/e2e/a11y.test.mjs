// Accessibility and reach: labelled controls reachable by keyboard with a visible focus, WCAG
// AA contrast in both themes, and a layout that works from 360 px phones to desktops.

import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { loadBoard, openPlayground, screenshot, selectTab, servedPlayground } from './support.mjs';

const env = servedPlayground();

// Text colour on background colour, by the page's custom properties; every pair must reach
// 4.5:1 (WCAG AA for body text).
const PAIRS = [
  ['--text', '--bg'],
  ['--text', '--surface'],
  ['--text', '--surface-2'],
  ['--muted', '--bg'],
  ['--muted', '--surface'],
  ['--muted', '--surface-2'],
  ['--accent-text', '--accent'],
  ['--accent', '--surface'],
  ['--on-accent-soft', '--accent-soft'],
  ['--good', '--surface'],
  ['--good', '--surface-2'],
  ['--good', '--good-soft'],
  ['--bad', '--surface'],
  ['--bad', '--bad-soft'],
  ['--text', '--warn-soft'],
  ['--tile-text', '--tile-bg'],
  ['--tile-solved-text', '--tile-solved-bg'],
  ['--badge-text', '--badge-bg'],
];

function contrasts(page) {
  return page.evaluate((pairs) => {
    const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    const style = getComputedStyle(document.documentElement);
    // A colour as the canvas paints it over white (for translucent ones) or over the page.
    const rgb = (name, under = [255, 255, 255]) => {
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = `rgb(${under.join(',')})`;
      probe.fillRect(0, 0, 1, 1);
      probe.fillStyle = style.getPropertyValue(name).trim();
      probe.fillRect(0, 0, 1, 1);
      return [...probe.getImageData(0, 0, 1, 1).data].slice(0, 3);
    };
    const luminance = (c) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    return pairs.map(([fore, back]) => {
      const bg = rgb(back, rgb('--surface'));
      const fg = rgb(fore, bg);
      const [a, b] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
      return { fore, back, ratio: Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100 };
    });
  }, PAIRS);
}

describe('accessibility', () => {
  for (const scheme of ['light', 'dark']) {
    test(`WCAG AA contrast in the ${scheme} theme`, async (t) => {
      const page = await openPlayground(env.browser, env.server.url, { colorScheme: scheme });
      t.after(() => page.context().close());
      const low = (await contrasts(page)).filter(({ ratio }) => ratio < 4.5);
      assert.deepEqual(low, [], `pairs under 4.5:1 in the ${scheme} theme`);
    });
  }

  test('every control is labelled, and reachable by keyboard with a visible focus', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await loadBoard(page, '7 3 4\n8 2 6\n5 1 _');
    await selectTab(page, 'solve');
    // A choice that uses a heuristic (the default, auto, picks its own), so that field is enabled.
    await page.selectOption('#algorithm', 'astar');
    await page.click('#solve');
    await page.waitForSelector('#player[data-state="ready"]');

    // Names: every button, input, select and textarea has one.
    const unnamed = await page.$$eval('button, input, select, textarea', (controls) =>
      controls
        .filter((c) => {
          if (c.closest('[hidden]')) return false;
          const name =
            c.getAttribute('aria-label') ||
            (c.labels && [...c.labels].map((l) => l.textContent.trim()).join(' ')) ||
            (c.tagName === 'BUTTON' && c.textContent.trim()) ||
            (c.getAttribute('aria-labelledby') && document.getElementById(c.getAttribute('aria-labelledby'))?.textContent);
          return !name;
        })
        .map((c) => c.outerHTML.slice(0, 120)),
    );
    assert.deepEqual(unnamed, []);

    // Tab through the page from the top: each stop shows a focus outline. (Undo, redo and the
    // first steps are disabled here, so out of the tab order.)
    await page.evaluate(() => document.activeElement?.blur());
    await page.evaluate(() => window.scrollTo(0, 0));
    const reached = new Set();
    const invisible = [];
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const visible =
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        return { id: el.id || el.dataset.preset || el.dataset.size || el.dataset.skin || el.tagName, visible };
      });
      if (!stop) continue;
      reached.add(stop.id);
      if (!stop.visible) invisible.push(stop.id);
    }
    assert.deepEqual(invisible, [], 'focused without a visible focus indicator');
    for (const id of [
      'board-frame',
      'hint',
      'reset',
      'step-play',
      'step-scrubber',
      'step-speed',
      'tab-solve',
      'algorithm',
      'heuristic',
      'solve',
      '3x3',
      'skin-picture',
    ]) {
      assert.ok(reached.has(id), `Tab reaches #${id} (reached: ${[...reached].join(' ')})`);
    }

    // The board, focused by keyboard, takes the arrow keys.
    await page.focus('#board-frame');
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('#player[data-state="detached"]');
    // And says what happened, for screen readers.
    await page.waitForFunction(() => /^Tile \d+ moved down\.$/.test(document.getElementById('announcer').textContent));
    assert.deepEqual(page.problems, []);
  });

  test('every tab in sight from a 360 px phone to a projected desktop', async (t) => {
    // The side panel is 30rem beside the board on a desktop and the page's width on a phone: at
    // either, a tab pushed past the panel's edge is one a student never finds.
    for (const width of [360, 412, 430, 700, 1024, 1280]) {
      const page = await openPlayground(env.browser, env.server.url, { viewport: { width, height: 800 } });
      t.after(() => page.context().close());
      const tabs = await page.getByRole('tablist').first().evaluate((list) => {
        const box = list.getBoundingClientRect();
        return {
          overflow: list.scrollWidth - list.clientWidth,
          outside: [...list.querySelectorAll('[role="tab"]')]
            .filter((tab) => {
              const r = tab.getBoundingClientRect();
              return r.left < box.left || r.right > box.right;
            })
            .map((tab) => tab.textContent),
          rows: new Set([...list.querySelectorAll('[role="tab"]')].map((tab) => Math.round(tab.getBoundingClientRect().top))).size,
        };
      });
      assert.deepEqual(tabs.outside, [], `${width} px: every tab within the tab bar`);
      assert.ok(tabs.overflow <= 0, `${width} px: the tab bar does not scroll (${tabs.overflow} px over)`);
      if (width >= 412) assert.equal(tabs.rows, 1, `${width} px: the tabs on one line`);
      await page.context().close();
    }
  });

  test('a 360 px phone: no sideways scrolling, a crisp board that fits, 10x10 included', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, {
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 3,
      hasTouch: true,
      isMobile: true,
    });
    t.after(() => page.context().close());
    const layout = () =>
      page.evaluate(() => {
        const frame = document.getElementById('board-frame').getBoundingClientRect();
        const canvas = document.getElementById('board-canvas');
        return {
          scrollWidth: document.documentElement.scrollWidth,
          frameLeft: frame.left,
          frameRight: frame.right,
          frameWidth: frame.width,
          backing: canvas.width,
        };
      });
    const narrow = await layout();
    assert.ok(narrow.scrollWidth <= 360, `no sideways scrolling (${narrow.scrollWidth} px wide)`);
    assert.ok(narrow.frameLeft >= 0 && narrow.frameRight <= 360, 'the board fits');
    assert.ok(narrow.frameWidth >= 300, `the board uses the width (${narrow.frameWidth} px)`);
    assert.equal(narrow.backing, Math.round(narrow.frameWidth * 3), 'device pixels: crisp');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'mobile-360');

    await page.selectOption('#size', '10x10');
    await page.waitForSelector('#board-mirror[data-rows="10"]');
    const big = await layout();
    assert.ok(big.scrollWidth <= 360);
    assert.ok(big.frameWidth / 10 >= 28, `10x10 cells are ${big.frameWidth / 10} px`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'mobile-360-10x10');

    // The panels stack below the board and still work.
    await selectTab(page, 'compare');
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360);
    assert.deepEqual(page.problems, []);
  });
});
