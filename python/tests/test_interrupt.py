"""Ctrl-C stops a long search, and the GIL is free while one runs. A search of Kalah(6, 6) by
minimax to depth 12 would take minutes (depth 9 alone visits 5.7·10^7 nodes)."""

import _thread
import threading
import time

import pytest

import mtdlab
from conftest import MEASURED

LONG = dict(depth=12, max_visits=10**10)


@pytest.mark.parametrize("run", [mtdlab.search, mtdlab.trace])
def test_keyboard_interrupt_stops_a_long_search(run):
    timer = threading.Timer(0.2, _thread.interrupt_main)
    start = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            run(mtdlab.Kalah(6, 6), "minimax", **LONG)
    finally:
        timer.cancel()
    took = time.monotonic() - start
    MEASURED.append(f"{run.__name__}: KeyboardInterrupt {took - 0.2:.3f} s after the interrupt")
    assert took < 5, "generous bound: the search should stop within a fraction of a second"
    # the module is usable afterwards
    assert mtdlab.search([[3, 12, 8], [2, 4, 6], [14, 5, 2]]).value == 3


def test_keyboard_interrupt_stops_an_experiment():
    timer = threading.Timer(0.2, _thread.interrupt_main)
    start = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            mtdlab.experiment.random(trees=100_000, branching=5, depths=5)
    finally:
        timer.cancel()
    took = time.monotonic() - start
    MEASURED.append(f"experiment: KeyboardInterrupt {took - 0.2:.3f} s after the interrupt")
    assert took < 5


def test_the_gil_is_released_while_searching():
    # a search of about a second in a thread; the main thread counts while it runs. Were the
    # GIL held, the count would stay at (about) zero until the search ended.
    outcome = {}

    def work():
        try:
            mtdlab.search(mtdlab.Kalah(6, 6), "minimax", depth=9, max_visits=3 * 10**7)
        except mtdlab.LimitError as e:
            outcome["error"] = e

    worker = threading.Thread(target=work)
    worker.start()
    counted = 0
    while worker.is_alive():
        counted += 1
        time.sleep(0)  # a pure-Python step that needs the GIL
    worker.join()
    MEASURED.append(f"GIL: the main thread made {counted} steps while a search ran")
    assert "error" in outcome  # the budget of 3·10^7 visits stopped it
    assert counted > 100
