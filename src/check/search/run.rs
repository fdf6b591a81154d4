//! One variant's run along the trace: its frontier says whether each board could come next, and
//! the run says where the trace must end, for each way of testing the goal the algorithm allows.

use super::trace::Trace;
use super::variant::{Repeats, Variant};
use super::verdict::{Iteration, Mistake};
use crate::search::discipline::GoalTest;

/// A frontier simulated for one variant: FIFO or LIFO blocks, or best-first buckets.
pub(super) trait Frontier {
    /// Takes step `step`'s board off the frontier, or says why no run of the variant could.
    fn take(&mut self, step: usize, trace: &mut Trace) -> Result<(), Mistake>;
    /// Queues the successors of the board just taken at `step`, as the variant does.
    fn expand(&mut self, step: usize, trace: &mut Trace);
    /// The iterations read so far (IDA* and IDDFS).
    fn iterations(&self) -> Vec<Iteration> {
        Vec::new()
    }
    /// The depth at which boards were dropped unexpanded (depth-first search).
    fn depth_limit(&self) -> Option<u32> {
        None
    }
    /// The step from which it stopped following the trace, its ties too many to follow: that
    /// step and the rest were allowed unchecked.
    fn unchecked_from(&self) -> Option<usize> {
        None
    }
}

/// Why step `step`'s board `id` was not waiting at all: never generated, expanded before, or
/// generated but not queued.
pub(super) fn missing(trace: &Trace, step: usize, id: u32, graph: bool) -> Mistake {
    let board = trace.board(id);
    if let Some(earlier) = trace.expanded_before(id, step) {
        Mistake::Repeated { board, earlier, graph }
    } else if trace.generated_before(id, step) {
        Mistake::NotWaiting { board }
    } else {
        Mistake::NotGenerated { board }
    }
}

/// Where one reading of the goal test stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Reading {
    /// Every step so far allowed.
    Open,
    /// The whole trace allowed, ending where it must.
    Valid,
    /// The first step not allowed, and why.
    Failed(usize, Mistake),
}

/// One variant's frontier and its readings of the goal test.
pub(super) struct Run {
    pub repeats: Repeats,
    frontier: Box<dyn Frontier>,
    /// The goal tested when taken, and when generated (`None` where the algorithm does not).
    taken: Reading,
    generated: Option<Reading>,
    goal_generated: Option<usize>,
    goal_taken: Option<usize>,
}

impl Run {
    /// A run of `frontier` for `repeats`, reading the goal test both ways when `both` is set.
    pub fn new(repeats: Repeats, frontier: Box<dyn Frontier>, both: bool) -> Self {
        Self {
            repeats,
            frontier,
            taken: Reading::Open,
            generated: both.then_some(Reading::Open),
            goal_generated: None,
            goal_taken: None,
        }
    }

    /// Whether every reading is settled.
    pub fn settled(&self) -> bool {
        self.taken != Reading::Open && self.generated.as_ref().is_none_or(|reading| *reading != Reading::Open)
    }

    /// Checks step `step` of the trace (`len` boards long, prepared up to `step`).
    pub fn step(&mut self, step: usize, trace: &mut Trace) {
        let (id, len) = (trace.id(step), trace.len());
        if let (Some(reading @ Reading::Open), Some(at)) = (&mut self.generated, self.goal_generated) {
            // The search stopped when expansion `at` generated the goal; the goal may follow, as found.
            *reading = if step + 1 == len && id == trace.goal_id {
                Reading::Valid
            } else {
                Reading::Failed(step, Mistake::AfterGoal { goal_at: at, when: GoalTest::Generated })
            };
        }
        if let Some(at) = self.goal_taken {
            if self.taken == Reading::Open {
                self.taken = Reading::Failed(step, Mistake::AfterGoal { goal_at: at, when: GoalTest::Taken });
            }
            return;
        }
        if self.settled() {
            return;
        }
        let taken = if step == 0 && id != trace.start {
            Err(Mistake::NotStart { board: trace.board(id), start: trace.board(trace.start) })
        } else {
            self.frontier.take(step, trace)
        };
        if let Err(mistake) = taken {
            for reading in std::iter::once(&mut self.taken).chain(self.generated.as_mut()) {
                if *reading == Reading::Open {
                    *reading = Reading::Failed(step, mistake.clone());
                }
            }
            return;
        }
        if id == trace.goal_id {
            self.goal_taken = Some(step);
            return;
        }
        self.frontier.expand(step, trace);
        if self.goal_generated.is_none() && trace.successors(step).contains(&trace.goal_id) {
            self.goal_generated = Some(step);
        }
    }

    /// Settles the readings still open once the trace (`len` boards) has ended.
    pub fn finish(&mut self, len: usize, start_is_goal: bool) {
        let last = len.checked_sub(1);
        if self.taken == Reading::Open {
            self.taken =
                if self.goal_taken == last { Reading::Valid } else { Reading::Failed(len, Mistake::EndsBeforeGoal) };
        }
        if let Some(reading @ Reading::Open) = &mut self.generated {
            let ended = self.goal_generated == last || (start_is_goal && len == 1);
            *reading = if ended { Reading::Valid } else { Reading::Failed(len, Mistake::EndsBeforeGoal) };
        }
    }

    /// Each reading with its variant.
    pub fn readings(&self) -> impl Iterator<Item = (Variant, &Reading)> {
        let repeats = self.repeats;
        std::iter::once((Variant { repeats, goal_test: GoalTest::Taken }, &self.taken)).chain(
            self.generated.iter().map(move |reading| (Variant { repeats, goal_test: GoalTest::Generated }, reading)),
        )
    }

    /// The frontier's facts: iterations, depth limit.
    pub fn frontier(&self) -> &dyn Frontier {
        self.frontier.as_ref()
    }
}
