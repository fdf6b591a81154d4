// Local storage as the game keeps it (session/game.js, session/records.js): JSON under keys of
// its own, read back only when it has the shape expected, and nothing at all where the browser
// refuses storage (a sandboxed frame, a privacy mode, a full disk): the game goes on regardless.

export class Store {
  /** @type {Storage | null} */ #storage;

  /** @param {Storage | null} [storage] local storage, unless another is given */
  constructor(storage = localStorageOrNull()) {
    this.#storage = storage;
  }

  /** The value under `key`, or `fallback` when there is none or it is not of fallback's type. */
  read(key, fallback) {
    try {
      const text = this.#storage?.getItem(key);
      const value = text ? JSON.parse(text) : fallback;
      return typeof value === typeof fallback && value !== null && Array.isArray(value) === Array.isArray(fallback) ? value : fallback;
    } catch {
      return fallback;
    }
  }

  write(key, value) {
    try {
      this.#storage?.setItem(key, JSON.stringify(value));
    } catch {
      // full or refused: not kept
    }
  }

  remove(key) {
    try {
      this.#storage?.removeItem(key);
    } catch {
      // refused: nothing was kept either
    }
  }
}

function localStorageOrNull() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
