#!/usr/bin/env python3
"""Writes the licences of the crates built into the game, each text once after the crates
that use it, from `cargo metadata` (on stdin) and the list of crates built (a file of
`name vX.Y.Z` lines, from `cargo tree`).

usage: cargo metadata --format-version 1 | third_party_licences.py LIST OUT
"""
import hashlib
import json
import os
import sys

LICENCE_FILES = ("LICENSE", "LICENCE", "COPYING", "NOTICE", "UNLICENSE")


def main():
    listed = {line.strip() for line in open(sys.argv[1]) if line.strip()}
    meta = json.load(sys.stdin)
    texts, users, missing = {}, {}, []
    for p in meta["packages"]:
        key = "%s v%s" % (p["name"], p["version"])
        if key not in listed or p["source"] is None:
            continue
        folder = os.path.dirname(p["manifest_path"])
        # A crate whose source is not on this machine is listed with its declared licence.
        names = os.listdir(folder) if os.path.isdir(folder) else []
        files = sorted(f for f in names if f.upper().startswith(LICENCE_FILES))
        files = [f for f in files if os.path.isfile(os.path.join(folder, f))]
        if not files:
            missing.append("%s (%s)" % (key, p.get("license") or "no licence field"))
        for f in files:
            text = open(os.path.join(folder, f), encoding="utf-8", errors="replace").read().strip()
            digest = hashlib.sha256(text.encode()).hexdigest()
            texts[digest] = text
            users.setdefault(digest, []).append("%s (%s)" % (key, f))
    with open(sys.argv[2], "w") as out:
        out.write(
            "Licences of the libraries built into Galactic Automa (%d crates). Each text is "
            "given once, after the crates that use it.\n\n" % len(listed)
        )
        for digest, who in sorted(users.items(), key=lambda kv: kv[1][0]):
            out.write("=" * 78 + "\n" + "\n".join(who) + "\n" + "-" * 78 + "\n")
            out.write(texts[digest] + "\n\n")
        if missing:
            out.write("=" * 78 + "\nCrates that ship no licence file (their declared licence):\n")
            out.write("\n".join(missing) + "\n")
    print("%d crates, %d distinct licence texts, %d without a licence file"
          % (len(listed), len(texts), len(missing)))


if __name__ == "__main__":
    main()
