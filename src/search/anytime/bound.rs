//! Raising the lower bound: IDA* over the 24-puzzle, in slices. A pass under the bound `t`
//! that finds no solution proves that none has `t` moves or fewer, so the least `g + h` it cut
//! off (the next pass's bound) is a lower bound on the optimum; a pass that finds one has found
//! an optimal solution.

use crate::heuristic::pdb24::{Addresses24, CELLS, Estimate24, Heuristic24, Positions, neighbours};

/// No cell: the root's blank came from nowhere.
const NOWHERE: u8 = u8::MAX;

/// One node of the current path.
#[derive(Debug, Clone, Copy)]
struct Frame {
    estimate: Estimate24,
    addresses: Addresses24,
    blank: u8,
    /// The blank's cell before the move that led here.
    came_from: u8,
    /// The blank's next cells not tried yet.
    untried: u32,
}

/// What a slice of the bound's search ended with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum BoundStep {
    /// The budget ran out.
    Running,
    /// An optimal solution: the blank's cells, start to goal.
    Optimal(Vec<u8>),
}

/// IDA* run for the lower bound it proves.
#[derive(Debug)]
pub(super) struct BoundSearch {
    start: Positions,
    start_estimate: (Estimate24, Addresses24),
    positions: Positions,
    board: [u8; CELLS],
    path: Vec<Frame>,
    bound: u32,
    /// The least `g + h` cut off in this pass.
    next_bound: u32,
    pub(super) expanded: u64,
    pub(super) generated: u64,
}

impl BoundSearch {
    /// The search from `start`, its first pass under the start's estimate.
    pub(super) fn new(heuristic: &Heuristic24, start: &Positions) -> Self {
        let start_estimate = heuristic.evaluate(start);
        let mut search = Self {
            start: *start,
            start_estimate,
            positions: *start,
            board: [0; CELLS],
            path: Vec::new(),
            bound: start_estimate.0.value(),
            next_bound: u32::MAX,
            expanded: 0,
            generated: 0,
        };
        search.begin_pass();
        search
    }

    /// The lower bound proved so far: the current pass's bound (every shorter one was searched).
    pub(super) const fn lower_bound(&self) -> u32 {
        self.bound
    }

    /// The states on the current path.
    pub(super) fn depth(&self) -> usize {
        self.path.len()
    }

    fn begin_pass(&mut self) {
        self.positions = self.start;
        for (tile, &cell) in (0u8..).zip(&self.start) {
            self.board[usize::from(cell) % CELLS] = tile;
        }
        let empty = self.positions[0];
        let (estimate, addresses) = self.start_estimate;
        self.path.clear();
        self.path.push(Frame { estimate, addresses, blank: empty, came_from: NOWHERE, untried: neighbours(empty) });
        self.next_bound = u32::MAX;
    }

    /// Generates at most `budget` nodes.
    pub(super) fn run(&mut self, heuristic: &Heuristic24, budget: u64) -> BoundStep {
        for _ in 0..budget {
            let depth = self.path.len();
            let Some(frame) = self.path.last_mut() else { return BoundStep::Running };
            if frame.untried == 0 {
                self.path.pop();
                if let Some(parent) = self.path.last() {
                    let back = parent.blank;
                    self.move_blank(back);
                } else {
                    // The pass is over with no solution: the next one's bound is proved.
                    self.bound = self.next_bound;
                    self.begin_pass();
                }
                continue;
            }
            let cell = u8::try_from(frame.untried.trailing_zeros()).unwrap_or(0);
            frame.untried &= frame.untried - 1;
            if cell == frame.came_from {
                continue;
            }
            let (empty, estimate, mut addresses) = (frame.blank, frame.estimate, frame.addresses);
            self.generated += 1;
            let tile = self.board[usize::from(cell)];
            self.move_blank(cell);
            let next = heuristic.after_move(estimate, &mut addresses, tile, cell, empty);
            let h = next.value();
            let f = u32::try_from(depth).unwrap_or(u32::MAX) + h;
            if f > self.bound {
                self.next_bound = self.next_bound.min(f);
                self.move_blank(empty);
                continue;
            }
            if h == 0 {
                let mut path: Vec<u8> = self.path.iter().map(|frame| frame.blank).collect();
                path.push(cell);
                return BoundStep::Optimal(path);
            }
            self.expanded += 1;
            self.path.push(Frame {
                estimate: next,
                addresses,
                blank: cell,
                came_from: empty,
                untried: neighbours(cell),
            });
        }
        BoundStep::Running
    }

    /// Moves the blank to the neighbouring cell `to`, the tile there to the blank's cell.
    fn move_blank(&mut self, to: u8) {
        let from = self.positions[0];
        let tile = self.board[usize::from(to)];
        self.board[usize::from(from)] = tile;
        self.board[usize::from(to)] = 0;
        self.positions[usize::from(tile)] = from;
        self.positions[0] = to;
    }
}
