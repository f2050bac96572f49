"""mtdlab.Lab, the Jupyter widget (issue 22 item 2), from Python's side: its traits and the
element's files inside the wheel. The front end is checked in a real JupyterLab
(jupyter-checks/widget.spec.js)."""

import re
import subprocess
import sys

import pytest
import traitlets

import mtdlab


def test_lab_defaults_and_traits():
    lab = mtdlab.Lab()
    assert (lab.tree, lab.algorithm, lab.guess, lab.event, lab.lang) == ("", "mtdf", 0, 0, "en")
    lab.event = 20
    lab.guess = 3
    lab.algorithm = "alphabeta"
    assert (lab.event, lab.guess, lab.algorithm) == (20, 3, "alphabeta")
    for name in ("tree", "algorithm", "guess", "event", "state", "controls", "lang"):
        assert lab.trait_metadata(name, "sync"), name


def test_state_is_read_only():
    lab = mtdlab.Lab()
    with pytest.raises(traitlets.TraitError, match="read-only"):
        lab.state = {"value": 3}


def test_bad_values_are_refused():
    lab = mtdlab.Lab()
    with pytest.raises(traitlets.TraitError, match="event must be 0 or more, not -1"):
        lab.event = -1
    with pytest.raises(traitlets.TraitError, match="lang must be 'en' or 'ja', not 'xx'"):
        lab.lang = "xx"
    assert (lab.event, lab.lang) == (0, "en")


def test_tree_as_nested_lists():
    lab = mtdlab.Lab(tree=[[3, 12, 8], [2, 4, 6], [14, 5, 2]], algorithm="alphabeta")
    assert lab.tree == "[[3,12,8],[2,4,6],[14,5,2]]"


def test_the_element_is_inside_the_package():
    files = mtdlab.Lab()._assets
    assert "mtd-lab.js" in files
    element = files["mtd-lab.js"].decode()
    assert "customElements.define" in element or 'define("mtd-lab"' in element
    # every file the element loads is sent along: its worker, and the worker's .wasm
    worker = re.search(r'"\./(assets/worker-[\w-]+\.js)"', element).group(1)
    assert worker in files
    for wasm in re.findall(r"[\w-]+\.wasm", files[worker].decode()):
        assert f"assets/{wasm}" in files
        assert files[f"assets/{wasm}"][:4] == b"\0asm"


def test_without_anywidget_only_lab_is_missing():
    # a script that only searches needs no widget library: anywidget blocked, `import *` and
    # a search work, and mtdlab.Lab says what to install
    code = (
        "import sys; sys.modules['anywidget'] = None\n"
        "from mtdlab import *\n"
        "import mtdlab\n"
        "print(search('[[3,12,8],[2,4,6],[14,5,2]]', 'mtdf').value)\n"
        "try:\n"
        "    mtdlab.Lab\n"
        "except ImportError as err:\n"
        "    print(err)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.splitlines() == [
        "3",
        "mtdlab.Lab needs anywidget (pip install anywidget), a Jupyter widget library",
    ]
