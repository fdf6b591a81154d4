// Draws docs/korf100-times.svg, the per-instance times of Korf's 100 15-puzzles with IDA* and
// pattern databases, natively and in the browser, from the JSON that `make bench-browser`
// writes (target/bench-native.json from the CLI, target/bench-browser.json from the page).
//
//   node scripts/bench-plot.mjs [native.json] [browser.json] [out.svg]
//
// The browser file is optional: without it only the native series is drawn. The per-instance
// table for BENCHMARKS.md goes to standard output.

import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';

const [nativePath = 'target/bench-native.json', browserPath = 'target/bench-browser.json', out = 'docs/korf100-times.svg'] =
  process.argv.slice(2);

const native = JSON.parse(await readFile(nativePath, 'utf8'));
const browser = existsSync(browserPath) ? JSON.parse(await readFile(browserPath, 'utf8')).browser : null;

const series = [
  { name: 'native', color: '#2f6fdf', points: native.instances.map((row) => [Number(row.id), row.ms]) },
];
if (browser) {
  series.push({ name: 'wasm (Chromium)', color: '#e0702a', points: browser.rows.map((row) => [Number(row.id), row.ms]) });
}

const width = 760;
const height = 380;
const margin = { left: 64, right: 16, top: 58, bottom: 44 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;
const all = series.flatMap((s) => s.points.map(([, ms]) => Math.max(ms, 0.01)));
const low = 10 ** Math.floor(Math.log10(Math.min(...all)));
const high = 10 ** Math.ceil(Math.log10(Math.max(...all)));
const count = Math.max(...series.flatMap((s) => s.points.map(([id]) => id)));
const x = (id) => margin.left + ((id - 0.5) / count) * plotWidth;
const y = (ms) =>
  margin.top + plotHeight - ((Math.log10(Math.max(ms, low)) - Math.log10(low)) / Math.log10(high / low)) * plotHeight;
const fixed = (value) => value.toFixed(1);
const label = (ms) => (ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`);

const parts = [];
parts.push(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="12">`,
  `<rect width="${width}" height="${height}" fill="#fff"/>`,
  `<text x="${margin.left}" y="22" font-size="14" font-weight="600">Korf's 100 15-puzzles: IDA* with 6-6-3 pattern databases, time per instance</text>`,
);
for (let decade = low; decade <= high; decade *= 10) {
  parts.push(
    `<line x1="${margin.left}" x2="${width - margin.right}" y1="${fixed(y(decade))}" y2="${fixed(y(decade))}" stroke="#ddd"/>`,
    `<text x="${margin.left - 6}" y="${fixed(y(decade) + 4)}" text-anchor="end" fill="#555">${label(decade)}</text>`,
  );
}
for (let id = 10; id <= count; id += 10) {
  parts.push(`<text x="${fixed(x(id))}" y="${height - margin.bottom + 16}" text-anchor="middle" fill="#555">${id}</text>`);
}
parts.push(
  `<text x="${margin.left + plotWidth / 2}" y="${height - 8}" text-anchor="middle" fill="#333">instance (Korf 1985 numbering)</text>`,
  `<line x1="${margin.left}" x2="${margin.left}" y1="${margin.top}" y2="${margin.top + plotHeight}" stroke="#999"/>`,
  `<line x1="${margin.left}" x2="${width - margin.right}" y1="${margin.top + plotHeight}" y2="${margin.top + plotHeight}" stroke="#999"/>`,
);
for (const [index, { name, color, points }] of series.entries()) {
  const total = points.reduce((sum, [, ms]) => sum + ms, 0);
  const legendX = width - margin.right - 250 * (series.length - index);
  parts.push(
    `<circle cx="${legendX + 6}" cy="${margin.top - 18}" r="4" fill="${color}"/>`,
    `<text x="${legendX + 14}" y="${margin.top - 14}" fill="#333">${name}: ${(total / 1000).toFixed(2)} s in all</text>`,
  );
  for (const [id, ms] of points) {
    parts.push(`<circle cx="${fixed(x(id))}" cy="${fixed(y(ms))}" r="2.6" fill="${color}" fill-opacity="0.85"/>`);
  }
}
parts.push('</svg>');
await writeFile(out, `${parts.join('\n')}\n`);
console.log(`wrote ${out}`);

// The per-instance table for BENCHMARKS.md, on standard output.
const wasmMs = new Map((browser?.rows ?? []).map((row) => [String(row.id), row.ms]));
const number = (value) => Math.round(value).toLocaleString('en');
console.log('\n| # | length | optimal | nodes expanded | native ms | wasm ms |');
console.log('|---:|---:|---:|---:|---:|---:|');
for (const row of native.instances) {
  const wasm = wasmMs.has(String(row.id)) ? wasmMs.get(String(row.id)).toFixed(1) : '';
  console.log(`| ${row.id} | ${row.length} | ${row.expected} | ${number(row.expanded)} | ${row.ms.toFixed(1)} | ${wasm} |`);
}
const wasmTotal = browser ? browser.totalMs.toFixed(0) : '';
console.log(
  `| total | | ${native.instances.filter((row) => row.match).length} of ${native.instances.length} optimal | ` +
    `${number(native.totalExpanded)} | ${native.totalMs.toFixed(0)} | ${wasmTotal} |`,
);
