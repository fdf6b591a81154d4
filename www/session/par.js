// Par mode, loaded when the player first turns it on (game.js): after each move, how many moves
// the board shown is from the goal by the optimal count, and whether the move was a good one
// (the core judges). Distances are known along every optimal solution seen (the start's, today's
// puzzle's, each board this solved) and from the hint; any other board is solved in the worker,
// a newer board cancelling the older one's solve. It speaks through the game's 'par' event.

import { HINT_LIMITS } from '../catalog.js';
import { messageOf } from '../dom.js';

// Within an attempt every board has the same shape: the tiles say which it is.
const keyOf = (/** @type {import('./session.js').Board} */ board) => board.tiles.join();

export class ParMode {
  /** @type {Map<string, number>} */ #known = new Map(); // optimal moves to the goal, by board
  /** @type {any} */ #job = null;
  /** @type {{before: number | undefined, tiles: number} | null} */ #lastMove = null;
  #game;
  #session;
  /** @type {import('../words.js').Say} */ #say;

  /**
   * @param {import('./game.js').Game} game
   * @param {import('./session.js').Session} session
   */
  constructor(game, session) {
    this.#game = game;
    this.#session = session;
    this.#say = session.say;
  }

  /** A new attempt: what its start's optimal solution (or today's puzzle's) tells. */
  reset(attempt) {
    this.#job?.cancel();
    this.#job = null;
    this.#known.clear();
    this.#lastMove = null;
    const path = attempt?.daily?.tiles ?? attempt?.path;
    if (path) this.learnPath(attempt.start, path);
  }

  /** Every board along an optimal solution from `board`, with the moves it has left. */
  learnPath(board, tiles) {
    let boards;
    try {
      boards = this.#session.core.replayMoves(board, tiles);
    } catch (error) {
      console.warn(`a solution did not replay: ${messageOf(error)}`);
      return;
    }
    boards.forEach((each, index) => this.#known.set(keyOf(each), tiles.length - index));
  }

  /** `board` is `toGo` moves from the goal (the hint's answer). */
  learn(board, toGo) {
    if (this.#known.has(keyOf(board))) return;
    this.#known.set(keyOf(board), toGo);
    if (board === this.#session.board) this.update();
  }

  /** `tiles` tiles moved from `previous` (null: no move to judge). */
  moved(previous, tiles = 0) {
    this.#lastMove = previous ? { before: this.#known.get(keyOf(previous)), tiles } : null;
  }

  /** Says where the board shown stands: known at once, or after a solve in the worker. */
  async update() {
    const game = this.#game;
    const session = this.#session;
    const board = session.board;
    const attempt = game.attempt;
    if (!game.par || !board || !attempt) {
      game.emit('par', { state: 'off' });
      return;
    }
    const known = this.#known.get(keyOf(board));
    if (known !== undefined) {
      this.#ready(known);
      return;
    }
    if (attempt.optimalState === 'failed' || (attempt.optimal && !attempt.optimal.proven)) {
      game.emit('par', { state: 'unavailable', message: this.#say('session-par-unproved') });
      return;
    }
    game.emit('par', { state: 'thinking' });
    if (attempt.optimalState === 'working' && board === attempt.start) return; // on its way
    this.#job?.cancel();
    const job = (this.#job = session.worker.solve(board, { algorithm: 'auto', goal: session.goal, limits: HINT_LIMITS }));
    let result = null;
    try {
      result = await job.result;
    } catch {
      // the worker failed: said below
    }
    if (this.#job === job) this.#job = null;
    if (session.board !== board || game.attempt !== attempt) return;
    if (result?.solved && result.optimal) {
      this.learnPath(board, result.tiles);
      this.#ready(result.length);
    } else if (result?.reason !== 'cancelled') {
      const message = result ? this.#say('session-par-no-count', { problem: result.message ?? this.#say('session-par-search-stopped') }) : this.#say('session-par-no-solver');
      game.emit('par', { state: 'unavailable', message });
    }
  }

  #ready(toGo) {
    const last = this.#lastMove;
    const verdict = last && last.before !== undefined ? this.#session.core.judgeMove(last.before, toGo, last.tiles) : null;
    this.#game.emit('par', { state: 'ready', toGo, verdict });
  }
}
