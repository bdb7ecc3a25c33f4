#!/usr/bin/env python3
"""Build the batch TSVs from the hand-written drafts in src/.

Draft format: a line "@@ <label> <category>" starts a block; every following
non-blank line is one message of that label/category. Lines are shuffled with
random.Random("heldout-hate-9/<name>") where <name> is the file stem (en, af,
zu, xh, st, marketing), so the output is reproducible.
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
NAMES = ["en", "af", "zu", "xh", "st", "marketing"]


def parse(path):
    rows = []
    label = category = None
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip("\n").rstrip("\r")
            if not line.strip():
                continue
            if line.startswith("@@"):
                parts = line[2:].split()
                if len(parts) != 2:
                    sys.exit(f"{path}:{n}: bad block header {line!r}")
                label, category = parts
                continue
            if label is None:
                sys.exit(f"{path}:{n}: message before any @@ header")
            text = line.strip()
            if "\t" in text:
                sys.exit(f"{path}:{n}: tab inside message")
            rows.append((label, category, text))
    return rows


def main():
    for name in NAMES:
        rows = parse(os.path.join(HERE, name + ".txt"))
        random.Random("heldout-hate-9/" + name).shuffle(rows)
        with open(os.path.join(OUT, name + ".tsv"), "w", encoding="utf-8", newline="\n") as f:
            for label, category, text in rows:
                f.write(f"{label}\t{category}\t{text}\n")
        print(f"{name}.tsv: {len(rows)} lines")


if __name__ == "__main__":
    main()
