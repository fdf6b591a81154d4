"""The example notebook, examples/npuzzle.ipynb, executed headless as an autograder runs one
(nbclient, with this environment's kernel): every cell runs without error, the check of the
student's search passes, and the widget cell displays a widget."""

from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOK = Path(__file__).resolve().parents[2] / "examples" / "npuzzle.ipynb"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def test_the_example_notebook_runs_end_to_end(tmp_path: Path) -> None:
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    client = NotebookClient(
        notebook, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}
    )
    client.execute()  # raises CellExecutionError, naming the cell, on the first error

    outputs = [output for cell in notebook.cells if cell.cell_type == "code" for output in cell.outputs]
    assert not [output for output in outputs if output.output_type == "error"]
    printed = "".join(output.get("text", "") for output in outputs if output.output_type == "stream")
    assert "True" in printed  # the check of the breadth-first search
    shown = [output for output in outputs if WIDGET_VIEW in output.get("data", {})]
    assert len(shown) == 1, "the widget cell displays the widget"
