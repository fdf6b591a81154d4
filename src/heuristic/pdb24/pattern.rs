//! Addressing the placements of a pattern's tiles on the 5x5 board: directly, the i-th tile's
//! cell as the i-th digit in base 25, so a tile's move changes the address by a multiple of its
//! digit's weight with nothing counted; and in the compact order a stored set keeps its
//! entries in, one per placement and none wasted.

use super::geometry::{CELLS, distance};

/// The most tiles one pattern may hold: `25^6` addresses still fit 32 bits.
pub const MAX_TILES: usize = 6;

/// The base of an address's digits: the board's cells.
const BASE: u32 = 25;

/// A pattern: the goal cells of its tiles, in the order of their digits.
///
/// ```
/// use npuzzle::heuristic::pdb24::Pattern24;
///
/// let pattern = Pattern24::new(&[21, 22, 23, 24]);
/// assert_eq!(pattern.addresses(), 25 * 25 * 25 * 25);
/// assert_eq!(pattern.placements(), 25 * 24 * 23 * 22);
/// let address = pattern.address(&[3, 0, 9, 24]);
/// assert_eq!(pattern.cells_at(address)[..4], [3, 0, 9, 24]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Pattern24 {
    goal_cells: Vec<u8>,
    /// `weights[i]`: the i-th tile's digit weight, `25^(k-1-i)`.
    weights: [u32; MAX_TILES],
}

impl Pattern24 {
    /// The pattern of the tiles whose goal cells are `goal_cells` (distinct, below 25).
    ///
    /// # Panics
    /// With more than [`MAX_TILES`] cells: partitions are fixed tables, so that is a bug.
    #[must_use]
    pub fn new(goal_cells: &[u8]) -> Self {
        assert!(goal_cells.len() <= MAX_TILES, "a pattern holds at most {MAX_TILES} tiles");
        let mut weights = [0; MAX_TILES];
        let mut weight = 1;
        for slot in (0..goal_cells.len()).rev() {
            weights[slot] = weight;
            weight *= BASE;
        }
        Self { goal_cells: goal_cells.to_vec(), weights }
    }

    /// The goal cells of the tiles, in digit order.
    #[must_use]
    pub fn goal_cells(&self) -> &[u8] {
        &self.goal_cells
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

    /// The weight of the tile in `slot`: a move of it by `d` cells changes the address by `d`
    /// times this.
    #[must_use]
    pub const fn weight(&self, slot: usize) -> u32 {
        self.weights[slot]
    }

    /// How many addresses there are, `25^k`, possible placements or not.
    #[must_use]
    pub fn addresses(&self) -> usize {
        (0..self.len()).map(|_| CELLS).product()
    }

    /// How many placements there are, `25!/(25-k)!`: the entries a stored database keeps.
    #[must_use]
    pub fn placements(&self) -> usize {
        (0..self.len()).map(|i| CELLS - i).product()
    }

    /// The address of the placement whose i-th tile stands on `cells[i]`.
    #[inline]
    #[must_use]
    pub fn address(&self, cells: &[u8]) -> usize {
        cells.iter().zip(&self.weights).map(|(&cell, &weight)| u32::from(cell) * weight).sum::<u32>() as usize
    }

    /// The cells of the placement at `address`: the i-th tile's at `[i]` (unused slots 0).
    #[must_use]
    pub fn cells_at(&self, address: usize) -> [u8; MAX_TILES] {
        let mut cells = [0; MAX_TILES];
        let mut rest = u32::try_from(address).unwrap_or(u32::MAX);
        for slot in (0..self.len()).rev() {
            cells[slot] = u8::try_from(rest % BASE).unwrap_or(0);
            rest /= BASE;
        }
        cells
    }

    /// The moves the tiles on `cells` need to reach their goal cells, each on its own: the
    /// pattern's Manhattan distance, which every entry exceeds by an even number.
    #[must_use]
    pub fn manhattan(&self, cells: &[u8]) -> u32 {
        cells.iter().zip(&self.goal_cells).map(|(&cell, &goal)| distance(cell, goal)).sum()
    }

    /// Calls `visit` with the address of every placement (distinct cells), in the compact
    /// order: lexicographic in the tiles' cells, the order a stored database keeps.
    ///
    /// ```
    /// use npuzzle::heuristic::pdb24::Pattern24;
    ///
    /// let mut seen = Vec::new();
    /// Pattern24::new(&[1, 2]).for_each_placement(|address| seen.push(address));
    /// assert_eq!(seen.len(), 25 * 24);
    /// assert_eq!(seen[..3], [1, 2, 3]); // the first tile on cell 0, the second on 1, 2, 3
    /// assert_eq!(seen[24], 25); // then the first on cell 1, the second on cell 0
    /// ```
    pub fn for_each_placement(&self, mut visit: impl FnMut(usize)) {
        // Generic rather than `dyn`, so the visit is inlined into the innermost loop.
        fn place<F: FnMut(usize)>(weights: &[u32], address: u32, taken: u32, visit: &mut F) {
            let Some((&weight, rest)) = weights.split_first() else {
                visit(address as usize);
                return;
            };
            let mut free = !taken & ((1 << CELLS) - 1);
            while free != 0 {
                let cell = free.trailing_zeros();
                free &= free - 1;
                place(rest, address + cell * weight, taken | 1 << cell, visit);
            }
        }
        place(&self.weights[..self.len()], 0, 0, &mut visit);
    }
}
