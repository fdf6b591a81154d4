// The Lab's histogram of estimates h against true distances h* (the core's report.histogram):
// drawn as a heat map, the cells above the diagonal h = h* (where the heuristic overestimates)
// in their own colour, and the same counts as a table, made when its disclosure is opened (a
// thousand cells laid out with the page on every check would make long tasks); a screen reader
// reads the map's summary and opens the table.

import { el, formatCount, nextTask, svg } from '../dom.js';

const CELL = 12; // pixels a cell of the map, before it is scaled to the width
const MARGIN = { left: 34, bottom: 30, top: 6, right: 6 };

/**
 * The heat map of `histogram` ({bin, rows, columns, counts}), made a few rows a task (up to 40
 * rows of 32 cells each), so the page never runs a long task, and the table under a disclosure.
 * @param {import('../words.js').Say} say
 * @param {{bin: number, rows: number, columns: number, counts: number[]}} histogram
 * @param {number} over how many states have h above h*
 */
export async function histogramView(say, histogram, over) {
  const map = await heatMap(say, histogram);
  map.setAttribute('aria-label', say('lab-heat-map', { count: over }));
  const disclosure = el('details', { class: 'lab-table' }, el('summary', {}, say('lab-histogram-table')));
  disclosure.addEventListener('toggle', async () => {
    if (!disclosure.open || disclosure.querySelector('table')) return;
    disclosure.append(await table(say, histogram));
  });
  const key = colourKey(say, Math.max(1, ...histogram.counts));
  return el('figure', { class: 'lab-histogram' }, el('figcaption', {}, say('lab-histogram-caption')), map, key, disclosure);
}

/** The log scale of shade: a cell's opacity for `count` of at most `max` states. */
function shadeOf(count, max) {
  return 0.18 + (0.82 * Math.log(1 + count)) / Math.log(1 + max);
}

/** The map's colour key: the shade for 1 state and for the most, and the colour of h above h*. */
function colourKey(say, max) {
  const swatch = (over, count) =>
    svg('svg', { class: 'heat-swatch', viewBox: '0 0 12 12', 'aria-hidden': 'true', focusable: 'false' }, svg('rect', { width: 12, height: 12, class: over ? 'cell over' : 'cell', 'fill-opacity': shadeOf(count, max).toFixed(3) }));
  const item = (over, count, text) => el('li', {}, swatch(over, count), text);
  return el(
    'ul',
    { class: 'heat-key', 'aria-label': say('lab-key') },
    item(false, 1, say('lab-key-one')),
    item(false, max, say('lab-key-most', { count: max })),
    item(true, max, say('lab-key-over')),
  );
}

// Rows of the map or the table made in one task.
const ROWS_A_TASK = 8;

// The rows' labels: `12`, or `12–13` when a row holds several estimates.
function rowLabel(row, bin) {
  return bin === 1 ? String(row) : `${row * bin}–${row * bin + bin - 1}`;
}

async function heatMap(say, { bin, rows, columns, counts }) {
  const width = MARGIN.left + columns * CELL + MARGIN.right;
  const height = MARGIN.top + rows * CELL + MARGIN.bottom;
  const max = Math.max(1, ...counts);
  const map = svg('svg', { viewBox: `0 0 ${width} ${height}`, class: 'heat-map', role: 'img', focusable: 'false' });
  const top = (row) => MARGIN.top + (rows - 1 - row) * CELL;
  for (let row = 0; row < rows; row += 1) {
    if (row % ROWS_A_TASK === 0) await nextTask();
    for (let column = 0; column < columns; column += 1) {
      const count = counts[row * columns + column];
      if (count === 0) continue;
      // Log-scaled, so a few states still show beside tens of thousands.
      const shade = shadeOf(count, max);
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
  map.append(svg('text', { x: MARGIN.left + (columns * CELL) / 2, y: height - 3, class: 'axis-label', 'text-anchor': 'middle' }, say('lab-axis-true')));
  map.append(svg('text', { x: 9, y: MARGIN.top + (rows * CELL) / 2, class: 'axis-label', 'text-anchor': 'middle', transform: `rotate(-90 9 ${MARGIN.top + (rows * CELL) / 2})` }, 'h'));
  return map;
}

async function table(say, { bin, rows, columns, counts }) {
  const head = el('tr', {}, el('th', { scope: 'col' }, 'h \\ h*'), ...Array.from({ length: columns }, (_, column) => el('th', { scope: 'col' }, String(column))));
  const body = [];
  for (let row = rows - 1; row >= 0; row -= 1) {
    if (row % ROWS_A_TASK === 0) await nextTask();
    const cells = Array.from({ length: columns }, (_, column) => el('td', {}, formatCount(say, counts[row * columns + column])));
    body.push(el('tr', {}, el('th', { scope: 'row' }, `h ${rowLabel(row, bin)}`), ...cells));
  }
  return el(
    'div',
    { class: 'table-scroll' },
    el(
      'table',
      { class: 'lab-histogram-table' },
      el('caption', {}, say('lab-histogram-table-caption')),
      el('thead', {}, head),
      el('tbody', {}, ...body),
    ),
  );
}
