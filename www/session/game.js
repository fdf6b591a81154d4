// The game around a session's board, with no DOM: a timed attempt (the clock starts at the
// first move and stops while the page is hidden; undo and redo count as moves, the session
// counts them), the board's optimal length worked out in the worker while the player plays,
// par mode (par.js, loaded once turned on: after each move, how far the board is from the goal
// and whether the move was a good one), today's puzzle, and a finished game handed to the
// player's records (records.js, loaded then). What it keeps (par mode, the attempt under way)
// is in local storage under keys of its own (storage.js). Nothing leaves the machine.
// Every rule is the core's (src/play/): today's date and puzzle, the clock's format, the result
// sentence, the share line, a move's verdict, the streak. Components listen:
//   'attempt'  {attempt}     a new attempt (a deal, a reset, a new goal) or a resumed one
//   'clock'    {running}     the clock started or stopped (a clock ticks while it runs)
//   'par'      {state: 'off'|'thinking'|'ready'|'unavailable', toGo?, verdict?: 'good'|'away'|null, message?}
//   'result'   {result}      a finished attempt; again once its optimal length is known
//   'daily'    {phase: 'loading'|'ready'|'failed', puzzle?, message?}
//   'records'  {}            a result was recorded, or the bests cleared

import { messageOf } from '../dom.js';
import { Store } from './storage.js';

const KEYS = { par: 'npuzzle.play.par', attempt: 'npuzzle.play.attempt' };

// A start board's optimal length: whatever `auto` proves within these, else the fast solver's
// length as the best known.
const OPTIMAL_LIMITS = { maxMs: 60_000, maxMemoryMb: 128 };

/** @typedef {import('./session.js').Board} Board */
/**
 * @typedef {{id: number, kind: 'free'|'par'|'daily', start: Board, daily: {date: string, par: number, tiles: number[]} | null,
 *   path: number[] | null,
 *   started: boolean, finished: boolean, helped: boolean, idle: boolean,
 *   optimal: {moves: number, proven: boolean} | null, optimalState: 'waiting'|'working'|'done'|'failed',
 *   final: {moves: number, timeMs: number} | null}} Attempt
 * @typedef {{kind: string, rows: number, cols: number, moves: number, timeMs: number, optimal: number | null,
 *   proven: boolean, over: number | null, date: string, daily: {date: string, par: number, tiles: number[]} | null,
 *   sentence: string, recorded: boolean, first: boolean}} Result
 */

const games = new WeakMap();
const keyOf = (/** @type {Board} */ board) => `${board.rows}x${board.cols}:${board.tiles.join(',')}`;

export class Game extends EventTarget {
  /** @type {Attempt | null} */ attempt = null;
  /** @type {Result | null} */ result = null;
  par = false;
  #session;
  #core;
  /** The game's local storage (the Play view reads the records through it). */ store;
  #now;
  #ids = 0;
  #elapsed = 0; // ms on the clock before `#since`
  /** @type {number | null} */ #since = null; // when the clock last started running
  #hidden = false;
  /** @type {any} */ #optimalJob = null;
  /** @type {import('./par.js').ParMode | null} */ #parMode = null; // once par mode was on
  /** @type {import('../../npuzzle.js').DailyPuzzle | null} */ #daily = null;
  /** @type {any} */ #resume = null; // a stored attempt the first deal may carry on
  #keepsAttempt = false; // whether the attempt under way is stored (the playground's alone)

  /** The session's game (made on first use, with local storage and no resuming). */
  static of(session) {
    return games.get(session) ?? new Game(session);
  }

  /**
   * @param {import('./session.js').Session} session
   * @param {{store?: Store, resume?: boolean, now?: () => number}} [options]
   * `resume`: the attempt under way is stored, and the first deal carries on the one stored at
   * the last visit when it deals the board that attempt had reached (the playground, whose link
   * keeps the board; widgets on the same origin leave it alone).
   */
  constructor(session, { store = new Store(), resume = false, now = () => performance.now() } = {}) {
    super();
    games.set(session, this);
    this.#session = session;
    this.#core = session.core;
    this.store = store;
    this.#now = now;
    this.par = this.store.read(KEYS.par, false) === true;
    if (this.par) this.#loadPar();
    this.#keepsAttempt = resume;
    if (resume) this.#resume = this.store.read(KEYS.attempt, null);
    const on = (type, listener) => session.addEventListener(type, (event) => listener(/** @type {CustomEvent} */ (event).detail));
    on('board', (detail) => this.#board(detail));
    on('hint', ({ state, remaining }) => {
      if ((state === 'ready' || state === 'solved') && session.board) this.#parMode?.learn(session.board, remaining);
    });
    if (session.board) this.#newAttempt();
  }

  /** The session's words, which the components showing the game speak too. */
  get say() {
    return this.#session.say;
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

  #board({ reason, moves, tiles, jump }) {
    const session = this.#session;
    // A new board, not slid to: a deal, a new goal, Reset, Goal, or the undo or redo of those two.
    if (reason === 'deal' || reason === 'goal' || reason === 'reset' || reason === 'to-goal' || jump) {
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
    this.#parMode?.moved(this.#previousBoard(reason), moved);
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
    this.#optimalJob = null;
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
      daily: daily && { date: daily.date, par: daily.par, tiles: daily.tiles },
      started: false,
      finished: false,
      helped: false,
      idle: session.solved, // a game starts from a board that is not the goal
      optimal: daily && { moves: daily.par, proven: true },
      optimalState: daily ? 'done' : 'waiting',
      path: null,
      final: null,
    };
    this.attempt = attempt;
    this.#carryOn(board);
    this.#parMode?.reset(attempt);
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
    const daily = attempt.daily;
    if (daily && Array.isArray(daily.tiles)) this.#daily = { ...daily, board: attempt.start }; // Reset deals it again, as today's
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
    let result = await this.#solve(attempt.start, options);
    if (result && !result.solved && result.reason !== 'cancelled' && this.attempt === attempt) {
      result = await this.#solve(attempt.start, { algorithm: 'fast', goal: this.#session.goal });
    }
    if (this.attempt !== attempt) return;
    if (result?.solved) {
      attempt.optimal = { moves: result.length, proven: result.optimal };
      attempt.optimalState = 'done';
      if (result.optimal) {
        attempt.path = result.tiles;
        this.#parMode?.learnPath(attempt.start, result.tiles);
      }
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

  /** Solves the attempt's start in the worker: the summary, or null when the worker failed. */
  async #solve(board, options) {
    const job = (this.#optimalJob = this.#session.worker.solve(board, options));
    try {
      return await job.result;
    } catch {
      return null;
    } finally {
      if (this.#optimalJob === job) this.#optimalJob = null;
    }
  }

  #finish() {
    const attempt = /** @type {Attempt} */ (this.attempt);
    this.#runClock(false);
    attempt.finished = true;
    attempt.final = { moves: this.#session.moves, timeMs: this.elapsedMs };
    if (this.#keepsAttempt) this.store.remove(KEYS.attempt);
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
    const more = waiting ? 'session-played-waiting' : attempt.helped ? 'session-played-helped' : null;
    if (more) result.sentence = this.say('list-sentences', { first: result.sentence, rest: { key: more } });
    else this.#record(result);
    this.result = result;
    this.emit('result', { result, waiting });
  }

  #save() {
    const attempt = this.attempt;
    const board = this.#session.board;
    if (!this.#keepsAttempt || !attempt || attempt.idle || attempt.finished || !attempt.started || !board) return;
    const { kind, start, daily, helped, optimal, optimalState, path } = attempt;
    const stored = { kind, start, daily, helped, optimal, path, optimalState: optimalState === 'done' ? 'done' : 'waiting' };
    this.store.write(KEYS.attempt, { board: keyOf(board), moves: this.#session.moves, elapsedMs: this.elapsedMs, attempt: stored });
  }

  // --- Par mode ----------------------------------------------------------------------------------

  /** Par mode on or off (kept for the next visit); an attempt played with it counts as par mode. */
  setPar(on) {
    this.par = on;
    this.store.write(KEYS.par, on);
    const attempt = this.attempt;
    if (on && attempt && !attempt.finished && attempt.kind === 'free') attempt.kind = 'par';
    if (on) this.#startOptimal();
    this.#parMode?.moved(null);
    if (on && !this.#parMode) this.#loadPar();
    else this.#parUpdate();
  }

  async #loadPar() {
    const { ParMode } = await import('./par.js');
    this.#parMode ??= new ParMode(this, this.#session);
    this.#parMode.reset(this.attempt);
    this.#parUpdate();
  }

  #parUpdate() {
    if (this.#parMode) this.#parMode.update();
    else this.emit('par', { state: 'off' }); // loading, or never on
  }

  // --- The daily puzzle --------------------------------------------------------------------------

  /** Today, the UTC day (the core's calendar). */
  today() {
    return this.#core.utcDate(Date.now());
  }

  /**
   * Deals today's `rows` x `cols` puzzle (goal blank last), made in the worker (well under a
   * second). Resolves to the puzzle; rejects, saying why, when it could not be made.
   */
  async playDaily(rows, cols) {
    const date = this.today();
    this.emit('daily', { phase: 'loading' });
    /** @type {import('../../npuzzle.js').DailyPuzzle} */
    let puzzle;
    try {
      puzzle = await this.#session.worker.call('dailyPuzzle', date, rows, cols);
    } catch (error) {
      this.emit('daily', { phase: 'failed', message: messageOf(error) });
      throw error;
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

  /** The player's records (records.js, loaded when first needed). */
  async records() {
    const { Records } = await import('./records.js');
    return new Records(this.#core, this.store);
  }

  /** Forgets the personal bests (the view asks first). */
  async clearBests() {
    (await this.records()).clearBests();
    this.emit('records');
  }

  async #record(result) {
    result.first = (await this.records()).record(result);
    result.recorded = true;
    this.emit('records');
  }
}
