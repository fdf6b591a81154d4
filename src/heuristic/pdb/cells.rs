//! Sets of the 4x4 board's cells as 16-bit masks (bit `i` is cell `i`): neighbours, the blank's
//! region, and the cells of a set one by one. What a build and a database's check share.

/// Cells of the left and right columns, as bit masks (bit `i` is cell `i`).
pub(super) const LEFT_COLUMN: u16 = 0x1111;
pub(super) const RIGHT_COLUMN: u16 = 0x8888;

/// The cells next to any cell of `cells`.
pub(super) const fn spread(cells: u16) -> u16 {
    ((cells << 1) & !LEFT_COLUMN) | ((cells >> 1) & !RIGHT_COLUMN) | (cells << 4) | (cells >> 4)
}

/// The cells of `free` the blank reaches from `seeds` without moving a pattern tile.
pub(super) fn region(seeds: u16, free: u16) -> u16 {
    let mut reached = seeds;
    loop {
        let grown = (reached | spread(reached)) & free;
        if grown == reached {
            return reached;
        }
        reached = grown;
    }
}

/// Calls `visit` with each cell of `cells`.
#[inline]
pub(super) fn for_each_cell(mut cells: u16, mut visit: impl FnMut(u8)) {
    while cells != 0 {
        visit(cell_of(cells));
        cells &= cells - 1;
    }
}

/// The lowest cell of a nonempty set of cells.
fn cell_of(cells: u16) -> u8 {
    u8::try_from(cells.trailing_zeros()).unwrap_or(0)
}
