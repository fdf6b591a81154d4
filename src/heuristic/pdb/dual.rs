//! The dual lookup: the databases asked about the tiles that *start* on a pattern's cells
//! rather than about the pattern's tiles, and when that answer is a lower bound.
//!
//! Name every tile by its goal cell. If the blank walks `b0 -> ... -> g` along a solution of
//! `k` moves (`b0` its cell now, `g` its goal cell), the inverse arrangement `D` (tile `x`
//! stands on the goal cell of the tile that stands on cell `x` now) is reached from the goal by
//! the same walk with tile `b0` in the blank's part: tile `b0` goes from `b0` to `g`, and every
//! tile it passes moves once. Backwards, `D` is solved in `k` moves of tile `b0` to its own cell,
//! and the tiles that move are exactly those that, in the board, started on other cells: a
//! pattern's tiles in `D` are the tiles that start on the pattern's cells in the board, and the
//! moves they make in `D` are the moves those tiles make in the solution.
//!
//! So a pattern's entry for its placement in `D` bounds those tiles' moves, but only where
//! the databases answer that question:
//! - tile `b0` plays the blank in `D`: a pattern holding cell `b0` is not looked up (its tiles
//!   are not all tiles there, and no database here has the others alone);
//! - `D` ends with the blank's stand-in on `b0`, and a database counts the moves to the goal
//!   with the blank in the goal's region of free cells: where the pattern's goal placement cuts
//!   the board in two and `b0` lies in another region than `g`, the entry is lowered by the
//!   moves that take the blank from that region to the goal's with every pattern tile home.
//!
//! The patterns looked up count disjoint sets of tiles, and the Manhattan distance of `D` is the
//! board's own, so the sum is admissible like the plain one; it is not consistent (a move
//! changes which pattern is left out). This is the part of the literature's dual lookup (Felner,
//! Zahavi, Schaeffer and Holte, IJCAI 2005) that holds for these databases whatever the blank's
//! cell: the whole dual of a board whose blank is off its goal cell is a board of another puzzle
//! (tile `b0` the blank), which these databases do not describe.

use std::collections::HashSet;

use super::cells::{region, spread};
use super::lookup::MAX_PATTERNS;
use super::pattern::{CELLS, MAX_TILES, Pattern};
use super::set::DatabaseSet;

/// For each pattern and each cell of the blank: `None` where the pattern is not looked up in
/// the dual (the blank's cell is one of its cells), else how many half moves its entry is
/// lowered by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DualRules {
    rules: [[Option<u8>; CELLS]; MAX_PATTERNS],
}

impl DualRules {
    /// The rules for `set`'s patterns.
    pub(crate) fn new(set: &DatabaseSet) -> Self {
        let mut rules = [[None; CELLS]; MAX_PATTERNS];
        let goal = set.blank_goal();
        for (rules, database) in rules.iter_mut().zip(set.databases()) {
            let pattern = database.pattern();
            let taken = pattern.goal_cells().iter().fold(0u16, |taken, &cell| taken | 1 << cell);
            let goal_region = region(1 << goal, !taken);
            for (blank, rule) in (0u8..).zip(rules.iter_mut()) {
                if taken & 1 << blank != 0 {
                    continue;
                }
                let start = region(1 << blank, !taken);
                let moves = if start == goal_region { 0 } else { moves_between_regions(pattern, start, goal_region) };
                // Moves from a placement back to itself come in pairs.
                *rule = Some(u8::try_from(moves / 2).unwrap_or(u8::MAX));
            }
        }
        Self { rules }
    }

    /// Half moves pattern `pattern`'s entry is lowered by with the blank on `blank`, or `None`
    /// when that pattern is not looked up.
    #[inline]
    pub(crate) fn rule(&self, pattern: usize, blank: u8) -> Option<u8> {
        self.rules[pattern][usize::from(blank & 15)]
    }
}

/// The fewest moves of `pattern`'s tiles that take the blank from region `from` to region `to`
/// of the goal placement, leaving every tile home (a breadth-first search over placements and
/// regions; a few levels deep).
fn moves_between_regions(pattern: &Pattern, from: u16, to: u16) -> u32 {
    let home: [u8; MAX_TILES] = {
        let mut home = [0; MAX_TILES];
        home[..pattern.len()].copy_from_slice(pattern.goal_cells());
        home
    };
    let k = pattern.len();
    let mut seen = HashSet::from([(home, from)]);
    let mut level = vec![(home, from)];
    let mut moves = 0;
    while !level.is_empty() {
        moves += 1;
        let mut next = Vec::new();
        for (cells, free_region) in level {
            let taken = cells[..k].iter().fold(0u16, |taken, &cell| taken | 1 << cell);
            for slot in 0..k {
                let targets = spread(1 << cells[slot]) & free_region;
                for to_cell in (0u8..16).filter(|&cell| targets & 1 << cell != 0) {
                    let mut placed = cells;
                    let from_cell = placed[slot];
                    placed[slot] = to_cell;
                    let now_taken = taken & !(1 << from_cell) | 1 << to_cell;
                    let reached = region(1 << from_cell, !now_taken);
                    if placed == home && reached == to {
                        return moves;
                    }
                    if seen.insert((placed, reached)) {
                        next.push((placed, reached));
                    }
                }
            }
        }
        level = next;
    }
    // Never on a 4x4 board: a pattern's tiles can always open a way between its regions.
    u32::MAX
}
