// The playground is an installable web app: a manifest (relative start URL and scope, so a
// sub-path works), PNG icons, a service worker; Chromium reports no installability errors.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic, watchProblems } from './support.mjs';

/** @type {{url: string, close: () => Promise<void>}} */
let server;
/** @type {import('playwright-core').BrowserContext} */
let context;
/** @type {string} */
let profile;

before(async () => {
  server = await serveStatic(undefined, '/apps/npuzzle/');
  // A persistent profile: an off-the-record context (Playwright's default) is never installable.
  profile = await mkdtemp(join(tmpdir(), 'npuzzle-install-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME || '/usr/bin/chromium',
    headless: true,
    chromiumSandbox: false,
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
});

after(async () => {
  await context?.close();
  await server?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

test('Chromium finds the playground installable under a sub-path', async () => {
  const page = watchProblems(await context.newPage());
  await page.goto(server.url);
  await page.waitForSelector('main[data-ready="true"]');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.equal(manifest.url, `${server.url}www/manifest.webmanifest`);
  assert.deepEqual(manifest.errors, []);
  const parsed = JSON.parse(manifest.data ?? '{}');
  assert.equal(parsed.display, 'standalone');
  assert.ok(parsed.name && parsed.short_name);

  // The start URL, scope and id resolve to the sub-path the page is served from.
  for (const key of ['start_url', 'scope', 'id']) {
    assert.equal(new URL(parsed[key], manifest.url).href, server.url, key);
  }
  for (const size of [192, 512]) {
    const icon = await page.request.get(`${server.url}www/icon-${size}.png`);
    assert.equal(icon.status(), 200);
    const png = await icon.body();
    // PNG signature, then IHDR's width and height (big-endian) at bytes 16 and 20.
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [size, size]);
  }

  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, []);
  assert.deepEqual(page.problems, []);
});
