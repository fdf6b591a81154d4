//! Numbering the placements of a pattern's tiles on the 4x4 board: a perfect hash, so a
//! database is a dense array with one entry per placement and no wasted slots.

use std::ops::Range;

use crate::model::shape::FOUR_BY_FOUR;

/// Cells of the 4x4 board.
pub const CELLS: usize = 16;

/// The most tiles one pattern may hold (the 8-tile half of the 7-8 partition).
pub const MAX_TILES: usize = 8;

/// A pattern: the goal cells of its tiles, in the order their positions are numbered.
///
/// A placement (where each of the `k` tiles stands) is numbered in mixed radix: the first
/// tile's cell among all 16, the second's among the 15 left, and so on, giving every one of
/// the 16!/(16-k)! placements a distinct index below [`Pattern::placements`].
///
/// ```
/// use npuzzle::heuristic::pdb::Pattern;
///
/// let pattern = Pattern::new(&[13, 14, 15]);
/// assert_eq!(pattern.placements(), 16 * 15 * 14);
/// let index = pattern.index(&[2, 0, 9]);
/// assert_eq!(pattern.placement(index)[..3], [2, 0, 9]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Pattern {
    goal_cells: Vec<u8>,
    /// `weights[i]`: the index's step for the i-th tile, `(15 - i) * ... * (16 - k)`'s tail product.
    weights: [u32; MAX_TILES],
    /// `2^shifts[i] / weights[i]`, rounded up: dividing by a weight becomes a multiplication
    /// and a shift in 64 bits, which WebAssembly has natively (128-bit products it has not).
    reciprocals: [u64; MAX_TILES],
    shifts: [u32; MAX_TILES],
}

/// Placement indices are below 2^29 (the 8-tile pattern has 518,918,400).
const INDEX_BITS: u32 = 29;

impl Pattern {
    /// The pattern of the tiles whose goal cells are `goal_cells` (distinct, below 16).
    ///
    /// # Panics
    /// With more than [`MAX_TILES`] cells: partitions are fixed tables, so that is a bug.
    #[must_use]
    pub fn new(goal_cells: &[u8]) -> Self {
        assert!(goal_cells.len() <= MAX_TILES, "a pattern holds at most {MAX_TILES} tiles");
        let mut weights = [0; MAX_TILES];
        let mut weight = 1;
        for i in (0..goal_cells.len()).rev() {
            weights[i] = weight;
            weight *= u32::try_from(CELLS - i).unwrap_or(u32::MAX);
        }
        // Exact for every index below 2^INDEX_BITS (Lemire, Kaser and Kurz 2019): the shift
        // is the index's bits plus the weight's, so the product stays below 2^60.
        let shifts = weights.map(|weight| INDEX_BITS + u32::BITS - weight.max(1).leading_zeros());
        let mut reciprocals = [0; MAX_TILES];
        for ((reciprocal, &weight), &shift) in reciprocals.iter_mut().zip(&weights).zip(&shifts) {
            *reciprocal = (1u64 << shift).div_ceil(u64::from(weight.max(1)));
        }
        Self { goal_cells: goal_cells.to_vec(), weights, reciprocals, shifts }
    }

    /// The goal cells of the tiles, in numbering order.
    #[must_use]
    pub fn goal_cells(&self) -> &[u8] {
        &self.goal_cells
    }

    /// Each tile's step in the index: the product of the radices after its own.
    #[must_use]
    pub const fn weights(&self) -> [u32; MAX_TILES] {
        self.weights
    }

    /// How many tiles the pattern holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.goal_cells.len()
    }

    /// Whether the pattern holds no tile.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.goal_cells.is_empty()
    }

    /// The moves the tiles on `cells` need to reach their goal cells, each on its own: the
    /// pattern's Manhattan distance, which every entry exceeds by an even number.
    ///
    /// ```
    /// assert_eq!(npuzzle::heuristic::pdb::Pattern::new(&[1, 2]).manhattan(&[2, 6]), 1 + 1);
    /// ```
    #[must_use]
    pub fn manhattan(&self, cells: &[u8]) -> u32 {
        cells.iter().zip(&self.goal_cells).map(|(&cell, &goal)| FOUR_BY_FOUR.distance_between(cell, goal)).sum()
    }

    /// How many placements there are: 16!/(16-k)! for `k` tiles.
    #[must_use]
    pub fn placements(&self) -> usize {
        (0..self.len()).map(|i| CELLS - i).product()
    }

    /// The index of the placement whose i-th tile stands on `cells[i]` (distinct cells).
    #[inline]
    #[must_use]
    pub fn index(&self, cells: &[u8]) -> usize {
        let mut taken = 0u32;
        let mut index = 0;
        for (&cell, &weight) in cells.iter().zip(&self.weights) {
            let before = (taken & ((1 << cell) - 1)).count_ones();
            index += (u32::from(cell) - before) * weight;
            taken |= 1 << cell;
        }
        index as usize
    }

    /// Each cell's tile's weight in the index ([`Pattern::weights`]), 0 on an empty cell, for
    /// the placement whose i-th tile stands on `cells[i]`: what [`Pattern::index_after_move`]
    /// reads. Weights fall with the slot, so they also tell which of two tiles comes first.
    #[must_use]
    pub fn weights_at(&self, cells: &[u8]) -> [u32; CELLS] {
        let mut weight_at = [0; CELLS];
        for (&cell, &weight) in cells.iter().zip(&self.weights) {
            weight_at[usize::from(cell)] = weight;
        }
        weight_at
    }

    /// The index after the tile on `from` steps to the neighbouring empty cell `to`, given
    /// the index before and [`Pattern::weights_at`] of the placement before.
    ///
    /// Only the digits of the moving tile and of later tiles between the two cells change: a
    /// sideways step passes no cell, so it changes the moving tile's digit by one; an up or
    /// down step passes the three cells between, each pattern tile there shifting a digit.
    /// Those cells are read without branches: which of them are taken varies from placement
    /// to placement, and mispredictions would cost more than the arithmetic.
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::Pattern;
    ///
    /// let pattern = Pattern::new(&[1, 4, 5, 8, 9, 12]);
    /// let (before, after) = ([3, 4, 5, 8, 9, 12], [7, 4, 5, 8, 9, 12]);
    /// let weight_at = pattern.weights_at(&before);
    /// assert_eq!(pattern.index_after_move(pattern.index(&before), &weight_at, 3, 7), pattern.index(&after));
    /// ```
    #[inline]
    #[must_use]
    pub fn index_after_move(&self, index: usize, weight_at: &[u32; CELLS], from: u8, to: u8) -> usize {
        let weight = weight_at[usize::from(from)];
        let (low, high) = if from < to { (from, to) } else { (to, from) };
        let change = if high - low == 1 { weight as usize } else { vertical_change(weight_at, low) };
        if from < to { index + change } else { index - change }
    }

    /// Calls `visit` with every placement's index and cells packed four bits each (the first
    /// tile's cell highest), in index order: the numbering is lexicographic in the tiles'
    /// cells, so the walk needs no division, and the packed cells only grow.
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::Pattern;
    ///
    /// let pattern = Pattern::new(&[1, 2]);
    /// let mut seen = Vec::new();
    /// pattern.for_each_placement(|index, cells| seen.push((index, cells)));
    /// assert_eq!(seen.len(), 16 * 15);
    /// assert_eq!(seen[15], (15, 0x10)); // the first tile on cell 1, the second on cell 0
    /// assert_eq!(seen[16], (16, 0x12)); // then on cell 2
    /// ```
    pub fn for_each_placement(&self, mut visit: impl FnMut(usize, usize)) {
        // Generic rather than `dyn`, so the visit is inlined into the innermost loop, which
        // places the last tile on each free cell in turn.
        fn place<F: FnMut(usize, usize)>(left: usize, packed: usize, taken: u16, next: &mut usize, visit: &mut F) {
            // The free cells in increasing order, without a test (and a mispredicted branch)
            // for each taken one.
            let mut free = !taken;
            while free != 0 {
                let cell = free.trailing_zeros() as usize;
                free &= free - 1;
                if left == 1 {
                    visit(*next, (packed << 4) | cell);
                    *next += 1;
                } else {
                    place(left - 1, (packed << 4) | cell, taken | (1 << cell), next, visit);
                }
            }
        }
        if self.is_empty() {
            visit(0, 0);
        } else {
            place(self.len(), 0, 0, &mut 0, &mut visit);
        }
    }

    /// The placement numbered `index`: the i-th tile's cell at `[i]` (unused slots are 0).
    #[must_use]
    pub fn placement(&self, index: usize) -> [u8; MAX_TILES] {
        let mut cells = [0; MAX_TILES];
        self.decode(0..self.len(), index_u32(index), u16::MAX, &mut cells);
        cells
    }

    /// [`Pattern::placement`] for indices taken in increasing order, as a build's scan takes
    /// them: the leading tiles (all but the last two) of the placement before are kept in
    /// `memo` and decoded again only when they change, about one placement in six of those a
    /// 6-tile build visits.
    pub(super) fn placement_after(&self, index: usize, memo: &mut PlacementMemo) -> [u8; MAX_TILES] {
        let head = self.len().saturating_sub(MEMO_TAIL);
        let index = index_u32(index);
        let block = head.checked_sub(1).map_or(0, |last| self.digit(last, index));
        if memo.block != Some(block) {
            memo.cells = [0; MAX_TILES];
            memo.free = self.decode(0..head, index, u16::MAX, &mut memo.cells);
            memo.block = Some(block);
        }
        let rest = head.checked_sub(1).map_or(index, |last| index - block * self.weights[last]);
        let mut cells = memo.cells;
        self.decode(head..self.len(), rest, memo.free, &mut cells);
        cells
    }

    /// `rest` divided by the weight of `slot` (exactly: see [`Pattern::new`]).
    #[inline]
    fn digit(&self, slot: usize, rest: u32) -> u32 {
        u32::try_from((self.reciprocals[slot] * u64::from(rest)) >> self.shifts[slot]).unwrap_or(u32::MAX)
    }

    /// Decodes the tiles of `slots` from `rest`, the index less the earlier tiles' part, onto
    /// the cells of `free`; answers the cells still free.
    #[inline]
    fn decode(&self, slots: Range<usize>, mut rest: u32, mut free: u16, cells: &mut [u8; MAX_TILES]) -> u16 {
        for slot in slots {
            let digit = self.digit(slot, rest);
            rest -= digit * self.weights[slot];
            let cell = nth_cell(free, digit);
            cells[slot] = cell;
            free &= !(1 << cell);
        }
        free
    }
}

/// How the index changes when the tile on cell `low` or `low + 4` of [`Pattern::weights_at`]
/// steps to the other (empty) one: the change of its own digit, the cells between it and the
/// other but the earlier (heavier) tiles there, times its weight, plus the weight of each
/// later (lighter) tile between, whose digit changes by one.
#[inline]
pub(super) fn vertical_change(weight_at: &[u32; CELLS], low: u8) -> usize {
    let low = usize::from(low).min(CELLS - 5);
    let weight = weight_at[low] | weight_at[low + 4];
    let mut digit = 4;
    let mut later = 0;
    for &other in &weight_at[low + 1..low + 4] {
        digit -= u32::from(other > weight);
        later += if other < weight { other } else { 0 };
    }
    (digit * weight + later) as usize
}

/// Tiles [`Pattern::placement_after`] decodes afresh each time.
const MEMO_TAIL: usize = 2;

/// The leading tiles of the placement [`Pattern::placement_after`] decoded last.
#[derive(Debug, Clone, Default)]
pub(super) struct PlacementMemo {
    /// The index divided by the last leading tile's weight: which leading tiles these are.
    block: Option<u32>,
    cells: [u8; MAX_TILES],
    /// The cells the leading tiles leave free.
    free: u16,
}

/// An index as the 32 bits the numbering needs (indices are below 2^[`INDEX_BITS`]).
fn index_u32(index: usize) -> u32 {
    u32::try_from(index).unwrap_or(u32::MAX)
}

/// `NTH_IN_BYTE[byte * 8 + n]`: the n-th (from 0) set bit of `byte`.
static NTH_IN_BYTE: [u8; 256 * 8] = {
    let mut table = [0; 256 * 8];
    let mut byte = 0;
    while byte < 256 {
        let (mut bit, mut n) = (0, 0);
        while bit < 8 {
            if byte & (1 << bit) != 0 {
                table[byte * 8 + n] = bit;
                n += 1;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

/// The `n`-th (from 0) cell of the set `cells`, which has more than `n`.
#[inline]
fn nth_cell(cells: u16, n: u32) -> u8 {
    let in_low = (cells & 0xFF).count_ones();
    // Without branches: which byte holds it, and its rank there.
    let high = n >= in_low;
    let byte = if high { cells >> 8 } else { cells & 0xFF };
    let rank = if high { n - in_low } else { n };
    8 * u8::from(high) + NTH_IN_BYTE[usize::from(byte) * 8 + rank as usize]
}
