//! A solve decided once: the algorithm `auto` picks, the heuristic, the weight, the limits,
//! whether the board can reach its goal, and which pattern databases the search will look up.
//! The CLI, the wasm boundary and the page's worker all ask a [`Plan`] rather than work any of
//! this out again; a [`crate::solve::Solver`] starts from one.

use thiserror::Error;

use super::algorithm::Algorithm;
use super::options::{Limits, SolveOptions, Weight};
use crate::heuristic::HeuristicKind;
use crate::heuristic::pdb::{DatabaseKey, Partition};
use crate::heuristic::pdb24::Key24;
use crate::model::board::Board;
use crate::model::goal::Goal;
use crate::model::shape::Shape;
use crate::model::solvability;
use crate::search::discipline::Discipline;
use crate::search::record;
use crate::words::{Message, Said, plain};

/// Why a solve cannot start.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum PlanError {
    /// The board cannot reach the goal.
    Unsolvable(Message),
    /// The pattern-database heuristic on a board other than 4x4.
    PdbNeedsFourByFour {
        /// The heuristic asked for.
        heuristic: HeuristicKind,
        /// The board's shape.
        shape: Shape,
    },
    /// Databases whose build needs more memory than the platform affords.
    TooLargeFor {
        /// The heuristic asked for.
        heuristic: HeuristicKind,
        /// Megabytes its build holds.
        mb: usize,
        /// Where.
        platform: Platform,
    },
    /// The board and the goal differ in shape.
    ShapeMismatch {
        /// The goal's shape.
        goal: Shape,
        /// The board's shape.
        board: Shape,
    },
    /// A limit that is not a positive number, or more memory than the platform has.
    BadLimit(Message),
    /// A recording cap outside 1 to [`record::MAX_EXPANSIONS`].
    BadRecordCap(#[from] record::BadCap),
    /// Recording asked of the fast solver, whose search runs in pieces.
    NotRecordable,
}

impl Said for PlanError {
    fn message(&self) -> Message {
        match self {
            Self::Unsolvable(reason) => Message::new("solve-error-unsolvable").message("reason", reason.clone()),
            Self::PdbNeedsFourByFour { heuristic, shape } => {
                Message::new("solve-error-pdb-needs-4x4").text("heuristic", heuristic).text("shape", shape)
            }
            Self::TooLargeFor { heuristic, mb, platform } => Message::new("solve-error-too-large-for")
                .text("heuristic", heuristic)
                .text("mb", mb)
                .message("platform", platform.message()),
            Self::ShapeMismatch { goal, board } => {
                Message::new("solve-error-shape-mismatch").text("goal", goal).text("board", board)
            }
            Self::BadLimit(message) => message.clone(),
            Self::BadRecordCap(error) => error.message(),
            Self::NotRecordable => Message::new("solve-error-not-recordable"),
        }
    }
}

crate::words::english_display!(PlanError);

/// Where a search runs, and so how much memory it may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Platform {
    /// A native process (the CLI, tests, benchmarks).
    #[default]
    Native,
    /// A browser's WebAssembly instance: at most 4 GB of memory in all, and a tab the user
    /// keeps using.
    Browser,
}

impl Platform {
    /// The most bytes a pattern-database build may hold here.
    #[must_use]
    pub const fn max_build_bytes(self) -> usize {
        match self {
            Self::Native => usize::MAX,
            Self::Browser => 64 << 20,
        }
    }

    /// The largest memory limit a search may be given here, in megabytes: a wasm32 instance
    /// ends at 4 GB, and the search's tables grow by doubling, so half of that is the edge.
    #[must_use]
    pub const fn max_memory_mb(self) -> u64 {
        match self {
            Self::Native => u64::MAX >> 20,
            Self::Browser => 1024,
        }
    }

    /// A stronger set a search may look up instead of `key` when it is at hand, never waited
    /// for: the 7-7-1 set for the default 6-6-3 (about three times fewer nodes), when it is one
    /// of the sets a site serves prebuilt and `npuzzle databases` makes
    /// ([`DatabaseKey::PREBUILT`]). In a browser, however 6-6-3 was asked for: a tab can
    /// neither build 7-7-1 (its build needs more memory than a tab has) nor name it, and
    /// downloads it after a first answer. Natively only when `auto` chose the databases
    /// (`by_auto`): a caller that names `pdb` gets 6-6-3, and can name `pdb-7-7-1`.
    ///
    /// ```
    /// use npuzzle::{heuristic::pdb::{DatabaseKey, Partition}, solve::plan::Platform};
    ///
    /// let quick = DatabaseKey::new(Partition::SixSixThree, 15)?;
    /// let stronger = Platform::Browser.stronger(quick, false).map(|key| key.cache_key());
    /// assert_eq!(stronger.as_deref(), Some("pdb-v3/7-7-1/15"));
    /// assert_eq!(Platform::Native.stronger(quick, true), Platform::Browser.stronger(quick, true));
    /// assert_eq!(Platform::Native.stronger(quick, false), None);
    /// assert_eq!(Platform::Browser.stronger(DatabaseKey::new(Partition::SixSixThree, 5)?, true), None);
    /// # Ok::<(), npuzzle::heuristic::pdb::PdbError>(())
    /// ```
    #[must_use]
    pub fn stronger(self, key: DatabaseKey, by_auto: bool) -> Option<DatabaseKey> {
        let named_natively = self == Self::Native && !by_auto;
        if key.partition() != Partition::SixSixThree || named_natively {
            return None;
        }
        DatabaseKey::new(Partition::SevenSevenOne, key.blank_goal())
            .ok()
            .filter(|stronger| stronger.served_path().is_some())
    }

    /// Whether `heuristic` can run here (the 7-8 databases cannot in a browser).
    ///
    /// ```
    /// use npuzzle::{heuristic::{HeuristicKind, pdb::Partition}, solve::plan::Platform};
    ///
    /// assert!(Platform::Browser.offers(HeuristicKind::Pdb(Partition::SixSixThree)));
    /// assert!(!Platform::Browser.offers(HeuristicKind::Pdb(Partition::SevenEight)));
    /// assert!(Platform::Native.offers(HeuristicKind::Pdb(Partition::SevenEight)));
    /// ```
    #[must_use]
    pub fn offers(self, heuristic: HeuristicKind) -> bool {
        match heuristic {
            HeuristicKind::Pdb(partition) => partition.build_bytes() <= self.max_build_bytes(),
            _ => true,
        }
    }
}

impl Said for Platform {
    fn message(&self) -> Message {
        Message::new(match self {
            Self::Native => "solve-platform-native",
            Self::Browser => "solve-platform-browser",
        })
    }
}

crate::words::english_display!(Platform);

/// A checked solve: the board, its goal, and what will run.
///
/// ```
/// use npuzzle::{Goal, parse_board};
/// use npuzzle::{heuristic::HeuristicKind, solve::{algorithm::Algorithm, options::SolveOptions, plan::{Plan, Platform}}};
///
/// let board = parse_board("1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15")?;
/// let plan = Plan::new(board.clone(), Goal::blank_first(board.shape()), &SolveOptions::default(), Platform::Browser)?;
/// assert_eq!(plan.algorithm(), Algorithm::Idastar); // what `auto` picks on 4x4
/// assert_eq!(plan.databases().map(|key| key.cache_key()).as_deref(), Some("pdb-v3/6-6-3/0"));
///
/// let plan = Plan::new(board.clone(), Goal::blank_first(board.shape()), &SolveOptions { algorithm: Algorithm::Bfs, ..SolveOptions::default() }, Platform::Native)?;
/// assert_eq!((plan.heuristic(), plan.databases()), (HeuristicKind::None, None));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Plan {
    board: Board,
    goal: Goal,
    algorithm: Algorithm,
    heuristic: HeuristicKind,
    weight: Option<Weight>,
    depth_limit: u32,
    limits: Limits,
    databases: Option<DatabaseKey>,
    stronger: Option<DatabaseKey>,
    databases_5x5: Option<Key24>,
    record: Option<u32>,
    platform: Platform,
}

impl Plan {
    /// Decides how `board` is solved towards `goal` with `options` on `platform`.
    ///
    /// # Errors
    /// [`PlanError`]: a goal of another shape, a limit that is not a positive number (or more
    /// memory than the platform has), pattern databases on a board other than 4x4 or too large
    /// for the platform, or a board that cannot reach the goal (with the explanation).
    pub fn new(board: Board, goal: Goal, options: &SolveOptions, platform: Platform) -> Result<Self, PlanError> {
        let shape = board.shape();
        if shape != goal.shape() {
            return Err(PlanError::ShapeMismatch { goal: goal.shape(), board: shape });
        }
        check_limits(&options.limits, platform)?;
        let (algorithm, heuristic) = resolve(options, shape)?;
        let databases = match heuristic {
            HeuristicKind::Pdb(partition) => {
                if !platform.offers(heuristic) {
                    let mb = partition.build_bytes() >> 20;
                    return Err(PlanError::TooLargeFor { heuristic, mb, platform });
                }
                let key = DatabaseKey::for_goal(partition, &goal)
                    .map_err(|_| PlanError::PdbNeedsFourByFour { heuristic, shape })?;
                Some(key)
            }
            _ => None,
        };
        // Last: a board that cannot be solved is answered before any database is prepared,
        // but after every mistake in the request itself.
        let verdict = solvability::check(&board, &goal);
        if !verdict.solvable {
            return Err(PlanError::Unsolvable(verdict.explanation));
        }
        let weight = algorithm.is_weighted().then_some(options.weight);
        let databases_5x5 = match heuristic {
            HeuristicKind::Pdb24(partition) => Key24::for_goal(partition, &goal).ok(),
            _ => None,
        };
        Ok(Self {
            board,
            goal,
            algorithm,
            heuristic,
            weight,
            depth_limit: options.depth_limit,
            limits: options.limits.clone(),
            databases,
            stronger: databases.and_then(|key| platform.stronger(key, options.algorithm == Algorithm::Auto)),
            databases_5x5,
            record: options.record,
            platform,
        })
    }

    /// The board to solve.
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// The goal.
    #[must_use]
    pub const fn goal(&self) -> &Goal {
        &self.goal
    }

    /// The algorithm that runs (what `auto` picked, if it was asked for).
    #[must_use]
    pub const fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// The heuristic it uses (`none` for the uninformed searches; `fast` uses linear conflict).
    #[must_use]
    pub const fn heuristic(&self) -> HeuristicKind {
        self.heuristic
    }

    /// The weight, for weighted A*.
    #[must_use]
    pub const fn weight(&self) -> Option<Weight> {
        self.weight
    }

    /// The rule the search follows to pick its next node, for a replay of its record (`None`
    /// when it runs no generic engine: `fast`).
    #[must_use]
    pub fn discipline(&self) -> Option<Discipline> {
        self.algorithm.discipline(self.weight.unwrap_or_default().value(), self.depth_limit)
    }

    /// The depth limit of depth-first search.
    #[must_use]
    pub const fn depth_limit(&self) -> u32 {
        self.depth_limit
    }

    /// When the search gives up.
    #[must_use]
    pub const fn limits(&self) -> &Limits {
        &self.limits
    }

    /// The pattern databases the search looks up, if any: the caller loads or builds them
    /// and hands them to the solver.
    #[must_use]
    pub const fn databases(&self) -> Option<DatabaseKey> {
        self.databases
    }

    /// A stronger set the search may look up instead of [`Plan::databases`] when the caller
    /// holds it ([`Platform::stronger`]); [`Plan::with_databases_at_hand`] decides.
    #[must_use]
    pub const fn stronger_databases(&self) -> Option<DatabaseKey> {
        self.stronger
    }

    /// Decides, from the sets at hand (`held`: in the CLI's cache directory, in a worker's
    /// memory), which pattern databases the search looks up: the stronger set the plan names
    /// when it is held (the plan then looks it up, and its heuristic says so), else the plan's
    /// own. The choice is `None` when the plan names no stronger set; else it says which set is
    /// used and, when that is not the stronger one, the stronger one to suggest (natively
    /// `npuzzle databases` makes it; a browser downloads it).
    ///
    /// ```
    /// use npuzzle::{Goal, parse_board, heuristic::{HeuristicKind, pdb::Partition}, solve::options::SolveOptions};
    /// use npuzzle::solve::plan::{Plan, Platform};
    ///
    /// let board = parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15")?;
    /// let plan = Plan::new(board.clone(), Goal::blank_last(board.shape()), &SolveOptions::default(), Platform::Native)?;
    /// assert_eq!(plan.heuristic(), HeuristicKind::Pdb(Partition::SixSixThree));
    ///
    /// let (quick, choice) = plan.clone().with_databases_at_hand(|_| false);
    /// let choice = choice.expect("auto names a stronger set on 4x4");
    /// assert_eq!((choice.used, choice.stronger_missing), (quick.databases().unwrap(), plan.stronger_databases()));
    ///
    /// let (stronger, choice) = plan.with_databases_at_hand(|key| key.partition() == Partition::SevenSevenOne);
    /// assert_eq!(stronger.heuristic(), HeuristicKind::Pdb(Partition::SevenSevenOne));
    /// assert_eq!(stronger.databases().map(|key| key.cache_key()).as_deref(), Some("pdb-v3/7-7-1/15"));
    /// assert_eq!(choice.map(|choice| choice.stronger_missing), Some(None));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_databases_at_hand(mut self, held: impl Fn(DatabaseKey) -> bool) -> (Self, Option<DatabaseChoice>) {
        let (Some(own), Some(stronger)) = (self.databases, self.stronger) else { return (self, None) };
        if held(stronger) {
            self.stronger = None;
            self.heuristic = HeuristicKind::Pdb(stronger.partition());
            self.databases = Some(stronger);
            (self, Some(DatabaseChoice { used: stronger, stronger_missing: None }))
        } else {
            (self, Some(DatabaseChoice { used: own, stronger_missing: Some(stronger) }))
        }
    }

    /// Where the search runs.
    #[must_use]
    pub const fn platform(&self) -> Platform {
        self.platform
    }

    /// The 5x5 pattern databases the search looks up (`auto`'s anytime search on 5x5), if any:
    /// the caller loads or builds them and hands them to the solver
    /// ([`crate::solve::Solver::with_databases_5x5`]).
    ///
    /// ```
    /// use npuzzle::{Goal, Shape, model::random::{Rng, random_solvable}};
    /// use npuzzle::solve::{algorithm::Algorithm, options::SolveOptions, plan::{Plan, Platform}};
    ///
    /// let goal = Goal::blank_first(Shape::square(5)?);
    /// let board = random_solvable(&goal, &mut Rng::new(1));
    /// let plan = Plan::new(board, goal, &SolveOptions::default(), Platform::Browser)?;
    /// assert_eq!(plan.algorithm(), Algorithm::Anytime);
    /// assert_eq!(plan.databases_5x5().map(|key| key.cache_key()).as_deref(), Some("pdb5x5-v1/5-5-5-5-4/0"));
    /// assert_eq!(plan.databases(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn databases_5x5(&self) -> Option<Key24> {
        self.databases_5x5
    }

    /// Whether its search runs on a generic engine alone ([`crate::search`]'s, guided by a
    /// heuristic computed from the board): no pattern databases, neither the fast nor the
    /// anytime solver. What [`super::Solver::generic`] accepts.
    ///
    /// ```
    /// use npuzzle::{Goal, parse_board, solve::{options::SolveOptions, plan::{Plan, Platform}}};
    ///
    /// let plan = |text: &str| {
    ///     let board = parse_board(text).unwrap();
    ///     let goal = Goal::blank_last(board.shape());
    ///     Plan::new(board, goal, &SolveOptions::default(), Platform::Browser).unwrap()
    /// };
    /// assert!(plan("1 2 3 4 5 6 0 7 8").generic()); // auto: IDA* with linear conflict
    /// assert!(!plan("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15").generic()); // auto: the databases
    /// ```
    #[must_use]
    pub fn generic(&self) -> bool {
        self.databases.is_none()
            && self.databases_5x5.is_none()
            && !matches!(self.algorithm, Algorithm::Fast | Algorithm::Anytime)
    }

    /// The most expansions to record, when the search is recorded.
    #[must_use]
    pub const fn record(&self) -> Option<u32> {
        self.record
    }

    /// Whether an answer is guaranteed shortest: an optimal algorithm, or weighted A* with the
    /// weight 1, with an admissible heuristic (every one but a custom sum that may overestimate).
    ///
    /// ```
    /// use npuzzle::{Goal, parse_board, solve::{algorithm::Algorithm, options::SolveOptions, plan::{Plan, Platform}}};
    ///
    /// let board = parse_board("1 2 3 4 5 6 0 7 8")?;
    /// let goal = Goal::blank_last(board.shape());
    /// let plan = |heuristic: &str| {
    ///     let options = SolveOptions { algorithm: Algorithm::Astar, heuristic: heuristic.parse().unwrap(), ..SolveOptions::default() };
    ///     Plan::new(board.clone(), goal.clone(), &options, Platform::Native)
    /// };
    /// assert!(plan("custom:0,1,0,0")?.optimal());
    /// assert!(!plan("custom:0,1.5,0,0")?.optimal());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn optimal(&self) -> bool {
        let weighted_one = self.algorithm.is_weighted() && self.weight.is_none_or(|w| w.value() <= 1.0);
        self.heuristic.known_admissible() && (self.algorithm.is_optimal() || weighted_one)
    }

    /// For weighted A* with a weight above 1 and an admissible heuristic: the answer is at
    /// most this many times the optimum.
    #[must_use]
    pub fn bound_factor(&self) -> Option<f64> {
        self.weight.map(Weight::value).filter(|&w| w > 1.0 && self.heuristic.known_admissible())
    }
}

/// Which pattern databases a search looks up, when its plan names a stronger set than its
/// own ([`Plan::with_databases_at_hand`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DatabaseChoice {
    /// The set the search looks up.
    pub used: DatabaseKey,
    /// The stronger set, when it was not at hand: what to suggest making (its size is
    /// [`crate::heuristic::pdb::DatabaseSet::written_bytes`]).
    pub stronger_missing: Option<DatabaseKey>,
}

/// The algorithm and heuristic that run: what `auto` picks, except that a recorded search
/// is never the fast solver nor the anytime search (`auto` then picks IDA* with linear
/// conflict, whose tree is one).
fn resolve(options: &SolveOptions, shape: Shape) -> Result<(Algorithm, HeuristicKind), PlanError> {
    let resolved = options.algorithm.resolve(shape, options.heuristic);
    if let Some(cap) = options.record {
        record::Cap::new(cap)?;
    }
    match (options.record, resolved.0) {
        (Some(_), Algorithm::Fast | Algorithm::Anytime) if options.algorithm == Algorithm::Auto => {
            Ok((Algorithm::Idastar, HeuristicKind::LinearConflict))
        }
        (Some(_), Algorithm::Fast) => Err(PlanError::NotRecordable),
        _ => Ok(resolved),
    }
}

/// Each limit a positive number, the memory limit within the platform's.
fn check_limits(limits: &Limits, platform: Platform) -> Result<(), PlanError> {
    let bad = |message: Message| Err(PlanError::BadLimit(message));
    if limits.max_expanded == Some(0) {
        return bad(Message::new("solve-limit-expanded-zero"));
    }
    if let Some(ms) = limits.max_ms
        && !(ms.is_finite() && ms > 0.0)
    {
        return bad(Message::new("solve-limit-time-not-positive").text("ms", plain(ms)));
    }
    match limits.max_memory_mb {
        Some(0) => bad(Message::new("solve-limit-memory-zero")),
        Some(mb) if mb > platform.max_memory_mb() => bad(Message::new("solve-limit-memory-too-high")
            .count("most", platform.max_memory_mb())
            .message("platform", platform.message())
            .count("mb", mb)),
        _ => Ok(()),
    }
}
