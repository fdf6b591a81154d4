//! The pattern databases a search needs, made ready: loaded from the cache directory (checked),
//! else built (the largest database on a second thread when allowed) and saved there; the 5x5
//! sets alike, through the same cache ([`Cached`]); and `npuzzle databases`, which fills a
//! directory with the sets a site serves prebuilt.

use std::io::{self, IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet, Pattern, PatternDatabase, SetBuilder, SetStep};
use npuzzle::heuristic::pdb24::{Key24, Set24, SetBuilder24};
use npuzzle::solve::{Report, system_clock};
use serde::Serialize;

use crate::output::Failure;

/// How the pattern databases were made ready.
#[derive(Serialize, Clone)]
#[serde(rename_all = "camelCase")]
pub(super) struct DatabasesJson {
    partition: &'static str,
    blank_goal: u8,
    /// `built`, `loaded` or `cached` (already in memory).
    pub(super) how: &'static str,
    pub(super) ms: f64,
    bytes: usize,
    /// The most memory the build held at once (0 when loaded).
    peak_bytes: usize,
    /// Per database: its pattern's goal cells, entries, and build milliseconds (0 when loaded).
    patterns: Vec<PatternJson>,
}

#[derive(Serialize, Clone)]
#[serde(rename_all = "camelCase")]
struct PatternJson {
    cells: Vec<u8>,
    entries: usize,
    bytes: usize,
    max_moves: u32,
    ms: f64,
}

/// Makes the databases `key` names ready before timing starts: from `dir` if saved there, else
/// built (and saved to `dir`), with progress on a terminal's standard error when `report`;
/// `threads` build side by side. A build stops, nothing saved, as soon as `halt` answers a
/// report (a solve's time limit reached), and that report is the answer.
pub(super) fn prepare_databases(
    key: DatabaseKey,
    dir: Option<&Path>,
    report: bool,
    threads: usize,
    halt: &dyn Fn() -> Option<Report>,
) -> Result<(Arc<DatabaseSet>, DatabasesJson), Box<Report>> {
    let file = dir.map(|dir| dir.join(key.file_name()));
    let clock = system_clock();
    let loaded = |file: Option<&Path>| file.and_then(|file| load_databases(file, key));
    // A set saved whole is read without waiting; else the cache's lock for this set is taken
    // (waiting while another process builds it, then reading what it saved), and whoever holds
    // it builds and saves. The lock goes with the process, whatever ends it.
    let stamp = |file: &Path| std::fs::metadata(file).and_then(|meta| Ok((meta.len(), meta.modified()?))).ok();
    let before = file.as_deref().and_then(stamp);
    let mut lock = None;
    let mut found = before.and_then(|_| loaded(file.as_deref()));
    if found.is_none()
        && let Some(file) = &file
    {
        lock = lock_cache(file, report, halt)?;
        remove_stale_partials(file);
        // Saved by the process that held the lock meanwhile (a file refused above is not read
        // twice).
        if stamp(file) != before {
            found = loaded(Some(file));
        }
    }
    let (set, how, peak_bytes, build_ms) = if let Some(set) = found {
        (set, "loaded", 0, Vec::new())
    } else {
        let (set, peak, times) = build_databases(key, report && std::io::stderr().is_terminal(), threads, halt)?;
        if let Some(file) = &file {
            // A cache that cannot be written costs the next run a build, nothing more.
            if let Err(e) = save_databases(&set, file) {
                eprintln!("npuzzle: warning: cannot save pattern databases to {}: {e}", file.display());
            }
        }
        (set, "built", peak, times)
    };
    drop(lock);
    let ms = clock();
    let patterns: Vec<PatternJson> = set
        .databases()
        .iter()
        .enumerate()
        .map(|(i, database)| PatternJson {
            cells: database.pattern().goal_cells().to_vec(),
            entries: database.pattern().placements(),
            bytes: database.memory_bytes(),
            max_moves: database.max_moves(),
            ms: build_ms.get(i).copied().unwrap_or(0.0),
        })
        .collect();
    let info = DatabasesJson {
        partition: key.partition().name(),
        blank_goal: key.blank_goal(),
        how,
        ms,
        bytes: set.memory_bytes(),
        peak_bytes,
        patterns,
    };
    Ok((Arc::new(set), info))
}

/// [`prepare_databases`] for the 5x5 set `key` names (built in a few seconds, on one thread).
pub(super) fn prepare_databases_5x5(
    key: Key24,
    dir: Option<&Path>,
    report: bool,
    halt: &dyn Fn() -> Option<Report>,
) -> Result<(Arc<Set24>, DatabasesJson), Box<Report>> {
    let file = dir.map(|dir| dir.join(key.file_name()));
    if let Some(file) = &file {
        remove_stale_partials(file);
    }
    let clock = system_clock();
    let progress = report && std::io::stderr().is_terminal();
    let loaded = file.as_deref().and_then(|file| load_databases::<Set24>(file, key));
    let (set, how, peak_bytes) = if let Some(set) = loaded {
        (set, "loaded", 0)
    } else {
        let mut builder = SetBuilder24::new(key);
        while let SetStep::Running(fraction) = builder.run(1 << 18) {
            if let Some(report) = halt() {
                clear_progress(progress);
                return Err(Box::new(report));
            }
            show_progress(progress, key.partition().name(), fraction);
        }
        clear_progress(progress);
        let peak = builder.peak_bytes();
        let set = builder.into_set().expect("the build has finished");
        if let Some(file) = &file {
            // A cache that cannot be written costs the next run a build, nothing more.
            if let Err(e) = save_databases(&set, file) {
                eprintln!("npuzzle: warning: cannot save pattern databases to {}: {e}", file.display());
            }
        }
        (set, "built", peak)
    };
    let patterns = set
        .databases()
        .iter()
        .map(|database| PatternJson {
            cells: database.pattern().goal_cells().to_vec(),
            entries: database.pattern().placements(),
            bytes: database.memory_bytes(),
            max_moves: database.max_moves(),
            ms: 0.0,
        })
        .collect();
    let info = DatabasesJson {
        partition: key.partition().name(),
        blank_goal: key.blank_goal(),
        how,
        ms: clock(),
        bytes: set.memory_bytes(),
        peak_bytes,
        patterns,
    };
    Ok((Arc::new(set), info))
}

/// Shows a build's progress on standard error, when `progress`.
fn show_progress(progress: bool, partition: &str, fraction: f64) {
    if progress {
        eprint!("\rbuilding pattern databases {partition}: {:>3.0}%", 100.0 * fraction);
        let _ = std::io::stderr().flush();
    }
}

/// Clears the progress line, when `progress`.
fn clear_progress(progress: bool) {
    if progress {
        eprint!("\r{}\r", " ".repeat(50));
    }
}

/// [`prepare_databases`] with no time limit: the build always runs to its end.
pub(super) fn prepare_databases_whole(
    key: DatabaseKey,
    dir: Option<&Path>,
    report: bool,
    threads: usize,
) -> Result<(Arc<DatabaseSet>, DatabasesJson), String> {
    prepare_databases(key, dir, report, threads, &|| None)
        .map_err(|report| format!("the pattern databases were not built: {:?}", report.outcome))
}

/// Makes sure `dir` holds every set of [`DatabaseKey::PREBUILT`] (loaded and checked if there,
/// else built and saved) and prints each one's file, for a site build to copy.
pub(super) fn prebuilt_databases(out: &mut impl Write, dir: &Path, threads: usize) -> Result<ExitCode, Failure> {
    // Before minutes of building, not after.
    std::fs::create_dir_all(dir)
        .map_err(|e| Failure::Invalid(format!("cannot make the directory {}: {e}", dir.display())))?;
    for key in DatabaseKey::PREBUILT {
        prepare_databases_whole(key, Some(dir), true, threads)?;
        let file = dir.join(key.file_name());
        // prepare_databases only warns when it cannot save: here the file is the point.
        if !file.is_file() {
            return Err(Failure::Invalid(format!("{key} could not be saved to {}", file.display())));
        }
        writeln!(out, "{}", file.display())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// A set of pattern databases as the cache keeps it: checked bytes in a file named by its key.
trait Cached: Sized {
    type Key: Copy + PartialEq + std::fmt::Display;
    fn key(&self) -> Self::Key;
    fn write(&self, out: impl Write) -> io::Result<()>;
    fn read(input: impl io::Read) -> io::Result<Self>;
    fn check_sample(&self, seed: u64) -> io::Result<()>;
}

/// [`Cached`] for a set type whose own methods of those names do the work.
macro_rules! cached {
    ($set:ty, $key:ty) => {
        impl Cached for $set {
            type Key = $key;
            fn key(&self) -> $key {
                self.key()
            }
            fn write(&self, out: impl Write) -> io::Result<()> {
                self.write(out)
            }
            fn read(input: impl io::Read) -> io::Result<Self> {
                Self::read(input)
            }
            fn check_sample(&self, seed: u64) -> io::Result<()> {
                self.check_sample(seed)
            }
        }
    };
}

cached!(DatabaseSet, DatabaseKey);
cached!(Set24, Key24);

/// The set `key` names saved in `file`, if there is a readable one; a damaged file, or one
/// holding another set, is reported and ignored (the set is then built again and the file
/// replaced).
fn load_databases<S: Cached>(file: &Path, key: S::Key) -> Option<S> {
    let opened = std::fs::File::open(file).ok()?;
    // A fresh seed each run, so no fixed set of entries escapes the consistency check.
    let seed = std::hash::BuildHasher::hash_one(&std::hash::RandomState::new(), std::process::id());
    let set = S::read(std::io::BufReader::new(opened))
        .and_then(|set| set.check_sample(seed).map(|()| set))
        .inspect_err(|e| eprintln!("npuzzle: warning: ignoring {}: {e}", file.display()))
        .ok()?;
    if set.key() != key {
        eprintln!("npuzzle: warning: ignoring {}: it holds {}, not {key}", file.display(), set.key());
        return None;
    }
    Some(set)
}

/// How old a temporary file of a save must be to count as left by an interrupted run: a save
/// takes well under a second.
const STALE_PARTIAL: std::time::Duration = std::time::Duration::from_secs(60);

/// Removes the temporary files of saves of `file` that were interrupted (Ctrl-C, a kill) at
/// least [`STALE_PARTIAL`] ago; a save still under way in another process is left alone.
fn remove_stale_partials(file: &Path) {
    let (Some(dir), Some(stem)) = (file.parent(), file.file_stem()) else { return };
    let prefix = format!("{}.partial-", stem.to_string_lossy());
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let stale = entry.file_name().to_string_lossy().starts_with(&prefix)
            && entry
                .metadata()
                .and_then(|meta| meta.modified())
                .is_ok_and(|modified| modified.elapsed().is_ok_and(|age| age >= STALE_PARTIAL));
        if stale && std::fs::remove_file(entry.path()).is_ok() {
            eprintln!("npuzzle: note: removed {}, left by an interrupted save", entry.path().display());
        }
    }
}

/// How often a process waiting for another's build of the same set looks again (and asks
/// whether its time limit has run out).
const LOCK_POLL: std::time::Duration = std::time::Duration::from_millis(50);

/// Takes the lock on `file`'s set in its cache directory (`<file>.lock`, made with the
/// directory when missing), waiting while another process holds it: one process builds a set
/// while the others wait, then read what it saved. `None` when no lock can be had (a directory
/// that cannot be written: the set is then built and not saved); the wait ends with the report
/// `halt` answers (a time limit reached).
fn lock_cache(
    file: &Path,
    report: bool,
    halt: &dyn Fn() -> Option<Report>,
) -> Result<Option<std::fs::File>, Box<Report>> {
    let lock_file = file.with_extension("lock");
    let opened = file
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| std::fs::File::options().create(true).truncate(false).write(true).open(&lock_file));
    let Ok(lock) = opened else { return Ok(None) };
    let mut told = false;
    loop {
        match lock.try_lock() {
            Ok(()) => return Ok(Some(lock)),
            Err(std::fs::TryLockError::WouldBlock) => {}
            // A file system without locks: on without one, as before there were locks.
            Err(std::fs::TryLockError::Error(_)) => return Ok(None),
        }
        if let Some(stop) = halt() {
            return Err(Box::new(stop));
        }
        if report && !told {
            eprintln!(
                "npuzzle: note: waiting for another npuzzle building the same pattern databases in {}",
                display_dir(file)
            );
            told = true;
        }
        std::thread::sleep(LOCK_POLL);
    }
}

fn display_dir(file: &Path) -> std::path::Display<'_> {
    file.parent().unwrap_or(file).display()
}

/// Saves `set` to `file` (creating its directory), through a temporary file in the same
/// directory, flushed to the disk before it is renamed over `file` (and the directory after),
/// so that neither a run stopped halfway nor a crash of the machine leaves a truncated set
/// under the set's name (and one killed while saving leaves a temporary file the next run
/// removes).
fn save_databases(set: &impl Cached, file: &Path) -> std::io::Result<()> {
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let partial = file.with_extension(format!("partial-{}", std::process::id()));
    let written = std::fs::File::create(&partial).and_then(|out| {
        let mut writer = std::io::BufWriter::new(out);
        set.write(&mut writer)?;
        writer.into_inner().map_err(std::io::IntoInnerError::into_error)?.sync_all()?;
        std::fs::rename(&partial, file)
    });
    if written.is_err() {
        let _ = std::fs::remove_file(&partial);
    }
    written?;
    // The rename itself made durable; a platform that cannot open a directory skips this.
    if let Some(dir) = file.parent()
        && let Ok(dir) = std::fs::File::open(dir)
    {
        let _ = dir.sync_all();
    }
    Ok(())
}

/// Builds the set, showing progress on standard error when `progress`, the largest database on
/// a second thread when `threads` allows; answers the set, the most bytes the build held, and
/// each database's build milliseconds (for one built beside, until it was taken in); or the
/// report `halt` answers between slices, the build dropped (a second thread is left to end
/// with the process).
fn build_databases(
    key: DatabaseKey,
    progress: bool,
    threads: usize,
    halt: &dyn Fn() -> Option<Report>,
) -> Result<(DatabaseSet, usize, Vec<f64>), Box<Report>> {
    let mut builder = SetBuilder::new(key);
    let partition = key.partition();
    let clock = system_clock();
    let mut times = Vec::new();
    let mut started = 0.0;
    {
        let mut beside = (threads > 1).then(|| {
            let part = builder.largest_part();
            builder.elsewhere(part);
            let pattern = Pattern::new(&partition.patterns_for_blank(key.blank_goal())[part]);
            (part, std::thread::spawn(move || PatternDatabase::build(pattern, key.blank_goal(), |_| {})))
        });
        loop {
            if let Some(report) = halt() {
                clear_progress(progress);
                return Err(Box::new(report));
            }
            let step = builder.run(1 << 18);
            while builder.built() > times.len() {
                let now = clock();
                times.push(now - started);
                started = now;
            }
            match step {
                SetStep::Finished => break,
                // The part built beside is not done: `halt` is asked again meanwhile.
                SetStep::Waiting(_) if beside.as_ref().is_some_and(|(_, helper)| !helper.is_finished()) => {
                    std::thread::sleep(std::time::Duration::from_millis(5));
                }
                SetStep::Waiting(_) => {
                    let adopted = beside.take().and_then(|(part, helper)| Some((part, helper.join().ok()?)));
                    // The helper failed (or there was none): build that part here.
                    if adopted.is_none_or(|(part, database)| builder.adopt(part, database).is_err()) {
                        builder.take_back();
                    }
                }
                SetStep::Running(fraction) => show_progress(progress, partition.name(), fraction),
            }
        }
    }
    clear_progress(progress);
    let peak = builder.peak_bytes();
    Ok((builder.into_set().expect("the build has finished"), peak, times))
}

/// Prints how the databases were made ready and what each holds.
pub(super) fn print_databases(out: &mut impl Write, info: &DatabasesJson) -> io::Result<()> {
    let mb = |bytes: usize| {
        #[expect(clippy::cast_precision_loss, reason = "megabytes for display")]
        let mb = bytes as f64 / 1e6;
        mb
    };
    let peak = if info.peak_bytes > 0 { format!(", build peak {:.1} MB", mb(info.peak_bytes)) } else { String::new() };
    writeln!(
        out,
        "pattern databases {} (blank ends on cell {}): {} in {:.1} ms, {:.1} MB{peak}",
        info.partition,
        info.blank_goal,
        info.how,
        info.ms,
        mb(info.bytes)
    )?;
    for pattern in &info.patterns {
        let cells: Vec<String> = pattern.cells.iter().map(u8::to_string).collect();
        let built = if pattern.ms > 0.0 { format!(", built in {:.1} ms", pattern.ms) } else { String::new() };
        writeln!(
            out,
            "  cells {}: {} entries, {:.2} MB, at most {} moves{built}",
            cells.join(","),
            pattern.entries,
            mb(pattern.bytes),
            pattern.max_moves
        )?;
    }
    Ok(())
}
