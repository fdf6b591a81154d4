// Draws docs/anytime-24.svg, the anytime search's quality against time on the ten Korf-Taylor
// 24-puzzles: for each instance, the best length found over the optimal one and the proved lower
// bound over it, as steps from 0 to the time limit, with their means; from the JSON that
//
//   npuzzle bench bench/korf-taylor-24.txt --goal blank-first --algo auto --max-ms 10000 --json
//
// writes (`make bench-anytime` puts it in target/bench-anytime-24.json; each instance carries the
// `trace` of (ms, length, bound) its solve reported).
//
//   node scripts/anytime-plot.mjs [bench.json] [out.svg]
//
// The per-instance table for BENCHMARKS.md goes to standard output.

import { readFile, writeFile } from 'node:fs/promises';

const [input = 'target/bench-anytime-24.json', out = 'docs/anytime-24.svg'] = process.argv.slice(2);
const bench = JSON.parse(await readFile(input, 'utf8'));
const rows = bench.instances.filter((row) => row.expected && row.trace?.length);
if (rows.length === 0) throw new Error(`${input} holds no instance with a trace and a known optimum`);
const limitMs = Math.max(10_000, ...rows.map((row) => row.ms));

// Each instance's value at `ms`: the last trace point at or before it (none before the first).
function at(trace, ms, key) {
  let value = null;
  for (const point of trace) {
    if (point.ms > ms) break;
    value = point[key];
  }
  return value;
}

const width = 760;
const height = 420;
const margin = { left: 58, right: 20, top: 56, bottom: 46 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;
const [low, high] = [0.75, 1.35];
const x = (ms) => margin.left + (Math.min(ms, limitMs) / limitMs) * plotWidth;
const y = (ratio) => margin.top + plotHeight - ((Math.min(Math.max(ratio, low), high) - low) / (high - low)) * plotHeight;
const fixed = (value) => value.toFixed(1);
const colors = { length: '#2f6fdf', bound: '#e0702a' };

// A step line through (ms, ratio) points, held to the limit.
function steps(points) {
  let d = '';
  points.forEach(([ms, ratio], index) => {
    d += index === 0 ? `M${fixed(x(ms))},${fixed(y(ratio))}` : `H${fixed(x(ms))}V${fixed(y(ratio))}`;
  });
  return `${d}H${fixed(x(limitMs))}`;
}

const parts = [
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="12">`,
  `<rect width="${width}" height="${height}" fill="#fff"/>`,
  `<text x="${margin.left}" y="22" font-size="13" font-weight="600">24-puzzles (Korf-Taylor ten): best length and lower bound over the optimum</text>`,
];
for (let ratio = 0.8; ratio <= high + 1e-9; ratio += 0.1) {
  parts.push(
    `<line x1="${margin.left}" x2="${width - margin.right}" y1="${fixed(y(ratio))}" y2="${fixed(y(ratio))}" stroke="${Math.abs(ratio - 1) < 1e-9 ? '#888' : '#ddd'}"/>`,
    `<text x="${margin.left - 6}" y="${fixed(y(ratio) + 4)}" text-anchor="end" fill="#555">${ratio.toFixed(1)}</text>`,
  );
}
for (let s = 0; s <= limitMs / 1000; s += 1) {
  parts.push(`<text x="${fixed(x(s * 1000))}" y="${height - margin.bottom + 16}" text-anchor="middle" fill="#555">${s}</text>`);
}
parts.push(
  `<text x="${margin.left + plotWidth / 2}" y="${height - 8}" text-anchor="middle" fill="#333">seconds since the solve was asked for (databases loaded from the cache)</text>`,
  `<text x="14" y="${margin.top + plotHeight / 2}" transform="rotate(-90 14 ${margin.top + plotHeight / 2})" text-anchor="middle" fill="#333">moves / optimal moves</text>`,
  `<line x1="${margin.left}" x2="${width - margin.right}" y1="${fixed(y(1.05))}" y2="${fixed(y(1.05))}" stroke="#2f6fdf" stroke-dasharray="4 4" stroke-opacity="0.6"/>`,
  `<text x="${width - margin.right - 4}" y="${fixed(y(1.05) - 4)}" text-anchor="end" fill="#2f6fdf">1.05</text>`,
);
for (const key of ['length', 'bound']) {
  for (const row of rows) {
    const points = row.trace.map((point) => [point.ms, point[key] / row.expected]);
    parts.push(`<path d="${steps(points)}" fill="none" stroke="${colors[key]}" stroke-opacity="0.28" stroke-width="1"/>`);
  }
  // The mean over the instances, from the time every one of them has a value.
  const times = [...new Set(rows.flatMap((row) => row.trace.map((point) => point.ms)))].sort((a, b) => a - b);
  const start = Math.max(...rows.map((row) => row.trace[0].ms));
  const mean = times
    .filter((ms) => ms >= start)
    .map((ms) => [ms, rows.reduce((sum, row) => sum + at(row.trace, ms, key) / row.expected, 0) / rows.length]);
  parts.push(`<path d="${steps(mean)}" fill="none" stroke="${colors[key]}" stroke-width="2.5"/>`);
}
const legend = [
  ['length', 'best length / optimal (each instance; the mean bold)'],
  ['bound', 'proved lower bound / optimal (likewise)'],
];
legend.forEach(([key, text], index) => {
  const legendX = margin.left + 8 + index * 360;
  parts.push(
    `<line x1="${legendX}" x2="${legendX + 18}" y1="${margin.top - 16}" y2="${margin.top - 16}" stroke="${colors[key]}" stroke-width="2.5"/>`,
    `<text x="${legendX + 24}" y="${margin.top - 12}" fill="#333">${text}</text>`,
  );
});
parts.push('</svg>');
await writeFile(out, `${parts.join('\n')}\n`);
console.log(`wrote ${out}`);

// The per-instance table for BENCHMARKS.md, on standard output.
console.log('\n| # | optimal | length | length / optimal | lower bound | bound / optimal | expanded | ms |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of bench.instances) {
  const ratio = (value) => (value && row.expected ? (value / row.expected).toFixed(3) : '-');
  console.log(
    `| ${row.id} | ${row.expected ?? '-'} | ${row.length ?? '-'} | ${ratio(row.length)} | ${row.lowerBound ?? '-'} | ${ratio(row.lowerBound)} | ${row.expanded.toLocaleString('en')} | ${Math.round(row.ms)} |`,
  );
}
const mean = (key) => rows.reduce((sum, row) => sum + row[key] / row.expected, 0) / rows.length;
console.log(`\nmean length / optimal ${mean('length').toFixed(4)}, mean lower bound / optimal ${mean('lowerBound').toFixed(4)}`);
