//! A verdict in the shape every boundary hands on (the CLI's JSON, the page, the Python
//! package): names and sentences, worded once here from [`SearchVerdict`]'s facts, as
//! `solve::summary` is for a solve's report.

use serde::Serialize;

use super::verdict::SearchVerdict;
use crate::words::{Message, Said};

/// [`SearchVerdict`] as names and words: what a caller prints, posts or returns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchSummary {
    /// Whether some run of the algorithm expands exactly these boards in this order.
    pub valid: bool,
    /// The first variant that fits (valid) or the one that got furthest (invalid), by name:
    /// `graph-reopen/goal-taken`.
    pub variant: Option<String>,
    /// Every variant that fits (valid), or the furthest (invalid), by name.
    pub variants: Vec<String>,
    /// The same variants in words, as the page lists them.
    pub variants_described: Vec<String>,
    /// The first wrong expansion, 0-based (the trace's length when it ends too soon).
    pub step: Option<usize>,
    /// The same counted from 1, as the message says it.
    pub expansion: Option<usize>,
    /// The verdict in a sentence.
    pub message: String,
    /// On an invalid trace, what it does match, in words.
    pub hint: Option<String>,
    /// The boards in the trace.
    pub expansions: usize,
    /// The algorithm's name.
    pub algorithm: &'static str,
    /// The heuristic's name.
    pub heuristic: String,
    /// Depth-first search: the depth at which it dropped boards unexpanded, if it did.
    pub depth_limit: Option<u32>,
    /// IDA* and IDDFS: each iteration's bound, as read in the trace.
    pub iterations: Vec<u32>,
    /// Valid so far, but not checked from this expansion (0-based) on: the ways a run could have
    /// broken the ties open there grew too many to follow.
    pub unchecked_from: Option<usize>,
}

impl From<&SearchVerdict> for SearchSummary {
    /// The summary in English: the CLI's JSON and the Python package.
    fn from(verdict: &SearchVerdict) -> Self {
        Self::worded(verdict, std::string::ToString::to_string)
    }
}

impl SearchSummary {
    /// The summary with its sentences worded by `word` (a catalogue: the page's language).
    pub fn worded(verdict: &SearchVerdict, word: impl Fn(&Message) -> String) -> Self {
        Self {
            valid: verdict.valid,
            variant: verdict.variants.first().map(|variant| variant.name()),
            variants: verdict.variants.iter().map(|variant| variant.name()).collect(),
            variants_described: verdict.variants.iter().map(|&variant| word(&variant.message())).collect(),
            step: verdict.step,
            expansion: verdict.step.map(|step| step + 1),
            message: word(&verdict.message()),
            hint: verdict.hint.map(|hint| word(&hint.message())),
            expansions: verdict.expansions,
            algorithm: verdict.spec.algorithm.name(),
            heuristic: verdict.spec.heuristic.to_string(),
            depth_limit: verdict.depth_limit,
            iterations: verdict.iterations.iter().map(|iteration| iteration.bound).collect(),
            unchecked_from: verdict.unchecked_from,
        }
    }
}
