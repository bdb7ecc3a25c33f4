#!/usr/bin/env python3
"""Build the batch-10 .tsv files from the .txt sources in this folder.

Source format: lines starting with '#' are comments; '@@ <label> <category>' starts a
section; every other non-empty line is one message text in that section.
Output: ../<name>.tsv, UTF-8, LF, no header, 'label<TAB>category<TAB>text'.
"""
import os
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
            if not line.strip() or line.startswith("#"):
                continue
            if line.startswith("@@"):
                parts = line[2:].split()
                if len(parts) != 2:
                    sys.exit(f"{path}:{n}: bad section header {line!r}")
                label, category = parts
                continue
            if label is None:
                sys.exit(f"{path}:{n}: text before first section header")
            rows.append((label, category, line.strip(), n))
    return rows


def main():
    for name in NAMES:
        rows = parse(os.path.join(HERE, name + ".txt"))
        with open(os.path.join(OUT, name + ".tsv"), "w", encoding="utf-8", newline="\n") as f:
            for label, category, text, _ in rows:
                f.write(f"{label}\t{category}\t{text}\n")
        print(f"{name}.tsv: {len(rows)} lines")


if __name__ == "__main__":
    main()
