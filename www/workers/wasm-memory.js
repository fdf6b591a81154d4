// The solve worker's wasm memory, for what its size says. A wasm memory grows and never shrinks:
// a search that grew it by more than RELEASE_BYTES (an A* stopped at its memory limit holds
// hundreds of megabytes) leaves the worker to be replaced once it is idle (searches.js marks its
// answer; session/worker-client.js replaces the worker), and the tab has that memory back. The
// worker holds up to two instances, the first module and the full one (full-core.js): both count.

export const RELEASE_BYTES = 32 * 2 ** 20;

/** @type {Map<string, WebAssembly.Memory>} each instance's memory, by module */
const memories = new Map();

/** Keeps an instance's memory (worker.js and full-core.js, once each module is in). */
export function keepMemory(module, instanceMemory) {
  memories.set(module, instanceMemory);
}

/** Bytes of the instances' memories: what they hold at most, since they never shrink. */
export function memoryBytes() {
  let bytes = 0;
  for (const memory of memories.values()) bytes += memory.buffer.byteLength;
  return bytes;
}

/** Bytes of each instance's memory, the first module's first: what the budget of 64 MB an instance holds to. */
export function instanceMemoryBytes() {
  return [...memories.values()].map((memory) => memory.buffer.byteLength);
}
