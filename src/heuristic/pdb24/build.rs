//! Building one 5x5 pattern database: a breadth-first search over the placements of the
//! pattern's tiles in which a tile may step onto any free neighbouring cell.
//!
//! The blank is not followed: moves of other tiles are free, and a pattern tile's step needs
//! only a free cell beside it, as if the blank could always get there. That relaxes the 4x4
//! databases' rule (the blank's region) only where the pattern's tiles wall a part of the board
//! off, which six tiles of 25 cells seldom do, and it keeps the build to three bits an address
//! besides the entries: a 5-tile database builds in a fraction of a second natively. Counting
//! only the pattern's own moves is what makes databases of disjoint patterns add up to a lower
//! bound. Each entry is stored as half its excess over the pattern's Manhattan distance (every
//! counted move changes that distance by one, so the excess is even).
//!
//! The search is resumable: [`Database24Builder::run`] visits at most a budget of placements,
//! so a browser worker can report progress between slices.

use super::database::Database24;
use super::geometry::{NEIGHBOURS, distance};
use super::pattern::Pattern24;
use crate::heuristic::pdb::{BuildStep, Table};

impl Database24 {
    /// Builds the database of `pattern`, calling `progress` with the fraction done now and then.
    ///
    /// # Panics
    /// Never: the build runs until it has finished.
    #[must_use]
    pub fn build(pattern: Pattern24, mut progress: impl FnMut(f64)) -> Self {
        let mut builder = Database24Builder::new(pattern);
        while let BuildStep::Running(fraction) = builder.run(1 << 18) {
            progress(fraction);
        }
        progress(1.0);
        builder.into_database().expect("the build has finished")
    }
}

/// A resumable build of one 5x5 pattern database.
///
/// Three bit sets over the addresses say which placements were reached, which are on the
/// level being expanded, and which were reached from it (the next level). Each level scans its
/// bits in order.
///
/// ```
/// use npuzzle::heuristic::pdb::BuildStep;
/// use npuzzle::heuristic::pdb24::{Database24Builder, Pattern24};
///
/// let mut builder = Database24Builder::new(Pattern24::new(&[23, 24]));
/// while builder.run(100) != BuildStep::Finished {}
/// let database = builder.into_database().expect("finished");
/// assert_eq!(database.moves(&[24, 23]), 4);
/// ```
#[derive(Debug)]
pub struct Database24Builder {
    pattern: Pattern24,
    entries: Table,
    reached: Vec<u64>,
    level_now: Vec<u64>,
    level_next: Vec<u64>,
    level: u32,
    /// The next word of `level_now` the scan looks at.
    scan: usize,
    /// Placements put on the next level so far.
    queued: usize,
    /// Placements whose entry is set.
    known: usize,
    saturated: usize,
}

impl Database24Builder {
    /// A build for `pattern`.
    #[must_use]
    pub fn new(pattern: Pattern24) -> Self {
        let words = pattern.addresses().div_ceil(64);
        let mut reached = vec![0; words];
        let mut level_now = vec![0; words];
        let goal = pattern.address(pattern.goal_cells());
        reached[goal / 64] |= 1 << (goal % 64);
        level_now[goal / 64] |= 1 << (goal % 64);
        Self {
            entries: Table::zeroed(pattern.addresses().div_ceil(2)),
            pattern,
            reached,
            level_now,
            level_next: vec![0; words],
            level: 0,
            scan: 0,
            queued: 0,
            known: 1,
            saturated: 0,
        }
    }

    /// The bytes the build holds: its bit sets and the database it fills.
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        3 * self.reached.len() * size_of::<u64>() + self.entries.len()
    }

    /// The fraction of placements whose entry is known.
    #[must_use]
    pub fn progress(&self) -> f64 {
        #[expect(clippy::cast_precision_loss, reason = "a fraction for display")]
        let fraction = self.known as f64 / self.pattern.placements().max(1) as f64;
        fraction
    }

    /// Whether every entry is known.
    #[must_use]
    pub const fn is_finished(&self) -> bool {
        self.scan == self.level_now.len() && self.queued == 0
    }

    /// Visits at most about `budget` placements (a scan of 64 addresses counts as one).
    pub fn run(&mut self, budget: usize) -> BuildStep {
        let mut left = budget.max(1);
        while left > 0 && !self.is_finished() {
            if self.scan == self.level_now.len() {
                std::mem::swap(&mut self.level_now, &mut self.level_next);
                self.level_next.fill(0);
                self.level += 1;
                self.scan = 0;
                self.queued = 0;
            }
            let mut bits = self.level_now[self.scan];
            left = left.saturating_sub(1 + bits.count_ones() as usize);
            while bits != 0 {
                let address = self.scan * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                self.visit(address);
            }
            self.scan += 1;
        }
        if self.is_finished() { BuildStep::Finished } else { BuildStep::Running(self.progress()) }
    }

    /// The database, once the build has finished (`None` before).
    #[must_use]
    pub fn into_database(self) -> Option<Database24> {
        self.is_finished().then(|| Database24::from_parts(self.pattern, self.entries, self.level, self.saturated))
    }

    /// Puts every placement one pattern move from the one at `address` not reached yet on the
    /// next level, with its entry.
    fn visit(&mut self, address: usize) {
        let k = self.pattern.len();
        let cells = self.pattern.cells_at(address);
        let goals = self.pattern.goal_cells();
        let taken = cells[..k].iter().fold(0u32, |taken, &cell| taken | 1 << cell);
        let manhattan: u32 = cells[..k].iter().zip(goals).map(|(&cell, &goal)| distance(cell, goal)).sum();
        let moves = self.level + 1;
        for (slot, (&from, &goal)) in cells[..k].iter().zip(goals).enumerate() {
            let weight = self.pattern.weight(slot) as usize;
            let before = manhattan - distance(from, goal);
            let mut targets = NEIGHBOURS[usize::from(from)] & !taken;
            while targets != 0 {
                let to = u8::try_from(targets.trailing_zeros()).unwrap_or(0);
                targets &= targets - 1;
                let next = if to > from {
                    address + usize::from(to - from) * weight
                } else {
                    address - usize::from(from - to) * weight
                };
                let (word, bit) = (next / 64, 1u64 << (next % 64));
                if self.reached[word] & bit != 0 {
                    continue;
                }
                self.reached[word] |= bit;
                self.level_next[word] |= bit;
                self.queued += 1;
                self.known += 1;
                let half_excess = (moves - (before + distance(to, goal))) / 2;
                if half_excess > 15 {
                    self.saturated += 1;
                }
                let nibble = u8::try_from(half_excess.min(15)).unwrap_or(15);
                self.entries[next / 2] |= nibble << (4 * (next % 2));
            }
        }
    }
}
