// Compare: runs a chosen set of algorithms on the same board (the session runs them in the
// worker, one after another, each under limits), then shows a table (each statistic's name
// defined on hover and focus, terms.js) and bar charts (expanded nodes on a log scale, time,
// solution length, each with its axis), marking the runs that stopped at a limit. It renders
// its own markup (`root`).

import { entryLabel, heuristicLabel, shortReasonLabel } from '../catalog.js';
import { el, formatBytes, formatCount, formatMs, svg } from '../dom.js';
import { field, limitInputs, readLimits } from './solve-panel.js';
import { term } from './terms.js';

const DEFAULT_CHOICE = ['bfs', 'greedy', 'astar', 'wastar', 'idastar'];
// [statistic (STATISTICS' key), class]
const COLUMNS = [['algorithm'], ['heuristic'], ['length', 'num'], ['optimal'], ['expanded', 'num'], ['peak-memory', 'num'], ['time', 'num'], ['outcome']];

export class Compare {
  #session;
  /** @type {import('../words.js').Say} */ #say;
  #ui;
  #rows = [];
  #running = false;

  /**
   * @param {import('../session/session.js').Session} session
   * @param {{compact?: boolean, algorithms?: string[]}} options `compact`: the widget's card
   *   (limits hidden); `algorithms`: the ones offered, all checked (else all, a few checked),
   *   each an algorithm or one with its heuristic (`astar:hamming`)
   */
  constructor(session, { compact = false, algorithms } = {}) {
    this.#session = session;
    this.#say = session.say;
    const id = (name) => `compare-${name}`;
    const ui = {
      choices: el('div', { id: id('choices'), class: 'choices' }),
      ...limitInputs(this.#say, 'compare-', { expanded: 2_000_000, seconds: 20 }),
      run: el('button', { type: 'button', id: id('run'), class: 'primary', dataset: { action: 'compare' } }, this.#say(compact ? 'compare-compare' : 'compare-run')),
      cancel: el('button', { type: 'button', id: id('cancel'), disabled: true }, this.#say('solve-cancel')),
      status: el('p', { id: id('status'), class: 'solve-status', role: 'status', dataset: { state: 'idle' } }),
      table: el(
        'table',
        { id: id('table'), class: 'compare-table', hidden: true },
        el('caption', { class: 'visually-hidden' }, this.#say(compact ? 'compare-caption-this' : 'compare-caption')),
        el('thead', {}, el('tr', {}, ...COLUMNS.map(([key, cls]) => el('th', { scope: 'col', class: cls }, key === 'outcome' ? this.#say('compare-outcome') : term(this.#say, key))))),
        el('tbody'),
      ),
      chart: el('div', { id: id('chart'), class: 'compare-chart' }),
      // The table scrolls sideways where it is wider than its box (a side panel, a phone), and then says so.
      scroll: el('div', { class: 'table-scroll' }),
      scrollHint: el('p', { class: 'scroll-hint', hidden: true }, this.#say('compare-scroll-hint')),
    };
    ui.scroll.append(ui.table);
    new ResizeObserver(() => this.#showScrollHint()).observe(ui.scroll);
    const limits = el('div', { class: 'fields', hidden: compact }, field(this.#say('solve-limit-expanded'), ui.maxExpanded), field(this.#say('solve-limit-memory'), ui.maxMemory), field(this.#say('solve-limit-time'), ui.maxSeconds));
    const buttons = el('div', { class: 'row' }, ui.run, ui.cancel, compact ? ui.choices : null);
    this.root = compact
      ? el('div', { class: 'npw-compare', dataset: { state: 'idle' } }, limits, buttons, ui.status, ui.scrollHint, ui.scroll, ui.chart)
      : el(
          'div',
          { class: 'group', id: id('section'), dataset: { state: 'idle' } },
          el('p', { class: 'help' }, this.#say('compare-help')),
          el('fieldset', { class: 'choices-set' }, el('legend', { class: 'group-title' }, this.#say('compare-algorithms')), ui.choices),
          limits,
          buttons,
          ui.status,
          ui.scrollHint,
          ui.scroll,
          ui.chart,
        );
    this.#ui = ui;
    ui.run.addEventListener('click', () => this.run());
    ui.cancel.addEventListener('click', () => this.cancel());
    const offered = algorithms ?? session.core.algorithms().map(({ name }) => name);
    ui.choices.replaceChildren(
      ...offered.map((name) =>
        el(
          'label',
          { class: 'check', for: id(`algo-${name.replace(':', '-')}`) },
          el('input', { type: 'checkbox', id: id(`algo-${name.replace(':', '-')}`), name: 'compare-algo', value: name, checked: algorithms ? true : DEFAULT_CHOICE.includes(name) }),
          el('span', {}, entryLabel(this.#say, session.core.parseAlgorithmEntry(name))),
        ),
      ),
    );
  }

  get running() {
    return this.#running;
  }

  /** Runs the checked algorithms in turn; resolves when all have run (or were cancelled). */
  async run() {
    if (this.#running) return;
    const names = [...this.#ui.choices.querySelectorAll('input:checked')].map((box) => /** @type {HTMLInputElement} */ (box).value);
    if (names.length === 0) {
      this.#status('error', this.#say('compare-choose'));
      return;
    }
    const limits = readLimits(this.#say, this.#ui);
    if (limits instanceof Error) {
      this.#status('error', limits.message);
      return;
    }
    this.#running = true;
    this.#rows = names.map((name) => ({ name, entry: this.#session.core.parseAlgorithmEntry(name), state: 'queued', result: null, progress: null, error: null }));
    this.#setBusy(true);
    this.#renderTable();
    this.#ui.chart.replaceChildren();
    const { rows, cancelled } = await this.#session.compare(names, limits, (index, row) => {
      this.#rows[index] = row;
      if (row.state === 'running' && !row.progress) {
        this.#status('running', this.#say('compare-running', { algorithm: entryLabel(this.#say, row.entry), index: index + 1, total: names.length }));
        this.#renderTable();
      } else {
        this.#renderRow(row);
      }
    });
    this.#rows = rows;
    this.#running = false;
    this.#setBusy(false);
    this.#renderTable();
    const solved = rows.filter((row) => row.state === 'solved').length;
    const stopped = rows.filter((row) => row.state === 'limit').length;
    const counts = { solved, total: rows.length, stopped };
    const summary = stopped
      ? this.#say(cancelled ? 'compare-summary-stopped-cancelled' : 'compare-summary-stopped', counts)
      : this.#say(cancelled ? 'compare-summary-cancelled' : 'compare-summary', counts);
    this.#status(cancelled ? 'cancelled' : 'done', summary);
    this.#renderChart();
  }

  /** Stops the run under way and skips the rest. */
  cancel() {
    if (this.#running) this.#session.cancelCompare();
  }

  #setBusy(busy) {
    this.#ui.run.disabled = busy;
    this.#ui.cancel.disabled = !busy;
    this.root.dataset.state = busy ? 'running' : 'idle';
    this.#ui.table.setAttribute('aria-busy', String(busy));
  }

  #status(state, text) {
    this.#ui.status.dataset.state = state;
    this.#ui.status.textContent = text;
  }

  #renderTable() {
    this.#ui.table.hidden = this.#rows.length === 0;
    const body = this.#ui.table.tBodies[0];
    body.replaceChildren(...this.#rows.map((row) => this.#rowElement(row)));
    this.#showScrollHint();
  }

  #showScrollHint() {
    const { scroll, scrollHint } = this.#ui;
    scrollHint.hidden = scroll.scrollWidth <= scroll.clientWidth + 1;
  }

  #renderRow(row) {
    const current = this.#ui.table.tBodies[0].querySelector(`tr[data-algorithm="${row.name}"]`);
    current?.replaceWith(this.#rowElement(row));
  }

  #rowElement(row) {
    const result = row.result;
    const stats = result?.stats ?? row.progress;
    const algorithm = entryLabel(this.#say, { ...row.entry, heuristic: null });
    const title = result && result.heuristic !== 'none' ? this.#say('compare-row-title', { algorithm, heuristic: heuristicLabel(this.#say, result.heuristic) }) : algorithm;
    const cells = [
      el('th', { scope: 'row', title }, entryLabel(this.#say, row.entry, { short: true })),
      el('td', { class: 'heuristic' }, this.#heuristicText(row)),
      el('td', { class: 'num' }, result?.solved ? formatCount(this.#say, result.length) : '—'),
      el('td', {}, result?.solved ? this.#say(result.optimal ? 'solve-yes' : 'solve-no') : '—'),
      el('td', { class: 'num' }, stats ? formatCount(this.#say, stats.expanded) : '—'),
      el('td', { class: 'num' }, stats ? formatBytes(this.#say, stats.peakMemoryBytes) : '—'),
      el('td', { class: 'num' }, stats ? formatMs(this.#say, stats.elapsedMs) : '—'),
      el('td', { class: 'outcome' }, outcomeText(this.#say, row)),
    ];
    const attributes = { dataset: { algorithm: row.name, state: row.state, maxFrontier: stats?.maxFrontier ?? '' } };
    if (row.state === 'limit' || row.state === 'error') attributes.title = result?.message ?? row.error;
    return el('tr', attributes, ...cells);
  }

  // The heuristic a run used, or, before it answers, the one it will use (the core resolves the
  // choice: none for an uninformed search, its own pick for Automatic).
  #heuristicText(row) {
    let name = row.result?.heuristic;
    if (!name) {
      const { board, choice } = this.#session;
      try {
        name = board ? this.#session.core.resolveChoice(board, row.entry.algorithm, row.entry.heuristic ?? choice.heuristic).heuristic : null;
      } catch {
        name = null;
      }
    }
    if (!name) return '—';
    return name === 'none' ? this.#say('compare-none') : heuristicLabel(this.#say, name);
  }

  #renderChart() {
    const rows = this.#rows.filter((row) => row.result);
    if (rows.length === 0) {
      this.#ui.chart.replaceChildren();
      return;
    }
    const panels = [
      {
        id: 'expanded',
        title: this.#say('compare-chart-expanded'),
        value: (row) => row.result.stats.expanded,
        text: (row) => formatCount(this.#say, row.result.stats.expanded),
        tick: (value) => formatCount(this.#say, value),
        unit: this.#say('compare-unit-expanded'),
        log: true,
      },
      {
        id: 'time',
        title: this.#say('term-time'),
        value: (row) => row.result.stats.elapsedMs,
        text: (row) => formatMs(this.#say, row.result.stats.elapsedMs),
        tick: (value) => formatMs(this.#say, value),
        unit: this.#say('compare-unit-time'),
      },
      {
        id: 'length',
        title: this.#say('compare-chart-length'),
        value: (row) => (row.result.solved ? row.result.length : null),
        text: (row) => (row.result.solved ? formatCount(this.#say, row.result.length) : this.#say('compare-no-solution')),
        tick: (value) => formatCount(this.#say, value),
        unit: this.#say('compare-unit-moves'),
      },
    ];
    this.#ui.chart.replaceChildren(...panels.map((panel) => barChart(this.#say, panel, rows)));
  }
}

function outcomeText(say, row) {
  switch (row.state) {
    case 'queued':
      return say('compare-waiting');
    case 'running':
      return say('compare-running-row');
    case 'skipped':
      return say('compare-skipped');
    case 'error':
      return row.error;
    case 'solved':
      return say('compare-solved');
    default:
      return shortReasonLabel(say, row.result.reason);
  }
}

// One panel: a bar per run, labelled; runs stopped at a limit are hatched and say so. Under the
// bars, the axis: its ticks, and what it measures on which scale.
function barChart(say, panel, rows) {
  const rowHeight = 26;
  const top = 8;
  const labelWidth = 76;
  const width = 400;
  const valueWidth = 136;
  const barSpace = width - labelWidth - valueWidth;
  const axisTop = top + rows.length * rowHeight + 2;
  const height = axisTop + 34;
  const values = rows.map((row) => panel.value(row));
  const max = Math.max(...values.filter((v) => v !== null), 0);
  const fractionOf = (v) => (max <= 0 ? 0 : panel.log ? Math.log10(v + 1) / Math.log10(max + 1) : v / max);
  const scale = (v) => (v === null || max <= 0 ? 0 : Math.max(2, fractionOf(v) * barSpace));
  const scaleText = say(panel.log ? 'compare-log-scale' : 'compare-linear-scale');
  const patternId = `hatch-${panel.id}`;
  const chart = svg(
    'svg',
    {
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      'aria-label': say('compare-chart-label', {
        title: panel.title,
        scale: scaleText,
        values: rows.map((row) => say('compare-chart-value', { algorithm: entryLabel(say, row.entry), value: panel.text(row) })).reduce((first, last) => say('compare-chart-values', { first, last })),
      }),
      class: 'bar-chart',
    },
    svg(
      'defs',
      {},
      svg(
        'pattern',
        { id: patternId, width: 6, height: 6, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
        svg('rect', { width: 6, height: 6, class: 'hatch-bg' }),
        svg('line', { x1: 0, y1: 0, x2: 0, y2: 6, class: 'hatch-line' }),
      ),
    ),
  );
  rows.forEach((row, index) => {
    const y = top + index * rowHeight;
    const limited = !row.result.solved;
    const bar = scale(values[index]);
    chart.append(
      svg(
        'g',
        { class: limited ? 'bar limited' : 'bar', dataset: { algorithm: row.name } },
        svg('text', { x: labelWidth - 8, y: y + 15, 'text-anchor': 'end', class: 'bar-label' }, entryLabel(say, row.entry, { short: true })),
        svg('rect', {
          x: labelWidth,
          y: y + 3,
          width: bar,
          height: rowHeight - 8,
          rx: 3,
          // Set on the element: it beats the stylesheet's fill for bars.
          style: limited ? { fill: `url(#${patternId})` } : null,
        }),
        svg(
          'text',
          { x: labelWidth + bar + 6, y: y + 15, class: 'bar-value' },
          limited ? say('compare-bar-limited', { value: panel.text(row), reason: shortReasonLabel(say, row.result.reason) }) : panel.text(row),
        ),
      ),
    );
  });
  chart.append(axis(panel, max, fractionOf, { x: labelWidth, y: axisTop, length: barSpace }), svg('text', { x: labelWidth, y: height - 3, class: 'axis-title' }, say('compare-axis', { unit: panel.unit, scale: scaleText })));
  return el('figure', { class: 'chart-panel' }, el('figcaption', {}, panel.title), chart);
}

// The axis under the bars: 0 and the largest value, and on a log scale the powers of ten between.
function axis(panel, max, fractionOf, { x, y, length }) {
  const values = [0];
  if (panel.log) for (let power = 10; power < max; power *= 10) values.push(power);
  if (max > 0) values.push(max);
  // A tick closer than a label's width to the one before or to the largest is left out.
  const ticks = [];
  for (const value of values) {
    const at = fractionOf(value) * length;
    const room = ticks.length === 0 || at - fractionOf(ticks.at(-1)) * length > 44;
    if (value === max || (room && fractionOf(max) * length - at > 44)) ticks.push(value);
  }
  return svg(
    'g',
    { class: 'axis', 'aria-hidden': 'true' },
    svg('line', { x1: x, y1: y, x2: x + length, y2: y, class: 'axis-line' }),
    ...ticks.map((value) => {
      const at = x + fractionOf(value) * length;
      return svg(
        'g',
        {},
        svg('line', { x1: at, y1: y, x2: at, y2: y + 4, class: 'axis-line' }),
        svg('text', { x: at, y: y + 14, 'text-anchor': 'middle', class: 'axis-tick' }, panel.tick(value)),
      );
    }),
  );
}
