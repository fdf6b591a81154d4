//! Building a set of databases one after another, in slices ([`SetBuilder`]), or to the end at
//! once ([`DatabaseSet::build`]); one database may be built elsewhere and adopted.

use thiserror::Error;

use super::build::{BuildStep, DatabaseBuilder};
use super::database::PatternDatabase;
use super::key::DatabaseKey;
use super::pattern::Pattern;
use super::set::DatabaseSet;
use crate::words::{Message, Said};

impl DatabaseSet {
    /// Builds the databases `key` names, calling `progress` with the fraction done (by
    /// entries) now and then.
    ///
    /// # Panics
    /// Never: the build runs until it has finished.
    #[must_use]
    pub fn build(key: DatabaseKey, mut progress: impl FnMut(f64)) -> Self {
        let mut builder = SetBuilder::new(key);
        while let SetStep::Running(fraction) = builder.run(1 << 18) {
            progress(fraction);
        }
        progress(1.0);
        builder.into_set().expect("the build has finished")
    }
}

/// Where a set's build is after a slice.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum SetStep {
    /// Still building: the fraction of all entries known.
    Running(f64),
    /// Its own databases are built; the one built elsewhere is still to be
    /// [adopted](SetBuilder::adopt). The fraction of all entries known, counting that one's as
    /// unknown.
    Waiting(f64),
    /// Finished: [`SetBuilder::into_set`] hands the set over.
    Finished,
}

/// A resumable build of a [`DatabaseSet`], for callers that slice their work.
///
/// ```
/// use npuzzle::heuristic::pdb::{DatabaseKey, Partition, SetBuilder, SetStep};
///
/// let mut builder = SetBuilder::new(DatabaseKey::new(Partition::FiveFiveFive, 15)?);
/// let mut slices = 0;
/// while let SetStep::Running(fraction) = builder.run(100_000) {
///     assert!((0.0..=1.0).contains(&fraction));
///     slices += 1;
/// }
/// assert!(slices > 10);
/// assert_eq!(builder.into_set().expect("finished").blank_goal(), 15);
/// # Ok::<(), npuzzle::heuristic::pdb::PdbError>(())
/// ```
#[derive(Debug)]
pub struct SetBuilder {
    key: DatabaseKey,
    patterns: Vec<Pattern>,
    /// Each pattern's database, once built or adopted.
    built: Vec<Option<PatternDatabase>>,
    /// The pattern whose database another builder makes, if any.
    elsewhere: Option<usize>,
    /// The pattern being built, and its builder.
    current: Option<(usize, DatabaseBuilder)>,
    peak_bytes: usize,
}

/// A database offered to [`SetBuilder::adopt`] that does not fit the set.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub struct WrongPart {
    /// The part it was offered as.
    pub part: usize,
    /// The set being built.
    pub key: DatabaseKey,
}

impl Said for WrongPart {
    fn message(&self) -> Message {
        Message::new("pdb-wrong-part").count("part", self.part).message("set", self.key.message())
    }
}

crate::words::english_display!(WrongPart);

impl SetBuilder {
    /// A build of the databases `key` names.
    #[must_use]
    pub fn new(key: DatabaseKey) -> Self {
        let patterns: Vec<Pattern> =
            key.partition().patterns_for_blank(key.blank_goal()).iter().map(|cells| Pattern::new(cells)).collect();
        let built = vec![None; patterns.len()];
        Self { key, patterns, built, elsewhere: None, current: None, peak_bytes: 0 }
    }

    /// Which set is being built.
    #[must_use]
    pub const fn key(&self) -> DatabaseKey {
        self.key
    }

    /// Leaves database `part` to another builder (a second worker, say, building it with a
    /// [`DatabaseBuilder`] at the same time): this one builds the others and then
    /// [waits](SetStep::Waiting) for it to be [adopted](SetBuilder::adopt). The largest part
    /// is the one to hand out. Has no effect on a part already started, or out of range.
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet, Partition, PatternDatabase, Pattern, SetBuilder, SetStep};
    ///
    /// let key = DatabaseKey::new(Partition::FiveFiveFive, 0)?;
    /// let mut builder = SetBuilder::new(key);
    /// builder.elsewhere(0);
    /// while let SetStep::Running(_) = builder.run(100_000) {}
    /// assert!(matches!(builder.run(1), SetStep::Waiting(_)));
    /// let cells = &Partition::FiveFiveFive.patterns_for_blank(0)[0];
    /// builder.adopt(0, PatternDatabase::build(Pattern::new(cells), 0, |_| {}))?;
    /// assert_eq!(builder.run(1), SetStep::Finished);
    /// assert_eq!(builder.into_set(), Some(DatabaseSet::build(key, |_| {})));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn elsewhere(&mut self, part: usize) {
        if part < self.patterns.len() && self.current.as_ref().is_none_or(|(building, _)| *building != part) {
            self.elsewhere = Some(part);
        }
    }

    /// The part with the most entries: the one to hand to another builder.
    #[must_use]
    pub fn largest_part(&self) -> usize {
        (0..self.patterns.len()).max_by_key(|&part| self.patterns[part].placements()).unwrap_or(0)
    }

    /// Takes back the part left [`SetBuilder::elsewhere`] (the other builder failed): this one
    /// builds it after its own.
    pub fn take_back(&mut self) {
        self.elsewhere = None;
    }

    /// Takes database `part`, built elsewhere.
    ///
    /// # Errors
    /// [`WrongPart`] when `database` is not that part's (another pattern or blank goal cell).
    pub fn adopt(&mut self, part: usize, database: PatternDatabase) -> Result<(), WrongPart> {
        let fits =
            self.patterns.get(part) == Some(database.pattern()) && database.blank_goal() == self.key.blank_goal();
        if !fits {
            return Err(WrongPart { part, key: self.key });
        }
        if self.current.as_ref().is_some_and(|(building, _)| *building == part) {
            self.current = None; // built twice: the adopted one will do
        }
        self.built[part] = Some(database);
        Ok(())
    }

    /// The fraction of all entries known.
    #[must_use]
    pub fn progress(&self) -> f64 {
        let sizes: Vec<usize> = self.patterns.iter().map(Pattern::placements).collect();
        let total: usize = sizes.iter().sum();
        let done: usize =
            sizes.iter().zip(&self.built).filter(|(_, built)| built.is_some()).map(|(size, _)| size).sum();
        #[expect(clippy::cast_precision_loss, reason = "a fraction for display")]
        let current = self.current.as_ref().map_or(0.0, |(part, builder)| builder.progress() * sizes[*part] as f64);
        #[expect(clippy::cast_precision_loss, reason = "a fraction for display")]
        let fraction = (done as f64 + current) / total as f64;
        fraction
    }

    /// The share of all entries that database `part` holds (0 for a part out of range): what
    /// its own progress weighs when it is built elsewhere.
    ///
    /// ```
    /// use npuzzle::heuristic::pdb::{DatabaseKey, Partition, SetBuilder};
    ///
    /// assert!((SetBuilder::new(DatabaseKey::new(Partition::FiveFiveFive, 0)?).part_share(1) - 1.0 / 3.0).abs() < 1e-12);
    /// # Ok::<(), npuzzle::heuristic::pdb::PdbError>(())
    /// ```
    #[must_use]
    pub fn part_share(&self, part: usize) -> f64 {
        let total: usize = self.patterns.iter().map(Pattern::placements).sum();
        #[expect(clippy::cast_precision_loss, reason = "a fraction for display")]
        let share = self.patterns.get(part).map_or(0.0, |pattern| pattern.placements() as f64 / total as f64);
        share
    }

    /// How many databases are built (or adopted) so far.
    #[must_use]
    pub fn built(&self) -> usize {
        self.built.iter().filter(|built| built.is_some()).count()
    }

    /// The most bytes the build has held at once (databases done plus the one in progress).
    #[must_use]
    pub const fn peak_bytes(&self) -> usize {
        self.peak_bytes
    }

    /// Scans at most `budget` placements.
    pub fn run(&mut self, budget: usize) -> SetStep {
        if self.current.is_none() {
            let next =
                (0..self.patterns.len()).find(|&part| self.built[part].is_none() && self.elsewhere != Some(part));
            let Some(part) = next else {
                return if self.built() == self.patterns.len() {
                    SetStep::Finished
                } else {
                    SetStep::Waiting(self.progress())
                };
            };
            self.current = Some((part, DatabaseBuilder::new(self.patterns[part].clone(), self.key.blank_goal())));
        }
        let Some((part, builder)) = self.current.as_mut() else { return SetStep::Running(self.progress()) };
        let held: usize = self.built.iter().flatten().map(PatternDatabase::memory_bytes).sum();
        self.peak_bytes = self.peak_bytes.max(held + builder.memory_bytes());
        if builder.run(budget) == BuildStep::Finished {
            let part = *part;
            self.built[part] = self.current.take().and_then(|(_, builder)| builder.into_database());
        }
        if self.built() == self.patterns.len() { SetStep::Finished } else { SetStep::Running(self.progress()) }
    }

    /// The set, once the build has finished (`None` before).
    #[must_use]
    pub fn into_set(self) -> Option<DatabaseSet> {
        let databases: Option<Vec<PatternDatabase>> = self.built.into_iter().collect();
        Some(DatabaseSet::from_parts(self.key, databases?))
    }
}
