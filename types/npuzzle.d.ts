// Types for the wasm glue `npuzzle.js`, the first module (the crate's `light` feature), which
// wasm-bindgen generates at build time (dist/); the type check (tsconfig.json, `make lint-js`)
// reads these instead of the generated file. They follow
// src/wasm/{boards,choices,solving,replay,lab,play,transfer}.rs: keep them in step when that
// changes. npuzzle_full.d.ts types the full module: all of this, and what only it has.
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
  /** After a stop at a limit: the choice that would succeed, and its button's words. */
  retry: { algorithm: string; heuristic: string; limits: { maxExpanded: number | null; maxMemoryMb: number | null; maxMs: number | null }; label: string } | null;
  stats: { expanded: number; generated: number; maxFrontier: number; stored: number; elapsedMs: number; memoryBytes: number; peakMemoryBytes: number };
  databases: { source: string; ms: number; note: string | null; helperMemoryBytes: number | null } | null;
}

/** The page's own words: `key` with `args` (none: `{}`) in the instance's language (src/wasm/words.rs). */
export function say(key: string, args?: object): string;
export function parseBoard(text: string): Board;
export function formatBoard(board: Board): string;
export function boardLine(board: Board): string;
export function parseShape(text: string): { rows: number; cols: number };
export function parseAlgorithm(text: string): string;
export function parseAlgorithmEntry(text: string): { algorithm: string; heuristic: string | null; name: string };
export function parseHeuristic(text: string): string;
export function parseWeight(text: string): number;
export function algorithms(): AlgorithmFacts[];
export function heuristics(): string[];
/** The heuristics a browser runs on a board of that size (a pattern database only where its set serves). */
export function heuristicsFor(rows: number, cols: number): string[];
/** What runs on the board's shape for this algorithm and heuristic (auto picks, uninformed use none). */
export function resolveChoice(board: Board, algorithm: string, heuristic: string): { algorithm: string; heuristic: string };
export function goalBoard(rows: number, cols: number, goal: string): Board;
/** 'blank-last' or 'blank-first' for a goal's name (any case), undefined for an arrangement. */
export function goalName(text: string): string | undefined;
/** What a solve starts on when nothing is chosen (the core's default: auto). */
export function defaultChoice(): { algorithm: string; heuristic: string; weight: number };
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
export function recordFacts(): { defaultCap: number; maxCap: number; eventBytes: number; treeNodeBytes: number; kinds: string[]; fates: string[]; states: string[]; none: number };
/** "Expansions to record" read as the core reads a cap (1 to maxCap); throws naming the range and what was given. */
export function parseRecordCap(text: string): number;
export function readBenchFile(text: string): { id: string; optimal: number | null; board: Board }[];
export function solve(board: Board, options: string | object): Summary;

/** A day's puzzle (src/wasm/play.rs): its board, par and an optimal solution's tiles. */
export interface DailyPuzzle {
  date: string;
  board: Board;
  par: number;
  tiles: number[];
}
export function utcDate(ms: number): string;
export function dailyPuzzle(date: string, rows: number, cols: number): DailyPuzzle;
export function formatTime(ms: number): string;
export function playedSentence(moves: number, timeMs: number, optimal: number | null, proven: boolean): string;
export function shareLine(date: string, rows: number, cols: number, moves: number, timeMs: number, par: number): string;
export function judgeMove(before: number, after: number, tiles: number): 'good' | 'away';
/** `dates`: days played, separated by spaces. */
export function dailyStreak(dates: string, today: string): number;
export function start(): void;

/** A resumable search: `run(budget)` answers progress or the summary. */
export class SolveJob {
  cancel(): void;
  /** Stops it keeping what it found (the anytime search's best answer): its summary. */
  stop(): any;
  run(budget: number): any;
  /** How many helper workers share its passes on `cores` cores (0: alone). Full module only, as are lend, settle, giveBack and waiting. */
  share(cores: number): number;
  /** A subtree for a helper's searchSubtree, or undefined when none is left to lend. */
  lend(): Uint8Array | undefined;
  settle(result: Uint8Array): void;
  giveBack(item: Uint8Array): void;
  readonly waiting: boolean;
  free(): void;
}

/** What a solve needs, decided once by the core: its databases, then the job. */
export class SolvePlan {
  constructor(board: Board, options: object);
  readonly summary: any;
  cancelled(elapsedMs: number): Summary;
  /** The summary of this solve stopped at its time limit while its databases are prepared, or null. */
  outOfTime(): Summary | null;
  /** A generic plan's job (`summary.generic`); the full module starts any plan without databases. */
  start(): SolveJob;
  /** Full module only. */
  startWith(databases: import('./npuzzle_full').Databases): SolveJob;
  free(): void;
}

/** A node `why()` names. */
export interface ReplaySkip { node: number; parent: number | null; fate: 'queued' | 'duplicate' | 'pruned' | 'requeued'; other: number | null; back: boolean }
/** The facts behind the expansion at a step. */
export interface ReplayWhy {
  node: number;
  depth: number;
  pick: 'oldest' | 'newest' | 'lowest' | 'within-bound';
  key: 'f' | 'g' | 'h' | null;
  value: number | null;
  f: number | null;
  bound: number | null;
  depthLimit: number | null;
  frontier: number;
  predicted: number | null;
  tiedCount: number;
  tied: Uint32Array;
  tieRule: 'newer' | null;
  replaced: number | null;
  passedOver: ReplaySkip[];
  generated: ReplaySkip[];
  iterationStarts: boolean;
  goal: number | null;
  goalTest: 'generated' | 'taken';
}

/** A recorded search stepped through: the core's replay of its events. */
export class SearchReplay {
  constructor(board: Board, options: object);
  facts(): { order: 'queue' | 'stack' | 'path' | 'g' | 'h' | 'f'; key: string | null; tieRule: string | null; weight: number; depthLimit: number | null; usesHeuristic: boolean };
  append(kind: Uint8Array, fate: Uint8Array, node: Uint32Array, parent: Uint32Array, other: Uint32Array, g: Uint32Array, h: Uint32Array, label: Uint16Array, stopped: boolean): void;
  seek(step: number): number;
  /** Where the replay is; `[from, to)` the tree shown. */
  status(): {
    step: number; expansions: number; nodes: number; stopped: boolean; found: number | null; foundByNow: boolean;
    iterative: boolean; iteration: number; bound: number | null; current: number | null;
    frontier: number; explored: number; treeNodes: number; from: number; to: number;
  };
  states(): Uint8Array;
  parents(): Uint32Array;
  frontier(count: number): Uint32Array;
  /** Each node's tiles, then the tile that moved (0 at a root). */
  boards(ids: Uint32Array): Uint8Array;
  /** Each node's parent (-1 at a root), g, h and f. */
  costs(ids: Uint32Array): Float64Array;
  /** Each node's board on one line, a line a node. */
  lines(ids: Uint32Array): string;
  why(): ReplayWhy | null;
  // Exercises (src/wasm/exercise.rs): a step is the question's, the expansions done before it.
  questions(exercise: string, count: number): Uint32Array;
  choices(step: number, seed: number): Uint32Array;
  gradePredict(step: number, answer: number): {
    answer: number; right: boolean; taken: number; rights: Uint32Array; pick: 'oldest' | 'newest' | 'lowest' | 'within-bound';
    key: string | null; value: number | null; answerValue: number | null; f: number | null; bound: number | null; tieRule: string | null;
  };
  childrenAt(step: number): Uint32Array;
  gradeExpand(step: number, chosen: Uint32Array): {
    node: number; right: boolean; bound: number | null;
    children: { node: number; fate: 'queued' | 'duplicate' | 'pruned' | 'requeued'; other: number | null; back: boolean; chosen: boolean }[];
  };
  gradeValues(node: number, g: number, h: number, f: number): {
    node: number; right: boolean; g: number; h: number; f: number; rightG: boolean; rightH: boolean; rightF: boolean;
  };
  free(): void;
}

/** What an exercise link may ask (src/wasm/exercise.rs): its kinds, defaults and limits. */
export function exerciseFacts(): { kinds: string[]; kind: string; questions: number; maxQuestions: number };
export function parseExercise(text: string): string;
export function parseQuestionCount(text: string): number;

/** The heuristic lab's choices (src/wasm/lab.rs); its checks are the full module's. */
export function labSizes(): { size: string; states: number }[];
export function parseLabSize(text: string): string;
export function parseLabHeuristic(text: string): string;

/** A pattern-database set's lookups for one board, for the full module's explainHeuristic. */
export interface Lookups {
  heuristic: string;
  partition: string;
  direct: { tiles: number[]; moves: number }[];
  reflected: { tiles: number[]; moves: number }[] | null;
}

/** The instance's language (src/wasm/words.rs): the languages, each named in itself. */
export function languages(): { tag: string; name: string; direction: 'ltr' | 'rtl' }[];
/** The tag of the language nearest to the reader's preferences, English when none is near. */
export function nearestLanguage(preferences: string[]): string;
/** Words this instance from a catalogue's text (English: none): the keys it lacks are `missing`. */
export function useCatalogue(tag: string, text: string): { tag: string; direction: 'ltr' | 'rtl'; missing: number };
/** Whether the instance words every sentence (the first module's English leaves out later views'). */
export function wordsComplete(): boolean;
/** Words the instance, while it speaks English, from the whole English catalogue's text. */
export function completeEnglish(text: string): void;
/** The page's own words: a key with its arguments, in the instance's language. */
export function say(key: string, args?: object): string;

export function initSync(module: any): { memory: WebAssembly.Memory };
export default function init(moduleOrPath?: any): Promise<{ memory: WebAssembly.Memory }>;
