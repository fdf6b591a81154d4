//! The additive pattern-database heuristic for one goal: each tile's pattern and slot, the
//! sum of the databases' entries, and the same sum for the board reflected across its main
//! diagonal, the larger of the two being the estimate.

use std::sync::Arc;

use super::key::{DatabaseKey, PdbError};
use super::pattern::{CELLS, MAX_TILES};
use super::set::DatabaseSet;
use crate::model::goal::Goal;
use crate::model::shape::FOUR_BY_FOUR;

/// The most patterns a partition has.
pub const MAX_PATTERNS: usize = 3;

/// Where every pattern's tiles stand: `[pattern][slot]` is a cell.
pub type Placements = [[u8; MAX_TILES]; MAX_PATTERNS];

/// A tile's pattern and its slot in that pattern's numbering.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Slot {
    pub(crate) pattern: u8,
    pub(crate) index: u8,
}

/// The cell mirrored across the main diagonal.
pub(crate) const fn transpose(cell: u8) -> u8 {
    ((cell & 3) << 2) | (cell >> 2)
}

/// Additive pattern databases applied to one goal.
///
/// The estimate is the Manhattan distance plus twice each pattern's stored half excess, summed
/// over the patterns. When the goal's blank lies on the main diagonal (blank-first and
/// blank-last goals do), mirroring a board across that diagonal and renaming its tiles maps
/// the goal to itself, so the sum for the mirrored board is a lower bound too, and the larger
/// of the two is used.
///
/// ```
/// use std::sync::Arc;
/// use npuzzle::{Goal, parse_board, heuristic::pdb::{DatabaseKey, DatabaseSet, Partition, PdbHeuristic}};
///
/// let board = parse_board("1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15")?;
/// let goal = Goal::blank_first(board.shape());
/// let set = DatabaseSet::build(DatabaseKey::for_goal(Partition::FiveFiveFive, &goal)?, |_| {});
/// let pdb = PdbHeuristic::new(Arc::new(set), &goal)?;
/// assert_eq!(pdb.estimate(board.tiles()), 1);
/// assert!(pdb.reflects());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct PdbHeuristic {
    set: Arc<DatabaseSet>,
    goal_cell: [u8; CELLS],
    slot: [Slot; CELLS],
    /// For each tile, the tile whose goal cell is its own goal cell's mirror image.
    mirror: Option<[u8; CELLS]>,
}

impl PdbHeuristic {
    /// `set` applied to `goal`.
    ///
    /// # Errors
    /// [`PdbError::NotFourByFour`], or [`PdbError::BlankMismatch`] when the set was built for
    /// another goal cell of the blank.
    pub fn new(set: Arc<DatabaseSet>, goal: &Goal) -> Result<Self, PdbError> {
        let blank = DatabaseKey::for_goal(set.partition(), goal)?.blank_goal();
        if set.blank_goal() != blank {
            return Err(PdbError::BlankMismatch { built: set.blank_goal(), goal: blank });
        }
        let tile_at = |cell: u8| goal.board().tile_at(usize::from(cell));
        let mut goal_cell = [0; CELLS];
        for (cell, &tile) in (0u8..).zip(goal.board().tiles()) {
            goal_cell[usize::from(tile)] = cell;
        }
        let mut slot = [Slot::default(); CELLS];
        for (pattern, database) in (0u8..).zip(set.databases()) {
            for (index, &cell) in (0u8..).zip(database.pattern().goal_cells()) {
                slot[usize::from(tile_at(cell))] = Slot { pattern, index };
            }
        }
        let mirror = (transpose(blank) == blank).then(|| goal_cell.map(|cell| tile_at(transpose(cell))));
        Ok(Self { set, goal_cell, slot, mirror })
    }

    /// The databases.
    #[must_use]
    pub fn set(&self) -> &DatabaseSet {
        &self.set
    }

    /// The databases, shared.
    #[must_use]
    pub const fn shared_set(&self) -> &Arc<DatabaseSet> {
        &self.set
    }

    /// Whether the reflected lookup is used (the goal's blank is on the main diagonal).
    #[must_use]
    pub const fn reflects(&self) -> bool {
        self.mirror.is_some()
    }

    /// A lower bound on the moves from the arrangement `tiles` (reading order) to the goal.
    #[must_use]
    pub fn estimate(&self, tiles: &[u8]) -> u32 {
        let reflected = self.mirror.map_or(0, |_| self.excess(&self.placements(tiles, true)));
        self.manhattan(tiles) + 2 * self.excess(&self.placements(tiles, false)).max(reflected)
    }

    /// The estimate from the unreflected lookup alone.
    #[must_use]
    pub fn estimate_unreflected(&self, tiles: &[u8]) -> u32 {
        self.manhattan(tiles) + 2 * self.excess(&self.placements(tiles, false))
    }

    /// The Manhattan distance of `tiles`.
    pub(crate) fn manhattan(&self, tiles: &[u8]) -> u32 {
        (0u8..).zip(tiles).filter(|&(_, &tile)| tile != 0).map(|(cell, &tile)| self.distance(tile, cell)).sum()
    }

    /// Moves from `cell` to `tile`'s goal cell.
    #[inline]
    pub(crate) fn distance(&self, tile: u8, cell: u8) -> u32 {
        FOUR_BY_FOUR.distance_between(cell, self.goal_cell[usize::from(tile)])
    }

    /// Each pattern's cells for `tiles`, or for their mirror image when `reflected`.
    pub(crate) fn placements(&self, tiles: &[u8], reflected: bool) -> Placements {
        let mut placements = [[0; MAX_TILES]; MAX_PATTERNS];
        for (cell, &tile) in (0u8..).zip(tiles) {
            if tile != 0 {
                let (tile, cell) = if reflected { (self.mirrored(tile), transpose(cell)) } else { (tile, cell) };
                let slot = self.slot(tile);
                placements[usize::from(slot.pattern)][usize::from(slot.index)] = cell;
            }
        }
        placements
    }

    /// The sum of the patterns' half excesses for `placements`.
    pub(crate) fn excess(&self, placements: &Placements) -> u32 {
        self.pattern_excesses(placements).sum()
    }

    /// Each pattern's half excess for `placements`.
    fn pattern_excesses<'a>(&'a self, placements: &'a Placements) -> impl Iterator<Item = u32> + 'a {
        self.set
            .databases()
            .iter()
            .zip(placements)
            .map(|(database, cells)| database.half_excess(database.pattern().index(&cells[..database.pattern().len()])))
    }

    /// Each pattern's lookup for the arrangement `tiles`, or for its mirror image when
    /// `reflected`: the board's tiles it covers and their moves (their Manhattan distance plus
    /// twice the pattern's half excess). They add up to that lookup's estimate; the larger of
    /// the two lookups is [`PdbHeuristic::estimate`].
    #[must_use]
    pub fn lookups(&self, tiles: &[u8], reflected: bool) -> Vec<(Vec<u8>, u32)> {
        let placements = self.placements(tiles, reflected);
        let mut groups: Vec<(Vec<u8>, u32)> =
            self.pattern_excesses(&placements).map(|half_excess| (Vec::new(), 2 * half_excess)).collect();
        for (cell, &tile) in (0u8..).zip(tiles) {
            if tile != 0 {
                let part = if reflected { self.mirrored(tile) } else { tile };
                let group = &mut groups[usize::from(self.slot(part).pattern)];
                group.0.push(tile);
                group.1 += self.distance(tile, cell);
            }
        }
        groups
    }

    /// A tile's pattern and slot.
    #[inline]
    pub(crate) fn slot(&self, tile: u8) -> Slot {
        self.slot[usize::from(tile)]
    }

    /// The tile that takes `tile`'s part in the mirror image (itself without reflection).
    #[inline]
    pub(crate) fn mirrored(&self, tile: u8) -> u8 {
        self.mirror.map_or(tile, |mirror| mirror[usize::from(tile)])
    }
}
