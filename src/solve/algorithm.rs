//! The search algorithms by name, and what each guarantees: the one list the CLI, the wasm
//! boundary and the page read.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::heuristic::pdb::Partition;
use crate::heuristic::pdb24::Partition24;
use crate::heuristic::{HeuristicKind, UnknownHeuristic};
use crate::model::names::{echo, find_named};
use crate::model::shape::Shape;
use crate::search::discipline::Discipline;
use crate::search::{astar, greedy, ucs, wastar};
use crate::words::{Message, Said, one_of};

/// An algorithm name that is not one of ours.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub struct UnknownAlgorithm(pub String);

impl Said for UnknownAlgorithm {
    fn message(&self) -> Message {
        Message::new("solve-algorithm-unknown").text("name", echo(&self.0, 40)).message("list", one_of(Algorithm::ALL))
    }
}

crate::words::english_display!(UnknownAlgorithm);

/// The search algorithms, by the names used everywhere (CLI, wasm, URL).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Algorithm {
    /// Breadth-first search.
    Bfs,
    /// Depth-first search with a depth limit.
    Dfs,
    /// Iterative-deepening depth-first search.
    Iddfs,
    /// Greedy best-first search.
    Greedy,
    /// Uniform-cost search (Dijkstra).
    Ucs,
    /// A*.
    Astar,
    /// Weighted A*.
    Wastar,
    /// Iterative-deepening A*.
    Idastar,
    /// A quick suboptimal solver for every size: rows and columns are peeled off tile by tile,
    /// and the last 3x3 (or smaller) part is solved optimally (see [`crate::fast`]).
    Fast,
    /// Picks for the board: IDA* with pattern databases on 4x4 (optimal), IDA* with linear
    /// conflict on boards of at most 12 cells (optimal), the anytime search on 5x5, and `fast`
    /// on the other larger ones. The default.
    #[default]
    Auto,
    /// What `auto` runs on 5x5 (not asked for by name): beam searches of growing width over the
    /// 5x5 pattern databases and IDA* for a lower bound, taking turns (see
    /// [`crate::search::anytime`]); at any limit it answers the shortest solution found with
    /// the lower bound it proved, `optimal` when the two meet.
    Anytime,
}

/// How an algorithm orders its frontier: what "next" means when it picks a node to expand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FrontierOrder {
    /// First in, first out (breadth-first).
    Queue,
    /// Last in, first out (depth-first, and the iterative deepenings' path).
    Stack,
    /// Smallest `g` first (uniform-cost).
    ByG,
    /// Smallest `h` first (greedy).
    ByH,
    /// Smallest `f = g + h` first (A*), or `g + w*h` (weighted A*).
    ByF,
    /// No frontier of its own (`fast`, `auto`, `anytime`: they run other searches).
    None,
}

impl FrontierOrder {
    /// The name the wasm boundary gives: `queue`, `stack`, `g`, `h`, `f` or `none`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Queue => "queue",
            Self::Stack => "stack",
            Self::ByG => "g",
            Self::ByH => "h",
            Self::ByF => "f",
            Self::None => "none",
        }
    }
}

impl Algorithm {
    /// Every algorithm a caller may ask for, in teaching order, then the two practical ones
    /// (not [`Algorithm::Anytime`], which `auto` picks).
    pub const ALL: [Self; 10] = [
        Self::Bfs,
        Self::Dfs,
        Self::Iddfs,
        Self::Greedy,
        Self::Ucs,
        Self::Astar,
        Self::Wastar,
        Self::Idastar,
        Self::Fast,
        Self::Auto,
    ];

    /// The algorithm that runs and the heuristic it uses, when this one is asked for on
    /// `shape` with `heuristic`: `auto` picks for the board, `fast` uses its own, and the
    /// uninformed searches use none.
    ///
    /// ```
    /// use npuzzle::{Shape, heuristic::{HeuristicKind, pdb::Partition, pdb24::Partition24}, solve::algorithm::Algorithm};
    ///
    /// let pick = |rows, cols| Algorithm::Auto.resolve(Shape::new(rows, cols).unwrap(), HeuristicKind::Manhattan);
    /// assert_eq!(pick(4, 4), (Algorithm::Idastar, HeuristicKind::Pdb(Partition::SixSixThree)));
    /// assert_eq!(pick(3, 4), (Algorithm::Idastar, HeuristicKind::LinearConflict));
    /// assert_eq!(pick(5, 5), (Algorithm::Anytime, HeuristicKind::Pdb24(Partition24::FiveFiveFiveFiveFour)));
    /// assert_eq!(pick(5, 6).0, Algorithm::Fast);
    /// let square = Shape::square(3).unwrap();
    /// assert_eq!(Algorithm::Bfs.resolve(square, HeuristicKind::Manhattan), (Algorithm::Bfs, HeuristicKind::None));
    /// ```
    #[must_use]
    pub fn resolve(self, shape: Shape, heuristic: HeuristicKind) -> (Self, HeuristicKind) {
        match self {
            Self::Auto if shape.rows() == 4 && shape.cols() == 4 => {
                (Self::Idastar, HeuristicKind::Pdb(Partition::default()))
            }
            Self::Auto if shape.cells() <= 12 => (Self::Idastar, HeuristicKind::LinearConflict),
            Self::Auto | Self::Anytime if shape.rows() == 5 && shape.cols() == 5 => {
                (Self::Anytime, HeuristicKind::Pdb24(Partition24::FiveFiveFiveFiveFour))
            }
            Self::Auto | Self::Fast | Self::Anytime => (Self::Fast, HeuristicKind::LinearConflict),
            informed if informed.uses_heuristic() => (informed, heuristic),
            uninformed => (uninformed, HeuristicKind::None),
        }
    }

    /// The name used by the CLI, the wasm API and URLs.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Bfs => "bfs",
            Self::Dfs => "dfs",
            Self::Iddfs => "iddfs",
            Self::Greedy => "greedy",
            Self::Ucs => "ucs",
            Self::Astar => "astar",
            Self::Wastar => "wastar",
            Self::Idastar => "idastar",
            Self::Fast => "fast",
            Self::Auto => "auto",
            Self::Anytime => "anytime",
        }
    }

    /// Whether the algorithm is guided by the heuristic asked for (`fast` and `auto` choose
    /// their own).
    #[must_use]
    pub const fn uses_heuristic(self) -> bool {
        matches!(self, Self::Greedy | Self::Astar | Self::Wastar | Self::Idastar)
    }

    /// Whether a solution it finds is guaranteed shortest (with an admissible heuristic).
    /// Weighted A* is optimal only with the weight 1 (see [`super::plan::Plan::optimal`]).
    #[must_use]
    pub const fn is_optimal(self) -> bool {
        matches!(self, Self::Bfs | Self::Ucs | Self::Iddfs | Self::Astar | Self::Idastar)
    }

    /// Whether it searches in passes under a rising bound, keeping only the current path.
    #[must_use]
    pub const fn is_iterative(self) -> bool {
        matches!(self, Self::Iddfs | Self::Idastar)
    }

    /// Whether it takes a weight.
    #[must_use]
    pub const fn is_weighted(self) -> bool {
        matches!(self, Self::Wastar)
    }

    /// How it picks the next node to expand.
    #[must_use]
    pub const fn frontier_order(self) -> FrontierOrder {
        match self {
            Self::Bfs => FrontierOrder::Queue,
            Self::Dfs | Self::Iddfs | Self::Idastar => FrontierOrder::Stack,
            Self::Ucs => FrontierOrder::ByG,
            Self::Greedy => FrontierOrder::ByH,
            Self::Astar | Self::Wastar => FrontierOrder::ByF,
            Self::Fast | Self::Auto | Self::Anytime => FrontierOrder::None,
        }
    }

    /// The rule its engine follows to pick the next node, ties included, for a replay of its
    /// record (`None` for `fast`, `auto` and `anytime`, which run other searches); `weight` is weighted
    /// A*'s, `depth_limit` depth-first search's.
    #[must_use]
    pub fn discipline(self, weight: f64, depth_limit: u32) -> Option<Discipline> {
        Some(match self {
            Self::Bfs => Discipline::Queue,
            Self::Dfs => Discipline::Stack { depth_limit },
            Self::Iddfs | Self::Idastar => Discipline::Bounded,
            Self::Greedy => Discipline::BestFirst(greedy::PRIORITY),
            Self::Ucs => Discipline::BestFirst(ucs::PRIORITY),
            Self::Astar => Discipline::BestFirst(astar::PRIORITY),
            Self::Wastar => Discipline::BestFirst(wastar::priority(weight)),
            Self::Fast | Self::Auto | Self::Anytime => return None,
        })
    }

    /// What to try instead when this algorithm hits a limit.
    #[must_use]
    pub fn suggestion(self) -> Message {
        Message::new(match self {
            Self::Bfs | Self::Ucs | Self::Dfs | Self::Iddfs => "solve-suggest-uninformed",
            Self::Astar | Self::Greedy | Self::Wastar => "solve-suggest-astar",
            Self::Idastar => "solve-suggest-idastar",
            Self::Fast | Self::Auto => "solve-suggest-fast",
            Self::Anytime => "solve-suggest-anytime",
        })
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// ```
/// use npuzzle::solve::algorithm::Algorithm;
///
/// assert_eq!("idastar".parse(), Ok(Algorithm::Idastar));
/// let error = "a-star".parse::<Algorithm>().unwrap_err().to_string();
/// assert!(error.ends_with("use bfs, dfs, iddfs, greedy, ucs, astar, wastar, idastar, fast or auto"), "{error}");
/// ```
impl FromStr for Algorithm {
    type Err = UnknownAlgorithm;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        find_named(Self::ALL, name, Self::name).ok_or_else(|| UnknownAlgorithm(name.to_string()))
    }
}

/// An algorithm, and the heuristic it runs with when it names one: `astar`, `astar:hamming`.
/// What a list of algorithms to compare (`algorithms=bfs,astar:hamming`) holds.
///
/// ```
/// use npuzzle::heuristic::HeuristicKind;
/// use npuzzle::solve::algorithm::{Algorithm, AlgorithmEntry};
///
/// let entry: AlgorithmEntry = "astar:hamming".parse().unwrap();
/// assert_eq!((entry.algorithm, entry.heuristic), (Algorithm::Astar, Some(HeuristicKind::Hamming)));
/// assert_eq!(entry.to_string(), "astar:hamming");
/// assert_eq!("bfs".parse::<AlgorithmEntry>().unwrap().heuristic, None);
/// assert_eq!("bfs:manhattan".parse::<AlgorithmEntry>().unwrap_err().to_string(), "bfs uses no heuristic, so 'manhattan' cannot go with it");
/// assert!("astar:nope".parse::<AlgorithmEntry>().unwrap_err().to_string().starts_with("unknown heuristic 'nope'"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AlgorithmEntry {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// The heuristic it names, if any (else the one chosen elsewhere).
    pub heuristic: Option<HeuristicKind>,
}

/// Why text is not an [`AlgorithmEntry`].
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EntryError {
    /// The algorithm is not one of ours.
    Algorithm(#[from] UnknownAlgorithm),
    /// The heuristic is not one of ours.
    Heuristic(#[from] UnknownHeuristic),
    /// A heuristic named for an algorithm that uses none.
    Uninformed {
        /// The algorithm.
        algorithm: Algorithm,
        /// The heuristic as written.
        heuristic: String,
    },
}

impl Said for EntryError {
    fn message(&self) -> Message {
        match self {
            Self::Algorithm(error) => error.message(),
            Self::Heuristic(error) => error.message(),
            Self::Uninformed { algorithm, heuristic } => Message::new("solve-algorithm-uninformed")
                .text("algorithm", algorithm)
                .text("heuristic", echo(heuristic, 40)),
        }
    }
}

crate::words::english_display!(EntryError);

impl FromStr for AlgorithmEntry {
    type Err = EntryError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (name, heuristic) = text.split_once(':').map_or((text, None), |(a, h)| (a, Some(h.trim())));
        let algorithm = name.parse::<Algorithm>()?;
        let heuristic = match heuristic {
            None => None,
            Some(h) if !algorithm.uses_heuristic() => {
                return Err(EntryError::Uninformed { algorithm, heuristic: h.to_string() });
            }
            Some(h) => Some(h.parse::<HeuristicKind>()?),
        };
        Ok(Self { algorithm, heuristic })
    }
}

impl fmt::Display for AlgorithmEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.heuristic {
            Some(heuristic) => write!(f, "{}:{heuristic}", self.algorithm),
            None => write!(f, "{}", self.algorithm),
        }
    }
}
