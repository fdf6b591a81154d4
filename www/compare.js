// Compare: runs a chosen set of algorithms on the same board in the worker, one after another,
// each under limits, then shows a table and bar charts (expanded nodes on a log scale, time,
// solution length), marking the runs that stopped at a limit.

import { SHORT_REASONS, algorithmLabel, algorithmShort, heuristicLabel } from './catalog.js';
import { el, formatCount, formatMs, messageOf, svg } from './dom.js';

const DEFAULT_CHOICE = ['bfs', 'greedy', 'astar', 'wastar', 'idastar'];

export class Compare {
  #ui;
  #worker;
  #context;
  #rows = [];
  #job = null;
  #cancelled = false;
  #running = false;

  /**
   * @param ui the compare panel's elements
   * @param worker a WorkerClient
   * @param context {board(), options()}: the board to run on and the shared options
   *   (heuristic, weight, goal)
   */
  constructor(ui, worker, context) {
    this.#ui = ui;
    this.#worker = worker;
    this.#context = context;
    ui.run.addEventListener('click', () => this.run());
    ui.cancel.addEventListener('click', () => this.cancel());
  }

  /** Offers `algorithms` ([{name}] from the core) as checkboxes. */
  setAlgorithms(algorithms) {
    const boxes = algorithms.map(({ name }) => {
      const id = `compare-algo-${name}`;
      return el(
        'label',
        { class: 'check', for: id },
        el('input', {
          type: 'checkbox',
          id,
          name: 'compare-algo',
          value: name,
          checked: DEFAULT_CHOICE.includes(name),
        }),
        el('span', {}, algorithmLabel(name)),
      );
    });
    this.#ui.choices.replaceChildren(...boxes);
  }

  get running() {
    return this.#running;
  }

  /** Runs the checked algorithms in turn; resolves when all have run (or were cancelled). */
  async run() {
    if (this.#running) return;
    const names = [...this.#ui.choices.querySelectorAll('input:checked')].map((box) => box.value);
    if (names.length === 0) {
      this.#status('error', 'Choose at least one algorithm to compare.');
      return;
    }
    const limits = this.#limits();
    if (typeof limits === 'string') {
      this.#status('error', limits);
      return;
    }
    const board = this.#context.board();
    const shared = this.#context.options();
    this.#running = true;
    this.#cancelled = false;
    this.#rows = names.map((name) => ({ name, state: 'queued', result: null, progress: null, error: null }));
    this.#setBusy(true);
    this.#renderTable();
    this.#ui.chart.replaceChildren();

    for (const [index, row] of this.#rows.entries()) {
      if (this.#cancelled) {
        row.state = 'skipped';
        continue;
      }
      row.state = 'running';
      this.#status('running', `Running ${algorithmLabel(row.name)} (${index + 1} of ${this.#rows.length})…`);
      this.#renderTable();
      const options = { ...shared, algorithm: row.name, limits };
      this.#job = this.#worker.solve(board, options, (progress) => {
        row.progress = progress;
        this.#renderRow(row);
      });
      try {
        row.result = await this.#job.result;
        row.state = stateOf(row.result);
      } catch (error) {
        row.state = 'error';
        row.error = messageOf(error);
      }
      this.#job = null;
      this.#renderTable();
    }

    this.#running = false;
    this.#setBusy(false);
    this.#renderTable();
    const solved = this.#rows.filter((row) => row.state === 'solved').length;
    const stopped = this.#rows.filter((row) => row.state === 'limit').length;
    const summary = [`${solved} of ${this.#rows.length} solved`];
    if (stopped) summary.push(`${stopped} stopped at a limit`);
    if (this.#cancelled) summary.push('cancelled');
    this.#status(this.#cancelled ? 'cancelled' : 'done', `${summary.join(', ')}.`);
    this.#renderChart();
  }

  /** Stops the run under way and skips the rest. */
  cancel() {
    if (!this.#running) return;
    this.#cancelled = true;
    this.#job?.cancel();
  }

  // The limits from the form, or a message saying which value is wrong.
  #limits() {
    const read = (input, label, min) => {
      const text = input.value.trim();
      if (text === '') return undefined;
      const value = Number(text);
      if (!Number.isFinite(value) || value < min) return `${label} must be a number of at least ${min}.`;
      return value;
    };
    const maxExpanded = read(this.#ui.maxExpanded, 'The expanded-node limit', 1);
    const maxMemoryMb = read(this.#ui.maxMemory, 'The memory limit', 1);
    const seconds = read(this.#ui.maxSeconds, 'The time limit', 0.1);
    for (const value of [maxExpanded, maxMemoryMb, seconds]) if (typeof value === 'string') return value;
    const limits = {};
    if (maxExpanded !== undefined) limits.maxExpanded = Math.round(maxExpanded);
    if (maxMemoryMb !== undefined) limits.maxMemoryMb = Math.round(maxMemoryMb);
    if (seconds !== undefined) limits.maxMs = seconds * 1000;
    return limits;
  }

  #setBusy(busy) {
    this.#ui.run.disabled = busy;
    this.#ui.cancel.disabled = !busy;
    this.#ui.section.dataset.state = busy ? 'running' : 'idle';
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
      el('th', { scope: 'row', title: algorithmLabel(row.name) + heuristic }, algorithmShort(row.name)),
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

function stateOf(result) {
  if (result.solved) return 'solved';
  return result.reason === 'cancelled' ? 'cancelled' : 'limit';
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
      'aria-label': `${panel.title}: ${rows.map((row) => `${algorithmLabel(row.name)} ${panel.text(row)}`).join('; ')}`,
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
        svg('text', { x: labelWidth - 8, y: y + 15, 'text-anchor': 'end', class: 'bar-label' }, algorithmShort(row.name)),
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
