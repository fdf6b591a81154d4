//! The trace's boards interned: each distinct board (those expanded and their successors) gets a
//! small id once, so every simulation works on `u32`s; boards of up to 16 cells are hashed as
//! one packed `u64` ([`Nibbles`]), larger ones as 5-bit or byte packings.

use rustc_hash::FxHashMap as HashMap;

use crate::heuristic::{Heuristic, HeuristicKind};
use crate::model::board::Board;
use crate::model::goal::Goal;
use crate::model::moves::Direction;
use crate::model::shape::Shape;
use crate::search::puzzle::{Bytes, Cells, Nibbles, Quints};

/// No expansion: a board not generated, or not expanded, yet.
pub(super) const NEVER: u32 = u32::MAX;

/// Gives each distinct arrangement of tiles an id, in the order first seen.
trait Ids {
    /// The id of `tiles`, and whether it is new.
    fn id(&mut self, tiles: &[u8], next: u32) -> (u32, bool);
}

impl<C: Cells> Ids for HashMap<C, u32> {
    fn id(&mut self, tiles: &[u8], next: u32) -> (u32, bool) {
        let mut new = false;
        let id = *self.entry(C::pack(tiles)).or_insert_with(|| {
            new = true;
            next
        });
        (id, new)
    }
}

/// The trace, read once: the boards by id, each expansion's board and successors, and the
/// estimates asked for, worked out as the checks reach them.
pub(super) struct Trace {
    shape: Shape,
    goal: Goal,
    boards: Vec<Board>,
    ids: Box<dyn Ids>,
    /// Every interned board's tiles, `cells` bytes an id.
    tiles: Vec<u8>,
    /// The id of each expansion prepared so far, and its successors (`successors[i]`).
    expanded: Vec<u32>,
    successors: Vec<([u32; 4], u8)>,
    /// For each id, the first expansion that generated it, and the first that expanded it.
    generated_by: Vec<u32>,
    expanded_at: Vec<u32>,
    /// The heuristics asked for so far and each id's estimate (`NEVER` until asked).
    estimates: Vec<(HeuristicKind, Heuristic, Vec<u32>)>,
    pub start: u32,
    pub goal_id: u32,
}

impl Trace {
    /// The trace of `boards` (checked to have the start's shape) from `start` towards `goal`.
    pub fn new(start: &Board, goal: &Goal, boards: Vec<Board>) -> Self {
        let shape = start.shape();
        let ids: Box<dyn Ids> = match shape.cells() {
            0..=16 => Box::new(HashMap::<Nibbles, u32>::default()),
            17..=25 => Box::new(HashMap::<Quints, u32>::default()),
            _ => Box::new(HashMap::<Bytes, u32>::default()),
        };
        let mut trace = Self {
            shape,
            goal: goal.clone(),
            boards,
            ids,
            tiles: Vec::new(),
            expanded: Vec::new(),
            successors: Vec::new(),
            generated_by: Vec::new(),
            expanded_at: Vec::new(),
            estimates: Vec::new(),
            start: 0,
            goal_id: 0,
        };
        trace.start = trace.intern(start.tiles());
        trace.goal_id = trace.intern(goal.board().tiles());
        trace
    }

    /// How many boards the trace lists.
    pub fn len(&self) -> usize {
        self.boards.len()
    }

    /// How many distinct boards are interned: every per-id table is this long.
    pub fn ids(&self) -> usize {
        self.generated_by.len()
    }

    fn intern(&mut self, tiles: &[u8]) -> u32 {
        let next = u32::try_from(self.generated_by.len()).unwrap_or(NEVER);
        let (id, new) = self.ids.id(tiles, next);
        if new {
            self.tiles.extend_from_slice(tiles);
            self.generated_by.push(NEVER);
            self.expanded_at.push(NEVER);
            for (_, _, values) in &mut self.estimates {
                values.push(NEVER);
            }
        }
        id
    }

    /// Interns expansion `i`'s board and successors, and those of every expansion before it.
    pub fn prepare(&mut self, i: usize) {
        while self.expanded.len() <= i && self.expanded.len() < self.boards.len() {
            let at = self.expanded.len();
            let index = u32::try_from(at).unwrap_or(NEVER);
            let mut tiles = self.boards[at].tiles().to_vec();
            let id = self.intern(&tiles);
            self.expanded.push(id);
            if self.expanded_at[id as usize] == NEVER {
                self.expanded_at[id as usize] = index;
            }
            let blank = self.boards[at].blank();
            let mut successors = ([0; 4], 0);
            for dir in Direction::ALL {
                let Some(cell) = self.shape.neighbor(blank, dir) else { continue };
                tiles.swap(blank, cell);
                let child = self.intern(&tiles);
                tiles.swap(blank, cell);
                if self.generated_by[child as usize] == NEVER {
                    self.generated_by[child as usize] = index;
                }
                successors.0[usize::from(successors.1)] = child;
                successors.1 += 1;
            }
            self.successors.push(successors);
        }
    }

    /// The id of expansion `i`'s board (prepared).
    pub fn id(&self, i: usize) -> u32 {
        self.expanded[i]
    }

    /// The boards one move from expansion `i`'s board, in the order of [`Direction::ALL`].
    pub fn successors(&self, i: usize) -> &[u32] {
        let (ids, count) = &self.successors[i];
        &ids[..usize::from(*count)]
    }

    /// Whether some expansion before `i` generated board `id`.
    pub fn generated_before(&self, id: u32, i: usize) -> bool {
        (self.generated_by[id as usize] as usize) < i
    }

    /// The first expansion of board `id`, if before `i`.
    pub fn expanded_before(&self, id: u32, i: usize) -> Option<usize> {
        let at = self.expanded_at[id as usize] as usize;
        (at < i).then_some(at)
    }

    /// The board of `id`.
    pub fn board(&self, id: u32) -> Board {
        let cells = self.shape.cells();
        let tiles = &self.tiles[id as usize * cells..][..cells];
        let values: Vec<u32> = tiles.iter().map(|&tile| u32::from(tile)).collect();
        Board::new(self.shape, &values).unwrap_or_else(|_| self.goal.board().clone())
    }

    /// The slot of heuristic `kind`'s estimates, prepared on first use.
    pub fn heuristic(&mut self, kind: HeuristicKind) -> usize {
        if let Some(slot) = self.estimates.iter().position(|(k, _, _)| *k == kind) {
            return slot;
        }
        self.estimates.push((kind, Heuristic::new(kind, &self.goal), vec![NEVER; self.ids()]));
        self.estimates.len() - 1
    }

    /// Board `id`'s estimate by the heuristic in `slot`, worked out once.
    pub fn h(&mut self, slot: usize, id: u32) -> u32 {
        let cells = self.shape.cells();
        let (_, heuristic, values) = &mut self.estimates[slot];
        let value = &mut values[id as usize];
        if *value == NEVER {
            let tiles = &self.tiles[id as usize * cells..][..cells];
            *value = heuristic.evaluate(|cell| tiles[cell]);
        }
        *value
    }
}
