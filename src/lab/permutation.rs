//! A perfect index of the arrangements of a small board: each arrangement of its tiles and
//! blank has its own number below n! (its Lehmer code), and each number its arrangement, so
//! a table of n! entries holds a value for every state with no wasted slots and no hashing.

use crate::model::shape::Shape;

/// The most cells an indexed board may have: 12! is below 2^32.
pub const MAX_CELLS: usize = 12;

/// The numbering of one shape's arrangements.
#[derive(Debug, Clone, Copy)]
pub struct Permutations {
    cells: usize,
    /// `factorial[i]`: i!.
    factorial: [u32; MAX_CELLS + 1],
}

impl Permutations {
    /// The numbering for `shape`, or `None` above [`MAX_CELLS`] cells.
    #[must_use]
    pub fn new(shape: Shape) -> Option<Self> {
        let cells = shape.cells();
        if cells > MAX_CELLS {
            return None;
        }
        let mut factorial = [1u32; MAX_CELLS + 1];
        for i in 1..=MAX_CELLS {
            factorial[i] = factorial[i - 1] * u32::try_from(i).unwrap_or(u32::MAX);
        }
        Some(Self { cells, factorial })
    }

    /// How many arrangements there are: n!.
    #[must_use]
    pub const fn count(&self) -> u32 {
        self.factorial[self.cells]
    }

    /// The number of `tiles` (reading order, a permutation of 0..n).
    ///
    /// ```
    /// use npuzzle::{Shape, lab::Permutations};
    ///
    /// let numbering = Permutations::new(Shape::new(2, 2)?).unwrap();
    /// assert_eq!(numbering.rank(&[0, 1, 2, 3]), 0);
    /// assert_eq!(numbering.rank(&[3, 2, 1, 0]), 23);
    /// let mut tiles = [0; 4];
    /// numbering.unrank(17, &mut tiles);
    /// assert_eq!(numbering.rank(&tiles), 17);
    /// # Ok::<(), npuzzle::ShapeError>(())
    /// ```
    #[must_use]
    pub fn rank(&self, tiles: &[u8]) -> u32 {
        let mut seen = 0u32;
        let mut rank = 0;
        for (i, &tile) in tiles.iter().enumerate() {
            // How many smaller tiles are still to come: tile minus the smaller ones already seen.
            let smaller_before = (seen & ((1 << tile) - 1)).count_ones();
            rank += (u32::from(tile) - smaller_before) * self.factorial[self.cells - 1 - i];
            seen |= 1 << tile;
        }
        rank
    }

    /// Writes the arrangement numbered `rank` into `tiles` (n long).
    pub fn unrank(&self, rank: u32, tiles: &mut [u8]) {
        let mut left: u32 = (1 << self.cells) - 1; // tiles not placed yet
        let mut rest = rank;
        for (i, slot) in tiles.iter_mut().enumerate().take(self.cells) {
            let weight = self.factorial[self.cells - 1 - i];
            let mut nth = rest / weight;
            rest %= weight;
            // The nth smallest tile left.
            let mut bits = left;
            while nth > 0 {
                bits &= bits - 1;
                nth -= 1;
            }
            let tile = bits.trailing_zeros();
            *slot = u8::try_from(tile).unwrap_or(u8::MAX);
            left &= !(1 << tile);
        }
    }
}
