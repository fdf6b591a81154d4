//! The 24-puzzle's boards packed for a set: each cell's tile in five bits of a 128-bit word
//! (cell `c` in bits `5c..5c+5`, the blank as tile 0), so reading the tile beside the blank is a
//! shift, and a move flips the bits of two cells.

use crate::heuristic::pdb24::Positions;

/// A packed board.
pub(super) type Packed = u128;

/// The bits of one cell's tile.
const TILE_BITS: u32 = 5;

/// The board where each tile stands on `positions[tile]`, packed.
pub(super) fn pack(positions: &Positions) -> Packed {
    (0u8..).zip(positions).fold(0, |packed, (tile, &cell)| packed | Packed::from(tile) << (TILE_BITS * u32::from(cell)))
}

/// The tile on `cell`.
pub(super) const fn tile_at(board: Packed, cell: u8) -> u8 {
    ((board >> (TILE_BITS * cell as u32)) & 0x1F) as u8
}

/// The board after `tile`, on `cell` beside the blank on `blank`, slides onto it.
pub(super) fn slide(board: Packed, tile: u8, blank: u8, cell: u8) -> Packed {
    let tile = Packed::from(tile);
    board ^ (tile << (TILE_BITS * u32::from(cell))) ^ (tile << (TILE_BITS * u32::from(blank)))
}

/// Where every tile stands once the blank, from where it stands in `start`, has walked to each
/// of `cells` in turn.
pub(super) fn walked(start: &Positions, cells: &[u8]) -> Positions {
    let (mut board, mut blank) = (pack(start), start[0]);
    for &cell in cells {
        board = slide(board, tile_at(board, cell), blank, cell);
        blank = cell;
    }
    let mut positions = *start;
    for cell in (0u8..).take(start.len()) {
        positions[usize::from(tile_at(board, cell))] = cell;
    }
    positions
}
