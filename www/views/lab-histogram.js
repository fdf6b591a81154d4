// The Lab's histogram of estimates h against true distances h* (the core's report.histogram):
// drawn as a heat map, the cells above the diagonal h = h* (where the heuristic overestimates)
// in their own colour, and the same counts as a table, which a screen reader reads (the map
// itself is hidden from it).

import { el, formatCount, nextTask, svg } from '../dom.js';

const CELL = 12; // pixels a cell of the map, before it is scaled to the width
const MARGIN = { left: 34, bottom: 30, top: 6, right: 6 };

/**
 * The heat map and the table of `histogram` ({bin, rows, columns, counts}), each made in a task
 * of its own (up to 1,600 cells apiece), so the page never runs a long task.
 * @param {{bin: number, rows: number, columns: number, counts: number[]}} histogram
 */
export async function histogramView(histogram) {
  const figure = el('figure', { class: 'lab-histogram' }, el('figcaption', {}, 'States by estimate h (up) and true distance h* (across); above the diagonal h overestimates'));
  figure.append(heatMap(histogram));
  await nextTask();
  figure.append(table(histogram));
  return figure;
}

// The rows' labels: `12`, or `12–13` when a row holds several estimates.
function rowLabel(row, bin) {
  return bin === 1 ? String(row) : `${row * bin}–${row * bin + bin - 1}`;
}

function heatMap({ bin, rows, columns, counts }) {
  const width = MARGIN.left + columns * CELL + MARGIN.right;
  const height = MARGIN.top + rows * CELL + MARGIN.bottom;
  const max = Math.max(1, ...counts);
  const map = svg('svg', { viewBox: `0 0 ${width} ${height}`, class: 'heat-map', 'aria-hidden': 'true', focusable: 'false' });
  const top = (row) => MARGIN.top + (rows - 1 - row) * CELL;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const count = counts[row * columns + column];
      if (count === 0) continue;
      // Log-scaled, so a few states still show beside tens of thousands.
      const shade = 0.18 + (0.82 * Math.log(1 + count)) / Math.log(1 + max);
      const over = row * bin > column; // every estimate of the row is above h*
      map.append(svg('rect', { x: MARGIN.left + column * CELL, y: top(row), width: CELL, height: CELL, class: over ? 'cell over' : 'cell', 'fill-opacity': shade.toFixed(3) }));
    }
  }
  // The diagonal h = h*: at or below it the heuristic is admissible.
  const diagonal = Math.min(columns, rows * bin);
  map.append(svg('line', { x1: MARGIN.left, y1: top(0) + CELL, x2: MARGIN.left + diagonal * CELL, y2: top(0) + CELL - (diagonal / bin) * CELL, class: 'diagonal' }));
  map.append(svg('line', { x1: MARGIN.left, y1: top(0) + CELL, x2: MARGIN.left + columns * CELL, y2: top(0) + CELL, class: 'axis' }));
  map.append(svg('line', { x1: MARGIN.left, y1: top(0) + CELL, x2: MARGIN.left, y2: MARGIN.top, class: 'axis' }));
  for (let column = 0; column < columns; column += 5) {
    map.append(svg('text', { x: MARGIN.left + column * CELL + CELL / 2, y: top(0) + CELL + 11, class: 'tick', 'text-anchor': 'middle' }, String(column)));
  }
  const step = Math.max(1, Math.round(5 / bin));
  for (let row = 0; row < rows; row += step) {
    map.append(svg('text', { x: MARGIN.left - 4, y: top(row) + CELL / 2, class: 'tick', 'text-anchor': 'end', 'dominant-baseline': 'central' }, String(row * bin)));
  }
  map.append(svg('text', { x: MARGIN.left + (columns * CELL) / 2, y: height - 3, class: 'axis-label', 'text-anchor': 'middle' }, 'h* (true distance)'));
  map.append(svg('text', { x: 9, y: MARGIN.top + (rows * CELL) / 2, class: 'axis-label', 'text-anchor': 'middle', transform: `rotate(-90 9 ${MARGIN.top + (rows * CELL) / 2})` }, 'h'));
  return map;
}

function table({ bin, rows, columns, counts }) {
  const head = el('tr', {}, el('th', { scope: 'col' }, 'h \\ h*'), ...Array.from({ length: columns }, (_, column) => el('th', { scope: 'col' }, String(column))));
  const body = [];
  for (let row = rows - 1; row >= 0; row -= 1) {
    const cells = Array.from({ length: columns }, (_, column) => el('td', {}, formatCount(counts[row * columns + column])));
    body.push(el('tr', {}, el('th', { scope: 'row' }, `h ${rowLabel(row, bin)}`), ...cells));
  }
  // Hidden by its wrapper: a table is never narrower than its cells, whatever its width says.
  return el(
    'div',
    { class: 'visually-hidden' },
    el(
      'table',
      { class: 'lab-histogram-table' },
      el('caption', {}, 'Number of states for each estimate h (rows) and true distance h* (columns)'),
      el('thead', {}, head),
      el('tbody', {}, ...body),
    ),
  );
}
