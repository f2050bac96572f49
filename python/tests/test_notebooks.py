"""The example notebooks (examples/*.ipynb, issue 22 item 2) run from top to bottom under
``jupyter nbconvert --to notebook --execute``, as a reader's "Run all" does, with the mtdlab
installed in this environment; a cell that raises fails the test."""

import os
import pathlib
import subprocess
import sys

import nbformat
import pytest

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"
NOTEBOOKS = ["students.ipynb", "teachers.ipynb", "researchers.ipynb"]


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_runs(name, tmp_path):
    done = subprocess.run(
        [
            sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute",
            "--ExecutePreprocessor.timeout=120", "--output-dir", str(tmp_path),
            str(EXAMPLES / name),
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "MPLBACKEND": "Agg"},  # no display: the plot is drawn off screen
    )
    assert done.returncode == 0, done.stderr[-3000:]
    nb = nbformat.read(tmp_path / name, as_version=4)
    errors = [
        out
        for cell in nb.cells
        if cell.cell_type == "code"
        for out in cell.get("outputs", [])
        if out.get("output_type") == "error"
    ]
    assert errors == []


def test_examples_are_the_three():
    assert sorted(p.name for p in EXAMPLES.glob("*.ipynb")) == sorted(NOTEBOOKS)
