//! `npuzzle bench`: every instance of a file (or random spec) solved, side by side with
//! `--threads`, its length checked against the optimum given.

use std::collections::HashMap;
use std::io::{self, IsTerminal, Read, Write};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use npuzzle::Goal;
use npuzzle::bench::{Instance, RandomSpec, read_instances};
use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet};
use npuzzle::heuristic::pdb24::{Key24, Set24};
use npuzzle::solve::plan::{Plan, Platform};
use npuzzle::solve::summary::{Summary, TracePointSummary};
use npuzzle::solve::{Solver, system_clock};
use serde::Serialize;

use crate::args::SearchArgs;
use crate::choice::{StrongerJson, announce, settle};
use crate::databases::{DatabasesJson, prepare_databases_5x5, prepare_databases_whole, print_databases};
use crate::input::resolve_goal;
use crate::output::{Failure, NOT_SOLVED, print_json};

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
    /// For the anytime search: the lower bound it proved.
    #[serde(skip_serializing_if = "Option::is_none")]
    lower_bound: Option<u32>,
    /// For the anytime search: its best length and lower bound each time either changed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    trace: Vec<TracePointSummary>,
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
    /// A stronger set `auto` would have looked up, had it been in the cache.
    stronger_databases: Option<StrongerJson>,
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
    let bound = line.lower_bound.map_or_else(String::new, |bound| format!(" {bound:>6}"));
    writeln!(
        out,
        "{:>6} {:>6} {:>8} {verdict:>6} {:>14} {:>10.1}{bound}",
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
    sets_5x5: &HashMap<Key24, Arc<Set24>>,
    threads: usize,
    progress: bool,
) -> Vec<Result<BenchLine, String>> {
    let (next, done) = (AtomicUsize::new(0), AtomicUsize::new(0));
    let solve_one = |at: usize| {
        let (instance, plan) = (&instances[at], plans[at].clone());
        let set = plan.databases().and_then(|key| sets.get(&key)).map(Arc::clone);
        let set_5x5 = plan.databases_5x5().and_then(|key| sets_5x5.get(&key)).map(Arc::clone);
        let report = Solver::with_sets(plan, set, set_5x5, system_clock(), 1)
            .map_err(|e| format!("instance {}: {e}", instance.id))?
            .run_to_end();
        let summary = Summary::from(&report);
        Ok(BenchLine {
            id: instance.id.clone(),
            length: summary.length,
            expected: instance.optimal,
            matches: summary.length.is_some() && summary.length == instance.optimal,
            expanded: summary.stats.expanded,
            ms: summary.stats.elapsed_ms,
            lower_bound: summary.lower_bound,
            trace: summary.trace,
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

/// Every instance planned, and the pattern databases they need made ready (said on `out`
/// unless `json`), before the first is timed: a mistake is reported at once.
struct Planned {
    plans: Vec<Plan>,
    sets: HashMap<DatabaseKey, Arc<DatabaseSet>>,
    sets_5x5: HashMap<Key24, Arc<Set24>>,
    databases: Option<DatabasesJson>,
    stronger: Option<StrongerJson>,
}

fn plan_all(out: &mut impl Write, instances: &[Instance], search: &SearchArgs, json: bool) -> Result<Planned, Failure> {
    let options = search.options();
    let mut plans = Vec::with_capacity(instances.len());
    let mut sets: HashMap<DatabaseKey, Arc<DatabaseSet>> = HashMap::new();
    let mut sets_5x5: HashMap<Key24, Arc<Set24>> = HashMap::new();
    let mut databases = None;
    let mut stronger = None;
    let dir = search.pdb_dir();
    for instance in instances {
        let goal = resolve_goal(&search.goal, &instance.board)?;
        let plan = Plan::new(instance.board.clone(), goal, &options, Platform::Native)
            .map_err(|e| format!("instance {}: {e}", instance.id))?;
        let (plan, choice) = settle(plan, dir.as_deref());
        if let Some(key) = plan.databases()
            && !sets.contains_key(&key)
        {
            // Said once a set, before it is made ready.
            stronger = stronger.or_else(|| choice.and_then(|choice| announce(choice, dir.as_deref())));
            // Built before any instance is timed: no instance's time limit covers it.
            let (set, info) = prepare_databases_whole(key, dir.as_deref(), !json, usize::from(search.threads))?;
            if !json {
                print_databases(out, &info)?;
            }
            sets.insert(key, set);
            databases.get_or_insert(info);
        }
        if let Some(key) = plan.databases_5x5()
            && !sets_5x5.contains_key(&key)
        {
            let (set, info) = prepare_databases_5x5(key, dir.as_deref(), !json, &|| None)
                .map_err(|report| format!("the pattern databases were not built: {:?}", report.outcome))?;
            if !json {
                print_databases(out, &info)?;
            }
            sets_5x5.insert(key, set);
            databases.get_or_insert(info);
        }
        plans.push(plan);
    }
    Ok(Planned { plans, sets, sets_5x5, databases, stronger })
}

/// Solves every instance of `source` as `search` asks and prints a line each and the totals.
pub(super) fn bench(out: &mut impl Write, source: &str, search: &SearchArgs, json: bool) -> Result<ExitCode, Failure> {
    let instances = instances(source, &search.goal)?;
    let progress = !json && std::io::stderr().is_terminal();
    let Planned { plans, sets, sets_5x5, databases, stronger } = plan_all(out, &instances, search, json)?;
    let optimal = plans.iter().all(Plan::optimal);
    let mut lines = Vec::with_capacity(instances.len());
    // A suboptimal algorithm is judged by how far over the optimum it ends, not by matching it.
    let verdict_header = if optimal { "match" } else { "ratio" };
    if !json {
        let bound_header = if plans.iter().any(|plan| plan.databases_5x5().is_some()) { "  bound" } else { "" };
        writeln!(
            out,
            "{:>6} {:>6} {:>8} {verdict_header:>6} {:>14} {:>10}{bound_header}",
            "id", "length", "expected", "expanded", "ms"
        )?;
    }
    let clock = system_clock();
    let solved = solve_all(&instances, &plans, &sets, &sets_5x5, usize::from(search.threads), progress);
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
                stronger_databases: stronger,
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
