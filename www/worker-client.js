// Calls the wasm functions that www/worker.js exposes, off the main thread.
//
//   const worker = new WorkerClient(new URL('./worker.js', import.meta.url));
//   const verdict = await worker.call('isSolvable', board, 'blank-last');
//
// Each call resolves with the function's answer or rejects with an Error carrying its message.

export class WorkerClient {
  #worker;
  #pending = new Map();
  #nextId = 0;
  #failure = null;

  constructor(url) {
    this.#worker = new Worker(url, { type: 'module', name: 'npuzzle' });
    this.#worker.addEventListener('message', ({ data }) => {
      const call = this.#pending.get(data.id);
      if (!call) return;
      this.#pending.delete(data.id);
      if (data.ok) call.resolve(data.result);
      else call.reject(new Error(data.error));
    });
    this.#worker.addEventListener('error', (event) => {
      this.#failure = new Error(`the worker failed: ${event.message || 'it could not start'}`);
      for (const call of this.#pending.values()) call.reject(this.#failure);
      this.#pending.clear();
    });
  }

  /** Runs the wasm function `name` in the worker with structured-clonable `args`. */
  call(name, ...args) {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = (this.#nextId += 1);
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, name, args });
    });
  }
}
