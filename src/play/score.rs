//! A game's result in words, and whether a move was a good one: the clock's format, the sentence
//! a finished game says, the spoiler-free line a daily puzzle shares, the verdict par mode gives.

use super::calendar::UtcDate;
use crate::model::shape::Shape;
use crate::words::{Message, Said};

/// A time as a player's clock shows it: `m:ss.t` under a minute (`0:41.3`), `m:ss` from a
/// minute (`2:13`), `h:mm:ss` from an hour. Tenths and seconds are cut, never rounded up, so
/// the clock never shows a time not yet reached.
///
/// ```
/// use npuzzle::play::format_time;
///
/// assert_eq!(format_time(41_389), "0:41.3");
/// assert_eq!(format_time(59_999), "0:59.9");
/// assert_eq!(format_time(133_900), "2:13");
/// assert_eq!(format_time(3_723_000), "1:02:03");
/// ```
#[must_use]
pub fn format_time(ms: u64) -> String {
    let seconds = ms / 1000;
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else if minutes > 0 {
        format!("{minutes}:{seconds:02}")
    } else {
        format!("0:{seconds:02}.{}", ms / 100 % 10)
    }
}

/// The fewest moves a board takes, as far as a solver knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Optimal {
    /// The moves.
    pub moves: usize,
    /// Whether a search proved no shorter solution exists; otherwise it is the best known.
    pub proven: bool,
}

/// A finished game: what the page says once the board reaches its goal.
///
/// ```
/// use npuzzle::play::{Played, score::Optimal};
///
/// let optimal = Some(Optimal { moves: 21, proven: true });
/// assert_eq!(Played { moves: 23, time_ms: 41_300, optimal }.to_string(), "Solved in 23 moves, 0:41.3. Optimal: 21 moves (+2).");
/// let known = Some(Optimal { moves: 180, proven: false });
/// assert_eq!(Played { moves: 172, time_ms: 200_000, optimal: known }.to_string(), "Solved in 172 moves, 3:20. Best known: 180 moves (-8).");
/// assert_eq!(Played { moves: 1, time_ms: 0, optimal: None }.to_string(), "Solved in 1 move, 0:00.0.");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    /// Tiles moved, undos included.
    pub moves: usize,
    /// The time from the first move, paused while the page was hidden.
    pub time_ms: u64,
    /// The board's optimal length, once known.
    pub optimal: Option<Optimal>,
}

impl Played {
    /// Moves over the optimum (or under the best known, as a negative number), once known.
    #[must_use]
    pub fn over(&self) -> Option<i64> {
        let count = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
        self.optimal.map(|optimal| count(self.moves) - count(optimal.moves))
    }
}

impl Said for Played {
    fn message(&self) -> Message {
        let solved = Message::new("play-solved").count("count", self.moves).text("time", format_time(self.time_ms));
        let (Some(optimal), Some(over)) = (self.optimal, self.over()) else { return solved };
        let key = if optimal.proven { "play-solved-optimal" } else { "play-solved-best-known" };
        let sign = if over < 0 { "" } else { "+" };
        Message::new(key).message("solved", solved).count("count", optimal.moves).text("over", format!("{sign}{over}"))
    }
}

crate::words::english_display!(Played);

/// A daily puzzle's result as a player shares it: the day, the size, the moves against par and
/// the time, never the board.
///
/// ```
/// use npuzzle::{Shape, play::ShareLine};
///
/// let line = ShareLine { date: "2026-11-25".parse()?, shape: Shape::square(4)?, moves: 52, time_ms: 133_000, par: 48 };
/// assert_eq!(line.to_string(), "npuzzle daily 2026-11-25 4x4: 52 moves (par 48), 2:13");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShareLine {
    /// The puzzle's day.
    pub date: UtcDate,
    /// Its size.
    pub shape: Shape,
    /// Tiles moved.
    pub moves: usize,
    /// The time taken.
    pub time_ms: u64,
    /// Its optimal length.
    pub par: usize,
}

impl Said for ShareLine {
    fn message(&self) -> Message {
        let Self { date, shape, moves, time_ms, par } = *self;
        Message::new("play-share")
            .text("date", date)
            .text("shape", shape)
            .count("count", moves)
            .count("par", par)
            .text("time", format_time(time_ms))
    }
}

crate::words::english_display!(ShareLine);

/// What par mode says of a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Judgement {
    /// The goal came as many moves nearer as tiles moved: on an optimal path.
    Good,
    /// The goal is no nearer than that: a step away from every optimal path.
    Away,
}

impl Judgement {
    /// Its name for the page: `good` or `away`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Good => "good",
            Self::Away => "away",
        }
    }
}

/// Whether moving `tiles` tiles took the board from `before` to `after` moves from the goal
/// (both optimal counts) along an optimal path.
///
/// ```
/// use npuzzle::play::{Judgement, judge};
///
/// assert_eq!(judge(14, 13, 1), Judgement::Good);
/// assert_eq!(judge(14, 15, 1), Judgement::Away);
/// assert_eq!(judge(14, 12, 2), Judgement::Good); // a line of two tiles, both the right way
/// assert_eq!(judge(14, 14, 2), Judgement::Away);
/// ```
#[must_use]
pub fn judge(before: usize, after: usize, tiles: usize) -> Judgement {
    if before.checked_sub(tiles) == Some(after) { Judgement::Good } else { Judgement::Away }
}
