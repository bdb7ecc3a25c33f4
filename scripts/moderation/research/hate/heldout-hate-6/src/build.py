#!/usr/bin/env python3
"""Turn the hand-written drafts in src/*.txt into the TSV files one folder up.

Draft format: a line `@@ <label> <category>` starts a section; every following
non-blank line is one message in that section. Lines are shuffled with a fixed
seed per output file, so the build is reproducible.
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
FILES = ["en", "af", "zu", "xh", "st", "marketing"]
SEED = "heldout-hate-6"


def parse(path):
    rows = []
    label = category = None
    with open(path, encoding="utf-8") as fh:
        for n, raw in enumerate(fh, 1):
            line = raw.rstrip("\r\n").strip()
            if not line:
                continue
            if line.startswith("@@"):
                parts = line[2:].split()
                if len(parts) != 2:
                    sys.exit(f"{path}:{n}: bad header {line!r}")
                label, category = parts
                continue
            if label is None:
                sys.exit(f"{path}:{n}: message before any @@ header")
            if "\t" in line:
                sys.exit(f"{path}:{n}: tab inside message")
            rows.append((label, category, " ".join(line.split())))
    return rows


def main():
    for name in FILES:
        rows = parse(os.path.join(HERE, name + ".txt"))
        rng = random.Random(f"{SEED}:{name}")
        rng.shuffle(rows)
        with open(os.path.join(OUT, name + ".tsv"), "w", encoding="utf-8", newline="\n") as fh:
            for label, category, text in rows:
                fh.write(f"{label}\t{category}\t{text}\n")
        print(f"{name}.tsv: {len(rows)} lines")


if __name__ == "__main__":
    main()
