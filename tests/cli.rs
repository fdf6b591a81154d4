//! The `npuzzle` command line: output, JSON and exit codes.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::cli::{npuzzle, text};
use std::process::{Command, Output, Stdio};

#[test]
fn check_prints_board_shape_verdict_and_distance() {
    let out = npuzzle(&["check", "1 2 3 4 5 6 0 7 8"], "");
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("1 2 3\n4 5 6\n_ 7 8\n"), "{stdout}");
    assert!(stdout.contains("shape: 3x3 (8 tiles)"), "{stdout}");
    assert!(stdout.contains("solvable: yes"), "{stdout}");
    assert!(stdout.contains("manhattan distance: 2"), "{stdout}");
}

#[test]
fn check_reads_stdin_and_reports_unsolvable_boards_with_exit_0() {
    let out = npuzzle(&["check", "-"], "1 2 3\n4 5 6\n8 7 _\n");
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("solvable: no"), "{stdout}");
    assert!(stdout.contains("Swapping tiles 7 and 8 makes it solvable."), "{stdout}");
}

#[test]
fn check_json_has_the_documented_keys() {
    let out = npuzzle(&["check", "0 1 2 3 4 5 6 7 8", "--goal", "blank-first", "--json"], "");
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("{\"rows\":3,\"cols\":3,\"tiles\":[0,1,2,3,4,5,6,7,8],\"solvable\":true,"), "{stdout}");
    assert!(stdout.contains("\"explanation\":\"Reading row by row, 0 pairs"), "{stdout}");
    assert!(stdout.contains("\"manhattan\":0"), "{stdout}");
    assert!(stdout.contains("\"fixingSwap\":null"), "{stdout}");
}

#[test]
fn invalid_input_exits_2_with_the_message_on_stderr() {
    let out = npuzzle(&["check", "1 2 3 4 5 6 7 8 8"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(text(&out.stderr).contains("tile 8 appears twice"), "{}", text(&out.stderr));

    let out = npuzzle(&["check", "1 2 3 0", "--goal", "blank-middle"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("invalid goal"), "{}", text(&out.stderr));

    let out = npuzzle(&["check", "-"], &"7 ".repeat(40_000));
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("at most 64 KiB"), "{}", text(&out.stderr));
}

#[test]
fn solve_prints_moves_as_tiles_and_letters_with_statistics() {
    let out = npuzzle(&["solve", "1 2 3 4 0 6 7 5 8", "--steps"], "");
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("solved in 2 moves (optimal) by idastar with linear-conflict\ntiles: 5 8\ndirections: UL\n"),
        "{stdout}"
    );
    assert!(stdout.contains("1. tile 5 up:\n1 2 3\n4 5 6\n7 _ 8"), "{stdout}");
    assert!(stdout.contains("expanded 2 · generated"), "{stdout}");
}

#[test]
fn solve_json_has_the_documented_keys() {
    let out = npuzzle(&["solve", "8 6 7 2 5 4 3 0 1", "--algo", "idastar", "--json"], "");
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["length"], 31);
    assert_eq!(json["optimal"], true);
    assert_eq!(json["tiles"].as_array().unwrap().len(), 31);
    assert_eq!(json["directions"].as_str().unwrap().len(), 31);
    for key in ["expanded", "generated", "maxFrontier", "stored", "elapsedMs", "iterations"] {
        assert!(json["stats"].get(key).is_some(), "stats.{key} in {json}");
    }
}

#[test]
fn solve_exit_codes_say_solved_not_solved_or_invalid() {
    let unsolvable = npuzzle(&["solve", "1 2 3 4 5 6 8 7 0"], "");
    assert_eq!(unsolvable.status.code(), Some(1));
    assert!(text(&unsolvable.stderr).contains("Swapping tiles 7 and 8"));

    let korf1 = "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3";
    let limited = npuzzle(&["solve", korf1, "--goal", "blank-first", "--algo", "bfs", "--max-nodes", "1000"], "");
    assert_eq!(limited.status.code(), Some(1));
    assert!(
        text(&limited.stdout).contains("stopped after 1,000 expanded nodes, the limit"),
        "{}",
        text(&limited.stdout)
    );

    let invalid = npuzzle(&["solve", "1 2 3 4 5 6 7 8 0", "--algo", "quantum"], "");
    assert_eq!(invalid.status.code(), Some(2));
    assert!(text(&invalid.stderr).contains("unknown algorithm 'quantum'"));
}

#[test]
fn bench_solves_every_instance_of_a_file() {
    let dir = std::env::temp_dir().join(format!("npuzzle-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("three.txt");
    std::fs::write(&file, "# id optimal tiles\n1 31 8 6 7 2 5 4 3 0 1\n2 2 1 2 3 4 0 6 7 5 8\n3 0 1 2 3 4 5 6 7 8 0\n")
        .unwrap();
    let out = npuzzle(&["bench", file.to_str().unwrap(), "--algo", "idastar", "--json"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["allMatch"], true);
    let instances = json["instances"].as_array().unwrap();
    assert_eq!(instances.len(), 3);
    assert_eq!(instances[0]["id"], "1");
    assert_eq!(instances[0]["length"], 31);
    assert_eq!(instances[0]["expected"], 31);
    assert_eq!(instances[0]["match"], true);
    assert!(instances[0]["expanded"].as_u64().unwrap() > 0 && json["totalMs"].as_f64().is_some());

    let text_out = npuzzle(&["bench", file.to_str().unwrap()], "");
    let stdout = text(&text_out.stdout);
    assert!(stdout.contains("total: 3 instances, 3 match"), "{stdout}");

    std::fs::write(&file, "1 31 8 6 7 2 5 4 3 0\n").unwrap();
    let bad = npuzzle(&["bench", file.to_str().unwrap()], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad.stderr).contains("line 1:"), "{}", text(&bad.stderr));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `solve` with the 5-5-5 databases (quick to build) in `dir`, or with `--no-pdb-cache`.
fn solve_with_databases(dir: &std::path::Path, no_cache: bool) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_npuzzle"));
    command.args(["solve", "4 1 2 3 0 5 6 7 8 9 10 11 12 13 14 15", "--goal", "blank-first"]);
    command.args(["--algo", "idastar", "--heuristic", "pdb-5-5-5"]);
    if no_cache {
        command.arg("--no-pdb-cache");
    }
    command.env("NPUZZLE_PDB_DIR", dir).output().expect("the npuzzle binary runs")
}

#[test]
fn pattern_databases_are_saved_then_loaded_and_a_damaged_file_is_rebuilt() {
    let dir = std::env::temp_dir().join(format!("npuzzle-cli-pdb-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let key = npuzzle::heuristic::pdb::DatabaseKey::new(npuzzle::heuristic::pdb::Partition::FiveFiveFive, 0).unwrap();
    let file = dir.join(key.file_name());

    let out = solve_with_databases(&dir, true);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).contains("built in"), "{}", text(&out.stdout));
    assert!(!dir.exists(), "--no-pdb-cache writes nothing");

    let out = solve_with_databases(&dir, false);
    assert!(text(&out.stdout).contains("built in"), "{}", text(&out.stdout));
    assert!(file.exists(), "the set is saved for the next run");

    let out = solve_with_databases(&dir, false);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("loaded in"), "{stdout}");
    assert!(stdout.contains("solved in 1 move"), "{stdout}");

    // One flipped bit in an entry: the checksum catches it, and the set is built again.
    let mut bytes = std::fs::read(&file).expect("saved");
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x10;
    std::fs::write(&file, bytes).expect("writable");
    let out = solve_with_databases(&dir, false);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stderr).contains("checksum mismatch"), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("built in") && stdout.contains("(optimal)"), "{stdout}");
    assert!(solve_with_databases(&dir, false).status.success());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn databases_refuses_a_directory_it_cannot_make_before_building_anything() {
    let file = std::env::temp_dir().join(format!("npuzzle-cli-databases-{}", std::process::id()));
    std::fs::write(&file, "a file, not a directory").unwrap();
    let under = file.join("pdb");
    let out = npuzzle(&["databases", under.to_str().unwrap()], "");
    std::fs::remove_file(&file).unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stdout).is_empty());
    let message = text(&out.stderr);
    assert!(message.starts_with("npuzzle: cannot make the directory ") && message.contains("/pdb"), "{message}");
    assert!(!message.contains("building"), "{message}");
}

#[test]
fn bench_draws_seeded_random_boards_and_rates_suboptimal_answers() {
    let out = npuzzle(&["bench", "random:3x3:5:7", "--algo", "fast", "--json"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["instances"].as_array().map(Vec::len), Some(5));
    assert!(json["instances"][0]["expected"].is_null());
    assert!(json["maxMs"].as_f64().is_some());
    let again = npuzzle(&["bench", "random:3x3:5:7", "--algo", "fast", "--json"], "");
    let again: serde_json::Value = serde_json::from_slice(&again.stdout).expect("JSON");
    assert_eq!(json["instances"][4]["length"], again["instances"][4]["length"], "the seed fixes the boards");

    let out = npuzzle(&["bench", "bench/korf-taylor-24.txt", "--goal", "blank-first", "--algo", "fast"], "");
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(stdout.lines().next().is_some_and(|header| header.contains("ratio")), "{stdout}");
    assert!(stdout.contains("x optimal on average"), "{stdout}");

    let out = npuzzle(&["bench", "random:11x3:2"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("11x3"), "{}", text(&out.stderr));
}

/// Hostile input (issue 14): endless files, huge counts, limits that are no limits, a full disk.
#[test]
fn endless_input_and_absurd_limits_are_refused_with_a_message() {
    let cases: &[(&[&str], &str)] = &[
        (&["bench", "/dev/zero"], "it is too large: at most 100,000 instances and 16 MiB are read"),
        (&["bench", "random:10x10:40000000"], "'random:10x10:40000000' is not a random spec"),
        (&["solve", "1 2 3 0", "--max-ms", "NaN"], "the time limit must be a positive number of milliseconds, not NaN"),
        (&["solve", "1 2 3 0", "--max-ms", "0"], "the time limit must be a positive number of milliseconds, not 0"),
        (&["solve", "1 2 3 0", "--max-nodes", "0"], "the expanded-node limit must be at least 1"),
        (&["solve", "1 2 3 0", "--algo", "wastar", "--weight", "1e308"], "the weight must be at most 100"),
    ];
    for (args, expected) in cases {
        let out = npuzzle(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = text(&out.stderr);
        assert!(stderr.contains(expected), "{args:?}\n  got:  {stderr}\n  want: {expected}");
        assert!(stderr.len() < 300 && !stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_reported_not_a_panic() {
    for args in [&["check", "1 2 3 0"][..], &["solve", "1 2 3 0", "--json"], &["bench", "random:2x2:3"]] {
        let full = std::fs::OpenOptions::new().write(true).open("/dev/full").expect("/dev/full");
        let out = Command::new(env!("CARGO_BIN_EXE_npuzzle")).args(args).stdout(full).output().unwrap();
        assert_eq!(out.status.code(), Some(3), "{args:?}");
        let stderr = text(&out.stderr);
        assert!(stderr.starts_with("npuzzle: cannot write to standard output: No space left"), "{stderr}");
    }
}

/// A set saved under another set's name is refused and replaced, and what an interrupted save
/// left is removed once it is old enough not to be another run's save under way.
#[test]
fn a_misnamed_set_is_replaced_and_stale_partial_files_removed() {
    use npuzzle::heuristic::pdb::{DatabaseKey, Partition};
    let dir = std::env::temp_dir().join(format!("npuzzle-cli-misnamed-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    assert!(solve_with_databases(&dir, false).status.success());
    let blank_first = dir.join(DatabaseKey::new(Partition::FiveFiveFive, 0).unwrap().file_name());
    let blank_last = dir.join(DatabaseKey::new(Partition::FiveFiveFive, 15).unwrap().file_name());
    std::fs::copy(&blank_first, &blank_last).unwrap();
    let stale = blank_last.with_extension("partial-4000000");
    let fresh = blank_last.with_extension("partial-4000001");
    for partial in [&stale, &fresh] {
        std::fs::write(partial, b"half a set").unwrap();
    }
    let two_minutes_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(120);
    std::fs::File::options().write(true).open(&stale).unwrap().set_modified(two_minutes_ago).unwrap();

    let solve_blank_last = || {
        Command::new(env!("CARGO_BIN_EXE_npuzzle"))
            .args(["solve", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15", "--algo", "idastar", "--heuristic", "pdb-5-5-5"])
            .env("NPUZZLE_PDB_DIR", &dir)
            .output()
            .unwrap()
    };
    let out = solve_blank_last();
    assert_eq!(out.status.code(), Some(0));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("it holds the 5-5-5 pattern databases for the blank ending on cell 0"), "{stderr}");
    assert!(stderr.contains("left by an interrupted save"), "{stderr}");
    assert!(text(&out.stdout).contains("built in"), "{}", text(&out.stdout));
    assert!(!stale.exists() && fresh.exists());
    let again = solve_blank_last();
    assert!(text(&again.stdout).contains("loaded in"), "{}", text(&again.stdout));
    assert!(text(&again.stderr).is_empty(), "{}", text(&again.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Four processes started together on an empty cache (issue 25): one builds the set while the
/// others wait for its lock, then read what it saved; nothing a later run could trust wrongly is
/// left (no temporary file, the set whole and checked).
#[test]
fn four_processes_share_one_cache_one_builds_the_others_wait_and_read() {
    let dir = std::env::temp_dir().join(format!("npuzzle-cli-four-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let spawn = || {
        let mut command = Command::new(env!("CARGO_BIN_EXE_npuzzle"));
        command.args(["solve", "4 1 2 3 0 5 6 7 8 9 10 11 12 13 14 15", "--goal", "blank-first"]);
        command.args(["--algo", "idastar", "--heuristic", "pdb-5-5-5"]);
        command.env("NPUZZLE_PDB_DIR", &dir).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap()
    };
    let children: Vec<_> = (0..4).map(|_| spawn()).collect();
    let outputs: Vec<Output> = children.into_iter().map(|child| child.wait_with_output().unwrap()).collect();
    let mut built = 0;
    for out in &outputs {
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        let stdout = text(&out.stdout);
        assert!(stdout.contains("\nsolved in 1 moves (optimal)"), "{stdout}");
        built += usize::from(stdout.contains("): built in"));
        assert!(stdout.contains("): built in") || stdout.contains("): loaded in"), "{stdout}");
        assert!(!text(&out.stderr).contains("warning"), "{}", text(&out.stderr));
    }
    assert_eq!(built, 1, "one process builds, the others read what it saved");
    let key = npuzzle::heuristic::pdb::DatabaseKey::new(npuzzle::heuristic::pdb::Partition::FiveFiveFive, 0).unwrap();
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let file = key.file_name();
    assert_eq!(names, [file.clone(), file.replace(".bin", ".lock")], "the set and its lock, no temporary file");
    let later = solve_with_databases(&dir, false);
    assert!(text(&later.stdout).contains("loaded in"), "{}", text(&later.stdout));
    assert!(text(&later.stderr).is_empty(), "{}", text(&later.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_time_limit_covers_the_pattern_database_build() {
    // One move from the goal: a search of microseconds, after a build of seconds. The limit
    // counts from the request, so the build reaches it, on one thread and on two.
    for threads in ["1", "2"] {
        let args = ["solve", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15", "--heuristic", "pdb", "--no-pdb-cache"];
        let out = npuzzle(&[&args[..], &["--max-ms", "100", "--threads", threads, "--json"]].concat(), "");
        assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(json["reason"], "time-limit", "{json}");
        assert_eq!(json["stats"]["expanded"], 0, "{json}");
        let message = json["message"].as_str().unwrap();
        assert!(message.contains("the time limit (100 ms), before the search began"), "{message}");
        assert!(message.contains("pattern databases"), "{message}");
    }
}

/// Writes the set `key` names into the cache directory `dir`, as `npuzzle databases` would
/// (built here, the largest database on a second thread).
fn cache_set(dir: &std::path::Path, key: npuzzle::heuristic::pdb::DatabaseKey) {
    use npuzzle::heuristic::pdb::{Pattern, PatternDatabase, SetBuilder, SetStep};
    let mut builder = SetBuilder::new(key);
    let part = builder.largest_part();
    builder.elsewhere(part);
    let pattern = Pattern::new(&key.partition().patterns_for_blank(key.blank_goal())[part]);
    let beside = std::thread::spawn(move || PatternDatabase::build(pattern, key.blank_goal(), |_| {}));
    while let SetStep::Running(_) = builder.run(1 << 20) {}
    builder.adopt(part, beside.join().unwrap()).unwrap();
    assert_eq!(builder.run(1), SetStep::Finished);
    let file = std::fs::File::create(dir.join(key.file_name())).unwrap();
    builder.into_set().unwrap().write(std::io::BufWriter::new(file)).unwrap();
}

#[test]
fn auto_looks_up_the_strongest_set_in_the_cache_and_says_which_and_what_would_help() {
    use npuzzle::heuristic::pdb::{DatabaseKey, Partition};
    let dir = std::env::temp_dir().join(format!("npuzzle-cli-auto-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // Korf's #9 (46 moves).
    let board = "3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0";
    let auto = |json: bool| {
        let mut args = vec!["solve", board, "--goal", "blank-first", "--algo", "auto", "--pdb-dir"];
        args.push(dir.to_str().unwrap());
        if json {
            args.push("--json");
        }
        npuzzle(&args, "")
    };

    // The cache holds 6-6-3 only: auto looks it up and names the stronger set and its command.
    cache_set(&dir, DatabaseKey::new(Partition::SixSixThree, 0).unwrap());
    let out = auto(false);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stderr = text(&out.stderr);
    let command = format!("`npuzzle databases {}`", dir.display());
    assert_eq!(
        stderr.trim_end(),
        format!(
            "npuzzle: auto looks up the 6-6-3 pattern databases; 7-7-1 would search about three times fewer nodes: {command} makes it (57.7 MB)"
        )
    );
    let stdout = text(&out.stdout);
    assert!(stdout.contains("pattern databases 6-6-3 (blank ends on cell 0): loaded"), "{stdout}");
    assert!(stdout.contains("solved in 46 moves (optimal) by idastar with pdb\n"), "{stdout}");
    let json: serde_json::Value = serde_json::from_slice(&auto(true).stdout).unwrap();
    assert_eq!((json["heuristic"].as_str(), json["databases"]["partition"].as_str()), (Some("pdb"), Some("6-6-3")));
    assert_eq!(json["strongerDatabases"]["key"], "pdb-v3/7-7-1/0");
    assert_eq!(json["strongerDatabases"]["bytes"], 57_657_667);
    assert_eq!(json["strongerDatabases"]["command"].as_str(), Some(command.trim_matches('`')));

    // Then 7-7-1 too: auto looks that up, and suggests nothing.
    cache_set(&dir, DatabaseKey::new(Partition::SevenSevenOne, 0).unwrap());
    let out = auto(false);
    let stderr = text(&out.stderr);
    assert_eq!(
        stderr.trim_end(),
        format!("npuzzle: auto looks up the 7-7-1 pattern databases, the strongest set in {}", dir.display())
    );
    let stdout = text(&out.stdout);
    assert!(stdout.contains("pattern databases 7-7-1 (blank ends on cell 0): loaded"), "{stdout}");
    assert!(stdout.contains("solved in 46 moves (optimal) by idastar with pdb-7-7-1\n"), "{stdout}");
    let json: serde_json::Value = serde_json::from_slice(&auto(true).stdout).unwrap();
    assert_eq!(json["databases"]["partition"], "7-7-1");
    assert!(json["strongerDatabases"].is_null());

    // A caller who names pdb gets 6-6-3, and nothing is said.
    let named = npuzzle(
        &[
            "solve",
            board,
            "--goal",
            "blank-first",
            "--algo",
            "idastar",
            "--heuristic",
            "pdb",
            "--pdb-dir",
            dir.to_str().unwrap(),
        ],
        "",
    );
    assert!(text(&named.stdout).contains("by idastar with pdb\n"), "{}", text(&named.stdout));
    assert!(named.stderr.is_empty(), "{}", text(&named.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn auto_on_a_24_puzzle_answers_its_best_with_a_proved_bound_in_text_and_json() {
    let dir = std::env::temp_dir().join(format!("npuzzle-cli-24-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let board = "14 5 9 2 18 8 23 19 12 17 15 0 10 20 4 6 11 21 1 7 24 3 16 22 13"; // Korf-Taylor 1: 95 moves
    let run = |json: bool| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_npuzzle"));
        command.args(["solve", board, "--goal", "blank-first", "--algo", "auto", "--max-nodes", "1500000"]);
        if json {
            command.arg("--json");
        }
        command.env("NPUZZLE_PDB_DIR", &dir).output().expect("the npuzzle binary runs")
    };
    let out = run(false);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("pattern databases 5-5-5-5-4 (blank ends on cell 0): built"), "{stdout}");
    let line = stdout.lines().find(|line| line.starts_with("solved in")).unwrap_or_default();
    let numbers: Vec<usize> = line.split([' ', ',']).filter_map(|word| word.parse().ok()).collect();
    // "solved in 109 moves, optimal is at least 85, by anytime with pdb-5-5-5-5-4"
    assert!(line.contains(" moves, optimal is at least ") && line.ends_with("by anytime with pdb-5-5-5-5-4"), "{line}");
    let [length, bound] = numbers[..] else { panic!("{line}") };
    assert!(bound <= 95 && 95 <= length, "{line}");

    let out = run(true);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["algorithm"], "anytime");
    let bound = json["lowerBound"].as_u64().expect("lowerBound");
    assert!(bound <= 95 && json["length"].as_u64().unwrap() >= 95, "{json}");
    let trace = json["trace"].as_array().expect("a trace");
    assert!(
        trace.iter().all(|point| point["ms"].is_number() && point["length"].is_number() && point["bound"].is_number())
    );
    assert_eq!(trace.last().map(|point| &point["bound"]), Some(&json["lowerBound"]));
    assert!(dir.join("pdb5x5-v1-5-5-5-5-4-blank0.bin").exists(), "the set is kept in the cache");
    let _ = std::fs::remove_dir_all(&dir);
}
