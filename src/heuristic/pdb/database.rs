//! One pattern database: for every placement of a pattern's tiles, the fewest moves of those
//! tiles that bring them home, four bits an entry.

use super::cells::{region, spread};
use super::pattern::{MAX_TILES, Pattern};
use super::table::Table;
use crate::model::random::Rng;
use crate::model::shape::FOUR_BY_FOUR;

/// The most tiles a pattern may have for [`PatternDatabase::direct_entries`]: `16^6` entries
/// take 8 MiB.
pub const DIRECT_MAX_TILES: usize = 6;

/// A built pattern database (see [`DatabaseBuilder`](super::DatabaseBuilder) for what the entries mean).
///
/// ```
/// use npuzzle::heuristic::pdb::{Pattern, PatternDatabase};
///
/// let database = PatternDatabase::build(Pattern::new(&[1, 2, 3]), 0, |_| {});
/// assert_eq!(database.moves(&[1, 2, 3]), 0);
/// assert_eq!(database.moves(&[2, 3, 1]), 6); // 1 + 1 + 2, and 3 cannot pass 2 without a detour
/// assert_eq!(database.memory_bytes(), 16 * 15 * 14 / 2);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PatternDatabase {
    pattern: Pattern,
    blank_goal: u8,
    /// Half of each entry's excess over the pattern's Manhattan distance, two entries a byte.
    packed: Table,
    max_moves: u32,
    saturated: usize,
}

impl PatternDatabase {
    pub(super) const fn from_parts(
        pattern: Pattern,
        blank_goal: u8,
        packed: Table,
        max_moves: u32,
        saturated: usize,
    ) -> Self {
        Self { pattern, blank_goal, packed, max_moves, saturated }
    }

    /// The pattern.
    #[must_use]
    pub const fn pattern(&self) -> &Pattern {
        &self.pattern
    }

    /// The goal cell of the blank the database was built for.
    #[must_use]
    pub const fn blank_goal(&self) -> u8 {
        self.blank_goal
    }

    /// The largest entry: the most pattern moves any placement needs.
    #[must_use]
    pub const fn max_moves(&self) -> u32 {
        self.max_moves
    }

    /// Entries whose excess did not fit four bits and were stored lower (0 for the partitions
    /// here; a lower entry is still a lower bound).
    #[must_use]
    pub const fn saturated(&self) -> usize {
        self.saturated
    }

    /// Bytes the entries take.
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        self.packed.len()
    }

    /// The packed entries, two a byte (the first in the low four bits).
    #[must_use]
    pub fn entries(&self) -> &[u8] {
        &self.packed
    }

    /// The entries again, addressed directly by the tiles' cells: `16^k` four-bit entries,
    /// the i-th tile's cell in bits `4(k-1-i)..4(k-i)` of the address, the addresses of
    /// impossible placements (two tiles on a cell) left 0. About three times the memory of the
    /// packed numbering for six tiles, but a tile's move then changes the address by a multiple
    /// of a power of 16, with no counting of the tiles it passes, so the search's inner loop is
    /// markedly faster. `None` above [`DIRECT_MAX_TILES`] tiles.
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::{Pattern, PatternDatabase};
    ///
    /// let database = PatternDatabase::build(Pattern::new(&[1, 2, 3]), 0, |_| {});
    /// let direct = database.direct_entries().expect("three tiles");
    /// assert_eq!(direct.len(), 16 * 16 * 16 / 2);
    /// let address = (2 << 8) | (3 << 4) | 1; // tiles on cells 2, 3, 1
    /// assert_eq!(u32::from(direct[address / 2] >> (4 * (address % 2)) & 0xF), database.half_excess(database.pattern().index(&[2, 3, 1])));
    /// ```
    #[must_use]
    pub fn direct_entries(&self) -> Option<Table> {
        let k = self.pattern.len();
        if k > DIRECT_MAX_TILES {
            return None;
        }
        let mut direct = Table::zeroed((1usize << (4 * k)).div_ceil(2));
        self.pattern.for_each_placement(|index, address| {
            let nibble = (self.packed[index / 2] >> (4 * (index % 2))) & 0xF;
            direct[address / 2] |= nibble << (4 * (address % 2));
        });
        Some(direct)
    }

    /// Half the excess of placement `index` over its Manhattan distance: the entry as stored.
    #[inline]
    #[must_use]
    pub fn half_excess(&self, index: usize) -> u32 {
        u32::from((self.packed[index / 2] >> (4 * (index % 2))) & 0xF)
    }

    /// The fewest pattern moves from the placement with the i-th tile on `cells[i]`.
    #[must_use]
    pub fn moves(&self, cells: &[u8]) -> u32 {
        let manhattan = self.pattern.manhattan(cells);
        manhattan + 2 * self.half_excess(self.pattern.index(cells))
    }
}

/// An entry that contradicts its neighbours: the database was altered (or is not one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Inconsistent {
    /// The placement's index.
    pub index: usize,
    /// Its entry (pattern moves).
    pub moves: u32,
    /// The entry it contradicts: the goal's 0 expected, or a neighbour's.
    pub neighbour: u32,
}

impl Inconsistent {
    /// The error a loader reports for this entry of database `number` (from 0) of a set.
    pub(crate) fn into_error(self, number: usize) -> std::io::Error {
        let Self { index, moves, neighbour } = self;
        super::checksum::invalid(super::Damage::Inconsistent { entry: index, database: number + 1, moves, neighbour })
    }
}

impl PatternDatabase {
    /// Checks `samples` placements drawn by `rng` against what a true database holds: the goal
    /// placement needs 0 moves, and one move of a pattern tile (into a free neighbouring cell)
    /// changes the entry by one, up or down, whenever the blank's region is the same before
    /// and after (all free cells connected). A changed entry breaks that with its neighbours,
    /// so bytes altered on purpose (their checksum recomputed) are caught when the sample
    /// meets them: each sample checks about 4 x tiles entries besides its own.
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::{Pattern, PatternDatabase};
    /// use npuzzle::model::random::Rng;
    ///
    /// let database = PatternDatabase::build(Pattern::new(&[1, 2, 3]), 0, |_| {});
    /// assert_eq!(database.check_sample(database.pattern().placements(), &mut Rng::new(1)), Ok(()));
    /// ```
    ///
    /// # Errors
    /// The first [`Inconsistent`] placement found.
    pub fn check_sample(&self, samples: usize, rng: &mut Rng) -> Result<(), Inconsistent> {
        let goal = self.pattern.goal_cells();
        let at_goal = self.moves(goal);
        if at_goal != 0 {
            return Err(Inconsistent { index: self.pattern.index(goal), moves: at_goal, neighbour: 0 });
        }
        let k = self.pattern.len();
        for _ in 0..samples {
            let index = rng.below(self.pattern.placements());
            let cells: [u8; MAX_TILES] = self.pattern.placement(index);
            let manhattan = self.pattern.manhattan(&cells[..k]);
            let moves = manhattan + 2 * self.half_excess(index);
            let taken = cells[..k].iter().fold(0u16, |taken, &cell| taken | 1 << cell);
            // Each neighbour's entry from this one's index and distance, updated for the one
            // tile that moves: the check costs a lookup a neighbour, not a numbering.
            let weight_at = self.pattern.weights_at(&cells[..k]);
            let connected = |taken: u16| {
                let free = !taken;
                free == 0 || region(free & free.wrapping_neg(), free) == free
            };
            let here_connected = connected(taken);
            for (&from, &goal) in cells.iter().zip(self.pattern.goal_cells()) {
                let mut targets = spread(1 << from) & !taken;
                while targets != 0 {
                    let to = u8::try_from(targets.trailing_zeros()).unwrap_or(u8::MAX);
                    targets &= targets - 1;
                    let next = self.pattern.index_after_move(index, &weight_at, from, to);
                    let there = manhattan + FOUR_BY_FOUR.distance_between(to, goal)
                        - FOUR_BY_FOUR.distance_between(from, goal)
                        + 2 * self.half_excess(next);
                    let after = taken & !(1 << from) | 1 << to;
                    // Only the side whose blank region is whole bounds the other.
                    let too_high = here_connected && there > moves + 1;
                    let too_low = connected(after) && moves > there + 1;
                    if too_high || too_low {
                        return Err(Inconsistent { index, moves, neighbour: there });
                    }
                }
            }
        }
        Ok(())
    }
}
