// Issue 25, part B: every page of the site offline. A visitor opens the course notes first (the
// service worker installs from that page), then the deck, the book, embed.html and the
// playground (in French too); the server goes away; each page comes back as itself, styled, its
// widgets working, the playground in French with its catalogue, and a page never visited shows
// offline.html at its own address, never the playground.
// The site is a copy of dist/ (without the pattern databases) with the examples built into it,
// so that tests rebuilding dist/examples/ meanwhile cannot disturb it.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DIST, launchBrowser, screenshot, serveStatic, watchProblems } from './support.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A copy of dist/ with the examples (reveal.js, the book) in it, removed when `t` ends. */
async function siteCopy(t) {
  const dir = await mkdtemp(join(tmpdir(), 'npuzzle-offline-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await cp(DIST, dir, { recursive: true, filter: (source) => !source.startsWith(join(DIST, 'pdb')) });
  execFileSync('node', [join(ROOT, 'scripts', 'examples.mjs')], { env: { ...process.env, NPUZZLE_DIST: dir } });
  return dir;
}

/** Waits until the service worker holds this page and everything it loaded from the site. */
function kept(page, scope) {
  return page.waitForFunction(
    async (site) => {
      const bare = (url) => url.split(/[?#]/)[0];
      const urls = [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)]
        .filter((url) => url.startsWith(site) && !url.startsWith(`${site}pdb/`))
        .map(bare);
      for (const url of urls) if (!(await caches.match(url))) return false;
      return navigator.serviceWorker.controller !== null || (await navigator.serviceWorker.getRegistration()) !== undefined;
    },
    scope,
    { timeout: 60_000, polling: 250 },
  );
}

/** Whether every style sheet the page links and uses (its media, not switched off) is loaded, with rules. */
function styled(page) {
  return page.evaluate(() => {
    const links = /** @type {HTMLLinkElement[]} */ ([...document.querySelectorAll('link[rel="stylesheet"]')]);
    const used = links.filter((link) => !link.disabled && (!link.media || matchMedia(link.media).matches));
    return used.length > 0 && used.every((link) => (link.sheet?.cssRules.length ?? 0) > 0);
  });
}

test('offline: each page visited comes back as itself, styled and working; a page never visited says it is offline', async (t) => {
  const site = await serveStatic(await siteCopy(t), '/courses/npuzzle/');
  let online = true;
  t.after(() => online && site.close());
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, serviceWorkers: 'allow' });
  const page = watchProblems(await context.newPage());
  const visit = async (path, ready) => {
    await page.goto(`${site.url}${path}`);
    await ready();
    await kept(page, site.url);
  };
  const widgetReady = (scope) => scope.locator('n-puzzle[data-state="ready"]').first().waitFor({ timeout: 60_000 });

  // A first visit that starts at the course notes: nothing of the site was cached before.
  await visit('examples/course-notes.html', () => widgetReady(page));
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope), site.url);
  await visit('examples/slides.html#/bfs', () => widgetReady(page.frameLocator('section#bfs iframe')));
  await visit('examples/book/index.html', () => page.locator('main h1').waitFor());
  await visit('examples/book/bfs.html', () => widgetReady(page));
  await visit('embed.html?board=1,2,3,4,5,6,0,7,8&controls=solve,step', () => widgetReady(page));
  await visit('', () => page.locator('main[data-ready="true"]').waitFor());
  // The playground in French once (its catalogue fetched, and kept).
  await visit('#lang=fr', () => page.locator('main[data-ready="true"]').waitFor());
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');

  // The network goes away.
  await site.close();
  online = false;
  page.problems.length = 0;

  await page.goto(`${site.url}examples/course-notes.html`);
  assert.equal(await page.title(), 'Lecture 4 · Informed search on the sliding-tile puzzle');
  const notes = page.locator('n-puzzle#astar');
  await notes.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 60_000 });
  await notes.getByRole('button', { name: 'Solve', exact: true }).click();
  await notes.locator('.npw-solve[data-state="solved"]').waitFor({ timeout: 60_000 });
  await page.locator('iframe#embed').scrollIntoViewIfNeeded();
  await widgetReady(page.frameLocator('iframe#embed'));

  await page.goto(`${site.url}examples/slides.html#/bfs`);
  await page.waitForFunction(() => document.querySelector('.reveal.ready') !== null);
  assert.ok(await styled(page), 'the deck is styled (reveal.css, its theme)');
  await widgetReady(page.frameLocator('section#bfs iframe'));
  await screenshot(page, 'offline-deck');

  for (const chapter of ['index.html', 'bfs.html']) {
    await page.goto(`${site.url}examples/book/${chapter}`);
    await page.locator('main h1').waitFor();
    assert.ok(await styled(page), `the book's ${chapter} is styled`);
  }
  await widgetReady(page);

  await page.goto(`${site.url}embed.html?board=1,2,3,4,5,6,0,7,8&controls=solve,step`);
  await widgetReady(page);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.locator('n-puzzle[data-solve="solved"]').waitFor();

  // The bench page was never opened, but it is part of the playground's files.
  await page.goto(`${site.url}www/bench.html?count=1&heuristic=manhattan`);
  assert.equal(await page.locator('h1').textContent(), "Korf's 100 fifteen-puzzles in the browser");
  // French offline: its catalogue from the service worker's cache, not English with a notice.
  await page.goto(`${site.url}#lang=fr`);
  await page.locator('main[data-ready="true"]').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  await page.getByRole('tab', { name: 'Résoudre' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Solve', exact: true }).count(), 0);
  // A fresh load (a change of lang= on the page itself reloads it).
  await page.goto('about:blank');
  await page.goto(`${site.url}#lang=en`);
  await page.locator('main[data-ready="true"]').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  const unexpected = page.problems.filter((problem) => !problem.includes('Failed to load resource'));
  assert.deepEqual(unexpected, []);

  // Pages never visited: the offline page, at their own address, styled, linking the playground.
  for (const path of ['examples/book/astar.html', 'examples/nowhere/lesson.html']) {
    const response = await page.goto(`${site.url}${path}`);
    assert.equal(response?.status(), 503, path);
    assert.equal(page.url(), `${site.url}${path}`);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    assert.ok(await styled(page), `${path}: the offline page is styled`);
    assert.equal(await page.locator('main[data-ready]').count(), 0, 'not the playground');
    const link = page.getByRole('link', { name: 'the npuzzle playground' });
    assert.equal(await link.evaluate((anchor) => /** @type {HTMLAnchorElement} */ (anchor).href), site.url);
  }
  await screenshot(page, 'offline-page');
  await context.close();
});
