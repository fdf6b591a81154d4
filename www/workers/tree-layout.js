// A tidy layout of a search tree, with no DOM (so a worker can run it): leaves placed left to
// right in depth-first order, each parent centred over its children, depth going down. Every
// tree (one per iteration of IDA*/IDDFS, each with its own root) starts again at x = 0.
//   layout(parent: Uint32Array) -> {x: Float32Array, y: Uint16Array, width: Float32Array (per root)}
// A child's id is always larger than its parent's (the core numbers nodes as it generates them).

const NONE = 0xffffffff;

/** @param {Uint32Array} parent the parent of each node (NONE for a root) */
export function layout(parent) {
  const n = parent.length;
  const x = new Float32Array(n);
  const y = new Uint16Array(n);
  // Children lists, compressed: the children of p are child[first[p] .. first[p + 1]), by id.
  const first = new Uint32Array(n + 1);
  for (let i = 0; i < n; i += 1) if (parent[i] !== NONE) first[parent[i] + 1] += 1;
  for (let i = 0; i < n; i += 1) first[i + 1] += first[i];
  const fill = first.slice(0, n);
  const child = new Uint32Array(Math.max(1, first[n]));
  for (let i = 0; i < n; i += 1) if (parent[i] !== NONE) child[fill[parent[i]]++] = i;
  const widths = [];
  const stack = new Uint32Array(Math.max(1, n));
  for (let root = 0; root < n; root += 1) {
    if (parent[root] !== NONE) continue;
    // Leaves in depth-first order (children pushed last first, so taken in id order).
    let leaf = 0;
    let top = 0;
    stack[top++] = root;
    y[root] = 0;
    while (top > 0) {
      const at = stack[--top];
      if (first[at] === first[at + 1]) {
        x[at] = leaf;
        leaf += 1;
        continue;
      }
      for (let c = first[at + 1]; c > first[at]; c -= 1) {
        const kid = child[c - 1];
        y[kid] = y[at] + 1;
        stack[top++] = kid;
      }
    }
    widths.push(leaf);
  }
  // Parents over their children: children have larger ids, so a pass from the end sees them first.
  for (let at = n - 1; at >= 0; at -= 1) {
    if (first[at] !== first[at + 1]) x[at] = (x[child[first[at]]] + x[child[first[at + 1] - 1]]) / 2;
  }
  return { x, y, width: Float32Array.from(widths) };
}
