// The Search view's layout worker: lays a search tree out (tree-layout.js) off the main thread.
//   in:  {id, parent: Uint32Array}          (its buffer transferred)
//   out: {id, x: Float32Array, y: Uint16Array, nodes}  (buffers transferred)

import { layout } from './tree-layout.js';

self.addEventListener('message', ({ data }) => {
  const { id, parent } = data;
  const { x, y } = layout(parent);
  self.postMessage({ id, x, y, nodes: parent.length }, [x.buffer, y.buffer]);
});
