// Renders www/favicon.svg as the web app manifest's PNG icons (www/icon-192.png and
// www/icon-512.png) with the system's Chromium. The PNGs are committed; run this again after
// changing the favicon: `node scripts/icons.mjs` (after `make setup`, for playwright-core).

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const require = createRequire(`${ROOT}tests/e2e/package.json`);
/** @type {import('playwright-core')} */
const { chromium } = require('playwright-core');

const svg = await readFile(`${ROOT}www/favicon.svg`, 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROME || '/usr/bin/chromium',
  chromiumSandbox: false,
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: `${ROOT}www/icon-${size}.png`, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
