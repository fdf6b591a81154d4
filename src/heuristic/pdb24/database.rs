//! One 5x5 pattern database: for every placement of a pattern's tiles, the fewest moves of
//! those tiles that bring them home, four bits an entry, addressed directly.

use super::geometry::NEIGHBOURS;
use super::pattern::{MAX_TILES, Pattern24};
use crate::heuristic::pdb::{Inconsistent, Table};
use crate::model::random::Rng;

/// A built 5x5 pattern database (see [`super::Database24Builder`] for what the entries mean).
///
/// ```
/// use npuzzle::heuristic::pdb24::{Database24, Pattern24};
///
/// let database = Database24::build(Pattern24::new(&[1, 2]), |_| {});
/// assert_eq!(database.moves(&[1, 2]), 0);
/// assert_eq!(database.moves(&[2, 1]), 4); // they cannot pass each other in the row
/// assert_eq!(database.memory_bytes(), 25 * 25 / 2 + 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Database24 {
    pattern: Pattern24,
    /// Half of each entry's excess over the pattern's Manhattan distance, two entries a byte,
    /// by address (the first in the low four bits).
    entries: Table,
    max_moves: u32,
    saturated: usize,
}

impl Database24 {
    pub(super) const fn from_parts(pattern: Pattern24, entries: Table, max_moves: u32, saturated: usize) -> Self {
        Self { pattern, entries, max_moves, saturated }
    }

    /// The pattern.
    #[must_use]
    pub const fn pattern(&self) -> &Pattern24 {
        &self.pattern
    }

    /// The largest entry: the most pattern moves any placement needs.
    #[must_use]
    pub const fn max_moves(&self) -> u32 {
        self.max_moves
    }

    /// Entries whose excess did not fit four bits and were stored lower (still lower bounds).
    #[must_use]
    pub const fn saturated(&self) -> usize {
        self.saturated
    }

    /// Bytes the entries take as searched.
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        self.entries.len()
    }

    /// Half the excess of the placement at `address` over its Manhattan distance.
    #[inline]
    #[must_use]
    pub fn half_excess(&self, address: usize) -> u32 {
        u32::from((self.entries[address / 2] >> (4 * (address % 2))) & 0xF)
    }

    /// The fewest pattern moves from the placement with the i-th tile on `cells[i]`.
    #[must_use]
    pub fn moves(&self, cells: &[u8]) -> u32 {
        self.pattern.manhattan(cells) + 2 * self.half_excess(self.pattern.address(cells))
    }

    /// Checks `samples` placements drawn by `rng` against what a true database holds: the goal
    /// placement needs 0 moves, and one move of a pattern tile into a free neighbouring cell
    /// changes the entry by exactly one (the tiles' moves form an undirected graph searched
    /// breadth first). Entries altered with their checksum recomputed are caught when the
    /// sample meets them or a neighbour of theirs; saturated entries are not compared.
    ///
    /// # Errors
    /// The first [`Inconsistent`] placement found.
    pub fn check_sample(&self, samples: usize, rng: &mut Rng) -> Result<(), Inconsistent> {
        let goal = self.pattern.goal_cells();
        let at_goal = self.moves(goal);
        if at_goal != 0 {
            return Err(Inconsistent { index: self.pattern.address(goal), moves: at_goal, neighbour: 0 });
        }
        let k = self.pattern.len();
        for _ in 0..samples {
            let mut cells = [0; MAX_TILES];
            let mut taken = 0u32;
            for cell in cells.iter_mut().take(k) {
                let free: Vec<u8> = (0..25).filter(|&cell| taken & 1 << cell == 0).collect();
                *cell = free[rng.below(free.len())];
                taken |= 1 << *cell;
            }
            let address = self.pattern.address(&cells[..k]);
            let moves = self.moves(&cells[..k]);
            for slot in 0..k {
                let mut targets = NEIGHBOURS[usize::from(cells[slot])] & !taken;
                while targets != 0 {
                    let to = u8::try_from(targets.trailing_zeros()).unwrap_or(0);
                    targets &= targets - 1;
                    let mut next = cells;
                    next[slot] = to;
                    let there = self.moves(&next[..k]);
                    let saturated =
                        [address, self.pattern.address(&next[..k])].iter().any(|&at| self.half_excess(at) == 15);
                    if there.abs_diff(moves) != 1 && !saturated {
                        return Err(Inconsistent { index: address, moves, neighbour: there });
                    }
                }
            }
        }
        Ok(())
    }
}
