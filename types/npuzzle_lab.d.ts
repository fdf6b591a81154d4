// Types for the second wasm module's glue `npuzzle_lab.js` (scripts/lab-module.sh: the crate's
// `lab` feature, src/wasm/checks.rs), which the worker imports when the Lab or "Explain h" is
// first used; the type check reads these instead of the generated file. Keep them in step.

import type { Board, Lookups } from './npuzzle';

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

export default function init(moduleOrPath?: any): Promise<{ memory: WebAssembly.Memory }>;
