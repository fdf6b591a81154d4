//! Solving: the algorithms by name, the options asked for, the plan that decides, the solver.
//! Uses the model, the heuristics, the search engines and `fast`; the boundary and the CLI use it.
//!
//! A [`plan::Plan`] checks a request once and names what the search needs; a [`Solver`] runs
//! it in slices under its limits; [`summary`] shapes its report for the CLI's JSON and the page.
//! A search stopped at a limit carries the choice that would succeed ([`Retry`], asked of the
//! plan).

pub mod algorithm;
mod anytime;
mod engine;
pub mod options;
pub mod plan;
mod report;
mod retry;
mod solver;
pub mod summary;

pub use report::{Outcome, Report, Retry, Solution, SolutionMove, Status, StopReason, TracePoint};
pub use solver::{ANYTIME_MS, Clock, SolveError, Solver};
#[cfg(not(target_arch = "wasm32"))]
pub use solver::{solve, system_clock};
