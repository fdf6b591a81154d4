//! Check: a solution or a search trace from outside (a student's program), checked against the rules.
//! Uses the model, the heuristics, the search layer's facts and the solve layer's names (`Algorithm`, `Weight`).
//!
//! [`solution`]: a move list in any notation a homework prints, walked from the board, its first
//! wrong move named, its length against the optimal one. [`trace_input`]: the boards a program
//! printed, read through the one board parser. [`search`]: whether some run of a named algorithm
//! could expand exactly the boards of a trace, in that order, with any tie-breaking and any
//! successor order; the first step none could, and what the trace does match ([`check_search`],
//! [`SearchCheck`] in slices). [`trace_tree`]: a checked trace as a search record, for the
//! Search view to draw beside the reference search.

pub mod search;
pub mod solution;
pub mod trace_input;
pub mod trace_tree;

pub use search::{
    Hint, Iteration, Mistake, Progress, Repeats, SearchCheck, SearchCheckError, SearchSpec, SearchSummary,
    SearchVerdict, Variant, check_search,
};
pub use trace_tree::TraceTree;
