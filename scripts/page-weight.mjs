// The weight of a first visit: every file the browser fetches until the page is ready (the
// playground, index.html, and the widget, embed.html), raw, gzip -9 and brotli (quality 11),
// as a static host would compress them. Run on dist/ (or NPUZZLE_DIST) after `make build`:
//
//   make page-weight                      # or: node scripts/page-weight.mjs [--json]
//
// Pictures and pattern databases are not part of a first load (neither page fetches any).

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { DIST, launchBrowser, serveStatic } from '../tests/e2e/support.mjs';

/** The pages measured: where to go and what says they are ready. */
export const PAGES = [
  { name: 'playground', path: '', ready: '#status[data-source="worker"]' },
  { name: 'widget', path: 'embed.html?board=8,6,7,2,5,4,3,0,1&controls=solve,step&autoplay', ready: 'n-puzzle[data-solve="solved"]' },
];

/** [{name, files: [{file, raw, gzip, brotli}], total: {raw, gzip, brotli}}] for PAGES. */
export async function measure({ dist = DIST } = {}) {
  const server = await serveStatic(dist);
  const browser = await launchBrowser();
  try {
    const results = [];
    for (const page of PAGES) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const files = new Set();
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.href.startsWith(server.url)) files.add(url.pathname.slice(new URL(server.url).pathname.length) || 'index.html');
      });
      const tab = await context.newPage();
      await tab.goto(server.url + page.path);
      await tab.waitForSelector(page.ready, { timeout: 60_000 });
      await tab.waitForLoadState('networkidle');
      await context.close();
      const rows = [];
      for (const file of [...files].sort()) rows.push({ file, ...(await sizes(join(dist, file))) });
      const total = { raw: 0, gzip: 0, brotli: 0 };
      for (const row of rows) for (const key of Object.keys(total)) total[key] += row[key];
      results.push({ name: page.name, files: rows, total });
    }
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
}

async function sizes(path) {
  const body = await readFile(path);
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length,
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function table({ name, files, total }) {
  const lines = [`${name}:`, '', '| file | raw KB | gzip KB | brotli KB |', '|---|---:|---:|---:|'];
  for (const row of files) lines.push(`| ${row.file} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.brotli)} |`);
  lines.push(`| **total** | **${kb(total.raw)}** | **${kb(total.gzip)}** | **${kb(total.brotli)}** |`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measure();
  if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
  else console.log(results.map(table).join('\n\n'));
}
