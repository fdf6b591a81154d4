// "Explain h" for a session, with no DOM: while it is on, the core's explanation of what the
// heuristic the search runs counts on the board shown (worker call 'explain'), asked again on every
// move, goal and choice, with the true distance h* where it is known: from the solution loaded
// when it is optimal (a shortest path's every step is shortest to the goal), else, on boards
// small enough for an instant optimal search (the hint's solver), by one in the worker. It emits
// on the session:
//   'explain' {state: 'off'|'ready'|'error', explanation?, board?, message?}

import { HINT_LIMITS, HINT_SOLVERS } from '../catalog.js';
import { messageOf } from '../dom.js';

export class Explainer {
  #session;
  #on = false;
  #asked = 0; // the latest question: an answer to an older one is dropped
  /** @type {any} */ #distanceJob = null;

  /** @param {import('./session.js').Session} session */
  constructor(session) {
    this.#session = session;
    for (const type of ['board', 'goal', 'choice', 'solution']) session.addEventListener(type, () => this.refresh());
  }

  /** Whether it is on. */
  get on() {
    return this.#on;
  }

  set on(on) {
    if (on === this.#on) return;
    this.#on = on;
    this.refresh();
  }

  /** Asks for the explanation of the board shown (or says it is off). */
  async refresh() {
    const asked = (this.#asked += 1);
    this.#distanceJob?.cancel();
    this.#distanceJob = null;
    const session = this.#session;
    const { board, goal } = session;
    if (!this.#on || !board || !goal) {
      session.emit('explain', { state: 'off' });
      return;
    }
    // The heuristic the search would run (`auto` picks its own); an uninformed search's choice as chosen.
    const { algorithm, heuristic: chosen } = session.choice;
    const used = session.core.resolveChoice(board, algorithm, chosen).heuristic;
    const heuristic = used === 'none' ? chosen : used;
    const known = this.#knownDistance();
    const ask = async (trueDistance) => {
      const explanation = await session.worker.call('explain', board, goal, heuristic, trueDistance);
      if (asked === this.#asked) session.emit('explain', { state: 'ready', explanation, board });
    };
    try {
      await ask(known);
    } catch (error) {
      if (asked === this.#asked) session.emit('explain', { state: 'error', message: messageOf(error) });
      return;
    }
    const solver = HINT_SOLVERS[0];
    if (known !== null || board.rows * board.cols > solver.maxCells || asked !== this.#asked) return;
    const job = session.worker.solve(board, { algorithm: solver.algorithm, heuristic: solver.heuristic, goal, limits: HINT_LIMITS });
    this.#distanceJob = job;
    try {
      const result = await job.result;
      if (asked === this.#asked && result.solved && result.optimal) await ask(result.length);
    } catch {
      // No h* (an unsolvable board, say): the explanation stands without it.
    }
  }

  /** The true distance of the board shown when the loaded solution is optimal and it is on it, else null. */
  #knownDistance() {
    const { solution, step, board } = this.#session;
    if (!solution || !solution.result.optimal || solution.boards[step] !== board) return null;
    return solution.result.length - solution.first - step;
  }
}
