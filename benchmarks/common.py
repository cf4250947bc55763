"""Helpers shared by the benchmark modules: timing and one table row per result."""

import time

__all__ = ["row", "timed", "typed_updates"]


def timed(function, *args, repeat=1):
    """Best wall-clock time of `repeat` calls, and the last result."""
    best, result = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        result = function(*args)
        best = min(best, time.perf_counter() - start)
    return best, result


def row(name, seconds, target, note=""):
    verdict = "ok" if seconds <= target else "SLOW"
    measured, goal = f"{seconds * 1000:.1f} ms", f"{target * 1000:.0f} ms"
    print(f"{name:<52} {measured:>13}  {goal:>11}  {verdict:<4} {note}")


def typed_updates(explorer, control, texts):
    """Type each of `texts` into `control`; the explorer's update time of each."""
    times = []
    for text in texts:
        control.value = text
        times.append(explorer.last_update_seconds)
    return times
