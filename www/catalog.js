// Words for the names the core uses, and the preset boards. The lists of algorithms and
// heuristics themselves come from the core (`algorithms()`, `heuristics()`): a name the core
// adds shows up here with its own name until it gets a label. The words are catalogue keys
// (locales/*.ftl), worded by the `say` each function is given: the language of the component
// that asks (words.js).

/**
 * The keys of the names of the algorithms the page offers by id: its label, a short one for
 * tables and charts (BFS, A*, IDA*) and a note on what it is for.
 */
const ALGORITHM_KEYS = {
  bfs: { label: 'label-algorithm-bfs', short: 'label-algorithm-bfs-short', note: 'label-algorithm-bfs-note' },
  dfs: { label: 'label-algorithm-dfs', short: 'label-algorithm-dfs-short', note: 'label-algorithm-dfs-note' },
  iddfs: { label: 'label-algorithm-iddfs', short: 'label-algorithm-iddfs-short', note: 'label-algorithm-iddfs-note' },
  greedy: { label: 'label-algorithm-greedy', short: 'label-algorithm-greedy-short', note: 'label-algorithm-greedy-note' },
  ucs: { label: 'label-algorithm-ucs', short: 'label-algorithm-ucs-short', note: 'label-algorithm-ucs-note' },
  astar: { label: 'label-algorithm-astar', short: 'label-algorithm-astar', note: 'label-algorithm-astar-note' },
  wastar: { label: 'label-algorithm-wastar', short: 'label-algorithm-wastar', note: 'label-algorithm-wastar-note' },
  idastar: { label: 'label-algorithm-idastar', short: 'label-algorithm-idastar', note: 'label-algorithm-idastar-note' },
  auto: { label: 'label-algorithm-auto', short: 'label-algorithm-auto-short', note: 'label-algorithm-auto-note' },
  fast: { label: 'label-algorithm-fast', short: 'label-algorithm-fast', note: 'label-algorithm-fast-note' },
  // What `auto` runs on 5x5 (not offered by name).
  anytime: { label: 'label-algorithm-anytime', short: 'label-algorithm-anytime-short', note: 'label-algorithm-anytime-note' },
};

/** The keys of the heuristics' names by id: a label and a short one. */
const HEURISTIC_KEYS = {
  none: { label: 'label-heuristic-none', short: 'label-heuristic-none-short' },
  hamming: { label: 'label-heuristic-hamming', short: 'label-heuristic-hamming-short' },
  manhattan: { label: 'label-heuristic-manhattan', short: 'label-heuristic-manhattan-short' },
  'linear-conflict': { label: 'label-heuristic-linear-conflict', short: 'label-heuristic-linear-conflict-short' },
  pdb: { label: 'label-heuristic-pdb', short: 'label-heuristic-pdb-short' },
  // The other 4x4 sets a browser builds: by their partition of the 15 tiles.
  'pdb-5-5-5': { label: 'label-heuristic-pdb-5-5-5', short: 'label-heuristic-pdb-5-5-5-short' },
  // What a `pdb` search reports once the stronger set the site serves is held
  // (workers/databases/database-sourcing.js).
  'pdb-7-7-1': { label: 'label-heuristic-pdb-7-7-1', short: 'label-heuristic-pdb-7-7-1-short' },
  'pdb-7-8': { label: 'label-heuristic-pdb-7-8', short: 'label-heuristic-pdb-7-8-short' },
  // The 5x5 set `auto`'s anytime search uses.
  'pdb-5-5-5-5-4': { label: 'label-heuristic-pdb-5-5-5-5-4' },
};

/**
 * The words of `table[name][field]`; a name without them is shown as itself.
 * @param {import('./words.js').Say} say
 * @param {Record<string, Record<string, string>>} table
 * @param {string} name
 * @param {string} field
 */
function named(say, table, name, field) {
  const key = table[name]?.[field];
  return key ? say(key) : name;
}

/**
 * @param {import('./words.js').Say} say
 * @param {string} name
 */
export function algorithmLabel(say, name) {
  return named(say, ALGORITHM_KEYS, name, 'label');
}

/**
 * A short name for tables and charts: BFS, A*, IDA*.
 * @param {import('./words.js').Say} say
 * @param {string} name
 */
export function algorithmShort(say, name) {
  return named(say, ALGORITHM_KEYS, name, 'short');
}

/**
 * What the algorithm is for, in a sentence ('' for a name without one).
 * @param {import('./words.js').Say} say
 * @param {string} name
 */
export function algorithmNote(say, name) {
  const key = ALGORITHM_KEYS[name]?.note;
  return key ? say(key) : '';
}

/**
 * @param {import('./words.js').Say} say
 * @param {string} name
 */
export function heuristicLabel(say, name) {
  return named(say, HEURISTIC_KEYS, name, 'label');
}

/**
 * @param {import('./words.js').Say} say
 * @param {string} name
 */
export function heuristicShort(say, name) {
  return named(say, HEURISTIC_KEYS, name, 'short');
}

/**
 * The button that repairs an unsolvable board by swapping the two tiles the core names.
 * @param {import('./words.js').Say} say
 * @param {[number | string, number | string]} pair
 */
export function swapFixLabel(say, [a, b]) {
  return say('label-swap-fix', { a: String(a), b: String(b) });
}

/**
 * An algorithm with the heuristic it names, as core.parseAlgorithmEntry reads `astar:hamming`:
 * "A* · Hamming" (`short`: "A* · Hamming" with the algorithm's short name).
 * @param {import('./words.js').Say} say
 * @param {{algorithm: string, heuristic: string | null}} entry
 */
export function entryLabel(say, { algorithm, heuristic }, { short = false } = {}) {
  const name = short ? algorithmShort(say, algorithm) : algorithmLabel(say, algorithm);
  return heuristic ? `${name} · ${heuristicShort(say, heuristic)}` : name;
}

/** The keys of why a run stopped: in a few words, and in two for tables and charts. */
const REASON_KEYS = {
  'expanded-limit': { label: 'label-reason-expanded-limit', short: 'label-reason-expanded-limit-short' },
  'memory-limit': { label: 'label-reason-memory-limit', short: 'label-reason-memory-limit-short' },
  'time-limit': { label: 'label-reason-time-limit', short: 'label-reason-time-limit-short' },
  cancelled: { label: 'label-reason-cancelled', short: 'label-reason-cancelled-short' },
  'depth-limit': { label: 'label-reason-depth-limit', short: 'label-reason-depth-limit-short' },
};

/**
 * Why a run stopped, in a few words.
 * @param {import('./words.js').Say} say
 * @param {string} reason
 */
export function reasonLabel(say, reason) {
  return named(say, REASON_KEYS, reason, 'label');
}

/**
 * Why a run stopped, in two words (tables, charts).
 * @param {import('./words.js').Say} say
 * @param {string} reason
 */
export function shortReasonLabel(say, reason) {
  return named(say, REASON_KEYS, reason, 'short');
}

/**
 * Boards worth a click. Tiles in reading order, 0 the blank; `goal` a preset name.
 * The 15-puzzles are from Korf (1985), bench/korf100.txt, the 24-puzzle from Korf and Taylor
 * (1996), bench/korf-taylor-24.txt (goal: blank first). `name`: a proper name, or the key of
 * a described one; `detail`: the key of its line under the name (presetName, presetDetail).
 * @type {{id: string, name: string | {key: string}, detail: {key: string, args?: Record<string, number>}, tiles: number[], goal: string}[]}
 */
export const PRESETS = [
  {
    id: 'easy-8',
    name: { key: 'label-preset-easy-8' },
    detail: { key: 'label-preset-solved-at-once' },
    tiles: [7, 3, 4, 8, 2, 6, 5, 1, 0],
    goal: 'blank-last',
  },
  {
    id: 'hardest-8a',
    name: { key: 'label-preset-hardest-8a' },
    detail: { key: 'label-preset-moves', args: { count: 31 } },
    tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1],
    goal: 'blank-last',
  },
  {
    id: 'hardest-8b',
    name: { key: 'label-preset-hardest-8b' },
    detail: { key: 'label-preset-moves', args: { count: 31 } },
    tiles: [6, 4, 7, 8, 5, 0, 3, 2, 1],
    goal: 'blank-last',
  },
  {
    id: 'korf-16',
    name: 'Korf #16',
    detail: { key: 'label-preset-size-moves', args: { size: 15, count: 42 } },
    tiles: [1, 3, 2, 5, 10, 9, 15, 6, 8, 14, 13, 11, 12, 4, 7, 0],
    goal: 'blank-first',
  },
  {
    id: 'korf-12',
    name: 'Korf #12',
    detail: { key: 'label-preset-size-moves', args: { size: 15, count: 45 } },
    tiles: [14, 1, 9, 6, 4, 8, 12, 5, 7, 2, 3, 0, 10, 11, 13, 15],
    goal: 'blank-first',
  },
  {
    id: 'korf-9',
    name: 'Korf #9',
    detail: { key: 'label-preset-size-moves', args: { size: 15, count: 46 } },
    tiles: [3, 14, 9, 11, 5, 4, 8, 2, 13, 12, 6, 7, 10, 1, 15, 0],
    goal: 'blank-first',
  },
  {
    id: 'korf-1',
    name: 'Korf #1',
    detail: { key: 'label-preset-size-moves', args: { size: 15, count: 57 } },
    tiles: [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3],
    goal: 'blank-first',
  },
  {
    // Beyond optimal search in a tab: the anytime search's best so far and proved bound.
    id: 'korf-taylor-1',
    name: 'Korf–Taylor #1',
    detail: { key: 'label-preset-size-moves', args: { size: 24, count: 95 } },
    tiles: [14, 5, 9, 2, 18, 8, 23, 19, 12, 17, 15, 0, 10, 20, 4, 6, 11, 21, 1, 7, 24, 3, 16, 22, 13],
    goal: 'blank-first',
  },
];

/**
 * @param {import('./words.js').Say} say
 * @param {(typeof PRESETS)[number]} preset
 */
export function presetName(say, { name }) {
  return typeof name === 'string' ? name : say(name.key);
}

/**
 * @param {import('./words.js').Say} say
 * @param {(typeof PRESETS)[number]} preset
 */
export function presetDetail(say, { detail }) {
  return say(detail.key, detail.args);
}

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

/** The catalogue key of each direction letter's word: the way the tile slides. */
export const DIRECTION_KEYS = { U: 'label-direction-up', D: 'label-direction-down', L: 'label-direction-left', R: 'label-direction-right' };

/** The arrow of each direction letter: the way the tile slides. */
export const DIRECTIONS = {
  U: { arrow: '↑' },
  D: { arrow: '↓' },
  L: { arrow: '←' },
  R: { arrow: '→' },
};
