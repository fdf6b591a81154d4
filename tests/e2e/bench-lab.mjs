// The Lab's 3x3 check in headless Chromium (BENCHMARKS.md, "The heuristic lab"): the time, in
// the page, from opening the Lab's tab on a fresh visit to its first verdict (the view and the
// full wasm module loaded, every state's true distance found, the check), and from pressing
// Check to the verdict later (the distances kept by the worker), each the median of RUNS.
// `make bench-lab` runs it after a build:
//
//   node tests/e2e/bench-lab.mjs
//
// Not a *.test.mjs: it measures rather than checks, so `make test-e2e` leaves it out.

import { launchBrowser, openPlayground, serveStatic } from './support.mjs';

const RUNS = 5;
const HEURISTICS = ['manhattan', 'linear-conflict', 'pdb', 'custom'];

/**
 * Clicks `button` (the Lab's tab or its Check button) and answers the milliseconds until the
 * Lab shows a verdict.
 */
function timeUntilDone(page, button) {
  return page.evaluate(
    (id) =>
      new Promise((resolve) => {
        const started = performance.now();
        const poll = () => {
          const section = document.getElementById('lab-section');
          if (section?.dataset.state === 'done' && section.dataset.measured !== 'yes') {
            section.dataset.measured = 'yes';
            resolve(performance.now() - started);
          } else {
            requestAnimationFrame(poll);
          }
        };
        const section = document.getElementById('lab-section');
        if (section) delete section.dataset.measured;
        /** @type {HTMLElement} */ (document.getElementById(id)).click();
        requestAnimationFrame(poll);
      }),
    button,
  );
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const server = await serveStatic();
const browser = await launchBrowser();
try {
  const first = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A fresh visit each time: the Lab's tab opened (its view and the full wasm module
    // loaded, every state's true distance found, Manhattan checked).
    const page = await openPlayground(browser, server.url);
    first.push(await timeUntilDone(page, 'tab-lab'));
    await page.context().close();
  }
  console.log(`the Lab's tab opened to its first verdict (view, module, true distances, Manhattan): median ${median(first).toFixed(0)} ms of ${first.map((ms) => ms.toFixed(0)).join(', ')}`);
  const page = await openPlayground(browser, `${server.url}#view=lab`);
  await page.locator('#lab-section[data-state="done"]').waitFor({ timeout: 60_000 });
  for (const heuristic of HEURISTICS) {
    await page.selectOption('#lab-heuristic', heuristic);
    await page.locator('#lab-section[data-state="done"]').waitFor({ timeout: 60_000 });
    const times = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await timeUntilDone(page, 'lab-check'));
    console.log(`check ${heuristic === 'custom' ? '1.5 x Manhattan (A* on the worst boards)' : heuristic}: median ${median(times).toFixed(0)} ms of ${times.map((ms) => ms.toFixed(0)).join(', ')}`);
  }
  await page.context().close();
} finally {
  await browser.close();
  await server.close();
}
