//! Anytime search for the 24-puzzle over 5x5 pattern databases: a solution soon, shorter ones
//! as the search goes on, and all along a proved lower bound on the optimal length.
//!
//! Two searches take turns in each slice. One improves the solution in hand by beam searches
//! of growing width ([`beam`]: each level keeps the states of smallest estimate, twice as many
//! each pass up to 256 Ki while the memory allows), each dropping what cannot beat the best in
//! hand, so that a wider pass spends its width on states that still can. Once the widest finds
//! nothing shorter, passes start from points of the best path instead (its middle, quarters,
//! eighths, ...; again from its middle whenever one finds a shorter way on from its point): a
//! beam's whole width spent on the way on from one of its states can find shorter tails that the
//! pass from the start, sharing its width among all the states of a level, left out. The other
//! search raises the lower bound by IDA* ([`bound`]). The search ends on its own only when the
//! two meet, or when a beam pass from the start that left no state out finds nothing shorter:
//! the solution is then proved optimal.
//!
//! Beam search rather than anytime weighted A*: on the ten Korf-Taylor instances with the
//! 5-5-5-5-4 databases, weighted A* with the weight 1.5 ends about 1.10 times the optimum after
//! up to millions of expansions, and with 1.3 runs out of 20 million stored states on most,
//! where a beam of 64 Ki states ends about 1.07 times the optimum in a few seconds, one of
//! 256 Ki about 1.05, and the passes from points of its path bring that to 1.04 within 10 s
//! (BENCHMARKS.md).

mod beam;
mod bound;
mod state;

use beam::{BeamPass, PassStep};
use bound::{BoundSearch, BoundStep};

use super::{Search, Stats, Step};
use crate::heuristic::pdb24::{Heuristic24, Positions};

/// The first pass's width; each next one is twice as wide while it fits the memory (doubling
/// rather than more: the widest pass to end within a time limit then takes about half of it).
const FIRST_WIDTH: usize = 1 << 11;

/// The widest pass. One of 512 Ki fits the default 256 MB since the trail is compacted, but
/// it starts about 6 s in and ends after 10 s, and given the time it found a shorter solution
/// for one of the ten Korf-Taylor instances only; stopping at 256 Ki leaves the rest of the
/// time to passes from points of the best path (BENCHMARKS.md).
const MAX_WIDTH: usize = 1 << 18;

/// For each state a beam pass expands, the nodes the lower bound's search generates in the
/// same slice, in 1/16ths (its nodes cost about a fifth of an expansion: about a tenth of the
/// time).
const BOUND_SIXTEENTHS: u64 = 2;

/// The anytime search; see the module's notes.
#[derive(Debug)]
pub struct Anytime24 {
    heuristic: Heuristic24,
    start: Positions,
    goal: Positions,
    /// The beam pass under way and its width.
    pass: Option<BeamPass>,
    width: usize,
    /// Whether the beam passes are over (the widest that fits found nothing shorter).
    improving: bool,
    /// Once passes from the start are over: how many passes have started from points of the
    /// best path since it last changed, and the point the one under way started from.
    tails: Option<u32>,
    from: Option<usize>,
    bound: BoundSearch,
    /// The shortest solution found: the blank's cells, start to goal.
    best: Option<Vec<u8>>,
    max_bytes: usize,
    stats: Stats,
    /// Counts of the passes over.
    done_expanded: u64,
    done_generated: u64,
}

impl Anytime24 {
    /// The search from the board `tiles` (reading order) towards the goal `heuristic` was made
    /// for, its beam passes holding at most about `max_bytes`.
    #[must_use]
    pub fn new(heuristic: Heuristic24, tiles: &[u8], max_bytes: usize) -> Self {
        let start = Heuristic24::positions(tiles);
        let goal = heuristic.goal_positions();
        let bound = BoundSearch::new(&heuristic, &start);
        let lower_bound = bound.lower_bound();
        let stats = Stats { bound: lower_bound, lower_bound: Some(lower_bound), ..Stats::default() };
        Self {
            heuristic,
            start,
            goal,
            pass: None,
            width: FIRST_WIDTH,
            improving: true,
            tails: None,
            from: None,
            bound,
            best: None,
            max_bytes,
            stats,
            done_expanded: 0,
            done_generated: 0,
        }
    }

    /// Bytes a stored state takes, about: a trail entry, or a state of the level being
    /// worked on with its children and its place in the set of the level's states.
    pub const BYTES_PER_STATE: usize = 32;

    /// Takes `path` (the blank's cells, start to goal, found elsewhere) as the best in hand if
    /// it is shorter.
    pub fn offer(&mut self, path: Vec<u8>) {
        if self.best.as_ref().is_none_or(|best| path.len() < best.len()) {
            self.best = Some(path);
        }
        self.update_stats();
    }

    /// The shortest solution found so far: the blank's cells, start to goal.
    #[must_use]
    pub fn best(&self) -> Option<&[u8]> {
        self.best.as_deref()
    }

    /// The proved lower bound on the optimal length.
    #[must_use]
    pub fn lower_bound(&self) -> u32 {
        let proved = self.bound.lower_bound();
        self.best_moves().map_or(proved, |best| proved.min(best))
    }

    /// Bytes held now: the beam pass's (the bound's search holds its path only).
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        self.pass.as_ref().map_or(0, BeamPass::memory_bytes)
    }

    fn best_moves(&self) -> Option<u32> {
        self.best.as_deref().map(moves)
    }

    fn update_stats(&mut self) {
        let (expanded, generated) = self.pass.as_ref().map_or((0, 0), |pass| (pass.expanded, pass.generated));
        self.stats.expanded = self.done_expanded + expanded + self.bound.expanded;
        self.stats.generated = self.done_generated + generated + self.bound.generated;
        self.stats.stored = self.pass.as_ref().map_or(0, BeamPass::stored) + self.bound.depth();
        self.stats.frontier_now(self.pass.as_ref().map_or(0, BeamPass::frontier));
        self.stats.bound = self.lower_bound();
        self.stats.best = self.best_moves();
        self.stats.lower_bound = Some(self.lower_bound());
    }

    /// The width the next pass may have: the one given, else the widest that fits.
    fn fitting(&self, width: usize) -> Option<usize> {
        // Solutions of the length in hand, or of the fast solver's about twice the optimum.
        let moves = self.best_moves().map_or(250, |best| best as usize);
        let mut width = width.min(MAX_WIDTH);
        while width > FIRST_WIDTH && BeamPass::bytes_for(width, moves) > self.max_bytes {
            width /= 2;
        }
        (BeamPass::bytes_for(width, moves) <= self.max_bytes).then_some(width)
    }

    /// Ends the pass under way (its counts kept); the next starts `wider` when it found
    /// nothing shorter, or when it did and there is room.
    fn end_pass(&mut self, improved: bool) {
        if let Some(pass) = self.pass.take() {
            self.done_expanded += pass.expanded;
            self.done_generated += pass.generated;
        }
        if let Some(tails) = &mut self.tails {
            *tails = if improved { 0 } else { *tails + 1 };
            return;
        }
        match self.fitting(self.width * 2) {
            Some(width) if width > self.width || improved => self.width = width,
            // As wide as it may be, it found nothing: a pass alike would find the same, so the
            // next passes start from points of the best path.
            Some(_) => self.tails = Some(0),
            None => self.improving = false,
        }
    }

    /// Where the next pass starts: the start, or once passes from it are over, the point of the
    /// best path the van der Corput sequence names (1/2, 1/4, 3/4, 1/8, 3/8, ... of the way,
    /// each new one between those before), with the board there.
    fn next_start(&self) -> (Option<usize>, Positions) {
        let (Some(tails), Some(best)) = (self.tails, self.best.as_deref()) else { return (None, self.start) };
        let moves = best.len().saturating_sub(1);
        if moves < 2 {
            return (None, self.start);
        }
        // The fraction in 32-bit fixed point.
        let fraction = u64::from((tails + 1).reverse_bits());
        let of_moves = fraction.saturating_mul(u64::try_from(moves).unwrap_or(u64::MAX)) >> 32;
        let point = usize::try_from(of_moves).unwrap_or(moves).clamp(1, moves - 1);
        let positions = state::walked(&self.start, &best[1..=point]);
        (Some(point), positions)
    }

    /// The best in hand, proved optimal.
    fn optimal(&mut self) -> Step<u8> {
        self.update_stats();
        self.best.clone().map_or(Step::Exhausted, Step::Found)
    }
}

/// The moves of a path of blank cells.
fn moves(path: &[u8]) -> u32 {
    u32::try_from(path.len().saturating_sub(1)).unwrap_or(u32::MAX)
}

impl Search<u8> for Anytime24 {
    fn run(&mut self, budget: u64) -> Step<u8> {
        if self.best_moves().is_some_and(|best| best <= self.bound.lower_bound()) {
            return self.optimal();
        }
        let bound_budget = if self.improving { (budget * BOUND_SIXTEENTHS / 16).max(1) } else { budget * 4 };
        if let BoundStep::Optimal(path) = self.bound.run(&self.heuristic, bound_budget) {
            self.best = Some(path);
            return self.optimal();
        }
        if self.improving && self.pass.is_none() {
            match self.fitting(self.width) {
                Some(width) => {
                    self.width = width;
                    let (from, start) = self.next_start();
                    self.from = from;
                    self.pass = Some(BeamPass::new(&self.heuristic, &start, &self.goal, width));
                }
                None => self.improving = false,
            }
        }
        // A pass from a point of the best path has to beat the rest of it.
        let from = self.from.unwrap_or(0);
        let best = self.best_moves().map(|best| best.saturating_sub(u32::try_from(from).unwrap_or(u32::MAX)));
        if let Some(pass) = &mut self.pass {
            match pass.run(&self.heuristic, budget, best) {
                PassStep::Running => {}
                PassStep::Improved(tail) => {
                    self.best = Some(match &self.best {
                        Some(best) if from > 0 => [&best[..from], &tail[..]].concat(),
                        _ => tail,
                    });
                    self.end_pass(true);
                }
                // A pass from a point of the best path proves nothing of the whole.
                PassStep::Ended { .. } if self.from.is_some() => self.end_pass(false),
                // Nothing shorter than the best in hand exists.
                PassStep::Ended { complete: true } if self.best.is_some() => return self.optimal(),
                PassStep::Ended { complete } => {
                    if complete {
                        self.improving = false;
                    }
                    self.end_pass(false);
                }
            }
        }
        self.update_stats();
        if self.best_moves().is_some_and(|best| best <= self.bound.lower_bound()) {
            return self.optimal();
        }
        Step::Running
    }

    fn stats(&self) -> &Stats {
        &self.stats
    }
}
