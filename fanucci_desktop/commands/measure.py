"""What the benchmarks measure with: a process's context switches (its
wake-ups), the machine's CPU ticks (to tell the time a virtual machine's
host took away) and percentiles. No pygame."""

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


def cpu_ticks() -> tuple[int, int] | None:
    """The machine's CPU ticks so far, all cores: (all, stolen), stolen
    being the time a virtual machine's host gave its cores to others
    (``/proc/stat``'s eighth field). None where ``/proc/stat`` does not tell."""
    try:
        with open("/proc/stat", encoding="ascii") as stat:
            fields = stat.readline().split()
    except OSError:
        return None
    if fields[:1] != ["cpu"] or len(fields) < 9:
        return None
    ticks = [int(f) for f in fields[1:9]]
    return sum(ticks), ticks[7]


def steal_pct(before: tuple[int, int] | None, after: tuple[int, int] | None) -> float | None:
    """The share, in percent, of the CPU time between two :func:`cpu_ticks`
    readings that the host stole; None when either is missing or no time passed."""
    if before is None or after is None or after[0] <= before[0]:
        return None
    return round(100 * (after[1] - before[1]) / (after[0] - before[0]), 1)


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]
