// Types for the wasm glue `npuzzle.js`, which wasm-bindgen generates at build time (dist/); the
// type check (tsconfig.json, `make lint-js`) reads these instead of the generated file. They
// follow src/wasm/{boards,solving,databases,transfer}.rs: keep them in step when that changes.
// tsconfig.json's rootDirs makes `../npuzzle.js` from www/ resolve here.

/** A board: tiles in reading order, 0 the blank. */
export interface Board {
  rows: number;
  cols: number;
  tiles: number[];
}

/** A move: the tile and the way it slides ('U', 'D', 'L', 'R'). */
export interface Move {
  tile: number;
  direction: string;
}

export interface Moved {
  board: Board;
  moves: Move[];
}

export interface AlgorithmFacts {
  name: string;
  usesHeuristic: boolean;
  weighted: boolean;
  optimal: boolean;
  iterative: boolean;
  frontier: 'queue' | 'stack' | 'g' | 'h' | 'f' | 'none';
}

export interface Verdict {
  solvable: boolean;
  explanation: string;
  inversions: number;
  blankRowDistance: number;
  manhattan: number;
  fixingSwap: [number, number] | null;
}

/** The search's summary (README "Algorithms"). */
export interface Summary {
  solved: boolean;
  length: number;
  optimal: boolean;
  algorithm: string;
  heuristic: string;
  weight: number | null;
  boundFactor: number | null;
  tiles: number[];
  directions: string[];
  reason: string | null;
  message: string | null;
  stats: { expanded: number; generated: number; maxFrontier: number; stored: number; elapsedMs: number; memoryBytes: number };
  databases: { source: string; ms: number; note: string | null; helperMemoryBytes: number | null } | null;
}

export function parseBoard(text: string): Board;
export function formatBoard(board: Board): string;
export function parseShape(text: string): { rows: number; cols: number };
export function parseAlgorithm(text: string): string;
export function parseHeuristic(text: string): string;
export function parseWeight(text: string): number;
export function algorithms(): AlgorithmFacts[];
export function heuristics(): string[];
export function goalBoard(rows: number, cols: number, goal: string): Board;
export function randomBoard(rows: number, cols: number, goal: Board, seed: number): Board;
export function scrambleBoard(board: Board, moves: number, seed: number): Board;
export function isSolvable(board: Board, goal: Board | string): Verdict;
export function isSolved(board: Board, goal: Board | string): boolean;
export function slideCell(board: Board, cell: number): Moved;
export function slideDirection(board: Board, letter: string): Moved;
export function slideTile(board: Board, tile: number): Moved;
export function swapTiles(board: Board, a: number, b: number): Board;
export function replayMoves(board: Board, tiles: number[]): Board[];
/** What a recorded search holds and costs (src/search/record.rs). */
export function recordFacts(): { defaultCap: number; maxCap: number; eventBytes: number; treeNodeBytes: number; kinds: string[]; fates: string[]; none: number };
export function readBenchFile(text: string): { id: string; optimal: number | null; board: Board }[];
export function solve(board: Board, options: string | object): Summary;
export function start(): void;

/** A resumable search: `run(budget)` answers progress or the summary. */
export class SolveJob {
  cancel(): void;
  /** Stops it keeping what it found (the anytime search's best answer): its summary. */
  stop(): any;
  run(budget: number): any;
  /** How many helper workers share its passes on `cores` cores (0: alone). */
  share(cores: number): number;
  /** A subtree for a helper's searchSubtree, or undefined when none is left to lend. */
  lend(): Uint8Array | undefined;
  settle(result: Uint8Array): void;
  giveBack(item: Uint8Array): void;
  readonly waiting: boolean;
  free(): void;
}

/** A helper's slice of a subtree another worker's solve lent: the result for its settle. */
export function searchSubtree(
  databases: Databases,
  item: Uint8Array,
  budget: number,
): { result: Uint8Array; expanded: number };

/** What a solve needs, decided once by the core: its databases, then the job. */
export class SolvePlan {
  constructor(board: Board, options: object);
  readonly summary: any;
  cancelled(elapsedMs: number): Summary;
  /** The summary of this solve stopped at its time limit while its databases are prepared, or null. */
  outOfTime(): Summary | null;
  start(): SolveJob;
  startWith(databases: Databases): SolveJob;
  free(): void;
}

/** Pattern databases, loaded or built. */
export class Databases {
  static load(key: any, bytes: Uint8Array): Databases;
  readonly key: any;
  bytes(): Uint8Array;
  withholdDirect(withhold: boolean): void;
  free(): void;
}

/** A pattern-database build in slices, its largest part optionally built elsewhere. */
export class DatabaseBuild {
  constructor(key: any);
  static forTask(task: any): DatabaseBuild;
  run(budget: number): any;
  finish(): Databases;
  handOff(): any;
  takeBack(): void;
  adopt(bytes: Uint8Array): void;
  helperProgress(fraction: number): void;
  partBytes(): Uint8Array;
  free(): void;
}

export function initSync(module: any): { memory: WebAssembly.Memory };
export default function init(moduleOrPath?: any): Promise<{ memory: WebAssembly.Memory }>;
