// One puzzle session, with no DOM: the board and its goal, the history (undo, redo), the search
// and its solution (the player's boards and step), hints, the solvability check and comparison
// runs. Every rule is a call into the core; every search runs in the worker. Components listen:
//   'board'    {reason: 'deal'|'move'|'undo'|'redo'|'step'|'goal', moves?, animate?, duration?, quiet?, fromInput?}
//   'refused'  {message}                     a move that could not be made
//   'stale'    {stale}                       the board's text has a mistake (or not)
//   'goal'     {goal, error}                  the goal for the board's shape (error: the custom one's)
//   'solve'    {phase: 'started'|'progress'|'databases'|'done'|'failed'|'stopped', ...}
//   'solution' {phase: 'loaded'|'detached'|'cleared', message?}
//   'hint'     {state: 'off'|'unavailable'|'thinking'|'databases'|'ready'|'solved'|'error', ...}
//   'verdict'  {state: 'pending'|'done'|'error', verdict?, message?, busy}
//   'choice'   {algorithm, heuristic, weight}  what the solve panel has chosen
//   'record'   {phase: 'started'|'chunk'|'progress'|'done'|'failed'|'stopped', recording, ...}
//              a recorded search (the Search view): chunks stream in before 'done'
//   'peek'     {board}                       show `board` on the main board without changing the
//                                            history (null: back to the session's board)

import { HINT_LIMITS, HINT_SOLVERS } from '../catalog.js';
import { messageOf, nextTask } from '../dom.js';

// Moves of a solution replayed a task at a time (see solve).
const REPLAY_CHUNK = 500;

const STOPPED = 'The board changed, so the search was stopped. Press Solve to search from this board.';

/** @typedef {{rows: number, cols: number, tiles: number[]}} Board */

export class Session extends EventTarget {
  /** @type {Board | null} */ board = null;
  /** @type {Board | null} */ goal = null;
  goalSpec = 'blank-last'; // 'blank-last', 'blank-first' or a board's text
  /** @type {string | null} */ goalError = null;
  stale = false; // the board's text has a mistake: no moves until it is fixed
  moves = 0; // tiles moved by hand since the board was dealt
  /** @type {{board: Board, moves: number}[]} */ past = [];
  /** @type {{board: Board, moves: number}[]} */ future = [];
  /** @type {{boards: Board[], tiles: number[], directions: string[], result: any, first: number} | null} */
  solution = null;
  step = 0;
  choice = { algorithm: 'astar', heuristic: 'linear-conflict', weight: /** @type {number | null} */ (null) };
  hintOn = false;
  /** @type {any} */ solveJob = null;
  /** @type {any} */ recordJob = null;
  /**
   * The recorded search shown by the Search view: its start board, options (goal added), the
   * record as it grows, and the answer once done.
   * @type {{start: Board, options: any, record: import('./search-record.js').SearchRecord, result: any} | null}
   */
  recording = null;
  /** @type {any} */ #hintJob = null;
  /** @type {any} */ #compareJob = null;
  #compareCancelled = false;
  #checks = 0;
  #latestCheck = 0;

  /**
   * @param {typeof import('../../npuzzle.js')} core the wasm module, loaded
   * @param {import('./worker-client.js').WorkerClient} worker
   */
  constructor(core, worker) {
    super();
    this.core = core;
    this.worker = worker;
  }

  /** @param {string} type @param {object} detail */
  emit(type, detail = {}) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  // --- Boards ---------------------------------------------------------------------------------

  /** A new board (paste, shuffle, preset, size, link, reset): history and solution start over. */
  deal(board, { fromInput = false, quiet = false } = {}) {
    const old = this.board;
    this.board = board;
    this.past = [];
    this.future = [];
    this.moves = 0;
    this.stale = false;
    this.clearSolution();
    this.stopSolve(STOPPED);
    if (!old || old.rows !== board.rows || old.cols !== board.cols || !this.goal) this.#resolveGoal();
    this.#changed({ reason: 'deal', fromInput, quiet });
  }

  /** A random solvable board of `rows` x `cols` for the goal. */
  dealRandom(rows, cols, seed = randomSeed()) {
    this.deal(this.core.randomBoard(rows, cols, this.goalFor(rows, cols).goal, seed));
  }

  /** A board `moves` random moves from the goal. */
  scramble(moves, seed = randomSeed()) {
    if (this.goal) this.deal(this.core.scrambleBoard(this.goal, moves, seed));
  }

  /** Swaps two tiles (the fix of an unsolvable board). */
  swap(a, b) {
    if (this.board) this.deal(this.core.swapTiles(this.board, a, b), { quiet: true });
  }

  /** The board's text has a mistake (stale) or not. */
  setStale(stale) {
    this.stale = stale;
    if (stale) this.#latestCheck += 1; // an answer on its way is about older text
    this.emit('stale', { stale });
  }

  /** Slides by a cell ('cell', index) or a direction letter ('direction', 'U'): a move by hand. */
  slide(kind, value) {
    if (!this.board) return;
    if (this.stale) {
      this.emit('refused', { message: 'The board text has a mistake: fix it (or deal a new board) to play on.' });
      return;
    }
    let moved;
    try {
      moved = kind === 'cell' ? this.core.slideCell(this.board, value) : this.core.slideDirection(this.board, value);
    } catch (error) {
      this.emit('refused', { message: messageOf(error) });
      return;
    }
    if (moved.moves.length === 0) return;
    if (this.solution) {
      this.detach(
        `You moved a tile at step ${this.step} of ${this.solution.tiles.length}, which leaves the solution. ` +
          'Solving again starts from the board shown.',
      );
    }
    this.stopSolve(STOPPED);
    this.past.push({ board: this.board, moves: this.moves });
    this.future = [];
    this.moves += moved.moves.length;
    this.board = moved.board;
    const duration = 110 + 30 * Math.min(moved.moves.length, 4);
    this.#changed({ reason: 'move', moves: moved.moves, animate: true, duration });
  }

  undo() {
    const previous = this.past.pop();
    if (!previous || !this.board) return;
    this.future.push({ board: this.board, moves: this.moves });
    this.#restore(previous, 'undo');
  }

  redo() {
    const next = this.future.pop();
    if (!next || !this.board) return;
    this.past.push({ board: this.board, moves: this.moves });
    this.#restore(next, 'redo');
  }

  #restore({ board, moves }, reason) {
    if (this.solution) this.detach('Undo and redo leave the solution. Solving again starts from the board shown.');
    this.stopSolve('The board changed, so the search was stopped.');
    this.board = board;
    this.moves = moves;
    this.#changed({ reason, animate: true });
  }

  /** Whether the board shown is the goal. */
  get solved() {
    return Boolean(this.board && this.goal && this.core.isSolved(this.board, this.goal));
  }

  #changed(detail) {
    this.emit('board', detail);
    this.refreshHint();
  }

  // --- The goal -------------------------------------------------------------------------------

  /** A new goal: 'blank-last', 'blank-first' or a board's text (for the board's shape). */
  setGoal(spec) {
    this.goalSpec = spec;
    if (!this.board) return;
    this.#resolveGoal();
    this.stopSolve('The goal changed, so the search was stopped.');
    this.clearSolution();
    this.#changed({ reason: 'goal' });
  }

  /** The goal for `rows` x `cols`: {goal, error}; a custom goal that does not fit gives blank-last. */
  goalFor(rows, cols) {
    const spec = this.goalSpec;
    const fallback = () => this.core.goalBoard(rows, cols, 'blank-last');
    if (spec.trim() === '') return { goal: fallback(), error: 'Type the goal arrangement' };
    try {
      return { goal: this.core.goalBoard(rows, cols, spec), error: null };
    } catch (error) {
      return { goal: fallback(), error: messageOf(error) };
    }
  }

  #resolveGoal() {
    if (!this.board) return;
    const { goal, error } = this.goalFor(this.board.rows, this.board.cols);
    this.goal = goal;
    this.goalError = error;
    this.emit('goal', { goal, error });
  }

  /** The solve panel's choice (used by compare runs and the URL). */
  choose(choice) {
    this.choice = { ...this.choice, ...choice };
    this.emit('choice', this.choice);
  }

  // --- Solving and the solution -----------------------------------------------------------------

  /**
   * Solves from the board shown with `options` (the goal is added); the solution is loaded at
   * `step`, keeping moves `first+1 .. last` only when given. Resolves to the summary, or null.
   */
  async solve(options, { step = 0, first = 0, last = Infinity } = {}) {
    if (!this.board) return null;
    if (this.stale) {
      this.emit('solve', { phase: 'failed', message: 'The board text has a mistake: fix it before solving.' });
      return null;
    }
    this.stopSolve();
    this.clearSolution();
    const start = this.board;
    const full = { ...options, goal: this.goal };
    this.emit('solve', { phase: 'started', options: full });
    const job = this.worker.solve(
      start,
      full,
      (progress) => this.solveJob === job && this.emit('solve', { phase: 'progress', progress }),
      (databases) => this.solveJob === job && this.emit('solve', { phase: 'databases', databases }),
    );
    this.solveJob = job;
    let result;
    try {
      result = await job.result;
    } catch (error) {
      if (this.solveJob === job) {
        this.solveJob = null;
        this.emit('solve', { phase: 'failed', message: messageOf(error) });
      }
      return null;
    }
    if (this.solveJob !== job) return null; // stopped meanwhile: the board changed
    this.solveJob = null;
    this.emit('solve', { phase: 'done', result });
    if (result.solved) {
      // The solution is replayed REPLAY_CHUNK moves a task (thousands of moves are some work),
      // then shown, unless the board changed or another search began meanwhile.
      const boards = [start];
      for (let done = 0; done < result.tiles.length; done += REPLAY_CHUNK) {
        await nextTask();
        if (this.board !== start || this.solveJob !== null) return result;
        boards.push(...this.core.replayMoves(boards.at(-1), result.tiles.slice(done, done + REPLAY_CHUNK)).slice(1));
      }
      const from = Math.min(first, result.length);
      const to = Math.min(Math.max(last, from), result.length);
      this.solution = {
        boards: boards.slice(from, to + 1),
        tiles: result.tiles.slice(from, to),
        directions: result.directions.slice(from, to),
        result,
        first: from,
      };
      this.emit('solution', { phase: 'loaded' });
      this.goTo(step, { animate: false });
    }
    return result;
  }

  /** Stops the search under way, if any, saying why (or nothing, when a new one replaces it). */
  stopSolve(reason = '') {
    const job = this.solveJob;
    if (!job) return;
    this.solveJob = null;
    job.cancel();
    if (reason) this.emit('solve', { phase: 'stopped', message: reason });
  }

  /** Cancels the search under way: it answers as cancelled. */
  cancelSolve() {
    this.solveJob?.cancel();
  }

  /** Stops the search under way keeping the best solution it found (the anytime search on 5x5). */
  stopSolveKeepingBest() {
    this.solveJob?.stop();
  }

  /** Goes to `step` of the solution (0: its start). */
  goTo(step, { animate = true, duration = 140 } = {}) {
    const solution = this.solution;
    if (!solution) return;
    const next = Math.max(0, Math.min(step, solution.tiles.length));
    const moved = Math.abs(next - this.step);
    this.step = next;
    this.board = solution.boards[next];
    this.#changed({ reason: 'step', animate: animate && moved === 1, duration });
  }

  /** Leaves the solution (a move by hand, undo): the player empties and says why. */
  detach(message) {
    if (!this.solution) return;
    this.solution = null;
    this.step = 0;
    this.emit('solution', { phase: 'detached', message });
  }

  /** Drops the solution (a new board or goal). */
  clearSolution() {
    if (!this.solution) return;
    this.solution = null;
    this.step = 0;
    this.emit('solution', { phase: 'cleared' });
  }

  // --- Recorded searches (the Search view) -------------------------------------------------------

  /**
   * Runs a recorded search from the board shown (`options.record`: the expansions to record),
   * emitting 'record' events as its chunks stream in. Resolves to the recording, or null.
   */
  async record(options) {
    if (!this.board) return null;
    if (this.stale) {
      this.emit('record', { phase: 'failed', message: 'The board text has a mistake: fix it before searching.' });
      return null;
    }
    this.stopRecord();
    const start = this.board;
    const { SearchRecord } = await import('./search-record.js'); // not part of the first load
    if (this.board !== start) return null; // the board changed meanwhile
    const full = { ...options, goal: this.goal };
    const recording = { start, options: full, record: new SearchRecord(), result: null };
    this.recording = recording;
    const job = this.worker.solve(
      recording.start,
      full,
      (progress) => this.recordJob === job && this.emit('record', { phase: 'progress', recording, progress }),
      () => {},
      (chunk) => {
        if (this.recordJob !== job) return;
        recording.record.append(chunk);
        this.emit('record', { phase: 'chunk', recording });
      },
    );
    this.recordJob = job;
    this.emit('record', { phase: 'started', recording });
    try {
      recording.result = await job.result;
    } catch (error) {
      if (this.recordJob === job) {
        this.recordJob = null;
        this.emit('record', { phase: 'failed', recording, message: messageOf(error) });
      }
      return null;
    }
    if (this.recordJob !== job) return null;
    this.recordJob = null;
    this.emit('record', { phase: 'done', recording, result: recording.result });
    return recording;
  }

  /** Stops the recorded search under way (the events so far stay viewable). */
  stopRecord(reason = '') {
    const job = this.recordJob;
    if (!job) return;
    this.recordJob = null;
    job.cancel();
    this.emit('record', { phase: 'stopped', recording: this.recording, message: reason });
  }

  /** Shows `board` on the main board without changing the history (null: the session's board). */
  peek(board) {
    this.emit('peek', { board: board ?? this.board });
  }

  // --- Hints and solvability --------------------------------------------------------------------

  setHint(on) {
    this.hintOn = on;
    this.refreshHint();
  }

  /** The best next move for the board shown, when hints are on. */
  async refreshHint() {
    this.#hintJob?.cancel();
    this.#hintJob = null;
    const board = this.board;
    if (!this.hintOn || !board) {
      this.emit('hint', { state: 'off' });
      return;
    }
    const heuristics = this.core.heuristics();
    const cells = board.rows * board.cols;
    const solver = HINT_SOLVERS.find((s) => cells <= s.maxCells && heuristics.includes(s.heuristic));
    if (!solver) {
      this.emit('hint', { state: 'unavailable', cells, largest: Math.max(...HINT_SOLVERS.map((s) => s.maxCells)) });
      return;
    }
    this.emit('hint', { state: 'thinking' });
    const options = { algorithm: solver.algorithm, heuristic: solver.heuristic, goal: this.goal, limits: HINT_LIMITS };
    const job = this.worker.solve(board, options, () => {}, (databases) => {
      if (this.#hintJob === job) this.emit('hint', { state: 'databases', ...databases });
    });
    this.#hintJob = job;
    let result;
    try {
      result = await job.result;
    } catch (error) {
      if (this.#hintJob === job) this.emit('hint', { state: 'error', message: messageOf(error) });
      return;
    }
    if (this.#hintJob !== job) return;
    this.#hintJob = null;
    // The limit ran out while the databases were built (it counts the build): the build goes
    // on in the worker, so the hint is asked again and waits for it.
    if (result.reason === 'time-limit' && result.stats.expanded === 0 && result.heuristic === 'pdb') {
      this.refreshHint();
      return;
    }
    if (!result.solved) this.emit('hint', { state: 'error', message: `No hint: ${result.message}` });
    else if (result.length === 0) this.emit('hint', { state: 'solved', remaining: 0 });
    else this.emit('hint', { state: 'ready', tile: result.tiles[0], direction: result.directions[0], remaining: result.length });
  }

  /** Whether the board can reach the goal, with the core's explanation (in the worker). */
  async checkSolvable() {
    const id = (this.#latestCheck += 1);
    this.#checks += 1;
    this.emit('verdict', { state: 'pending', busy: true });
    let detail;
    try {
      detail = { state: 'done', verdict: await this.worker.call('isSolvable', this.board, this.goal) };
    } catch (error) {
      detail = { state: 'error', message: messageOf(error) };
    }
    this.#checks -= 1;
    if (id === this.#latestCheck) this.emit('verdict', { ...detail, busy: this.#checks > 0 });
    else this.emit('verdict', { state: 'busy', busy: this.#checks > 0 });
  }

  // --- Comparing --------------------------------------------------------------------------------

  /**
   * Runs `names` one after another on the board shown, with the choice's heuristic and weight
   * and `limits`; `update(index, row)` after each change. Resolves to the rows:
   * {name, state: 'queued'|'running'|'solved'|'limit'|'error'|'skipped', result, progress, error}.
   */
  async compare(names, limits, update) {
    const board = this.board;
    const { heuristic, weight } = this.choice;
    const options = { goal: this.goal, heuristic, ...(weight === null ? {} : { weight }) };
    this.#compareCancelled = false;
    const rows = names.map((name) => ({ name, state: 'queued', result: null, progress: null, error: null }));
    for (const [index, row] of rows.entries()) {
      if (this.#compareCancelled) {
        row.state = 'skipped';
        continue;
      }
      row.state = 'running';
      update(index, row);
      this.#compareJob = this.worker.solve(board, { ...options, algorithm: row.name, limits }, (progress) => {
        row.progress = progress;
        update(index, row);
      });
      try {
        row.result = await this.#compareJob.result;
        row.state = row.result.solved ? 'solved' : row.result.reason === 'cancelled' ? 'cancelled' : 'limit';
      } catch (error) {
        row.state = 'error';
        row.error = messageOf(error);
      }
      this.#compareJob = null;
      update(index, row);
    }
    return { rows, cancelled: this.#compareCancelled };
  }

  cancelCompare() {
    this.#compareCancelled = true;
    this.#compareJob?.cancel();
  }

  /** Stops everything (a widget taken off the page). */
  stop() {
    this.stopSolve();
    this.stopRecord();
    this.cancelCompare();
    this.#hintJob?.cancel();
  }
}

/** A random seed for the core's random boards. */
export function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}
