// The student's language (issue 39, points 4 to 7): the playground's language menu, lang= in its
// hash and in local storage, the widget's language from its own lang or its ancestors', embed.html's
// lang=, Arabic right to left with its boards unmirrored, nothing wider than 375 pixels in any
// language, and, in every language but English, no English sentence left in the playground, the
// Search view, the Lab, an exercise and the game. Screenshots of each language at 1280 and 375 px.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';

import { openPlayground, recordSearch, screenshot, selectTab, serveStatic, launchBrowser, watchProblems } from './support.mjs';

const LANGUAGES = [
  ['en', 'English'],
  ['es', 'Español'],
  ['zh-Hans', '简体中文'],
  ['pt-BR', 'Português (Brasil)'],
  ['fr', 'Français'],
  ['ar', 'العربية'],
];
const BOARD = '3x3:1,2,3,4,0,6,7,5,8';

/**
 * A catalogue's plain words by key (locales/{tag}.ftl): each message and each variant of a select
 * that holds no placeable, its lines joined, whitespace collapsed.
 */
function catalogue(tag) {
  const text = readFileSync(new URL(`../../locales/${tag}.ftl`, import.meta.url), 'utf8');
  /** @type {Map<string, string[]>} */
  const words = new Map();
  let key = null;
  for (const line of text.split('\n')) {
    const start = line.match(/^([a-z][\w-]*)\s*=\s*(.*)$/);
    if (start) {
      key = start[1];
      words.set(key, [start[2]]);
    } else if (key && /^\s+\S/.test(line)) words.get(key)?.push(line.trim());
    else key = null;
  }
  /** @type {Map<string, string[]>} */
  const plain = new Map();
  for (const [name, lines] of words) {
    const isSelect = /->\s*$/.test(lines[0]);
    const texts = isSelect ? lines.slice(1).map((variant) => variant.replace(/^\*?\[[^\]]+\]\s*/, '')).filter((v) => v !== '}') : [lines.join(' ')];
    plain.set(name, texts.filter((value) => !value.includes('{')).map((value) => value.replace(/\s+/g, ' ').trim()));
  }
  return plain;
}

/** English sentences a reader of another language must not meet: with letters, two words or more. */
const ENGLISH = new Set(
  [...catalogue('en').values()].flat().filter((value) => /\p{L}/u.test(value) && value.split(' ').length >= 2),
);

/**
 * The visible text and accessible names of `page` (text nodes, aria-label, title, placeholder,
 * alt), through open shadow roots, each trimmed and its whitespace collapsed; `within`: only
 * those of the element it selects (a widget's shadow root).
 */
function shownWords(page, within = null) {
  return page.evaluate((within) => {
    const found = new Set();
    const add = (text) => {
      const value = (text ?? '').replace(/\s+/g, ' ').trim();
      if (value) found.add(value);
    };
    const visible = (element) => element.checkVisibility?.({ visibilityProperty: true }) ?? element.getClientRects().length > 0;
    const walk = (root) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) walk(element.shadowRoot);
        if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName)) continue;
        const shown = visible(element) || element.closest('.visually-hidden');
        if (!shown) continue;
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) add(element.getAttribute(name));
        for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) add(node.textContent);
      }
    };
    const host = within ? document.querySelector(within) : null;
    walk(host?.shadowRoot ?? document);
    return [...found];
  }, within);
}

/** The English catalogue sentences shown in `page`. */
async function englishShown(page) {
  return (await shownWords(page)).filter((text) => ENGLISH.has(text));
}

/** The widths overflowing `page`: the document's, and each visible control wider than the viewport. */
function overflows(page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [];
    if (document.documentElement.scrollWidth > width) wide.push(`document: ${document.documentElement.scrollWidth}`);
    for (const control of document.querySelectorAll('button, select, input, textarea, [role="tab"], label')) {
      const box = control.getBoundingClientRect();
      if (box.width > 0 && box.width > width) wide.push(`${control.tagName.toLowerCase()}#${control.id}: ${Math.round(box.width)}`);
    }
    return wide;
  });
}

const env = {};
describe('languages', () => {
  test.before(async () => {
    const widgetPage = (inner) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="www/favicon.svg" type="image/svg+xml"><script type="module" src="www/n-puzzle.js"></script></head><body>${inner}</body></html>`;
    env.server = await serveStatic(undefined, '/npuzzle/', {}, {
      'widget-own.html': widgetPage(`<section lang="es"><n-puzzle lang="fr" board="1 2 3; 4 0 6; 7 5 8" controls="solve,step"></n-puzzle></section>`),
      'widget-inherits.html': widgetPage(`<section lang="es"><div><n-puzzle board="1 2 3; 4 0 6; 7 5 8" controls="solve,step"></n-puzzle></div></section>`),
      'widget-mixed.html': widgetPage(
        ['en', 'es', 'ar', 'fr'].map((tag) => `<n-puzzle id="${tag}" lang="${tag}" board="1 2 3; 4 0 6; 7 5 8" controls="solve,step,search"></n-puzzle>`).join(''),
      ),
    });
    env.browser = await launchBrowser();
  });
  test.after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });

  test('the menu is named "Language" and names each language in itself', async (t) => {
    const page = await openPlayground(env.browser, `${env.server.url}#board=${BOARD}`, { locale: 'en-US' });
    t.after(() => page.context().close());
    const menu = page.getByRole('combobox', { name: 'Language' });
    assert.equal(await menu.inputValue(), 'en');
    const options = await menu.locator('option').evaluateAll((all) => all.map((option) => [option.getAttribute('value'), option.textContent, option.getAttribute('lang')]));
    assert.deepEqual(options, LANGUAGES.map(([tag, name]) => [tag, name, tag]));
    assert.ok(await page.locator('header').getByRole('combobox', { name: 'Language' }).isVisible(), 'the menu is in the header');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.deepEqual(page.problems, []);
  });

  test('choosing Spanish: lang=es in the hash and local storage, <html lang="es">, kept over a reload', async (t) => {
    const page = await openPlayground(env.browser, `${env.server.url}#board=${BOARD}`, { locale: 'en-US' });
    t.after(() => page.context().close());
    await Promise.all([page.waitForEvent('load'), page.getByRole('combobox', { name: 'Language' }).selectOption('es')]);
    await page.waitForSelector('main[data-ready="true"]');
    assert.match(page.url(), /board=3x3:1,2,3,4,0,6,7,5,8/, 'the board is kept');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    assert.equal(await page.evaluate(() => localStorage.getItem('npuzzle.language')), '"es"');
    await page.reload();
    await page.waitForSelector('main[data-ready="true"]');
    assert.match(page.url(), /lang=es/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    assert.equal(await page.getByRole('combobox', { name: 'Idioma' }).inputValue(), 'es');
    // The hash gone, local storage remembers.
    await page.goto(`${env.server.url}#board=${BOARD}`);
    await page.waitForSelector('main[data-ready="true"]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    // Back to English.
    await Promise.all([page.waitForEvent('load'), page.getByRole('combobox', { name: 'Idioma' }).selectOption('en')]);
    await page.waitForSelector('main[data-ready="true"]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await page.waitForURL((url) => !url.hash.includes('lang='));
    assert.deepEqual(page.problems, []);
  });

  test("the browser's preferred language, when nothing was chosen; a language there is not falls back", async (t) => {
    const page = await openPlayground(env.browser, `${env.server.url}#board=${BOARD}`, { locale: 'fr-CA' });
    t.after(() => page.context().close());
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    await page.waitForURL(/lang=fr/);
    await page.goto(`${env.server.url}#board=${BOARD}&lang=de`);
    await page.reload();
    await page.waitForSelector('main[data-ready="true"]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr', 'no German: the next preference');
    assert.deepEqual(page.problems, []);
  });

  test('a catalogue that cannot load: English, with one notice', async (t) => {
    const page = await openPlayground(env.browser, `${env.server.url}#board=${BOARD}&lang=es`, { locale: 'en-US' }, (context) =>
      context.route('**/locales/es.ftl', (route) => route.abort()),
    );
    t.after(() => page.context().close());
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await page.locator('.notice').filter({ hasText: 'The words in Español could not be loaded' }).count(), 1);
  });

  test('a catalogue that lacks sentences says how many, once, in its language; a whole one says nothing', async (t) => {
    const whole = readFileSync(new URL('../../locales/es.ftl', import.meta.url), 'utf8');
    const lacking = whole.replace(/^language-menu = .*\n/m, ''); // one sentence fewer
    const page = await openPlayground(env.browser, `${env.server.url}#board=${BOARD}&lang=es`, { locale: 'en-US' }, (context) =>
      context.route('**/locales/es.ftl', (route) => route.fulfill({ body: lacking, contentType: 'text/plain; charset=utf-8' })),
    );
    t.after(() => page.context().close());
    assert.equal(await page.locator('.notice').filter({ hasText: '1 frase aún no está traducida a este idioma; se muestra en inglés.' }).count(), 1);
    await page.context().unroute('**/locales/es.ftl');
    await page.reload();
    await page.waitForSelector('main[data-ready="true"]');
    assert.equal(await page.locator('.notice').count(), 0, 'nothing is missing: nothing said');
  });

  test('a widget speaks its own lang, else its ancestors\'', async (t) => {
    const context = await env.browser.newContext({ serviceWorkers: 'block', locale: 'en-US' });
    t.after(() => context.close());
    const page = watchProblems(await context.newPage());
    const french = catalogue('fr');
    const spanish = catalogue('es');
    const solve = 'solve-solve'; // the Solve panel's button: "Solve"
    assert.deepEqual(catalogue('en').get(solve), ['Solve']);
    for (const [path, tag, words] of [['widget-own.html', 'fr', french], ['widget-inherits.html', 'es', spanish]]) {
      await page.goto(`${env.server.url}${path}`);
      const widget = page.locator('n-puzzle[data-state="ready"]');
      await widget.waitFor();
      assert.equal(await widget.locator('.npw').getAttribute('lang'), tag);
      assert.equal(await widget.locator('.npw').getAttribute('dir'), 'ltr');
      assert.equal(await widget.getByRole('button', { name: words.get(solve)?.[0], exact: true }).count(), 1, `${path}: Solve in ${tag}`);
    }
    assert.deepEqual(page.problems, []);
  });

  test('widgets of different languages on one page each speak their own, the core\'s sentences too', async (t) => {
    const context = await env.browser.newContext({ serviceWorkers: 'block', locale: 'en-US' });
    t.after(() => context.close());
    const page = watchProblems(await context.newPage());
    await page.goto(`${env.server.url}widget-mixed.html`);
    const solve = 'solve-solve';
    const tags = ['en', 'es', 'ar', 'fr'];
    for (const tag of tags) {
      const widget = page.locator(`n-puzzle#${tag}[data-state="ready"]`);
      await widget.waitFor();
      assert.equal(await widget.locator('.npw').getAttribute('lang'), tag);
      assert.equal(await widget.locator('.npw').getAttribute('dir'), tag === 'ar' ? 'rtl' : 'ltr');
      // Solved in each: the verdict and the statistics are the core's words, in the widget's language.
      await widget.getByRole('button', { name: catalogue(tag).get(solve)?.[0], exact: true }).click();
      await page.locator(`n-puzzle#${tag}[data-solve="solved"]`).waitFor();
    }
    for (const tag of tags.filter((tag) => tag !== 'en')) {
      const english = (await shownWords(page, `n-puzzle#${tag}`)).filter((text) => ENGLISH.has(text));
      assert.deepEqual(english, [], `${tag}: no English sentence`);
    }
    assert.ok((await shownWords(page, 'n-puzzle#en')).some((text) => ENGLISH.has(text)), 'en: English');
    await screenshot(page, 'languages-widgets-mixed');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'languages-widgets-mixed-375');

    // One widget told another language: it speaks that one, and the others keep theirs.
    await page.locator('n-puzzle#es').evaluate((element) => element.setAttribute('lang', 'fr'));
    await page.waitForFunction(() => document.querySelector('n-puzzle#es')?.shadowRoot?.querySelector('.npw')?.getAttribute('lang') === 'fr');
    await page.locator('n-puzzle#es[data-state="ready"]').waitFor();
    const french = catalogue('fr').get(solve)?.[0];
    assert.equal(await page.locator('n-puzzle#es').getByRole('button', { name: french, exact: true }).count(), 1);
    assert.equal(await page.locator('n-puzzle#ar').getByRole('button', { name: catalogue('ar').get(solve)?.[0], exact: true }).count(), 1);
    assert.deepEqual(page.problems, []);
  });

  test('embed.html?lang=ar: right to left, its board not mirrored', async (t) => {
    const context = await env.browser.newContext({ serviceWorkers: 'block', viewport: { width: 700, height: 900 } });
    t.after(() => context.close());
    const page = watchProblems(await context.newPage());
    await page.goto(`${env.server.url}embed.html?lang=ar&board=1,2,3,4,5,6,7,0,8`);
    const widget = page.locator('n-puzzle[data-state="ready"]');
    await widget.waitFor();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
    assert.equal(await widget.locator('.npw').getAttribute('dir'), 'rtl');
    const frame = widget.locator('.board-frame');
    assert.equal(await frame.evaluate((element) => getComputedStyle(element).direction), 'ltr');
    assert.equal(await widget.locator('.board-frame canvas').evaluate((element) => getComputedStyle(element).direction), 'ltr');
    // Tile 8 is on the right of the bottom row, beside the blank: a click there slides it.
    const box = /** @type {{x: number, y: number, width: number, height: number}} */ (await frame.boundingBox());
    await page.mouse.click(box.x + (box.width * 5) / 6, box.y + (box.height * 5) / 6);
    await page.waitForFunction(() => document.querySelector('n-puzzle')?.puzzle?.board.tiles.join(',') === '1,2,3,4,5,6,7,8,0');
    await screenshot(page, 'languages-embed-ar');
    assert.deepEqual(page.problems, []);
  });

  for (const [tag] of LANGUAGES) {
    test(`${tag}: nothing wider than 375 px; screenshots at 1280 and 375 px`, async (t) => {
      for (const width of [375, 1280]) {
        const page = await openPlayground(env.browser, `${env.server.url}#board=${BOARD}&lang=${tag}`, { viewport: { width, height: 900 } });
        assert.equal(await page.evaluate(() => document.documentElement.lang), tag);
        if (width === 375) {
          for (const tab of ['input', 'game', 'solve', 'compare', 'search', 'lab']) {
            if (tab !== 'input') await selectTab(page, tab);
            assert.deepEqual(await overflows(page), [], `${tag}, ${tab} tab at 375 px`);
          }
          await selectTab(page, 'input');
        }
        await screenshot(page, `languages-${tag}-${width}`);
        assert.deepEqual(page.problems, []);
        await page.context().close();
      }
      t.diagnostic(`screenshots: target/e2e-artifacts/languages-${tag}-{375,1280}.png`);
    });
  }

  // The strong check (point 7): no English catalogue sentence in the views a student uses.
  for (const [tag] of LANGUAGES.filter(([code]) => code !== 'en')) {
    test(`${tag}: no English sentence in the playground, the Search view, the Lab, an exercise, the game`, async (t) => {
      const page = await openPlayground(env.browser, `${env.server.url}#board=${BOARD}&lang=${tag}`, { viewport: { width: 1280, height: 900 } });
      t.after(() => page.context().close());
      /** @type {Record<string, string[]>} the English left, by view */
      const failures = {};
      const check = async (where) => {
        const english = await englishShown(page);
        if (english.length) failures[where] = english;
      };
      await check('playground');
      await selectTab(page, 'lab');
      await check('Lab');
      await selectTab(page, 'game');
      await check('game');
      await recordSearch(page, '1 2 3 / 4 0 6 / 7 5 8', 'astar', 100);
      await check('Search view');
      await page.evaluate((board) => (location.hash = `board=${board}&algo=astar&h=manhattan&view=search&mode=exercise&exercise=predict&steps=2&seed=1&lang=${document.documentElement.lang}`), BOARD);
      await page.locator('#exercise-choices button').first().waitFor({ timeout: 60_000 });
      await check('exercise');
      assert.deepEqual(failures, {}, `${tag}: English left`);
    });
  }
});
