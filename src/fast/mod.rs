//! `fast`: a suboptimal solver for every board up to 10x10 that always answers quickly.
//! Uses the model, the heuristics and the search engines; the solve layer picks it.
//!
//! It peels rows and columns off the board (see [`plan`]), each tile brought home by a small
//! A* over where that tile and the blank are, with the solved cells out of bounds, and solves
//! the last 3x3 (or smaller) part optimally with IDA*. That answer is sure but long (about
//! twice the optimum on the 24-puzzle), so on boards of up to 25 cells a beam search with
//! linear conflict then looks for a shorter one, no deeper than the answer in hand and within
//! a fixed number of expansions (about 1.25 times the optimum on the 24-puzzle). Every piece
//! is a resumable search, so the whole is resumable too, and its counts are the sum of the
//! pieces'.

pub mod plan;

use std::collections::VecDeque;
use std::marker::PhantomData;
use std::rc::Rc;

use crate::heuristic::{Heuristic, HeuristicKind};
use crate::model::board::Board;
use crate::model::goal::Goal;
use crate::model::moves::Direction;
use crate::model::shape::Shape;
use crate::search::puzzle::{Cells, Nibbles, Node, Puzzle, Quints};
use crate::search::{Search, Stats, Step, astar::astar, beam::Beam, idastar::idastar};
use plan::{Rect, Task};

/// A search whose path is turned into the blank's cells on the whole board.
struct Blanks<S, N, F> {
    search: S,
    blank_of: F,
    node: PhantomData<N>,
}

impl<S: Search<N>, N, F: Fn(&N) -> u8> Search<u8> for Blanks<S, N, F> {
    fn run(&mut self, budget: u64) -> Step<u8> {
        match self.search.run(budget) {
            Step::Running => Step::Running,
            Step::Exhausted => Step::Exhausted,
            Step::Found(path) => Step::Found(path.iter().map(&self.blank_of).collect()),
        }
    }
    fn stats(&self) -> &Stats {
        self.search.stats()
    }
}

fn blanks<S: Search<N> + 'static, N: 'static>(search: S, blank_of: impl Fn(&N) -> u8 + 'static) -> Box<dyn Search<u8>> {
    Box::new(Blanks { search, blank_of, node: PhantomData })
}

/// A cell index as a byte: boards have at most 100 cells.
fn byte(cell: usize) -> u8 {
    u8::try_from(cell).unwrap_or(u8::MAX)
}

/// The cells next to `cell` that are not `blocked`.
fn open_neighbours(shape: Shape, blocked: &[bool], cell: u8) -> impl Iterator<Item = u8> + '_ {
    Direction::ALL
        .into_iter()
        .filter_map(move |dir| shape.neighbor(usize::from(cell), dir))
        .filter(|&next| !blocked[next])
        .map(byte)
}

/// The constructive solver as a resumable search from a board to a goal; the nodes it
/// reports are the blank's cells.
///
/// ```
/// use npuzzle::{Goal, fast::Fast, parse_board, search::{Search, Step}};
///
/// let board = parse_board("5x5: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 0 24")?;
/// let mut fast = Fast::new(&board, &Goal::blank_last(board.shape()));
/// let Step::Found(blanks) = fast.run(u64::MAX) else { panic!() };
/// assert_eq!(blanks, [23, 24]);
/// # Ok::<(), npuzzle::ParseError>(())
/// ```
pub struct Fast {
    goal: Goal,
    shape: Shape,
    /// The board at the start, for the beam search.
    start: Vec<u8>,
    tiles: Vec<u8>,
    blank: usize,
    /// The blank's cells from the start to now.
    path: Vec<u8>,
    fixed: Vec<bool>,
    tasks: VecDeque<Task>,
    current: Option<Box<dyn Search<u8>>>,
    /// The counts of the searches finished so far.
    finished: Stats,
    stats: Stats,
    /// Where the beam search after the constructive pass is.
    polish: Polish,
}

/// The most nodes the beam search may expand on a board whose longer side is five: about
/// 60 ms natively (half a microsecond each, the heuristic updated and the state hashed),
/// keeping `fast` within its 100 ms. Updating linear conflict costs more on longer lines, so
/// boards with a longer side get proportionally fewer ([`Fast::beam_budget`]).
const BEAM_EXPANSIONS: u64 = 120_000;
/// The beam's width bounds: narrower finds little; wider than the budget allows stops short.
const MIN_BEAM_WIDTH: usize = 64;
const MAX_BEAM_WIDTH: usize = 4096;

/// The beam search that may shorten the constructive answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Polish {
    NotYet,
    Running,
    Done,
}

impl Fast {
    /// A solve of `board` towards `goal` (same shape, solvable: the caller checked).
    #[must_use]
    pub fn new(board: &Board, goal: &Goal) -> Self {
        let blank = board.blank();
        Self {
            goal: goal.clone(),
            shape: board.shape(),
            start: board.tiles().to_vec(),
            tiles: board.tiles().to_vec(),
            blank,
            path: vec![byte(blank)],
            fixed: vec![false; board.shape().cells()],
            tasks: plan::plan(goal).into(),
            current: None,
            finished: Stats::default(),
            stats: Stats::default(),
            polish: Polish::NotYet,
        }
    }

    /// A beam search from the start for an answer shorter than the constructive one, when the
    /// board is small enough for it to end well within the time `fast` promises.
    fn polish(&self) -> Option<Box<dyn Search<u8>>> {
        let moves = u32::try_from(self.path.len() - 1).unwrap_or(u32::MAX);
        // A beam expands at most its width times its depth, and it goes no deeper than the
        // answer in hand, so this width keeps it within the budget (which `run` enforces all
        // the same); a beam cut short would leave the long answer.
        let width = usize::try_from(self.beam_budget() / u64::from(moves.max(1))).unwrap_or(MAX_BEAM_WIDTH);
        let width = width.clamp(MIN_BEAM_WIDTH, MAX_BEAM_WIDTH);
        let cells = self.shape.cells();
        if moves < 2 {
            None
        } else if cells <= Nibbles::CAPACITY {
            Some(self.beam::<Nibbles>(width, moves))
        } else if cells <= Quints::CAPACITY {
            Some(self.beam::<Quints>(width, moves))
        } else {
            None
        }
    }

    /// The beam search's budget of expansions on this board.
    fn beam_budget(&self) -> u64 {
        let longer_side = u64::try_from(self.shape.rows().max(self.shape.cols())).unwrap_or(u64::MAX);
        BEAM_EXPANSIONS.min(BEAM_EXPANSIONS * 5 / longer_side.max(1))
    }

    fn beam<C: Cells>(&self, width: usize, max_depth: u32) -> Box<dyn Search<u8>> {
        let heuristic = Heuristic::new(HeuristicKind::LinearConflict, &self.goal);
        let puzzle = Rc::new(Puzzle::<C>::new(self.shape, self.goal.board().tiles(), heuristic));
        let start = puzzle.node(&self.start);
        let expand = Rc::clone(&puzzle);
        let successors = move |node: &Node<C>, out: &mut Vec<Node<C>>| expand.forward_successors(node, out);
        let success = move |node: &Node<C>| puzzle.is_goal(node);
        let search = Beam::new(start, successors, |node: &Node<C>| node.h, success, width, max_depth);
        blanks(search, |node: &Node<C>| node.blank)
    }

    /// Plays the blank's path, whose first cell is where it is now.
    fn play(&mut self, blanks: &[u8]) {
        for &next in blanks.iter().skip(1) {
            let next = usize::from(next);
            self.tiles.swap(self.blank, next);
            self.blank = next;
            self.path.push(byte(next));
        }
    }

    /// The search for the next task that needs one, doing the ones that do not.
    fn next_search(&mut self) -> Option<Box<dyn Search<u8>>> {
        while let Some(task) = self.tasks.pop_front() {
            let mut blocked = self.fixed.clone();
            match task {
                Task::Fix(cells) => cells.into_iter().for_each(|cell| self.fixed[cell] = true),
                Task::LastTwo { first, last, inside } => {
                    for task in plan::last_two(&self.goal, &self.tiles, first, last, inside).into_iter().rev() {
                        self.tasks.push_front(task);
                    }
                }
                Task::Place { tile, cell } => {
                    let from = self.position_of(tile);
                    if from != cell {
                        return Some(self.place(from, cell, blocked));
                    }
                }
                Task::PlacePair { home, tile, cell, dead_end } => {
                    let from = self.position_of(tile);
                    if from == cell {
                        continue;
                    }
                    if from == dead_end || self.blank == dead_end {
                        return Some(self.place_pair((home, home), (from, cell), blocked));
                    }
                    blocked[home] = true;
                    return Some(self.place(from, cell, blocked));
                }
                Task::Blank { cell, locked } => {
                    if self.blank != cell {
                        for c in locked {
                            blocked[c] = true;
                        }
                        return Some(self.walk(cell, blocked));
                    }
                }
                Task::Finish(rect) => return self.finish(rect),
            }
        }
        None
    }

    fn position_of(&self, tile: u8) -> usize {
        self.tiles.iter().position(|&t| t == tile).unwrap_or(0)
    }

    /// A* moving the tile on `from` to `to`, over where the tile and the blank are.
    fn place(&self, from: usize, to: usize, blocked: Vec<bool>) -> Box<dyn Search<u8>> {
        let shape = self.shape;
        let target = byte(to);
        let successors = move |&(tile, blank): &(u8, u8), out: &mut Vec<(u8, u8)>| {
            out.extend(
                open_neighbours(shape, &blocked, blank).map(|next| (if next == tile { blank } else { tile }, next)),
            );
        };
        // The blank must first reach the tile's side, and the tile cover its distance.
        let estimate = move |&(tile, blank): &(u8, u8)| {
            shape.distance_between(tile, target)
                + shape.distance_between(blank, tile).saturating_sub(1) * u32::from(tile != target)
        };
        let start = (byte(from), byte(self.blank));
        blanks(astar(start, successors, estimate, move |&(tile, _)| tile == target), |&(_, blank)| blank)
    }

    /// A* moving the tile on `a.0` to `a.1` and the one on `b.0` to `b.1`, over where both
    /// tiles and the blank are.
    fn place_pair(&self, a: (usize, usize), b: (usize, usize), blocked: Vec<bool>) -> Box<dyn Search<u8>> {
        let shape = self.shape;
        let (a_target, b_target) = (byte(a.1), byte(b.1));
        let successors = move |&(a, b, blank): &(u8, u8, u8), out: &mut Vec<(u8, u8, u8)>| {
            out.extend(open_neighbours(shape, &blocked, blank).map(|next| {
                let moved = |tile: u8| if next == tile { blank } else { tile };
                (moved(a), moved(b), next)
            }));
        };
        // Each move shifts one tile one cell; first the blank must reach a tile to move.
        let estimate = move |&(a, b, blank): &(u8, u8, u8)| {
            let reach =
                |tile: u8, target: u8| (tile != target).then(|| shape.distance_between(blank, tile).saturating_sub(1));
            let approach = reach(a, a_target).into_iter().chain(reach(b, b_target)).min().unwrap_or(0);
            shape.distance_between(a, a_target) + shape.distance_between(b, b_target) + approach
        };
        let start = (byte(a.0), byte(b.0), byte(self.blank));
        let success = move |&(a, b, _): &(u8, u8, u8)| a == a_target && b == b_target;
        blanks(astar(start, successors, estimate, success), |&(_, _, blank)| blank)
    }

    /// A* moving the blank to `to`.
    fn walk(&self, to: usize, blocked: Vec<bool>) -> Box<dyn Search<u8>> {
        let shape = self.shape;
        let target = byte(to);
        let successors = move |&blank: &u8, out: &mut Vec<u8>| out.extend(open_neighbours(shape, &blocked, blank));
        let estimate = move |&blank: &u8| shape.distance_between(blank, target);
        blanks(astar(byte(self.blank), successors, estimate, move |&blank| blank == target), |&blank| blank)
    }

    /// IDA* with linear conflict on the cells of `rect`, the rest being solved.
    fn finish(&self, rect: Rect) -> Option<Box<dyn Search<u8>>> {
        let cols = self.shape.cols();
        let cells: Vec<usize> = (rect.top..rect.top + rect.rows)
            .flat_map(|row| (rect.left..rect.left + rect.cols).map(move |col| row * cols + col))
            .collect();
        if cells.iter().all(|&cell| self.tiles[cell] == self.goal.board().tile_at(cell)) {
            return None;
        }
        // The part as a board of its own, its tiles renumbered in goal order.
        let mut label = vec![0u8; self.shape.cells()];
        for (number, &cell) in (1..).zip(cells.iter().filter(|&&cell| self.goal.board().tile_at(cell) != 0)) {
            label[usize::from(self.goal.board().tile_at(cell))] = number;
        }
        let shape = Shape::new(rect.rows, rect.cols).expect("the part left is 2x2 to 3x3");
        let part = |tile_at: &dyn Fn(usize) -> u8| -> Vec<u8> {
            cells.iter().map(|&cell| label[usize::from(tile_at(cell))]).collect()
        };
        let goal_tiles = part(&|cell| self.goal.board().tile_at(cell));
        let start_tiles = part(&|cell| self.tiles[cell]);
        let values = |tiles: &[u8]| tiles.iter().map(|&t| u32::from(t)).collect::<Vec<_>>();
        let goal = Goal::new(Board::new(shape, &values(&goal_tiles)).expect("the goal's part is a permutation"));
        let heuristic = Heuristic::new(HeuristicKind::LinearConflict, &goal);
        let puzzle = Rc::new(Puzzle::<Nibbles>::new(shape, &goal_tiles, heuristic));
        let start = puzzle.node(&start_tiles);
        let expand = Rc::clone(&puzzle);
        let successors = move |node: &Node<Nibbles>, out: &mut Vec<Node<Nibbles>>| expand.forward_successors(node, out);
        let success = move |node: &Node<Nibbles>| puzzle.is_goal(node);
        let search = idastar(start, successors, |node: &Node<Nibbles>| node.h, success);
        Some(blanks(search, move |node: &Node<Nibbles>| byte(cells[usize::from(node.blank)])))
    }

    fn record(&mut self) {
        let current = self.current.as_ref().map(|search| search.stats().clone()).unwrap_or_default();
        self.stats.expanded = self.finished.expanded + current.expanded;
        self.stats.generated = self.finished.generated + current.generated;
        self.stats.max_frontier = self.finished.max_frontier.max(current.max_frontier);
        self.stats.frontier = current.frontier;
        self.stats.stored = current.stored;
        self.stats.max_stored = self.finished.max_stored.max(current.max_stored);
        self.stats.bound = u32::try_from(self.path.len() - 1).unwrap_or(u32::MAX);
    }
}

impl Search<u8> for Fast {
    fn run(&mut self, budget: u64) -> Step<u8> {
        let stop_at = self.stats.expanded.saturating_add(budget);
        loop {
            if self.current.is_none() {
                self.current = self.next_search();
                if self.current.is_none() && self.polish == Polish::NotYet {
                    self.current = self.polish();
                    self.polish = if self.current.is_some() { Polish::Running } else { Polish::Done };
                }
                if self.current.is_none() {
                    self.record();
                    return Step::Found(self.path.clone());
                }
            }
            let budget = self.beam_budget();
            let Some(search) = self.current.as_mut() else { continue };
            let before = search.stats().expanded;
            let mut left = stop_at.saturating_sub(self.stats.expanded);
            let polishing = self.polish == Polish::Running;
            if polishing {
                left = left.min(budget.saturating_sub(before));
            }
            let mut step = search.run(left);
            let used = search.stats().expanded - before;
            self.stats.expanded += used;
            if polishing && step == Step::Running && search.stats().expanded >= budget {
                step = Step::Exhausted; // out of its budget: the answer in hand stands
            }
            if step == Step::Running {
                self.record();
                return Step::Running;
            }
            let done = search.stats().clone();
            self.finished.expanded += done.expanded;
            self.finished.generated += done.generated;
            self.finished.max_frontier = self.finished.max_frontier.max(done.max_frontier);
            self.finished.max_stored = self.finished.max_stored.max(done.max_stored);
            self.current = None;
            match (step, self.polish) {
                // The beam found a shorter way (it searches no deeper than the one in hand).
                (Step::Found(blanks), Polish::Running) => {
                    self.polish = Polish::Done;
                    self.path = blanks;
                }
                (Step::Found(blanks), _) => self.play(&blanks),
                // The beam gave up: the constructive answer stands.
                (_, Polish::Running) => self.polish = Polish::Done,
                _ => {
                    self.record();
                    return Step::Exhausted;
                }
            }
            self.record();
        }
    }

    fn stats(&self) -> &Stats {
        &self.stats
    }
}
