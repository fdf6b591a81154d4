//! Seeded random boards: reproducible from a seed, with no platform randomness in the core.

use super::board::Board;
use super::goal::Goal;
use super::moves::Direction;
use super::solvability;

/// `SplitMix64`: a small, fast generator whose whole state is one seed, so runs can be replayed.
///
/// ```
/// use npuzzle::model::random::Rng;
///
/// let (mut a, mut b) = (Rng::new(7), Rng::new(7));
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(6) < 6);
/// ```
#[derive(Debug, Clone)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator from a seed.
    #[must_use]
    pub const fn new(seed: u64) -> Self {
        Self { state: seed }
    }

    /// The next 64 random bits.
    pub const fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform number in `0..bound` (`bound` > 0), without modulo bias.
    pub fn below(&mut self, bound: usize) -> usize {
        let bound = bound as u64;
        // Reject the top sliver of the range that does not divide evenly.
        let zone = u64::MAX - u64::MAX % bound;
        loop {
            let x = self.next_u64();
            if x < zone {
                #[expect(clippy::cast_possible_truncation, reason = "x % bound < bound, which came from a usize")]
                return (x % bound) as usize;
            }
        }
    }
}

/// A uniformly random board from which `goal` can be reached.
///
/// Shuffles every cell; half of all arrangements are unsolvable, and swapping two fixed tiles
/// maps those one-to-one onto the solvable ones, so the result stays uniform.
///
/// ```
/// use npuzzle::{Goal, Shape, model::{random::{Rng, random_solvable}, solvability}};
///
/// let goal = Goal::blank_last(Shape::square(4)?);
/// let board = random_solvable(&goal, &mut Rng::new(1));
/// assert!(solvability::check(&board, &goal).solvable);
/// assert_eq!(board, random_solvable(&goal, &mut Rng::new(1)));
/// # Ok::<(), npuzzle::ShapeError>(())
/// ```
#[must_use]
pub fn random_solvable(goal: &Goal, rng: &mut Rng) -> Board {
    let mut board = goal.board().clone();
    for i in (1..board.tiles().len()).rev() {
        board.swap_cells(i, rng.below(i + 1));
    }
    if !solvability::check(&board, goal).solvable {
        board.swap_tiles(1, 2);
    }
    board
}

/// `board` after `moves` random moves, never undoing the move just made.
///
/// ```
/// use npuzzle::{Goal, Shape, model::random::{Rng, scramble}};
///
/// let goal = Goal::blank_last(Shape::square(3)?);
/// let board = scramble(goal.board(), 1, &mut Rng::new(3));
/// assert_eq!(npuzzle::heuristic::manhattan(&board, &goal), 1);
/// # Ok::<(), npuzzle::ShapeError>(())
/// ```
#[must_use]
pub fn scramble(board: &Board, moves: usize, rng: &mut Rng) -> Board {
    let mut board = board.clone();
    let mut previous: Option<Direction> = None;
    for _ in 0..moves {
        let choices: Vec<Direction> =
            board.legal_moves().into_iter().filter(|&dir| Some(dir.opposite()) != previous).collect();
        let dir = choices[rng.below(choices.len())];
        if board.slide(dir).is_ok() {
            previous = Some(dir);
        }
    }
    board
}
