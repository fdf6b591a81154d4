//! Pruning duplicate paths: a finite-state machine over the blank's moves (Taylor and Korf,
//! "Pruning duplicate nodes in depth-first search", 1993).
//!
//! IDA* keeps no record of the nodes it has seen, so it reaches a board once per path to it:
//! six moves of the blank clockwise round a 2x2 block give the same board as six
//! counter-clockwise, and the search would explore what lies beyond both. Here every short path
//! of the blank on the 4x4 board (a sequence of cells: what it does to the board depends only on
//! them) is compared with the others from the same cell: a path that ends on the same board as
//! a shorter one, or as one of the same length that comes first in the order of the moves, is
//! *forbidden*. Replacing a forbidden stretch of a path by its preferred twin keeps the path's
//! end and makes it shorter or earlier in that order, so the first of the shortest solutions
//! contains no forbidden stretch: skipping every path that does keeps every answer optimal.
//!
//! The forbidden paths are found once per process by a breadth-first walk from each cell, and
//! matched as the search goes by an Aho-Corasick automaton: each node carries its state, and
//! a move is one table read, which says the next state or that the move is pruned. The move
//! that undoes the last one (a path of two moves back to the start) is among the forbidden.

use std::collections::VecDeque;
use std::sync::OnceLock;

use rustc_hash::FxHashSet;

use crate::heuristic::pdb::CELLS;

/// The longest blank paths compared. Longer ones find more duplicates but take longer to find
/// (17 ms for 12 moves, 88 ms for 14) and make a larger table, which competes with the databases
/// for the processor's caches (BENCHMARKS.md).
const LONGEST: usize = 12;

/// [`CELLS`] as a cell number.
const BOARD_CELLS: u8 = 16;

/// The state a move leads to when the move is pruned.
pub(crate) const PRUNED: u16 = u16::MAX;

/// The blank's neighbouring cells: `cells[cell][..count[cell]]`, up, down, left, right (those on
/// the board). A move is named by its place in this list.
#[derive(Debug)]
pub(crate) struct Neighbours {
    cells: [[u8; 4]; CELLS],
    count: [u8; CELLS],
}

impl Neighbours {
    #[expect(clippy::cast_possible_truncation, reason = "cells are below 16, and a const fn has no try_from")]
    const fn new() -> Self {
        let mut cells = [[0; 4]; CELLS];
        let mut count = [0; CELLS];
        let mut cell = 0;
        while cell < CELLS {
            let (row, col) = (cell / 4, cell % 4);
            let near = [
                (row > 0, cell.wrapping_sub(4)),
                (row < 3, cell + 4),
                (col > 0, cell.wrapping_sub(1)),
                (col < 3, cell + 1),
            ];
            let mut at = 0;
            while at < 4 {
                if near[at].0 {
                    cells[cell][count[cell] as usize] = near[at].1 as u8;
                    count[cell] += 1;
                }
                at += 1;
            }
            cell += 1;
        }
        Self { cells, count }
    }

    /// The cells next to `cell`.
    pub(crate) fn of(&self, cell: u8) -> &[u8] {
        &self.cells[usize::from(cell)][..usize::from(self.count[usize::from(cell)])]
    }
}

/// The 4x4 board's neighbours.
pub(crate) static NEIGHBOURS: Neighbours = Neighbours::new();

/// The automaton: `next[state * 4 + move]`, and the state of a path that has not moved yet.
#[derive(Debug)]
pub(crate) struct MoveMachine {
    next: Vec<u16>,
    start: [u16; CELLS],
}

impl MoveMachine {
    /// The machine for the 4x4 board, made on first use.
    pub(crate) fn get() -> &'static Self {
        static MACHINE: OnceLock<MoveMachine> = OnceLock::new();
        MACHINE.get_or_init(|| Self::new(LONGEST))
    }

    /// The state of a search whose blank starts on `cell`.
    pub(crate) fn start(&self, cell: u8) -> u16 {
        self.start[usize::from(cell)]
    }

    /// The state after the `step`-th move in [`NEIGHBOURS`] from `state`, or [`PRUNED`].
    #[inline]
    pub(crate) fn next(&self, state: u16, step: usize) -> u16 {
        self.next[usize::from(state) * 4 + step]
    }

    /// How many states the machine has.
    #[cfg(test)]
    fn states(&self) -> usize {
        self.next.len() / 4
    }

    /// The machine that prunes the forbidden paths of up to `longest` moves.
    fn new(longest: usize) -> Self {
        let mut trie = Trie::new();
        for path in forbidden(longest) {
            trie.insert(&path);
        }
        trie.into_machine()
    }
}

/// A blank path of up to 16 cells, four bits each, the last cell lowest, and its length in cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Path {
    cells: u64,
    len: u32,
}

impl Path {
    fn then(self, cell: u8) -> Self {
        Self { cells: (self.cells << 4) | u64::from(cell), len: self.len + 1 }
    }

    fn last(self) -> u8 {
        (self.cells & 15) as u8
    }

    /// Its last `len` cells.
    fn ending(self, len: u32) -> Self {
        Self { cells: self.cells & (u64::MAX >> (64 - 4 * len)), len }
    }

    /// Its cells, first to last.
    fn cells(self) -> Vec<u8> {
        (0..self.len).rev().map(|at| ((self.cells >> (4 * at)) & 15) as u8).collect()
    }
}

/// The forbidden paths of up to `longest` moves (at most 15), each as its cells, without those
/// that end with a shorter forbidden path (the automaton prunes them anyway). From each cell,
/// paths are found breadth first with the moves tried in order, so the first path to reach a
/// board is the preferred one, and only preferred paths are extended: a forbidden path has
/// no forbidden stretch but its ending.
///
/// One start cell is walked at a time, so only its boards are held (about 20,000 at 12 moves,
/// a few hundred kilobytes): a wasm instance never gives memory back, and walking all sixteen
/// side by side took 10 MB, which stayed beside the databases.
fn forbidden(longest: usize) -> Vec<Vec<u8>> {
    // The board as 16 four-bit cells, each holding the number of the cell it started on.
    let start: u64 = (0..CELLS as u64).map(|at| at << (4 * at)).sum();
    let swap = |board: u64, a: u8, b: u8| {
        let (a, b) = (4 * u64::from(a), 4 * u64::from(b));
        let (x, y) = ((board >> a) & 15, (board >> b) & 15);
        board & !(15 << a) & !(15 << b) | (x << b) | (y << a)
    };
    let rounds = longest.min(CELLS - 1);
    let mut forbidden = Vec::new();
    // Paths that reach a board their start cell's walk reached before, shortest first.
    let mut repeats = Vec::new();
    for cell in 0..BOARD_CELLS {
        let mut seen = FxHashSet::from_iter([start]);
        let mut level = vec![(start, Path { cells: u64::from(cell), len: 1 })];
        for round in 1..=rounds {
            let mut next_level = Vec::new();
            for &(board, path) in &level {
                let at = path.last();
                let back = path.ending(2).cells >> 4;
                for &to in NEIGHBOURS.of(at) {
                    // Undoing the last move: the paths of two moves that do it are forbidden.
                    if path.len > 1 && u64::from(to) == back {
                        if path.len == 2 {
                            forbidden.push(path.then(to).cells());
                        }
                        continue;
                    }
                    let board = swap(board, at, to);
                    let longer = path.then(to);
                    if !seen.insert(board) {
                        repeats.push(longer);
                    } else if round < rounds {
                        next_level.push((board, longer));
                    }
                }
            }
            level = next_level;
        }
    }
    // Shortest first (the sort is stable), so each path's shorter endings are settled first.
    repeats.sort_by_key(|path| path.len);
    let mut found = FxHashSet::default();
    for path in repeats {
        if (3..path.len).all(|len| !found.contains(&path.ending(len))) {
            found.insert(path);
            forbidden.push(path.cells());
        }
    }
    forbidden
}

/// A trie of blank paths: node 0 is the root, its child for a cell is the path of that cell
/// alone, and deeper children go by move number.
struct Trie {
    cell: Vec<u8>,
    children: Vec<[u32; 4]>,
    forbidden: Vec<bool>,
}

/// No child.
const NONE: u32 = 0;

impl Trie {
    fn new() -> Self {
        let mut trie = Self { cell: vec![0], children: vec![[NONE; 4]], forbidden: vec![false] };
        for cell in 0..BOARD_CELLS {
            trie.add(cell);
        }
        trie
    }

    fn add(&mut self, cell: u8) -> u32 {
        self.cell.push(cell);
        self.children.push([NONE; 4]);
        self.forbidden.push(false);
        u32::try_from(self.cell.len() - 1).unwrap_or(u32::MAX)
    }

    /// The node of the path of `cell` alone.
    fn first(cell: u8) -> u32 {
        1 + u32::from(cell)
    }

    fn insert(&mut self, path: &[u8]) {
        let mut node = Self::first(path[0]);
        for window in path.windows(2) {
            let step = step_to(window[0], window[1]);
            let child = self.children[node as usize][step];
            node = if child == NONE {
                let child = self.add(window[1]);
                self.children[node as usize][step] = child;
                child
            } else {
                child
            };
        }
        self.forbidden[node as usize] = true;
    }

    /// The Aho-Corasick automaton over the trie: a node's failure is its longest proper
    /// ending that is a node too (it ends on the same cell); a node is pruned when it or an
    /// ending of it is a forbidden path. The pruned nodes are dropped and the rest renumbered.
    fn into_machine(self) -> MoveMachine {
        let nodes = self.cell.len();
        let mut next = vec![[NONE; 4]; nodes];
        let mut pruned = self.forbidden.clone();
        let mut failure = vec![0u32; nodes];
        let mut queue = VecDeque::new();
        for cell in 0..BOARD_CELLS {
            queue.push_back(Trie::first(cell));
        }
        while let Some(node) = queue.pop_front() {
            let at = node as usize;
            let cell = self.cell[at];
            for (step, &to) in NEIGHBOURS.of(cell).iter().enumerate() {
                let child = self.children[at][step];
                // Where the move leads when this path is not extended in the trie: the same
                // move from the failure, or the path of the new cell alone from a single cell.
                let fallback = if failure[at] == 0 { Trie::first(to) } else { next[failure[at] as usize][step] };
                if child == NONE {
                    next[at][step] = fallback;
                } else {
                    next[at][step] = child;
                    failure[child as usize] = fallback;
                    pruned[child as usize] |= pruned[fallback as usize];
                    queue.push_back(child);
                }
            }
        }
        // Renumber the states that are not pruned (the root is never entered).
        let mut number = vec![PRUNED; nodes];
        let mut count = 0;
        for node in 1..nodes {
            if !pruned[node] {
                assert!(count < PRUNED, "the states are numbered in 16 bits");
                number[node] = count;
                count += 1;
            }
        }
        let mut table = vec![PRUNED; count as usize * 4];
        for node in 1..nodes {
            if number[node] != PRUNED {
                let steps = NEIGHBOURS.count[usize::from(self.cell[node])];
                for step in 0..usize::from(steps) {
                    table[number[node] as usize * 4 + step] = number[next[node][step] as usize];
                }
            }
        }
        let start = std::array::from_fn(|cell| number[1 + cell]);
        MoveMachine { next: table, start }
    }
}

/// The number of the move from `from` to its neighbour `to`.
fn step_to(from: u8, to: u8) -> usize {
    NEIGHBOURS.of(from).iter().position(|&cell| cell == to).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Follows `cells` from the first through the machine: `None` once a move is pruned.
    fn follow(machine: &MoveMachine, cells: &[u8]) -> Option<u16> {
        let mut state = machine.start(cells[0]);
        for window in cells.windows(2) {
            state = machine.next(state, step_to(window[0], window[1]));
            if state == PRUNED {
                return None;
            }
        }
        Some(state)
    }

    #[test]
    fn undoing_a_move_is_pruned() {
        let machine = MoveMachine::new(2);
        assert!(follow(&machine, &[5, 6, 5]).is_none());
        assert!(follow(&machine, &[5, 6, 7, 11, 10]).is_some());
    }

    #[test]
    fn of_two_ways_round_a_block_one_is_pruned_wherever_it_starts() {
        // Six moves round the block of cells 5, 6, 10, 9, clockwise and counter-clockwise.
        let machine = MoveMachine::new(6);
        let (clockwise, counter) = ([5, 6, 10, 9, 5, 6, 10], [5, 9, 10, 6, 5, 9, 10]);
        let pruned = follow(&machine, &clockwise).is_none();
        assert_ne!(pruned, follow(&machine, &counter).is_none());
        // The same stretch after a move from cell 1 into the block.
        let twice = if pruned { clockwise } else { counter };
        assert!(follow(&machine, &[[1].as_slice(), &twice].concat()).is_none());
    }

    #[test]
    fn every_board_near_the_start_is_still_reached_as_soon() {
        // Paths of up to 10 moves from a corner and from a middle cell, through the full
        // machine: they reach every board within 10 moves, each in its fewest moves.
        let machine = MoveMachine::get();
        assert!(machine.states() > CELLS);
        for cell in [0, 5] {
            let mut kept = std::collections::HashMap::new();
            let mut all = std::collections::HashMap::new();
            walk(machine, &mut vec![cell], 0xFEDC_BA98_7654_3210, 10, &mut |board, moves, allowed| {
                let fewest = all.entry(board).or_insert(moves);
                *fewest = moves.min(*fewest);
                if allowed {
                    let fewest = kept.entry(board).or_insert(moves);
                    *fewest = moves.min(*fewest);
                }
            });
            assert_eq!(kept, all, "from cell {cell}");
        }
    }

    /// Every path of up to `depth` more moves after `path`: the board, the moves, and whether
    /// the machine allows it.
    fn walk(
        machine: &MoveMachine,
        path: &mut Vec<u8>,
        board: u64,
        depth: usize,
        visit: &mut impl FnMut(u64, usize, bool),
    ) {
        visit(board, path.len() - 1, follow(machine, path).is_some());
        if depth == 0 {
            return;
        }
        let at = *path.last().unwrap_or(&0);
        for &to in NEIGHBOURS.of(at) {
            let (a, b) = (4 * u64::from(at), 4 * u64::from(to));
            let moved = board & !(15 << a) & !(15 << b) | (((board >> b) & 15) << a) | (((board >> a) & 15) << b);
            path.push(to);
            walk(machine, path, moved, depth - 1, visit);
            path.pop();
        }
    }
}
