// A helper that searches subtrees of a solve's passes while worker.js searches the others, so
// one optimal solve runs on several cores (see src/search/pdb_idastar/shared_pass.rs: the core lends, merges
// and decides how many helpers; this only moves bytes). It has its own wasm instance and its
// own copy of the solve's pattern databases, handed over once and kept for later solves.
//
// Messages in:  {type: 'answer', port}       where to post the answers below (first)
//               {type: 'load', key, bytes}    the set's bytes (transferred), replacing any other
//               {type: 'search', id, item, budget}  a subtree lent by the solve `id`
// Messages out: {type: 'ready', key, memoryBytes}
//               {type: 'result', id, result, expanded, memoryBytes} (result: bytes for `settle`;
//               expanded: this helper's count over every solve, so a page can see it stop)
//               {type: 'failed', id?, error}
// Each search lasts about 50 ms (helper-lending.js, HELPER_ITEM_MS), so a cancel (no further
// item) stops this helper within the items it holds.
import init, { Databases, searchSubtree } from '../../npuzzle_full.js';

const ready = init();
let held = null; // the core.Databases handle
let expanded = 0;
// Where answers go: the port helper-lending.js gives (see there), else this worker's messages.
let answer = self;

self.addEventListener('message', async ({ data }) => {
  if (data.type === 'answer') {
    answer = data.port;
    return;
  }
  let wasm;
  try {
    wasm = await ready;
    if (data.type === 'load') {
      held?.free();
      held = null;
      held = Databases.load(data.key, data.bytes);
      answer.postMessage({ type: 'ready', key: data.key, memoryBytes: wasm.memory.buffer.byteLength });
    } else if (data.type === 'search') {
      if (!held) throw new Error('no pattern databases are loaded here');
      const { result, expanded: more } = searchSubtree(held, data.item, data.budget);
      expanded += more;
      const memoryBytes = wasm.memory.buffer.byteLength;
      answer.postMessage({ type: 'result', id: data.id, result, expanded, memoryBytes }, [result.buffer]);
    } else {
      throw new Error(`unknown message type '${String(data.type).slice(0, 40)}'`);
    }
  } catch (error) {
    answer.postMessage({ type: 'failed', id: data.id, error: error instanceof Error ? error.message : String(error) });
  }
});

