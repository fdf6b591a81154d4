// The Search view: a recorded search (session.recordings) stepped through expansion by
// expansion, as a textbook draws it (search-lane.js: the tree of boards, "Why this node", the
// frontier), with controls (next, previous, play, a speed, a scrubber, keys) and a polite live
// region saying where the search is. "Compare with" records a second search on the same board
// and shows it beside the first; both step together, each up to its own last expansion. It opens
// on the last expansion recorded; "Colour by" fills the nodes by bands of equal f, g or h; an
// exercise (exercise.js) hides the stepping controls while it asks; a trace checked in "Check my
// search" is drawn as a tree beside the first (student-search.js).

import { entryLabel } from '../../catalog.js';
import { messageOf } from '../../dom.js';
import { SearchCheck } from '../check-work.js';
import { SearchLane } from './search-lane.js';
import { StudentSearch } from './student-search.js';
import { COLOUR_KEYS, describeRecording, offerServed, searchControls, showBands } from './search-controls.js';
import { costsOf } from './search-tree.js';

export { COLOUR_KEYS } from './search-controls.js';

const MORE = 10; // "Record more" records again with this many times the cap

export class SearchView {
  #session;
  #say;
  #ui;
  /** @type {SearchLane[]} */ #lanes;
  #student;
  #playing = 0;
  #lastSpoken = 0;
  #seeking = 0;
  #step = 0;
  #caps = { most: 0 };
  /** @type {string | null} */ #stale = null; // what changed since the recording ('board', 'goal', 'search')
  #freshStatus = { state: 'idle', text: '' }; // the status before it went stale, back after an undo
  recordsOnItsOwn = false; // a widget's view="search": a stale recording is recorded again
  /** The first search's entry when a link or the widget names it (`algorithms`), else the Solve panel's choice. */
  /** @type {{algorithm: string, heuristic: string | null} | null} */ #first = null;
  /** @type {import('../exercise.js').Exercise | null} */ #exercise = null;
  /** @type {HTMLElement} */ #stepping; // the stepping controls, hidden while an exercise runs

  /**
   * @param {import('../../session/session.js').Session} session
   * @param {{compact?: boolean, pair?: string[]}} options `pair`: the `algorithms` given, whose
   *   first two are drawn side by side
   */
  constructor(session, { compact = false, pair } = {}) {
    this.#session = session;
    this.#say = session.say;
    const { core } = session;
    this.#caps = { most: core.recordFacts().maxCap };
    this.#student = new StudentSearch(session);
    this.#lanes = [new SearchLane(session, 0), new SearchLane(session, 1), this.#student.lane];
    this.#lanes[1].root.hidden = true;
    const { ui, stepping, root } = searchControls(core, { compact, lanes: this.#lanes.map((lane) => lane.root) });
    this.#ui = ui;
    this.#stepping = stepping;
    this.root = root;
    this.checker = new SearchCheck(session, { onVerdict: (verdict, tree) => this.#openAtCheck(verdict, tree) });
    stepping.before(this.checker.root);
    ui.run.addEventListener('click', () => this.run());
    ui.more.addEventListener('click', () => {
      const recorded = this.recording?.options.record ?? 0;
      ui.cap.value = String(Math.min(this.#caps.most, recorded * MORE));
      this.run();
    });
    ui.cap.addEventListener('input', () => ui.capError.hidden || this.#readCap());
    ui.colour.addEventListener('change', () => this.colourBy(ui.colour.value));
    ui.exerciseRun.addEventListener('click', () => (this.#exercise ? this.endExercise() : this.exercise({ kind: ui.exercise.value, steps: core.exerciseFacts().questions, seed: 1 })));
    ui.cancel.addEventListener('click', () => session.stopRecord());
    ui.compare.addEventListener('change', () => this.#compareChanged());
    ui.next.addEventListener('click', () => this.seek(this.step + 1));
    ui.previous.addEventListener('click', () => this.seek(this.step - 1));
    ui.play.addEventListener('click', () => (this.#playing ? this.pause() : this.play()));
    ui.scrubber.addEventListener('input', () => this.seek(Number(ui.scrubber.value)));
    ui.speed.addEventListener('input', () => ui.speed.setAttribute('aria-valuetext', this.#say('search-speed-value', { count: this.speed })));
    this.root.addEventListener('keydown', (event) => this.#key(/** @type {KeyboardEvent} */ (event)));
    /** @type {any} */ (this.root).searchView = this; // the e2e tests find nodes on the canvas through it
    session.addEventListener('record', (event) => this.#onRecord(/** @type {CustomEvent} */ (event).detail));
    session.addEventListener('choice', () => {
      const choice = session.choice;
      if (this.#first && (this.#first.algorithm !== choice.algorithm || (this.#first.heuristic ?? choice.heuristic) !== choice.heuristic)) this.#first = null;
      this.#describe();
    });
    session.addEventListener('board', () => this.#offerServed());
    // A recording belongs to its board, goal and search: any change by any route (typing, a
    // move, an undo, the address, an attribute) leaves it stale, or fresh again once undone.
    for (const type of ['board', 'goal', 'choice']) session.addEventListener(type, () => this.#checkStale());
    this.#offerServed();
    this.#describe();
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
    this.#describe();
  }

  // "Compare with" follows the board's size; a search it no longer offers is dropped.
  #offerServed() {
    if (offerServed(this.#ui.compare, this.#session)) this.#compareChanged();
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
    this.#lanes[1].root.hidden = this.#ui.compare.value === '';
  }

  #compareChanged() {
    this.#showLanes();
    this.#describe();
    this.root.dispatchEvent(new CustomEvent('search-step', { bubbles: true, detail: { step: this.step } }));
    // A search shown already: the second one recorded (or dropped) to go with it.
    if (!this.#session.recording) return;
    if (this.#ui.compare.value) this.#record(1, this.entries[1], this.recording.options.record);
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

  /**
   * "Expansions to record" as the core reads it, or null when it refuses it: then the field is
   * marked invalid and described by the core's reason (which names the range), until fixed.
   */
  #readCap() {
    const { cap, capError } = this.#ui;
    let value = null;
    try {
      value = this.#session.core.parseRecordCap(cap.value);
    } catch (error) {
      capError.textContent = this.#say('search-cap-error', { reason: messageOf(error) });
    }
    capError.hidden = value !== null;
    cap.setAttribute('aria-invalid', String(value === null));
    if (value === null) cap.setAttribute('aria-describedby', capError.id);
    else cap.removeAttribute('aria-describedby');
    return value;
  }

  /**
   * Records the search (and the one compared with) from the board shown; `reach` raises the cap
   * (in its field too) so that a link's step is recorded. Resolves to the first recording, or
   * null when "Expansions to record" holds no number of expansions (it says why).
   */
  async run({ reach = 0 } = {}) {
    const asked = this.#readCap();
    if (asked === null) {
      this.#ui.cap.focus();
      return null;
    }
    const cap = Math.min(this.#caps.most, Math.max(asked, reach));
    this.#ui.cap.value = String(cap);
    const [first, second] = this.entries;
    const recordings = [this.#record(0, first, cap)];
    if (second) recordings.push(this.#record(1, second, cap));
    const [recording] = await Promise.all(recordings);
    return recording;
  }

  // "Check my search" checked a trace: drawn beside the reference (recorded far enough), both at its first wrong expansion or end.
  async #openAtCheck(verdict, tree) {
    const wanted = verdict.step === null ? tree.drawn : verdict.step + 1;
    if (!(await this.#student.show(verdict, tree))) return;
    if ((!this.recording || this.#stale || this.recording.record.expansions < wanted) && !(await this.run({ reach: wanted }))) return;
    this.seek(verdict.step === null ? Infinity : wanted);
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
    showBands(this.#say, this.#ui.bands, this.#lanes[0].tree.bands, this.#ui.colour.value);
  }

  /**
   * Starts an exercise of `kind` (predict, expand, values), `steps` questions, its boards
   * shuffled by `seed`, on the search shown (recorded first when none is): the stepping
   * controls are hidden meanwhile. Resolves to the exercise.
   * @param {{kind: string, steps: number, seed: number}} spec
   */
  async exercise(spec) {
    this.endExercise();
    const recording = this.recording?.result && !this.#stale ? this.recording : await this.run();
    if (!recording) return null;
    const { Exercise } = await import('../exercise.js');
    const lane = this.#lanes[0];
    const lent = {
      say: this.#say,
      seek: (step) => this.seek(step),
      palette: lane.tree.palette,
      show: (board, label) => {
        if (!this.#stale) this.#session.show(board, label);
      },
    };
    const exercise = new Exercise(lent, recording.record, lane.entry, spec);
    this.#exercise = exercise;
    this.pause();
    this.#ui.exercise.value = spec.kind;
    this.#ui.exerciseRun.textContent = this.#say('search-exercise-end');
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
    this.#session.showOwn(); // the board a question showed
    this.#ui.exerciseRun.textContent = this.#say('search-exercise-start');
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
      lane.stale = false;
      if (index === 0) this.#step = 0;
      this.#stale = null;
      this.#setState('running', this.#say('search-recording', { algorithm: entryLabel(this.#say, lane.entry) }));
    } else if (phase === 'chunk') {
      lane.tree.scheduleLayout();
      this.#refresh();
    } else if (phase === 'done') {
      const record = recording.record;
      const counts = { moves: result.length, count: record.expansions };
      const text = !result.solved
        ? result.message
          ? this.#say('search-done-unsolved', { reason: result.message })
          : this.#say('search-done-no-solution')
        : record.stopped || result.stats?.expanded > record.expansions
          ? this.#say('search-done-past', counts)
          : this.#say('search-done-goal', counts);
      if (index === 0 || !this.#session.recordJob) this.#setState('done', index === 0 ? text : ui.status.textContent || text);
      lane.tree.markPath();
      lane.tree.relayout();
      // The view opens on the last expansion recorded, unless it was stepped meanwhile.
      if (index === 0 && this.#step === 0 && !this.#exercise) this.seek(Infinity, { peek: false });
      this.#refresh();
    } else if (phase === 'failed') {
      this.#setState('failed', index === 0 ? message : this.#say('search-failed-lane', { algorithm: entryLabel(this.#say, lane.entry), reason: message }));
    } else if (phase === 'stopped') {
      this.#setState('done', this.#say('search-stopped', { count: recording?.record.expansions ?? 0 }));
      lane.tree.relayout();
      this.#refresh();
    }
    this.#showButtons();
  }

  // Record, Stop and Record more as the recordings stand; a stale recording said so, not stepped.
  #showButtons() {
    const ui = this.#ui;
    const busy = this.#session.recordJobs.some(Boolean);
    ui.more.hidden = busy || this.#stale !== null || !this.recording?.record.stopped || (this.recording?.options.record ?? 0) >= this.#caps.most;
    ui.run.disabled = busy;
    ui.cancel.disabled = !busy;
    if (!this.#stale) return;
    this.pause();
    const stale = { board: 'search-stale-board', goal: 'search-stale-goal', search: 'search-stale-search' }[this.#stale];
    this.#setState('stale', this.#say(stale));
    for (const lane of this.#lanes) lane.stale = true;
  }

  // --- The recording and its board ------------------------------------------------------------

  /**
   * After a change of the board, the goal or the search chosen: a recording made for the old
   * ones is stale (its recording stopped, if under way): recorded again where the view records on
   * its own, else marked ("The board changed: record again") and never stepped onto the new board.
   */
  #checkStale() {
    const changed = this.lanes.map((lane, index) => lane.changedSince(this.entries[index])).find(Boolean) ?? null;
    if (changed === this.#stale) return;
    if (!this.#stale) this.#freshStatus = { state: this.#ui.status.dataset.state ?? 'idle', text: this.#ui.status.textContent ?? '' };
    this.#stale = changed;
    if (changed && this.#session.recordJobs.some(Boolean)) this.#session.stopRecord();
    if (changed && this.recordsOnItsOwn && !this.#exercise) {
      this.run();
      return;
    }
    if (!changed) {
      this.#setState(this.#freshStatus.state, this.#freshStatus.text);
      for (const lane of this.#lanes) lane.stale = false;
    }
    this.#showButtons();
    this.#refresh();
  }

  /** Says what "Record search" records: the searches drawn, by name in a widget (which may have no Solve panel). */
  #describe() {
    describeRecording(this.#say, this.root, this.entries.map((entry) => entryLabel(this.#say, entry)));
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
    if (!record || this.#exercise || this.#stale) return;
    const current = record.current;
    if (current === null) this.#session.showOwn();
    else this.#session.show(record.boardOf(current), this.#say('search-peek-board', { step: record.step }));
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
    this.#ui.play.textContent = this.#say('search-pause');
  }

  pause() {
    const was = this.#playing;
    if (this.#playing) cancelAnimationFrame(this.#playing);
    this.#playing = 0;
    if (was) this.#peekCurrent();
    this.#ui.play.textContent = this.#say('search-play');
    this.#speak(true);
  }

  #key(event) {
    if (!this.recording || this.#exercise || this.#stale || event.altKey || event.ctrlKey || event.metaKey) return;
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
    const stale = this.#stale !== null;
    ui.scrubber.disabled = stale || total === 0;
    ui.next.disabled = stale || this.#step >= total;
    ui.previous.disabled = stale || this.#step <= 0;
    ui.play.disabled = stale || total === 0;
    const current = record.current;
    const expanded = current !== null && record.step === this.#step ? current : null;
    ui.step.textContent =
      expanded === null ? this.#say('search-step-of', { step: this.#step, total }) : this.#say('search-step-of-node', { step: this.#step, total, node: record.node(expanded).line });
    ui.step.dataset.node = String(expanded ?? ''); // named by its board, as the frontier names it; its number for tests
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
    const facts = { step: record.step, frontier: counts.frontier, explored: counts.explored };
    const node = record.current === null ? null : record.node(record.current);
    this.#ui.live.textContent = node ? this.#say('search-live-node', { ...facts, depth: node.g, costs: costsOf(node, record.facts) }) : this.#say('search-live', facts);
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
