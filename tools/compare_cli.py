#!/usr/bin/env python3
"""Compares two kete-cli builds answer for answer, for a change to src/rules/ that must leave
every answer unchanged: random games of every game and preset, and at each position `show`,
`legal` and `play` of a random legal move, with their exit codes.

    tools/compare_cli.py OLD_KETE_CLI NEW_KETE_CLI [--positions N] [--seed S]

Prints each difference (at most 20) and a summary; exits 1 if any answer differs.
"""
import argparse
import random
import subprocess
import sys

# Both builds must know every preset named here (the learning games came with kete-record v2).
PRESETS = {
    "bao": ["seed", "masters", "kujifunza", "hus", "hus-namibian"],
    "omweso": ["seed", "traditional"],
    "kimasai": ["seed"],
}


def ask(cli, args):
    done = subprocess.run([cli, *args], capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--positions", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    compared, differences = 0, []
    games = [(game, preset) for game, presets in PRESETS.items() for preset in presets]
    while compared < options.positions:
        game, preset = games[compared % len(games)] if compared < len(games) else rng.choice(games)
        rules = ["--rules", preset]
        code, position, _ = ask(options.new, [*rules, "new", game])
        if code != 0:
            sys.exit(f"new {game} failed under --rules {preset}")
        position = position.strip()
        while compared < options.positions:
            compared += 1
            _, legal, _ = ask(options.new, [*rules, "legal", position])
            moves = legal.split()
            questions = [[*rules, "show", position], [*rules, "legal", position]]
            if moves:
                questions.append([*rules, "play", position, rng.choice(moves)])
            for question in questions:
                old, new = ask(options.old, question), ask(options.new, question)
                if old != new:
                    differences.append((question, old, new))
            if not moves:
                break
            _, after, _ = ask(options.new, questions[-1])
            position = after.strip()
    for question, old, new in differences[:20]:
        print(f"differs: {question}\n  old: {old}\n  new: {new}")
    print(f"{compared} positions compared (show, legal, play): {len(differences)} answers differ")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
