//! Exercises on a recorded search (`SearchReplay`): the questions an exercise asks, the boards
//! it offers, and each answer graded by the core (`questions`, `choices`, `gradePredict`,
//! `childrenAt`, `gradeExpand`, `gradeValues`), and what a link may ask (`exerciseFacts`,
//! `parseExercise`, `parseQuestionCount`, read by the settings reader). A step is the question's:
//! the expansions done before the one asked about. Answers are plain objects, no serde.

use wasm_bindgen::prelude::*;

use super::replay::SearchReplay;
use super::transfer::{object, optional, refused, seed, text_from, whole};
use crate::search::discipline::TieRule;
use crate::search::replay::{DEFAULT_QUESTIONS, MAX_QUESTIONS, Pick, Question, question_count};

fn step_from(step: f64) -> Result<u32, JsError> {
    Ok(u32::try_from(whole(step, "a step", 0..=u64::from(u32::MAX - 1))?).unwrap_or(0))
}

#[wasm_bindgen]
impl SearchReplay {
    /// The steps of the first `count` questions of `exercise` (`predict`, `expand`, `values`,
    /// in any case): where a link's `exercise` is read.
    ///
    /// # Errors
    /// A JS `Error` naming the exercises, for an unknown one.
    pub fn questions(&mut self, exercise: &JsValue, count: u32) -> Result<Vec<u32>, JsError> {
        let question = text_from(exercise, "an exercise")?.trim().parse::<Question>().map_err(refused)?;
        Ok(self.replay.questions(question, count as usize))
    }

    /// The boards offered at question `step` (tree nodes), in an order `seed` shuffles.
    ///
    /// # Errors
    /// A JS `Error` when no expansion follows `step`, or for a seed that is not a whole number.
    pub fn choices(&mut self, step: f64, seed_value: f64) -> Result<Vec<u32>, JsError> {
        self.replay.choices(step_from(step)?, seed(seed_value)?).map_err(refused)
    }

    /// "Which node is expanded next?" at `step`, answered `answer`, graded: `{answer, right,
    /// taken, rights, pick, key, value, answerValue, f, bound, tieRule}` (`value`: the key's for
    /// the node taken; `f` and `bound` for IDA*'s pick within its bound).
    ///
    /// # Errors
    /// A JS `Error` when no expansion follows `step` or `answer` is not on the frontier.
    #[wasm_bindgen(js_name = gradePredict)]
    pub fn grade_predict(&mut self, step: f64, answer: u32) -> Result<JsValue, JsError> {
        let graded = self.replay.grade_predict(step_from(step)?, answer).map_err(refused)?;
        let (pick, key, value, f, bound) = match graded.pick {
            Pick::Oldest => ("oldest", None, None, None, None),
            Pick::Newest { .. } => ("newest", None, None, None, None),
            Pick::Lowest { key, value } => ("lowest", Some(key.name()), Some(value), None, None),
            Pick::WithinBound { f, bound } => ("within-bound", None, None, Some(f), Some(bound)),
        };
        Ok(object(&[
            ("answer", graded.answer.into()),
            ("right", graded.right.into()),
            ("taken", graded.taken.into()),
            ("rights", js_sys::Uint32Array::from(graded.rights.as_slice()).into()),
            ("pick", pick.into()),
            ("key", optional(key)),
            ("value", optional(value)),
            ("answerValue", optional(graded.answer_value)),
            ("f", optional(f)),
            ("bound", optional(bound)),
            ("tieRule", optional(graded.tie_rule.map(TieRule::name))),
        ]))
    }

    /// The children the expansion after `step` generates (the boards `expand` offers).
    ///
    /// # Errors
    /// A JS `Error` when no expansion follows `step`.
    #[wasm_bindgen(js_name = childrenAt)]
    pub fn children_at(&self, step: f64) -> Result<Vec<u32>, JsError> {
        self.replay.children_at(step_from(step)?).map_err(refused)
    }

    /// The children `chosen` for the frontier when the node after `step` is expanded, graded:
    /// `{node, right, bound, children}`, each child `{node, fate, other, back, chosen}`.
    ///
    /// # Errors
    /// A JS `Error` when no expansion follows `step` or a chosen node is not one of its children.
    #[wasm_bindgen(js_name = gradeExpand)]
    pub fn grade_expand(&mut self, step: f64, chosen: &[u32]) -> Result<JsValue, JsError> {
        let graded = self.replay.grade_expand(step_from(step)?, chosen).map_err(refused)?;
        let children = js_sys::Array::new();
        for (child, picked) in &graded.children {
            children.push(&object(&[
                ("node", child.node.into()),
                ("fate", child.fate.name().into()),
                ("other", optional(child.other)),
                ("back", child.back.into()),
                ("chosen", (*picked).into()),
            ]));
        }
        Ok(object(&[
            ("node", graded.node.into()),
            ("right", graded.right.into()),
            ("bound", optional(graded.bound)),
            ("children", children.into()),
        ]))
    }

    /// `g`, `h` and `f` given for tree node `node`, graded: `{node, right, g, h, f, rightG,
    /// rightH, rightF}` (`g`, `h`, `f`: the node's own).
    ///
    /// # Errors
    /// A JS `Error` for a node not recorded.
    #[wasm_bindgen(js_name = gradeValues)]
    pub fn grade_values(&self, node: u32, g: f64, h: f64, f: f64) -> Result<JsValue, JsError> {
        let graded = self.replay.grade_values(node, [g, h, f]).map_err(refused)?;
        let [g, h, f] = graded.values;
        let [right_g, right_h, right_f] = graded.right;
        Ok(object(&[
            ("node", graded.node.into()),
            ("right", (right_g && right_h && right_f).into()),
            ("g", g.into()),
            ("h", h.into()),
            ("f", f.into()),
            ("rightG", right_g.into()),
            ("rightH", right_h.into()),
            ("rightF", right_f.into()),
        ]))
    }
}

/// What an exercise link may say: `{kinds (the exercises, as `exercise=` names them), kind (the
/// default), questions (how many unless `steps=` says), maxQuestions}`.
#[wasm_bindgen(js_name = exerciseFacts)]
#[must_use]
pub fn exercise_facts() -> JsValue {
    let kinds = js_sys::Array::new();
    for question in Question::ALL {
        kinds.push(&question.name().into());
    }
    object(&[
        ("kinds", kinds.into()),
        ("kind", Question::default().name().into()),
        ("questions", count_to_js(DEFAULT_QUESTIONS)),
        ("maxQuestions", count_to_js(MAX_QUESTIONS)),
    ])
}

/// The exercise named `text` (`predict`, `expand`, `values`, in any case), as the core names it.
///
/// # Errors
/// A JS `Error` naming the exercises.
#[wasm_bindgen(js_name = parseExercise)]
pub fn parse_exercise(text: &JsValue) -> Result<String, JsError> {
    let question = text_from(text, "an exercise")?.trim().parse::<Question>().map_err(refused)?;
    Ok(question.name().to_string())
}

/// How many questions `text` asks for (`steps=`): a whole number from 1 to `maxQuestions`.
///
/// # Errors
/// A JS `Error` saying what is allowed.
#[wasm_bindgen(js_name = parseQuestionCount)]
pub fn parse_question_count(text: &JsValue) -> Result<u32, JsError> {
    let count = question_count(&text_from(text, "a number of questions")?).map_err(refused)?;
    Ok(u32::try_from(count).unwrap_or(u32::MAX))
}

fn count_to_js(count: usize) -> JsValue {
    JsValue::from(u32::try_from(count).unwrap_or(u32::MAX))
}
