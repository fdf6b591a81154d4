//! A heuristic checked against every state's true distance, in slices: every state estimated
//! (admissibility, the mean h/h*, the histogram), then every move looked at (consistency),
//! then, for a heuristic that overestimates, A* with it run on the worst boards until one
//! answers a longer path than the shortest.

use std::fmt;
use std::rc::Rc;
use std::str::FromStr;

use super::LabError;
use super::distances::{Distances, UNREACHED};
use super::report::{CheckPhase, Counterexample, Histogram, Inconsistency, LabBoard, MAX_ROWS, Report};
use crate::heuristic::{Heuristic, HeuristicKind, SmallPdb};
use crate::model::moves::Direction;
use crate::search::astar::astar;
use crate::search::puzzle::{Nibbles, Node, Puzzle};
use crate::search::{Search, Step};

/// A heuristic the lab checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LabHeuristic {
    /// One a solver runs: none, hamming, manhattan, linear-conflict, or `custom:a,b,c,d`.
    Kind(HeuristicKind),
    /// Additive pattern databases made for the board ([`SmallPdb`]): `pdb`.
    Pdb,
}

impl FromStr for LabHeuristic {
    type Err = LabError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.trim() == "pdb" {
            return Ok(Self::Pdb);
        }
        match text.parse::<HeuristicKind>()? {
            HeuristicKind::Pdb(_) => Err(LabError::FourByFour(text.trim().to_string())),
            kind => Ok(Self::Kind(kind)),
        }
    }
}

impl fmt::Display for LabHeuristic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Kind(kind) => kind.fmt(f),
            Self::Pdb => f.write_str("pdb"),
        }
    }
}

/// A heuristic prepared for the lab's goal.
enum Estimator {
    Tabled(Box<Heuristic>),
    Small(SmallPdb),
}

impl Estimator {
    /// The estimate in thousandths of a move: exact for a custom sum, whole moves otherwise; and
    /// whether it is a custom sum below 0, which counts as 0 ([`crate::heuristic::CustomWeights::thousandths`]).
    /// (A lab board's largest sum, 10 x 23 x 3 + 100 moves, is far within an `i32`.)
    fn thousandths(&self, tiles: &[u8]) -> (i32, bool) {
        let tile_at = |cell: usize| tiles[cell];
        let (value, below_zero) = match self {
            Self::Tabled(heuristic) => match heuristic.kind() {
                HeuristicKind::Custom(weights) => {
                    let terms = heuristic.terms(&tile_at);
                    (weights.thousandths(terms), weights.sum(terms) < 0)
                }
                _ => (1000 * i64::from(heuristic.evaluate(tile_at)), false),
            },
            Self::Small(pdb) => (1000 * i64::from(pdb.estimate(tile_at)), false),
        };
        (i32::try_from(value).unwrap_or(i32::MAX), below_zero)
    }
}

/// Thousandths of a move, in moves.
fn moves(thousandths: i32) -> f64 {
    f64::from(thousandths) / 1000.0
}

/// The most boards A* is run on while looking for one where it is misled.
const MAX_TRIED: usize = 24;
/// A* expansions a tried board may take (a 3x3 state space has 181,440).
const MAX_ASTAR_EXPANSIONS: u64 = 200_000;

enum Phase {
    Estimates,
    Moves,
    Counterexample { tried: usize, search: Option<Box<dyn Search<Node<Nibbles>>>>, first: Option<u32> },
    Done,
}

/// A heuristic being checked against [`Distances`], a slice at a time.
pub struct Check {
    distances: Rc<Distances>,
    heuristic: LabHeuristic,
    estimator: Estimator,
    phase: Phase,
    /// The next state's number in the current phase.
    next: u32,
    /// Each state's estimate in thousandths, by number (0 for those that cannot reach the goal).
    values: Vec<i32>,
    /// `counts[estimate][h*]`, the estimate rounded up to whole moves.
    counts: Vec<Vec<u32>>,
    overestimated: u32,
    /// States whose custom sum is below 0, counted as 0.
    below_zero: u32,
    inconsistent: u32,
    ratio_sum: f64,
    largest: i32,
    /// The worst overestimates: (thousandths over, h*, number), worst first.
    worst: Vec<(i32, u8, u32)>,
    inconsistency: Option<(u32, u32)>,
    counterexample: Option<Counterexample>,
}

impl Check {
    /// A check of `heuristic` against `distances`.
    #[must_use]
    pub fn new(distances: Rc<Distances>, heuristic: LabHeuristic) -> Self {
        let goal = distances.goal();
        let estimator = match heuristic {
            LabHeuristic::Kind(kind) => Estimator::Tabled(Box::new(Heuristic::new(kind, goal))),
            // Lab shapes are within SmallPdb's cells, as Permutations' are.
            LabHeuristic::Pdb => match SmallPdb::new(goal) {
                Ok(pdb) => Estimator::Small(pdb),
                Err(_) => Estimator::Tabled(Box::new(Heuristic::new(HeuristicKind::LinearConflict, goal))),
            },
        };
        let count = distances.numbering().count() as usize;
        Self {
            distances,
            heuristic,
            estimator,
            phase: Phase::Estimates,
            next: 0,
            values: vec![0; count],
            counts: Vec::new(),
            overestimated: 0,
            below_zero: 0,
            inconsistent: 0,
            ratio_sum: 0.0,
            largest: 0,
            worst: Vec::new(),
            inconsistency: None,
            counterexample: None,
        }
    }

    /// Where the check is.
    #[must_use]
    pub fn progress(&self) -> CheckPhase {
        let share = f64::from(self.next) / f64::from(self.distances.numbering().count());
        match self.phase {
            Phase::Estimates => CheckPhase { phase: "estimates", fraction: share / 2.0 },
            Phase::Moves => CheckPhase { phase: "moves", fraction: 0.5 + share / 2.0 },
            Phase::Counterexample { .. } | Phase::Done => CheckPhase { phase: "counterexample", fraction: 1.0 },
        }
    }

    /// Goes on for at most `budget` states (or A* expansions); answers the report once done.
    pub fn run(&mut self, budget: u64) -> Option<Report> {
        let mut left = budget;
        while left > 0 {
            match &mut self.phase {
                Phase::Estimates => left -= self.estimates(left),
                Phase::Moves => left -= self.moves(left),
                Phase::Counterexample { .. } => left -= self.counterexample(left),
                Phase::Done => return Some(self.report()),
            }
        }
        matches!(self.phase, Phase::Done).then(|| self.report())
    }

    /// Estimates up to `budget` states; answers how many numbers it went through.
    fn estimates(&mut self, budget: u64) -> u64 {
        let distances = Rc::clone(&self.distances);
        let numbering = distances.numbering();
        let mut tiles = vec![0u8; distances.shape().cells()];
        let mut done = 0;
        while done < budget && self.next < numbering.count() {
            let rank = self.next;
            self.next += 1;
            done += 1;
            let distance = distances.of_rank(rank);
            if distance == UNREACHED {
                continue;
            }
            numbering.unrank(rank, &mut tiles);
            let (value, below_zero) = self.estimator.thousandths(&tiles);
            self.below_zero += u32::from(below_zero);
            self.values[rank as usize] = value;
            self.largest = self.largest.max(value);
            let row = usize::try_from((value + 999) / 1000).unwrap_or(0);
            if self.counts.len() <= row {
                self.counts.resize(row + 1, Vec::new());
            }
            let column = usize::from(distance);
            let cells = &mut self.counts[row];
            if cells.len() <= column {
                cells.resize(column + 1, 0);
            }
            cells[column] += 1;
            if distance > 0 {
                self.ratio_sum += moves(value) / f64::from(distance);
            }
            let over = value - 1000 * i32::from(distance);
            if over > 0 {
                self.overestimated += 1;
                self.keep_worst(over, distance, rank);
            }
        }
        if self.next == numbering.count() {
            self.phase = Phase::Moves;
            self.next = 0;
        }
        done
    }

    /// Keeps the [`MAX_TRIED`] worst overestimates: the most over first, then the farthest.
    fn keep_worst(&mut self, over: i32, distance: u8, rank: u32) {
        let entry = (over, distance, rank);
        let better = |a: &(i32, u8, u32), b: &(i32, u8, u32)| (a.0, a.1) > (b.0, b.1);
        if self.worst.len() == MAX_TRIED && !self.worst.last().is_some_and(|last| better(&entry, last)) {
            return;
        }
        let at = self.worst.iter().position(|kept| better(&entry, kept)).unwrap_or(self.worst.len());
        self.worst.insert(at, entry);
        self.worst.truncate(MAX_TRIED);
    }

    /// Looks at every move out of up to `budget` states; answers how many numbers it went through.
    fn moves(&mut self, budget: u64) -> u64 {
        let distances = Rc::clone(&self.distances);
        let numbering = distances.numbering();
        let shape = distances.shape();
        let mut tiles = vec![0u8; shape.cells()];
        let mut done = 0;
        while done < budget && self.next < numbering.count() {
            let rank = self.next;
            self.next += 1;
            done += 1;
            if distances.of_rank(rank) == UNREACHED {
                continue;
            }
            numbering.unrank(rank, &mut tiles);
            let blank = tiles.iter().position(|&tile| tile == 0).unwrap_or(0);
            let value = self.values[rank as usize];
            let mut broken = None;
            for cell in Direction::ALL.iter().filter_map(|&dir| shape.neighbor(blank, dir)) {
                tiles.swap(blank, cell);
                let next = numbering.rank(&tiles);
                tiles.swap(blank, cell);
                if value - self.values[next as usize] > 1000 {
                    broken = Some(next);
                    break;
                }
            }
            if let Some(next) = broken {
                self.inconsistent += 1;
                self.inconsistency.get_or_insert((rank, next));
            }
        }
        if self.next == numbering.count() {
            self.phase = match self.worst.first() {
                Some(&(_, _, rank)) => Phase::Counterexample { tried: 0, search: None, first: Some(rank) },
                None => Phase::Done,
            };
        }
        done
    }

    /// Runs A* with the heuristic on the worst boards in turn, up to `budget` expansions, until
    /// it answers a longer path than the shortest on one; answers the expansions spent.
    fn counterexample(&mut self, budget: u64) -> u64 {
        let Phase::Counterexample { tried, search, first } = &mut self.phase else { return budget };
        let LabHeuristic::Kind(kind) = self.heuristic else {
            // The databases no solver runs: the worst board, without A*.
            self.counterexample = first.map(|rank| counterexample(&self.distances, &self.values, rank, None, 0));
            self.phase = Phase::Done;
            return 0;
        };
        let Some(&(_, distance, rank)) = self.worst.get(*tried) else {
            // No board misled A*: the worst one, with what A* answered there.
            let tried = u32::try_from(*tried).unwrap_or(u32::MAX);
            let worst = self.counterexample.take();
            let worst =
                worst.unwrap_or_else(|| counterexample(&self.distances, &self.values, first.unwrap_or(0), None, 0));
            self.counterexample = Some(Counterexample { tried, ..worst });
            self.phase = Phase::Done;
            return 0;
        };
        let running = search.get_or_insert_with(|| astar_from(&self.distances, rank, kind));
        let step = running.run(budget.min(MAX_ASTAR_EXPANSIONS));
        let spent = running.stats().expanded;
        let length = match step {
            Step::Running if spent < MAX_ASTAR_EXPANSIONS => return budget,
            Step::Found(path) => u32::try_from(path.len() - 1).ok(),
            Step::Running | Step::Exhausted => None,
        };
        *search = None;
        *tried += 1;
        let misled = length.is_some_and(|length| length > u32::from(distance));
        let tried = u32::try_from(*tried).unwrap_or(u32::MAX);
        if misled || self.counterexample.is_none() {
            let found = counterexample(&self.distances, &self.values, rank, length, tried);
            self.counterexample = Some(Counterexample { misled, ..found });
        }
        if misled {
            self.phase = Phase::Done;
        }
        spent.clamp(1, budget)
    }

    fn report(&self) -> Report {
        let distances = &self.distances;
        let columns = u32::try_from(distances.depths().len()).unwrap_or(u32::MAX);
        let rows_needed = u32::try_from(self.counts.len()).unwrap_or(u32::MAX);
        let bin = rows_needed.div_ceil(MAX_ROWS).max(1);
        let rows = rows_needed.div_ceil(bin);
        let mut counts = vec![0u32; (rows * columns) as usize];
        for (estimate, cells) in self.counts.iter().enumerate() {
            let row = u32::try_from(estimate).unwrap_or(u32::MAX) / bin;
            for (column, &count) in cells.iter().enumerate() {
                counts[(row * columns) as usize + column] += count;
            }
        }
        let states = distances.reached();
        let inconsistency = self.inconsistency.map(|(rank, next)| Inconsistency {
            board: LabBoard::new(distances, rank),
            h: moves(self.values[rank as usize]),
            next: LabBoard::new(distances, next),
            next_h: moves(self.values[next as usize]),
        });
        let shape = distances.shape();
        Report {
            size: shape.to_string(),
            heuristic: self.heuristic.to_string(),
            formula: match self.heuristic {
                LabHeuristic::Kind(HeuristicKind::Custom(weights)) => Some(weights.formula(None)),
                _ => None,
            },
            states,
            farthest: columns.saturating_sub(1),
            depths: distances.depths().to_vec(),
            admissible: self.overestimated == 0,
            overestimated: self.overestimated,
            below_zero: self.below_zero,
            consistent: self.inconsistent == 0,
            inconsistent: self.inconsistent,
            mean_ratio: self.ratio_sum / f64::from(states.saturating_sub(1).max(1)),
            largest: moves(self.largest),
            histogram: Histogram { bin, rows, columns, counts },
            counterexample: self.counterexample.clone(),
            inconsistency,
        }
    }
}

/// The state numbered `rank` as a counterexample.
fn counterexample(
    distances: &Distances,
    values: &[i32],
    rank: u32,
    astar_length: Option<u32>,
    tried: u32,
) -> Counterexample {
    Counterexample {
        board: LabBoard::new(distances, rank),
        h: moves(values[rank as usize]),
        true_distance: u32::from(distances.of_rank(rank)),
        astar_length,
        misled: false,
        tried,
    }
}

/// A* with `kind` from the state numbered `rank`, as a solve runs it on a board of at most 16
/// cells (`solve::engine`: the same engine over the same nodes, so the same path).
fn astar_from(distances: &Distances, rank: u32, kind: HeuristicKind) -> Box<dyn Search<Node<Nibbles>>> {
    let goal = distances.goal();
    let puzzle = Rc::new(Puzzle::<Nibbles>::new(goal.shape(), goal.board().tiles(), Heuristic::new(kind, goal)));
    let start = puzzle.node(&LabBoard::new(distances, rank).tiles);
    let expand = Rc::clone(&puzzle);
    let successors = move |node: &Node<Nibbles>, out: &mut Vec<Node<Nibbles>>| expand.successors(node, out);
    let success = move |node: &Node<Nibbles>| puzzle.is_goal(node);
    Box::new(astar(start, successors, |node: &Node<Nibbles>| node.h, success))
}
