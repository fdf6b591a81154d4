// One puzzle session, with no DOM: the board and its goal, the history (undo, redo), the search
// and its solution (the player's boards and step), hints, the solvability check and comparison
// runs. Every rule is a call into the core; every search runs in the worker. Components listen:
//   'board'    {reason: 'deal'|'move'|'undo'|'redo'|'reset'|'to-goal'|'step'|'goal', moves?, tiles?, jump?, animate?, duration?, quiet?, fromInput?}
//              ('reset': back to the board dealt; 'to-goal': the goal board shown; 'goal': the goal
//              changed; `tiles`: how many tiles an undo or redo slid; `jump`: the undo or redo of
//              a Reset or Goal, which slid no tile)
//   'refused'  {message}                     a move that could not be made
//   'stale'    {stale}                       the board's text has a mistake (or not)
//   'goal'     {goal, error}                  the goal for the board's shape (error: the custom one's)
//   'solve'    {phase: 'started'|'progress'|'databases'|'done'|'failed'|'stopped', ...}; a solve
//              that failed as the board cannot reach the goal carries the core's fixing swap (`fix`)
//   'solution' {phase: 'loaded'|'detached'|'cleared', message?}
//   'hint'     {state: 'off'|'unavailable'|'thinking'|'databases'|'ready'|'solved'|'error', ...}
//   'verdict'  {state: 'pending'|'done'|'error', verdict?, message?, busy}
//   'choice'   {algorithm, heuristic, weight}  what the solve panel has chosen
//   'record'   {phase: 'started'|'chunk'|'progress'|'done'|'failed'|'stopped', recording, lane, ...}
//              a recorded search (the Search view; lane 1 the one it compares with): chunks
//              stream in before 'done'
//   'shown'    {board, label}                another board on the main board in place of the
//                                            session's (a search's node; `label` says whose:
//                                            "Expansion 4's board"); {board: null}: the session's
//                                            own board again (see show)
//   'explain'  {state: 'off'|'ready'|'error', explanation?, board?, message?}  "Explain h" (explainer.js)

import { HINT_LIMITS, HINT_SOLVERS } from '../catalog.js';
import { messageOf, nextTask } from '../dom.js';
import { Explainer } from './explainer.js';

// Moves of a solution replayed a task at a time (see solve).
const REPLAY_CHUNK = 500;

/** Why a search was stopped when the board changed (worded when said). */
const STOPPED = 'session-stopped-board-changed';

/** @typedef {{rows: number, cols: number, tiles: number[]}} Board */

export class Session extends EventTarget {
  /** @type {Board | null} */ board = null;
  /** @type {Board | null} */ start = null; // the board dealt last (pasted, shuffled, preset, linked): what Reset returns to
  /** @type {Board | null} */ goal = null;
  goalSpec = 'blank-last'; // 'blank-last', 'blank-first' or a board's text
  /** @type {string | null} */ goalError = null;
  stale = false; // the board's text has a mistake: no moves until it is fixed
  moves = 0; // tiles moved by hand since the board was dealt; an undo or redo moves tiles too
  /**
   * Each board left: by a move (the tiles it slid, which its undo slides back), or by a jump
   * (Reset, Goal: the move count then, which its undo restores).
   * @typedef {{board: Board, tiles: number} | {board: Board, jump: true, moves: number}} Step
   * @type {Step[]}
   */
  past = [];
  /** @type {Step[]} */ future = [];
  /** `checked`: a student's moves shown (loadMoves), with their title and the first wrong move's words. */
  /** @type {{boards: Board[], tiles: number[], directions: string[], result: any, first: number, checked?: {title: string, wrong: string | null, step: number | null}} | null} */
  solution = null;
  step = 0;
  /**
   * A board shown on the main board in place of the session's (a search's node), and whose it
   * is; null while the main board shows the session's board. Moves, the address and the panels
   * are always the session's board's: any input or change of the board shows it again.
   * @type {{board: Board, label: string} | null}
   */
  shown = null;
  /** What the solve panel has chosen; the core's default (auto) until it chooses. */
  choice;
  hintOn = false;
  explainer = new Explainer(this); // "Explain h": on or off, and asked again as the board changes
  /** @type {any} */ solveJob = null;
  /**
   * The recorded searches the Search view shows, by lane (0, and 1 for the one it compares
   * with): each its start board, options (goal added), the record as it grows (the core's
   * replay of it), and the answer once done; and the jobs recording them.
   * @type {({start: Board, options: any, record: import('./search-record.js').SearchRecord, result: any} | null)[]}
   */
  recordings = [null, null];
  /** @type {any[]} */ recordJobs = [null, null];
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
    /**
     * The session's words, in its core's language: what its components word with.
     * @type {import('../words.js').Say}
     */
    this.say = core.say;
    const { algorithm, heuristic } = core.defaultChoice();
    this.choice = { algorithm, heuristic, weight: /** @type {number | null} */ (null) };
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
    this.start = board;
    this.past = [];
    this.future = [];
    this.moves = 0;
    this.stale = false;
    this.clearSolution();
    this.stopSolve(this.say(STOPPED));
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
    this.showOwn(); // input acts on the session's board, never on one shown in its place
    if (this.stale) {
      this.emit('refused', { message: this.say('session-refused-stale') });
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
    if (this.solution) this.detach(this.say('session-left-solution-move', { step: this.step, count: this.solution.tiles.length }));
    this.stopSolve(this.say(STOPPED));
    this.past.push({ board: this.board, tiles: moved.moves.length });
    this.future = [];
    this.moves += moved.moves.length;
    this.board = moved.board;
    const duration = 110 + 30 * Math.min(moved.moves.length, 4);
    this.#changed({ reason: 'move', moves: moved.moves, animate: true, duration });
  }

  undo() {
    const previous = this.past.pop();
    if (!previous || !this.board) return;
    this.future.push(this.#left(previous));
    this.#restore(previous, 'undo');
  }

  redo() {
    const next = this.future.pop();
    if (!next || !this.board) return;
    this.past.push(this.#left(next));
    this.#restore(next, 'redo');
  }

  /**
   * Back to the board dealt last (pasted, shuffled, preset, linked), a step of the history that
   * Undo takes back; the move count starts over. Reset is this one method (a timed attempt
   * starts here).
   */
  reset() {
    if (this.start) this.#jump(this.start, 'reset', 'session-left-solution-reset');
  }

  /** The goal board, a step of the history that Undo takes back; the move count starts over. */
  toGoal() {
    if (this.goal) this.#jump(this.goal, 'to-goal', 'session-left-solution-goal');
  }

  // A jump to `board` (Reset, Goal): not a move by hand, but undoable as one; `left` is the key
  // of what it says when it leaves a solution.
  #jump(board, reason, left) {
    if (!this.board) return;
    if (this.core.isSolved(this.board, board)) {
      // Already there: nothing to undo, but a Reset still starts the count (and a game's attempt) over.
      this.moves = 0;
      if (reason === 'reset') this.#changed({ reason });
      return;
    }
    if (this.solution) this.detach(this.say(left));
    this.stopSolve(this.say(STOPPED));
    if (this.stale) this.setStale(false); // the board text is written anew
    this.past.push({ board: this.board, jump: true, moves: this.moves });
    this.future = [];
    this.board = board;
    this.moves = 0;
    this.#changed({ reason, animate: true });
  }

  // The board shown, as the step that leaves it for `step`'s board is undone or redone.
  #left(step) {
    const board = /** @type {Board} */ (this.board);
    return 'jump' in step ? { board, jump: /** @type {true} */ (true), moves: this.moves } : { board, tiles: step.tiles };
  }

  // Undo and redo of a move slide the tiles back (or again), so they count as moves; those of a
  // jump restore the count it left.
  #restore(step, reason) {
    if (this.solution) this.detach(this.say('session-left-solution-history'));
    this.stopSolve(this.say(STOPPED));
    this.board = step.board;
    if ('jump' in step) {
      this.moves = step.moves;
      this.#changed({ reason, jump: true, animate: true });
    } else {
      this.moves += step.tiles;
      this.#changed({ reason, tiles: step.tiles, animate: true });
    }
  }

  /** Whether the board shown is the goal. */
  get solved() {
    return Boolean(this.board && this.goal && this.core.isSolved(this.board, this.goal));
  }

  #changed(detail) {
    this.showOwn();
    this.emit('board', detail);
    this.refreshHint();
  }

  // --- The goal -------------------------------------------------------------------------------

  /** A new goal: 'blank-last', 'blank-first' or a board's text (for the board's shape). */
  setGoal(spec) {
    this.goalSpec = spec;
    if (!this.board) return;
    this.#resolveGoal();
    this.stopSolve(this.say('session-stopped-goal-changed'));
    this.clearSolution();
    this.#changed({ reason: 'goal' });
  }

  /** The goal for `rows` x `cols`: {goal, error}; a custom goal that does not fit gives blank-last. */
  goalFor(rows, cols) {
    const spec = this.goalSpec;
    const fallback = () => this.core.goalBoard(rows, cols, 'blank-last');
    if (spec.trim() === '') return { goal: fallback(), error: this.say('session-goal-empty') };
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
      this.emit('solve', { phase: 'failed', message: this.say('session-stale-solve') });
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
        this.emit('solve', { phase: 'failed', message: messageOf(error), fix: this.#fixingSwap(start) });
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

  /**
   * Downloads the stronger pattern databases a solve offered (`result.databases.offer`) at the
   * user's word; `onDatabases({phase, fraction, bytes, total})` meanwhile. {result, cancel()}.
   */
  fetchDatabases(offer, onDatabases) {
    return this.worker.fetchDatabases(offer.key, onDatabases);
  }

  /** The swap the core names to make `board` reach the goal, when it cannot; else null. */
  #fixingSwap(board) {
    try {
      return this.core.isSolvable(board, this.goal).fixingSwap;
    } catch {
      return null; // not a board the core can judge: the failure's message says why
    }
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

  /**
   * Shows a student's checked moves from the board shown in the step player (the Solve panel's
   * "Check my solution"): `tiles` and `directions` the legal ones, as the core's check names
   * them; `checked` the list's title and the first wrong move's words and number, if any.
   * @param {{tiles: ArrayLike<number>, directions: string, checked: {title: string, wrong: string | null, step: number | null}}} moves
   */
  loadMoves({ tiles, directions, checked }) {
    this.stopSolve();
    const moved = Array.from(tiles);
    const boards = this.core.replayMoves(this.board, moved);
    this.solution = { boards, tiles: moved, directions: [...directions], result: { length: moved.length, optimal: false }, first: 0, checked };
    this.step = 0;
    this.emit('solution', { phase: 'loaded' });
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

  /** The Search view's recorded search (lane 0), and the job recording it. */
  get recording() {
    return this.recordings[0];
  }

  get recordJob() {
    return this.recordJobs[0];
  }

  /**
   * Runs a recorded search from the board shown (`options.record`: the expansions to record)
   * in `lane`, emitting 'record' events as its chunks stream in. Resolves to the recording, or null.
   */
  async record(options, lane = 0) {
    const failed = (message) => {
      this.emit('record', { phase: 'failed', lane, message });
      return null;
    };
    if (!this.board) return null;
    if (this.stale) return failed(this.say('session-stale-search'));
    this.stopRecord('', lane);
    if (lane === 0) this.showOwn(); // the board recorded from, rather than a node of the last search
    const start = this.board;
    const { SearchRecord } = await import('./search-record.js'); // not part of the first load
    if (this.board !== start) return null; // the board changed meanwhile
    const full = { ...options, goal: this.goal };
    let record;
    try {
      record = new SearchRecord(this.core, start, full); // the core's replay, fed as chunks come
    } catch (error) {
      return failed(messageOf(error));
    }
    const recording = { start, options: full, record, result: null };
    this.recordings[lane]?.record.free();
    this.recordings[lane] = recording;
    const job = this.worker.solve(
      recording.start,
      full,
      (progress) => this.recordJobs[lane] === job && this.emit('record', { phase: 'progress', lane, recording, progress }),
      () => {},
      (chunk) => {
        if (this.recordJobs[lane] !== job) return;
        recording.record.append(chunk);
        this.emit('record', { phase: 'chunk', lane, recording });
      },
    );
    this.recordJobs[lane] = job;
    this.emit('record', { phase: 'started', lane, recording });
    try {
      recording.result = await job.result;
    } catch (error) {
      if (this.recordJobs[lane] === job) {
        this.recordJobs[lane] = null;
        this.emit('record', { phase: 'failed', lane, recording, message: messageOf(error) });
      }
      return null;
    }
    if (this.recordJobs[lane] !== job) return null;
    this.recordJobs[lane] = null;
    this.emit('record', { phase: 'done', lane, recording, result: recording.result });
    return recording;
  }

  /** Stops the recorded search under way in `lane`, or in every lane (the events so far stay viewable). */
  stopRecord(reason = '', lane = null) {
    for (const [at, job] of this.recordJobs.entries()) {
      if (!job || (lane !== null && at !== lane)) continue;
      this.recordJobs[at] = null;
      job.cancel();
      this.emit('record', { phase: 'stopped', lane: at, recording: this.recordings[at], message: reason });
    }
  }

  /**
   * Shows `board` on the main board in place of the session's, saying whose it is (`label`:
   * "Expansion 4's board"), without changing the history: the board stays the session's (moves,
   * the address, the panels), and the main board says so until `showOwn`.
   * @param {Board} board
   * @param {string} label
   */
  show(board, label) {
    const own = this.board && board.rows === this.board.rows && board.cols === this.board.cols && this.core.isSolved(board, this.board);
    if (own) {
      this.showOwn(); // the session's board itself (a search's root): nothing to say
      return;
    }
    this.shown = { board, label };
    this.emit('shown', this.shown);
  }

  /** The session's own board on the main board again (a view left, a move, "Back to your board"). */
  showOwn() {
    if (!this.shown) return;
    this.shown = null;
    this.emit('shown', { board: null, label: null });
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
      // Stronger ones downloading beside the hint's search are no wait of the hint's.
      if (this.#hintJob === job && !databases.stronger) this.emit('hint', { state: 'databases', ...databases });
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
    if (!result.solved) this.emit('hint', { state: 'error', message: this.say('session-no-hint', { problem: result.message }) });
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
   * Runs `names` one after another on the board shown (each an algorithm, or one with its
   * heuristic: `astar:hamming`), with the choice's heuristic and weight and `limits`;
   * `update(index, row)` after each change. Resolves to the rows: {name, entry ({algorithm,
   * heuristic}), state: 'queued'|'running'|'solved'|'limit'|'error'|'skipped', result, progress, error}.
   */
  async compare(names, limits, update) {
    const board = this.board;
    const { heuristic, weight } = this.choice;
    const options = { goal: this.goal, heuristic, ...(weight === null ? {} : { weight }) };
    this.#compareCancelled = false;
    const rows = names.map((name) => ({ name, entry: this.core.parseAlgorithmEntry(name), state: 'queued', result: null, progress: null, error: null }));
    for (const [index, row] of rows.entries()) {
      if (this.#compareCancelled) {
        row.state = 'skipped';
        continue;
      }
      row.state = 'running';
      update(index, row);
      const { algorithm, heuristic: named } = row.entry;
      this.#compareJob = this.worker.solve(board, { ...options, algorithm, heuristic: named ?? heuristic, limits }, (progress) => {
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
    this.explainer.on = false;
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
