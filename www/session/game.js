// The game around a session's board, with no DOM: a timed attempt (the clock starts at the
// first move and stops while the page is hidden; undo and redo count as moves, the session
// counts them), the board's optimal length worked out in the worker while the player plays,
// par mode (after each move, how far the board is from the goal and whether the move was a good
// one), today's puzzle, and the player's records: results, personal bests, daily results, a
// history and a streak, in local storage under keys of its own. Nothing leaves the machine.
// Every rule is the core's (src/play/): today's date and puzzle, the clock's format, the result
// sentence, the share line, a move's verdict, the streak. Components listen:
//   'attempt'  {attempt}     a new attempt (a deal, a reset, a new goal) or a resumed one
//   'clock'    {running}     the clock started or stopped (a clock ticks while it runs)
//   'par'      {state: 'off'|'thinking'|'ready'|'unavailable', toGo?, verdict?: 'good'|'away'|null, message?}
//   'result'   {result}      a finished attempt; again once its optimal length is known
//   'daily'    {phase: 'loading'|'ready'|'failed', puzzle?, message?}
//   'records'  {}            results, bests, history or the streak changed

import { HINT_LIMITS } from '../catalog.js';
import { messageOf } from '../dom.js';

// Local storage, one key a kind of record.
const KEYS = {
  par: 'npuzzle.play.par',
  bests: 'npuzzle.play.bests',
  daily: 'npuzzle.play.daily',
  history: 'npuzzle.play.history',
  attempt: 'npuzzle.play.attempt',
  puzzles: 'npuzzle.play.puzzles',
};
const HISTORY_LENGTH = 20;
const KINDS = ['free', 'par', 'daily']; // the kinds of game, in the order bests list them

// A start board's optimal length: whatever `auto` proves within these, else the fast solver's
// length as the best known.
const OPTIMAL_LIMITS = { maxMs: 60_000, maxMemoryMb: 128 };

/** @typedef {import('./session.js').Board} Board */
/**
 * @typedef {{id: number, kind: 'free'|'par'|'daily', start: Board, daily: {date: string, par: number} | null,
 *   started: boolean, finished: boolean, helped: boolean, idle: boolean,
 *   optimal: {moves: number, proven: boolean} | null, optimalState: 'waiting'|'working'|'done'|'failed',
 *   final: {moves: number, timeMs: number} | null}} Attempt
 * @typedef {{kind: string, rows: number, cols: number, moves: number, timeMs: number, optimal: number | null,
 *   proven: boolean, over: number | null, date: string, daily: {date: string, par: number} | null,
 *   sentence: string, recorded: boolean, first: boolean}} Result
 */

const games = new WeakMap();
const keyOf = (/** @type {Board} */ board) => `${board.rows}x${board.cols}:${board.tiles.join(',')}`;
const sizeOf = ({ rows, cols }) => `${rows}x${cols}`;

export class Game extends EventTarget {
  /** @type {Attempt | null} */ attempt = null;
  /** @type {Result | null} */ result = null;
  par = false;
  #session;
  #core;
  #storage;
  #now;
  #ids = 0;
  #elapsed = 0; // ms on the clock before `#since`
  /** @type {number | null} */ #since = null; // when the clock last started running
  #hidden = false;
  /** @type {Map<string, number>} */ #known = new Map(); // optimal moves to the goal, by board
  /** @type {any} */ #optimalJob = null;
  /** @type {any} */ #parJob = null;
  /** @type {{before: number | undefined, tiles: number} | null} */ #lastMove = null;
  /** @type {import('../../npuzzle.js').DailyPuzzle | null} */ #daily = null;
  /** @type {any} */ #resume = null; // a stored attempt the first deal may carry on

  /** The session's game (made on first use, with local storage and no resuming). */
  static of(session) {
    return games.get(session) ?? new Game(session);
  }

  /**
   * @param {import('./session.js').Session} session
   * @param {{storage?: Storage | null, resume?: boolean, now?: () => number}} [options]
   * `resume`: the first deal carries on the attempt stored at the last visit when it deals the
   * board that attempt had reached (the playground, whose link keeps the board).
   */
  constructor(session, { storage = safeStorage(), resume = false, now = () => performance.now() } = {}) {
    super();
    games.set(session, this);
    this.#session = session;
    this.#core = session.core;
    this.#storage = storage;
    this.#now = now;
    this.par = this.#read(KEYS.par, false) === true;
    if (resume) this.#resume = this.#read(KEYS.attempt, null);
    const on = (type, listener) => session.addEventListener(type, (event) => listener(/** @type {CustomEvent} */ (event).detail));
    on('board', (detail) => this.#board(detail));
    on('hint', ({ state, remaining }) => {
      if ((state === 'ready' || state === 'solved') && session.board) this.#learn(session.board, remaining);
    });
    if (session.board) this.#newAttempt();
  }

  /** @param {string} type @param {object} detail */
  emit(type, detail = {}) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  // --- The clock ---------------------------------------------------------------------------------

  /** Milliseconds on the clock. */
  get elapsedMs() {
    return Math.floor(this.#elapsed + (this.#since === null ? 0 : this.#now() - this.#since));
  }

  get running() {
    return this.#since !== null;
  }

  /** The clock as the core writes it: 0:41.3, 2:13. */
  formatTime(ms = this.elapsedMs) {
    return this.#core.formatTime(Math.max(0, Math.floor(ms)));
  }

  /** The page was hidden (the clock stops) or shown again (it goes on, mid-attempt). */
  setHidden(hidden) {
    this.#hidden = hidden;
    this.#runClock(Boolean(this.attempt?.started && !this.attempt.finished));
    if (hidden) this.#save(); // the time so far, for a reload or a tab closed
  }

  #runClock(run) {
    const running = run && !this.#hidden;
    if (running === this.running) return;
    if (running) this.#since = this.#now();
    else {
      this.#elapsed = this.elapsedMs;
      this.#since = null;
    }
    this.emit('clock', { running });
  }

  // --- Attempts ----------------------------------------------------------------------------------

  #board({ reason, moves, tiles }) {
    const session = this.#session;
    if (reason === 'deal' || reason === 'goal') {
      this.#newAttempt();
      return;
    }
    const attempt = this.attempt;
    if (!attempt || attempt.idle || attempt.finished || !session.board) return;
    if (reason === 'step') {
      attempt.helped = true; // the solver's solution moved the board
      this.#save();
      return;
    }
    if (reason !== 'move' && reason !== 'undo' && reason !== 'redo') return;
    const moved = reason === 'move' ? moves.length : tiles;
    if (!attempt.started) {
      attempt.started = true;
      this.#startOptimal(); // when the start had to wait for a first move
      this.#runClock(true);
    }
    if (this.par && attempt.kind === 'free') attempt.kind = 'par';
    this.#lastMove = { before: this.#known.get(keyOf(this.#previousBoard(reason))), tiles: moved };
    if (session.solved) this.#finish();
    else this.#save();
    this.#parUpdate();
  }

  // The board the last move left: the history's top (after an undo, the redo side's).
  #previousBoard(reason) {
    const session = this.#session;
    const entry = reason === 'undo' ? session.future.at(-1) : session.past.at(-1);
    return entry?.board ?? /** @type {Board} */ (session.board);
  }

  #newAttempt() {
    const session = this.#session;
    const board = session.board;
    this.#optimalJob?.cancel();
    this.#parJob?.cancel();
    this.#optimalJob = this.#parJob = null;
    this.#known.clear();
    this.#lastMove = null;
    this.#elapsed = 0;
    this.#runClock(false);
    this.result = null;
    if (!board) return;
    const daily = this.#isDaily(board) ? /** @type {import('../../npuzzle.js').DailyPuzzle} */ (this.#daily) : null;
    /** @type {Attempt} */
    const attempt = {
      id: (this.#ids += 1),
      kind: daily ? 'daily' : this.par ? 'par' : 'free',
      start: board,
      daily: daily && { date: daily.date, par: daily.par },
      started: false,
      finished: false,
      helped: false,
      idle: session.solved, // a game starts from a board that is not the goal
      optimal: daily && { moves: daily.par, proven: true },
      optimalState: daily ? 'done' : 'waiting',
      final: null,
    };
    this.attempt = attempt;
    if (daily) this.#learnPath(board, daily.tiles);
    this.#carryOn(board);
    this.emit('attempt', { attempt });
    if (attempt.idle) return;
    this.#startOptimal({ atDeal: true });
    this.#save();
    this.#parUpdate();
  }

  // The attempt stored at the last visit, when this first deal is the board it had reached.
  #carryOn(board) {
    const stored = this.#resume;
    this.#resume = null;
    const attempt = /** @type {Attempt} */ (this.attempt);
    if (!stored || stored.board !== keyOf(board) || !stored.attempt?.start || !Number.isSafeInteger(stored.moves)) return;
    Object.assign(attempt, stored.attempt, { id: attempt.id, idle: false, finished: false });
    // The session carries on too: the move counter reads its moves after this event, and Reset
    // goes back to where the attempt started.
    this.#session.moves = stored.moves;
    this.#session.start = attempt.start;
    this.#elapsed = Math.max(0, Number(stored.elapsedMs) || 0);
    if (attempt.daily) {
      const puzzle = this.#read(KEYS.puzzles, {})[`${attempt.daily.date} ${sizeOf(board)}`];
      if (puzzle?.board?.tiles && Array.isArray(puzzle.tiles)) {
        this.#daily = puzzle;
        this.#learnPath(puzzle.board, puzzle.tiles);
      }
    }
  }

  /**
   * The start's optimal length, in the worker: at once when its plan needs no pattern databases
   * (the core's plan says), else at the first move, so that dealing a 4x4 downloads nothing.
   */
  async #startOptimal({ atDeal = false } = {}) {
    const attempt = this.attempt;
    if (!attempt || attempt.optimalState !== 'waiting') return;
    const options = { algorithm: 'auto', goal: this.#session.goal, limits: OPTIMAL_LIMITS };
    if (atDeal && !this.par && this.#needsDatabases(attempt.start, options)) return;
    attempt.optimalState = 'working';
    let result = await this.#solve(attempt.start, options, 'optimal');
    if (result && !result.solved && result.reason !== 'cancelled' && this.attempt === attempt) {
      result = await this.#solve(attempt.start, { algorithm: 'fast', goal: this.#session.goal }, 'optimal');
    }
    if (this.attempt !== attempt) return;
    if (result?.solved) {
      attempt.optimal = { moves: result.length, proven: result.optimal };
      attempt.optimalState = 'done';
      if (result.optimal) this.#learnPath(attempt.start, result.tiles);
    } else attempt.optimalState = 'failed';
    this.#save();
    if (attempt.finished) this.#complete();
    this.#parUpdate();
  }

  #needsDatabases(board, options) {
    try {
      const plan = new this.#core.SolvePlan(board, options);
      const needs = plan.summary.databases !== null;
      plan.free();
      return needs;
    } catch {
      return false; // the solve itself says what is wrong
    }
  }

  /** Solves `board` in the worker, as the 'optimal' or the 'par' job: its summary, or null. */
  async #solve(board, options, which) {
    const job = this.#session.worker.solve(board, options);
    if (which === 'optimal') this.#optimalJob = job;
    else this.#parJob = job;
    try {
      return await job.result;
    } catch {
      return null;
    } finally {
      if (this.#optimalJob === job) this.#optimalJob = null;
      if (this.#parJob === job) this.#parJob = null;
    }
  }

  #finish() {
    const attempt = /** @type {Attempt} */ (this.attempt);
    this.#runClock(false);
    attempt.finished = true;
    attempt.final = { moves: this.#session.moves, timeMs: this.elapsedMs };
    this.#storage?.removeItem(KEYS.attempt);
    this.#complete();
  }

  // The result of the finished attempt, once more when its optimal length comes in; recorded
  // once that is known (or could not be).
  #complete() {
    const attempt = /** @type {Attempt} */ (this.attempt);
    const { start: board, optimal } = attempt;
    const { moves, timeMs } = /** @type {{moves: number, timeMs: number}} */ (attempt.final);
    const waiting = attempt.optimalState === 'working' || attempt.optimalState === 'waiting';
    /** @type {Result} */
    const result = {
      kind: attempt.kind,
      rows: board.rows,
      cols: board.cols,
      moves,
      timeMs,
      optimal: optimal?.moves ?? null,
      proven: optimal?.proven ?? false,
      over: optimal ? moves - optimal.moves : null,
      date: this.today(),
      daily: attempt.daily,
      sentence: this.#core.playedSentence(moves, timeMs, optimal?.moves ?? null, optimal?.proven ?? false),
      recorded: false,
      first: false,
    };
    if (waiting) result.sentence += ' Optimal: working it out…';
    else if (attempt.helped) result.sentence += ' Not recorded: the solution player moved the board.';
    else this.#record(result);
    this.result = result;
    this.emit('result', { result, waiting });
  }

  #save() {
    const attempt = this.attempt;
    const board = this.#session.board;
    if (!attempt || attempt.idle || attempt.finished || !attempt.started || !board) return;
    const { kind, start, daily, helped, optimal, optimalState } = attempt;
    const stored = { kind, start, daily, helped, optimal, optimalState: optimalState === 'done' ? 'done' : 'waiting' };
    this.#write(KEYS.attempt, { board: keyOf(board), moves: this.#session.moves, elapsedMs: this.elapsedMs, attempt: stored });
  }

  // --- Par mode ----------------------------------------------------------------------------------

  /** Par mode on or off (kept for the next visit); an attempt played with it counts as par mode. */
  setPar(on) {
    this.par = on;
    this.#write(KEYS.par, on);
    const attempt = this.attempt;
    if (on && attempt && !attempt.finished && attempt.kind === 'free') attempt.kind = 'par';
    if (on) this.#startOptimal();
    this.#lastMove = null;
    this.#parUpdate();
  }

  // How far the board shown is from the goal: known along an optimal path, else solved in the
  // worker (a newer board cancels the older one's solve).
  async #parUpdate() {
    const session = this.#session;
    const board = session.board;
    const attempt = this.attempt;
    if (!this.par || !board || !attempt) {
      this.emit('par', { state: 'off' });
      return;
    }
    const known = this.#known.get(keyOf(board));
    if (known !== undefined) {
      this.#parReady(known);
      return;
    }
    if (attempt.optimalState === 'failed' || (attempt.optimal && !attempt.optimal.proven)) {
      this.emit('par', { state: 'unavailable', message: 'Par needs the optimal count, and no search proved it for this board.' });
      return;
    }
    this.emit('par', { state: 'thinking' });
    if (attempt.optimalState === 'working' && board === attempt.start) return; // on its way
    this.#parJob?.cancel();
    const result = await this.#solve(board, { algorithm: 'auto', goal: session.goal, limits: HINT_LIMITS }, 'par');
    if (session.board !== board || this.attempt !== attempt) return;
    if (result?.solved && result.optimal) {
      this.#learnPath(board, result.tiles);
      this.#parReady(result.length);
    } else if (result?.reason !== 'cancelled') {
      const message = result ? `Par found no optimal count in time: ${result.message ?? 'the search stopped'}` : 'Par could not ask the solver.';
      this.emit('par', { state: 'unavailable', message });
    }
  }

  #parReady(toGo) {
    const last = this.#lastMove;
    const verdict = last && last.before !== undefined ? this.#core.judgeMove(last.before, toGo, last.tiles) : null;
    this.emit('par', { state: 'ready', toGo, verdict });
  }

  #learn(board, toGo) {
    const key = keyOf(board);
    if (this.#known.has(key)) return;
    this.#known.set(key, toGo);
    if (this.par && board === this.#session.board) this.#parUpdate();
  }

  // Every board along an optimal solution from `board`, with the moves it has left.
  #learnPath(board, tiles) {
    let boards;
    try {
      boards = this.#core.replayMoves(board, tiles);
    } catch (error) {
      console.warn(`a solution did not replay: ${messageOf(error)}`);
      return;
    }
    boards.forEach((each, index) => this.#known.set(keyOf(each), tiles.length - index));
  }

  // --- The daily puzzle --------------------------------------------------------------------------

  /** Today, the UTC day (the core's calendar). */
  today() {
    return this.#core.utcDate(Date.now());
  }

  /**
   * Deals today's `rows` x `cols` puzzle (goal blank last), made in the worker once a day and
   * kept for the day. Resolves to the puzzle; rejects, saying why, when it could not be made.
   */
  async playDaily(rows, cols) {
    const date = this.today();
    this.emit('daily', { phase: 'loading' });
    const stored = this.#read(KEYS.puzzles, {});
    const key = `${date} ${rows}x${cols}`;
    /** @type {import('../../npuzzle.js').DailyPuzzle} */
    let puzzle = stored[key];
    if (!puzzle?.board?.tiles || puzzle.date !== date) {
      try {
        puzzle = await this.#session.worker.call('dailyPuzzle', date, rows, cols);
      } catch (error) {
        this.emit('daily', { phase: 'failed', message: messageOf(error) });
        throw error;
      }
      this.#write(KEYS.puzzles, { ...Object.fromEntries(Object.entries(stored).filter(([name]) => name.startsWith(date))), [key]: puzzle });
    }
    this.#daily = puzzle;
    const session = this.#session;
    if (session.goalSpec !== 'blank-last') session.goalSpec = 'blank-last';
    session.goal = null; // resolved again: the daily puzzle's goal is blank last
    session.deal(puzzle.board);
    this.emit('daily', { phase: 'ready', puzzle });
    return puzzle;
  }

  #isDaily(board) {
    const daily = this.#daily;
    const goal = this.#session.goal;
    if (!daily || !goal || keyOf(daily.board) !== keyOf(board)) return false;
    return this.#core.isSolved(goal, this.#core.goalBoard(board.rows, board.cols, 'blank-last'));
  }

  /** The first finished attempt at `date`'s puzzle of that size, or null. */
  dailyResult(date, rows, cols) {
    return this.#read(KEYS.daily, {})[`${date} ${rows}x${cols}`] ?? null;
  }

  /** The spoiler-free line of today's result for the size, or null before it is finished. */
  shareLine(rows, cols) {
    const date = this.today();
    const done = this.dailyResult(date, rows, cols);
    return done ? this.#core.shareLine(date, rows, cols, done.moves, done.timeMs, done.par) : null;
  }

  /** Days in a row with a finished daily puzzle, up to today. */
  get streak() {
    const dates = [...new Set(Object.keys(this.#read(KEYS.daily, {})).map((key) => key.split(' ')[0]))];
    try {
      return this.#core.dailyStreak(dates, this.today());
    } catch {
      return 0; // stored by hand, and not dates
    }
  }

  // --- Records -----------------------------------------------------------------------------------

  /** Personal bests, by size and kind: [{size, kind, fewestOver, fastestMs, solves}]. */
  get bests() {
    const bests = this.#read(KEYS.bests, {});
    return Object.entries(bests)
      .map(([key, best]) => {
        const [size, kind] = key.split(' ');
        return { size, kind, ...best };
      })
      .sort((a, b) => a.size.localeCompare(b.size) || KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
  }

  /** The latest results, newest first. */
  get history() {
    const history = this.#read(KEYS.history, []);
    return Array.isArray(history) ? history : [];
  }

  /** Forgets the personal bests (the view asks first). */
  clearBests() {
    this.#storage?.removeItem(KEYS.bests);
    this.emit('records');
  }

  #record(result) {
    const size = sizeOf(result);
    const bests = this.#read(KEYS.bests, {});
    const key = `${size} ${result.kind}`;
    const best = bests[key] ?? { fewestOver: null, fastestMs: null, solves: 0 };
    if (result.over !== null && (best.fewestOver === null || result.over < best.fewestOver)) best.fewestOver = result.over;
    if (best.fastestMs === null || result.timeMs < best.fastestMs) best.fastestMs = result.timeMs;
    best.solves += 1;
    this.#write(KEYS.bests, { ...bests, [key]: best });
    const { kind, rows, cols, moves, timeMs, optimal, proven, date } = result;
    this.#write(KEYS.history, [{ kind, rows, cols, moves, timeMs, optimal, proven, date }, ...this.history].slice(0, HISTORY_LENGTH));
    if (result.daily) {
      const daily = this.#read(KEYS.daily, {});
      const dayKey = `${result.daily.date} ${size}`;
      result.first = !daily[dayKey];
      if (result.first) this.#write(KEYS.daily, { ...daily, [dayKey]: { moves, timeMs, par: result.daily.par } });
    }
    result.recorded = true;
    this.emit('records');
  }

  #read(key, fallback) {
    try {
      const text = this.#storage?.getItem(key);
      const value = text ? JSON.parse(text) : fallback;
      return typeof value === typeof fallback && value !== null ? value : fallback;
    } catch {
      return fallback;
    }
  }

  #write(key, value) {
    try {
      this.#storage?.setItem(key, JSON.stringify(value));
    } catch {
      // storage full or refused: the game goes on without keeping this
    }
  }
}

/** Local storage, or null where the browser refuses it (a sandboxed frame, a privacy mode). */
function safeStorage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
