#!/usr/bin/env python3
"""Build the held-out TSV files from the hand-written drafts in src/.

Draft format: a line `@@ <label> <category>` starts a block; every following
non-blank line is one message of that label and category. Blank lines are
ignored. Output: ../<name>.tsv, `label<TAB>category<TAB>text`, UTF-8, LF, no
header, lines shuffled with a fixed seed per file (reproducible).
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
    with open(path, encoding="utf-8") as fh:
        for n, raw in enumerate(fh, 1):
            line = raw.rstrip("\r\n")
            if not line.strip():
                continue
            if line.startswith("@@"):
                parts = line[2:].split()
                if len(parts) != 2:
                    sys.exit(f"{path}:{n}: bad header {line!r}")
                label, category = parts
                continue
            if label is None:
                sys.exit(f"{path}:{n}: text before first @@ header")
            text = " ".join(line.split())
            rows.append((label, category, text))
    return rows


def main():
    for name in NAMES:
        src = os.path.join(HERE, name + ".txt")
        rows = parse(src)
        rng = random.Random("heldout-hate-8/" + name)
        rng.shuffle(rows)
        dst = os.path.join(OUT, name + ".tsv")
        with open(dst, "w", encoding="utf-8", newline="\n") as fh:
            for label, category, text in rows:
                fh.write(f"{label}\t{category}\t{text}\n")
        print(f"{name}.tsv: {len(rows)} lines")


if __name__ == "__main__":
    main()
