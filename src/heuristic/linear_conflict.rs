//! Linear conflict's tables: for each row or column, the tiles that belong to it and how a
//! line's contents number, and for short lines the conflicts of every possible line, so the
//! heuristic counts a line's conflicts with a few lookups.

use crate::model::shape::{MAX_SIDE, Shape};

/// Per orientation (rows or columns): each tile's digit in each line, the weight of each
/// position in a line's index, and the conflicts of every possible line when lines are short.
#[derive(Debug, Clone)]
pub(super) struct LineTables {
    /// Cells in a line.
    len: usize,
    /// `digit[line * cells + tile]`: 0 for the blank or a tile of another line, else 1 + the
    /// tile's goal position along the line.
    pub(super) digit: Vec<u8>,
    /// `place[(line * len + position) * cells + tile]`: the tile's digit times the position's
    /// weight in base `len + 1`, so a line's index is a sum of lookups.
    pub(super) place: Vec<usize>,
    /// Conflicts by line index (empty for lines longer than [`MAX_TABLED_LINE`]).
    pub(super) conflicts: Vec<u8>,
}

impl LineTables {
    pub(super) fn new(shape: Shape, goal_row_col: &[(u8, u8)], orientation: fn(u8) -> Line, tabled: bool) -> Self {
        let cells = shape.cells();
        let (count, len) = match orientation(0) {
            Line::Row(_) => (shape.rows(), shape.cols()),
            Line::Col(_) => (shape.cols(), shape.rows()),
        };
        let mut digit = vec![0; count * cells];
        for (tile, &(goal_row, goal_col)) in goal_row_col.iter().enumerate().skip(1) {
            let (line, along) = match orientation(0) {
                Line::Row(_) => (goal_row, goal_col),
                Line::Col(_) => (goal_col, goal_row),
            };
            digit[usize::from(line) * cells + tile] = along + 1;
        }
        let weight = |position: usize| (len + 1).pow(u32::try_from(len - 1 - position).unwrap_or(0));
        let mut place = vec![0; count * len * cells];
        for line in 0..count {
            for position in 0..len {
                for tile in 0..cells {
                    place[(line * len + position) * cells + tile] =
                        usize::from(digit[line * cells + tile]) * weight(position);
                }
            }
        }
        let conflicts = if tabled { conflict_table(len) } else { Vec::new() };
        Self { len, digit, place, conflicts }
    }

    /// What `tile` at `position` of `line` adds to the line's index.
    pub(super) fn place_value(&self, line: Line, position: usize, tile: u8, cells: usize) -> usize {
        self.place[(line.index() * self.len + position) * cells + usize::from(tile)]
    }
}

/// The longest line whose conflicts are looked up in a table rather than computed.
const MAX_TABLED_LINE: usize = 5;

/// Conflicts for every line of `len` cells, indexed by the cells' digits in base `len + 1`
/// (see [`Heuristic::line_conflicts`](super::Heuristic::line_conflicts)); empty for lines too long to tabulate.
fn conflict_table(len: usize) -> Vec<u8> {
    if len > MAX_TABLED_LINE {
        return Vec::new();
    }
    let base = len + 1;
    let size = base.pow(u32::try_from(len).unwrap_or(0));
    (0..size)
        .map(|index| {
            let mut rest = index;
            let mut keys = Vec::with_capacity(len);
            for _ in 0..len {
                keys.push(u8::try_from(rest % base).unwrap_or(0));
                rest /= base;
            }
            keys.reverse();
            keys.retain(|&d| d > 0);
            u8::try_from(conflicts(&keys)).unwrap_or(u8::MAX)
        })
        .collect()
}

/// How many of `keys` (goal positions along a line, in the line's order) must leave it so
/// the rest stand in goal order: their count minus the longest increasing run.
pub(super) fn conflicts(keys: &[u8]) -> u32 {
    let longest = runs(keys);
    u32::try_from(keys.len()).unwrap_or(0) - longest[..keys.len()].iter().copied().max().unwrap_or(0)
}

/// For each of `keys`, the longest increasing run of keys ending with it.
fn runs(keys: &[u8]) -> [u32; MAX_SIDE] {
    let mut longest = [1u32; MAX_SIDE];
    for i in 1..keys.len() {
        for j in 0..i {
            if keys[j] < keys[i] {
                longest[i] = longest[i].max(longest[j] + 1);
            }
        }
    }
    longest
}

/// Which of `keys` leave the line ([`conflicts`] of them): all but one longest increasing run,
/// the one ending last, its tiles found backwards.
///
/// ```text
/// keys 3 1 2  ->  leave: 3 (1 and 2 stay in order)
/// ```
pub(super) fn leaving(keys: &[u8]) -> Vec<bool> {
    let longest = runs(keys);
    let mut leave = vec![true; keys.len()];
    let best = longest[..keys.len()].iter().copied().max().unwrap_or(0);
    let mut next = None::<usize>;
    let mut want = best;
    for i in (0..keys.len()).rev() {
        if want > 0 && longest[i] == want && next.is_none_or(|n| keys[i] < keys[n]) {
            leave[i] = false;
            next = Some(i);
            want -= 1;
        }
    }
    leave
}

/// A row or a column, by its number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    Row(u8),
    Col(u8),
}

impl Line {
    /// Its number, from 0.
    #[must_use]
    pub fn index(self) -> usize {
        match self {
            Self::Row(i) | Self::Col(i) => usize::from(i),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{conflicts, leaving};

    #[test]
    fn the_tiles_leaving_are_as_many_as_the_conflicts_and_the_rest_stand_in_order() {
        for keys in [&[3u8, 1, 2][..], &[2, 1], &[4, 3, 2, 1], &[1, 2, 3], &[2, 4, 1, 3], &[], &[5, 1, 4, 2, 3]] {
            let leave = leaving(keys);
            let left = leave.iter().filter(|&&l| l).count();
            assert_eq!(u32::try_from(left).unwrap(), conflicts(keys), "{keys:?}");
            let stay: Vec<u8> = keys.iter().zip(&leave).filter(|&(_, &l)| !l).map(|(&k, _)| k).collect();
            assert!(stay.windows(2).all(|w| w[0] < w[1]), "{keys:?}: {stay:?}");
        }
        assert_eq!(leaving(&[3, 1, 2]), [true, false, false]);
    }
}
