//! Exercises graded against the replay: the student is the search. At question `step` (the
//! expansions done so far) the student says which node is expanded next (`predict`), expands
//! it by naming the children that go on the frontier (`expand`), or gives a node's g, h and f
//! (`values`). Whether an answer is right, every answer that would be, and the facts of the
//! reason are decided here, from the same order [`Replay::frontier`] and [`Replay::why`] follow.

use super::super::discipline::{Discipline, TieRule};
use super::super::record::{EventKind, Fate};
use super::{NodeState, Pick, Replay, ReplayError, Skip};
use std::str::FromStr;

use thiserror::Error;

use crate::model::names::{echo, find_named};
use crate::model::random::Rng;
use crate::words::{Message, Said, one_of};

/// The facts of a graded "which node is expanded next?".
#[derive(Debug, Clone, PartialEq)]
pub struct Predicted {
    /// The node answered.
    pub answer: u32,
    /// Whether it is graded right: the node taken, or one tied with it on the order's key.
    pub right: bool,
    /// The node the algorithm expands (its tie rule's pick).
    pub taken: u32,
    /// Every node graded right: the node taken first, then those tied with it, newest first.
    pub rights: Vec<u32>,
    /// How the node taken was picked (the key and its value, the bound).
    pub pick: Pick,
    /// The answer's value of the order's key (`f`, `g` or `h`), for a best-first order.
    pub answer_value: Option<f64>,
    /// How ties are broken, where the order can tie.
    pub tie_rule: Option<TieRule>,
}

/// The facts of a graded expansion: which children the student put on the frontier.
#[derive(Debug, Clone, PartialEq)]
pub struct Expanded {
    /// The node expanded (the algorithm's pick).
    pub node: u32,
    /// Whether exactly the children that go on the frontier were chosen.
    pub right: bool,
    /// Every child generated, in the order generated, with what became of it, and whether the
    /// student chose it.
    pub children: Vec<(Skip, bool)>,
    /// The iteration's bound (bounded searches: a child past it is pruned).
    pub bound: Option<u32>,
}

/// The facts of graded values of a node.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Valued {
    /// The node asked about.
    pub node: u32,
    /// Whether g, h and f are each right.
    pub right: [bool; 3],
    /// Its g, h and f (as the order writes f: `g + w·h` for weighted A*).
    pub values: [f64; 3],
}

/// Exercises ask at most this many boards to choose from.
pub const CHOICES: usize = 8;

/// Questions an exercise asks unless told how many (`steps=`).
pub const DEFAULT_QUESTIONS: usize = 5;

/// The most questions an exercise asks (`steps=` at most).
pub const MAX_QUESTIONS: usize = 50;

/// A number of questions that is not a whole number from 1 to [`MAX_QUESTIONS`].
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub struct BadQuestionCount(pub String);

impl Said for BadQuestionCount {
    fn message(&self) -> Message {
        Message::new("exercise-question-count").text("text", echo(&self.0, 40)).count("most", MAX_QUESTIONS)
    }
}

crate::words::english_display!(BadQuestionCount);

/// Reads how many questions an exercise asks (`steps=`): a whole number from 1 to
/// [`MAX_QUESTIONS`], spaces around it allowed.
///
/// ```
/// use npuzzle::search::replay::{question_count, MAX_QUESTIONS};
///
/// assert_eq!(question_count(" 12 "), Ok(12));
/// assert!(question_count("0").is_err());
/// assert!(question_count(&(MAX_QUESTIONS + 1).to_string()).is_err());
/// assert_eq!(question_count("1000").unwrap_err().to_string(), "'1000' is not a number of questions: use a whole number from 1 to 50");
/// ```
///
/// # Errors
/// [`BadQuestionCount`] for anything else (0, 1000, -5, 2.5, "abc").
pub fn question_count(text: &str) -> Result<usize, BadQuestionCount> {
    let trimmed = text.trim();
    // Digits only: `parse` would also take a sign.
    let count = trimmed.bytes().all(|b| b.is_ascii_digit()).then(|| trimmed.parse::<usize>().ok()).flatten();
    count.filter(|count| (1..=MAX_QUESTIONS).contains(count)).ok_or_else(|| BadQuestionCount(text.to_string()))
}

/// What an exercise asks ([`Question::Predict`] unless told).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Question {
    /// Which node is expanded next?
    #[default]
    Predict,
    /// Which node is expanded next, and which of its children go on the frontier?
    Expand,
    /// What are g, h and f of the node expanded next?
    Values,
}

impl Question {
    /// Every question, as `exercise=` names them.
    pub const ALL: [Self; 3] = [Self::Predict, Self::Expand, Self::Values];

    /// `predict`, `expand` or `values`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Predict => "predict",
            Self::Expand => "expand",
            Self::Values => "values",
        }
    }
}

/// A name that is no [`Question`].
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub struct UnknownQuestion(pub String);

impl Said for UnknownQuestion {
    fn message(&self) -> Message {
        Message::new("exercise-unknown")
            .text("name", echo(&self.0, 40))
            .message("known", one_of(Question::ALL.map(Question::name)))
    }
}

crate::words::english_display!(UnknownQuestion);

impl FromStr for Question {
    type Err = UnknownQuestion;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        find_named(Self::ALL, name, Self::name).ok_or_else(|| UnknownQuestion(name.to_string()))
    }
}

impl Replay {
    /// The node expanded after `step` expansions, if the record holds one.
    fn taken(&self, step: u32) -> Result<u32, ReplayError> {
        let event = self.expansions.get(step as usize).ok_or(ReplayError::NoQuestion(step))?;
        Ok(self.node[*event as usize])
    }

    /// The children generated by the expansion after `step`: each child event's index.
    fn children_events(&self, step: u32) -> Vec<usize> {
        let Some(&at) = self.expansions.get(step as usize) else { return Vec::new() };
        let next = self.expansions.get(step as usize + 1).map_or(self.kind.len(), |&e| e as usize);
        ((at as usize + 1)..next).filter(|&i| self.kind[i] == EventKind::Child).collect()
    }

    /// Whether tree node `id` is on the frontier at the cursor (for the bounded searches, entered
    /// and not yet expanded).
    fn choosable(&self, id: u32) -> bool {
        self.state(id) == NodeState::Open
    }

    /// The nodes offered at question `step`, in the order's own order: the node expanded next,
    /// then the next ones on the frontier (its ties first); for the bounded searches, which keep
    /// no frontier, the children tried before it in move order, each skipped. Leaves the
    /// cursor at `step`.
    fn offered(&mut self, step: u32) -> Result<Vec<u32>, ReplayError> {
        let taken = self.taken(step)?;
        self.seek(step);
        let mut offered = vec![taken];
        if self.discipline == Discipline::Bounded {
            let parent = self.parent(taken);
            let made = self.made[taken as usize] as usize;
            let from = step.checked_sub(1).map_or(0, |k| self.expansions[k as usize] as usize);
            let tried =
                (from..made).filter(|&i| self.kind[i] == EventKind::Child && self.parent(self.node[i]) == parent);
            offered.extend(tried.map(|i| self.node[i]));
        } else {
            offered.extend(self.frontier(CHOICES).into_iter().filter(|&id| id != taken));
        }
        offered.truncate(CHOICES);
        Ok(offered)
    }

    /// The first `count` steps at which `question` can be asked: the node expanded next is on
    /// the frontier shown then (not the root of an iteration to come); for `predict`, with
    /// another beside it; for `expand`, its expansion generates children. The exercise walks
    /// the record from its start.
    pub fn questions(&mut self, question: Question, count: usize) -> Vec<u32> {
        let here = self.step();
        let mut steps = Vec::with_capacity(count);
        for step in 0..self.expansions() {
            if steps.len() == count {
                break;
            }
            self.seek(step);
            let Ok(taken) = self.taken(step) else { break };
            let asks = match question {
                // Something to choose between: a lone node on the frontier asks nothing.
                Question::Predict => self.offered(step).is_ok_and(|offered| offered.len() > 1),
                Question::Expand => !self.children_events(step).is_empty(),
                Question::Values => true,
            };
            if self.choosable(taken) && asks {
                steps.push(step);
            }
        }
        self.seek(here);
        steps
    }

    /// The boards offered at question `step`, at most [`CHOICES`]: the node expanded next and
    /// those next after it in the order (every tie first; for IDA* and IDDFS, the children
    /// tried before it), then shuffled by `seed`, so that the order on screen gives nothing
    /// away and is the same on every machine.
    ///
    /// # Errors
    /// [`ReplayError::NoQuestion`] when no expansion follows `step`.
    pub fn choices(&mut self, step: u32, seed: u64) -> Result<Vec<u32>, ReplayError> {
        let mut choices = self.offered(step)?;
        let mut rng = Rng::new(seed ^ u64::from(step).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        for i in (1..choices.len()).rev() {
            choices.swap(i, rng.below(i + 1));
        }
        Ok(choices)
    }

    /// Grades `answer` to "which node is expanded next?" at question `step`.
    ///
    /// # Errors
    /// [`ReplayError::NoQuestion`] when no expansion follows `step`;
    /// [`ReplayError::NotAChoice`] when `answer` is not offered then.
    pub fn grade_predict(&mut self, step: u32, answer: u32) -> Result<Predicted, ReplayError> {
        let taken = self.taken(step)?;
        self.known(answer)?;
        if !self.offered(step)?.contains(&answer) {
            return Err(ReplayError::NotAChoice(answer));
        }
        let key = self.key(taken);
        let tie_rule = self.discipline.tie_rule();
        let mut rights = vec![taken];
        if tie_rule.is_some() {
            rights.extend(self.shown().rev().filter(|&id| id != taken && self.choosable(id) && self.key(id) == key));
        }
        let pick = self.pick(taken).0;
        let answer_value = self.discipline.key().map(|_| self.discipline.value(self.g(answer), self.h(answer)));
        Ok(Predicted { answer, right: rights.contains(&answer), taken, rights, pick, answer_value, tie_rule })
    }

    /// The children the expansion after `step` generates, in the order generated: the boards
    /// an `expand` question offers.
    ///
    /// # Errors
    /// [`ReplayError::NoQuestion`] when no expansion follows `step`.
    pub fn children_at(&self, step: u32) -> Result<Vec<u32>, ReplayError> {
        self.taken(step)?;
        Ok(self.children_events(step).into_iter().map(|i| self.node[i]).collect())
    }

    /// Grades the children `chosen` to go on the frontier when the node after `step` is
    /// expanded: right when they are exactly the children queued (duplicates and pruned ones
    /// left out).
    ///
    /// # Errors
    /// [`ReplayError::NoQuestion`] when no expansion follows `step`;
    /// [`ReplayError::NotAChoice`] for a chosen node that is not one of its children.
    pub fn grade_expand(&mut self, step: u32, chosen: &[u32]) -> Result<Expanded, ReplayError> {
        let node = self.taken(step)?;
        let events = self.children_events(step);
        if let Some(&stray) = chosen.iter().find(|&&id| !events.iter().any(|&i| self.node[i] == id)) {
            return Err(ReplayError::NotAChoice(stray));
        }
        let children: Vec<(Skip, bool)> =
            events.into_iter().map(|i| (self.skip(i), chosen.contains(&self.node[i]))).collect();
        let right = children.iter().all(|(skip, picked)| *picked == matches!(skip.fate, Fate::Queued | Fate::Requeued));
        let bound = self.pick(node).1;
        Ok(Expanded { node, right, children, bound })
    }

    /// Grades `g`, `h` and `f` given for tree node `node` (f to a thousandth, for weighted A*).
    ///
    /// # Errors
    /// [`ReplayError::NoSuchNode`] for a node not recorded.
    pub fn grade_values(&self, node: u32, given: [f64; 3]) -> Result<Valued, ReplayError> {
        self.known(node)?;
        let values = [f64::from(self.g(node)), f64::from(self.h(node)), self.f(node)];
        let right = [0, 1, 2].map(|i| (values[i] - given[i]).abs() < 5e-4);
        Ok(Valued { node, right, values })
    }
}
