"""What the benchmarks measure with: a process's context switches (its
wake-ups) and percentiles. No pygame."""

from __future__ import annotations

import glob


def context_switches(pid: int | str = "self") -> int | None:
    """The context switches (voluntary and not) of all threads of process
    ``pid`` so far: each is a thread put to sleep or woken. None where
    ``/proc`` does not tell (off Linux)."""
    total = 0
    tasks = glob.glob(f"/proc/{pid}/task/*/status")
    for path in tasks:
        try:
            with open(path, encoding="ascii") as status:
                for line in status:
                    if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                        total += int(line.split()[1])
        except OSError:                  # a thread that ended meanwhile
            continue
    return total if tasks else None


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]
