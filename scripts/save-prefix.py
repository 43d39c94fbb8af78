#!/usr/bin/env python3
"""Cuts a save down to the start of a round: keeps the commands up to the Nth
EndTrading (the end of round N), so that loading it puts you at round N+1's movement.

usage: save-prefix.py FULL.ron ROUNDS_DONE OUT.ron
The save is the game's own pretty-printed RON: one `(seat: ..., command: ...)` block
per command, each opening and closing on lines of their own.
"""
import re
import sys

full, rounds, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
text = open(full).read()
head, sep, rest = text.partition("    commands: [\n")
if not sep:
    sys.exit(f"{full}: no `commands` list")
blocks = re.findall(r"        \(\n.*?\n        \),\n", rest, re.S)
kept, ended = [], 0
for b in blocks:
    kept.append(b)
    if "EndTrading" in b:
        ended += 1
        if ended == rounds:
            break
if ended < rounds:
    sys.exit(f"{full}: only {ended} rounds end in it, not {rounds}")
open(out, "w").write(head + sep + "".join(kept) + "    ],\n)\n")
print(f"{out}: {len(kept)} of {len(blocks)} commands, from round {rounds + 1}")
