"""Measure the AI ladder of issue 7 with the ``simulate`` command.

    python tools/ai_ladder.py list                  # the runs and their commands
    python tools/ai_ladder.py run NAME [NAME ...]   # run them (in the background
                                                    # with nohup for long ones)
    python tools/ai_ladder.py report                # table of every finished run

Each run is one ``simulate`` command; its JSON result goes to
``$LADDER_DIR`` (default ``/tmp/fanucci-ladder``) as ``NAME.json`` and its
progress to ``NAME.log``. A run split into parts (``NAME.1of2``, ``NAME.2of2``;
other seeds) is summed in the report, so two cores can share a long run.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

OUT = Path(os.environ.get("LADDER_DIR", "/tmp/fanucci-ladder"))

#: name -> (game, seats, hands, seed, figure the run measures)
RUNS: dict[str, tuple[str, str, int, int, str]] = {
    "fan-normal-random": ("fan-rummy", "normal,random", 200, 1, "normal vs random >= 90% hands"),
    "flat-normal-random": ("flathead-rummy", "normal,random", 200, 1,
                           "normal vs random >= 90% hands"),
    "flat4-normal-3random": ("flathead-rummy", "normal,random,random,random", 100, 1,
                             "1 normal vs 3 random >= 50% hands"),
    "trophy4-normal-3random": ("trophy-case", "normal,random,random,random", 100, 1,
                               "1 normal vs 3 random >= 50% hands"),
    "fortune4-normal-3random": ("fortune-rummy", "normal,random,random,random", 100, 1,
                                "1 normal vs 3 random >= 50% hands"),
    "fan-hard-normal": ("fan-rummy", "hard,normal", 400, 2, "hard vs normal >= 55% hands"),
    "flat-hard-normal": ("flathead-rummy", "hard,normal", 400, 2, "hard vs normal >= 55% hands"),
    "fan-hard-easy": ("fan-rummy", "hard,easy", 400, 3, "hard vs easy >= 65% hands"),
    "flat-hard-easy": ("flathead-rummy", "hard,easy", 400, 3, "hard vs easy >= 65% hands"),
    "flat4-hard-3easy": ("flathead-rummy", "hard,easy,easy,easy", 100, 4, "hard >= 40% hands"),
    "fortune4-hard-3easy": ("fortune-rummy", "hard,easy,easy,easy", 100, 4, "hard >= 40% hands"),
    "trophy3-hard-2easy": ("trophy-case", "hard,easy,easy", 100, 5, "hard >= 45% points"),
    "fan-oracle-easy": ("fan-rummy", "oracle,easy", 400, 3, "oracle vs easy (for closeness)"),
    "fan-normal-easy": ("fan-rummy", "normal,easy", 400, 3, "normal vs easy (reference)"),
    "fortune4-hard-3easy-uncapped": ("fortune-rummy", "hard,easy,easy,easy", 100, 4,
                                     "hard >= 40% hands"),
    "trophy3-hard-2easy-uncapped": ("trophy-case", "hard,easy,easy", 100, 5, "hard >= 45% points"),
    "time-fan-uncapped": ("fan-rummy", "normal,hard", 3, 9, "decision times (full budget)"),
    "time-flat-uncapped": ("flathead-rummy", "easy,normal,hard", 2, 9,
                           "decision times (full budget)"),
    "time-fan": ("fan-rummy", "easy,hard", 6, 9, "decision times"),
    "time-fan-normal": ("fan-rummy", "normal,hard", 6, 9, "decision times"),
    "time-flat": ("flathead-rummy", "easy,normal,hard", 4, 9, "decision times"),
    "time-trophy": ("trophy-case", "easy,normal,hard", 4, 9, "decision times"),
    "time-fortune": ("fortune-rummy", "easy,normal,hard", 4, 9, "decision times"),
}


def command(name: str, hands: int | None = None, seed: int | None = None) -> list[str]:
    """The simulate command of a run; runs named ``*-uncapped`` raise the
    wall-clock cap of hard/oracle to 30 s, so a loaded machine does not cut
    their search short (their strength is then that of the full budget)."""
    game, seats, default_hands, default_seed, _ = RUNS[name]
    cmd = [sys.executable, "-m", "fanucci_desktop", "simulate", "--game", game, "--seats", seats,
           "--hands", str(hands or default_hands), "--seed", str(seed or default_seed)]
    return cmd + (["--max-seconds", "30"] if name.endswith("-uncapped") else [])


def run(names: list[str]) -> None:
    """Run ``NAME``, ``NAME@H`` (H hands instead of the default) or a part
    ``NAME.kofm`` (an m-th of the hands with seed k*1000+seed)."""
    OUT.mkdir(parents=True, exist_ok=True)
    for spec in names:
        spec, _, hands_text = spec.partition("@")
        name, _, part = spec.partition(".")
        hands = int(hands_text) if hands_text else None
        seed = None
        if part:
            k, _, parts_text = part.partition("of")
            parts = int(parts_text or 2)
            hands = (hands or RUNS[name][2]) // parts
            seed = int(k) * 1000 + RUNS[name][3]
        cmd = command(name, hands, seed)
        with open(OUT / f"{spec}.log", "w") as log:
            done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=log, text=True)
        lines = done.stdout.strip().splitlines()
        result = json.loads(lines[-1]) if lines else {"error": done.returncode}
        result["command"] = " ".join(["python"] + cmd[1:])
        (OUT / f"{spec}.json").write_text(json.dumps(result))


def report() -> None:
    """A Markdown table of the finished runs (parts summed)."""
    merged: dict[str, dict] = {}
    for path in sorted(OUT.glob("*.json")):
        name = path.stem.split(".")[0]
        data = json.loads(path.read_text())
        if "wins" not in data:
            continue
        into = merged.setdefault(name, {"hands": 0, "wins": None, "points": None,
                                        "illegal": 0, "unfinished": 0, "seconds": 0.0,
                                        "ms": {}, "cpu": {}, "commands": []})
        into["hands"] += data["hands_played"]
        into["wins"] = data["wins"] if into["wins"] is None else [
            a + b for a, b in zip(into["wins"], data["wins"])]
        into["points"] = data["points"] if into["points"] is None else [
            a + b for a, b in zip(into["points"], data["points"])]
        into["illegal"] += data["illegal_moves"]
        into["unfinished"] += data["unfinished"]
        into["seconds"] += data["seconds"]
        for key, field in (("ms", "decision_ms"), ("cpu", "decision_cpu_ms")):
            for level, s in data.get(field, {}).items():
                old = into[key].get(level)
                into[key][level] = s if old is None else {
                    "p50": max(old["p50"], s["p50"]), "p95": max(old["p95"], s["p95"]),
                    "max": max(old["max"], s["max"]), "n": old["n"] + s["n"]}
        into["commands"].append(data.get("command", ""))
    print("| run | seats | hands | seat 0 hands won | seat 0 points share | illegal | "
          "unfinished | decision ms p50/p95/max by level | target |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, m in merged.items():
        seats = RUNS[name][1]
        pos = sum(max(p, 0) for p in m["points"]) or 1
        ms = "; ".join(f"{lvl} {s['p50']:.1f}/{s['p95']:.1f}/{s['max']:.0f}"
                       for lvl, s in m["ms"].items())
        if m["cpu"]:
            ms += " (CPU: " + "; ".join(f"{lvl} {s['p50']:.1f}/{s['p95']:.1f}/{s['max']:.0f}"
                                        for lvl, s in m["cpu"].items()) + ")"
        print(f"| {name} | {seats} | {m['hands']} | {100 * m['wins'][0] / m['hands']:.1f}% | "
              f"{100 * max(m['points'][0], 0) / pos:.1f}% | {m['illegal']} | "
              f"{m['unfinished']} | {ms} | {RUNS[name][4]} |")
    for path in sorted(OUT.glob("*.log")):
        if (OUT / f"{path.stem}.json").exists():
            continue
        hands, wins, pts = partial(path)
        if hands:
            print(f"| {path.stem} (running) | {RUNS[path.stem.split('.')[0]][1]} | {hands} | "
                  f"{100 * wins / hands:.1f}% | {100 * pts:.1f}% | | | | |")
    print()
    for name, m in merged.items():
        for cmd in m["commands"]:
            print(f"- {name}: `{cmd}`")


def partial(log: Path) -> tuple[int, float, float]:
    """From a run's progress log: hands so far, seat 0's hand wins (ties
    split) and its share of the positive points."""
    hands, wins = 0, 0.0
    points: list[int] = []
    for line in log.read_text().splitlines():
        if not line.startswith("hand ") or "scores [" not in line:
            continue
        scores = [int(x) for x in line.split("scores [")[1].rstrip("]").split(",")]
        hands += 1
        top = max(scores)
        if scores[0] == top:
            wins += 1 / scores.count(top)
        points = [a + b for a, b in zip(points, scores)] if points else scores
    positive = sum(max(p, 0) for p in points) or 1
    return hands, wins, (max(points[0], 0) / positive if points else 0.0)


def main(argv: list[str]) -> int:
    if not argv or argv[0] == "list":
        for name in RUNS:
            print(name, " ".join(command(name)[1:]))
        return 0
    if argv[0] == "run":
        run(argv[1:])
        return 0
    if argv[0] == "report":
        report()
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
