//! Pattern databases for a page's worker: a handle on a set held in this instance
//! ([`Databases`], kept by the worker as long as it likes, stored as bytes: a 4x4 set, or the
//! 5x5 one), and a resumable build ([`DatabaseBuild`]) that can hand a 4x4 set's largest part to
//! a second worker.

use std::io::Read;
use std::sync::Arc;

use js_sys::Uint8Array;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::transfer::{board_from, budget, error, goal_from, text_from, to_js};
use crate::heuristic::pdb::{
    BuildStep, DatabaseBuilder, DatabaseKey, DatabaseSet, Pattern, PatternDatabase, PdbHeuristic, SetBuilder, SetStep,
    read_part, write_part,
};
use crate::heuristic::pdb24::{Key24, Set24, SetBuilder24};
use crate::heuristic::{HeuristicKind, lookups};
use crate::solve::plan::Platform;

/// Pattern databases held by this instance, for `SolvePlan.startWith`.
#[wasm_bindgen]
pub struct Databases {
    set: Held,
}

/// A set of either board.
enum Held {
    FourByFour(Arc<DatabaseSet>),
    FiveByFive(Arc<Set24>),
}

impl Databases {
    /// The 4x4 set, if it is one.
    pub(super) fn set(&self) -> Option<Arc<DatabaseSet>> {
        match &self.set {
            Held::FourByFour(set) => Some(Arc::clone(set)),
            Held::FiveByFive(_) => None,
        }
    }

    /// The 5x5 set, if it is one.
    pub(super) fn set_5x5(&self) -> Option<Arc<Set24>> {
        match &self.set {
            Held::FiveByFive(set) => Some(Arc::clone(set)),
            Held::FourByFour(_) => None,
        }
    }
}

#[wasm_bindgen]
impl Databases {
    /// The databases `key` names from bytes `bytes()` (or `npuzzle databases`) wrote: kept in
    /// `IndexedDB`, or downloaded from the site that serves them prebuilt. Bytes
    /// cut short, followed by more, changed in any way, or of another set are refused (the
    /// checksum catches a changed entry, which would make answers wrong rather than fail, and
    /// a sampled consistency check entries altered with the checksum recomputed).
    ///
    /// # Errors
    /// A JS `Error` saying the bytes are damaged or hold another set.
    pub fn load(key: &JsValue, bytes: &Uint8Array) -> Result<Databases, JsError> {
        let text = text_from(key, "a pattern-database key")?;
        // A fresh seed each load, so no fixed set of entries escapes the consistency check.
        #[expect(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "random bits for a seed")]
        let seed = (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64;
        if let Ok(key) = text.parse::<Key24>() {
            let set = Set24::read(JsBytes { array: bytes, at: 0 })
                .and_then(|set| set.check_sample(seed).map(|()| set))
                .map_err(|e| error(format!("the pattern databases are damaged: {e}")))?;
            if set.key() != key {
                return Err(error(format!("the bytes hold {}, not {key}", set.key())));
            }
            return Ok(Self { set: Held::FiveByFive(Arc::new(set)) });
        }
        let key = key_from(key)?;
        if !Platform::Browser.offers(HeuristicKind::Pdb(key.partition())) && key.served_path().is_none() {
            return Err(error(format!("{key} are too large for a browser tab unless a site serves them prebuilt")));
        }
        let set = DatabaseSet::read(JsBytes { array: bytes, at: 0 })
            .and_then(|set| set.check_sample(seed).map(|()| set))
            .map_err(|e| error(format!("the pattern databases are damaged: {e}")))?;
        if set.key() != key {
            return Err(error(format!("the bytes hold {}, not {key}", set.key())));
        }
        Ok(Self { set: Held::FourByFour(Arc::new(set)) })
    }

    /// The set as bytes to keep, checksum included.
    ///
    /// # Errors
    /// Only if writing to memory fails.
    pub fn bytes(&self) -> Result<Vec<u8>, JsError> {
        let mut bytes = Vec::new();
        match &self.set {
            Held::FourByFour(set) => set.write(&mut bytes),
            Held::FiveByFive(set) => set.write(&mut bytes),
        }
        .map_err(error)?;
        Ok(bytes)
    }

    /// Whether searches over this set do without its directly addressed tables for now
    /// (`DatabaseSet::withhold_direct`): a worker says so while a stronger set is on its way
    /// to replace this one, so that the instance stays within its memory budget.
    #[wasm_bindgen(js_name = withholdDirect)]
    pub fn withhold_direct(&self, withhold: bool) {
        if let Held::FourByFour(set) = &self.set {
            set.withhold_direct(withhold);
        }
    }

    /// Each pattern's lookup for `board` towards `goal` (as `isSolvable` takes them):
    /// `{heuristic, partition, direct: [{tiles, moves}], reflected: null | [...]}`, which
    /// `explainHeuristic` takes apart ("Explain h").
    ///
    /// # Errors
    /// A JS `Error` for an invalid board or goal, a goal these databases were not built for
    /// (another cell of the blank), or the 5x5 set, which "Explain h" does not take apart.
    pub fn lookups(&self, board: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
        let board = board_from(board)?;
        let goal = goal_from(goal, board.shape())?;
        let set = self.set().ok_or_else(|| JsError::new("Explain h takes apart the 4x4 pattern databases only"))?;
        to_js(&lookups(&PdbHeuristic::new(set, &goal).map_err(error)?, &board))
    }

    /// The name a persistent cache keeps them under (as a plan's `databases.key`).
    #[wasm_bindgen(getter)]
    #[must_use]
    pub fn key(&self) -> String {
        match &self.set {
            Held::FourByFour(set) => set.key().cache_key(),
            Held::FiveByFive(set) => set.key().cache_key(),
        }
    }
}

/// The bytes of a JS array read in place, a piece at a time, straight into the set's own
/// tables: loading 57.7 MB of 7-7-1 never holds a second copy in this instance's memory. (The
/// one reader of sets and parts here, so the readers are compiled once into the wasm.)
struct JsBytes<'a> {
    array: &'a Uint8Array,
    at: u32,
}

impl Read for JsBytes<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let wanted = u32::try_from(buf.len()).unwrap_or(u32::MAX);
        let end = self.array.length().min(self.at.saturating_add(wanted));
        let count = usize::try_from(end - self.at).map_err(std::io::Error::other)?;
        self.array.subarray(self.at, end).copy_to(&mut buf[..count]);
        self.at = end;
        Ok(count)
    }
}

/// A key from its cache-key text.
fn key_from(value: &JsValue) -> Result<DatabaseKey, JsError> {
    text_from(value, "a pattern-database key")?.parse::<DatabaseKey>().map_err(error)
}

/// A key from its cache-key text, if a browser can build that set.
fn buildable_key(value: &JsValue) -> Result<DatabaseKey, JsError> {
    let key = key_from(value)?;
    if !Platform::Browser.offers(HeuristicKind::Pdb(key.partition())) {
        return Err(error(format!("{key} need more memory to build than a browser tab has")));
    }
    Ok(key)
}

#[derive(Serialize)]
struct BuildStepDto {
    done: bool,
    /// The fraction built, the part built elsewhere counted by its own progress.
    progress: f64,
    /// Its own work is done; the part handed off is still to be adopted.
    waiting: bool,
}

/// A resumable build: `new DatabaseBuild(key)` for the set a plan names, or
/// `DatabaseBuild.forTask(task)` for the part another build handed off. `run(budget)` scans
/// at most `budget` placements and answers `{done, progress, waiting}`.
///
/// To build on two cores, the worker calls `handOff()`, which answers a task (text) for a
/// second worker; that worker builds `forTask(task)` and posts back `partBytes()`, which
/// `adopt(bytes)` takes (meanwhile `helperProgress(fraction)` weighs its progress in). If the
/// second worker fails, `takeBack()` builds that part here. `finish()` answers the databases.
#[wasm_bindgen]
pub struct DatabaseBuild {
    work: Work,
}

enum Work {
    /// A whole set, perhaps with one part handed off: (part, its share of the entries, the
    /// helper's fraction done).
    Set { builder: Option<SetBuilder>, handed: Option<(usize, f64, f64)>, built: Option<Arc<DatabaseSet>> },
    /// The 5x5 set, built here whole (in seconds).
    Set5x5 { builder: Option<SetBuilder24>, built: Option<Arc<Set24>> },
    /// One part of a set, for another build.
    Part { key: DatabaseKey, part: usize, builder: Option<DatabaseBuilder>, built: Option<PatternDatabase> },
}

#[wasm_bindgen]
impl DatabaseBuild {
    /// A build of the set `key` names (a plan's `databases.key`).
    ///
    /// # Errors
    /// A JS `Error` for a key that names no set, or one too large for a browser.
    #[wasm_bindgen(constructor)]
    pub fn new(key: &JsValue) -> Result<DatabaseBuild, JsError> {
        if let Ok(key) = text_from(key, "a pattern-database key")?.parse::<Key24>() {
            return Ok(Self { work: Work::Set5x5 { builder: Some(SetBuilder24::new(key)), built: None } });
        }
        let builder = SetBuilder::new(buildable_key(key)?);
        Ok(Self { work: Work::Set { builder: Some(builder), handed: None, built: None } })
    }

    /// A build of the part a `handOff()` task names.
    ///
    /// # Errors
    /// A JS `Error` for a task that names no part of a set.
    #[wasm_bindgen(js_name = forTask)]
    pub fn for_task(task: &JsValue) -> Result<DatabaseBuild, JsError> {
        let text = text_from(task, "a build task")?;
        let bad = || error(format!("'{}' is not a build task", crate::model::names::echo(&text, 40)));
        let (key, part) = text.split_once('#').ok_or_else(bad)?;
        let key = buildable_key(&JsValue::from_str(key))?;
        let part = part.parse::<usize>().map_err(|_| bad())?;
        let patterns = key.partition().patterns_for_blank(key.blank_goal());
        let cells = patterns.get(part).ok_or_else(bad)?;
        let builder = DatabaseBuilder::new(Pattern::new(cells), key.blank_goal());
        Ok(Self { work: Work::Part { key, part, builder: Some(builder), built: None } })
    }

    /// Scans at most `budget` more placements.
    ///
    /// # Errors
    /// A JS `Error` for a budget that is not a number.
    pub fn run(&mut self, budget_value: f64) -> Result<JsValue, JsError> {
        let budget = usize::try_from(budget(budget_value, 1e9)?).map_err(error)?;
        let step = match &mut self.work {
            Work::Set { builder, handed, built } => match builder.as_mut().map(|b| b.run(budget)) {
                None => BuildStepDto { done: true, progress: 1.0, waiting: false },
                Some(SetStep::Finished) => {
                    *built = builder.take().and_then(SetBuilder::into_set).map(Arc::new);
                    BuildStepDto { done: true, progress: 1.0, waiting: false }
                }
                Some(step @ (SetStep::Running(progress) | SetStep::Waiting(progress))) => {
                    let helper = handed.map_or(0.0, |(_, share, fraction)| share * fraction);
                    let waiting = matches!(step, SetStep::Waiting(_));
                    BuildStepDto { done: false, progress: (progress + helper).min(1.0), waiting }
                }
            },
            Work::Set5x5 { builder, built } => match builder.as_mut().map(|b| b.run(budget)) {
                None | Some(SetStep::Finished) => {
                    if let Some(done) = builder.take() {
                        *built = done.into_set().map(Arc::new);
                    }
                    BuildStepDto { done: true, progress: 1.0, waiting: false }
                }
                Some(SetStep::Running(progress) | SetStep::Waiting(progress)) => {
                    BuildStepDto { done: false, progress, waiting: false }
                }
            },
            Work::Part { builder, built, .. } => match builder.as_mut().map(|b| b.run(budget)) {
                None => BuildStepDto { done: true, progress: 1.0, waiting: false },
                Some(BuildStep::Finished) => {
                    *built = builder.take().and_then(DatabaseBuilder::into_database);
                    BuildStepDto { done: true, progress: 1.0, waiting: false }
                }
                Some(BuildStep::Running(progress)) => BuildStepDto { done: false, progress, waiting: false },
            },
        };
        to_js(&step)
    }

    /// Hands the largest part to another worker: answers its task, or nothing when this build
    /// has already handed one off or is itself a part.
    #[wasm_bindgen(js_name = handOff)]
    pub fn hand_off(&mut self) -> Option<String> {
        let Work::Set { builder: Some(builder), handed: handed @ None, .. } = &mut self.work else { return None };
        let part = builder.largest_part();
        builder.elsewhere(part);
        *handed = Some((part, builder.part_share(part), 0.0));
        Some(format!("{}#{part}", builder.key().cache_key()))
    }

    /// The other worker's fraction done on the part handed off.
    #[wasm_bindgen(js_name = helperProgress)]
    pub fn helper_progress(&mut self, fraction: f64) {
        if let Work::Set { handed: Some((_, _, done)), .. } = &mut self.work {
            *done = fraction.clamp(0.0, 1.0);
        }
    }

    /// Takes the part the other worker built, as its `partBytes()`.
    ///
    /// # Errors
    /// A JS `Error` when the bytes are damaged or are not the part handed off.
    pub fn adopt(&mut self, bytes: &Uint8Array) -> Result<(), JsError> {
        let Work::Set { builder, handed, .. } = &mut self.work else {
            return Err(error("only a whole set's build adopts a part"));
        };
        let (partition, part, database) = read_part(JsBytes { array: bytes, at: 0 })
            .map_err(|e| error(format!("the pattern database part is damaged: {e}")))?;
        let Some(builder) = builder.as_mut() else { return Ok(()) };
        if partition != builder.key().partition() || handed.is_none_or(|(handed, _, _)| handed != part) {
            return Err(error(format!("that part does not fit the build of {}", builder.key())));
        }
        builder.adopt(part, database).map_err(error)?;
        *handed = None;
        Ok(())
    }

    /// The other worker failed: the part handed off is built here, after the others.
    #[wasm_bindgen(js_name = takeBack)]
    pub fn take_back(&mut self) {
        if let Work::Set { builder: Some(builder), handed, .. } = &mut self.work {
            builder.take_back();
            *handed = None;
        }
    }

    /// The databases, once a whole set's build is done.
    ///
    /// # Errors
    /// A JS `Error` before then, or for a part's build.
    pub fn finish(&mut self) -> Result<Databases, JsError> {
        match &self.work {
            Work::Set { built: Some(set), .. } => Ok(Databases { set: Held::FourByFour(Arc::clone(set)) }),
            Work::Set5x5 { built: Some(set), .. } => Ok(Databases { set: Held::FiveByFive(Arc::clone(set)) }),
            _ => Err(error("the pattern databases are not built yet")),
        }
    }

    /// The part, once a part's build is done, as bytes for the whole build's `adopt`.
    ///
    /// # Errors
    /// A JS `Error` before then, or for a whole set's build.
    #[wasm_bindgen(js_name = partBytes)]
    pub fn part_bytes(&self) -> Result<Vec<u8>, JsError> {
        let Work::Part { key, part, built: Some(database), .. } = &self.work else {
            return Err(error("the pattern database part is not built yet"));
        };
        let mut bytes = Vec::with_capacity(database.memory_bytes() + 64);
        write_part(&mut bytes, key.partition(), *part, database).map_err(error)?;
        Ok(bytes)
    }
}
