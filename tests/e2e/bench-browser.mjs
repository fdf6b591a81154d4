// Korf's 100 in headless Chromium (www/bench.html) against the native CLI's times: prints the
// summary and the wasm-to-native ratio and writes target/bench-browser.json. `make
// bench-browser` runs it after the native bench and a build:
//
//   node tests/e2e/bench-browser.mjs target/bench-native.json
//
// Not a *.test.mjs: it takes a minute or more and measures rather than checks, so `make
// test-e2e` leaves it out. It fails when an answer is not optimal or the ratio exceeds 3.

import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, serveStatic, watchProblems, withoutPrebuilt } from './support.mjs';

const MAX_RATIO = 3;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = join(ROOT, 'target', 'bench-browser.json');

const nativePath = process.argv[2];
if (!nativePath) {
  console.error('usage: node tests/e2e/bench-browser.mjs NATIVE_JSON (from npuzzle bench --json)');
  process.exit(2);
}
const native = JSON.parse(await readFile(nativePath, 'utf8'));

const server = await serveStatic();
const browser = await launchBrowser();
let failed = false;
try {
  // One context for both visits: the second finds the databases the first stored. The site
  // serves no prebuilt databases here, so the first visit times the worker's build (the
  // download is bench-first-visit.mjs's).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await withoutPrebuilt(context);
  const page = watchProblems(await context.newPage());

  const run = async (query) => {
    await page.goto(`${server.url}www/bench.html?${query}`);
    await page.waitForSelector('#summary:is([data-state="done"], [data-state="error"])', { timeout: 20 * 60_000 });
    const result = await page.evaluate(() => window.benchResult);
    if (result.error) throw new Error(`the bench page failed: ${result.error}`);
    return result;
  };

  const browserRun = await run(`native=${native.totalMs}`);
  // A second visit: the databases come from IndexedDB, as for a returning user.
  const revisit = await run('count=1');

  const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`Korf's 100, IDA* with the 6-6-3 pattern databases, blank-first goal`);
  console.log(`  instances        ${browserRun.instances}, ${browserRun.allOptimal ? 'all optimal' : 'NOT ALL OPTIMAL'}`);
  console.log(`  nodes expanded   wasm ${browserRun.totalNodes}, native ${native.totalExpanded}`);
  console.log(`  search total     wasm ${seconds(browserRun.totalMs)}, native ${seconds(native.totalMs)}`);
  console.log(`  ratio            ${browserRun.ratio.toFixed(2)} (at most ${MAX_RATIO})`);
  console.log(
    `  databases        ${browserRun.databases.source} in ${seconds(browserRun.databases.ms)}` +
      ` (native build ${seconds(native.databases?.ms ?? NaN)}); next visit ${revisit.databases.source}` +
      ` in ${seconds(revisit.databases.ms)}`,
  );
  console.log(`  wasm memory      ${mb(browserRun.wasmMemoryBytes)}`);

  await writeFile(
    OUT,
    `${JSON.stringify(
      {
        ratio: browserRun.ratio,
        maxRatio: MAX_RATIO,
        browser: browserRun,
        revisit: { databases: revisit.databases, wasmMemoryBytes: revisit.wasmMemoryBytes },
        native,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`  written to       ${OUT}`);
  if (page.problems.length) {
    console.error(page.problems.join('\n'));
    failed = true;
  }
  if (!browserRun.allOptimal || !(browserRun.ratio <= MAX_RATIO)) failed = true;
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
