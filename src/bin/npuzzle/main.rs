//! `npuzzle`: check, solve and benchmark boards from the command line.

use std::io::{self, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use clap::{Args, Parser, Subcommand};
use npuzzle::bench::{Instance, RandomSpec, read_instances};
use npuzzle::heuristic::HeuristicKind;
use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet, Pattern, PatternDatabase, SetBuilder, SetStep};
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::{DEFAULT_MAX_MEMORY_MB, Limits, SolveOptions, Weight};
use npuzzle::solve::plan::{Plan, PlanError, Platform};
use npuzzle::solve::summary::{StatsSummary, Summary};
use npuzzle::solve::{Outcome, Report, Solver, system_clock};
use npuzzle::{Board, Goal, GoalSpec, heuristic, model::solvability, parse_board};
use serde::Serialize;
use thiserror::Error;

/// An n-puzzle solver playground: check, solve and benchmark boards.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print a board, its shape, whether it is solvable (and why) and its Manhattan distance.
    Check {
        /// The board as one argument (any format `npuzzle` reads), or `-` to read standard input.
        board: String,
        /// The goal: `blank-last` (1 2 ... N 0), `blank-first` (0 1 ... N) or a board.
        #[arg(long, default_value = "blank-last")]
        goal: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Solve a board and print the moves and what the search did.
    Solve {
        /// The board as one argument, or `-` to read standard input.
        board: String,
        #[command(flatten)]
        search: SearchArgs,
        /// Print the board after every move.
        #[arg(long)]
        steps: bool,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Solve every instance of a file of lines `id optimal t0 t1 ...` and compare lengths.
    Bench {
        /// The instance file (e.g. bench/korf100.txt), or `random:RxC:COUNT[:SEED]` for that
        /// many random solvable boards (e.g. random:10x10:100).
        file: String,
        #[command(flatten)]
        search: SearchArgs,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Save the pattern-database sets a site serves prebuilt (`make build` puts them in
    /// dist/pdb/) into a directory, building those not already there, and print their files.
    Databases {
        /// The directory to keep them in (target/pdb for `make build`).
        dir: PathBuf,
        /// Build the largest database of each set on a second thread when 2 or more.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
        threads: u16,
    },
}

#[derive(Args)]
struct SearchArgs {
    /// bfs, dfs, iddfs, greedy, ucs, astar, wastar, idastar, fast (quick, any size, not
    /// optimal) or auto (IDA* with pdb on 4x4, IDA* with linear-conflict up to 12 cells, else
    /// fast).
    #[arg(long, default_value = "astar")]
    algo: Algorithm,
    /// none, hamming, manhattan, linear-conflict, or pdb (pattern databases, 4x4 only: pdb is
    /// the 6-6-3 partition, pdb-5-5-5, pdb-7-8 and pdb-7-7-1 the others) (informed algorithms only).
    #[arg(long, default_value = "linear-conflict")]
    heuristic: HeuristicKind,
    /// The weight of weighted A* (1 to 100).
    #[arg(long, default_value = "2")]
    weight: Weight,
    /// The goal: `blank-last`, `blank-first` or a board.
    #[arg(long, default_value = "blank-last")]
    goal: String,
    /// Stop after this many expanded nodes.
    #[arg(long)]
    max_nodes: Option<u64>,
    /// Stop after this many milliseconds.
    #[arg(long)]
    max_ms: Option<f64>,
    /// Stop when stored states would take more than this many megabytes.
    #[arg(long, default_value_t = DEFAULT_MAX_MEMORY_MB)]
    max_mb: u64,
    /// The depth limit of depth-first search.
    #[arg(long, default_value_t = npuzzle::search::dfs::DEFAULT_DEPTH_LIMIT)]
    depth_limit: u32,
    /// A directory for pattern databases: loaded from there if present, else built and saved
    /// there. The default is `$NPUZZLE_PDB_DIR`, else `$XDG_CACHE_HOME/npuzzle`, else
    /// `~/.cache/npuzzle`.
    #[arg(long, conflicts_with = "no_pdb_cache")]
    pdb_dir: Option<String>,
    /// Build pattern databases in memory each run, neither loading nor saving them.
    #[arg(long)]
    no_pdb_cache: bool,
    /// Threads: `solve` spreads IDA* with pattern databases over them; `bench` solves that
    /// many instances side by side, each on one thread; both build the largest pattern
    /// database on a second thread.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: u16,
}

impl SearchArgs {
    fn options(&self) -> SolveOptions {
        let limits = Limits { max_expanded: self.max_nodes, max_memory_mb: Some(self.max_mb), max_ms: self.max_ms };
        SolveOptions {
            algorithm: self.algo,
            heuristic: self.heuristic,
            weight: self.weight,
            depth_limit: self.depth_limit,
            limits,
            record: None,
        }
    }

    /// Where pattern databases are kept between runs (`None` with `--no-pdb-cache`).
    fn pdb_dir(&self) -> Option<PathBuf> {
        if self.no_pdb_cache {
            return None;
        }
        let from_env = |name: &str| std::env::var_os(name).filter(|value| !value.is_empty()).map(PathBuf::from);
        self.pdb_dir
            .as_ref()
            .map(PathBuf::from)
            .or_else(|| from_env("NPUZZLE_PDB_DIR"))
            .or_else(|| from_env("XDG_CACHE_HOME").map(|dir| dir.join("npuzzle")))
            .or_else(|| from_env("HOME").map(|dir| dir.join(".cache").join("npuzzle")))
    }
}

/// Exit code when there is no solution (unsolvable, or a limit reached).
const NOT_SOLVED: u8 = 1;
/// Exit code for input that is not valid.
const INVALID_INPUT: u8 = 2;
/// Exit code when the output cannot be written (a full disk, say).
const OUTPUT_FAILED: u8 = 3;

/// Why a command stopped before its answer was written.
#[derive(Debug, Error)]
enum Failure {
    /// Input that is not valid: what is wrong.
    #[error("{0}")]
    Invalid(String),
    /// Standard output refused the answer.
    #[error("cannot write to standard output: {0}")]
    Output(#[from] io::Error),
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Self::Invalid(message)
    }
}

/// Lets a closed pipe end the process quietly, as it does other Unix tools: Rust ignores
/// SIGPIPE, so `npuzzle bench ... | head` would otherwise end with a broken-pipe error.
#[cfg(unix)]
#[expect(unsafe_code, reason = "std offers no safe way to restore a signal's default action")]
fn restore_default_sigpipe() {
    const SIGPIPE: i32 = 13;
    const SIG_DFL: usize = 0;
    unsafe extern "C" {
        fn signal(signum: i32, handler: usize) -> usize;
    }
    // SAFETY: installing the default action takes no pointer and has no other effect.
    unsafe {
        signal(SIGPIPE, SIG_DFL);
    }
}

fn main() -> ExitCode {
    #[cfg(unix)]
    restore_default_sigpipe();
    let Cli { command } = Cli::parse();
    let out = &mut io::stdout().lock();
    let result = match command {
        Command::Check { board, goal, json } => read_board_and_goal(&board, &goal)
            .map_err(Failure::from)
            .and_then(|(board, goal)| Ok(check(out, &board, &goal, json).map(|()| ExitCode::SUCCESS)?)),
        Command::Solve { board, search, steps, json } => read_board_and_goal(&board, &search.goal)
            .map_err(Failure::from)
            .and_then(|(board, goal)| Ok(solve(out, &board, goal, &search, steps, json)?)),
        Command::Bench { file, search, json } => bench(out, &file, &search, json),
        Command::Databases { dir, threads } => prebuilt_databases(out, &dir, usize::from(threads)),
    };
    // What is still buffered is written now, so a failure to write it is reported too.
    let result = result.and_then(|code| Ok(out.flush().map(|()| code)?));
    result.unwrap_or_else(|failure| {
        eprintln!("npuzzle: {failure}");
        ExitCode::from(match failure {
            Failure::Invalid(_) => INVALID_INPUT,
            Failure::Output(_) => OUTPUT_FAILED,
        })
    })
}

/// The board (from the argument or standard input) and its goal, or a message saying what is wrong.
fn read_board_and_goal(board: &str, goal: &str) -> Result<(Board, Goal), String> {
    let text = if board == "-" {
        let mut text = String::new();
        // Read one byte past the limit so an oversized input is reported as such.
        let limit = u64::try_from(npuzzle::model::parse::MAX_INPUT_BYTES + 1).unwrap_or(u64::MAX);
        std::io::stdin()
            .take(limit)
            .read_to_string(&mut text)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        text
    } else {
        board.to_string()
    };
    let board = parse_board(&text).map_err(|e| format!("invalid board: {e}"))?;
    Ok((board.clone(), resolve_goal(goal, &board)?))
}

fn resolve_goal(goal: &str, board: &Board) -> Result<Goal, String> {
    goal.parse::<GoalSpec>().and_then(|spec| spec.resolve(board.shape())).map_err(|e| format!("invalid goal: {e}"))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CheckJson<'a> {
    rows: usize,
    cols: usize,
    tiles: &'a [u8],
    solvable: bool,
    explanation: &'a str,
    manhattan: usize,
    inversions: usize,
    fixing_swap: Option<(u8, u8)>,
}

fn check(out: &mut impl Write, board: &Board, goal: &Goal, json: bool) -> io::Result<()> {
    let verdict = solvability::check(board, goal);
    let manhattan = heuristic::manhattan(board, goal);
    let shape = board.shape();
    if json {
        print_json(
            out,
            &CheckJson {
                rows: shape.rows(),
                cols: shape.cols(),
                tiles: board.tiles(),
                solvable: verdict.solvable,
                explanation: &verdict.explanation,
                manhattan,
                inversions: verdict.inversions,
                fixing_swap: verdict.fixing_swap,
            },
        )
    } else {
        writeln!(out, "{board}\n")?;
        writeln!(out, "shape: {shape} ({} tiles)", shape.cells() - 1)?;
        writeln!(out, "solvable: {}", if verdict.solvable { "yes" } else { "no" })?;
        writeln!(out, "why: {}", verdict.explanation)?;
        writeln!(out, "manhattan distance: {manhattan}")
    }
}

fn print_json(out: &mut impl Write, value: &impl Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, value)?;
    writeln!(out)
}

fn solve(
    out: &mut impl Write,
    board: &Board,
    goal: Goal,
    search: &SearchArgs,
    steps: bool,
    json: bool,
) -> io::Result<ExitCode> {
    let plan = match Plan::new(board.clone(), goal, &search.options(), Platform::Native) {
        Ok(plan) => plan,
        Err(error) => {
            eprintln!("npuzzle: {error}");
            let unsolvable = matches!(error, PlanError::Unsolvable(_));
            return Ok(ExitCode::from(if unsolvable { NOT_SOLVED } else { INVALID_INPUT }));
        }
    };
    let threads = usize::from(search.threads);
    // The time limit counts from here: preparing the databases counts against it.
    let clock = system_clock();
    let mut databases = None;
    let mut stopped = None;
    if let Some(key) = plan.databases() {
        let out_of_time = || Report::out_of_time_before_start(&plan, clock());
        match prepare_databases(key, search.pdb_dir().as_deref(), !json, threads, &out_of_time) {
            Ok((set, info)) => {
                if !json {
                    print_databases(out, &info)?;
                }
                databases = Some(set);
            }
            Err(report) => stopped = Some(*report),
        }
    }
    let report = match stopped {
        Some(report) => report,
        None => match Solver::with_threads(plan, databases, clock, threads) {
            Ok(mut solver) => solver.run_to_end(),
            Err(error) => {
                eprintln!("npuzzle: {error}");
                return Ok(ExitCode::from(INVALID_INPUT));
            }
        },
    };
    let summary = Summary::from(&report);
    if json {
        print_json(out, &summary)?;
    } else {
        print_solution(out, board, &report, &summary, steps)?;
    }
    Ok(if summary.solved { ExitCode::SUCCESS } else { ExitCode::from(NOT_SOLVED) })
}

fn print_solution(
    out: &mut impl Write,
    board: &Board,
    report: &Report,
    summary: &Summary,
    steps: bool,
) -> io::Result<()> {
    let method = if summary.heuristic == "none" {
        summary.algorithm.to_string()
    } else {
        format!("{} with {}", summary.algorithm, summary.heuristic)
    };
    match &report.outcome {
        Outcome::Solved(solution) => {
            let quality = match (solution.optimal, solution.bound_factor) {
                (true, _) => "optimal".to_string(),
                (false, Some(w)) => format!("at most {w} x optimal"),
                (false, None) => "not guaranteed optimal".to_string(),
            };
            writeln!(out, "solved in {} moves ({quality}) by {method}", solution.moves.len())?;
            let tiles: Vec<String> = solution.moves.iter().map(|m| m.tile.to_string()).collect();
            writeln!(out, "tiles: {}", tiles.join(" "))?;
            writeln!(out, "directions: {}", solution.directions())?;
            if steps {
                let mut current = board.clone();
                writeln!(out, "\nstart:\n{current}")?;
                for (index, m) in solution.moves.iter().enumerate() {
                    let _ = current.slide(m.direction);
                    writeln!(out, "\n{}. tile {} {}:\n{current}", index + 1, m.tile, m.direction)?;
                }
                writeln!(out)?;
            }
        }
        Outcome::Stopped { message, .. } => writeln!(out, "not solved by {method}: {message}")?,
    }
    print_stats(out, &summary.stats)
}

fn print_stats(out: &mut impl Write, stats: &StatsSummary) -> io::Result<()> {
    writeln!(
        out,
        "expanded {} · generated {} · largest frontier {} · stored {} · {:.2} ms",
        stats.expanded, stats.generated, stats.max_frontier, stats.stored, stats.elapsed_ms
    )?;
    if !stats.iterations.is_empty() {
        let passes: Vec<String> = stats.iterations.iter().map(|i| format!("{}:{}", i.bound, i.expanded)).collect();
        writeln!(out, "iterations (bound:expanded): {} · final bound {}", passes.join(" "), stats.bound)?;
    }
    Ok(())
}

/// The instances of `source`: a bench file (see [`read_instances`]), or `random:RxC:COUNT`
/// (with an optional `:SEED`) for that many uniformly random solvable boards towards `goal`.
fn instances(source: &str, goal: &str) -> Result<Vec<Instance>, String> {
    if let Some(spec) = source.strip_prefix("random:") {
        let spec = spec.parse::<RandomSpec>().map_err(|e| e.to_string())?;
        return Ok(spec.instances(&resolve_goal(goal, Goal::blank_last(spec.shape).board())?));
    }
    let file = std::fs::File::open(source).map_err(|e| format!("cannot read {source}: {e}"))?;
    let mut text = String::new();
    // One byte past the limit, so an endless or huge input is refused, not read.
    let limit = u64::try_from(npuzzle::bench::MAX_FILE_BYTES + 1).unwrap_or(u64::MAX);
    file.take(limit).read_to_string(&mut text).map_err(|e| format!("cannot read {source}: {e}"))?;
    read_instances(&text).map_err(|e| format!("{source}: {e}"))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BenchLine {
    id: String,
    length: Option<usize>,
    expected: Option<usize>,
    #[serde(rename = "match")]
    matches: bool,
    expanded: u64,
    ms: f64,
}

impl BenchLine {
    /// The length over the optimal one, when both are known.
    #[expect(clippy::cast_precision_loss, reason = "lengths are far below 2^52")]
    fn ratio(&self) -> Option<f64> {
        Some(self.length? as f64 / self.expected.filter(|&e| e > 0)? as f64)
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BenchJson {
    instances: Vec<BenchLine>,
    total_ms: f64,
    /// From the first instance's start to the last one's end (with `--threads`, less than
    /// `total_ms`).
    wall_ms: f64,
    /// The slowest instance's milliseconds.
    max_ms: f64,
    total_expanded: u64,
    all_match: bool,
    /// The mean of length over optimal, for a suboptimal algorithm on instances with known optima.
    mean_ratio: Option<f64>,
    /// The pattern databases prepared before the first instance, if the search uses them.
    databases: Option<DatabasesJson>,
}

/// How the pattern databases were made ready.
#[derive(Serialize, Clone)]
#[serde(rename_all = "camelCase")]
struct DatabasesJson {
    partition: &'static str,
    blank_goal: u8,
    /// `built`, `loaded` or `cached` (already in memory).
    how: &'static str,
    ms: f64,
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
fn prepare_databases(
    key: DatabaseKey,
    dir: Option<&Path>,
    report: bool,
    threads: usize,
    halt: &dyn Fn() -> Option<Report>,
) -> Result<(Arc<DatabaseSet>, DatabasesJson), Box<Report>> {
    let file = dir.map(|dir| dir.join(key.file_name()));
    if let Some(file) = &file {
        remove_stale_partials(file);
    }
    let clock = system_clock();
    let (set, how, peak_bytes, build_ms) = if let Some(set) = file.as_deref().and_then(|file| load_databases(file, key))
    {
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

/// [`prepare_databases`] with no time limit: the build always runs to its end.
fn prepare_databases_whole(
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
fn prebuilt_databases(out: &mut impl Write, dir: &Path, threads: usize) -> Result<ExitCode, Failure> {
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

/// The set `key` names saved in `file`, if there is a readable one; a damaged file, or one
/// holding another set, is reported and ignored (the set is then built again and the file
/// replaced).
fn load_databases(file: &Path, key: DatabaseKey) -> Option<DatabaseSet> {
    let opened = std::fs::File::open(file).ok()?;
    // A fresh seed each run, so no fixed set of entries escapes the consistency check.
    let seed = std::hash::BuildHasher::hash_one(&std::hash::RandomState::new(), std::process::id());
    let set = DatabaseSet::read(std::io::BufReader::new(opened))
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

/// Saves `set` to `file` (creating its directory), through a temporary file so that a run
/// stopped halfway never leaves a truncated set behind (and one killed while saving leaves a
/// temporary file the next run removes).
fn save_databases(set: &DatabaseSet, file: &Path) -> std::io::Result<()> {
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let partial = file.with_extension(format!("partial-{}", std::process::id()));
    let out = std::fs::File::create(&partial)?;
    set.write(std::io::BufWriter::new(out)).and_then(|()| std::fs::rename(&partial, file)).inspect_err(|_| {
        let _ = std::fs::remove_file(&partial);
    })
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
                if progress {
                    eprint!("\r{}\r", " ".repeat(50));
                }
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
                SetStep::Running(fraction) if progress => {
                    eprint!("\rbuilding pattern databases {partition}: {:>3.0}%", 100.0 * fraction);
                    let _ = std::io::stderr().flush();
                }
                SetStep::Running(_) => {}
            }
        }
    }
    if progress {
        eprint!("\r{}\r", " ".repeat(50));
    }
    let peak = builder.peak_bytes();
    Ok((builder.into_set().expect("the build has finished"), peak, times))
}

fn print_databases(out: &mut impl Write, info: &DatabasesJson) -> io::Result<()> {
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

/// One instance's row of the bench table: `optimal` when the algorithm promises shortest answers.
fn print_bench_line(out: &mut impl Write, line: &BenchLine, optimal: bool) -> io::Result<()> {
    let or_dash = |value: Option<usize>| value.map_or_else(|| "-".to_string(), |v| v.to_string());
    let verdict = match (optimal, line.ratio()) {
        (true, _) if line.matches => "yes".to_string(),
        (true, _) if line.expected.is_some() => "NO".to_string(),
        (false, Some(ratio)) => format!("{ratio:.2}"),
        _ => "-".to_string(),
    };
    writeln!(
        out,
        "{:>6} {:>6} {:>8} {verdict:>6} {:>14} {:>10.1}",
        line.id,
        or_dash(line.length),
        or_dash(line.expected),
        line.expanded,
        line.ms
    )
}

/// Solves every planned instance, `threads` of them side by side (each on one thread), and
/// answers their lines in the instances' order; shows how many are done when `progress`.
fn solve_all(
    instances: &[Instance],
    plans: &[Plan],
    sets: &HashMap<DatabaseKey, Arc<DatabaseSet>>,
    threads: usize,
    progress: bool,
) -> Vec<Result<BenchLine, String>> {
    let (next, done) = (AtomicUsize::new(0), AtomicUsize::new(0));
    let solve_one = |at: usize| {
        let (instance, plan) = (&instances[at], plans[at].clone());
        let set = plan.databases().and_then(|key| sets.get(&key)).map(Arc::clone);
        let report =
            Solver::new(plan, set, system_clock()).map_err(|e| format!("instance {}: {e}", instance.id))?.run_to_end();
        let summary = Summary::from(&report);
        Ok(BenchLine {
            id: instance.id.clone(),
            length: summary.length,
            expected: instance.optimal,
            matches: summary.length.is_some() && summary.length == instance.optimal,
            expanded: summary.stats.expanded,
            ms: summary.stats.elapsed_ms,
        })
    };
    let mut lines: Vec<(usize, Result<BenchLine, String>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut lines = Vec::new();
                    loop {
                        let at = next.fetch_add(1, Ordering::Relaxed);
                        if at >= instances.len() {
                            break lines;
                        }
                        lines.push((at, solve_one(at)));
                        let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
                        if progress {
                            let width = 30 * finished / instances.len();
                            eprint!(
                                "\r[{}{}] {finished}/{}",
                                "#".repeat(width),
                                ".".repeat(30 - width),
                                instances.len()
                            );
                            let _ = std::io::stderr().flush();
                        }
                    }
                })
            })
            .collect();
        workers.into_iter().filter_map(|worker| worker.join().ok()).flatten().collect()
    });
    if progress {
        eprint!("\r{}\r", " ".repeat(45));
    }
    lines.sort_by_key(|&(at, _)| at);
    lines.into_iter().map(|(_, line)| line).collect()
}

fn bench(out: &mut impl Write, source: &str, search: &SearchArgs, json: bool) -> Result<ExitCode, Failure> {
    let instances = instances(source, &search.goal)?;
    let options = search.options();
    let progress = !json && std::io::stderr().is_terminal();
    // Every instance is planned before the first is timed: a mistake is reported at once,
    // and the databases they need are ready.
    let mut plans = Vec::with_capacity(instances.len());
    let mut sets: HashMap<DatabaseKey, Arc<DatabaseSet>> = HashMap::new();
    let mut databases = None;
    for instance in &instances {
        let goal = resolve_goal(&search.goal, &instance.board)?;
        let plan = Plan::new(instance.board.clone(), goal, &options, Platform::Native)
            .map_err(|e| format!("instance {}: {e}", instance.id))?;
        if let Some(key) = plan.databases()
            && !sets.contains_key(&key)
        {
            // Built before any instance is timed: no instance's time limit covers it.
            let (set, info) =
                prepare_databases_whole(key, search.pdb_dir().as_deref(), !json, usize::from(search.threads))?;
            if !json {
                print_databases(out, &info)?;
            }
            sets.insert(key, set);
            databases.get_or_insert(info);
        }
        plans.push(plan);
    }
    let optimal = plans.iter().all(Plan::optimal);
    let mut lines = Vec::with_capacity(instances.len());
    // A suboptimal algorithm is judged by how far over the optimum it ends, not by matching it.
    let verdict_header = if optimal { "match" } else { "ratio" };
    if !json {
        writeln!(
            out,
            "{:>6} {:>6} {:>8} {verdict_header:>6} {:>14} {:>10}",
            "id", "length", "expected", "expanded", "ms"
        )?;
    }
    let clock = system_clock();
    let solved = solve_all(&instances, &plans, &sets, usize::from(search.threads), progress);
    let wall_ms = clock();
    for line in solved {
        let line = line?;
        if !json {
            print_bench_line(out, &line, optimal)?;
        }
        lines.push(line);
    }
    let total_ms: f64 = lines.iter().map(|l| l.ms).sum();
    let max_ms = lines.iter().map(|l| l.ms).fold(0.0, f64::max);
    let total_expanded: u64 = lines.iter().map(|l| l.expanded).sum();
    let all_match = lines.iter().all(|l| l.matches);
    let all_solved = lines.iter().all(|l| l.length.is_some());
    let known = lines.iter().all(|l| l.expected.is_some());
    let ratios: Vec<f64> = lines.iter().filter_map(BenchLine::ratio).collect();
    #[expect(clippy::cast_precision_loss, reason = "an instance count")]
    let mean_ratio = (!optimal && !ratios.is_empty()).then(|| ratios.iter().sum::<f64>() / ratios.len() as f64);
    if json {
        print_json(
            out,
            &BenchJson {
                instances: lines,
                total_ms,
                wall_ms,
                max_ms,
                total_expanded,
                all_match,
                mean_ratio,
                databases,
            },
        )?;
    } else {
        let solved = lines.iter().filter(|l| l.length.is_some()).count();
        let verdict = match mean_ratio {
            _ if optimal && known => format!("{} match", lines.iter().filter(|l| l.matches).count()),
            Some(ratio) => format!("{solved} solved, {ratio:.3} x optimal on average"),
            None => format!("{solved} solved"),
        };
        writeln!(
            out,
            "total: {} instances, {verdict}, {total_expanded} expanded, {total_ms:.1} ms (slowest {max_ms:.1} ms)",
            lines.len()
        )?;
        if search.threads > 1 {
            writeln!(out, "wall: {wall_ms:.1} ms, {} instances side by side", search.threads)?;
        }
        if let Some(databases) = &databases {
            writeln!(out, "total with the databases {}: {:.1} ms", databases.how, wall_ms + databases.ms)?;
        }
    }
    Ok(if all_solved && (!optimal || !known || all_match) { ExitCode::SUCCESS } else { ExitCode::from(NOT_SOLVED) })
}
