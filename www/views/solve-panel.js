// The Solve panel: the algorithm, heuristic, weight and limits; live progress while a search
// runs; the statistics of its answer, or why it stopped. It renders its own markup (`root`) and
// runs the session's search; every rule (the weight, the names) is the core's.

import { ALGORITHMS, algorithmLabel, heuristicLabel, REASONS } from '../catalog.js';
import { el, formatBytes, formatCount, formatMs, messageOf, plural } from '../dom.js';

/** A labelled field: `<label class="field" for=id><span>label</span>control</label>`. */
export function field(label, control, attributes = {}) {
  return el('label', { class: 'field', for: control.id, ...attributes }, el('span', {}, label), control);
}

/** The three limit inputs (expanded nodes, memory, time), with `prefix` on their ids. */
/** @param {string} prefix @param {{expanded?: number | string, memory?: number | string, seconds?: number | string}} [values] */
export function limitInputs(prefix, { expanded = '', memory = 256, seconds = '' } = {}) {
  const input = (id, value, min, step, mode, placeholder) =>
    el('input', { type: 'number', id: `${prefix}${id}`, min, step, value, inputmode: mode, placeholder: value === '' ? placeholder : null });
  return {
    maxExpanded: input('max-expanded', expanded, 1, 1, 'numeric', 'no limit'),
    maxMemory: input('max-memory', memory, 1, 1, 'numeric', 'no limit'),
    maxSeconds: input('max-seconds', seconds, 0.1, 'any', 'decimal', 'no limit'),
  };
}

/**
 * The limits from those inputs ({maxExpanded, maxMemoryMb, maxMs}), or an Error naming the wrong one.
 * @param {Record<string, any>} inputs
 */
export function readLimits({ maxExpanded, maxMemory, maxSeconds }) {
  const read = (input, label, min) => {
    const text = input.value.trim();
    if (text === '') return null;
    const value = Number(text);
    if (!Number.isFinite(value) || value < min) throw new Error(`${label} must be a number of at least ${min}.`);
    return value;
  };
  const limits = {};
  try {
    const expanded = read(maxExpanded, 'The expanded-node limit', 1);
    const memory = read(maxMemory, 'The memory limit', 1);
    const seconds = read(maxSeconds, 'The time limit', 0.1);
    if (expanded !== null) limits.maxExpanded = Math.round(expanded);
    if (memory !== null) limits.maxMemoryMb = Math.round(memory);
    if (seconds !== null) limits.maxMs = seconds * 1000;
  } catch (error) {
    return /** @type {Error} */ (error);
  }
  return limits;
}

export class SolvePanel {
  #session;
  #ui;
  #algorithms;
  #runningAlgorithm = null;
  /** @type {{bound: string, values: Map<string, Text>} | null} the progress facts' labels and value text nodes */
  #progressFacts = null;
  #place;
  #databases = databasesBar(); // shown while a search waits for its pattern databases

  /**
   * @param {import('../session/session.js').Session} session
   * @param {{compact?: boolean, visible?: boolean, place?: {first?: number, last?: number}}} options
   *   `compact`: the widget's card, its settings hidden; `visible`: whether its button and
   *   status show; `place`: the part of the solution the player gets (see Session.solve)
   */
  constructor(session, { compact = false, visible = true, place = {} } = {}) {
    this.#session = session;
    this.#place = place;
    const { core } = session;
    this.#algorithms = core.algorithms();
    /** @type {Record<string, any>} */
    const ui = {
      algorithm: el('select', { id: 'algorithm' }, ...this.#algorithms.map(({ name }) => el('option', { value: name }, algorithmLabel(name)))),
      heuristic: el('select', { id: 'heuristic' }, ...core.heuristics().map((name) => el('option', { value: name }, heuristicLabel(name)))),
      weight: el('input', { type: 'number', id: 'weight', min: 1, max: 50, step: 0.5, value: 2, inputmode: 'decimal' }),
      note: el('p', { id: 'algo-note', class: 'help' }),
      ...limitInputs('', { seconds: compact ? 60 : '' }),
      solve: el('button', { type: 'button', id: 'solve', class: 'primary', dataset: { action: 'solve' } }, 'Solve'),
      cancel: el('button', { type: 'button', id: 'cancel', hidden: true, disabled: true, dataset: { action: 'cancel' } }, 'Cancel'),
      // The anytime search's (5x5): ends it keeping its best solution, where Cancel keeps nothing.
      stop: el('button', { type: 'button', id: 'stop-solve', hidden: true, title: 'Stop searching and keep the best solution so far' }, 'Stop'),
      status: el('p', { id: 'solve-status', class: 'solve-status', role: 'status', dataset: { state: 'idle' } }),
      progress: el('dl', { id: 'solve-progress', class: 'facts progress', hidden: true, 'aria-live': 'off' }),
      stats: el('dl', { id: 'solve-stats', class: 'facts', hidden: true }),
    };
    ui.heuristicField = field('Heuristic', ui.heuristic, { id: 'heuristic-field' });
    ui.weightField = field('Weight', ui.weight, { id: 'weight-field', class: 'field narrow', hidden: true });
    const settings = [
      el('div', { class: 'fields' }, field('Algorithm', ui.algorithm), ui.heuristicField, ui.weightField),
      ui.note,
      el(
        'details',
        { class: 'limits' },
        el('summary', {}, 'Limits'),
        el(
          'div',
          { class: 'fields' },
          field('Expanded nodes', ui.maxExpanded),
          field('Memory (MB)', ui.maxMemory),
          field('Time (s)', ui.maxSeconds),
        ),
      ),
    ];
    this.root = el(
      'div',
      compact ? { class: 'npw-solve', dataset: { state: 'idle', visible: String(visible) } } : { class: 'group', id: 'solve-section', dataset: { state: 'idle' } },
      compact ? el('div', { hidden: true }, ...settings) : settings,
      el('div', { class: 'row', hidden: !visible }, ui.solve, ui.stop, ui.cancel),
      ui.status,
      this.#databases.root,
      ui.progress,
      ui.stats,
    );
    this.#ui = ui;
    for (const input of [ui.algorithm, ui.heuristic, ui.weight]) {
      input.addEventListener('change', () => {
        this.#syncFields();
        session.choose(this.selection);
      });
    }
    ui.solve.addEventListener('click', () => this.run());
    ui.cancel.addEventListener('click', () => session.cancelSolve());
    ui.stop.addEventListener('click', () => session.stopSolveKeepingBest());
    session.addEventListener('solve', (event) => this.#solve(/** @type {CustomEvent} */ (event).detail));
    this.select(session.choice);
    const idle = compact ? `Press Solve to run ${algorithmLabel(session.choice.algorithm)}.` : 'Press Solve to search for a solution from the board shown.';
    this.setState('idle', visible ? idle : '');
  }

  /** Runs the search from the board shown with the panel's options (`place`: see Session.solve). */
  run(place = this.#place) {
    const options = this.options();
    if (options instanceof Error) {
      this.failed(options.message);
      return Promise.resolve(null);
    }
    return this.#session.solve(options, place);
  }

  /** The selection: {algorithm, heuristic, weight} (the weight null when the core refuses it). */
  get selection() {
    let weight = null;
    try {
      weight = this.#session.core.parseWeight(this.#ui.weight.value);
    } catch {
      // not a weight: options() says why
    }
    return { algorithm: this.#ui.algorithm.value, heuristic: this.#ui.heuristic.value, weight };
  }

  /** Selects what is given (names the core has read). */
  select({ algorithm, heuristic, weight }) {
    if (algorithm) this.#ui.algorithm.value = algorithm;
    if (heuristic && this.#session.core.heuristics().includes(heuristic)) this.#ui.heuristic.value = heuristic;
    if (weight !== undefined && weight !== null) this.#ui.weight.value = String(weight);
    this.#syncFields();
    this.#session.choose(this.selection);
  }

  /** Whether the selected algorithm uses a weight / a heuristic. */
  get usesWeight() {
    return this.#selected()?.weighted ?? false;
  }

  get usesHeuristic() {
    return this.#selected()?.usesHeuristic ?? true;
  }

  /** The options for the core's SolveJob (without the goal), or an Error naming the field that is wrong. */
  options() {
    const { algorithm, heuristic } = this.selection;
    const options = { algorithm };
    if (this.usesHeuristic) options.heuristic = heuristic;
    if (this.usesWeight) {
      try {
        options.weight = this.#session.core.parseWeight(this.#ui.weight.value);
      } catch (error) {
        const message = messageOf(error); // the core's words, as a sentence
        return new Error(`${message.charAt(0).toUpperCase()}${message.slice(1)}.`);
      }
    }
    const limits = readLimits(this.#ui);
    if (limits instanceof Error) return limits;
    options.limits = limits;
    return options;
  }

  #solve(detail) {
    if (detail.phase === 'started') this.started(detail.options);
    else if (detail.phase === 'progress') this.progress(detail.progress);
    else if (detail.phase === 'databases') this.databases(detail.databases);
    else if (detail.phase === 'done') this.done(detail.result);
    else if (detail.phase === 'failed') this.failed(detail.message);
    else if (detail.phase === 'stopped') this.setState('idle', detail.message);
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
    if (!running) ui.stop.hidden = true; // shown by the first progress with a solution in hand
    this.root.dataset.state = state;
    ui.progress.hidden = !running;
    if (running) ui.stats.hidden = true;
    else this.#databases.root.hidden = true;
  }

  /**
   * The pattern databases the search needs are loading, downloading (the site serves them
   * prebuilt) or building: {phase, fraction, bytes?, total?, note}.
   */
  databases({ phase, fraction, bytes, total, note }) {
    const bar = this.#databases;
    bar.root.hidden = false;
    this.#ui.progress.hidden = true; // no search counts until they are ready
    bar.root.dataset.phase = phase;
    const percent = Math.floor(fraction * 100);
    if (phase === 'building') {
      bar.label.textContent = 'Building pattern databases (once; cached for next time)';
      bar.bar.value = fraction;
      bar.percent.textContent = `${percent}%`;
    } else if (phase === 'downloading') {
      bar.label.textContent = 'Downloading pattern databases (once; cached for next time)';
      bar.bar.value = fraction;
      bar.percent.textContent = `${formatBytes(bytes)} of ${formatBytes(total)}`;
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

  /**
   * Live counts while searching. The facts are made once per search and their values changed
   * in place: ten updates a second then change six texts rather than build a dozen elements,
   * which leaves more of the cores to the search (and its helpers). Each update also turns the
   * status line's spinner a step: it moves when the search reports, so a stalled one would show.
   */
  progress(stats) {
    const ui = this.#ui;
    this.#databases.root.hidden = true;
    ui.progress.hidden = false;
    const updates = Number(ui.progress.dataset.updates ?? 0) + 1;
    ui.progress.dataset.updates = String(updates);
    ui.status.style.setProperty('--spin-step', String(updates % 8));
    // The anytime search: its best so far and lower bound in the status line (they change a few
    // times a search, so it may be announced), and Stop, which keeps that best.
    if (stats.best !== undefined) {
      const text = `Searching: best so far ${stats.best}, at least ${stats.lowerBound}.`;
      if (ui.status.textContent !== text) ui.status.textContent = text;
      ui.stop.hidden = false;
    }
    // Iterative deepening reports its current bound, the anytime search its proved lower bound;
    // the others the deepest level reached.
    const iterative = this.#algorithms.find((a) => a.name === this.#runningAlgorithm)?.iterative;
    const bound = stats.lowerBound !== undefined ? 'Lower bound' : iterative ? 'Bound' : 'Depth';
    const values = {
      expanded: ['Expanded', formatCount(stats.expanded)],
      generated: ['Generated', formatCount(stats.generated)],
      frontier: ['Frontier', formatCount(stats.frontier)],
      bound: [bound, formatCount(stats.bound)],
      elapsed: ['Elapsed', formatMs(stats.elapsedMs)],
      memory: ['Memory', formatBytes(stats.memoryBytes)],
    };
    if (this.#progressFacts?.bound !== bound) {
      this.#progressFacts = { bound, values: new Map() };
      ui.progress.replaceChildren(...facts(Object.entries(values).map(([key, [label, value]]) => [label, value, key])));
      for (const key of Object.keys(values)) {
        this.#progressFacts.values.set(key, ui.progress.querySelector(`[data-fact="${key}"] dd`).firstChild);
      }
      return;
    }
    for (const [key, [, value]] of Object.entries(values)) {
      const text = this.#progressFacts.values.get(key);
      if (text.data !== value) text.data = value;
    }
  }

  /** The search ended with `result` (the core's summary). */
  done(result) {
    const stats = result.stats;
    if (result.solved) {
      const kind = result.optimal
        ? 'optimal'
        : result.boundFactor
          ? `at most ${result.boundFactor} × optimal`
          : result.lowerBound !== undefined
            ? `optimal is at least ${result.lowerBound}`
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
        result.lowerBound !== undefined && !result.optimal && ['Optimal is at least', plural(result.lowerBound, 'move'), 'lower-bound'],
        ['Expanded', formatCount(stats.expanded), 'expanded'],
        ['Generated', formatCount(stats.generated), 'generated'],
        ['Largest frontier', formatCount(stats.maxFrontier), 'max-frontier'],
        ['Time', formatMs(stats.elapsedMs), 'time'],
        ['Memory', formatBytes(stats.memoryBytes), 'memory'],
        result.databases && ['Pattern databases', databasesText(result.databases), 'databases'],
        // A solve shared with helper workers: the cores it asked for (a helper lost meanwhile
        // leaves its share to the others; the note says which).
        result.parallel && ['Cores', `${result.parallel.helpers + 1}${result.parallel.note ? ' (a helper failed)' : ''}`, 'cores'],
      ]),
    );
    const cores = ui.stats.querySelector('[data-fact="cores"]');
    if (cores && result.parallel?.note) cores.title = result.parallel.note;
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
    // A second worker built half of them (see workers/database-sourcing.js).
    built: `built in ${formatMs(ms)}${helperMemoryBytes ? ' on two cores' : ''}`,
    cache: `loaded from this browser's cache in ${formatMs(ms)}`,
    served: `downloaded prebuilt in ${formatMs(ms)}`,
    memory: 'already loaded',
  }[source];
  return note ? `${how} (${note})` : how;
}
