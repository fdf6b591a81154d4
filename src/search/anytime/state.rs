//! The 24-puzzle's states packed for a table: each tile's cell in five bits of a 128-bit word
//! (tile `t` in bits `5t..5t+5`, the blank as tile 0), so a move flips the bits of two cells.

use crate::heuristic::pdb24::{CELLS, Positions};

/// A packed state.
pub(super) type Packed = u128;

/// The bits of one tile's cell.
const CELL_BITS: u32 = 5;

/// `positions` packed.
pub(super) fn pack(positions: &Positions) -> Packed {
    (0u32..).zip(positions).fold(0, |packed, (tile, &cell)| packed | Packed::from(cell) << (CELL_BITS * tile))
}

/// Each tile's cell, and each cell's tile, of a packed state.
pub(super) fn unpack(packed: Packed) -> (Positions, [u8; CELLS]) {
    let mut positions = [0; CELLS];
    let mut board = [0; CELLS];
    for (tile, position) in (0u8..).zip(&mut positions) {
        let cell = ((packed >> (CELL_BITS * u32::from(tile))) & 0x1F) as u8;
        *position = cell;
        board[usize::from(cell) % CELLS] = tile;
    }
    (positions, board)
}

/// The state after `tile`, beside the blank on `blank`, slides onto it (from `cell`).
pub(super) fn slide(packed: Packed, tile: u8, blank: u8, cell: u8) -> Packed {
    let change = Packed::from(blank ^ cell);
    packed ^ change ^ (change << (CELL_BITS * u32::from(tile)))
}

/// The blank's cell.
pub(super) const fn blank(packed: Packed) -> u8 {
    (packed & 0x1F) as u8
}
