// A module worker running the wasm core off the main thread (see worker-client.js).
//
// Message in: {id, name, args}; message out: {id, ok: true, result} or {id, ok: false, error}.

import init, * as npuzzle from '../npuzzle.js';

// The functions the page may call here; longer jobs (solvers) will join them.
const EXPORTS = {
  isSolvable: npuzzle.isSolvable,
  parseBoard: npuzzle.parseBoard,
  formatBoard: npuzzle.formatBoard,
  goalBoard: npuzzle.goalBoard,
  randomBoard: npuzzle.randomBoard,
  scrambleBoard: npuzzle.scrambleBoard,
  slideTile: npuzzle.slideTile,
};

const ready = init();

self.addEventListener('message', async ({ data: { id, name, args } }) => {
  try {
    await ready;
    if (!Object.hasOwn(EXPORTS, name)) throw new Error(`no function ${name} in the worker`);
    self.postMessage({ id, ok: true, result: EXPORTS[name](...args) });
  } catch (error) {
    self.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
