#!/usr/bin/env python3
"""Build the batch-11 .tsv files from the .txt sources in this folder.

Source format: a header line '@@ <label> <category>' starts a section; every
following non-blank line is one message text in that section. Blank lines are ignored.
Output: ../<name>.tsv, UTF-8, LF, 'label<TAB>category<TAB>text' per line, no header.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
FILES = ["en", "af", "zu", "xh", "st", "marketing"]


def parse(path):
    rows = []
    label = category = None
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip("\n").rstrip("\r")
            if not line.strip():
                continue
            if line.startswith("@@ "):
                parts = line[3:].split()
                if len(parts) != 2:
                    sys.exit(f"{path}:{n}: bad header {line!r}")
                label, category = parts
                continue
            if label is None:
                sys.exit(f"{path}:{n}: text before any header")
            rows.append((label, category, line.strip()))
    return rows


def main():
    for name in FILES:
        rows = parse(os.path.join(HERE, name + ".txt"))
        with open(os.path.join(OUT, name + ".tsv"), "w", encoding="utf-8", newline="\n") as f:
            for label, category, text in rows:
                f.write(f"{label}\t{category}\t{text}\n")
        print(f"{name}.tsv: {len(rows)} lines")


if __name__ == "__main__":
    main()
