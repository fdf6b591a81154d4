//! The heuristic a student builds: `h = a·Hamming + b·Manhattan + c·LC + d`, where LC is linear
//! conflict's extra alone (2 per conflict), so `0,1,1,0` is the linear-conflict heuristic. It
//! may overestimate: the heuristic lab checks it against the true distance of every state, and
//! a solver runs it like any other (`custom:a,b,c,d`).

use std::fmt::{self, Write as _};
use std::str::FromStr;

use thiserror::Error;

use crate::model::names::echo;
use crate::words::{Message, Said};

/// Why a custom heuristic's weights were refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CustomWeightsError {
    /// Not four numbers.
    Count(String),
    /// A part that is not a number with at most three decimals.
    Unreadable {
        /// Which part.
        what: &'static str,
        /// What was written.
        text: String,
    },
    /// A part outside its range.
    OutOfRange {
        /// Which part.
        what: &'static str,
        /// What was written.
        text: String,
        /// The largest it may be.
        max: i64,
    },
}

impl Said for CustomWeightsError {
    fn message(&self) -> Message {
        match self {
            Self::Count(text) => Message::new("custom-count").text("text", text),
            Self::Unreadable { what, text } => {
                Message::new("custom-unreadable").message("part", Message::new(*what)).text("text", text)
            }
            Self::OutOfRange { what, text, max } => Message::new("custom-out-of-range")
                .message("part", Message::new(*what))
                .text("text", text)
                .count("max", *max),
        }
    }
}

crate::words::english_display!(CustomWeightsError);

/// A term's three counts for one board: what the weights multiply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Terms {
    /// Tiles not on their goal cell.
    pub hamming: u32,
    /// The sum of the tiles' taxicab distances to their goal cells.
    pub manhattan: u32,
    /// Linear conflicts: tiles that must leave their row or column; each adds 2 moves.
    pub conflicts: u32,
}

impl Terms {
    /// Linear conflict's extra moves: 2 per conflict.
    #[must_use]
    pub const fn conflict_moves(self) -> u32 {
        2 * self.conflicts
    }
}

/// The weights of a custom heuristic, each in thousandths so 1.5 stays exact.
///
/// ```
/// use npuzzle::heuristic::{Terms, CustomWeights};
///
/// let weights: CustomWeights = "0, 1.5, 0, 0".parse()?;
/// assert_eq!(weights.to_string(), "0,1.5,0,0");
/// let terms = Terms { hamming: 5, manhattan: 21, conflicts: 2 };
/// assert_eq!(weights.thousandths(terms), 31_500); // 1.5 x 21
/// assert_eq!(weights.estimate(terms), 32); // rounded up: a search counts whole moves
/// assert!(!weights.known_admissible());
/// assert!(CustomWeights::LINEAR_CONFLICT.known_admissible());
/// # Ok::<(), npuzzle::heuristic::CustomWeightsError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CustomWeights {
    hamming: i32,
    manhattan: i32,
    conflicts: i32,
    constant: i32,
}

/// Thousandths in one.
const ONE: i64 = 1000;
/// The largest weight of a term, and of the constant.
const MAX_WEIGHT: i64 = 10;
const MAX_CONSTANT: i64 = 100;

impl CustomWeights {
    /// Manhattan and linear conflict's extra, once each: the linear-conflict heuristic.
    pub const LINEAR_CONFLICT: Self = Self { hamming: 0, manhattan: 1000, conflicts: 1000, constant: 0 };

    /// The parts' names, in the order they are written.
    pub const PARTS: [&'static str; 4] =
        ["custom-hamming-weight", "custom-manhattan-weight", "custom-conflict-weight", "custom-constant"];

    /// The estimate in thousandths of a move, exact: `a·H + b·M + c·LC + d`, never below 0.
    #[must_use]
    pub fn thousandths(self, terms: Terms) -> i64 {
        self.sum(terms).max(0)
    }

    /// `a·H + b·M + c·LC + d` in thousandths, before a sum below 0 counts as 0.
    #[must_use]
    pub fn sum(self, terms: Terms) -> i64 {
        i64::from(self.hamming) * i64::from(terms.hamming)
            + i64::from(self.manhattan) * i64::from(terms.manhattan)
            + i64::from(self.conflicts) * i64::from(terms.conflict_moves())
            + i64::from(self.constant)
    }

    /// The estimate a search uses: [`CustomWeights::thousandths`] rounded up to whole moves. Since
    /// true distances are whole, it overestimates a board exactly when the exact sum does.
    #[must_use]
    pub fn estimate(self, terms: Terms) -> u32 {
        u32::try_from((self.thousandths(terms) + ONE - 1) / ONE).unwrap_or(u32::MAX)
    }

    /// Whether these weights never overestimate, whatever the board: `a·H + b·M ≤ M` (Hamming
    /// never exceeds Manhattan) when the positive ones of `a` and `b` add up to at most 1, and
    /// `c·LC ≤ LC` when `c ≤ 1`, and Manhattan plus LC is admissible; a constant must not add.
    /// Other weights may still be admissible on a board size: the lab checks that.
    #[must_use]
    pub fn known_admissible(self) -> bool {
        let positive = |w: i32| i64::from(w.max(0));
        positive(self.hamming) + positive(self.manhattan) <= ONE
            && positive(self.conflicts) <= ONE
            && self.constant <= 0
    }

    /// The sum as a formula, `1.5 × Manhattan + LC − 2`, each term followed by its count for a
    /// board when `terms` are given (`1.5 × Manhattan 21`).
    ///
    /// ```
    /// use npuzzle::heuristic::{CustomWeights, Terms};
    ///
    /// let weights: CustomWeights = "0.5,1,1,-2".parse()?;
    /// assert_eq!(weights.formula(None), "0.5 × Hamming + Manhattan + LC − 2");
    /// let terms = Terms { hamming: 4, manhattan: 9, conflicts: 1 };
    /// assert_eq!(weights.formula(Some(terms)), "0.5 × Hamming 4 + Manhattan 9 + LC 2 − 2");
    /// # Ok::<(), npuzzle::heuristic::CustomWeightsError>(())
    /// ```
    #[must_use]
    pub fn formula(self, terms: Option<Terms>) -> String {
        let counts = terms.map(|t| [t.hamming, t.manhattan, t.conflict_moves()]);
        let mut formula = String::new();
        for (index, (&weight, name)) in
            [self.hamming, self.manhattan, self.conflicts].iter().zip(["Hamming", "Manhattan", "LC"]).enumerate()
        {
            if weight == 0 {
                continue;
            }
            let sign = if weight < 0 { " − " } else { " + " };
            let magnitude = decimal(i64::from(weight).abs());
            let scaled = if magnitude == "1" { name.to_string() } else { format!("{magnitude} × {name}") };
            let count = counts.map(|counts| format!(" {}", counts[index])).unwrap_or_default();
            let _ = write!(formula, "{sign}{scaled}{count}");
        }
        if self.constant != 0 || formula.is_empty() {
            let sign = if self.constant < 0 { " − " } else { " + " };
            let _ = write!(formula, "{sign}{}", decimal(i64::from(self.constant).abs()));
        }
        match formula.strip_prefix(" + ") {
            Some(rest) => rest.to_string(),
            None => format!("−{}", &formula[" − ".len()..]),
        }
    }

    /// The four parts in thousandths, in [`CustomWeights::PARTS`] order.
    #[must_use]
    pub const fn parts(self) -> [i32; 4] {
        [self.hamming, self.manhattan, self.conflicts, self.constant]
    }
}

impl fmt::Display for CustomWeights {
    /// `a,b,c,d`, each as short as it is exact (`1.5`, `0`, `-2`, `0.125`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.parts().iter().map(|&part| decimal(i64::from(part))).collect();
        f.write_str(&parts.join(","))
    }
}

/// Thousandths written as a decimal number, as short as it is exact.
#[must_use]
pub fn decimal(thousandths: i64) -> String {
    let sign = if thousandths < 0 { "-" } else { "" };
    let magnitude = thousandths.unsigned_abs();
    let (whole, fraction) = (magnitude / 1000, magnitude % 1000);
    if fraction == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{}", format!("{fraction:03}").trim_end_matches('0'))
    }
}

impl FromStr for CustomWeights {
    type Err = CustomWeightsError;

    /// Four numbers separated by commas (spaces allowed), each with at most three decimals:
    /// the term weights from -10 to 10, the constant from -100 to 100.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let parts: Vec<&str> = text.split(',').map(str::trim).collect();
        let [hamming, manhattan, conflicts, constant] = parts.as_slice() else {
            return Err(CustomWeightsError::Count(echo(text.trim(), 40)));
        };
        let read = |index: usize, text: &str, max: i64| -> Result<i32, CustomWeightsError> {
            let what = Self::PARTS[index];
            let value =
                thousandths(text).ok_or_else(|| CustomWeightsError::Unreadable { what, text: echo(text, 20) })?;
            if value.abs() > max * ONE {
                return Err(CustomWeightsError::OutOfRange { what, text: echo(text, 20), max });
            }
            i32::try_from(value).map_err(|_| CustomWeightsError::OutOfRange { what, text: echo(text, 20), max })
        };
        Ok(Self {
            hamming: read(0, hamming, MAX_WEIGHT)?,
            manhattan: read(1, manhattan, MAX_WEIGHT)?,
            conflicts: read(2, conflicts, MAX_WEIGHT)?,
            constant: read(3, constant, MAX_CONSTANT)?,
        })
    }
}

/// `text` (an optional sign, digits, at most three decimals) in thousandths, exactly.
fn thousandths(text: &str) -> Option<i64> {
    let (negative, unsigned) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    let digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty())
        || whole.len() > 6
        || fraction.len() > 3
        || !digits(whole)
        || !digits(fraction)
    {
        return None;
    }
    let whole: i64 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
    let fraction: i64 = if fraction.is_empty() { 0 } else { format!("{fraction:0<3}").parse().ok()? };
    let value = whole * ONE + fraction;
    Some(if negative { -value } else { value })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_read_exactly_and_refuse_what_is_not_one() {
        let weights: CustomWeights = "0.125, -1, +2.5, -100".parse().unwrap();
        assert_eq!(weights.parts(), [125, -1000, 2500, -100_000]);
        assert_eq!(weights.to_string(), "0.125,-1,2.5,-100");
        assert!(matches!("1,2,3".parse::<CustomWeights>(), Err(CustomWeightsError::Count(_))));
        assert!(matches!("1,2,3,4,5".parse::<CustomWeights>(), Err(CustomWeightsError::Count(_))));
        for bad in ["1.2345,0,0,0", "x,0,0,0", ",0,0,0", ".,0,0,0", "1e3,0,0,0", "--1,0,0,0", "NaN,0,0,0"] {
            assert!(matches!(bad.parse::<CustomWeights>(), Err(CustomWeightsError::Unreadable { .. })), "{bad}");
        }
        assert!(matches!("10.001,0,0,0".parse::<CustomWeights>(), Err(CustomWeightsError::OutOfRange { max: 10, .. })));
        assert!(matches!("0,0,0,100.5".parse::<CustomWeights>(), Err(CustomWeightsError::OutOfRange { max: 100, .. })));
        assert_eq!(".5,0,0,0".parse::<CustomWeights>().map(|w| w.parts()[0]), Ok(500));
    }

    #[test]
    fn a_sum_below_zero_counts_as_zero_and_rounds_up() {
        let weights: CustomWeights = "0,1,0,-3".parse().unwrap();
        assert_eq!(weights.estimate(Terms { hamming: 1, manhattan: 2, conflicts: 0 }), 0);
        let third: CustomWeights = "0,0.333,0,0".parse().unwrap();
        assert_eq!(third.estimate(Terms { hamming: 0, manhattan: 3, conflicts: 0 }), 1);
        assert_eq!(third.thousandths(Terms { hamming: 0, manhattan: 3, conflicts: 0 }), 999);
    }
}
