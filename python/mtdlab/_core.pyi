# Type stubs of the Rust extension (python/src/lib.rs). The public API is mtdlab/__init__.py.
from typing import List, Optional, Tuple

__version__: str
ALGORITHMS: Tuple[str, ...]
DEFAULT_MAX_VISITS: int
DEFAULT_TT_SIZE: int

class TreeError(ValueError):
    line: Optional[int]
    column: Optional[int]

class LimitError(RuntimeError): ...

_Kalah = Tuple[int, int, Optional[str]]
_Step = Tuple[
    str, List[int], Optional[int], Optional[int], Optional[int], Optional[str], Optional[str]
]

def search(
    tree: Optional[str],
    kalah: Optional[_Kalah],
    algorithm: str,
    guess: int,
    step: Optional[int],
    schedule: Optional[List[int]],
    tt: bool,
    tt_size: int,
    depth: Optional[int],
    cut: str,
    max_visits: int,
    max_tests: Optional[int],
    iterative_deepening: bool,
    aspiration: Optional[int],
    history: bool,
    tt_move_first: bool,
) -> str: ...
def trace(
    tree: Optional[str],
    kalah: Optional[_Kalah],
    algorithm: str,
    guess: int,
    step: Optional[int],
    schedule: Optional[List[int]],
    tt: bool,
    tt_size: int,
    depth: Optional[int],
    cut: str,
    max_visits: int,
    max_tests: Optional[int],
    iterative_deepening: bool,
    aspiration: Optional[int],
    history: bool,
    tt_move_first: bool,
    max_events: int,
) -> Tuple[str, int, bool, List[_Step]]: ...
def random_tree(
    branching: int, depth: int, seed: int, order: str, values: str, lo: int, hi: int
) -> str: ...
def experiment(config: str) -> str: ...
def experiment_part(config: str, index: int, count: int) -> str: ...
def experiment_merge(parts: List[str]) -> str: ...
