"""``mtdlab.Lab``: the very ``<mtd-lab>`` element in a Jupyter notebook, on anywidget.

The element's module, its worker and the ``.wasm`` files are inside the wheel
(``mtdlab/static/``, copied there from the npm staging step by scripts/stage-python.sh before
maturin builds). anywidget runs the front end (``widget.js``) as a blob: module, from which
relative URLs reach nothing, so the files travel through the model as bytes (``_assets``) and
the front end makes ``blob:`` URLs of them: nothing is fetched from the network, and a
notebook served from anywhere (JupyterLab, Notebook 7, VS Code) finds them.

>>> lab = mtdlab.Lab(algorithm="mtdf", guess=0)   # AIMA Figure 5.2
>>> lab.event = 20                                # the drawing moves to event 20
>>> lab.state["step"]["kind"]                     # what the element shows there
"""

from __future__ import annotations

import pathlib
from typing import Any, Dict

try:
    import anywidget
    import traitlets
except ImportError as err:  # pragma: no cover - the message is the point
    raise ImportError(
        "mtdlab.Lab needs anywidget (pip install anywidget), a Jupyter widget library"
    ) from err

_HERE = pathlib.Path(__file__).parent
_STATIC = _HERE / "static"


def _assets() -> Dict[str, bytes]:
    """The element's files by their path under ``static/`` (``mtd-lab.js``,
    ``assets/worker-….js``, ``assets/….wasm``), read once."""
    global _ASSETS
    if _ASSETS is None:
        if not (_STATIC / "mtd-lab.js").is_file():
            raise FileNotFoundError(
                f"{_STATIC / 'mtd-lab.js'} is missing: this mtdlab was built without the "
                "element (scripts/setup.sh and scripts/release.sh stage it before maturin)"
            )
        files = [_STATIC / "mtd-lab.js", *sorted((_STATIC / "assets").iterdir())]
        _ASSETS = {f.relative_to(_STATIC).as_posix(): f.read_bytes() for f in files}
    return _ASSETS


_ASSETS = None


class Lab(anywidget.AnyWidget):
    """The ``<mtd-lab>`` element as a Jupyter widget.

    ``tree``, ``algorithm``, ``guess`` and ``event`` (the event shown, 0 = before the first)
    are synced both ways: set them here and the element loads or moves; step in the element
    (→, the step buttons) and ``event`` follows. ``state`` (read only) is the element's
    ``{value, tests, step, line}`` at the event shown. ``controls`` (the panels, as the
    element's attribute: ``"toolbar tree narration"``) and ``lang`` (``"en"``/``"ja"``) are
    passed to it; ``height`` is a CSS length.
    """

    _esm = _HERE / "widget.js"

    tree = traitlets.Unicode("").tag(sync=True)
    algorithm = traitlets.Unicode("mtdf").tag(sync=True)
    guess = traitlets.Int(0).tag(sync=True)
    event = traitlets.Int(0).tag(sync=True)
    controls = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    height = traitlets.Unicode("").tag(sync=True)
    state = traitlets.Dict(read_only=True).tag(sync=True)
    error = traitlets.Unicode("", read_only=True).tag(sync=True)
    _assets = traitlets.Dict().tag(sync=True)

    def __init__(self, tree: Any = "", algorithm: str = "mtdf", guess: int = 0, **kwargs: Any):
        if not isinstance(tree, str):
            from . import _tree_text

            tree = _tree_text(tree)
        super().__init__(tree=tree, algorithm=algorithm, guess=guess, _assets=_assets(), **kwargs)

    @traitlets.validate("event")
    def _valid_event(self, proposal: Dict[str, Any]) -> int:
        if proposal["value"] < 0:
            raise traitlets.TraitError(f"event must be 0 or more, not {proposal['value']}")
        return proposal["value"]

    @traitlets.validate("lang")
    def _valid_lang(self, proposal: Dict[str, Any]) -> str:
        if proposal["value"] not in ("en", "ja"):
            raise traitlets.TraitError(f"lang must be 'en' or 'ja', not {proposal['value']!r}")
        return proposal["value"]
