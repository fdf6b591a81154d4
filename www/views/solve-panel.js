// The Solve panel: the algorithm, heuristic, weight and limits; live progress while a search
// runs; the statistics of its answer, or why it stopped, each statistic's name defined on hover
// and focus (terms.js, loaded with the first search: it is no part of a first visit). It renders
// its own markup (`root`) and runs the session's search; every rule (the weight, the names,
// what runs for a choice) is the core's.

import { algorithmLabel, algorithmNote, algorithmShort, heuristicLabel, reasonLabel, swapFixLabel } from '../catalog.js';
import { readPalette } from '../board/board-painter.js';
import { el, formatBytes, formatCount, formatFileSize, formatMs, messageOf } from '../dom.js';
import { checkShell } from './check-shell.js';

/** @type {typeof import('./terms.js').term | null} */
let term = null;
/** @type {Promise<void> | null} */
let termsLoading = null;

/** A labelled field: `<label class="field" for=id><span>label</span>control</label>`. */
export function field(label, control, attributes = {}) {
  return el('label', { class: 'field', for: control.id, ...attributes }, el('span', {}, label), control);
}

/**
 * The three limit inputs (expanded nodes, memory, time), with `prefix` on their ids.
 * @param {import('../words.js').Say} say
 * @param {string} prefix
 * @param {{expanded?: number | string, memory?: number | string, seconds?: number | string}} [values]
 */
export function limitInputs(say, prefix, { expanded = '', memory = 256, seconds = '' } = {}) {
  const input = (id, value, min, step, mode, placeholder) =>
    el('input', { type: 'number', id: `${prefix}${id}`, min, step, value, inputmode: mode, placeholder: value === '' ? placeholder : null });
  const none = say('solve-no-limit');
  return {
    maxExpanded: input('max-expanded', expanded, 1, 1, 'numeric', none),
    maxMemory: input('max-memory', memory, 1, 1, 'numeric', none),
    maxSeconds: input('max-seconds', seconds, 0.1, 'any', 'decimal', none),
  };
}

/**
 * The limits from those inputs ({maxExpanded, maxMemoryMb, maxMs}), or an Error naming the wrong one.
 * @param {import('../words.js').Say} say
 * @param {Record<string, any>} inputs
 */
export function readLimits(say, { maxExpanded, maxMemory, maxSeconds }) {
  // `wrong`: the key of what to say when the value is not a number of at least `min`.
  const read = (input, wrong, min) => {
    const text = input.value.trim();
    if (text === '') return null;
    const value = Number(text);
    if (!Number.isFinite(value) || value < min) throw new Error(say(wrong, { min }));
    return value;
  };
  const limits = {};
  try {
    const expanded = read(maxExpanded, 'solve-limit-expanded-wrong', 1);
    const memory = read(maxMemory, 'solve-limit-memory-wrong', 1);
    const seconds = read(maxSeconds, 'solve-limit-time-wrong', 0.1);
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
  /** @type {import('../words.js').Say} */ #say;
  #ui;
  #algorithms;
  #runningAlgorithm = null;
  /** @type {{bound: string, values: Map<string, Text>} | null} the progress facts' labels and value text nodes */
  #progressFacts = null;
  #place;
  #visible; // whether its Solve button shows (help never points at a control not there)
  #databases = databasesBar('solve-databases'); // shown while a search waits for its pattern databases
  #stronger = databasesBar('solve-stronger'); // stronger ones downloading beside the search
  #heuristic = ''; // the heuristic chosen, kept while the algorithm uses none of its choosing
  /** @type {string | null} */ #usedHeuristic = null; // the heuristic of the last answer, when the choice did not apply
  /** @type {import('../../npuzzle.js').Summary['retry']} the choice the retry button runs */
  #retryChoice = null;
  /** @type {[number, number] | null} the swap the retry button makes instead, after an unsolvable board */
  #fix = null;
  /** @type {{key: string, bytes: number, name: string} | null} the databases offered for download */
  #offered = null;
  /** @type {{result: Promise<any>, cancel(): void} | null} their download, while it runs */
  #downloading = null;

  /**
   * @param {import('../session/session.js').Session} session
   * @param {{compact?: boolean, visible?: boolean, place?: {first?: number, last?: number}}} options
   *   `compact`: the widget's card, its settings hidden; `visible`: whether its button and
   *   status show; `place`: the part of the solution the player gets (see Session.solve)
   */
  constructor(session, { compact = false, visible = true, place = {} } = {}) {
    this.#session = session;
    this.#say = session.say;
    this.#place = place;
    this.#visible = visible;
    const { core } = session;
    this.#algorithms = core.algorithms();
    /** @type {Record<string, any>} */
    const ui = {
      algorithm: el('select', { id: 'algorithm' }, ...this.#algorithms.map(({ name }) => el('option', { value: name }, algorithmLabel(this.#say, name)))),
      heuristic: el('select', { id: 'heuristic' }, ...core.heuristics().map((name) => el('option', { value: name }, heuristicLabel(this.#say, name)))),
      weight: el('input', { type: 'number', id: 'weight', min: 1, max: 50, step: 0.5, value: 2, inputmode: 'decimal' }),
      note: el('p', { id: 'algo-note', class: 'help' }),
      explain: el('input', { type: 'checkbox', id: 'explain-h' }),
      ...limitInputs(this.#say, '', { seconds: compact ? 60 : '' }),
      solve: el('button', { type: 'button', id: 'solve', class: 'primary', dataset: { action: 'solve' } }, this.#say('solve-solve')),
      cancel: el('button', { type: 'button', id: 'cancel', hidden: true, disabled: true, dataset: { action: 'cancel' } }, this.#say('solve-cancel')),
      // The anytime search's (5x5): ends it keeping its best solution, where Cancel keeps nothing.
      stop: el('button', { type: 'button', id: 'stop-solve', hidden: true, title: this.#say('solve-stop-title') }, this.#say('solve-stop')),
      status: el('p', { id: 'solve-status', class: 'solve-status', role: 'status', dataset: { state: 'idle' } }),
      // After a stop at a limit: the one choice the core says would succeed.
      retry: el('button', { type: 'button', id: 'solve-retry', class: 'primary retry', hidden: true, dataset: { action: 'retry' } }),
      progress: el('dl', { id: 'solve-progress', class: 'facts progress', hidden: true, 'aria-live': 'off' }),
      stats: el('dl', { id: 'solve-stats', class: 'facts', hidden: true }),
      // Stronger databases a costly connection does not download without asking.
      offerText: el('span', { class: 'offer-text', role: 'status' }),
      offerBar: el('progress', { max: 1, hidden: true, 'aria-label': this.#say('solve-offer-bar') }),
      offerButton: el('button', { type: 'button', class: 'offer-button' }),
      strip: el('button', { type: 'button', id: 'solve-export', hidden: true }, this.#say('solve-export')),
    };
    // Shown, selected, while the algorithm does not use the heuristic chosen: what it uses instead.
    ui.unusedHeuristic = el('option', { value: '' });
    this.#heuristic = ui.heuristic.value;
    ui.offer = el('p', { id: 'solve-offer', class: 'databases-offer', hidden: true }, ui.offerText, ui.offerBar, ui.offerButton);
    ui.heuristicField = field(this.#say('solve-heuristic'), ui.heuristic, { id: 'heuristic-field' });
    ui.weightField = field(this.#say('solve-weight'), ui.weight, { id: 'weight-field', class: 'field narrow', hidden: true });
    const settings = [
      el('div', { class: 'fields' }, field(this.#say('solve-algorithm'), ui.algorithm), ui.heuristicField, ui.weightField),
      ui.note,
      el('label', { class: 'check explain-toggle', for: 'explain-h' }, ui.explain, el('span', {}, this.#say('solve-explain-h'))),
      el(
        'details',
        { class: 'limits' },
        el('summary', {}, this.#say('solve-limits')),
        el(
          'div',
          { class: 'fields' },
          field(this.#say('solve-limit-expanded'), ui.maxExpanded),
          field(this.#say('solve-limit-memory'), ui.maxMemory),
          field(this.#say('solve-limit-time'), ui.maxSeconds),
        ),
      ),
    ];
    this.root = el(
      'div',
      compact ? { class: 'npw-solve', dataset: { state: 'idle', visible: String(visible) } } : { class: 'group', id: 'solve-section', dataset: { state: 'idle' } },
      compact ? el('div', { hidden: true }, ...settings) : settings,
      el('div', { class: 'row', hidden: !visible }, ui.solve, ui.stop, ui.cancel),
      ui.status,
      ui.retry,
      this.#databases.root,
      ui.progress,
      this.#stronger.root,
      ui.stats,
      ui.offer,
      compact ? null : ui.strip,
    );
    this.#ui = ui;
    // "Check my solution" (a student's move list, checked by the core): shown closed, its module
    // loaded when it is first opened (not part of a first visit's download).
    if (!compact) {
      const shell = checkShell(this.#say, 'solution');
      shell.addEventListener('toggle', () => import('./check-work.js').then(({ SolutionCheck }) => new SolutionCheck(session, { root: shell })), { once: true });
      this.root.append(shell);
    }
    ui.strip.addEventListener('click', () => this.exportSolution());
    session.addEventListener('solution', () => (ui.strip.hidden = !session.solution));
    for (const input of [ui.algorithm, ui.heuristic, ui.weight]) {
      input.addEventListener('change', () => {
        if (input === ui.heuristic && ui.heuristic.value !== '') this.#heuristic = ui.heuristic.value;
        if (input === ui.algorithm) this.#usedHeuristic = null;
        this.#syncFields();
        session.choose(this.selection);
      });
    }
    // Automatic picks by the board's size: what the disabled select shows follows the board.
    session.addEventListener('board', (event) => {
      if (/** @type {CustomEvent} */ (event).detail.reason !== 'deal') return;
      this.#usedHeuristic = null;
      this.#syncFields();
    });
    // "Explain h": what the heuristic counts, over the board (board/explain-overlay.js).
    ui.explain.addEventListener('change', () => (session.explainer.on = ui.explain.checked));
    session.addEventListener('explain', () => (ui.explain.checked = session.explainer.on));
    ui.solve.addEventListener('click', () => this.run());
    ui.retry.addEventListener('click', () => this.#runRetry());
    ui.offerButton.addEventListener('click', () => this.#download());
    ui.cancel.addEventListener('click', () => session.cancelSolve());
    ui.stop.addEventListener('click', () => session.stopSolveKeepingBest());
    session.addEventListener('solve', (event) => this.#solve(/** @type {CustomEvent} */ (event).detail));
    this.select(session.choice);
    const idle = compact ? this.#say('solve-idle-run', { algorithm: algorithmLabel(this.#say, session.choice.algorithm) }) : this.#say('solve-idle');
    this.setState('idle', visible ? idle : '');
  }

  /** Saves the solution loaded as a strip of boards with the move between each (an SVG figure). */
  async exportSolution() {
    // Not part of the first load.
    const [{ solutionStrip }, { figureName, saveFile }] = await Promise.all([import('../board/solution-strip.js'), import('../board/figures.js')]);
    const solution = this.#session.solution;
    if (!solution) return;
    const { result, boards, tiles, directions } = solution;
    const caption = this.#say(result.optimal ? 'solve-strip-caption-optimal' : 'solve-strip-caption', { algorithm: algorithmLabel(this.#say, result.algorithm), count: tiles.length });
    const text = solutionStrip(boards, tiles, directions, caption, readPalette(this.root));
    saveFile(new Blob([text], { type: 'image/svg+xml' }), figureName(result.algorithm, boards[0], 'svg', 'solution'));
  }

  /** Solve off, saying why (a widget whose board could not be read shows a default one instead). */
  refuse(reason) {
    this.setState('error', reason);
    this.#ui.solve.disabled = true;
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
    return { algorithm: this.#ui.algorithm.value, heuristic: this.#heuristic, weight };
  }

  /** Selects what is given (names the core has read). */
  select({ algorithm, heuristic, weight }) {
    if (algorithm) this.#ui.algorithm.value = algorithm;
    if (heuristic && this.#session.core.heuristics().includes(heuristic)) this.#heuristic = heuristic;
    this.#usedHeuristic = null;
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
    const limits = readLimits(this.#say, this.#ui);
    if (limits instanceof Error) return limits;
    options.limits = limits;
    return options;
  }

  #solve(detail) {
    if (detail.phase === 'started') this.started(detail.options);
    else if (detail.phase === 'progress') this.progress(detail.progress);
    else if (detail.phase === 'databases') this.databases(detail.databases);
    else if (detail.phase === 'done') this.done(detail.result);
    else if (detail.phase === 'failed') this.failed(detail.message, detail.fix);
    else if (detail.phase === 'stopped') this.setState('idle', this.#visible ? this.#say('solve-stopped-press', { reason: detail.message }) : detail.message);
  }

  #selected() {
    return this.#algorithms.find((a) => a.name === this.#ui.algorithm.value);
  }

  // A select that does not apply is disabled and shows what runs instead, never a choice the
  // search ignores: the heuristic of the last answer, else what the core resolves for the board.
  #syncFields() {
    const ui = this.#ui;
    const uses = this.usesHeuristic;
    ui.heuristic.disabled = !uses;
    ui.heuristicField.dataset.disabled = String(!uses);
    if (uses) {
      ui.unusedHeuristic.remove();
      ui.heuristic.value = this.#heuristic;
    } else {
      ui.unusedHeuristic.textContent = this.#unusedHeuristicText();
      ui.heuristic.append(ui.unusedHeuristic);
      ui.heuristic.value = '';
    }
    ui.weightField.hidden = !this.usesWeight;
    ui.note.textContent = algorithmNote(this.#say, ui.algorithm.value);
    // A pattern-database set only where it serves the board's size (the core says which).
    const board = this.#session.board;
    if (!board) return;
    const served = this.#session.core.heuristicsFor(board.rows, board.cols);
    for (const option of ui.heuristic.options) if (option !== ui.unusedHeuristic) option.hidden = !served.includes(option.value) && option.value !== this.#heuristic;
  }

  #unusedHeuristicText() {
    const { board, core } = this.#session;
    const algorithm = this.#ui.algorithm.value;
    let used = this.#usedHeuristic;
    try {
      // Before the first board, the default 3x3 stands in (a deal asks again).
      used ??= core.resolveChoice(board ?? core.goalBoard(3, 3, 'blank-last'), algorithm, this.#heuristic).heuristic;
    } catch {
      return this.#say('solve-heuristic-chosen-by', { algorithm: algorithmLabel(this.#say, algorithm) });
    }
    if (used === 'none') return this.#say('solve-heuristic-none-used', { algorithm: algorithmShort(this.#say, algorithm) });
    return this.#say('solve-heuristic-chosen', { heuristic: heuristicLabel(this.#say, used), algorithm: algorithmLabel(this.#say, algorithm) });
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
    ui.retry.hidden = true; // until a stop offers one (done), or a fix (failed)
    this.#fix = null;
    ui.progress.hidden = !running;
    if (running) ui.stats.hidden = true;
    else this.#databases.root.hidden = this.#stronger.root.hidden = true;
  }

  /**
   * The pattern databases the search needs are loading, downloading (the site serves them
   * prebuilt) or building: {phase, fraction, bytes?, total?, note}.
   */
  databases({ phase, fraction, bytes, total, note, stronger }) {
    if (stronger) return this.#strongerDatabases({ phase, fraction, bytes, total, note, stronger });
    const bar = this.#databases;
    bar.root.hidden = false;
    this.#ui.progress.hidden = true; // no search counts until they are ready
    bar.root.dataset.phase = phase;
    const percent = Math.floor(fraction * 100);
    if (phase === 'building') {
      bar.label.textContent = this.#say('solve-databases-building');
      bar.bar.value = fraction;
      bar.percent.textContent = this.#say('solve-percent', { percent });
    } else if (phase === 'downloading') {
      bar.label.textContent = this.#say('solve-databases-downloading');
      bar.bar.value = fraction;
      bar.percent.textContent = this.#say('solve-size-of', { size: formatFileSize(this.#say, bytes), total: formatFileSize(this.#say, total) });
    } else {
      bar.label.textContent = this.#say('solve-databases-loading');
      bar.bar.removeAttribute('value'); // indeterminate
      bar.percent.textContent = '';
    }
    bar.note.textContent = note ?? '';
    bar.note.hidden = !note;
  }

  /** Stronger databases (`stronger`, their name) downloading beside the search, switched to, or failed. */
  #strongerDatabases({ phase, fraction, bytes, total, note, stronger }) {
    const bar = this.#stronger;
    bar.root.hidden = false;
    bar.root.dataset.phase = phase;
    bar.label.textContent = this.#say(phase === 'switched' ? 'solve-stronger-switched' : 'solve-stronger-downloading', { name: stronger });
    bar.bar.value = phase === 'failed' ? 0 : fraction;
    bar.percent.textContent = phase === 'downloading' ? this.#say('solve-size-of', { size: formatFileSize(this.#say, bytes), total: formatFileSize(this.#say, total) }) : '';
    bar.note.textContent = note ?? '';
    bar.note.hidden = !note;
  }

  /** The search started. */
  started(options) {
    termsLoading ??= import('./terms.js').then((module) => {
      term = module.term;
    });
    termsLoading.then(() => this.#defineNames());
    this.#runningAlgorithm = options.algorithm;
    this.#stronger.root.hidden = true;
    this.setState('running', this.#say('solve-searching', { algorithm: algorithmLabel(this.#say, options.algorithm) }));
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
      const text = this.#say('solve-searching-best', { best: stats.best, least: stats.lowerBound });
      if (ui.status.textContent !== text) ui.status.textContent = text;
      ui.stop.hidden = false;
    }
    // Iterative deepening reports its current bound, the anytime search its proved lower bound;
    // the others the deepest level reached.
    const iterative = this.#algorithms.find((a) => a.name === this.#runningAlgorithm)?.iterative;
    // The statistic (terms.js) the bound is: its label and its definition.
    const bound = stats.lowerBound !== undefined ? 'lower-bound' : iterative ? 'bound' : 'depth';
    const boundLabel = { 'lower-bound': this.#say('solve-lower-bound'), bound: this.#say('term-bound'), depth: this.#say('term-depth') }[bound];
    const values = {
      expanded: [this.#say('term-expanded'), formatCount(this.#say, stats.expanded)],
      generated: [this.#say('term-generated'), formatCount(this.#say, stats.generated)],
      frontier: [this.#say('term-frontier'), formatCount(this.#say, stats.frontier)],
      bound: [boundLabel, formatCount(this.#say, stats.bound)],
      elapsed: [this.#say('term-elapsed'), formatMs(this.#say, stats.elapsedMs)],
      memory: [this.#say('term-memory'), formatBytes(this.#say, stats.memoryBytes)],
    };
    if (this.#progressFacts?.bound !== bound) {
      this.#progressFacts = { bound, values: new Map() };
      // The bound's definition is the bound's or the depth's, as its label says.
      const terms = { bound };
      ui.progress.replaceChildren(...facts(this.#say, Object.entries(values).map(([key, [label, value]]) => [label, value, key, terms[key]])));
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
        ? { key: 'solve-kind-optimal' }
        : result.boundFactor
          ? { key: 'solve-kind-factor', args: { factor: result.boundFactor } }
          : result.lowerBound !== undefined
            ? { key: 'solve-kind-at-least', args: { least: result.lowerBound } }
            : { key: 'solve-kind-not-optimal' };
      this.setState('solved', this.#say('solve-solved', { count: result.length, kind }));
    } else {
      const state = result.reason === 'cancelled' ? 'cancelled' : 'stopped';
      const title = reasonLabel(this.#say, result.reason);
      this.setState(state, this.#say('solve-stopped-why', { title, reason: result.message }));
      this.#retryChoice = result.retry ?? null;
      if (this.#retryChoice) {
        this.#ui.retry.textContent = this.#retryChoice.label;
        this.#ui.retry.hidden = false;
      }
    }
    const ui = this.#ui;
    if (!this.usesHeuristic) {
      this.#usedHeuristic = result.heuristic;
      this.#syncFields();
    }
    ui.stats.hidden = false;
    ui.stats.dataset.algorithm = result.algorithm;
    ui.stats.replaceChildren(
      ...facts(this.#say, [
        [
          this.#say('term-algorithm'),
          result.weight ? this.#say('solve-algorithm-weighted', { algorithm: algorithmLabel(this.#say, result.algorithm), weight: result.weight }) : algorithmLabel(this.#say, result.algorithm),
          'algorithm',
        ],
        [this.#say('term-heuristic'), heuristicLabel(this.#say, result.heuristic), 'heuristic'],
        [this.#say('term-length'), result.solved ? this.#say('solve-moves', { count: result.length }) : '—', 'length'],
        [this.#say('term-optimal'), result.solved ? this.#say(result.optimal ? 'solve-yes' : 'solve-no') : '—', 'optimal'],
        result.lowerBound !== undefined && !result.optimal && [this.#say('solve-optimal-at-least'), this.#say('solve-moves', { count: result.lowerBound }), 'lower-bound'],
        [this.#say('term-expanded'), formatCount(this.#say, stats.expanded), 'expanded'],
        [this.#say('term-generated'), formatCount(this.#say, stats.generated), 'generated'],
        [this.#say('term-max-frontier'), formatCount(this.#say, stats.maxFrontier), 'max-frontier'],
        [this.#say('term-time'), formatMs(this.#say, stats.elapsedMs), 'time'],
        [this.#say('term-peak-memory'), formatBytes(this.#say, stats.peakMemoryBytes), 'peak-memory'],
        result.databases && [this.#say('term-databases'), databasesText(this.#say, result.databases, stats.switchedAt), 'databases'],
        // A solve shared with helper workers: the cores it asked for (a helper lost meanwhile
        // leaves its share to the others; the note says which).
        result.parallel && [this.#say('term-cores'), this.#say(result.parallel.note ? 'solve-cores-failed' : 'solve-cores', { count: result.parallel.helpers + 1 }), 'cores'],
      ]),
    );
    const cores = ui.stats.querySelector('[data-fact="cores"]');
    if (cores && result.parallel?.note) cores.title = result.parallel.note;
    if (result.databases) ui.stats.dataset.databases = result.databases.source;
    else delete ui.stats.dataset.databases;
    if (result.databases?.offer && !this.#downloading) this.#offer(result.databases.offer);
  }

  // The statistics' names shown before terms.js was in get their definitions.
  #defineNames() {
    for (const fact of this.root.querySelectorAll('.fact')) {
      const name = /** @type {HTMLElement} */ (fact.querySelector('dt'));
      const key = /** @type {HTMLElement} */ (fact).dataset.term;
      if (term && key && !name.querySelector('.term')) name.replaceChildren(term(this.#say, key, name.textContent ?? key));
    }
  }

  /** Offers stronger databases a costly connection did not download by itself, with their size. */
  #offer(offer) {
    const ui = this.#ui;
    this.#offered = offer;
    ui.offer.hidden = false;
    ui.offerBar.hidden = true;
    ui.offerText.textContent = `${this.#say('solve-offer')} `;
    ui.offerButton.hidden = false;
    ui.offerButton.textContent = this.#say('solve-offer-download', { size: formatFileSize(this.#say, offer.bytes) });
  }

  /** Downloads the databases offered (the button cancels it while it runs). */
  async #download() {
    const offer = this.#offered;
    const ui = this.#ui;
    if (this.#downloading) {
      this.#downloading.cancel();
      return;
    }
    if (!offer) return;
    const job = this.#session.fetchDatabases(offer, ({ phase, fraction, bytes, total }) => {
      ui.offerBar.hidden = false;
      ui.offerBar.value = fraction;
      ui.offerText.textContent = `${phase === 'downloading' ? this.#say('solve-offer-downloading', { size: formatFileSize(this.#say, bytes), total: formatFileSize(this.#say, total) }) : this.#say('solve-offer-loading')} `;
    });
    this.#downloading = job;
    ui.offerButton.textContent = this.#say('solve-offer-cancel');
    try {
      await job.result;
      ui.offerText.textContent = this.#say('solve-offer-done');
      ui.offerButton.hidden = true;
      this.#offered = null;
    } catch (error) {
      ui.offerText.textContent = `${messageOf(error)} `;
      ui.offerButton.textContent = this.#say('solve-offer-download', { size: formatFileSize(this.#say, offer.bytes) });
    }
    ui.offerBar.hidden = true;
    this.#downloading = null;
  }

  /**
   * Runs the choice the core named after a stop (`result.retry`): selected in the panel, its
   * limits in the limit fields, then solved, so what runs is what the panel shows.
   */
  #runRetry() {
    const retry = this.#retryChoice;
    if (this.#fix) {
      const [a, b] = this.#fix;
      this.#fix = null;
      this.#session.swap(a, b);
      this.setState('idle', this.#say('solve-swapped', { first: String(a), second: String(b) }));
      return;
    }
    if (!retry) return;
    const ui = this.#ui;
    this.select({ algorithm: retry.algorithm, heuristic: retry.heuristic, weight: undefined });
    const { maxExpanded, maxMemoryMb, maxMs } = retry.limits;
    ui.maxExpanded.value = maxExpanded === null ? '' : String(maxExpanded);
    ui.maxMemory.value = maxMemoryMb === null ? '' : String(maxMemoryMb);
    ui.maxSeconds.value = maxMs === null ? '' : String(maxMs / 1000);
    this.run();
  }

  /**
   * The search could not start or failed: the core's message, as a sentence; for a board that
   * cannot reach the goal, with the swap that repairs it (`fix`, the core's), as the playground's
   * Board tab offers it.
   */
  failed(message, fix = null) {
    this.setState('error', sentence(message));
    const ui = this.#ui;
    ui.stats.hidden = true;
    if (fix) {
      ui.retry.textContent = swapFixLabel(this.#say, fix);
      ui.retry.hidden = false;
      this.#retryChoice = null;
      this.#fix = fix;
    }
  }
}

// <div><dt>label</dt><dd>value</dd></div> pairs for a <dl> (false entries left out), each label
// with its definition (the statistic `termKey`, else `key`) once terms.js is in.
function facts(say, pairs) {
  return pairs.filter(Boolean).map(([label, value, key, termKey = key]) =>
    el('div', { class: 'fact', dataset: { fact: key, term: termKey } }, el('dt', {}, term ? term(say, termKey, label) : label), el('dd', {}, value)),
  );
}

// The labelled progress bar of a pattern-database build or download (`id`: its element's).
function databasesBar(id) {
  const label = el('label', { for: `${id}-bar`, id: `${id}-label` });
  const bar = el('progress', { id: `${id}-bar`, max: 1 });
  const percent = el('span', { class: 'databases-percent', 'aria-hidden': 'true' });
  const note = el('p', { class: 'databases-note', hidden: true });
  const root = el('div', { id, class: 'databases', hidden: true }, label, bar, percent, note);
  return { root, label, bar, percent, note };
}

// Which pattern databases a solve searched first (`set`), where they came from, how long that
// took, and the stronger ones it switched to mid-search (at the core's iteration `switchedAt`)
// or why not.
function databasesText(say, { set, source, ms, note, helperMemoryBytes, stronger }, switchedAt) {
  const time = formatMs(say, ms);
  const how = {
    // A second worker built half of them (see workers/databases/database-sourcing.js).
    built: helperMemoryBytes ? say('solve-databases-built-two-cores', { time }) : say('solve-databases-built', { time }),
    cache: say('solve-databases-cache', { time }),
    served: say('solve-databases-served', { time }),
    memory: say('solve-databases-memory'),
  }[source];
  const named = set ? say('solve-databases-set', { set, how }) : how;
  const text = note ? say('solve-databases-noted', { how: named, note }) : named;
  if (!stronger) return text;
  if (stronger.note) return say('solve-databases-stronger-note', { how: text, note: stronger.note });
  return switchedAt ? say('solve-databases-switched', { how: text, name: stronger.name, iteration: switchedAt }) : text;
}

// A message as a sentence: the core's begin in lower case, to follow a setting's name.
function sentence(message) {
  const text = message.trim();
  const capital = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
