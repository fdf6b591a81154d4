// A student's solver for the 3x3 puzzle, written in the tests the way the tutorials write one, for
// traces to paste into "Check my search": breadth-first search (a queue, a set of boards seen) and
// A* with Manhattan distance (a priority queue of buckets by f, the newest first; a board queued
// again when reached by a shorter path). Boards are arrays of 9 tiles, 0 the blank; the goal is
// 1 2 3 / 4 5 6 / 7 8 _. Each answers the boards expanded, in order, the goal last.

const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const key = (tiles) => tiles.join(',');

/** The boards one move from `tiles`. */
function successors(tiles) {
  const blank = tiles.indexOf(0);
  const [row, col] = [Math.floor(blank / 3), blank % 3];
  const out = [];
  for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
    const [r, c] = [row + dr, col + dc];
    if (r < 0 || r > 2 || c < 0 || c > 2) continue;
    const next = [...tiles];
    [next[blank], next[r * 3 + c]] = [next[r * 3 + c], next[blank]];
    out.push(next);
  }
  return out;
}

/** Whether every board after the first is one move from a board before it (as every trace a search prints is). */
export function connected(boards) {
  const seen = new Set([key(boards[0])]);
  for (const tiles of boards.slice(1)) {
    if (!successors(tiles).some((next) => seen.has(key(next)))) return false;
    seen.add(key(tiles));
  }
  return true;
}

/** The sum of each tile's distance from its place in the goal. */
export function manhattan(tiles) {
  let sum = 0;
  tiles.forEach((tile, cell) => {
    if (tile !== 0) sum += Math.abs(Math.floor(cell / 3) - Math.floor((tile - 1) / 3)) + Math.abs((cell % 3) - ((tile - 1) % 3));
  });
  return sum;
}

/** BFS from `start`, the goal tested when taken: {trace, depth} (the goal's depth). */
export function bfs(start) {
  const depth = new Map([[key(start), 0]]);
  const queue = [start];
  const trace = [];
  for (let at = 0; at < queue.length; at += 1) {
    const tiles = queue[at];
    trace.push(tiles);
    if (key(tiles) === key(GOAL)) return { trace, depth: depth.get(key(tiles)) };
    for (const next of successors(tiles)) {
      if (depth.has(key(next))) continue;
      depth.set(key(next), depth.get(key(tiles)) + 1);
      queue.push(next);
    }
  }
  return { trace, depth: null };
}

/** The boards whose shortest solution is `moves` long, from a BFS out of the goal. */
export function boardsAtDepth(moves) {
  const depth = new Map([[key(GOAL), 0]]);
  let layer = [GOAL];
  for (let d = 0; d < moves; d += 1) {
    const next = [];
    for (const tiles of layer) {
      for (const child of successors(tiles)) {
        if (depth.has(key(child))) continue;
        depth.set(key(child), d + 1);
        next.push(child);
      }
    }
    layer = next;
  }
  return layer;
}

/** A* with Manhattan from `start`: the boards expanded, each with its g and f ({tiles, g, f}). */
export function astar(start) {
  const best = new Map([[key(start), 0]]);
  const buckets = [];
  const push = (tiles, g) => (buckets[g + manhattan(tiles)] ??= []).push({ tiles, g });
  push(start, 0);
  const trace = [];
  for (let f = 0; f < buckets.length; ) {
    const entry = buckets[f]?.pop();
    if (!entry) {
      f += 1;
      continue;
    }
    const { tiles, g } = entry;
    if (best.get(key(tiles)) < g) continue; // reached more cheaply since
    trace.push({ tiles, g, f });
    if (key(tiles) === key(GOAL)) return trace;
    for (const next of successors(tiles)) {
      if (best.has(key(next)) && best.get(key(next)) <= g + 1) continue;
      best.set(key(next), g + 1);
      push(next, g + 1);
      f = Math.min(f, g + 1 + manhattan(next));
    }
  }
  return trace;
}

/** A board on one line, as the page names boards: "1 2 3 / 4 _ 6 / 7 5 8". */
export const lineOf = (tiles) => [0, 3, 6].map((row) => tiles.slice(row, row + 3).map((t) => (t === 0 ? '_' : t)).join(' ')).join(' / ');

/** A trace as a program prints it: one board a line. */
export const traceText = (boards) => boards.map((tiles) => tiles.join(' ')).join('\n');
