// The player's records, with no DOM: each finished game in a short history, personal bests for
// each size and kind of game (free play, par mode, daily: fewest moves over par, fastest time,
// solves), the first finished attempt at each day's puzzle, and from those the streak and the
// line a player shares. Kept in local storage (storage.js); nothing leaves the machine. The
// game (game.js) records a result here, loading this module only then; the Play view reads it.

const KEYS = { bests: 'npuzzle.play.bests', daily: 'npuzzle.play.daily', history: 'npuzzle.play.history' };
const HISTORY_LENGTH = 20;
const KINDS = ['free', 'par', 'daily']; // the kinds of game, in the order bests list them

export class Records {
  #core;
  #store;

  /**
   * @param {typeof import('../../npuzzle.js')} core
   * @param {import('./storage.js').Store} store
   */
  constructor(core, store) {
    this.#core = core;
    this.#store = store;
  }

  /** Personal bests, by size and kind: [{size, kind, fewestOver, fastestMs, solves}]. */
  get bests() {
    return Object.entries(this.#store.read(KEYS.bests, {}))
      .map(([key, best]) => {
        const [size, kind] = key.split(' ');
        return { size, kind, ...best };
      })
      .sort((a, b) => a.size.localeCompare(b.size) || KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
  }

  /** The latest results, newest first. */
  get history() {
    return this.#store.read(KEYS.history, []);
  }

  /** The first finished attempt at `date`'s puzzle of that size: {moves, timeMs, par}, or null. */
  dailyResult(date, rows, cols) {
    return this.#store.read(KEYS.daily, {})[`${date} ${rows}x${cols}`] ?? null;
  }

  /** The spoiler-free line of `date`'s result for the size, or null before it is finished. */
  shareLine(date, rows, cols) {
    const done = this.dailyResult(date, rows, cols);
    return done ? this.#core.shareLine(date, rows, cols, done.moves, done.timeMs, done.par) : null;
  }

  /** Days in a row, up to `today`, with a finished daily puzzle. */
  streak(today) {
    const days = new Set(Object.keys(this.#store.read(KEYS.daily, {})).map((key) => key.split(' ')[0]));
    try {
      return this.#core.dailyStreak([...days].join(' '), today);
    } catch {
      return 0; // edited by hand, and not dates
    }
  }

  /** Forgets the personal bests (the view asks first); the history and daily results stay. */
  clearBests() {
    this.#store.remove(KEYS.bests);
  }

  /**
   * Records a finished game (game.js's result): the history, the size and kind's bests, and a
   * daily puzzle's first finished attempt of the day. Answers whether it was that first one.
   */
  record(result) {
    const { kind, rows, cols, moves, timeMs, optimal, proven, over, date, daily } = result;
    const size = `${rows}x${cols}`;
    const bests = this.#store.read(KEYS.bests, {});
    const best = bests[`${size} ${kind}`] ?? { fewestOver: null, fastestMs: null, solves: 0 };
    if (over !== null && (best.fewestOver === null || over < best.fewestOver)) best.fewestOver = over;
    if (best.fastestMs === null || timeMs < best.fastestMs) best.fastestMs = timeMs;
    best.solves += 1;
    this.#store.write(KEYS.bests, { ...bests, [`${size} ${kind}`]: best });
    this.#store.write(KEYS.history, [{ kind, rows, cols, moves, timeMs, optimal, proven, date }, ...this.history].slice(0, HISTORY_LENGTH));
    if (!daily) return false;
    const days = this.#store.read(KEYS.daily, {});
    const day = `${daily.date} ${size}`;
    if (days[day]) return false;
    this.#store.write(KEYS.daily, { ...days, [day]: { moves, timeMs, par: daily.par } });
    return true;
  }
}
