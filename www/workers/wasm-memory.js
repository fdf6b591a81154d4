// The solve worker's wasm memory, for what its size says. A wasm memory grows and never shrinks:
// a search that grew it by more than RELEASE_BYTES (an A* stopped at its memory limit holds
// hundreds of megabytes) leaves the worker to be replaced once it is idle (searches.js marks its
// answer; session/worker-client.js replaces the worker), and the tab has that memory back.

export const RELEASE_BYTES = 32 * 2 ** 20;

/** @type {WebAssembly.Memory | null} */
let memory = null;

/** Keeps the instance's memory (worker.js, once the core is in). */
export function keepMemory(instanceMemory) {
  memory = instanceMemory;
}

/** Bytes of the instance's memory: what it holds at most, since it never shrinks. */
export function memoryBytes() {
  return memory ? memory.buffer.byteLength : 0;
}
