// The page's side of www/workers/worker.js: quick calls, and searches with progress and cancel.
//
//   const worker = new WorkerClient(new URL('../workers/worker.js', import.meta.url));
//   const verdict = await worker.call('isSolvable', board, 'blank-last');
//   const job = worker.solve(board, {algorithm: 'astar'}, (progress) => show(progress));
//   // a search with pattern databases may first report {phase, fraction} while they load or build
//   worker.solve(board, {algorithm: 'idastar', heuristic: 'pdb'}, show, (databases) => bar(databases));
//   job.cancel();                 // the search stops at its next slice
//   job.stop();                   // likewise, keeping the anytime search's best answer so far
//   const summary = await job.result;
//
// Calls reject with an Error carrying the core's message. When the worker dies (an uncaught
// error, a wasm trap, a message that cannot be read) every call and search under way rejects
// with a WorkerCrash, a 'crash' event fires, and a fresh worker takes over.

export class WorkerCrash extends Error {
  constructor(message) {
    super(message);
    this.name = 'WorkerCrash';
  }
}

const MAX_RESTARTS = 3; // within RESTART_WINDOW_MS; beyond that the worker is given up on
const RESTART_WINDOW_MS = 10_000;

export class WorkerClient extends EventTarget {
  #url;
  #worker = null;
  #pending = new Map(); // id -> {resolve, reject, onProgress?, onDatabases?}
  #nextId = 0;
  #restarts = [];
  #broken = null; // the Error every call gets once the worker cannot be restarted

  constructor(url) {
    super();
    this.#url = url;
    this.#spawn();
  }

  /** How many times the worker has been restarted. */
  get restarts() {
    return this.#restarts.length;
  }

  /** Runs the core function `name` in the worker with structured-clonable `args`. */
  call(name, ...args) {
    return this.#send({ type: 'call', name, args }).promise;
  }

  /**
   * Starts a search. Answers {id, result: Promise<summary>, cancel(), stop()}: `stop()` ends it
   * as `cancel()` does but keeps what it found (the anytime search's best solution and its lower
   * bound); `onProgress(stats)` runs
   * several times a second while it goes on; before that, `onDatabases({phase, fraction, note})`
   * while the pattern databases it needs are loaded or built (see worker.js); and for a recorded
   * search (`options.record`), `onRecord(chunk)` with each chunk of its events, in order, all
   * before the result.
   */
  solve(board, options, onProgress = () => {}, onDatabases = () => {}, onRecord = () => {}) {
    const { id, promise } = this.#send({ type: 'solve', board, options }, { onProgress, onDatabases, onRecord });
    return {
      id,
      result: promise,
      cancel: () => {
        if (this.#pending.has(id)) this.#worker.postMessage({ type: 'cancel', id });
      },
      stop: () => {
        if (this.#pending.has(id)) this.#worker.postMessage({ type: 'stop', id });
      },
    };
  }

  #send(message, listeners = {}) {
    const id = (this.#nextId += 1);
    if (this.#broken) return { id, promise: Promise.reject(this.#broken) };
    const promise = new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, ...listeners });
    });
    this.#worker.postMessage({ ...message, id });
    return { id, promise };
  }

  #spawn() {
    const worker = new Worker(this.#url, { type: 'module', name: 'npuzzle-solver' });
    worker.addEventListener('message', ({ data }) => this.#receive(data));
    worker.addEventListener('error', (event) => {
      event.preventDefault(); // reported in the page instead
      this.#crashed(event.message || 'it could not start');
    });
    worker.addEventListener('messageerror', () => this.#crashed('a message from it could not be read'));
    this.#worker = worker;
  }

  #receive(data) {
    const call = this.#pending.get(data.id);
    if (!call) return;
    switch (data.type) {
      case 'progress':
        call.onProgress?.(data.progress);
        return;
      case 'databases':
        call.onDatabases?.(data.databases);
        return;
      case 'record':
        call.onRecord?.(data.chunk);
        return;
      case 'done':
        this.#pending.delete(data.id);
        call.resolve(data.result);
        return;
      default:
        this.#pending.delete(data.id);
        if (data.ok) call.resolve(data.result);
        else call.reject(new Error(data.error));
    }
  }

  #crashed(reason) {
    this.#worker.terminate();
    const now = performance.now();
    this.#restarts = this.#restarts.filter((at) => now - at < RESTART_WINDOW_MS);
    const restart = this.#restarts.length < MAX_RESTARTS;
    const error = new WorkerCrash(
      restart
        ? `The solver worker failed (${reason}); it has been restarted.`
        : `The solver worker keeps failing (${reason}); reload the page to try again.`,
    );
    for (const call of this.#pending.values()) call.reject(error);
    this.#pending.clear();
    if (restart) {
      this.#restarts.push(now);
      this.#spawn();
    } else {
      this.#broken = error;
    }
    this.dispatchEvent(new CustomEvent('crash', { detail: { error, restarted: restart } }));
  }
}
