//! The 5x5 board's cells as the databases see them: numbering, neighbours, distances and the
//! mirror image across the main diagonal.

/// Cells of the 5x5 board.
pub const CELLS: usize = 25;

/// The side of the board.
pub const SIDE: u8 = 5;

/// The cell mirrored across the main diagonal.
#[must_use]
pub const fn transpose(cell: u8) -> u8 {
    (cell % SIDE) * SIDE + cell / SIDE
}

/// Taxicab distance between two cells.
#[must_use]
pub const fn distance(a: u8, b: u8) -> u32 {
    ((a / SIDE).abs_diff(b / SIDE) + (a % SIDE).abs_diff(b % SIDE)) as u32
}

/// The cells next to `cell`, as a bit mask (bit `i` is cell `i`).
#[inline]
#[must_use]
pub fn neighbours(cell: u8) -> u32 {
    NEIGHBOURS[usize::from(cell) % CELLS]
}

/// [`neighbours`], worked out.
const fn neighbours_of(cell: u8) -> u32 {
    let (row, col) = (cell / SIDE, cell % SIDE);
    let mut mask = 0;
    if row > 0 {
        mask |= 1 << (cell - SIDE);
    }
    if row + 1 < SIDE {
        mask |= 1 << (cell + SIDE);
    }
    if col > 0 {
        mask |= 1 << (cell - 1);
    }
    if col + 1 < SIDE {
        mask |= 1 << (cell + 1);
    }
    mask
}

/// [`neighbours`] of every cell.
pub(super) static NEIGHBOURS: [u32; CELLS] = {
    let mut table = [0; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        #[expect(clippy::cast_possible_truncation, reason = "cells are below 25")]
        let byte = cell as u8;
        table[cell] = neighbours_of(byte);
        cell += 1;
    }
    table
};
