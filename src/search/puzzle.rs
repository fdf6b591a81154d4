//! Compact puzzle states for search: tiles packed into an integer when the board is small, so
//! states are cheap to copy, hash and store.

use std::fmt::Debug;
use std::hash::{Hash, Hasher};

use crate::heuristic::Heuristic;
use crate::model::moves::Direction;
use crate::model::shape::Shape;

/// A fixed-size packing of every cell's tile.
pub trait Cells: Copy + Eq + Hash + Debug + 'static {
    /// The most cells this packing holds.
    const CAPACITY: usize;
    /// Packs tiles given in reading order (at most [`Cells::CAPACITY`]).
    fn pack(tiles: &[u8]) -> Self;
    /// The tile on `cell`.
    fn get(&self, cell: usize) -> u8;
    /// Puts `tile` on `cell`.
    fn set(&mut self, cell: usize, tile: u8);
}

/// Four bits a cell: boards up to 16 cells (4x4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Nibbles(u64);

impl Cells for Nibbles {
    const CAPACITY: usize = 16;
    fn pack(tiles: &[u8]) -> Self {
        let mut packed = Self(0);
        tiles.iter().enumerate().for_each(|(cell, &tile)| packed.set(cell, tile));
        packed
    }
    fn get(&self, cell: usize) -> u8 {
        ((self.0 >> (4 * cell)) & 0xF) as u8
    }
    fn set(&mut self, cell: usize, tile: u8) {
        self.0 = (self.0 & !(0xF << (4 * cell))) | (u64::from(tile) << (4 * cell));
    }
}

/// Five bits a cell: boards up to 25 cells (5x5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Quints(u128);

impl Cells for Quints {
    const CAPACITY: usize = 25;
    fn pack(tiles: &[u8]) -> Self {
        let mut packed = Self(0);
        tiles.iter().enumerate().for_each(|(cell, &tile)| packed.set(cell, tile));
        packed
    }
    fn get(&self, cell: usize) -> u8 {
        ((self.0 >> (5 * cell)) & 0x1F) as u8
    }
    fn set(&mut self, cell: usize, tile: u8) {
        self.0 = (self.0 & !(0x1F << (5 * cell))) | (u128::from(tile) << (5 * cell));
    }
}

/// A byte a cell: any board up to 10x10.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bytes([u8; 100]);

impl Cells for Bytes {
    const CAPACITY: usize = 100;
    fn pack(tiles: &[u8]) -> Self {
        let mut packed = Self([0; 100]);
        packed.0[..tiles.len()].copy_from_slice(tiles);
        packed
    }
    fn get(&self, cell: usize) -> u8 {
        self.0[cell]
    }
    fn set(&mut self, cell: usize, tile: u8) {
        self.0[cell] = tile;
    }
}

/// A search node: the packed tiles, where the blank is (and was, one move ago), and the
/// heuristic value, kept up to date move by move. Equality and hashing look at the tiles alone.
#[derive(Debug, Clone, Copy)]
pub struct Node<C> {
    /// The packed tiles.
    pub cells: C,
    /// The blank's cell.
    pub blank: u8,
    /// The blank's cell before the last move ([`NO_CELL`] at the start).
    pub previous_blank: u8,
    /// The heuristic estimate for this node.
    pub h: u32,
}

/// No cell: the start node's `previous_blank`.
pub const NO_CELL: u8 = u8::MAX;

impl<C: PartialEq> PartialEq for Node<C> {
    fn eq(&self, other: &Self) -> bool {
        self.cells == other.cells
    }
}

impl<C: Eq> Eq for Node<C> {}

impl<C: Hash> Hash for Node<C> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.cells.hash(state);
    }
}

/// One puzzle instance as the engines see it: how to move, what to estimate, what the goal is.
pub struct Puzzle<C> {
    /// For each cell, the cells a tile can slide in from, one per direction.
    sources: Vec<Vec<u8>>,
    heuristic: Heuristic,
    goal: C,
}

impl<C: Cells> Puzzle<C> {
    /// A puzzle on `shape` towards the packed `goal` tiles, estimating with `heuristic`.
    #[must_use]
    pub fn new(shape: Shape, goal: &[u8], heuristic: Heuristic) -> Self {
        let sources = (0..shape.cells())
            .map(|blank| {
                Direction::ALL
                    .iter()
                    .filter_map(|&dir| shape.neighbor(blank, dir.opposite()))
                    .filter_map(|cell| u8::try_from(cell).ok())
                    .collect()
            })
            .collect();
        Self { sources, heuristic, goal: C::pack(goal) }
    }

    /// The search node for tiles in reading order.
    #[must_use]
    pub fn node(&self, tiles: &[u8]) -> Node<C> {
        let cells = C::pack(tiles);
        let blank = tiles.iter().position(|&t| t == 0).and_then(|b| u8::try_from(b).ok()).unwrap_or(0);
        Node { cells, blank, previous_blank: NO_CELL, h: self.heuristic.evaluate(|cell| cells.get(cell)) }
    }

    /// Appends the nodes one slide away, with their heuristic updated incrementally.
    pub fn successors(&self, node: &Node<C>, out: &mut Vec<Node<C>>) {
        self.slides(node, NO_CELL, out);
    }

    /// Appends the nodes one slide away except the one undoing the last move, which
    /// depth-first searches never want: it saves a third of their work.
    pub fn forward_successors(&self, node: &Node<C>, out: &mut Vec<Node<C>>) {
        self.slides(node, node.previous_blank, out);
    }

    fn slides(&self, node: &Node<C>, skip: u8, out: &mut Vec<Node<C>>) {
        let to = usize::from(node.blank);
        for &from in self.sources[to].iter().filter(|&&from| from != skip) {
            let from_cell = usize::from(from);
            let tile = node.cells.get(from_cell);
            let mut cells = node.cells;
            cells.set(to, tile);
            cells.set(from_cell, 0);
            let h = self.heuristic.after_slide(node.h, tile, from_cell, to, |c| node.cells.get(c), |c| cells.get(c));
            out.push(Node { cells, blank: from, previous_blank: node.blank, h });
        }
    }

    /// Whether `node` is the goal.
    #[must_use]
    pub fn is_goal(&self, node: &Node<C>) -> bool {
        node.cells == self.goal
    }
}
