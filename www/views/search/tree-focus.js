// What the Search view's tree shows around an expansion, with no DOM: the path from the root to
// the node expanded, every child of the nodes on it (the path's siblings, the frontier beside
// it, the node's own children), and the paths to a few more nodes (the next one the search
// expands, the goal once found, a frontier entry chosen); every other subtree is folded into
// the node it hangs from, which tells how many nodes it holds. Laid out in rows by depth, the
// path down the middle and each row's nodes beside it in depth-first order (so no edges cross),
// a few columns wide however big the tree is: boards a student reads without zooming.

const NONE = 0xffffffff;
let work = { size: new Uint32Array(0), opened: new Uint8Array(0) }; // focus()'s arrays, kept between calls
const LEAF = { least: 56, most: 110 }; // pixels between the columns
const BOARD = { share: 0.8, most: 72 }; // the boards: this share of a column, at most so many pixels (45 to 72)
const ROW = 1.7; // pixels between the rows for each of a board: the board, its label, a fold's count
const BELOW = 1.6; // rows under the node expanded kept in view, at most (its children, the goal)

/**
 * The nodes around `anchor` (the node expanded, else the shown tree's root) and their places.
 * @param {{parents: Uint32Array, states: Uint8Array, from: number, to: number}} tree the
 *   recorded tree shown: each node's parent (NONE for a root), its state at the step (0: not
 *   made yet) and the ids [from, to) of the tree shown
 * @param {number} anchor
 * @param {number[]} extra more nodes whose paths are shown
 * @returns {{ids: number[], x: Map<number, number>, y: Map<number, number>, folded: Map<number, number>, columns: number}}
 *   `x` in columns from the path (0), `y` in rows from the root; `folded`: the nodes each
 *   folded node stands for beneath it; `columns`: the widest row near the anchor
 */
export function focus({ parents, states, from, to }, anchor, extra = []) {
  const born = (id) => id >= from && id < to && states[id] !== 0;
  const empty = { ids: [], x: new Map(), y: new Map(), folded: new Map(), columns: 1 };
  if (!born(anchor)) return empty;
  const pathTo = (id) => {
    const path = [];
    for (let at = id; at !== NONE && at >= from; at = parents[at]) path.push(at);
    return path.reverse();
  };
  const spine = pathTo(anchor);
  const shown = new Set(spine);
  for (const id of extra) if (born(id)) for (const at of pathTo(id)) shown.add(at);
  // One pass from the deepest node up (a task's worth on a tree of 250,000 nodes, each step of a
  // play: typed arrays kept between calls): each node's subtree size (nodes made by this step),
  // and the children of the nodes on the path, which are all shown.
  if (work.size.length < to - from) work = { size: new Uint32Array(to - from), opened: new Uint8Array(to - from) };
  const { size, opened } = work;
  size.fill(0, 0, to - from);
  for (const id of spine) opened[id - from] = 1;
  for (let id = to - 1; id >= from; id -= 1) {
    if (states[id] === 0) continue;
    size[id - from] += 1;
    const parent = parents[id];
    if (parent === NONE || parent < from) continue;
    size[parent - from] += size[id - from];
    if (opened[parent - from] === 1) shown.add(id);
  }
  for (const id of spine) opened[id - from] = 0;
  const ids = [...shown].sort((a, b) => a - b); // a parent before its children
  const children = new Map(ids.map((id) => [id, /** @type {number[]} */ ([])]));
  for (const id of ids) children.get(parents[id])?.push(id);
  const folded = new Map();
  for (const id of ids) {
    const hidden = size[id - from] - 1 - (children.get(id) ?? []).reduce((sum, child) => sum + size[child - from], 0);
    if (hidden > 0) folded.set(id, hidden);
  }
  // Rows in depth-first order: the order of the whole tree's tidy layout, so edges never cross.
  const rows = /** @type {number[][]} */ ([]);
  const y = new Map();
  const stack = [spine[0]];
  while (stack.length > 0) {
    const id = /** @type {number} */ (stack.pop());
    const depth = id === spine[0] ? 0 : y.get(parents[id]) + 1;
    y.set(id, depth);
    (rows[depth] ??= []).push(id);
    stack.push(...[...(children.get(id) ?? [])].reverse());
  }
  // Each row placed beside its node of the path (x = 0); below the anchor, its children
  // centred under it; deeper rows centred.
  const x = new Map();
  const below = children.get(anchor) ?? [];
  rows.forEach((row, depth) => {
    let [at, place] = [0, -(row.length - 1) / 2];
    if (depth < spine.length) [at, place] = [row.indexOf(spine[depth]), 0];
    else if (depth === spine.length && below.length > 0) [at, place] = [row.indexOf(below[0]), -(below.length - 1) / 2];
    row.forEach((id, i) => x.set(id, place + i - at));
  });
  const near = rows.slice(Math.max(0, spine.length - 3), spine.length + 1);
  const columns = Math.max(1, ...near.map((row) => Math.max(...row.map((id) => Math.abs(/** @type {number} */ (x.get(id))))) * 2 + 1));
  return { ids, x, y, folded, columns };
}

/**
 * The tree around `anchor` for `record` at its step, its places as arrays by node id (as the
 * whole shape's layout has them): {ids, x, y, folded, columns, anchor, below: its rows under the anchor}.
 * @typedef {{ids: number[], x: Float32Array, y: Float32Array, nodes: number, folded: Map<number, number>, columns: number, anchor: number, below: number}} FocusedTree
 * @param {import('../../session/search-record.js').SearchRecord} record
 * @param {number | null} anchor
 * @param {number[]} extra
 * @param {FocusedTree | null} former the tree's at the step before, whose arrays are taken again
 * @returns {FocusedTree}
 */
export function focusedTree(record, anchor, extra, former) {
  const { from, to } = record.shown();
  const near = anchor === null ? null : focus({ parents: record.parents, states: record.states, from, to }, anchor, extra);
  // The former step's arrays when they hold enough: only the ids' places are read.
  const [x, y] = former && former.x.length >= to ? [former.x, former.y] : [new Float32Array(to), new Float32Array(to)];
  const ids = near?.ids ?? [];
  for (const id of ids) [x[id], y[id]] = [/** @type {number} */ (near?.x.get(id)), /** @type {number} */ (near?.y.get(id))];
  const at = anchor ?? from;
  const below = Math.max(0, ...ids.map((id) => y[id] - y[at]));
  return { ids, x, y, nodes: to, folded: near?.folded ?? new Map(), columns: near?.columns ?? 1, anchor: at, below };
}

/**
 * Where the tree around the expansion falls on a canvas `width` x `height`: columns as wide as
 * the rows near the node expanded allow (boards of 45 to 72 pixels), times the user's `scale`;
 * the node expanded across the middle, as low as leaves its children (or the goal) in view, so
 * the more of its path shows above it; moved by the user's pan (`dx`, `dy`).
 * @param {FocusedTree} focused
 * @param {{width: number, height: number, scale: number, dx: number, dy: number}} canvas
 */
export function focusView(focused, { width, height, scale, dx, dy }) {
  const leaf = Math.max(LEAF.least, Math.min(LEAF.most, (width - 16) / focused.columns));
  const board = Math.min(leaf * BOARD.share, BOARD.most);
  const [kx, ky] = [leaf * scale, board * ROW * scale];
  const rows = Math.min(focused.below, BELOW) + 0.5;
  const anchorY = Math.max(ky * 0.5, Math.min(height * 0.62, height - rows * ky));
  return { kx, ky, x: width / 2 + dx - focused.x[focused.anchor] * kx, y: anchorY + dy - focused.y[focused.anchor] * ky };
}
