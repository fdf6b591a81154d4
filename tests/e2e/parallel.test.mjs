// One optimal solve across several workers (issue 12): with a core to spare, the worker lends
// subtrees of each IDA* pass to helper workers (search-part-worker.js), each with its own wasm
// instance and its own copy of the set, handed over once from IndexedDB. The answer is as long
// as one worker's, progress reports, a cancel stops every helper, and every instance stays
// within the memory budget (the set at most 64 MB per instance).

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { korf12, openPlayground, servedPlayground, textOf, waitForStored, watchProblems } from './support.mjs';

const env = servedPlayground();

const MAX_MEMORY = 64 * 2 ** 20;
const HARD = '15,14,8,12,10,11,9,13,2,6,5,1,3,7,4,0';
const STRONGER = 'pdb-v3/7-7-1/0';

/** The page worker's helpers, [{expanded, memoryBytes}], and its own memory. */
async function workers(page) {
  return page.evaluate(async () => {
    const { sharedWorker } = await import('./www/runtime.js');
    const worker = sharedWorker();
    return { helpers: await worker.call('helpers'), memoryBytes: await worker.call('memoryBytes') };
  });
}

async function fact(page, key) {
  return textOf(page, `#solve-stats [data-fact="${key}"] dd`);
}

describe('a solve across several workers', () => {
  test('the 80-move board: the one-worker length, progress, cancel stops every helper, memory in budget', async (t) => {
    // A first visit: 6-6-3 downloaded for Korf #12, then 7-7-1 fetched and stored beside it.
    const first = await openPlayground(env.browser, env.server.url);
    t.after(() => first.context().close());
    const cores = await first.evaluate(() => navigator.hardwareConcurrency);
    if (cores < 2) {
      t.skip(`one core (${cores}): a solve goes alone`);
      return;
    }
    // A helper that cannot help says so in one console line: none should here.
    const warnings = [];
    first.context().on('console', (message) => {
      if (message.type() === 'warning' && /without help/.test(message.text())) warnings.push(message.text());
    });
    await korf12(first);
    await first.click('#solve');
    await first.waitForSelector('#solve-status[data-state="solved"]', { timeout: 60_000 });
    await waitForStored(first, STRONGER, 60_000);

    // The next visit: 7-7-1 from IndexedDB, in the worker and in each helper.
    const page = watchProblems(await first.context().newPage());
    await page.goto(`${env.server.url}#board=4x4:${HARD}&goal=blank-first&algo=idastar&h=pdb`);
    await page.waitForSelector('main[data-ready="true"]');
    await page.click('#tab-solve');
    await page.waitForSelector('#panel-solve:not([hidden])');
    // Each progress report changes #solve-progress's values; the counts it shows, in order.
    await page.evaluate(() => {
      window.progressed = [];
      const progress = document.getElementById('solve-progress');
      new MutationObserver(() => {
        const expanded = progress.querySelector('[data-fact="expanded"] dd')?.textContent ?? '0';
        window.progressed.push(Number(expanded.replace(/\D/g, '')));
      }).observe(progress, { childList: true, subtree: true, characterData: true });
    });
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="solved"]', { timeout: 120_000 });
    assert.equal(await fact(page, 'length'), '80 moves');
    assert.equal(await fact(page, 'optimal'), 'yes');
    assert.match(await fact(page, 'heuristic'), /7-7-1/);
    // Reported as it went (the helpers' expansions summed in), rising to the final count.
    const progressed = (await page.evaluate(() => window.progressed)).filter((count) => count > 0);
    assert.ok(progressed.length >= 3, `progress reported: ${progressed.join(' | ')}`);
    assert.deepEqual(progressed, progressed.toSorted((a, b) => a - b), 'the counts only rise');
    assert.ok(progressed.at(-1) <= Number((await fact(page, 'expanded')).replace(/\D/g, '')));
    const solved = await workers(page);
    console.log(
      `80-move board on ${cores} cores: ${await fact(page, 'time')}, ${await fact(page, 'expanded')} expanded; ` +
        `helpers ${JSON.stringify(solved.helpers)}; worker memory ${solved.memoryBytes}`,
    );
    assert.ok(solved.helpers.length >= 1, 'helpers searched beside the worker');
    assert.equal(await fact(page, 'cores'), String(solved.helpers.length + 1), 'the answer says how many cores searched');
    assert.ok(solved.helpers.every((helper) => helper.expanded > 0), 'every helper searched');
    for (const bytes of [solved.memoryBytes, ...solved.helpers.map((helper) => helper.memoryBytes)]) {
      assert.ok(bytes <= MAX_MEMORY, `an instance's memory: ${bytes} bytes`);
    }

    // The same board on one worker (the core told of one core): the same length.
    const capCores = (count) =>
      page.evaluate(async (count) => {
        const { sharedWorker } = await import('./www/runtime.js');
        await sharedWorker().call('cores', count);
      }, count);
    await capCores(1);
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="solved"]', { timeout: 120_000 });
    assert.equal(await fact(page, 'length'), '80 moves');
    assert.equal((await workers(page)).helpers.map((helper) => helper.expanded).join(), solved.helpers.map((helper) => helper.expanded).join(), 'alone: the helpers idle');
    assert.equal(await page.locator('#solve-stats [data-fact="cores"]').count(), 0, 'alone: no cores fact');
    await capCores(cores);

    // Cancel mid-solve: the page says so at once, and no helper searches on.
    await page.click('#solve');
    await page.waitForFunction((before) => {
      const text = document.querySelector('#solve-progress [data-fact="expanded"] dd')?.textContent ?? '';
      return Number(text.replace(/\D/g, '')) > before;
    }, 200_000, { polling: 20, timeout: 30_000 });
    const helpedBefore = (await workers(page)).helpers.map((helper) => helper.expanded);
    const ms = await page.evaluate(async () => {
      const status = document.getElementById('solve-status');
      const clicked = performance.now();
      document.getElementById('cancel').click();
      while (status.dataset.state !== 'cancelled') await new Promise((resolve) => setTimeout(resolve, 5));
      return performance.now() - clicked;
    });
    console.log(`cancel: the page said so ${ms.toFixed(0)} ms after the click`);
    await page.waitForTimeout(300); // a helper's slice under way ends
    const stopped = (await workers(page)).helpers.map((helper) => helper.expanded);
    assert.ok(stopped.some((count, i) => count > helpedBefore[i]), 'the helpers were searching the cancelled solve');
    await page.waitForTimeout(500);
    assert.deepEqual((await workers(page)).helpers.map((helper) => helper.expanded), stopped, 'no helper searches on');
    assert.deepEqual(page.problems, []);
    assert.deepEqual(warnings, []);
  });

  test('a helper that fails leaves the worker searching alone, with one line why', async (t) => {
    // The worker's helpers all fail on their first message, as when their wasm cannot load: the
    // worker's script is served with a Worker that starts such a helper instead.
    const broken = "self.onmessage = ({ data }) => data.port?.postMessage({ type: 'failed', error: 'a broken helper' });";
    const page = await openPlayground(env.browser, env.server.url, {}, (context) =>
      context.route('**/www/workers/worker.js', async (route) => {
        const response = await route.fetch();
        const swap =
          `const brokenHelper = URL.createObjectURL(new Blob([${JSON.stringify(broken)}], { type: 'text/javascript' }));\n` +
          'self.Worker = class extends Worker { constructor(url, options) { super(/search-part/.test(String(url)) ? brokenHelper : url, options); } };\n';
        await route.fulfill({ response, body: swap + (await response.text()) });
      }),
    );
    t.after(() => page.context().close());
    if ((await page.evaluate(() => navigator.hardwareConcurrency)) < 2) {
      t.skip('one core: a solve goes alone');
      return;
    }
    const warnings = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // Korf's instance 88: 65 moves, some 2.4 million nodes with 6-6-3, long enough for the
    // helper to fail meanwhile.
    const result = await page.evaluate(async () => {
      const { sharedWorker } = await import('./www/runtime.js');
      const options = { algorithm: 'idastar', heuristic: 'pdb', goal: 'blank-first' };
      return sharedWorker().solve('15 2 12 11 14 13 9 5 1 3 8 7 0 10 6 4', options).result;
    });
    assert.equal(result.length, 65);
    assert.equal(result.optimal, true);
    assert.equal(result.parallel.helpers, 1);
    const why = 'The search goes on without help: a helper worker failed (a broken helper).';
    assert.equal(result.parallel.note, why);
    assert.deepEqual(warnings, [why], 'one line in the console');
    assert.deepEqual(page.problems, []);
  });
});
