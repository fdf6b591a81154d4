// The Lab: checks a heuristic against the true distance h* of every state of a small board.
// Pick a size and a heuristic (or build one: a·Hamming + b·Manhattan + c·LC + d) and the worker
// checks it (the core's LabTable and LabCheck, www/workers/lab.js): how many states, whether it
// is admissible (never above h*) and consistent (never drops by more than 1 across a move), how
// many states break each, the mean h/h*, and a histogram of h against h* (lab-histogram.js).
// When it overestimates: a board where it does, and A* with it there beside an optimal solve,
// both through the worker's regular solve, their paths side by side. Its choices are its own
// (the hash's lab-size, lab-h, lab-weights: `settings`, `configure`), apart from the board's.

import { Board } from '../board/board.js';
import { algorithmLabel, heuristicLabel } from '../catalog.js';
import { el, formatCount, messageOf, nextTask } from '../dom.js';
import { histogramView } from './lab-histogram.js';
import { field } from './solve-panel.js';

const HEURISTICS = ['hamming', 'manhattan', 'linear-conflict', 'pdb', 'custom'];
// The keys of the names the Lab gives (the others are the catalog's).
const LABELS = { pdb: 'lab-heuristic-pdb', custom: 'lab-heuristic-custom' };
const WEIGHTS = [
  ['hamming', 'lab-weight-hamming'],
  ['manhattan', 'lab-weight-manhattan'],
  ['conflicts', 'lab-weight-conflicts'],
  ['constant', 'lab-weight-constant'],
];
const DEFAULTS = { size: '3x3', heuristic: 'manhattan', weights: '0,1.5,0,0' };
const OPTIMAL = { algorithm: 'idastar', heuristic: 'linear-conflict' }; // the shortest path beside A*
const CHANGE_MS = 300; // a change of a weight checks again after this pause in typing
const PHASES = { distances: 'lab-phase-distances', estimates: 'lab-phase-estimates', moves: 'lab-phase-moves', counterexample: 'lab-phase-counterexample' };

export class Lab {
  #session;
  /** @type {import('../words.js').Say} */ #say;
  #ui;
  #job = null;
  #timer = 0;
  #runs = 0; // the latest run: answers of older ones are dropped
  #asked = ''; // the size and heuristic of the latest run: a change back to them checks nothing new
  /** @type {{size: string, states: number}[]} */ #sizes;

  /**
   * @param {import('../session/session.js').Session} session
   * @param {{compact?: boolean}} options `compact`: the widget's card
   */
  constructor(session, { compact = false } = {}) {
    this.#session = session;
    this.#say = session.say;
    this.#sizes = session.core.labSizes();
    const id = (name) => `lab-${name}`;
    const ui = {
      size: el('select', { id: id('size') }, ...this.#sizes.map(({ size, states }) => el('option', { value: size }, this.#say('lab-size-option', { size: size.replace('x', ' × '), count: states })))),
      heuristic: el('select', { id: id('heuristic') }, ...HEURISTICS.map((name) => el('option', { value: name }, LABELS[name] ? this.#say(LABELS[name]) : heuristicLabel(this.#say, name)))),
      weights: Object.fromEntries(WEIGHTS.map(([name]) => [name, el('input', { type: 'number', id: id(`w-${name}`), step: 'any', inputmode: 'decimal', value: 0 })])),
      weightsError: el('p', { id: id('weights-error'), class: 'field-error', role: 'alert', hidden: true }),
      check: el('button', { type: 'button', id: id('check'), class: 'primary' }, this.#say('lab-check')),
      cancel: el('button', { type: 'button', id: id('cancel'), disabled: true }, this.#say('solve-cancel')),
      progressLabel: el('label', { for: id('progress') }),
      progress: el('progress', { id: id('progress'), max: 1, value: 0 }),
      status: el('p', { id: id('status'), class: 'solve-status', role: 'status', dataset: { state: 'idle' } }),
      facts: el('dl', { id: id('facts'), class: 'facts', hidden: true }),
      histogram: el('div', { id: id('histogram') }),
      examples: el('div', { id: id('examples'), class: 'lab-examples' }),
    };
    ui.custom = el(
      'fieldset',
      { class: 'lab-custom', id: id('custom'), hidden: true },
      el('legend', { class: 'lab-formula' }, 'h = a·Hamming + b·Manhattan + c·LC + d'),
      el('div', { class: 'fields' }, ...WEIGHTS.map(([name, label]) => field(this.#say(label), ui.weights[name]))),
      el('p', { class: 'help' }, this.#say('lab-custom-help')),
      ui.weightsError,
    );
    ui.progressBox = el('div', { class: 'databases lab-progress', hidden: true }, ui.progressLabel, ui.progress);
    this.root = el(
      'div',
      { class: compact ? 'npw-lab' : 'group', id: id('section'), dataset: { state: 'idle' } },
      compact ? null : el('p', { class: 'help' }, this.#say('lab-help')),
      el('div', { class: 'fields lab-choices' }, field(this.#say('lab-size'), ui.size), field(this.#say('solve-heuristic'), ui.heuristic)),
      ui.custom,
      el('div', { class: 'row' }, ui.check, ui.cancel),
      ui.progressBox,
      ui.status,
      ui.facts,
      ui.histogram,
      ui.examples,
    );
    this.#ui = ui;
    this.#apply(DEFAULTS);
    for (const select of [ui.size, ui.heuristic]) select.addEventListener('change', () => this.#changed(0));
    for (const input of Object.values(ui.weights)) input.addEventListener('input', () => this.#changed(CHANGE_MS));
    ui.check.addEventListener('click', () => this.run());
    ui.cancel.addEventListener('click', () => this.#job?.cancel());
    queueMicrotask(() => this.run()); // what the Lab shows first: its choices checked
  }

  /** The Lab's choices, as the hash keeps them: {size, heuristic, weights}. */
  get settings() {
    return { size: this.#ui.size.value, heuristic: this.#ui.heuristic.value, weights: this.#weightsText() };
  }

  /** Takes the choices a link gave ({size, heuristic, weights}, each null for the default) and checks them. */
  configure({ size, heuristic, weights }) {
    const before = JSON.stringify(this.settings);
    this.#apply({ size: size ?? DEFAULTS.size, heuristic: heuristic ?? DEFAULTS.heuristic, weights: weights ?? DEFAULTS.weights });
    if (JSON.stringify(this.settings) !== before) this.run();
  }

  // Puts choices into the fields: `custom:a,b,c,d` as a heuristic sets the weights too.
  #apply({ size, heuristic, weights }) {
    const ui = this.#ui;
    ui.size.value = size;
    const [name, given] = heuristic.startsWith('custom:') ? ['custom', heuristic.slice('custom:'.length)] : [heuristic, weights];
    ui.heuristic.value = name;
    given.split(',').forEach((value, index) => {
      const input = ui.weights[WEIGHTS[index]?.[0]];
      if (input) input.value = value;
    });
    ui.custom.hidden = name !== 'custom';
  }

  #weightsText() {
    return WEIGHTS.map(([name]) => this.#ui.weights[name].value.trim()).join(',');
  }

  // A choice changed: checked again (after a pause while a weight is typed), and the hash told.
  #changed(delay) {
    this.#ui.custom.hidden = this.#ui.heuristic.value !== 'custom';
    this.root.dispatchEvent(new CustomEvent('lab-change', { bubbles: true }));
    clearTimeout(this.#timer);
    this.#timer = window.setTimeout(() => this.run({ again: false }), delay);
  }

  /** The heuristic as the core names it, or an Error naming the weight that is wrong. */
  #heuristic() {
    const name = this.#ui.heuristic.value;
    if (name !== 'custom') return name;
    try {
      return this.#session.core.parseLabHeuristic(`custom:${this.#weightsText()}`);
    } catch (error) {
      const message = messageOf(error);
      return new Error(`${message.charAt(0).toUpperCase()}${message.slice(1)}.`);
    }
  }

  /**
   * Checks the chosen heuristic on every state of the chosen size (in the worker); unless
   * `again`, not when the latest check was of the same (a weight typed back as it was).
   */
  async run({ again = true } = {}) {
    const ui = this.#ui;
    const heuristic = this.#heuristic();
    const size = ui.size.value;
    const asked = `${size} ${heuristic}`;
    if (!again && asked === this.#asked && this.root.dataset.state !== 'cancelled') return;
    this.#asked = asked;
    const run = (this.#runs += 1);
    this.#job?.cancel();
    this.#job = null;
    ui.weightsError.hidden = !(heuristic instanceof Error);
    if (heuristic instanceof Error) {
      ui.weightsError.textContent = heuristic.message;
      this.#state('error', this.#say('lab-fix-weights'));
      return;
    }
    const states = this.#sizes.find((entry) => entry.size === size)?.states ?? 0;
    this.#state('running', this.#say('lab-checking', { count: states }));
    ui.progress.value = 0;
    ui.progressLabel.textContent = this.#say(PHASES.distances);
    const job = this.#session.worker.lab(size, heuristic, ({ phase, fraction }) => {
      if (run !== this.#runs) return;
      ui.progressBox.hidden = false;
      ui.progressLabel.textContent = PHASES[phase] ? this.#say(PHASES[phase]) : phase;
      ui.progress.value = fraction;
    });
    this.#job = job;
    let report;
    try {
      report = await job.result;
    } catch (error) {
      if (run === this.#runs) this.#state('error', messageOf(error));
      return;
    } finally {
      if (run === this.#runs) this.#job = null;
    }
    if (run !== this.#runs) return;
    if (report.cancelled) {
      this.#state('cancelled', this.#say('lab-cancelled'));
      return;
    }
    this.#show(report, run);
  }

  #state(state, text) {
    const ui = this.#ui;
    this.root.dataset.state = state;
    ui.status.dataset.state = state;
    delete ui.status.dataset.verdict;
    ui.status.textContent = text;
    ui.check.disabled = state === 'running';
    ui.cancel.disabled = state !== 'running';
    ui.progressBox.hidden = state !== 'running';
    if (state === 'running' || state === 'error') {
      ui.facts.hidden = true;
      ui.histogram.replaceChildren();
      ui.examples.replaceChildren();
    }
  }

  async #show(report, run) {
    const ui = this.#ui;
    const name = heuristicName(this.#say, report);
    const verdict = {
      key: report.admissible
        ? report.consistent
          ? 'lab-verdict-both'
          : 'lab-verdict-admissible'
        : report.consistent
          ? 'lab-verdict-consistent'
          : 'lab-verdict-neither',
    };
    const total = report.states;
    const yes = (holds) => this.#say(holds ? 'solve-yes' : 'solve-no');
    ui.facts.replaceChildren(
      ...[
        [this.#say('lab-states'), formatCount(this.#say, report.states), '', 'states'],
        [this.#say('lab-admissible'), yes(report.admissible), this.#say('lab-overestimated', { count: report.overestimated, total }), 'admissible'],
        [this.#say('lab-consistent'), yes(report.consistent), this.#say('lab-inconsistent', { count: report.inconsistent, total }), 'consistent'],
        [this.#say('lab-mean-ratio'), report.meanRatio.toFixed(3), '', 'mean-ratio'],
        [this.#say('lab-farthest'), this.#say('solve-moves', { count: report.farthest }), '', 'farthest'],
      ].map(([label, value, note, key]) =>
        el('div', { class: 'fact', dataset: { fact: key } }, el('dt', {}, label), el('dd', {}, value, note && el('span', { class: 'fact-note' }, this.#say('lab-fact-note', { note })))),
      ),
    );
    // The histogram, then the examples, each in tasks of their own (no long task); the verdict
    // once all are in.
    await nextTask();
    const histogram = await histogramView(this.#say, report.histogram, report.overestimated);
    if (run !== this.#runs) return;
    ui.histogram.replaceChildren(histogram);
    await nextTask();
    if (run !== this.#runs) return;
    ui.examples.replaceChildren();
    if (report.inconsistency) ui.examples.append(this.#inconsistency(report.inconsistency));
    if (report.counterexample) ui.examples.prepend(this.#counterexample(report.counterexample, report, run));
    // A sum with a negative weight: what the search does with a total below 0, and how often.
    const facts = { name, verdict, count: report.states, size: report.size.replace('x', ' × '), below: report.belowZero };
    this.#state('done', this.#say(report.belowZero === 0 ? 'lab-done' : 'lab-done-below-zero', facts));
    ui.status.dataset.verdict = report.admissible && report.consistent ? 'holds' : 'fails';
    ui.facts.hidden = false;
  }

  // A move across which h drops by more than 1.
  #inconsistency({ board, h, next, nextH }) {
    return el(
      'section',
      { class: 'lab-example', 'aria-label': this.#say('lab-inconsistency-label') },
      el('h4', {}, this.#say('lab-inconsistency-title')),
      el('p', {}, this.#say('lab-inconsistency', { h: number(h), next: number(nextH), drop: number(h - nextH) })),
      el('div', { class: 'lab-pair' }, miniBoard(this.#say, board, this.#say('lab-h', { h: number(h) })), miniBoard(this.#say, next, this.#say('lab-h', { h: number(nextH) }))),
    );
  }

  // A board where h is above h*, and A* with the heuristic there beside an optimal solve.
  #counterexample(example, report, run) {
    const paths = el('div', { class: 'lab-paths', 'aria-busy': 'true' }, el('p', { class: 'help' }, this.#say('lab-solving')));
    const section = el(
      'section',
      { class: 'lab-example', id: 'lab-counterexample', 'aria-label': this.#say('lab-counterexample-label') },
      el('h4', {}, this.#say('lab-counterexample-title')),
      el('p', {}, this.#say('lab-counterexample', { h: number(example.h), distance: example.trueDistance })),
      miniBoard(this.#say, example.board, this.#say('lab-h-true', { h: number(example.h), distance: example.trueDistance })),
      paths,
    );
    this.#solvePaths(example, report, paths, run);
    return section;
  }

  // A* with the heuristic and an optimal search on the counterexample, both through the
  // worker's regular solve; their paths side by side, stepped through with one slider.
  async #solvePaths(example, report, paths, run) {
    const { worker, core } = this.#session;
    const heuristic = report.heuristic;
    const solve = (options) => worker.solve(example.board, { ...options, goal: 'blank-last' }).result;
    let astar;
    let optimal;
    try {
      [astar, optimal] = await Promise.all([solve({ algorithm: 'astar', heuristic }), solve(OPTIMAL)]);
    } catch (error) {
      if (run === this.#runs) paths.replaceChildren(el('p', { class: 'field-error' }, messageOf(error)));
      return;
    }
    if (run !== this.#runs || !astar.solved || !optimal.solved) return;
    const longer = astar.length - optimal.length;
    const verdict =
      longer > 0
        ? this.#say('lab-astar-longer', { moves: moves(astar.length), longer: moves(longer) })
        : this.#say('lab-astar-shortest', { moves: moves(astar.length), tried: example.tried });
    const columns = [
      { title: this.#say('lab-astar-with', { heuristic: heuristicName(this.#say, report) }), result: astar },
      { title: this.#say('lab-shortest', { algorithm: algorithmLabel(this.#say, OPTIMAL.algorithm) }), result: optimal },
    ].map(({ title, result }) => ({ title, result, boards: core.replayMoves(example.board, result.tiles), board: new Board(null, { say: this.#say }), caption: el('p', { class: 'lab-caption' }) }));
    const last = Math.max(astar.length, optimal.length);
    const slider = el('input', { type: 'range', id: 'lab-step', min: 0, max: last, value: 0, step: 1 });
    const stepText = el('output', { for: 'lab-step', class: 'lab-step-text' });
    const show = () => {
      const step = Number(slider.value);
      stepText.textContent = this.#say('lab-step-of', { step, last });
      for (const column of columns) {
        const at = Math.min(step, column.result.length);
        showSoon(column.board, column.boards[at], true);
        column.caption.textContent = at === column.result.length ? this.#say('lab-solved-in', { moves: moves(at) }) : this.#say('lab-move-of', { move: at, total: column.result.length });
      }
    };
    paths.replaceChildren(
      el('p', { class: 'lab-verdict' }, verdict),
      el('div', { class: 'lab-step' }, el('label', { for: 'lab-step' }, this.#say('lab-step')), slider, stepText),
      el(
        'div',
        { class: 'lab-pair' },
        ...columns.map((column) =>
          el(
            'figure',
            { class: 'lab-path', 'aria-label': this.#say('lab-path-label', { title: column.title, moves: moves(column.result.length) }) },
            el('figcaption', {}, el('strong', {}, column.title), ` · ${this.#say('solve-moves', { count: column.result.length })}`),
            column.board.root,
            column.caption,
            el('p', { class: 'lab-moves' }, [...column.result.directions].join(' ')),
          ),
        ),
      ),
    );
    paths.setAttribute('aria-busy', 'false');
    slider.addEventListener('input', show);
    show();
  }
}

// A small board drawn by the one board renderer, with a caption.
function miniBoard(say, board, caption) {
  const view = new Board(null, { say });
  showSoon(view, board);
  return el('figure', { class: 'lab-board' }, view.root, el('figcaption', {}, caption));
}

// Boards to show, one an animation frame: a board's first drawing measures the page's layout,
// and several in one frame would make it one long task.
/** @type {{board: Board, shown: any, animate: boolean}[]} */
const queued = [];

/** Shows `shown` on `board` at the next free frame (the latest asked for each board counts). */
function showSoon(board, shown, animate = false) {
  const waiting = queued.find((entry) => entry.board === board);
  if (waiting) {
    Object.assign(waiting, { shown, animate });
    return;
  }
  queued.push({ board, shown, animate });
  if (queued.length === 1) requestAnimationFrame(showNext);
}

function showNext() {
  const entry = queued.shift();
  if (!entry) return;
  entry.board.view.show(entry.shown, { animate: entry.animate });
  if (queued.length) requestAnimationFrame(showNext);
}

// How the Lab names the heuristic of a report: a custom one by its formula (the core's).
function heuristicName(say, { heuristic, formula }) {
  return formula ? `h = ${formula}` : heuristicLabel(say, heuristic);
}

// `count` moves, as a message to word inside another.
function moves(count) {
  return { key: 'solve-moves', args: { count } };
}

// 31.5 as 31.5, 31 as 31 (the core writes it in the page's language).
function number(value) {
  return Math.round(value * 1000) / 1000;
}
