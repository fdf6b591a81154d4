// Types for the full wasm module's glue `npuzzle_full.js` (scripts/full-module.sh: the crate
// without its `light` feature), which the worker imports when a plan is not generic or the Lab or
// "Explain h" is first used, and the helper workers start on: everything the first module has
// (npuzzle.d.ts), and the pattern databases, the helpers' subtrees and the heuristic lab's
// checks, and a student's work checked (src/wasm/{databases,sharing,checks,check}.rs). The type check reads these instead of the
// generated file. Keep them in step.

import type { Board, Lookups } from './npuzzle';

export * from './npuzzle';

/** Pattern databases, loaded or built. */
export class Databases {
  static load(key: any, bytes: Uint8Array): Databases;
  readonly key: any;
  bytes(): Uint8Array;
  withholdDirect(withhold: boolean): void;
  lookups(board: Board, goal: Board | string): Lookups;
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

/** A helper's slice of a subtree another worker's solve lent: the result for its settle. */
export function searchSubtree(
  databases: Databases,
  item: Uint8Array,
  budget: number,
): { result: Uint8Array; expanded: number };

/** What a heuristic counts on one board ("Explain h"; src/heuristic/explain.rs). */
export interface Explanation {
  heuristic: string;
  h: number;
  exact: number | null;
  trueDistance: number | null;
  shown: { misplaced: boolean; distances: boolean; conflicts: boolean; groups: boolean };
  tiles: { tile: number; cell: number; goal: number; distance: number }[];
  lines: { line: 'row' | 'column'; index: number; pairs: [number, number][]; leaving: number[] }[];
  groups: { tiles: number[]; moves: number }[];
  otherGroups: { tiles: number[]; moves: number }[];
  reflected: boolean;
  sum: string;
}

export function explainHeuristic(
  board: Board,
  goal: Board | string,
  heuristic: string,
  trueDistance: number | null,
  lookups: Lookups | null,
): { explanation: Explanation; databases: { key: string; stronger: string | null } | null };

/** A lab board's true distances, searched in slices. */
export class LabTable {
  constructor(size: string);
  run(budget: number): { done: boolean; fraction: number };
  check(heuristic: string): LabCheck;
  free(): void;
}

/** A heuristic checked against every state, in slices: the result is the core's report. */
export class LabCheck {
  run(budget: number): { done: boolean; progress: { phase: string; fraction: number } | null; result: any };
  free(): void;
}

/** A student's search trace read and checked in slices: the verdict is the core's. */
export class TraceCheck {
  constructor(board: Board | string, goal: Board | string | undefined, text: string, algorithm: string, heuristic: string);
  run(budget: number): { done: false; step: number; total: number; hinting: boolean } | { done: true; verdict: any; drawn: number; wrongNode: number | null };
  /** Once done, the trace drawn as a search record: its next chunk (as SolveJob.takeRecord's), or null. */
  takeRecord(max: number): object | null;
  free(): void;
}

/** A student's move list checked: the verdict, and the legal moves as a solution names them. */
export function checkSolution(
  board: Board | string,
  goal: Board | string | undefined,
  text: string,
): { valid: boolean; step: number | null; message: string; convention: string; played: number; tiles: Uint8Array; directions: string };

export default function init(moduleOrPath?: any): Promise<{ memory: WebAssembly.Memory }>;
