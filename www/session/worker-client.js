// The page's side of www/workers/worker.js: quick calls, and searches with progress and cancel.
//
//   const worker = new WorkerClient(new URL('../workers/worker.js', import.meta.url), core.say);
//   const verdict = await worker.call('isSolvable', board, 'blank-last');
//   const job = worker.solve(board, {algorithm: 'astar'}, (progress) => show(progress));
//   // a search with pattern databases may first report {phase, fraction} while they load or build
//   worker.solve(board, {algorithm: 'idastar', heuristic: 'pdb'}, show, (databases) => bar(databases));
//   job.cancel();                 // the search stops at its next slice
//   job.stop();                   // likewise, keeping the anytime search's best answer so far
//   const summary = await job.result;
//   const check = worker.lab('3x3', 'custom:0,1.5,0,0', (progress) => show(progress));
//   const report = await check.result; // the heuristic lab's verdicts (or {cancelled: true})
//   const job = worker.check(board, goal, {kind: 'search', text, algorithm: 'astar', heuristic: 'manhattan'});
//   const { verdict, boards } = await job.result; // the core's verdict; the trace's boards
//
// Calls reject with an Error carrying the core's message. When the worker dies (an uncaught
// error, a wasm trap, a message that cannot be read) every call and search under way rejects
// with a WorkerCrash, a 'crash' event fires, and a fresh worker takes over.
//
// A wasm instance's memory never shrinks: when a search grew it (an A* stopped at its memory
// limit, a cancelled breadth-first search), its answer says so (`release`, worker.js), and once
// nothing is under way and the worker has finished what it does on its own (storing databases,
// the stronger set), it is let go, quietly, and the next call starts a fresh one: the tab has
// that memory back (the databases it held are loaded again from IndexedDB when next needed).


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
  #release = false; // a search left memory behind: the worker is replaced once idle
  #replacements = 0;
  /** @type {{tag: string, text: string} | null} the language its shell chose, given to every worker it starts */
  #language = null;

  #say;

  /**
   * @param {string | URL} url the worker's script
   * @param {import('../words.js').Say} say the words of what befalls the worker (its crashes)
   */
  constructor(url, say) {
    super();
    this.#url = url;
    this.#say = say;
    this.#spawn();
  }

  /** How many times the worker has been restarted. */
  get restarts() {
    return this.#restarts.length;
  }

  /** How many times the worker has been replaced to give its memory back. */
  get replacements() {
    return this.#replacements;
  }

  /** Runs the core function `name` in the worker with structured-clonable `args`. */
  call(name, ...args) {
    return this.#send({ type: 'call', name, args }).promise;
  }

  /**
   * Words the worker's core, and its full module once loaded, in `tag`'s language from its
   * catalogue's `text` (English: none); a worker started later (a restart, a replacement) is
   * given it first. Resolves to the core's answer ({tag, direction, missing}).
   */
  useCatalogue(tag, text) {
    this.#language = { tag, text };
    return this.call('useCatalogue', tag, text);
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

  /**
   * Checks `heuristic` on every state of the lab size `size` (the Lab view). Answers {id,
   * result: Promise<report | {cancelled: true}>, cancel()}; `onProgress({phase, fraction})`
   * runs several times a second while it goes on.
   */
  lab(size, heuristic, onProgress = () => {}) {
    return this.#job({ type: 'lab', size, heuristic }, { onProgress });
  }

  /**
   * Checks a student's work from `board` towards `goal`: a search trace (`{kind: 'search', text,
   * algorithm, heuristic}`) in slices, or a move list (`{kind: 'solution', text}`). Answers {id,
   * result: Promise<{verdict, boards?} | {cancelled: true}>, cancel()}; `onProgress({step,
   * total, hinting})` runs several times a second while a trace is checked.
   */
  check(board, goal, work, onProgress = () => {}) {
    return this.#job({ type: 'check', board, goal, ...work }, { onProgress });
  }

  /**
   * Downloads the stronger pattern databases a solve offered (`result.databases.offer.key`: on
   * a costly connection they wait for the user's word). Answers {id, result: Promise, cancel()};
   * `onDatabases({phase, fraction, bytes, total})` while they download.
   */
  fetchDatabases(key, onDatabases = () => {}) {
    return this.#job({ type: 'fetch', key }, { onDatabases });
  }

  // A long job the worker answers once: its promise, and a cancel.
  #job(message, listeners) {
    const { id, promise } = this.#send(message, listeners);
    return {
      id,
      result: promise,
      cancel: () => {
        if (this.#pending.has(id)) this.#worker?.postMessage({ type: 'cancel', id });
      },
    };
  }

  #send(message, listeners = {}) {
    const id = (this.#nextId += 1);
    if (this.#broken) return { id, promise: Promise.reject(this.#broken) };
    const promise = new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, ...listeners });
    });
    if (!this.#worker) this.#spawn();
    this.#worker.postMessage({ ...message, id });
    return { id, promise };
  }

  #spawn() {
    const worker = new Worker(this.#url, { type: 'module', name: 'npuzzle-solver' });
    worker.addEventListener('message', ({ data }) => this.#receive(data));
    worker.addEventListener('error', (event) => {
      event.preventDefault(); // reported in the page instead
      this.#crashed(event.message || this.#say('session-worker-not-started'));
    });
    worker.addEventListener('messageerror', () => this.#crashed(this.#say('session-worker-unreadable')));
    this.#worker = worker;
    // Worded in its language before anything else it is asked (a call answered to no one).
    if (this.#language) worker.postMessage({ type: 'call', name: 'useCatalogue', args: [this.#language.tag, this.#language.text], id: 'language' });
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
        if (data.release) this.#release = true;
        call.resolve(data.result);
        break;
      default:
        this.#pending.delete(data.id);
        if (data.ok) call.resolve(data.result);
        else call.reject(new Error(data.error));
    }
    this.#releaseWhenIdle();
  }

  // Replaces the worker that holds memory a search left, once nothing is under way and it has
  // finished what it does on its own ('settled'); asked again after the next answer if a call
  // came meanwhile.
  #releaseWhenIdle() {
    if (!this.#release || this.#pending.size > 0 || this.#broken) return;
    this.#release = false;
    const worker = this.#worker;
    this.call('settled').then(
      () => {
        if (this.#worker !== worker) return;
        if (this.#pending.size > 0) this.#release = true;
        else this.#replace();
      },
      () => {}, // it crashed meanwhile: a fresh one took over
    );
  }

  // Lets the worker go: its memory goes back now, and the next call starts a fresh one. Not
  // before: a fresh worker compiling the core takes the cores from the page meanwhile (on two
  // busy cores, tasks of the Search view's stepping grew past 50 ms).
  #replace() {
    this.#worker.terminate();
    this.#worker = null;
    this.#replacements += 1;
  }

  #crashed(reason) {
    this.#worker.terminate();
    const now = performance.now();
    this.#restarts = this.#restarts.filter((at) => now - at < RESTART_WINDOW_MS);
    const restart = this.#restarts.length < MAX_RESTARTS;
    const error = new WorkerCrash(
      restart ? this.#say('session-worker-restarted', { reason }) : this.#say('session-worker-keeps-failing', { reason }),
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
