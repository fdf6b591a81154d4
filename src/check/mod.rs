//! The check layer: a solution or a search trace from outside, checked against the rules.
//! Uses model, heuristics, search, solve.

pub mod solution;
pub mod trace_input;
