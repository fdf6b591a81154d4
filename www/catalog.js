// Words for the names the core uses, and the preset boards. The lists of algorithms and
// heuristics themselves come from the core (`algorithms()`, `heuristics()`): a name the core
// adds shows up here with its own name until it gets a label.

export const ALGORITHMS = {
  bfs: { label: 'Breadth-first search', short: 'BFS', note: 'Optimal. Explores every board level by level; memory-hungry.' },
  dfs: { label: 'Depth-first search', short: 'DFS', note: 'Depth-limited and not optimal: a teaching example.' },
  iddfs: { label: 'Iterative deepening DFS', short: 'IDDFS', note: 'Optimal with little memory, but slow.' },
  greedy: { label: 'Greedy best-first', short: 'Greedy', note: 'Fast, follows the heuristic only; long solutions.' },
  ucs: { label: 'Uniform-cost search', short: 'UCS', note: 'Optimal; with unit moves it behaves like BFS.' },
  astar: { label: 'A*', short: 'A*', note: 'Optimal. Guided by the heuristic; stores what it sees.' },
  wastar: { label: 'Weighted A*', short: 'Weighted A*', note: 'At most weight × optimal moves, much faster.' },
  idastar: { label: 'IDA*', short: 'IDA*', note: 'Optimal with almost no memory; the choice for 15-puzzles.' },
  auto: { label: 'Automatic', short: 'Auto', note: 'Picks a solver to suit the board.' },
  fast: { label: 'Fast', short: 'Fast', note: 'A quick answer, not necessarily the shortest.' },
  // What `auto` runs on 5x5 (not offered by name).
  anytime: { label: 'Anytime beam search', short: 'Anytime', note: 'Ever shorter answers, each with a proved lower bound on the optimum.' },
};

export const HEURISTICS = {
  none: { label: 'None (zero)', short: 'no heuristic' },
  hamming: { label: 'Hamming: misplaced tiles', short: 'Hamming' },
  manhattan: { label: 'Manhattan distance', short: 'Manhattan' },
  'linear-conflict': { label: 'Linear conflict', short: 'linear conflict' },
  pdb: { label: 'Pattern database', short: 'PDB' },
  // The other 4x4 sets a browser builds: by their partition of the 15 tiles.
  'pdb-5-5-5': { label: 'Pattern database (5-5-5)', short: 'PDB 5-5-5' },
  // What a `pdb` search reports once the stronger set the site serves is held
  // (workers/database-sourcing.js).
  'pdb-7-7-1': { label: 'Pattern database (7-7-1)', short: 'PDB 7-7-1' },
  'pdb-7-8': { label: 'Pattern database (7-8)', short: 'PDB 7-8' },
  // The 5x5 set `auto`'s anytime search uses.
  'pdb-5-5-5-5-4': { label: 'Pattern database (5-5-5-5-4)' },
};

export function algorithmLabel(name) {
  return ALGORITHMS[name]?.label ?? name;
}

/** A short name for tables and charts: BFS, A*, IDA*. */
export function algorithmShort(name) {
  return ALGORITHMS[name]?.short ?? name;
}

export function heuristicLabel(name) {
  return HEURISTICS[name]?.label ?? name;
}

/** The button that repairs an unsolvable board by swapping the two tiles the core names. */
export function swapFixLabel([a, b]) {
  return `Swap tiles ${a} and ${b} to make it solvable`;
}

/**
 * An algorithm with the heuristic it names, as core.parseAlgorithmEntry reads `astar:hamming`:
 * "A* · Hamming" (`short`: "A* · Hamming" with the algorithm's short name).
 * @param {{algorithm: string, heuristic: string | null}} entry
 */
export function entryLabel({ algorithm, heuristic }, { short = false } = {}) {
  const name = short ? algorithmShort(algorithm) : algorithmLabel(algorithm);
  return heuristic ? `${name} · ${HEURISTICS[heuristic]?.short ?? heuristic}` : name;
}

/** Why a run stopped, in two words (tables, charts). */
export const SHORT_REASONS = {
  'expanded-limit': 'node limit',
  'memory-limit': 'memory limit',
  'time-limit': 'time limit',
  cancelled: 'cancelled',
  'depth-limit': 'depth limit',
};

/** Why a run stopped, in a few words. */
export const REASONS = {
  'expanded-limit': 'Expanded-node limit reached',
  'memory-limit': 'Memory limit reached',
  'time-limit': 'Time limit reached',
  cancelled: 'Cancelled',
  'depth-limit': 'Depth limit reached',
};

/**
 * Boards worth a click. Tiles in reading order, 0 the blank; `goal` a preset name.
 * The 15-puzzles are from Korf (1985), bench/korf100.txt, the 24-puzzle from Korf and Taylor
 * (1996), bench/korf-taylor-24.txt (goal: blank first).
 */
export const PRESETS = [
  {
    id: 'easy-8',
    name: '8-puzzle, 20 moves',
    detail: 'solved at once',
    tiles: [7, 3, 4, 8, 2, 6, 5, 1, 0],
    goal: 'blank-last',
  },
  {
    id: 'hardest-8a',
    name: 'Hardest 8-puzzle A',
    detail: '31 moves',
    tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1],
    goal: 'blank-last',
  },
  {
    id: 'hardest-8b',
    name: 'Hardest 8-puzzle B',
    detail: '31 moves',
    tiles: [6, 4, 7, 8, 5, 0, 3, 2, 1],
    goal: 'blank-last',
  },
  {
    id: 'korf-16',
    name: 'Korf #16',
    detail: '15-puzzle, 42 moves',
    tiles: [1, 3, 2, 5, 10, 9, 15, 6, 8, 14, 13, 11, 12, 4, 7, 0],
    goal: 'blank-first',
  },
  {
    id: 'korf-12',
    name: 'Korf #12',
    detail: '15-puzzle, 45 moves',
    tiles: [14, 1, 9, 6, 4, 8, 12, 5, 7, 2, 3, 0, 10, 11, 13, 15],
    goal: 'blank-first',
  },
  {
    id: 'korf-9',
    name: 'Korf #9',
    detail: '15-puzzle, 46 moves',
    tiles: [3, 14, 9, 11, 5, 4, 8, 2, 13, 12, 6, 7, 10, 1, 15, 0],
    goal: 'blank-first',
  },
  {
    id: 'korf-1',
    name: 'Korf #1',
    detail: '15-puzzle, 57 moves',
    tiles: [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3],
    goal: 'blank-first',
  },
  {
    // Beyond optimal search in a tab: the anytime search's best so far and proved bound.
    id: 'korf-taylor-1',
    name: 'Korf–Taylor #1',
    detail: '24-puzzle, 95 moves',
    tiles: [14, 5, 9, 2, 18, 8, 23, 19, 12, 17, 15, 0, 10, 20, 4, 6, 11, 21, 1, 7, 24, 3, 16, 22, 13],
    goal: 'blank-first',
  },
];

/**
 * Who answers hints: the first entry whose `maxCells` covers the board. Hints are optimal
 * (IDA* with an admissible heuristic), so they stay within reach of a quick search; on 4x4
 * that takes the pattern databases (built or loaded once by the worker, shared with solves).
 */
export const HINT_SOLVERS = [
  { maxCells: 9, algorithm: 'idastar', heuristic: 'linear-conflict' },
  { maxCells: 16, algorithm: 'idastar', heuristic: 'pdb' },
];

/** The limits hints run under: an answer in a moment or none. */
export const HINT_LIMITS = { maxMs: 5000, maxMemoryMb: 64 };

/** Sizes offered besides 3x3 and 4x4 (rows x columns). */
export const SIZES = [
  [2, 2],
  [3, 3],
  [4, 4],
  [5, 5],
  [6, 6],
  [7, 7],
  [8, 8],
  [9, 9],
  [10, 10],
  [2, 3],
  [2, 4],
  [3, 4],
  [3, 5],
  [4, 5],
  [5, 6],
];

/** Words for the direction letters: the way the tile slides. */
export const DIRECTIONS = {
  U: { word: 'up', arrow: '↑' },
  D: { word: 'down', arrow: '↓' },
  L: { word: 'left', arrow: '←' },
  R: { word: 'right', arrow: '→' },
};
