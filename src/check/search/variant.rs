//! The variants textbooks and courses teach, each a way a correct program may treat a board
//! reached twice and test for the goal; a trace is checked against each of its algorithm's at once.

use std::fmt;

use crate::search::discipline::GoalTest;
use crate::solve::algorithm::Algorithm;
use crate::words::{Message, Said};

/// What a search does with a board it reaches again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Repeats {
    /// Tree search: every successor is queued, so a board reached twice is expanded twice (AIMA's
    /// TREE-SEARCH; IDA* and IDDFS as Korf wrote them).
    Kept,
    /// Tree search that never generates the board it came from: the "don't undo the last move"
    /// pruning of most 8-puzzle tutorials (and this project's IDA* and IDDFS).
    NotParent,
    /// Path checking: no successor already on the path from the start (AIMA 4th edition's
    /// `is_cycle`, for depth-first searches).
    NotOnPath,
    /// Graph search, a repeat skipped when generated: a successor seen before, waiting or
    /// expanded, is not queued (AIMA 3rd edition's GRAPH-SEARCH and its breadth-first search).
    SkippedWhenGenerated,
    /// Graph search, a repeat skipped when taken: every successor not yet expanded is queued, and
    /// one taken after its board was expanded is dropped unlisted (UC Berkeley CS188's graph
    /// search, with its `closed` set).
    SkippedWhenExpanded,
    /// Graph search that queues a board again when it is reached by a shorter path, even once
    /// expanded (AIMA 4th edition's BEST-FIRST-SEARCH with `reached`; this project's engines; for
    /// depth-first search, a board expanded again when reached less deep).
    ReopenedWhenShorter,
}

impl Repeats {
    /// Its name in JSON: `tree`, `tree-not-parent`, `path-check`, `graph-skip-generated`,
    /// `graph-skip-expanded`, `graph-reopen`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Kept => "tree",
            Self::NotParent => "tree-not-parent",
            Self::NotOnPath => "path-check",
            Self::SkippedWhenGenerated => "graph-skip-generated",
            Self::SkippedWhenExpanded => "graph-skip-expanded",
            Self::ReopenedWhenShorter => "graph-reopen",
        }
    }

    /// Whether it keeps a set of boards seen (a graph search) and so expands a board once.
    #[must_use]
    pub const fn is_graph(self) -> bool {
        matches!(self, Self::SkippedWhenGenerated | Self::SkippedWhenExpanded | Self::ReopenedWhenShorter)
    }

    /// The ones `algorithm`'s textbooks and courses teach, simulated side by side, the graph
    /// searches first (when several fail at one step, the first is the one described).
    pub(super) fn of(algorithm: Algorithm) -> &'static [Self] {
        match algorithm {
            Algorithm::Bfs => &[Self::SkippedWhenGenerated, Self::SkippedWhenExpanded, Self::Kept, Self::NotParent],
            Algorithm::Dfs => &[
                Self::SkippedWhenGenerated,
                Self::SkippedWhenExpanded,
                Self::ReopenedWhenShorter,
                Self::Kept,
                Self::NotParent,
                Self::NotOnPath,
            ],
            Algorithm::Iddfs | Algorithm::Idastar => &[Self::NotParent, Self::NotOnPath, Self::Kept],
            _ => &[
                Self::ReopenedWhenShorter,
                Self::SkippedWhenExpanded,
                Self::SkippedWhenGenerated,
                Self::Kept,
                Self::NotParent,
            ],
        }
    }
}

/// A variant a trace may match: how repeats are treated and when the goal is tested.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Variant {
    /// What a board reached again does.
    pub repeats: Repeats,
    /// When the goal is tested: as generated (AIMA's breadth-first search: the search stops when
    /// the goal is generated, so the trace ends with the goal's parent, or with the goal after
    /// it, printed as found) or as taken to be expanded (the trace ends with the goal).
    pub goal_test: GoalTest,
}

impl Variant {
    /// Its name in JSON: the repeats' name, `/goal-generated` or `/goal-taken`.
    #[must_use]
    pub fn name(self) -> String {
        format!("{}/goal-{}", self.repeats.name(), self.goal_test.name())
    }

    /// Whether `algorithm` may test the goal as it is generated: breadth-first search alone,
    /// as AIMA writes it (the others test a board as they take it, or a trace cut short would
    /// read as one that stopped when the goal was generated).
    pub(super) const fn goal_test_when_generated(algorithm: Algorithm) -> bool {
        matches!(algorithm, Algorithm::Bfs)
    }
}

/// The variant in words, the one place they are written.
/// A variant in words: how it treats repeated boards, and when it tests the goal (the
/// catalogue's `check-variant` selects on their names, so a variant added later reads as its
/// name until worded).
impl Said for Variant {
    fn message(&self) -> Message {
        Message::new("check-variant").text("repeats", self.repeats.name()).text("goal", self.goal_test.name())
    }
}

/// The variant in English.
impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}
