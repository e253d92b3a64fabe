"""The AI ladder: every game's levels measured against each other with the
``ladder`` command, and one table of the results.

    python tools/ai_ladder.py list                  # the runs and their commands
    python tools/ai_ladder.py run NAME [NAME ...]   # run them (long: use nohup)
    python tools/ai_ladder.py report                # the table of the finished runs

Each run is one ``ladder`` command; its JSON result goes to ``$LADDER_DIR``
(default ``ladder-results`` in the current folder) as ``NAME.json`` and its
progress to ``NAME.log``. ``NAME@D`` runs D deals instead of the default.

The report adds, per game and table size, hard's points margin over easy as a
share of the oracle's, with a 95 % interval (the ``*-hard-easy`` and
``*-oracle-easy`` runs): the part of perfect information's edge that a fair
player gets.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

OUT = Path(os.environ.get("LADDER_DIR", "ladder-results"))

#: name -> (game, subject, field, players, deals, seed). Every deal is played
#: once from every seat, so a run plays deals * players hands.
RUNS: dict[str, tuple[str, str, str, int, int, int]] = {
    "fortune-hard-normal": ("fortune-rummy", "hard", "normal", 2, 300, 1),
    "fortune-hard-easy": ("fortune-rummy", "hard", "easy", 2, 200, 12),
    "fortune-oracle-easy": ("fortune-rummy", "oracle", "easy", 2, 200, 12),
    "fortune-normal-easy": ("fortune-rummy", "normal", "easy", 2, 200, 2),
    "fortune6-hard-normal": ("fortune-rummy", "hard", "normal", 6, 40, 3),
    "fortune8-hard-normal": ("fortune-rummy", "hard", "normal", 8, 30, 3),
    "fan-hard-normal": ("fan-rummy", "hard", "normal", 2, 600, 1),
    "fan-hard-easy": ("fan-rummy", "hard", "easy", 2, 200, 2),
    "fan-oracle-easy": ("fan-rummy", "oracle", "easy", 2, 200, 2),
    "fan-normal-easy": ("fan-rummy", "normal", "easy", 2, 200, 2),
    "gin-hard-normal": ("gin-rummy", "hard", "normal", 2, 300, 31),
    "gin-hard-easy": ("gin-rummy", "hard", "easy", 2, 200, 2),
    "gin-oracle-easy": ("gin-rummy", "oracle", "easy", 2, 200, 2),
    "gin-normal-easy": ("gin-rummy", "normal", "easy", 2, 200, 2),
    "flathead-hard-normal": ("flathead-rummy", "hard", "normal", 2, 200, 1),
    "flathead-hard-easy": ("flathead-rummy", "hard", "easy", 2, 100, 2),
    "flathead-oracle-easy": ("flathead-rummy", "oracle", "easy", 2, 100, 2),
    "flathead-normal-easy": ("flathead-rummy", "normal", "easy", 2, 100, 2),
    # Trophy Case margins are small: cut into six runs of 100 deals, one run
    # of 600 gave oracle shares from 0.58 to 0.80, so the runs the share is
    # made of play 600 (a hard run against easy takes about 10 minutes with
    # --jobs 2). Hard against normal is far slower (39 deals took about ten
    # minutes with --jobs 2) and stays at 100.
    "trophy3-hard-normal": ("trophy-case", "hard", "normal", 3, 100, 1),
    "trophy3-hard-easy": ("trophy-case", "hard", "easy", 3, 600, 41),
    "trophy3-oracle-easy": ("trophy-case", "oracle", "easy", 3, 600, 41),
    "trophy3-normal-easy": ("trophy-case", "normal", "easy", 3, 600, 41),
}


def command(name: str, deals: int | None = None) -> list[str]:
    """The ladder command of a run."""
    game, subject, field, players, default_deals, seed = RUNS[name]
    return [sys.executable, "-m", "fanucci_desktop", "ladder", "--game", game,
            "--subject", subject, "--field", field, "--players", str(players),
            "--deals", str(deals or default_deals), "--seed", str(seed)]


def run(specs: list[str]) -> None:
    """Run each ``NAME`` or ``NAME@D``, one after another."""
    OUT.mkdir(parents=True, exist_ok=True)
    for spec in specs:
        name, _, deals = spec.partition("@")
        cmd = command(name, int(deals) if deals else None)
        with open(OUT / f"{name}.log", "w") as log:
            done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=log, text=True)
        lines = done.stdout.strip().splitlines()
        result = json.loads(lines[-1]) if lines else {"error": done.returncode}
        result["command"] = " ".join(["python"] + cmd[1:])
        (OUT / f"{name}.json").write_text(json.dumps(result))


def oracle_share(hard: dict, oracle: dict) -> tuple[float, float, float]:
    """Hard's margin over easy as a share of the oracle's, with a 95 %
    interval from the two runs' margin intervals (the delta method, the runs
    taken as independent: on the same deals their margins go together, and
    the interval is then wider than it need be). ``oracle``'s margin must be
    positive."""
    share = hard["margin"] / oracle["margin"]
    hard_half = (hard["margin_ci"][1] - hard["margin_ci"][0]) / 2
    oracle_half = (oracle["margin_ci"][1] - oracle["margin_ci"][0]) / 2
    half = math.hypot(hard_half, share * oracle_half) / oracle["margin"]
    return share, share - half, share + half


def _pct(x: float) -> str:
    return f"{100 * x:.1f}"


def report() -> None:
    """A Markdown table of the finished runs, then the oracle shares."""
    results = {p.stem: json.loads(p.read_text()) for p in sorted(OUT.glob("*.json"))}
    results = {k: v for k, v in results.items() if "win_rate" in v}
    print("| run | players | hands | subject's hands won [95 %] | fair share | "
          "margin per hand [95 %] | decisions ms p50/p95/max | hands ended |")
    print("|---|---|---|---|---|---|---|---|")
    for name, r in results.items():
        times = "; ".join(f"{lvl} {t['p50']:.0f}/{t['p95']:.0f}/{t['max']:.0f}"
                          for lvl, t in r["decision_ms"].items())
        ended = ", ".join(f"{how} {n}" for how, n in sorted(r["ended"].items()))
        print(f"| {name} | {r['players']} | {r['hands']} | {_pct(r['win_rate'])} % "
              f"[{_pct(r['win_ci'][0])}, {_pct(r['win_ci'][1])}] | {_pct(r['fair_share'])} % | "
              f"{r['margin']:+.1f} [{r['margin_ci'][0]:+.1f}, {r['margin_ci'][1]:+.1f}] | "
              f"{times} | {ended} |")
    print()
    for name in results:
        if name.endswith("-hard-easy") and name.replace("-hard-", "-oracle-") in results:
            hard, oracle = results[name], results[name.replace("-hard-", "-oracle-")]
            if oracle["margin"] > 0:
                share, low, high = oracle_share(hard, oracle)
                print(f"- {name.removesuffix('-hard-easy')}: hard's margin over easy is "
                      f"{share:.2f} [{low:.2f}, {high:.2f}] of the oracle's "
                      f"({hard['margin']:+.1f} against {oracle['margin']:+.1f})")
    print()
    for name, r in results.items():
        print(f"- {name}: `{r.get('command', '')}`")


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
