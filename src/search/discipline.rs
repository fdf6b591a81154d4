//! How each engine picks the node it expands next, and how it breaks ties: stated once, here,
//! from the engines' own constants, for a replay of their records ([`super::replay`]) to
//! order a frontier and to say why a node came next.

pub use super::best_first::TieRule;
use super::best_first::{self, Priority};

/// The rule an engine's frontier follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Discipline {
    /// First in, first out: breadth-first search.
    Queue,
    /// Last in, first out, never deeper than `depth_limit`: depth-first search.
    Stack {
        /// Nodes this deep leave the stack unexpanded.
        depth_limit: u32,
    },
    /// Depth-first passes under a bound on `f = g + h` (IDA*; IDDFS, whose `h` is 0): no
    /// frontier is kept, only the current path; children are tried in the order the moves are
    /// generated, and one past the bound is pruned.
    Bounded,
    /// The smallest priority first (greedy, uniform-cost, A*, weighted A*), ties broken by
    /// [`best_first::TIE_RULE`].
    BestFirst(Priority),
}

/// What a best-first engine's priority counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// The path cost (uniform-cost search).
    G,
    /// The estimate alone (greedy search).
    H,
    /// `g + h`, or `g + w·h` (A*, weighted A*).
    F,
}

impl Key {
    /// `g`, `h` or `f`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::G => "g",
            Self::H => "h",
            Self::F => "f",
        }
    }
}

/// When an engine asks whether a node is the goal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GoalTest {
    /// As the node is generated: breadth-first search stops before it would be queued.
    Generated,
    /// As the node is taken to be expanded (off the frontier, or entered depth-first).
    Taken,
}

impl GoalTest {
    /// `generated` or `taken`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Generated => "generated",
            Self::Taken => "taken",
        }
    }
}

impl Discipline {
    /// When its engine tests for the goal (see [`super::bfs::Bfs`]: as it generates).
    #[must_use]
    pub const fn goal_test(self) -> GoalTest {
        match self {
            Self::Queue => GoalTest::Generated,
            _ => GoalTest::Taken,
        }
    }

    /// The order's name: `queue`, `stack`, `path` (the bounded searches' current path), or the
    /// key of a best-first order, `g`, `h` or `f`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Queue => "queue",
            Self::Stack { .. } => "stack",
            Self::Bounded => "path",
            Self::BestFirst(priority) => Self::key_of(priority).name(),
        }
    }

    /// What a best-first priority counts: `h` when it ignores `g`, `g` when it ignores `h`.
    const fn key_of(priority: Priority) -> Key {
        if priority.g_weight == 0 {
            Key::H
        } else if priority.h_weight == 0 {
            Key::G
        } else {
            Key::F
        }
    }

    /// The key a best-first order compares, if it is one.
    #[must_use]
    pub const fn key(self) -> Option<Key> {
        match self {
            Self::BestFirst(priority) => Some(Self::key_of(priority)),
            _ => None,
        }
    }

    /// How ties are broken, where there can be any (FIFO and LIFO orders have none).
    #[must_use]
    pub const fn tie_rule(self) -> Option<TieRule> {
        match self {
            Self::BestFirst(_) => Some(best_first::TIE_RULE),
            _ => None,
        }
    }

    /// The order's key of a node, smallest first (best-first orders; 0 for the others).
    #[must_use]
    pub fn priority(self, g: u32, h: u32) -> u64 {
        match self {
            Self::BestFirst(priority) => priority.key(g, h),
            _ => 0,
        }
    }

    /// The weight of `h` in `f`: weighted A*'s weight, else 1.
    #[must_use]
    pub fn weight(self) -> f64 {
        match self {
            Self::BestFirst(p) if p.g_weight > 0 && p.h_weight > 0 => ratio(p.h_weight, p.g_weight),
            _ => 1.0,
        }
    }

    /// A node's `f` as the textbook writes it under the node: `g + h`, or `g + w·h` for
    /// weighted A*.
    #[must_use]
    pub fn f(self, g: u32, h: u32) -> f64 {
        f64::from(g) + self.weight() * f64::from(h)
    }

    /// The value of the key a best-first order compares (`f`, `h` or `g`), as written.
    #[must_use]
    pub fn value(self, g: u32, h: u32) -> f64 {
        match self.key() {
            Some(Key::G) => f64::from(g),
            Some(Key::H) => f64::from(h),
            Some(Key::F) | None => self.f(g, h),
        }
    }
}

/// `numerator / denominator` (thousandths of a weight, far below 2^53).
fn ratio(numerator: u64, denominator: u64) -> f64 {
    #[expect(clippy::cast_precision_loss, reason = "weights are at most 1e9 thousandths")]
    let value = numerator as f64 / denominator as f64;
    value
}
