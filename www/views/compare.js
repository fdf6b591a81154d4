// Compare: runs a chosen set of algorithms on the same board (the session runs them in the
// worker, one after another, each under limits), then shows a table and bar charts (expanded
// nodes on a log scale, time, solution length), marking the runs that stopped at a limit. It
// renders its own markup (`root`).

import { SHORT_REASONS, entryLabel, heuristicLabel } from '../catalog.js';
import { el, formatCount, formatMs, svg } from '../dom.js';
import { field, limitInputs, readLimits } from './solve-panel.js';

const DEFAULT_CHOICE = ['bfs', 'greedy', 'astar', 'wastar', 'idastar'];
const COLUMNS = [['Algorithm'], ['Length', 'num'], [el('abbr', { title: 'Optimal' }, 'Opt.')], ['Expanded', 'num'], ['Time', 'num'], ['Outcome']];

export class Compare {
  #session;
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
    const id = (name) => `compare-${name}`;
    const ui = {
      choices: el('div', { id: id('choices'), class: 'choices' }),
      ...limitInputs('compare-', { expanded: 2_000_000, seconds: 20 }),
      run: el('button', { type: 'button', id: id('run'), class: 'primary', dataset: { action: 'compare' } }, compact ? 'Compare' : 'Run comparison'),
      cancel: el('button', { type: 'button', id: id('cancel'), disabled: true }, 'Cancel'),
      status: el('p', { id: id('status'), class: 'solve-status', role: 'status', dataset: { state: 'idle' } }),
      table: el(
        'table',
        { id: id('table'), class: 'compare-table', hidden: true },
        el('caption', { class: 'visually-hidden' }, `Algorithms compared on ${compact ? 'this board' : 'the board shown'}`),
        el('thead', {}, el('tr', {}, ...COLUMNS.map(([name, cls]) => el('th', { scope: 'col', class: cls }, name instanceof Node ? name.cloneNode(true) : name)))),
        el('tbody'),
      ),
      chart: el('div', { id: id('chart'), class: 'compare-chart' }),
    };
    const limits = el('div', { class: 'fields', hidden: compact }, field('Expanded nodes', ui.maxExpanded), field('Memory (MB)', ui.maxMemory), field('Time (s)', ui.maxSeconds));
    const buttons = el('div', { class: 'row' }, ui.run, ui.cancel, compact ? ui.choices : null);
    this.root = compact
      ? el('div', { class: 'npw-compare', dataset: { state: 'idle' } }, limits, buttons, ui.status, el('div', { class: 'table-scroll' }, ui.table), ui.chart)
      : el(
          'div',
          { class: 'group', id: id('section'), dataset: { state: 'idle' } },
          el('p', { class: 'help' }, 'Runs each chosen algorithm on the board shown, one after another, with the heuristic and weight of the Solve panel, each under the limits below.'),
          el('fieldset', { class: 'choices-set' }, el('legend', { class: 'group-title' }, 'Algorithms'), ui.choices),
          limits,
          buttons,
          ui.status,
          el('div', { class: 'table-scroll' }, ui.table),
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
          el('span', {}, entryLabel(session.core.parseAlgorithmEntry(name))),
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
      this.#status('error', 'Choose at least one algorithm to compare.');
      return;
    }
    const limits = readLimits(this.#ui);
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
        this.#status('running', `Running ${entryLabel(row.entry)} (${index + 1} of ${names.length})…`);
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
    const summary = [`${solved} of ${rows.length} solved`];
    if (stopped) summary.push(`${stopped} stopped at a limit`);
    if (cancelled) summary.push('cancelled');
    this.#status(cancelled ? 'cancelled' : 'done', `${summary.join(', ')}.`);
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
  }

  #renderRow(row) {
    const current = this.#ui.table.tBodies[0].querySelector(`tr[data-algorithm="${row.name}"]`);
    current?.replaceWith(this.#rowElement(row));
  }

  #rowElement(row) {
    const result = row.result;
    const stats = result?.stats ?? row.progress;
    const heuristic = result && result.heuristic !== 'none' ? ` · ${heuristicLabel(result.heuristic)}` : '';
    const cells = [
      el('th', { scope: 'row', title: entryLabel({ ...row.entry, heuristic: null }) + heuristic }, entryLabel(row.entry, { short: true })),
      el('td', { class: 'num' }, result?.solved ? formatCount(result.length) : '—'),
      el('td', {}, result?.solved ? (result.optimal ? 'yes' : 'no') : '—'),
      el('td', { class: 'num' }, stats ? formatCount(stats.expanded) : '—'),
      el('td', { class: 'num' }, stats ? formatMs(stats.elapsedMs) : '—'),
      el('td', { class: 'outcome' }, outcomeText(row)),
    ];
    const attributes = { dataset: { algorithm: row.name, state: row.state, maxFrontier: stats?.maxFrontier ?? '' } };
    if (row.state === 'limit' || row.state === 'error') attributes.title = result?.message ?? row.error;
    return el('tr', attributes, ...cells);
  }

  #renderChart() {
    const rows = this.#rows.filter((row) => row.result);
    if (rows.length === 0) {
      this.#ui.chart.replaceChildren();
      return;
    }
    const panels = [
      {
        title: 'Expanded nodes (log scale)',
        value: (row) => row.result.stats.expanded,
        text: (row) => formatCount(row.result.stats.expanded),
        log: true,
      },
      {
        title: 'Time',
        value: (row) => row.result.stats.elapsedMs,
        text: (row) => formatMs(row.result.stats.elapsedMs),
      },
      {
        title: 'Solution length (moves)',
        value: (row) => (row.result.solved ? row.result.length : null),
        text: (row) => (row.result.solved ? formatCount(row.result.length) : 'no solution'),
      },
    ];
    this.#ui.chart.replaceChildren(...panels.map((panel) => barChart(panel, rows)));
  }
}

function outcomeText(row) {
  switch (row.state) {
    case 'queued':
      return 'waiting';
    case 'running':
      return 'running…';
    case 'skipped':
      return 'skipped';
    case 'error':
      return row.error;
    case 'solved':
      return 'solved';
    default:
      return SHORT_REASONS[row.result.reason] ?? row.result.reason;
  }
}

// One panel: a bar per run, labelled; runs stopped at a limit are hatched and say so.
function barChart(panel, rows) {
  const rowHeight = 26;
  const top = 8;
  const labelWidth = 76;
  const width = 400;
  const valueWidth = 136;
  const barSpace = width - labelWidth - valueWidth;
  const height = top + rows.length * rowHeight + 4;
  const values = rows.map((row) => panel.value(row));
  const max = Math.max(...values.filter((v) => v !== null), 0);
  const scale = (v) => {
    if (v === null || max <= 0) return 0;
    const fraction = panel.log ? Math.log10(v + 1) / Math.log10(max + 1) : v / max;
    return Math.max(2, fraction * barSpace);
  };
  const patternId = `hatch-${panel.title.replace(/\W+/g, '-').toLowerCase()}`;
  const chart = svg(
    'svg',
    {
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      'aria-label': `${panel.title}: ${rows.map((row) => `${entryLabel(row.entry)} ${panel.text(row)}`).join('; ')}`,
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
        svg('text', { x: labelWidth - 8, y: y + 15, 'text-anchor': 'end', class: 'bar-label' }, entryLabel(row.entry, { short: true })),
        svg('rect', {
          x: labelWidth,
          y: y + 3,
          width: bar,
          height: rowHeight - 8,
          rx: 3,
          // An inline style: it beats the stylesheet's fill for bars.
          style: limited ? `fill: url(#${patternId})` : null,
        }),
        svg(
          'text',
          { x: labelWidth + bar + 6, y: y + 15, class: 'bar-value' },
          limited ? `${panel.text(row)} · ${SHORT_REASONS[row.result.reason] ?? row.result.reason}` : panel.text(row),
        ),
      ),
    );
  });
  return el('figure', { class: 'chart-panel' }, el('figcaption', {}, panel.title), chart);
}
