//! Additive pattern databases for small boards (at most 12 cells), built in milliseconds: the
//! heuristic lab's "pattern database" (4-4 on 3x3). The goal's tiles, in reading order, are
//! split into groups of at most four; for each group a breadth-first search over where its
//! tiles and the blank stand finds the fewest moves *of its tiles* that bring them home, a
//! move of any other tile costing nothing. No move counts for two groups, so the groups'
//! entries add up to a lower bound, and one move changes the sum by at most one (consistent).
//! The 4x4 board's databases, far larger, are [`super::pdb`]'s.

use std::collections::VecDeque;

use thiserror::Error;

use crate::model::goal::Goal;
use crate::model::moves::Direction;
use crate::model::shape::Shape;
use crate::words::{Message, Said};

/// The most cells a board may have for these databases.
pub const MAX_CELLS: usize = 12;
/// The most tiles in a group.
const GROUP: usize = 4;
/// Not reached yet, while a database is built.
const UNREACHED: u8 = u8::MAX;

/// Why a small board's databases cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SmallPdbError {
    /// A board of more than [`MAX_CELLS`] cells.
    TooLarge(Shape),
}

impl Said for SmallPdbError {
    fn message(&self) -> Message {
        match self {
            Self::TooLarge(shape) => Message::new("small-pdb-too-large").count("most", MAX_CELLS).text("shape", shape),
        }
    }
}

crate::words::english_display!(SmallPdbError);

/// One group's database: the tiles, and an entry for each placement of them and the blank.
#[derive(Debug, Clone)]
struct Group {
    tiles: Vec<u8>,
    /// Entries by [`SmallPdb::index`] of the group's cells, the blank's last.
    moves: Vec<u8>,
}

/// Additive pattern databases for one goal on a small board.
///
/// ```
/// use npuzzle::{Goal, parse_board, heuristic::SmallPdb};
///
/// let board = parse_board("8 6 7\n2 5 4\n3 _ 1")?;
/// let pdb = SmallPdb::new(&Goal::blank_last(board.shape()))?;
/// assert_eq!(pdb.name(), "4-4");
/// let h = pdb.estimate(|cell| board.tile_at(cell));
/// assert!(h >= 21 && h <= 31); // at least Manhattan's 21, at most the 31 moves it takes
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct SmallPdb {
    shape: Shape,
    groups: Vec<Group>,
}

impl SmallPdb {
    /// The databases for `goal`, built now.
    ///
    /// # Errors
    /// [`SmallPdbError::TooLarge`] for a board of more than 12 cells.
    pub fn new(goal: &Goal) -> Result<Self, SmallPdbError> {
        let shape = goal.shape();
        if shape.cells() > MAX_CELLS {
            return Err(SmallPdbError::TooLarge(shape));
        }
        let tiles: Vec<u8> = goal.board().tiles().iter().copied().filter(|&tile| tile != 0).collect();
        let count = tiles.len().div_ceil(GROUP);
        // As even as can be: 8 tiles make 4-4, 7 make 3-4, 5 make 2-3.
        let groups = (0..count)
            .map(|g| {
                let (from, to) = (g * tiles.len() / count, (g + 1) * tiles.len() / count);
                build(shape, goal, tiles[from..to].to_vec())
            })
            .collect();
        Ok(Self { shape, groups })
    }

    /// The groups' sizes: `4-4`.
    #[must_use]
    pub fn name(&self) -> String {
        self.groups.iter().map(|group| group.tiles.len().to_string()).collect::<Vec<_>>().join("-")
    }

    /// The lower bound for the arrangement whose cell `i` holds `tile_at(i)`.
    pub fn estimate(&self, tile_at: impl Fn(usize) -> u8) -> u32 {
        let cells = self.cells_of(&tile_at);
        self.groups.iter().map(|group| self.entry(group, &cells)).sum()
    }

    /// Each group's lookup: its tiles and their entry, adding up to [`SmallPdb::estimate`].
    pub fn lookups(&self, tile_at: impl Fn(usize) -> u8) -> Vec<(Vec<u8>, u32)> {
        let cells = self.cells_of(&tile_at);
        self.groups.iter().map(|group| (group.tiles.clone(), self.entry(group, &cells))).collect()
    }

    /// Each tile's cell, the blank's at 0.
    fn cells_of(&self, tile_at: &impl Fn(usize) -> u8) -> [u8; MAX_CELLS] {
        let mut cells = [0; MAX_CELLS];
        for (cell, byte) in (0..self.shape.cells()).zip(0u8..) {
            cells[usize::from(tile_at(cell))] = byte;
        }
        cells
    }

    fn entry(&self, group: &Group, cells: &[u8; MAX_CELLS]) -> u32 {
        let mut placed = [0u8; GROUP + 1];
        for (slot, &tile) in placed.iter_mut().zip(&group.tiles) {
            *slot = cells[usize::from(tile)];
        }
        placed[group.tiles.len()] = cells[0];
        u32::from(group.moves[index(self.shape, &placed[..=group.tiles.len()])])
    }
}

/// The number of a placement of distinct cells: the first among every cell, the second among
/// those left, and so on (mixed radix), so each placement has its own below n!/(n-k)!.
fn index(shape: Shape, placed: &[u8]) -> usize {
    let cells = shape.cells();
    let mut taken = 0u32;
    let mut index = 0;
    for (i, &cell) in placed.iter().enumerate() {
        let below = (taken & ((1 << cell) - 1)).count_ones() as usize;
        index = index * (cells - i) + usize::from(cell) - below;
        taken |= 1 << cell;
    }
    index
}

/// The database of `tiles` towards `goal`: a breadth-first search from the goal's placement
/// in which a move of one of these tiles costs 1 and any other move 0 (a deque: free moves
/// in front).
fn build(shape: Shape, goal: &Goal, tiles: Vec<u8>) -> Group {
    let cells = shape.cells();
    let k = tiles.len();
    let size: usize = (0..=k).map(|i| cells - i).product();
    let mut moves = vec![UNREACHED; size];
    let mut start: Vec<u8> = tiles.iter().map(|&tile| cell_byte(goal.position_of(tile))).collect();
    start.push(cell_byte(goal.position_of(0)));
    moves[index(shape, &start)] = 0;
    let mut queue = VecDeque::from([(start, 0u8)]);
    while let Some((placed, distance)) = queue.pop_front() {
        if moves[index(shape, &placed)] < distance {
            continue; // reached more cheaply since it was queued
        }
        let blank = usize::from(placed[k]);
        for dir in Direction::ALL {
            let Some(next) = shape.neighbor(blank, dir) else { continue };
            let mut after = placed.clone();
            let pushed = placed[..k].iter().position(|&cell| usize::from(cell) == next);
            if let Some(slot) = pushed {
                after[slot] = placed[k];
            }
            after[k] = cell_byte(next);
            let cost = u8::from(pushed.is_some());
            let entry = &mut moves[index(shape, &after)];
            if distance + cost < *entry {
                *entry = distance + cost;
                if cost == 0 {
                    queue.push_front((after, distance));
                } else {
                    queue.push_back((after, distance + 1));
                }
            }
        }
    }
    Group { tiles, moves }
}

fn cell_byte(cell: usize) -> u8 {
    u8::try_from(cell).unwrap_or(u8::MAX)
}
