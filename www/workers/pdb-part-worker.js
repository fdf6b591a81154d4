// A second worker that builds one pattern database while worker.js builds the others, so a
// set builds on two cores in about half the time (see `DatabaseBuild.handOff` in
// src/wasm/databases.rs).
//
// Message in:  {task}, the text `handOff()` answered
// Messages out: {type: 'progress', fraction}, then {type: 'built', bytes, memoryBytes} (the
//               part, for `adopt`, and this worker's wasm memory at its largest) or
//               {type: 'failed', error}.
// The worker has nothing else to do, so it builds without slicing; the solve worker
// (database-sourcing.js) terminates it to cancel.
import init, { DatabaseBuild } from '../../npuzzle_full.js';

const BUDGET = 200_000; // placements scanned between progress reports
const PROGRESS_MS = 100;

self.addEventListener('message', async ({ data: { task } }) => {
  try {
    const wasm = await init();
    const build = DatabaseBuild.forTask(task);
    let reported = performance.now();
    for (;;) {
      const step = build.run(BUDGET);
      if (step.done) break;
      if (performance.now() - reported >= PROGRESS_MS) {
        reported = performance.now();
        self.postMessage({ type: 'progress', fraction: step.progress });
      }
    }
    const bytes = build.partBytes();
    build.free();
    const memoryBytes = wasm.memory.buffer.byteLength; // it never shrinks: the peak
    self.postMessage({ type: 'built', bytes, memoryBytes }, [bytes.buffer]);
  } catch (error) {
    self.postMessage({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
  }
});
