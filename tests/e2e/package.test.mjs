// The widget as an npm package (`make package`, scripts/package.mjs): the packed tarball,
// installed with npm into a scratch folder and served from another origin than the host page,
// as a CDN serving npm packages would, gives a working <n-puzzle>.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST, launchBrowser, serveStatic, watchProblems } from './support.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

test('npuzzle-widget: packed, installed with npm, served from another origin, loads, solves and steps', async (t) => {
  const tarball = execFileSync('node', [join(ROOT, 'scripts', 'package.mjs')], {
    encoding: 'utf8',
    env: { ...process.env, NPUZZLE_DIST: DIST },
  })
    .trim()
    .split('\n')
    .pop();
  assert.match(tarball, /npuzzle-widget-[\d.]+\.tgz$/);

  const scratch = await mkdtemp(join(tmpdir(), 'npuzzle-package-'));
  t.after(() => rm(scratch, { recursive: true, force: true }));
  await writeFile(join(scratch, 'package.json'), '{"name":"scratch","private":true}\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', '--loglevel=error', tarball], {
    cwd: scratch,
    stdio: 'inherit',
  });
  const installed = join(scratch, 'node_modules', 'npuzzle-widget');
  const pkg = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
  assert.equal(pkg.type, 'module');
  assert.equal(pkg.exports['.'], './www/n-puzzle.js');
  // Every file the package lists is in it, and the playground's own files are not.
  for (const file of pkg.files) await readFile(join(installed, file));
  for (const file of ['www/n-puzzle.js', 'www/workers/worker.js', 'www/workers/pdb-part-worker.js', 'npuzzle.js', 'npuzzle_bg.wasm', 'npuzzle_full.js', 'npuzzle_full_bg.wasm']) {
    assert.ok(pkg.files.includes(file), `the package holds ${file}`);
  }
  assert.ok(!pkg.files.includes('www/app.js'));

  // The package's folder, as a CDN serves it: its own origin, with CORS.
  await writeFile(join(installed, 'index.html'), '');
  const cdn = await serveStatic(installed, '/npm/npuzzle-widget@0/', { 'access-control-allow-origin': '*' });
  t.after(() => cdn.close());
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Notes</title>
    <script type="module" src="${cdn.url}www/n-puzzle.js"></script></head><body>
    <n-puzzle board="7 3 4; 8 2 6; 5 1 0" algorithm="astar" controls="solve,step"></n-puzzle>
    </body></html>`;
  const host = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise((resolve) => host.listen(0, '127.0.0.1', () => resolve(undefined)));
  t.after(() => new Promise((resolve) => host.close(() => resolve(undefined))));
  const address = host.address();
  const hostUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/notes.html`;
  assert.notEqual(new URL(hostUrl).origin, new URL(cdn.url).origin);

  const browser = await launchBrowser();
  t.after(() => browser.close());
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = watchProblems(await context.newPage());
  await page.goto(hostUrl);
  const widget = page.locator('n-puzzle');
  await widget.and(page.locator('[data-state="ready"]')).waitFor();
  await widget.locator('button[data-action="solve"]').click();
  await widget.locator('.npw-solve[data-state="solved"]').waitFor({ timeout: 60_000 });
  const length = (await widget.locator('.facts:not(.progress) [data-fact="length"] dd').textContent())?.trim();
  assert.match(length ?? '', /^20\b/);
  await widget.locator('.player[data-state="ready"], .player[data-state="playing"]').waitFor();
  const before = await widget.locator('.board-mirror button').allTextContents();
  await widget.locator('button[data-action="next"]').click();
  await widget.locator('.player[data-step="1"]').waitFor();
  const after = await widget.locator('.board-mirror button').allTextContents();
  assert.equal(before.filter((tile, index) => tile !== after[index]).length, 2, 'one tile and the blank swap');
  // The worker is a blob: URL on the host's origin, importing the package's worker.js.
  assert.match(page.workers()[0]?.url() ?? '', /^blob:http:\/\/127\.0\.0\.1:/);
  assert.deepEqual(page.problems, []);
});
