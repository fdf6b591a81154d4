// The Solve panel: the algorithm, heuristic, weight and limits; live progress while a search
// runs; the statistics of its answer, or why it stopped. app.js runs the search in the worker.

import { ALGORITHMS, algorithmLabel, heuristicLabel, REASONS } from './catalog.js';
import { el, formatBytes, formatCount, formatMs, plural } from './dom.js';

const ITERATIVE = new Set(['iddfs', 'idastar']);

export class SolvePanel extends EventTarget {
  #ui;
  #algorithms = [];
  #runningAlgorithm = null;
  #databases = databasesBar(); // shown while a search waits for its pattern databases

  constructor(ui) {
    super();
    this.#ui = ui;
    ui.progress.before(this.#databases.root);
    for (const input of [ui.algorithm, ui.heuristic, ui.weight]) {
      input.addEventListener('change', () => {
        this.#syncFields();
        this.dispatchEvent(new CustomEvent('change'));
      });
    }
    this.setState('idle', 'Press Solve to search for a solution from the board shown.');
  }

  /** The choices, from the core: [{name, usesHeuristic, weighted}] and heuristic names. */
  setChoices(algorithms, heuristics) {
    this.#algorithms = algorithms;
    this.#ui.algorithm.replaceChildren(
      ...algorithms.map(({ name }) => el('option', { value: name }, algorithmLabel(name))),
    );
    this.#ui.heuristic.replaceChildren(
      ...heuristics.map((name) => el('option', { value: name }, heuristicLabel(name))),
    );
    this.#syncFields();
  }

  get algorithmNames() {
    return this.#algorithms.map((a) => a.name);
  }

  get heuristicNames() {
    return [...this.#ui.heuristic.options].map((option) => option.value);
  }

  /** The selection: {algorithm, heuristic, weight}. */
  get selection() {
    return {
      algorithm: this.#ui.algorithm.value,
      heuristic: this.#ui.heuristic.value,
      weight: Number(this.#ui.weight.value),
    };
  }

  /** Selects what is given (names already checked against the choices). */
  select({ algorithm, heuristic, weight }) {
    if (algorithm !== undefined) this.#ui.algorithm.value = algorithm;
    if (heuristic !== undefined) this.#ui.heuristic.value = heuristic;
    if (weight !== undefined) this.#ui.weight.value = String(weight);
    this.#syncFields();
  }

  /** Whether the selected algorithm uses a weight / a heuristic. */
  get usesWeight() {
    return this.#selected()?.weighted ?? false;
  }

  get usesHeuristic() {
    return this.#selected()?.usesHeuristic ?? true;
  }

  /**
   * The options for the core's SolveJob (without the goal), or an Error naming the field that
   * is wrong.
   */
  options() {
    const { algorithm, heuristic, weight } = this.selection;
    const options = { algorithm };
    if (this.usesHeuristic) options.heuristic = heuristic;
    if (this.usesWeight) {
      if (!Number.isFinite(weight) || weight < 1) return new Error('The weight must be a number of at least 1.');
      options.weight = weight;
    }
    const limits = {};
    const read = (input, label, min) => {
      const text = input.value.trim();
      if (text === '') return null;
      const value = Number(text);
      if (!Number.isFinite(value) || value < min) throw new Error(`${label} must be a number of at least ${min}.`);
      return value;
    };
    try {
      const maxExpanded = read(this.#ui.maxExpanded, 'The expanded-node limit', 1);
      const maxMemoryMb = read(this.#ui.maxMemory, 'The memory limit', 1);
      const seconds = read(this.#ui.maxSeconds, 'The time limit', 0.1);
      if (maxExpanded !== null) limits.maxExpanded = Math.round(maxExpanded);
      if (maxMemoryMb !== null) limits.maxMemoryMb = Math.round(maxMemoryMb);
      if (seconds !== null) limits.maxMs = seconds * 1000;
    } catch (error) {
      return error;
    }
    options.limits = limits;
    return options;
  }

  #selected() {
    return this.#algorithms.find((a) => a.name === this.#ui.algorithm.value);
  }

  #syncFields() {
    const ui = this.#ui;
    ui.heuristic.disabled = !this.usesHeuristic;
    ui.heuristicField.dataset.disabled = String(!this.usesHeuristic);
    ui.weightField.hidden = !this.usesWeight;
    ui.note.textContent = ALGORITHMS[ui.algorithm.value]?.note ?? '';
  }

  /** Running, idle, solved, stopped, cancelled or error, with a line of text. */
  setState(state, text) {
    const ui = this.#ui;
    ui.status.dataset.state = state;
    ui.status.textContent = text;
    const running = state === 'running';
    ui.solve.disabled = running;
    ui.cancel.disabled = !running;
    ui.cancel.hidden = !running;
    ui.section.dataset.state = state;
    ui.progress.hidden = !running;
    if (running) ui.stats.hidden = true;
    else this.#databases.root.hidden = true;
  }

  /** The pattern databases the search needs are loading or building: {phase, fraction, note}. */
  databases({ phase, fraction, note }) {
    const bar = this.#databases;
    bar.root.hidden = false;
    this.#ui.progress.hidden = true; // no search counts until they are ready
    bar.root.dataset.phase = phase;
    const percent = Math.floor(fraction * 100);
    if (phase === 'building') {
      bar.label.textContent = 'Building pattern databases (once; cached for next time)';
      bar.bar.value = fraction;
      bar.percent.textContent = `${percent}%`;
    } else {
      bar.label.textContent = 'Loading pattern databases…';
      bar.bar.removeAttribute('value'); // indeterminate
      bar.percent.textContent = '';
    }
    bar.note.textContent = note ?? '';
    bar.note.hidden = !note;
  }

  /** The search started. */
  started(options) {
    this.#runningAlgorithm = options.algorithm;
    this.setState('running', `Searching with ${algorithmLabel(options.algorithm)}…`);
    this.progress({ expanded: 0, generated: 0, frontier: 0, bound: 0, elapsedMs: 0, memoryBytes: 0 });
  }

  /** Live counts while searching. */
  progress(stats) {
    const ui = this.#ui;
    this.#databases.root.hidden = true;
    ui.progress.hidden = false;
    ui.progress.dataset.updates = String(Number(ui.progress.dataset.updates ?? 0) + 1);
    ui.progress.replaceChildren(
      ...facts([
        ['Expanded', formatCount(stats.expanded), 'expanded'],
        ['Generated', formatCount(stats.generated), 'generated'],
        ['Frontier', formatCount(stats.frontier), 'frontier'],
        // Iterative deepening reports its current bound; the others the deepest level reached.
        [ITERATIVE.has(this.#runningAlgorithm) ? 'Bound' : 'Depth', formatCount(stats.bound), 'bound'],
        ['Elapsed', formatMs(stats.elapsedMs), 'elapsed'],
        ['Memory', formatBytes(stats.memoryBytes), 'memory'],
      ]),
    );
  }

  /** The search ended with `result` (the core's summary). */
  done(result) {
    const stats = result.stats;
    if (result.solved) {
      const kind = result.optimal
        ? 'optimal'
        : result.boundFactor
          ? `at most ${result.boundFactor} × optimal`
          : 'not guaranteed optimal';
      this.setState('solved', `Solved: ${plural(result.length, 'move')}, ${kind}.`);
    } else {
      const state = result.reason === 'cancelled' ? 'cancelled' : 'stopped';
      const title = REASONS[result.reason] ?? result.reason;
      this.setState(state, `${title}: ${result.message}`);
    }
    const ui = this.#ui;
    ui.stats.hidden = false;
    ui.stats.dataset.algorithm = result.algorithm;
    ui.stats.replaceChildren(
      ...facts([
        ['Algorithm', algorithmLabel(result.algorithm) + (result.weight ? ` (weight ${result.weight})` : ''), 'algorithm'],
        ['Heuristic', heuristicLabel(result.heuristic), 'heuristic'],
        ['Length', result.solved ? plural(result.length, 'move') : '—', 'length'],
        ['Optimal', result.solved ? (result.optimal ? 'yes' : 'no') : '—', 'optimal'],
        ['Expanded', formatCount(stats.expanded), 'expanded'],
        ['Generated', formatCount(stats.generated), 'generated'],
        ['Largest frontier', formatCount(stats.maxFrontier), 'max-frontier'],
        ['Time', formatMs(stats.elapsedMs), 'time'],
        ['Memory', formatBytes(stats.memoryBytes), 'memory'],
        result.databases && ['Pattern databases', databasesText(result.databases), 'databases'],
      ]),
    );
    if (result.databases) ui.stats.dataset.databases = result.databases.source;
    else delete ui.stats.dataset.databases;
  }

  /** The search could not start or failed: the core's message. */
  failed(message) {
    this.setState('error', message);
    this.#ui.stats.hidden = true;
  }
}

// <div><dt>label</dt><dd>value</dd></div> pairs for a <dl> (false entries left out).
function facts(pairs) {
  return pairs.filter(Boolean).map(([label, value, key]) =>
    el('div', { class: 'fact', dataset: { fact: key } }, el('dt', {}, label), el('dd', {}, value)),
  );
}

// The labelled progress bar of a pattern-database build.
function databasesBar() {
  const label = el('label', { for: 'solve-databases-bar', id: 'solve-databases-label' });
  const bar = el('progress', { id: 'solve-databases-bar', max: 1 });
  const percent = el('span', { class: 'databases-percent', 'aria-hidden': 'true' });
  const note = el('p', { class: 'databases-note', hidden: true });
  const root = el('div', { id: 'solve-databases', class: 'databases', hidden: true }, label, bar, percent, note);
  return { root, label, bar, percent, note };
}

// Where a solve's pattern databases came from, and how long that took.
function databasesText({ source, ms, note, helperMemoryBytes }) {
  const how = {
    // A second worker built half of them (see worker.js).
    built: `built in ${formatMs(ms)}${helperMemoryBytes ? ' on two cores' : ''}`,
    cache: `loaded from this browser's cache in ${formatMs(ms)}`,
    memory: 'already loaded',
  }[source];
  return note ? `${how} (${note})` : how;
}
