#!/usr/bin/env python3
"""Turns the game logs of McGill University's COMP-424 Omweso tournament (2015) into the compact
file the McGill rules are tested against (tests/data/mcgill_games.txt): a game a line.

    tools/mcgill_logs.py LOGS_FOLDER > tests/data/mcgill_games.txt

LOGS_FOLDER holds the `gameNNNNN.log` files of github.com/HSY3D/Omweso's `logs/` (the course
server's logs: `INIT <player> true <16 pits>`, `PIT <player> <pit>`, `GAMEOVER ...`). A line is
`<log> <player 0's pits> <player 1's pits> <moves> <end>`: pits comma-separated in the engine's
order (Kete's ring order), `-` when not placed; moves one hexadecimal digit a pit, the players in
turn from player 0 (`-` for none); end `W0`/`W1` (that player won), `DRAW`, `C0`/`C1` (that
player's move was cancelled as never-ending), `ILLEGAL` (the server refused the last arrangement
or move, which the line ends with), or `OPEN` (the log has no result: timed out, stopped).
"""
import os
import re
import sys


def convert(path):
    inits, moves, end = ["-", "-"], [], "OPEN"
    for line in open(path, encoding="utf-8"):
        words = line.split()
        if not words or words[0].startswith("#"):
            continue
        if words[0] == "INIT":
            inits[int(words[1])] = words[3]
        elif words[0] == "PIT":
            if int(words[1]) != len(moves) % 2:
                raise SystemExit(f"{path}: the players do not alternate")
            moves.append(format(int(words[2]), "x"))
        elif words[0] == "GAMEOVER":
            rest = " ".join(words[1:])
            if (m := re.match(r"ILLEGAL MOVE: Player (\d) initializes with: \[([\d, ]+)\]", rest)):
                inits[int(m.group(1))] = m.group(2).replace(" ", "")
                end = "ILLEGAL"
            elif (m := re.match(r"ILLEGAL MOVE: Player (\d) plays pit (\d+)", rest)):
                moves.append(format(int(m.group(2)), "x"))
                end = "ILLEGAL"
            elif (m := re.fullmatch(r"WINNER (\d)", rest)):
                end = f"W{m.group(1)}"
            elif rest == "DRAW":
                end = "DRAW"
            elif (m := re.fullmatch(r"CANCELLED (\d)", rest)):
                end = f"C{m.group(1)}"
    if inits == ["-", "-"]:
        return None
    name = os.path.basename(path).removesuffix(".log")
    return f"{name} {inits[0]} {inits[1]} {''.join(moves) or '-'} {end}"


def main():
    folder = sys.argv[1]
    print("# McGill University's COMP-424 Omweso tournament (2015): the course server's game logs,")
    print("# github.com/HSY3D/Omweso logs/, a game a line (tools/mcgill_logs.py says how to read one).")
    for name in sorted(os.listdir(folder)):
        if name.endswith(".log") and (line := convert(os.path.join(folder, name))):
            print(line)


if __name__ == "__main__":
    main()
