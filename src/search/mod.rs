//! Search: the resumable engines (one a file), the recorder and its replay, the n-puzzle's nodes, the database IDA*.
//! The engines use nothing else of the crate; [`puzzle`], [`replay`] and [`pdb_idastar`] use the model and heuristics.
//!
//! Resumable search engines, generic over the node type (unit-cost moves).
//!
//! Each engine is a state machine: [`Search::run`] does at most `budget` expansions, then
//! returns [`Step::Running`] (look at [`Search::stats`] for progress) or the result, so a
//! caller can report progress and honour a cancel between slices. Engines take closures for
//! successors, the heuristic and the goal test, in the style of the `pathfinding` crate. Given
//! a recorder ([`record`]), an engine also tells what it does, node by node, for the Search view.
//!
//! | engine | optimal | complete | memory |
//! |---|---|---|---|
//! | [`bfs`] | yes | yes | every state reached |
//! | [`dfs`] | no | within its depth limit | every state reached |
//! | [`iddfs`] | yes | yes | the current path |
//! | [`greedy`] | no | yes (finite spaces) | every state reached |
//! | [`ucs`] | yes | yes | every state reached |
//! | [`astar`] | yes, with an admissible heuristic | yes | every state reached |
//! | [`wastar`] | at most w x optimal | yes | every state reached |
//! | [`idastar`] | yes, with an admissible heuristic | yes | the current path |
//! | [`beam`] | no | no | `width` states a level |
//! | [`anytime`] | when its bound meets its answer | yes | `width` states a level, growing |

pub mod anytime;
pub mod astar;
pub mod beam;
pub mod best_first;
pub mod bfs;
pub mod dfs;
pub mod discipline;
pub mod greedy;
pub mod idastar;
pub mod iddfs;
pub mod iterative_deepening;
pub mod pdb_idastar;
pub mod puzzle;
pub mod record;
pub mod replay;
pub mod ucs;
pub mod wastar;

/// One finished iteration of an iterative-deepening search.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Iteration {
    /// The cost bound (IDA*) or depth limit (IDDFS) of the iteration.
    pub bound: u32,
    /// Nodes expanded during the iteration.
    pub expanded: u64,
}

/// What a search has done so far: exactly what the algorithm did, never an estimate.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Stats {
    /// Nodes whose successors were generated.
    pub expanded: u64,
    /// Successors generated (including ones already seen).
    pub generated: u64,
    /// The largest the frontier (open list, queue or stack) has been.
    pub max_frontier: usize,
    /// The frontier's size now.
    pub frontier: usize,
    /// States held in memory now (closed and open, or the current path).
    pub stored: usize,
    /// The most states held at once (the database IDA* counts its path between slices, where
    /// its hot loop keeps no count).
    pub max_stored: usize,
    /// The current bound or depth limit, for iterative deepening; the deepest `g` popped otherwise.
    pub bound: u32,
    /// Finished iterations, for iterative deepening.
    pub iterations: Vec<Iteration>,
    /// The length of the shortest solution in hand, for the anytime search.
    pub best: Option<u32>,
    /// The lower bound on the optimal length proved so far, for the anytime search.
    pub lower_bound: Option<u32>,
    /// The iteration (counted from 1) at which the database IDA* went on with a stronger
    /// heuristic, when it did ([`pdb_idastar::PdbIdaStar::switch_heuristic`]).
    pub switched_at: Option<u32>,
}

impl Stats {
    pub(crate) fn frontier_now(&mut self, size: usize) {
        self.frontier = size;
        self.max_frontier = self.max_frontier.max(size);
    }

    pub(crate) fn stored_now(&mut self, states: usize) {
        self.stored = states;
        self.max_stored = self.max_stored.max(states);
    }
}

/// What a slice of search ended with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step<N> {
    /// The budget ran out; call [`Search::run`] again to go on.
    Running,
    /// A path from the start to a goal node, both included.
    Found(Vec<N>),
    /// The whole reachable space (within any depth limit) holds no goal.
    Exhausted,
}

/// A resumable search.
pub trait Search<N> {
    /// Goes on for at most `budget` expansions.
    fn run(&mut self, budget: u64) -> Step<N>;

    /// What the search has done so far.
    fn stats(&self) -> &Stats;

    /// The events recorded so far, for an engine given a [`record::Recording`].
    fn record(&mut self) -> Option<&mut record::Record> {
        None
    }
}

/// Follows parent links from `index` back to the root (`parent == NO_PARENT`).
pub(crate) fn trace_path<N: Clone>(index: u32, node_and_parent: impl Fn(u32) -> (N, u32)) -> Vec<N> {
    let mut path = Vec::new();
    let mut at = index;
    loop {
        let (node, parent) = node_and_parent(at);
        path.push(node);
        if parent == NO_PARENT {
            path.reverse();
            return path;
        }
        at = parent;
    }
}

/// The root's parent link.
pub(crate) const NO_PARENT: u32 = u32::MAX;
