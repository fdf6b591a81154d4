//! The true distance h* of every state of a small board: one breadth-first search backwards
//! from the goal (moves are reversible, so a state's depth is its distance to the goal), over
//! the perfect index of arrangements, resumable in slices of expansions.

use super::permutation::Permutations;
use crate::model::board::Board;
use crate::model::goal::Goal;
use crate::model::moves::Direction;
use crate::model::shape::Shape;

/// A state the search has not reached: it cannot reach the goal.
pub const UNREACHED: u8 = u8::MAX;

/// Every state's true distance to one goal.
#[derive(Debug, Clone)]
pub struct Distances {
    goal: Goal,
    numbering: Permutations,
    /// By [`Permutations::rank`]: moves to the goal, or [`UNREACHED`].
    distance: Vec<u8>,
    /// States that reach the goal (half of all arrangements).
    reached: u32,
    /// States at each distance.
    depths: Vec<u64>,
}

impl Distances {
    /// The goal.
    #[must_use]
    pub const fn goal(&self) -> &Goal {
        &self.goal
    }

    /// The board's shape.
    #[must_use]
    pub fn shape(&self) -> Shape {
        self.goal.shape()
    }

    /// The numbering of states.
    #[must_use]
    pub const fn numbering(&self) -> &Permutations {
        &self.numbering
    }

    /// The true distance of the state numbered `rank` ([`UNREACHED`] for one that cannot reach the goal).
    #[must_use]
    pub fn of_rank(&self, rank: u32) -> u8 {
        self.distance[rank as usize]
    }

    /// `board`'s true distance to the goal, or `None` when it cannot reach it (or is another shape).
    #[must_use]
    pub fn of(&self, board: &Board) -> Option<u32> {
        if board.shape() != self.shape() {
            return None;
        }
        let distance = self.of_rank(self.numbering.rank(board.tiles()));
        (distance != UNREACHED).then_some(u32::from(distance))
    }

    /// How many states reach the goal.
    #[must_use]
    pub const fn reached(&self) -> u32 {
        self.reached
    }

    /// How many states lie at each distance, from 0 (the goal alone) to the farthest.
    #[must_use]
    pub fn depths(&self) -> &[u64] {
        &self.depths
    }
}

/// The backward search that makes [`Distances`], a slice at a time.
///
/// ```
/// use npuzzle::{Goal, Shape, lab::DistanceSearch};
///
/// let mut search = DistanceSearch::new(&Goal::blank_last(Shape::new(2, 3)?)).unwrap();
/// while !search.run(100) {}
/// let distances = search.finish();
/// assert_eq!(distances.reached(), 360); // 6!/2
/// assert_eq!(distances.depths().len(), 22); // the farthest 2x3 states are 21 moves away
/// # Ok::<(), npuzzle::ShapeError>(())
/// ```
#[derive(Debug, Clone)]
pub struct DistanceSearch {
    distances: Distances,
    /// For each cell, the cells next to it.
    neighbours: Vec<Vec<usize>>,
    /// The states reached, in the order reached: the queue, read from `next`.
    queue: Vec<u32>,
    next: usize,
}

impl DistanceSearch {
    /// A search from `goal`, or `None` for a board too large to index (above 12 cells).
    #[must_use]
    pub fn new(goal: &Goal) -> Option<Self> {
        let shape = goal.shape();
        let numbering = Permutations::new(shape)?;
        let mut distance = vec![UNREACHED; numbering.count() as usize];
        let start = numbering.rank(goal.board().tiles());
        distance[start as usize] = 0;
        let neighbours = (0..shape.cells())
            .map(|cell| Direction::ALL.iter().filter_map(|&dir| shape.neighbor(cell, dir)).collect())
            .collect();
        let distances = Distances { goal: goal.clone(), numbering, distance, reached: 1, depths: vec![1] };
        Some(Self { distances, neighbours, queue: vec![start], next: 0 })
    }

    /// The share of the states done, from 0 to 1 (half of all arrangements reach the goal).
    #[must_use]
    pub fn fraction(&self) -> f64 {
        f64::from(u32::try_from(self.next).unwrap_or(u32::MAX)) / (f64::from(self.distances.numbering.count()) / 2.0)
    }

    /// Expands at most `budget` states; answers whether every state is reached.
    pub fn run(&mut self, budget: u64) -> bool {
        let cells = self.distances.shape().cells();
        let numbering = self.distances.numbering;
        let mut tiles = vec![0u8; cells];
        let mut done = 0;
        while done < budget {
            let Some(&rank) = self.queue.get(self.next) else {
                return true;
            };
            self.next += 1;
            done += 1;
            numbering.unrank(rank, &mut tiles);
            let depth = self.distances.distance[rank as usize] + 1;
            let blank = tiles.iter().position(|&tile| tile == 0).unwrap_or(0);
            for &cell in &self.neighbours[blank] {
                tiles.swap(blank, cell);
                let next = numbering.rank(&tiles);
                tiles.swap(blank, cell);
                let slot = &mut self.distances.distance[next as usize];
                if *slot == UNREACHED {
                    *slot = depth;
                    self.queue.push(next);
                    self.distances.reached += 1;
                    let depths = &mut self.distances.depths;
                    if depths.len() <= usize::from(depth) {
                        depths.push(0);
                    }
                    depths[usize::from(depth)] += 1;
                }
            }
        }
        self.next == self.queue.len()
    }

    /// The distances, once [`DistanceSearch::run`] has answered `true` (those reached so far before).
    #[must_use]
    pub fn finish(self) -> Distances {
        self.distances
    }
}
