//! The engine a plan names: the tuned IDA* over pattern databases, the fast solver, or a
//! generic engine over the packing that fits the board (recorded on the general one), all
//! seen by the solver alike, a path of blank cells (the anytime search on 5x5 too, in
//! [`super::anytime`]).

use std::marker::PhantomData;
use std::rc::Rc;
use std::sync::Arc;

use super::algorithm::Algorithm;
use super::plan::Plan;
use crate::fast::Fast;
use crate::heuristic::Heuristic;
use crate::heuristic::pdb::{DatabaseSet, PdbHeuristic};
use crate::search::pdb_idastar::PdbIdaStar;
use crate::search::puzzle::{Bytes, Cells, Nibbles, Node, Puzzle};
use crate::search::record::{Off, Record, Recorder, Recording};
use crate::search::{self, Search, Stats, Step};

/// The best solution an anytime engine holds, and the lower bound it proved.
pub(super) struct Incumbent {
    /// The blank's cells, start to goal.
    pub(super) path: Vec<u8>,
    pub(super) lower_bound: u32,
}

/// An engine over some packing, as the driver sees it: the path comes back as blank cells.
pub(super) trait Engine {
    fn run(&mut self, budget: u64) -> Step<u8>;
    fn stats(&self) -> &Stats;
    fn bytes_per_state(&self) -> usize;
    /// Bytes held for the states stored now.
    fn memory_bytes(&self) -> u64 {
        let stored = self.stats().stored.saturating_mul(self.bytes_per_state());
        u64::try_from(stored).unwrap_or(u64::MAX)
    }
    fn record(&mut self) -> Option<&mut Record>;
    /// The anytime search's best solution so far, which a stop at a limit answers.
    fn incumbent(&self) -> Option<Incumbent> {
        None
    }
    /// The tuned IDA*, whose passes can be shared with helpers elsewhere.
    fn lender(&mut self) -> Option<&mut PdbIdaStar> {
        None
    }
}

struct Packed<S, C> {
    search: S,
    bytes_per_state: usize,
    cells: PhantomData<C>,
}

impl<S: Search<Node<C>>, C: Cells> Engine for Packed<S, C> {
    fn run(&mut self, budget: u64) -> Step<u8> {
        match self.search.run(budget) {
            Step::Running => Step::Running,
            Step::Exhausted => Step::Exhausted,
            Step::Found(path) => Step::Found(path.iter().map(|node| node.blank).collect()),
        }
    }
    fn stats(&self) -> &Stats {
        self.search.stats()
    }
    fn bytes_per_state(&self) -> usize {
        self.bytes_per_state
    }
    fn record(&mut self) -> Option<&mut Record> {
        self.search.record()
    }
}

fn packed<C: Cells, S: Search<Node<C>> + 'static>(search: S, bytes_per_state: usize) -> Box<dyn Engine> {
    Box::new(Packed { search, bytes_per_state, cells: PhantomData::<C> })
}

/// An engine whose nodes are the blank's cells already.
struct Blanks<S> {
    search: S,
    bytes_per_state: usize,
}

impl<S: Search<u8> + Lends> Engine for Blanks<S> {
    fn run(&mut self, budget: u64) -> Step<u8> {
        self.search.run(budget)
    }
    fn stats(&self) -> &Stats {
        self.search.stats()
    }
    fn bytes_per_state(&self) -> usize {
        self.bytes_per_state
    }
    fn record(&mut self) -> Option<&mut Record> {
        self.search.record()
    }
    fn lender(&mut self) -> Option<&mut PdbIdaStar> {
        self.search.lender()
    }
}

/// Which of the searches behind [`Blanks`] can share their passes.
trait Lends {
    fn lender(&mut self) -> Option<&mut PdbIdaStar> {
        None
    }
}

impl Lends for Fast {}

impl Lends for PdbIdaStar {
    fn lender(&mut self) -> Option<&mut PdbIdaStar> {
        Some(self)
    }
}

/// The engine the plan names, with the databases it needs (already checked to be the right ones),
/// or `None` when it is a generic engine this build does not hold ([`holds_generic_engine`]).
pub(super) fn engine(plan: &Plan, databases: Option<&Arc<DatabaseSet>>, threads: usize) -> Option<Box<dyn Engine>> {
    let (board, goal) = (plan.board(), plan.goal());
    let pdb = databases.and_then(|set| PdbHeuristic::new(Arc::clone(set), goal).ok());
    match (plan.algorithm(), pdb) {
        // A recorded search runs on the generic engines, which tell their recorder everything.
        (Algorithm::Fast, _) if plan.record().is_none() => {
            // The current piece's states: at most a part's worth, a few dozen bytes each.
            Some(Box::new(Blanks { search: Fast::new(board, goal), bytes_per_state: 64 }))
        }
        (Algorithm::Idastar, Some(pdb)) if plan.record().is_none() => {
            let search = PdbIdaStar::new(&pdb, board.tiles()).with_threads(threads);
            Some(Box::new(Blanks { bytes_per_state: search.bytes_per_state(), search }))
        }
        (_, Some(pdb)) => generic_engine(plan, Heuristic::with_databases(pdb, plan.goal())),
        (_, None) => generic_engine(plan, Heuristic::new(plan.heuristic(), plan.goal())),
    }
}

/// A generic engine for the plan's algorithm guided by `heuristic`, over the packing that fits
/// the board: all a plan that is [`Plan::generic`] needs. `None` when this build holds none for
/// the board ([`holds_generic_engine`]).
pub(super) fn generic_engine(plan: &Plan, heuristic: Heuristic) -> Option<Box<dyn Engine>> {
    let cells = plan.board().shape().cells();
    if let Some(cap) = plan.record() {
        // Recorded, on the general packing only: a recorded search is for watching, and
        // recorded engines for every packing would add a fifth to the page's wasm. Each
        // node is labelled with the blank's cell: with the start board, that names its board.
        let label = |node: &Node<Bytes>| u16::from(node.blank);
        Some(packed_engine::<Bytes, _>(plan, heuristic, Recording::new(cap, label)))
    } else if cells <= Nibbles::CAPACITY {
        Some(packed_engine::<Nibbles, _>(plan, heuristic, Off))
    } else {
        larger_engine(plan, heuristic, cells)
    }
}

/// Whether this build holds a generic engine for the plan's board: every build but the first
/// wasm module, which holds the recorded one and the one for boards of up to 16 cells only.
/// Each further packing's engines would weigh about 5 KB compressed in a first visit's
/// download; larger boards are the full module's, which they need for their databases anyway.
pub(super) fn holds_generic_engine(plan: &Plan) -> bool {
    !cfg!(feature = "light") || plan.record().is_some() || plan.board().shape().cells() <= Nibbles::CAPACITY
}

/// An unrecorded generic engine for a board of over 16 cells.
#[cfg(not(feature = "light"))]
#[expect(clippy::unnecessary_wraps, reason = "the first module's twin answers None")]
fn larger_engine(plan: &Plan, heuristic: Heuristic, cells: usize) -> Option<Box<dyn Engine>> {
    use crate::search::puzzle::Quints;
    Some(if cells <= Quints::CAPACITY {
        packed_engine::<Quints, _>(plan, heuristic, Off)
    } else {
        packed_engine::<Bytes, _>(plan, heuristic, Off)
    })
}

/// The first module holds none ([`holds_generic_engine`]).
#[cfg(feature = "light")]
fn larger_engine(_plan: &Plan, _heuristic: Heuristic, _cells: usize) -> Option<Box<dyn Engine>> {
    None
}

/// A generic engine for the plan's algorithm over packing `C`, telling `recorder` what it does.
fn packed_engine<C: Cells, R: Recorder<Node<C>> + 'static>(
    plan: &Plan,
    heuristic: Heuristic,
    recorder: R,
) -> Box<dyn Engine> {
    let (board, goal) = (plan.board(), plan.goal());
    let puzzle = Rc::new(Puzzle::<C>::new(board.shape(), goal.board().tiles(), heuristic));
    let start = puzzle.node(board.tiles());
    let expand = Rc::clone(&puzzle);
    let successors = move |node: &Node<C>, out: &mut Vec<Node<C>>| expand.successors(node, out);
    let expand = Rc::clone(&puzzle);
    let forward = move |node: &Node<C>, out: &mut Vec<Node<C>>| expand.forward_successors(node, out);
    let estimate = |node: &Node<C>| node.h;
    let success = move |node: &Node<C>| puzzle.is_goal(node);
    // A stored state costs its node in the arena and in the hash index, bookkeeping, and the
    // slack of growing vectors and tables: measured peak resident memory of A* on a 15-puzzle
    // is about 125 bytes a state with 16-byte nodes.
    let node = std::mem::size_of::<Node<C>>();
    let stored = 4 * node + 64;
    match plan.algorithm() {
        Algorithm::Bfs => {
            packed::<C, _>(search::bfs::Bfs::new(start, successors, success).with_recorder(recorder), stored)
        }
        Algorithm::Dfs => {
            let search = search::dfs::Dfs::new(start, plan.depth_limit(), successors, success);
            packed::<C, _>(search.with_recorder(recorder), stored + 8)
        }
        Algorithm::Iddfs => {
            packed::<C, _>(search::iddfs::iddfs(start, forward, success).with_recorder(recorder), 4 * node)
        }
        Algorithm::Greedy => {
            let search = search::greedy::greedy(start, successors, estimate, success);
            packed::<C, _>(search.with_recorder(recorder), stored)
        }
        Algorithm::Ucs => packed::<C, _>(search::ucs::ucs(start, successors, success).with_recorder(recorder), stored),
        Algorithm::Astar => {
            let search = search::astar::astar(start, successors, estimate, success);
            packed::<C, _>(search.with_recorder(recorder), stored)
        }
        Algorithm::Wastar => {
            let weight = plan.weight().unwrap_or_default().value();
            let search = search::wastar::wastar(start, weight, successors, estimate, success);
            packed::<C, _>(search.with_recorder(recorder), stored)
        }
        // `fast`, `auto` and `anytime` are resolved away by the plan or never recorded; plain
        // IDA* stands in for them.
        Algorithm::Idastar | Algorithm::Fast | Algorithm::Auto | Algorithm::Anytime => {
            let search = search::idastar::idastar(start, forward, estimate, success);
            packed::<C, _>(search.with_recorder(recorder), 4 * node)
        }
    }
}
