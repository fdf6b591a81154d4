//! The command line: the commands, and the search flags `solve` and `bench` share.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use npuzzle::check::solution::{Convention, OPTIMAL_NODES};
use npuzzle::heuristic::HeuristicKind;
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::{DEFAULT_MAX_MEMORY_MB, Limits, SolveOptions, Weight};

/// An n-puzzle solver playground: check, solve and benchmark boards.
#[derive(Parser)]
#[command(version, about)]
pub(super) struct Cli {
    #[command(subcommand)]
    pub(super) command: Command,
}

#[derive(Subcommand)]
pub(super) enum Command {
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
    /// Check a move list from a board: every move legal (else the first wrong one, and why),
    /// the goal reached (else how far), and its length against the optimal one.
    CheckSolution {
        /// The board as one argument, or `-` to read standard input.
        board: String,
        /// The moves: the argument itself, the file it names, or `-` to read standard input.
        /// Letters (U D L R) or words (up, down, ...), tile numbers, or the boards one after
        /// another, in any list a program prints.
        moves: String,
        /// The goal: `blank-last`, `blank-first` or a board.
        #[arg(long, default_value = "blank-last")]
        goal: String,
        /// How direction letters are read: `tile` (the way the tile slides, as `solve` prints
        /// them), `blank` (the way the blank goes), or `auto` (whichever the moves allow).
        #[arg(long, default_value_t = Convention::default())]
        convention: Convention,
        /// Stop the search for the optimal length after this many expanded nodes (it then
        /// says "optimal is at least B").
        #[arg(long, default_value_t = OPTIMAL_NODES)]
        max_nodes: u64,
        /// Stop the search for the optimal length after this many milliseconds.
        #[arg(long)]
        max_ms: Option<f64>,
        /// On 4x4, the directory of pattern databases to search the optimal length over, when
        /// it holds the set `auto` looks up (never built here); the default as for `solve`.
        #[arg(long, conflicts_with = "no_pdb_cache")]
        pdb_dir: Option<String>,
        /// Search the optimal length without pattern databases (IDA* with linear conflict).
        #[arg(long)]
        no_pdb_cache: bool,
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
    /// Check a search trace: whether some run of the algorithm (any tie-breaking, any successor
    /// order, the variants textbooks teach) expands exactly these boards in this order; exit 0
    /// when valid, 1 when not (the first wrong expansion and why), 2 for bad input.
    CheckSearch {
        /// The start board as one argument (any format `npuzzle` reads).
        board: String,
        /// The boards expanded, in order, the start first, one a line: a file, or `-` for
        /// standard input.
        trace: String,
        /// bfs, dfs, iddfs, greedy, ucs, astar, wastar or idastar.
        #[arg(long, visible_alias = "algo")]
        algorithm: Algorithm,
        /// hamming, manhattan, linear-conflict or custom:a,b,c,d (greedy, A*, weighted A*, IDA*).
        #[arg(long, default_value_t = HeuristicKind::Manhattan)]
        heuristic: HeuristicKind,
        /// The weight of weighted A* (1 to 100).
        #[arg(long, default_value = "2")]
        weight: Weight,
        /// The goal: `blank-last`, `blank-first` or a board.
        #[arg(long, default_value = "blank-last")]
        goal: String,
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
pub(super) struct SearchArgs {
    /// bfs, dfs, iddfs, greedy, ucs, astar, wastar, idastar, fast (quick, any size, not
    /// optimal) or auto (IDA* with pattern databases on 4x4, 7-7-1 when the cache holds it
    /// and else 6-6-3; IDA* with linear-conflict up to 12 cells, else fast; the default).
    /// Names are read whatever their case.
    #[arg(long, default_value_t = Algorithm::default())]
    algo: Algorithm,
    /// none, hamming, manhattan, linear-conflict, or pdb (pattern databases, 4x4 only: pdb is
    /// the 6-6-3 partition, pdb-5-5-5, pdb-7-8 and pdb-7-7-1 the others), or custom:a,b,c,d
    /// (a·Hamming + b·Manhattan + c·LC + d, which may overestimate) (informed algorithms only).
    #[arg(long, default_value_t = HeuristicKind::default())]
    heuristic: HeuristicKind,
    /// The weight of weighted A* (1 to 100).
    #[arg(long, default_value = "2")]
    weight: Weight,
    /// The goal: `blank-last`, `blank-first` or a board.
    #[arg(long, default_value = "blank-last")]
    pub(super) goal: String,
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
    pub(super) threads: u16,
}

impl SearchArgs {
    pub(super) fn options(&self) -> SolveOptions {
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
    pub(super) fn pdb_dir(&self) -> Option<PathBuf> {
        cache_dir(self.pdb_dir.as_deref(), self.no_pdb_cache)
    }
}

/// Where pattern databases are kept between runs: `dir` when given, else `$NPUZZLE_PDB_DIR`,
/// else `$XDG_CACHE_HOME/npuzzle`, else `~/.cache/npuzzle`; `None` when `no_cache`.
pub(super) fn cache_dir(dir: Option<&str>, no_cache: bool) -> Option<PathBuf> {
    if no_cache {
        return None;
    }
    let from_env = |name: &str| std::env::var_os(name).filter(|value| !value.is_empty()).map(PathBuf::from);
    dir.map(PathBuf::from)
        .or_else(|| from_env("NPUZZLE_PDB_DIR"))
        .or_else(|| from_env("XDG_CACHE_HOME").map(|dir| dir.join("npuzzle")))
        .or_else(|| from_env("HOME").map(|dir| dir.join(".cache").join("npuzzle")))
}
