//! Building one pattern database: a breadth-first search over abstract states (where the
//! pattern's tiles stand, and where the blank is) that counts only moves of pattern tiles.
//!
//! Moves of other tiles are free, so the blank roams its whole region (the connected empty
//! cells around it) at no cost: the search closes a region at once and works level by level,
//! a level being one more pattern move. Counting only the pattern's own moves is what makes
//! databases of disjoint patterns add up to a lower bound. Each placement's entry is the
//! level where any region of it was first reached; it is stored as half its excess over the
//! pattern's Manhattan distance, which has the same parity (every counted move changes that
//! distance by one), so four bits are enough.
//!
//! The search is resumable: [`DatabaseBuilder::run`] handles at most a budget of states, so
//! a browser worker can report progress between slices.

use super::cells::{LEFT_COLUMN, RIGHT_COLUMN, for_each_cell, region};
use super::database::PatternDatabase;
use super::pattern::{Pattern, PlacementMemo, vertical_change};
use super::table::Table;

impl PatternDatabase {
    /// Builds the database of `pattern` for a goal with the blank on `blank_goal`, calling
    /// `progress` with the fraction done now and then.
    ///
    /// # Panics
    /// Never: the build runs until it has finished.
    #[must_use]
    pub fn build(pattern: Pattern, blank_goal: u8, mut progress: impl FnMut(f64)) -> Self {
        let mut builder = DatabaseBuilder::new(pattern, blank_goal);
        while let BuildStep::Running(fraction) = builder.run(1 << 18) {
            progress(fraction);
        }
        progress(1.0);
        builder.into_database().expect("the build has finished")
    }
}

/// Where a build is, after a slice.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum BuildStep {
    /// Still building; the fraction of placements whose entry is known.
    Running(f64),
    /// Finished: [`DatabaseBuilder::into_database`] hands the database over.
    Finished,
}

/// A resumable build of one pattern database.
///
/// Each placement has a 32-bit mark: for every cell, a low and a high bit saying whether the
/// blank's region there is unseen (0, 0), closed (1, 0), or queued for an even (0, 1) or odd
/// (1, 1) level. Each level scans the marks in order; a placement with states queued for the
/// level has their regions closed and queues what one pattern move leads to, for the next.
///
/// ```
/// use npuzzle::heuristic::pdb::{BuildStep, DatabaseBuilder, Pattern};
///
/// let mut builder = DatabaseBuilder::new(Pattern::new(&[13, 14, 15]), 0);
/// while builder.run(1_000) != BuildStep::Finished {}
/// let database = builder.into_database().expect("finished");
/// assert_eq!(database.moves(&[13, 14, 15]), 0);
/// assert_eq!(database.moves(&[14, 13, 15]), 4); // two tiles change places: 2 + 2 moves at least
/// ```
#[derive(Debug)]
pub struct DatabaseBuilder {
    pattern: Pattern,
    blank_goal: u8,
    marks: Vec<u32>,
    packed: Table,
    level: u32,
    /// The next placement the current level's scan looks at.
    scan: usize,
    /// States queued for the next level so far.
    queued: usize,
    /// Placements whose entry is set.
    known: usize,
    /// Entries too large for four bits, stored as 15 (still a lower bound).
    saturated: usize,
    /// The leading tiles of the placement visited last.
    memo: PlacementMemo,
}

impl DatabaseBuilder {
    /// A build for `pattern` towards a goal with the blank on `blank_goal` (not a pattern cell).
    #[must_use]
    pub fn new(pattern: Pattern, blank_goal: u8) -> Self {
        let placements = pattern.placements();
        let mut marks = vec![0u32; placements];
        // The goal placement, its blank queued for level 0 (even).
        marks[pattern.index(pattern.goal_cells())] = 1 << (16 + u32::from(blank_goal));
        Self {
            pattern,
            blank_goal,
            marks,
            packed: Table::zeroed(placements.div_ceil(2)),
            level: 0,
            scan: 0,
            queued: 1,
            known: 0,
            saturated: 0,
            memo: PlacementMemo::default(),
        }
    }

    /// The bytes the build holds: its marks and the database it fills.
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        self.marks.capacity() * size_of::<u32>() + self.packed.len()
    }

    /// The fraction of placements whose entry is known.
    #[must_use]
    pub fn progress(&self) -> f64 {
        #[expect(clippy::cast_precision_loss, reason = "a fraction for display")]
        let fraction = self.known as f64 / self.marks.len().max(1) as f64;
        fraction
    }

    /// Whether every entry is known.
    #[must_use]
    pub const fn is_finished(&self) -> bool {
        self.scan == self.marks.len() && self.queued == 0
    }

    /// Scans at most `budget` placements.
    pub fn run(&mut self, budget: usize) -> BuildStep {
        let mut left = budget.max(1);
        while left > 0 && !self.is_finished() {
            if self.scan == self.marks.len() {
                self.level += 1;
                self.scan = 0;
                self.queued = 0;
            }
            let end = self.marks.len().min(self.scan + left);
            let flip = self.current_parity_flip();
            for index in self.scan..end {
                if queued_now(self.marks[index], flip) != 0 {
                    self.visit(index);
                }
            }
            left -= end - self.scan;
            self.scan = end;
        }
        if self.is_finished() { BuildStep::Finished } else { BuildStep::Running(self.progress()) }
    }

    /// The database, once the build has finished (`None` before).
    #[must_use]
    pub fn into_database(self) -> Option<PatternDatabase> {
        self.is_finished().then(|| {
            PatternDatabase::from_parts(self.pattern, self.blank_goal, self.packed, self.level, self.saturated)
        })
    }

    /// What [`queued_now`] needs to pick out the states queued for the current level.
    const fn current_parity_flip(&self) -> u32 {
        if self.level & 1 == 1 { 0 } else { 0xFFFF }
    }

    /// Closes the regions of placement `index` queued for the current level (some are), and
    /// queues what one pattern move from them leads to, for the next.
    fn visit(&mut self, index: usize) {
        let mark = self.marks[index];
        let [low, high] = halves(mark);
        let now = queued_now(mark, self.current_parity_flip());
        let cells = self.pattern.placement_after(index, &mut self.memo);
        let cells = &cells[..self.pattern.len()];
        let weight_at = self.pattern.weights_at(cells);
        let occupied = cells.iter().fold(0u16, |taken, &cell| taken | 1 << cell);
        let reached = region(now, !occupied);
        if low & !high == 0 {
            self.set_entry(index, cells);
        }
        self.marks[index] = u32::from(low | reached) | (u32::from(high & !reached) << 16);
        // A state queued for the next level: high bit set, low bit telling its parity.
        let next_bits = if self.level & 1 == 1 { 1 << 16 } else { 1 | (1 << 16) };
        let marks = &mut self.marks;
        let mut queue = |next: usize, from: u8| {
            let mark = marks[next];
            let bit = 1u32 << from;
            // Without a branch, so the loads of successive moves overlap.
            let unseen = (mark | (mark >> 16)) & bit == 0;
            marks[next] = mark | if unseen { next_bits << from } else { 0 };
            usize::from(unseen)
        };
        let mut queued_next = 0;
        // Each direction on its own, so the kind of step is known in each loop.
        for_each_cell(occupied & !RIGHT_COLUMN & (reached >> 1), |from| {
            queued_next += queue(index + weight_at[usize::from(from)] as usize, from);
        });
        for_each_cell(occupied & !LEFT_COLUMN & (reached << 1), |from| {
            queued_next += queue(index - weight_at[usize::from(from)] as usize, from);
        });
        for_each_cell(occupied & (reached >> 4), |from| {
            queued_next += queue(index + vertical_change(&weight_at, from), from);
        });
        for_each_cell(occupied & (reached << 4), |from| {
            queued_next += queue(index - vertical_change(&weight_at, from - 4), from);
        });
        self.queued += queued_next;
    }

    fn set_entry(&mut self, index: usize, cells: &[u8]) {
        let manhattan = self.pattern.manhattan(cells);
        let half_excess = self.level.saturating_sub(manhattan) / 2;
        if half_excess > 15 {
            self.saturated += 1;
        }
        let nibble = u8::try_from(half_excess.min(15)).unwrap_or(15);
        self.packed[index / 2] |= nibble << (4 * (index % 2));
        self.known += 1;
    }
}

/// The cells of `mark` queued for the current level, where `flip` is 0 on odd levels and
/// `0xFFFF` on even ones (queued states' low bits tell their level's parity).
#[inline]
const fn queued_now(mark: u32, flip: u32) -> u16 {
    ((mark >> 16) & (mark ^ flip)) as u16
}

/// The low and high 16 bits of a mark.
const fn halves(mark: u32) -> [u16; 2] {
    let [a, b, c, d] = mark.to_le_bytes();
    [u16::from_le_bytes([a, b]), u16::from_le_bytes([c, d])]
}
