// The Search view: a recorded search (session.recordings) stepped through expansion by
// expansion, as a textbook draws it (search-lane.js: the tree of boards, "Why this node", the
// frontier), with controls (next, previous, play, a speed, a scrubber, keys) and a polite live
// region saying where the search is. "Compare with" records a second search on the same board
// and shows it beside the first; both step together, each up to its own last expansion. It opens
// on the last expansion recorded; "Colour by" fills the nodes by bands of equal f, g or h; an
// exercise (exercise.js, loaded when one starts) hides the stepping controls while it asks.

import { entryLabel, algorithmLabel, heuristicLabel } from '../catalog.js';
import { el, formatCount, messageOf } from '../dom.js';
import { SearchLane } from './search-lane.js';
import { LEGEND, costsOf } from './search-tree.js';

const FIRST_CAP = 2000; // the cap field's first value: a tree quick to record and lay out
const MORE = 10; // "Record more" records again with this many times the cap
/** "Colour by": the node's state, or its band of equal f, g or h. */
export const COLOUR_KEYS = ['state', 'f', 'g', 'h'];
const BANDS_LISTED = 16;

export class SearchView {
  #session;
  #ui;
  /** @type {SearchLane[]} */ #lanes;
  #playing = 0;
  #lastSpoken = 0;
  #seeking = 0;
  #step = 0;
  #caps = { fallback: 0, most: 0 };
  /** The first search's entry when a link or the widget names it (`algorithms`), else the Solve panel's choice. */
  /** @type {{algorithm: string, heuristic: string | null} | null} */ #first = null;
  /** @type {import('./exercise.js').Exercise | null} */ #exercise = null;
  /** @type {HTMLElement} */ #stepping; // the stepping controls, hidden while an exercise runs

  /**
   * @param {import('../session/session.js').Session} session
   * @param {{compact?: boolean, pair?: string[]}} options `pair`: the `algorithms` given, whose
   *   first two are drawn side by side
   */
  constructor(session, { compact = false, pair } = {}) {
    this.#session = session;
    const { core } = session;
    const { defaultCap, maxCap } = core.recordFacts();
    this.#caps = { fallback: defaultCap, most: maxCap };
    const id = (name) => `search-${name}`;
    const button = (name, text, extra = {}) => el('button', { type: 'button', id: id(name), ...extra }, text);
    const ui = {
      cap: el('input', { type: 'number', id: id('cap'), min: 1, max: maxCap, step: 1, value: Math.min(FIRST_CAP, maxCap), inputmode: 'numeric' }),
      compare: el('select', { id: id('compare') }, el('option', { value: '' }, 'Nothing'), ...compareOptions(core)),
      run: button('run', 'Record search', { class: 'primary' }),
      cancel: button('cancel', 'Stop', { disabled: true }),
      status: el('p', { id: id('status'), class: 'solve-status', role: 'status', dataset: { state: 'idle' } }, 'Press “Record search” to record a search from the board shown, then step through it.'),
      more: button('more', 'Record more expansions', { hidden: true }),
      colour: el('select', { id: id('colour') }, ...COLOUR_KEYS.map((key) => el('option', { value: key }, key))),
      bands: el('ul', { id: id('bands'), class: 'search-legend', hidden: true }),
      exercise: el('select', { id: id('exercise') }, ...['predict', 'expand', 'values'].map((kind) => el('option', { value: kind }, kind))),
      exerciseRun: button('exercise-run', 'Start exercise'),
      previous: button('previous', 'Previous expansion', { disabled: true, 'aria-keyshortcuts': 'ArrowLeft' }),
      next: button('next', 'Next expansion', { disabled: true, 'aria-keyshortcuts': 'ArrowRight' }),
      play: button('play', 'Play', { disabled: true, 'aria-keyshortcuts': 'Space' }),
      speed: el('input', { type: 'range', id: id('speed'), min: 0, max: 3, step: 0.1, value: 1, 'aria-valuetext': '10 expansions a second' }),
      scrubber: el('input', { type: 'range', id: id('scrubber'), min: 0, max: 0, step: 1, value: 0, disabled: true }),
      step: el('output', { id: id('step') }, 'Expansion 0 of 0'),
      lanes: el('div', { class: 'search-lanes', dataset: { lanes: '1' } }),
      live: el('p', { id: id('live'), class: 'visually-hidden', 'aria-live': 'polite' }),
    };
    this.#ui = ui;
    this.#lanes = [new SearchLane(session, 0), new SearchLane(session, 1)];
    this.#lanes[1].root.hidden = true;
    ui.lanes.append(...this.#lanes.map((lane) => lane.root));
    const label = (text, input, forId) => el('label', { class: 'field', for: forId }, el('span', {}, text), input);
    const row = (...children) => el('div', { class: 'row' }, ...children);
    this.#stepping = el('div', {}, row(ui.previous, ui.play, ui.next, label('Speed', ui.speed, id('speed'))), row(label('Expansion', ui.scrubber, id('scrubber')), ui.step));
    const legend = el(
      'ul',
      { class: 'search-legend', 'aria-label': 'Colours' },
      ...LEGEND.map(([name, colour]) => el('li', {}, el('span', { class: 'swatch', style: { 'border-color': colour } }), name)),
    );
    this.root = el(
      'div',
      { class: compact ? 'npw-search' : 'group', id: id('section'), dataset: { state: 'idle' }, tabindex: -1 },
      el(
        'details',
        { class: 'help search-help' },
        el('summary', {}, 'Records a search from the board shown with the algorithm and heuristic chosen in the Solve panel, then steps through it.'),
        el(
          'p',
          { id: id('help') },
          'Keys (here): Right arrow or N, next expansion; Left arrow or P, previous; Space, play or pause; Home and End, first and last. ' +
            'Drag the tree to pan; the wheel, a pinch or the buttons zoom; zoomed in, each node is its board with g, h and f, framed in its colour. ' +
            'Click a node or a frontier entry to show its board on the main board. "Compare with" records a second search beside the first; both step together.',
        ),
      ),
      el('div', { class: 'fields' }, label('Expansions to record', ui.cap, id('cap')), label('Compare with', ui.compare, id('compare'))),
      el('div', { class: 'fields' }, label('Colour by', ui.colour, id('colour')), label('Exercise', ui.exercise, id('exercise'))),
      el('div', { class: 'row' }, ui.run, ui.cancel, ui.exerciseRun),
      ui.status,
      el('div', { class: 'row' }, ui.more),
      this.#stepping,
      ui.lanes,
      legend,
      ui.bands,
      ui.live,
    );
    ui.run.addEventListener('click', () => this.run());
    ui.more.addEventListener('click', () => {
      ui.cap.value = String(Math.min(this.#caps.most, Number(ui.cap.value) * MORE));
      this.run();
    });
    ui.colour.addEventListener('change', () => this.colourBy(ui.colour.value));
    ui.exerciseRun.addEventListener('click', () => (this.#exercise ? this.endExercise() : this.exercise({ kind: ui.exercise.value, steps: core.exerciseFacts().questions, seed: 1 })));
    ui.cancel.addEventListener('click', () => session.stopRecord());
    ui.compare.addEventListener('change', () => this.#compareChanged());
    ui.next.addEventListener('click', () => this.seek(this.step + 1));
    ui.previous.addEventListener('click', () => this.seek(this.step - 1));
    ui.play.addEventListener('click', () => (this.#playing ? this.pause() : this.play()));
    ui.scrubber.addEventListener('input', () => this.seek(Number(ui.scrubber.value)));
    ui.speed.addEventListener('input', () => ui.speed.setAttribute('aria-valuetext', `${this.speed} expansions a second`));
    this.root.addEventListener('keydown', (event) => this.#key(/** @type {KeyboardEvent} */ (event)));
    /** @type {any} */ (this.root).searchView = this; // the e2e tests find nodes on the canvas through it
    session.addEventListener('record', (event) => this.#onRecord(/** @type {CustomEvent} */ (event).detail));
    session.addEventListener('choice', () => {
      const choice = session.choice;
      if (this.#first && (this.#first.algorithm !== choice.algorithm || (this.#first.heuristic ?? choice.heuristic) !== choice.heuristic)) this.#first = null;
    });
    if (pair) this.compareWith(pair);
  }

  /**
   * Draws the first two of `entries` (`algorithms`: names the core reads, `astar:hamming`)
   * side by side; with one, that one alone.
   */
  compareWith(entries) {
    const [first, second] = entries.map((name) => this.#session.core.parseAlgorithmEntry(name));
    this.#first = first ?? null;
    if (second) {
      const heuristic = second.heuristic ?? this.#session.choice.heuristic;
      const value = second.heuristic || this.#needsHeuristic(second.algorithm) ? `${second.algorithm}:${heuristic}` : second.algorithm;
      this.#ui.compare.value = value;
    }
    this.#showLanes();
  }

  #needsHeuristic(algorithm) {
    return this.#session.core.algorithms().find((a) => a.name === algorithm)?.usesHeuristic ?? false;
  }

  /** The entries drawn ({algorithm, heuristic} each): the first, and the one compared with if any. */
  get entries() {
    const { algorithm, heuristic } = this.#session.choice;
    const first = this.#first ?? { algorithm, heuristic: this.#needsHeuristic(algorithm) ? heuristic : null };
    const value = this.#ui.compare.value;
    return value ? [first, this.#session.core.parseAlgorithmEntry(value)] : [first];
  }

  /** The entries as `algorithms` writes them (for the link), or null for one search. */
  get pairNames() {
    if (!this.#ui.compare.value) return null;
    return this.entries.map(({ algorithm, heuristic }) => (heuristic ? `${algorithm}:${heuristic}` : algorithm)).join(',');
  }

  #showLanes() {
    const two = this.#ui.compare.value !== '';
    this.#lanes[1].root.hidden = !two;
    this.#ui.lanes.dataset.lanes = two ? '2' : '1';
  }

  #compareChanged() {
    this.#showLanes();
    this.root.dispatchEvent(new CustomEvent('search-step', { bubbles: true, detail: { step: this.step } }));
    // A search shown already: the second one recorded (or dropped) to go with it.
    if (!this.#session.recording) return;
    if (this.#ui.compare.value) this.#record(1, this.entries[1], this.#capFor(0));
    else this.#refresh();
  }

  /** The recorded search shown (the first). */
  get recording() {
    return this.#lanes[0].recording;
  }

  get step() {
    return this.#step;
  }

  /** The lanes, for tests: [{recording, tree}]. */
  get lanes() {
    return this.#lanes.filter((lane) => !lane.root.hidden);
  }

  /** Expansions a second: 1 to 1,000 on a log scale. */
  get speed() {
    return Math.round(10 ** Number(this.#ui.speed.value));
  }

  #capFor(reach) {
    const asked = Math.max(Math.round(Number(this.#ui.cap.value) || this.#caps.fallback), reach);
    const cap = Math.max(1, Math.min(this.#caps.most, asked));
    this.#ui.cap.value = String(cap);
    return cap;
  }

  /**
   * Records the search (and the one compared with) from the board shown; `reach` raises the cap
   * (in its field too) so that a link's step is recorded. Resolves to the first recording.
   */
  async run({ reach = 0 } = {}) {
    const cap = this.#capFor(reach);
    const [first, second] = this.entries;
    const recordings = [this.#record(0, first, cap)];
    if (second) recordings.push(this.#record(1, second, cap));
    const [recording] = await Promise.all(recordings);
    return recording;
  }

  /** "Colour by": 'state' (the node states' colours) or a key ('f', 'g', 'h') whose bands fill the nodes. */
  colourBy(key) {
    const ui = this.#ui;
    ui.colour.value = COLOUR_KEYS.includes(key) ? key : 'state';
    for (const lane of this.#lanes) lane.tree.colourBy(ui.colour.value);
    this.#showBands();
    this.root.dispatchEvent(new CustomEvent('search-colour', { bubbles: true, detail: { key: ui.colour.value } }));
  }

  get colour() {
    return this.#ui.colour.value;
  }

  // The legend of the bands: each value of the key with its colour.
  #showBands() {
    const ui = this.#ui;
    const bands = this.#lanes[0].tree.bands;
    ui.bands.hidden = !bands;
    if (!bands) return;
    const key = ui.colour.value;
    ui.bands.setAttribute('aria-label', `Colours: ${key} bands`);
    const items = bands.slice(0, BANDS_LISTED).map(([value, colour]) => el('li', {}, el('span', { class: 'swatch', style: { background: colour, 'border-color': colour } }), `${key} ${Number(value.toFixed(2))}`));
    if (bands.length > BANDS_LISTED) items.push(el('li', {}, `… ${formatCount(bands.length - BANDS_LISTED)} more`));
    ui.bands.replaceChildren(...items);
  }

  /**
   * Starts an exercise of `kind` (predict, expand, values), `steps` questions, its boards
   * shuffled by `seed`, on the search shown (recorded first when none is): the stepping
   * controls are hidden meanwhile. Resolves to the exercise.
   * @param {{kind: string, steps: number, seed: number}} spec
   */
  async exercise(spec) {
    this.endExercise();
    const recording = this.recording?.result ? this.recording : await this.run();
    if (!recording) return null;
    const { Exercise } = await import('./exercise.js');
    const lane = this.#lanes[0];
    const lent = { seek: (step) => this.seek(step), palette: lane.tree.palette, peek: (board) => this.#session.peek(board) };
    const exercise = new Exercise(lent, recording.record, lane.entry, spec);
    this.#exercise = exercise;
    this.pause();
    this.#ui.exercise.value = spec.kind;
    this.#ui.exerciseRun.textContent = 'End exercise';
    this.#stepping.hidden = true;
    this.root.dataset.exercise = spec.kind; // a widget's hides its recording controls too (style.css)
    for (const one of this.#lanes) one.exercising(spec.kind);
    this.#ui.more.after(exercise.root);
    exercise.start();
    this.root.dispatchEvent(new CustomEvent('search-exercise', { bubbles: true, detail: { exercise: spec } }));
    return exercise;
  }

  /** Ends the exercise, if one runs: the stepping controls come back. */
  endExercise() {
    if (!this.#exercise) return;
    this.#exercise.root.remove();
    this.#exercise = null;
    this.#ui.exerciseRun.textContent = 'Start exercise';
    this.#stepping.hidden = false;
    delete this.root.dataset.exercise;
    for (const lane of this.#lanes) lane.exercising(null);
    this.root.dispatchEvent(new CustomEvent('search-exercise', { bubbles: true, detail: { exercise: null } }));
  }

  #record(lane, entry, cap) {
    const { heuristic, weight } = this.#session.choice;
    const options = { algorithm: entry.algorithm, heuristic: entry.heuristic ?? heuristic, record: cap, ...(weight === null ? {} : { weight }) };
    this.#lanes[lane].entry = entry;
    return this.#session.record(options, lane);
  }

  #onRecord({ phase, lane: index = 0, recording, message, result }) {
    const ui = this.#ui;
    const lane = this.#lanes[index];
    if (phase === 'started') {
      if (index === 0) this.endExercise(); // a new search: the exercise was on the last one
      this.pause();
      cancelAnimationFrame(this.#seeking);
      this.#seeking = 0;
      lane.show(recording, lane.entry);
      if (index === 0) this.#step = 0;
      this.#setState('running', `Recording ${entryLabel(lane.entry)}…`);
    } else if (phase === 'chunk') {
      lane.tree.scheduleLayout();
      this.#refresh();
    } else if (phase === 'done') {
      const text = result.solved ? `Done: ${formatCount(recording.record.expansions)} expansions recorded; the answer has ${result.length} moves.` : `Done: ${result.message ?? 'no solution'}.`;
      if (index === 0 || !this.#session.recordJob) this.#setState('done', index === 0 ? text : ui.status.textContent || text);
      lane.tree.markPath();
      lane.tree.relayout();
      // The view opens on the last expansion recorded, unless it was stepped meanwhile.
      if (index === 0 && this.#step === 0 && !this.#exercise) this.seek(Infinity, { peek: false });
      this.#refresh();
    } else if (phase === 'failed') {
      this.#setState('failed', index === 0 ? message : `${entryLabel(lane.entry)}: ${message}`);
    } else if (phase === 'stopped') {
      this.#setState('done', `Stopped: ${formatCount(recording?.record.expansions ?? 0)} expansions recorded.`);
      lane.tree.relayout();
      this.#refresh();
    }
    const busy = this.#session.recordJobs.some(Boolean);
    ui.more.hidden = busy || !this.recording?.record.stopped || Number(ui.cap.value) >= this.#caps.most;
    ui.run.disabled = busy;
    ui.cancel.disabled = !busy;
  }

  #setState(state, text) {
    this.#ui.status.dataset.state = state;
    this.#ui.status.textContent = text;
    this.root.dataset.state = state === 'running' ? 'running' : 'idle';
  }

  /** The expansions of the longest search shown. */
  get #total() {
    return Math.max(0, ...this.lanes.map((lane) => lane.recording?.record.expansions ?? 0));
  }

  /**
   * Goes to expansion `step` in every search shown (each at most to its last); a long jump
   * goes in strides, a frame each, so that no frame takes long. With `peek`, the node expanded
   * there is shown on the main board.
   */
  seek(step, { peek = true } = {}) {
    if (!this.recording) return;
    cancelAnimationFrame(this.#seeking);
    this.#seeking = 0;
    const target = Math.max(0, Math.min(step, this.#total));
    this.#step = target;
    const go = () => {
      let done = true;
      for (const lane of this.lanes) {
        const record = lane.recording?.record;
        if (!record) continue;
        const wanted = Math.min(target, record.expansions);
        if (record.seek(wanted) !== wanted) done = false;
      }
      this.#refresh();
      this.#seeking = done ? 0 : requestAnimationFrame(go);
      if (done && peek && !this.#playing) this.#peekCurrent();
    };
    go();
  }

  /** Shows the node expanded at the step on the main board (the start's board before the first). */
  #peekCurrent() {
    const record = this.recording?.record;
    if (!record || this.#exercise) return;
    const current = record.current;
    this.#session.peek(current === null ? null : record.boardOf(current));
  }

  play() {
    if (!this.recording || this.#playing) return;
    if (this.step >= this.#total) this.seek(0); // a rewind first, frame by frame
    let last = performance.now();
    let owed = 0;
    const tick = (now) => {
      if (this.#seeking) {
        last = now;
        this.#playing = requestAnimationFrame(tick);
        return;
      }
      owed += ((now - last) / 1000) * this.speed;
      last = now;
      const steps = Math.floor(owed);
      owed -= steps;
      if (steps > 0) this.seek(this.step + steps);
      if (this.step >= this.#total && !this.#session.recordJobs.some(Boolean)) {
        this.pause();
        return;
      }
      this.#playing = requestAnimationFrame(tick);
    };
    this.#playing = requestAnimationFrame(tick);
    this.#ui.play.textContent = 'Pause';
  }

  pause() {
    const was = this.#playing;
    if (this.#playing) cancelAnimationFrame(this.#playing);
    this.#playing = 0;
    if (was) this.#peekCurrent();
    this.#ui.play.textContent = 'Play';
    this.#speak(true);
  }

  #key(event) {
    if (!this.recording || this.#exercise || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = /** @type {HTMLElement} */ (event.target);
    if ((target.tagName === 'INPUT' || target.tagName === 'SELECT') && target !== this.#ui.scrubber && target !== this.#ui.speed) return;
    if (target === this.#ui.scrubber || target === this.#ui.speed) {
      if (event.key !== ' ' && event.key !== 'n' && event.key !== 'p') return;
    }
    const actions = {
      ArrowRight: () => this.seek(this.step + 1),
      n: () => this.seek(this.step + 1),
      ArrowLeft: () => this.seek(this.step - 1),
      p: () => this.seek(this.step - 1),
      ' ': () => (this.#playing ? this.pause() : this.play()),
      Home: () => this.seek(0),
      End: () => this.seek(Infinity),
    };
    const action = actions[event.key];
    if (!action || (event.key === ' ' && target.tagName === 'BUTTON')) return;
    event.preventDefault();
    action();
  }

  // --- What the step shows ----------------------------------------------------------------------

  #refresh() {
    const first = this.recording;
    if (!first) return;
    const record = first.record;
    // Chunks that arrived are taken in where the step is the last (or past it).
    for (const lane of this.lanes) {
      const shown = lane.recording?.record;
      if (shown && !this.#seeking) shown.seek(Math.min(this.#step, shown.expansions));
    }
    const ui = this.#ui;
    const total = this.#total;
    ui.scrubber.max = String(total);
    ui.scrubber.value = String(this.#step);
    ui.scrubber.disabled = total === 0;
    ui.next.disabled = this.#step >= total;
    ui.previous.disabled = this.#step <= 0;
    ui.play.disabled = total === 0;
    const current = record.current;
    // The node's number, as the tree's info names it: the one expanded at this step.
    ui.step.textContent = `Expansion ${formatCount(this.#step)} of ${formatCount(total)}${current !== null && record.step === this.#step ? `: node ${current}` : ''}`;
    for (const lane of this.lanes) lane.refresh();
    if (this.#lanes[0].tree.bands) this.#showBands();
    const path = this.#lanes[0].root.dataset.path;
    if (path === undefined) delete this.root.dataset.path;
    else this.root.dataset.path = path;
    if (this.root.dataset.step !== String(this.#step) && !this.#seeking) {
      this.root.dataset.step = String(this.#step);
      this.root.dispatchEvent(new CustomEvent('search-step', { bubbles: true, detail: { step: this.#step } }));
    }
    this.#speak(false);
  }

  // The live region: at most every 1.5 s while playing.
  #speak(force) {
    const recording = this.recording;
    if (!recording) return;
    const now = performance.now();
    if (this.#playing && !force && now - this.#lastSpoken < 1500) return;
    this.#lastSpoken = now;
    const record = recording.record;
    const counts = record.counts();
    const about = record.current === null ? '' : `depth ${record.node(record.current).g}, ${costsOf(record.node(record.current), record.facts)}; `;
    this.#ui.live.textContent = `Expansion ${formatCount(record.step)}: ${about}frontier ${formatCount(counts.frontier)}, explored ${formatCount(counts.explored)}`;
  }

  /** Screen position of node `id` in the first tree ({x, y} in canvas pixels), for tests. */
  positionOf(id) {
    return this.#lanes[0].tree.positionOf(id);
  }

  /** What the first tree says about node `id`, for tests. */
  describe(id) {
    try {
      return this.#lanes[0].describe(id);
    } catch (error) {
      return { error: messageOf(error) };
    }
  }
}

/** The searches "Compare with" offers: each recordable algorithm, an informed one with each heuristic. */
function compareOptions(core) {
  const heuristics = core.heuristics();
  return core
    .algorithms()
    .filter(({ frontier }) => frontier !== 'none')
    .flatMap(({ name, usesHeuristic }) =>
      usesHeuristic
        ? heuristics.filter((h) => h !== 'none').map((h) => el('option', { value: `${name}:${h}` }, `${algorithmLabel(name)} · ${heuristicLabel(h)}`))
        : [el('option', { value: name }, algorithmLabel(name))],
    );
}
