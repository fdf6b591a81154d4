//! The additive 5x5 pattern-database heuristic for one goal: each tile's pattern and digit
//! weight, the sum of the databases' entries, and the same sum for the board mirrored across
//! its main diagonal, the larger of the two being the estimate. Kept in parts
//! ([`Estimate24`]), so that a move updates it with two lookups.

use std::sync::Arc;

use super::geometry::{CELLS, distance, transpose};
use super::key::{Key24, Pdb24Error};
use super::set::Set24;
use crate::model::goal::Goal;

/// The most patterns a 5x5 partition has.
pub const MAX_PATTERNS: usize = 5;

/// Where every tile stands: `[tile]` is its cell (the blank is tile 0).
pub type Positions = [u8; CELLS];

/// A board's estimate in parts: its Manhattan distance, and each pattern's half excess over
/// it, for the board and for its mirror image, in one word (a search stores one a state).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Estimate24(u64);

/// Where the mirror image's half excesses start in an [`Estimate24`].
const MIRRORED: usize = 4 * MAX_PATTERNS;

/// Where the Manhattan distance starts in an [`Estimate24`].
const MANHATTAN: usize = 56;

impl Estimate24 {
    /// The lower bound: the Manhattan distance plus twice the larger sum of half excesses.
    #[inline]
    #[must_use]
    pub fn value(self) -> u32 {
        let sum = |bits: u64| (0..MAX_PATTERNS).map(|p| (bits >> (4 * p)) & 0xF).sum::<u64>();
        let larger = sum(self.0).max(sum(self.0 >> MIRRORED));
        u32::try_from((self.0 >> MANHATTAN) + 2 * larger).unwrap_or(u32::MAX)
    }

    /// The Manhattan distance.
    #[inline]
    const fn manhattan(self) -> u32 {
        (self.0 >> MANHATTAN) as u32
    }

    /// The Manhattan distance set to `value`.
    #[inline]
    const fn with_manhattan(self, value: u32) -> Self {
        Self((self.0 & ((1 << MANHATTAN) - 1)) | ((value as u64 & 0xFF) << MANHATTAN))
    }

    /// Pattern `pattern`'s half excess, of the mirror image when `mirrored`, set to `value`.
    #[inline]
    const fn with(self, pattern: usize, mirrored: bool, value: u32) -> Self {
        let shift = 4 * pattern + if mirrored { MIRRORED } else { 0 };
        Self((self.0 & !(0xF << shift)) | ((value as u64 & 0xF) << shift))
    }
}

/// 5x5 pattern databases applied to one goal.
///
/// When the goal's blank lies on the main diagonal (blank-first and blank-last goals do),
/// mirroring a board across that diagonal and renaming its tiles maps the goal to itself, so
/// the databases' sum for the mirrored board is a lower bound too, and the larger is used.
///
/// ```
/// use std::sync::Arc;
/// use npuzzle::{Goal, parse_board};
/// use npuzzle::heuristic::pdb24::{Heuristic24, Key24, Partition24, Set24};
///
/// let board = parse_board("1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24")?;
/// let goal = Goal::blank_first(board.shape());
/// let set = Set24::build(Key24::for_goal(Partition24::FiveFiveFiveFiveFour, &goal)?, |_| {});
/// let heuristic = Heuristic24::new(Arc::new(set), &goal)?;
/// assert_eq!(heuristic.estimate(&Heuristic24::positions(board.tiles())).value(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Heuristic24 {
    set: Arc<Set24>,
    /// `goal_cell[tile]`.
    goal_cell: [u8; CELLS],
    /// Each tile's pattern and digit weight.
    pattern_of: [u8; CELLS],
    weight_of: [u32; CELLS],
    /// Each pattern's tiles, in digit order.
    tiles: Vec<Vec<u8>>,
    /// For each tile, the tile whose goal cell is its own goal cell's mirror image.
    mirror: Option<[u8; CELLS]>,
}

impl Heuristic24 {
    /// `set` applied to `goal`.
    ///
    /// # Errors
    /// [`Pdb24Error::NotFiveByFive`], or [`Pdb24Error::BlankMismatch`] when the set was built
    /// for another goal cell of the blank.
    pub fn new(set: Arc<Set24>, goal: &Goal) -> Result<Self, Pdb24Error> {
        let blank = Key24::for_goal(set.key().partition(), goal)?.blank_goal();
        if set.key().blank_goal() != blank {
            return Err(Pdb24Error::BlankMismatch { built: set.key().blank_goal(), goal: blank });
        }
        let tile_at = |cell: u8| goal.board().tile_at(usize::from(cell));
        let mut goal_cell = [0; CELLS];
        for (cell, &tile) in (0u8..).zip(goal.board().tiles()) {
            goal_cell[usize::from(tile)] = cell;
        }
        let (mut pattern_of, mut weight_of) = ([0; CELLS], [0; CELLS]);
        let mut tiles = Vec::new();
        for (pattern, database) in (0u8..).zip(set.databases()) {
            let cells = database.pattern().goal_cells();
            for (slot, &cell) in cells.iter().enumerate() {
                pattern_of[usize::from(tile_at(cell))] = pattern;
                weight_of[usize::from(tile_at(cell))] = database.pattern().weight(slot);
            }
            tiles.push(cells.iter().map(|&cell| tile_at(cell)).collect());
        }
        let mirror = (transpose(blank) == blank).then(|| goal_cell.map(|cell| tile_at(transpose(cell))));
        Ok(Self { set, goal_cell, pattern_of, weight_of, tiles, mirror })
    }

    /// The databases.
    #[must_use]
    pub fn set(&self) -> &Set24 {
        &self.set
    }

    /// Where each tile of `tiles` (reading order, the blank 0) stands.
    #[must_use]
    pub fn positions(tiles: &[u8]) -> Positions {
        let mut positions = [0; CELLS];
        for (cell, &tile) in (0u8..).zip(tiles) {
            if let Some(position) = positions.get_mut(usize::from(tile)) {
                *position = cell;
            }
        }
        positions
    }

    /// Where each tile stands in the goal.
    #[must_use]
    pub const fn goal_positions(&self) -> Positions {
        self.goal_cell
    }

    /// Moves from `cell` to `tile`'s goal cell.
    #[inline]
    #[must_use]
    pub fn distance(&self, tile: u8, cell: u8) -> u32 {
        distance(cell, self.goal_cell[usize::from(tile)])
    }

    /// The estimate of the board where each tile stands on `positions[tile]`.
    #[must_use]
    pub fn estimate(&self, positions: &Positions) -> Estimate24 {
        self.evaluate(positions).0
    }

    /// The estimate of the board where each tile stands on `positions[tile]`, and its patterns'
    /// addresses, which [`Heuristic24::after_move`] updates.
    #[must_use]
    pub fn evaluate(&self, positions: &Positions) -> (Estimate24, Addresses24) {
        let manhattan: u32 = (1u8..).zip(&positions[1..]).map(|(tile, &cell)| self.distance(tile, cell)).sum();
        let mut estimate = Estimate24::default().with_manhattan(manhattan);
        let mut addresses = Addresses24::default();
        for (pattern, tiles) in self.tiles.iter().enumerate() {
            let address = |cell_of: &dyn Fn(u8) -> u8| -> u32 {
                tiles.iter().map(|&tile| u32::from(cell_of(tile)) * self.weight_of[usize::from(tile)]).sum()
            };
            addresses.0[pattern] = address(&|tile| positions[usize::from(tile)]);
            estimate = estimate.with(pattern, false, self.entry(pattern, addresses.0[pattern]));
            if let Some(mirror) = &self.mirror {
                // Each tile of the pattern is played by its mirror tile, on the mirror image of
                // that one's cell.
                let mirrored = address(&|tile| transpose(positions[usize::from(mirror[usize::from(tile)])]));
                addresses.0[MAX_PATTERNS + pattern] = mirrored;
                estimate = estimate.with(pattern, true, self.entry(pattern, mirrored));
            }
        }
        (estimate, addresses)
    }

    /// `estimate` (of the board before) after `tile` stepped from `from` to `to`, `addresses`
    /// (the board's before) updated: one lookup for the board, one for its mirror image.
    #[inline]
    #[must_use]
    pub fn after_move(
        &self,
        estimate: Estimate24,
        addresses: &mut Addresses24,
        tile: u8,
        from: u8,
        to: u8,
    ) -> Estimate24 {
        let manhattan = estimate.manhattan() + self.distance(tile, to) - self.distance(tile, from);
        let [pattern, mirrored] = self.move_addresses(addresses, tile, from, to);
        let mut estimate =
            estimate.with_manhattan(manhattan).with(pattern, false, self.entry(pattern, addresses.0[pattern]));
        if self.mirror.is_some() {
            estimate = estimate.with(mirrored, true, self.entry(mirrored, addresses.0[MAX_PATTERNS + mirrored]));
        }
        estimate
    }

    /// `addresses` after `tile` stepped from `from` to `to`, with no lookup: a search that
    /// keeps a board's estimate apart from its addresses. Answers the pattern whose address
    /// changed, and the one whose mirror image's did.
    #[inline]
    pub fn move_addresses(&self, addresses: &mut Addresses24, tile: u8, from: u8, to: u8) -> [usize; 2] {
        let moved = |address: &mut u32, weight: u32, from: u8, to: u8| {
            *address = address.wrapping_add(u32::from(to) * weight).wrapping_sub(u32::from(from) * weight);
        };
        let pattern = usize::from(self.pattern_of[usize::from(tile)]);
        moved(&mut addresses.0[pattern], self.weight_of[usize::from(tile)], from, to);
        let Some(mirror) = &self.mirror else { return [pattern, 0] };
        let partner = mirror[usize::from(tile)];
        let mirrored = usize::from(self.pattern_of[usize::from(partner)]);
        let weight = self.weight_of[usize::from(partner)];
        moved(&mut addresses.0[MAX_PATTERNS + mirrored], weight, transpose(from), transpose(to));
        [pattern, mirrored]
    }

    /// Pattern `pattern`'s half excess at `address`.
    #[inline]
    fn entry(&self, pattern: usize, address: u32) -> u32 {
        self.set.databases()[pattern].half_excess(address as usize)
    }
}

/// Each pattern's address for a board, and for its mirror image: what a move updates, by a
/// multiple of the moving tile's weight, instead of their being worked out afresh.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Addresses24([u32; 2 * MAX_PATTERNS]);
