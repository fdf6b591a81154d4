//! npuzzle for Python: the boundary between Python and the core (`PyO3`), converting and nothing
//! else, as `src/wasm/` is for JavaScript. Every rule is the core's; each file here reads
//! Python values into core types, calls the core, and hands its answers back as Python objects.
//! The public API, its docstrings and type hints are in `python/npuzzle/` beside this crate.
//!
//! | file | what it converts |
//! |---|---|
//! | `error.rs` | the core's errors into Python exceptions (`ValueError` with the core's message) |
//! | `boards.rs` | `Board`, `Goal`, `Solvability`, and a student's own board (text, lists of rows, tuples, NumPy arrays) and goals read into the core's |
//! | `databases.rs` | the pattern databases a solve or a heuristic needs, built once a process |
//! | `solving.rs` | `solve()` and its `SolveResult` |
//! | `heuristics.rs` | `heuristic()`, `explain()`, the names of algorithms and heuristics |
//! | `searching.rs` | `search()`: a recorded search's expansions, one at a time |
//! | `checks.rs` | `check_search()`, `check_solution()`: a student's search or solution checked |

use pyo3::prelude::*;

mod boards;
mod checks;
mod databases;
mod error;
mod heuristics;
mod searching;
mod solving;

/// The compiled core; `npuzzle/__init__.py` re-exports it.
#[pymodule]
fn _npuzzle(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<boards::Board>()?;
    module.add_class::<boards::Goal>()?;
    module.add_class::<boards::Solvability>()?;
    module.add_class::<solving::SolveResult>()?;
    module.add_class::<searching::Search>()?;
    module.add_class::<searching::Expansion>()?;
    module.add_class::<checks::Check>()?;
    module.add_function(wrap_pyfunction!(solving::solve, module)?)?;
    module.add_function(wrap_pyfunction!(heuristics::heuristic, module)?)?;
    module.add_function(wrap_pyfunction!(heuristics::explain, module)?)?;
    module.add_function(wrap_pyfunction!(heuristics::algorithms, module)?)?;
    module.add_function(wrap_pyfunction!(heuristics::heuristics, module)?)?;
    module.add_function(wrap_pyfunction!(searching::search, module)?)?;
    module.add_function(wrap_pyfunction!(checks::check_search, module)?)?;
    module.add_function(wrap_pyfunction!(checks::check_solution, module)?)?;
    Ok(())
}
