//! `solve` and the resumable `SolveJob` across the JavaScript boundary, in a headless browser
//! (`make test-wasm`).
#![cfg(target_arch = "wasm32")]

use js_sys::Error;
use npuzzle::wasm::{SearchReplay, SolveJob, SolvePlan, parse_algorithm_entry, record_facts, solve};
use serde::{Deserialize, Serialize};
use wasm_bindgen::{JsCast, JsError, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Stats {
    expanded: u64,
    generated: u64,
    max_frontier: usize,
    stored: usize,
    bound: u32,
    iterations: Vec<Iteration>,
    elapsed_ms: f64,
}

#[derive(Debug, Deserialize)]
struct Iteration {
    bound: u32,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Summary {
    solved: bool,
    length: Option<usize>,
    optimal: bool,
    bound_factor: Option<f64>,
    tiles: Vec<u8>,
    directions: String,
    algorithm: String,
    heuristic: String,
    reason: Option<String>,
    message: Option<String>,
    retry: Option<Retry>,
    stats: Stats,
}

/// The choice a stop at a limit offers (issue 25).
#[derive(Debug, Deserialize)]
struct Retry {
    algorithm: String,
    heuristic: String,
    label: String,
}

#[derive(Debug, Deserialize)]
struct JobStep {
    done: bool,
    progress: Option<Stats>,
    result: Option<Summary>,
}

#[derive(Serialize, Default)]
#[serde(rename_all = "camelCase")]
struct Options {
    #[serde(skip_serializing_if = "Option::is_none")]
    algorithm: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    heuristic: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    weight: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    goal: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    limits: Option<Limits>,
    #[serde(skip_serializing_if = "Option::is_none")]
    record: Option<f64>,
}

#[derive(Serialize, Default)]
#[serde(rename_all = "camelCase")]
struct Limits {
    #[serde(skip_serializing_if = "Option::is_none")]
    max_memory_mb: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max_expanded: Option<u64>,
}

const HARDEST_8: &str = "8 6 7 2 5 4 3 0 1";
const KORF_1: &str = "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3";

fn js<T: Serialize>(value: &T) -> JsValue {
    serde_wasm_bindgen::to_value(value).expect("a JS value")
}

fn summary(value: Result<JsValue, JsError>) -> Summary {
    serde_wasm_bindgen::from_value(value.expect("a summary")).expect("the summary's fields")
}

/// The job a plan of `board` with `options` starts (one that needs no pattern databases).
fn started_job(board: &str, options: &Options) -> SolveJob {
    SolvePlan::new(JsValue::from_str(board), js(options)).expect("a plan").start().expect("a job")
}

fn message<T: std::fmt::Debug>(result: Result<T, JsError>) -> String {
    let error: JsValue = result.expect_err("an error").into();
    error.dyn_into::<Error>().expect("a JS Error").message().into()
}

#[wasm_bindgen_test]
fn solve_by_name_answers_an_optimal_solution_with_statistics() {
    let result = summary(solve(JsValue::from_str(HARDEST_8), JsValue::from_str("idastar")));
    assert!(result.solved && result.optimal);
    assert_eq!(result.length, Some(31));
    assert_eq!((result.tiles.len(), result.directions.len()), (31, 31));
    assert_eq!((result.algorithm.as_str(), result.heuristic.as_str()), ("idastar", "linear-conflict"));
    assert!(result.stats.expanded > 0 && result.stats.generated >= result.stats.expanded);
    assert_eq!(result.stats.bound, 31);
    assert!(result.stats.iterations.iter().all(|i| i.bound < 31));
    assert!(result.stats.elapsed_ms >= 0.0);
}

#[wasm_bindgen_test]
fn solve_takes_an_options_object() {
    let options = Options {
        algorithm: Some("wastar"),
        heuristic: Some("manhattan"),
        weight: Some(1.5),
        goal: Some("blank-last"),
        ..Options::default()
    };
    let result = summary(solve(JsValue::from_str(HARDEST_8), js(&options)));
    assert!(result.solved && !result.optimal);
    assert_eq!(result.bound_factor, Some(1.5));
    assert!(result.length.is_some_and(|l| (31..=46).contains(&l)));
    assert!(result.stats.max_frontier > 0 && result.stats.stored > 0);
}

#[wasm_bindgen_test]
fn a_limit_reached_is_an_answer_not_an_error() {
    let options = Options {
        algorithm: Some("bfs"),
        goal: Some("blank-first"),
        limits: Some(Limits { max_memory_mb: Some(4), ..Limits::default() }),
        ..Options::default()
    };
    let result = summary(solve(JsValue::from_str(KORF_1), js(&options)));
    assert!(!result.solved);
    assert_eq!(result.reason.as_deref(), Some("memory-limit"));
    // What to try instead: the core's one choice that would succeed, in words and as a retry.
    assert!(result.message.is_some_and(|m| m.contains("IDA* with the pattern databases")));
    let retry = result.retry.expect("a retry");
    assert_eq!((retry.algorithm.as_str(), retry.heuristic.as_str()), ("idastar", "pdb"));
    assert_eq!(retry.label, "Solve with IDA* + databases");
}

#[wasm_bindgen_test]
fn bad_requests_throw_errors_naming_the_problem() {
    let unsolvable = message(solve(JsValue::from_str("1 2 3 4 5 6 8 7 0"), JsValue::from_str("astar")));
    assert!(unsolvable.contains("Swapping tiles 7 and 8 makes it solvable"), "{unsolvable}");
    let unknown = message(solve(JsValue::from_str(HARDEST_8), JsValue::from_str("quantum")));
    assert!(unknown.starts_with("unknown algorithm 'quantum'"), "{unknown}");
    // `{algoritm: "astar"}`: a misspelt option must be reported, not ignored.
    let typo = js_sys::Object::new();
    js_sys::Reflect::set(&typo, &JsValue::from_str("algoritm"), &JsValue::from_str("astar")).expect("set");
    let typo = message(solve(JsValue::from_str(HARDEST_8), typo.into()));
    assert!(typo.contains("invalid solve options") && typo.contains("algoritm"), "{typo}");
}

#[wasm_bindgen_test]
fn a_job_runs_in_slices_reporting_progress_and_can_be_cancelled() {
    let options = Options { algorithm: Some("astar"), heuristic: Some("manhattan"), ..Options::default() };
    let mut job = started_job(HARDEST_8, &options);
    let mut slices = 0;
    let result = loop {
        slices += 1;
        let step: JobStep = serde_wasm_bindgen::from_value(job.run(100.0).expect("a step")).expect("a step");
        if step.done {
            break step.result.expect("a result when done");
        }
        assert!(step.progress.expect("progress while running").expanded <= 100 * slices);
    };
    assert!(slices > 3, "{slices}");
    assert_eq!(result.length, Some(31));

    let options = Options { algorithm: Some("bfs"), goal: Some("blank-first"), ..Options::default() };
    let mut job = started_job(KORF_1, &options);
    job.run(500.0).expect("a step");
    let cancelled = summary(job.cancel());
    assert!(!cancelled.solved);
    assert_eq!(cancelled.reason.as_deref(), Some("cancelled"));
    assert_eq!(cancelled.stats.expanded, 500);
}

/// A field of a record chunk, as the typed array it must be.
fn column<T: JsCast>(chunk: &JsValue, key: &str) -> T {
    js_sys::Reflect::get(chunk, &JsValue::from_str(key)).expect("the field").dyn_into::<T>().expect("a typed array")
}

#[wasm_bindgen_test]
fn a_recorded_search_streams_its_events_in_typed_array_chunks() {
    let options = Options {
        algorithm: Some("astar"),
        heuristic: Some("manhattan"),
        record: Some(100_000.0),
        ..Options::default()
    };
    let mut job = started_job(HARDEST_8, &options);
    let (mut expansions, mut children, mut chunks, mut events) = (0_u64, 0_u64, 0, 0);
    let result = loop {
        let step: JobStep = serde_wasm_bindgen::from_value(job.run(50.0).expect("a step")).expect("a step's fields");
        // Events stream while the search runs, in chunks of at most 64.
        loop {
            let chunk = job.take_record(64.0).expect("a chunk or null");
            if chunk.is_null() {
                break;
            }
            let kind: js_sys::Uint8Array = column(&chunk, "kind");
            let kinds = kind.to_vec();
            assert!(!kinds.is_empty() && kinds.len() <= 64);
            for key in ["node", "parent", "other", "g", "h"] {
                assert_eq!(column::<js_sys::Uint32Array>(&chunk, key).length() as usize, kinds.len(), "{key}");
            }
            assert_eq!(column::<js_sys::Uint8Array>(&chunk, "fate").length() as usize, kinds.len());
            assert_eq!(column::<js_sys::Uint16Array>(&chunk, "label").length() as usize, kinds.len());
            expansions += kinds.iter().map(|&k| u64::from(k == 3)).sum::<u64>();
            children += kinds.iter().map(|&k| u64::from(k == 2)).sum::<u64>();
            events += kinds.len();
            chunks += 1;
        }
        if step.done {
            break step.result.expect("a result");
        }
    };
    assert!(result.solved);
    assert!(chunks > 10, "{chunks} chunks for {events} events");
    assert_eq!(expansions, result.stats.expanded);
    assert_eq!(children, result.stats.generated);
}

#[wasm_bindgen_test]
fn the_record_names_its_kinds_and_costs_and_its_cap_is_checked() {
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Facts {
        default_cap: u32,
        max_cap: u32,
        event_bytes: usize,
        kinds: Vec<String>,
        fates: Vec<String>,
    }
    let facts: Facts = serde_wasm_bindgen::from_value(record_facts().expect("facts")).expect("their fields");
    assert_eq!((facts.default_cap, facts.max_cap, facts.event_bytes), (20_000, 100_000, 24));
    assert_eq!(facts.kinds[3], "expand");
    assert_eq!(facts.fates, ["queued", "duplicate", "pruned", "requeued"]);

    let unrecorded = Options { algorithm: Some("bfs"), ..Options::default() };
    let mut job = started_job(HARDEST_8, &unrecorded);
    job.run(100.0).expect("a step");
    assert!(job.take_record(64.0).expect("null").is_null(), "nothing recorded unless asked");

    let too_many = Options { algorithm: Some("bfs"), record: Some(100_001.0), ..Options::default() };
    let error = message(SolvePlan::new(JsValue::from_str(HARDEST_8), js(&too_many)).map(|_| ()));
    assert_eq!(error, "a search records 1 to 100,000 expansions, not 100,001");
    let fraction = Options { algorithm: Some("bfs"), record: Some(0.5), ..Options::default() };
    assert!(
        message(SolvePlan::new(JsValue::from_str(HARDEST_8), js(&fraction)).map(|_| ())).contains("the recording cap")
    );
}

#[wasm_bindgen_test]
fn a_recorded_search_is_replayed_by_the_core_its_order_and_its_reasons_included() {
    #[derive(Debug, Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Why {
        node: u32,
        pick: String,
        key: Option<String>,
        value: Option<f64>,
        predicted: Option<u32>,
        tie_rule: Option<String>,
    }
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Status {
        step: u32,
        expansions: u32,
        found: Option<u32>,
        frontier: u32,
    }
    let options =
        Options { algorithm: Some("astar"), heuristic: Some("manhattan"), record: Some(5000.0), ..Options::default() };
    let board = "7 3 4 8 2 6 5 1 0";
    let mut job = started_job(board, &options);
    let mut replay = SearchReplay::new(JsValue::from_str(board), js(&options)).expect("a replay");
    loop {
        let step: JobStep = serde_wasm_bindgen::from_value(job.run(50.0).expect("a step")).expect("a step's fields");
        loop {
            let chunk = job.take_record(500.0).expect("a chunk or null");
            if chunk.is_null() {
                break;
            }
            let words = |key| column::<js_sys::Uint32Array>(&chunk, key).to_vec();
            let bytes = |key| column::<js_sys::Uint8Array>(&chunk, key).to_vec();
            let label = column::<js_sys::Uint16Array>(&chunk, "label").to_vec();
            let (node, parent, other, g, h) = (words("node"), words("parent"), words("other"), words("g"), words("h"));
            replay
                .append(bytes("kind"), bytes("fate"), node, parent, other, g, h, label, false)
                .expect("the record continues");
        }
        if step.done {
            break;
        }
    }
    let status =
        |replay: &SearchReplay| -> Status { serde_wasm_bindgen::from_value(replay.status()).expect("the status") };
    let total = status(&replay).expansions;
    assert!(total > 20 && status(&replay).found.is_some());
    assert_eq!(replay.seek(f64::INFINITY).expect("a step"), total);
    let mut last_f = 0.0;
    for step in 1..=20 {
        replay.seek(f64::from(step - 1)).expect("a step");
        let next = replay.frontier(1)[0];
        assert!(status(&replay).frontier > 0);
        replay.seek(f64::from(step)).expect("a step");
        assert_eq!(status(&replay).step, step);
        let why: Why = serde_wasm_bindgen::from_value(replay.why()).expect("the facts");
        assert_eq!((why.node, why.predicted), (next, Some(next)), "the frontier's first is expanded next");
        assert_eq!(
            (why.pick.as_str(), why.key.as_deref(), why.tie_rule.as_deref()),
            ("lowest", Some("f"), Some("newer"))
        );
        // Manhattan distance is consistent: f never falls, and never passes the 20 moves left.
        let f = why.value.expect("the key's value");
        assert!((last_f..=20.0).contains(&f), "f {f} after {last_f}");
        last_f = f;
    }
    // The root: its tiles and no tile moved; its costs; its line.
    assert_eq!(replay.boards(&[0]).expect("the root's board"), [7, 3, 4, 8, 2, 6, 5, 1, 0, 0]);
    assert_eq!(replay.costs(&[0])[..3], [-1.0, 0.0, 14.0]);
    assert_eq!(replay.lines(&[0, 0]).expect("lines"), "7 3 4 / 8 2 6 / 5 1 _\n7 3 4 / 8 2 6 / 5 1 _");
    assert!(message(replay.seek(-1.0)).contains("a step must be a whole number"));
    let ragged = replay.append(vec![1], vec![], vec![0], vec![0], vec![0], vec![0], vec![0], vec![0], false);
    assert_eq!(message(ragged), "a record chunk's columns differ in length");
    assert!(message(replay.boards(&[1_000_000])).contains("there is no tree node 1000000"));
    // The entries a list of algorithms holds, read by the core.
    let entry = |text: &str| parse_algorithm_entry(&JsValue::from_str(text));
    assert!(entry("astar:hamming").is_ok());
    assert_eq!(message(entry("bfs:manhattan")), "bfs uses no heuristic, so 'manhattan' cannot go with it");
}
