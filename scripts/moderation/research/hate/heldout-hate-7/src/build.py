#!/usr/bin/env python3
"""Build the held-out TSV files from the hand-written drafts in this folder.

Draft format: a line '@@ <label> <category>' starts a section; every following
non-empty line is one message. Blank lines are ignored. Output lines are
'label<TAB>category<TAB>text', shuffled with a fixed seed per output file, so a
rebuild always gives byte-identical files.
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

# output file -> (draft files in order, fixed shuffle seed)
TARGETS = {
    "en.tsv": (["en_block.txt", "en_allow.txt"], 70101),
    "af.tsv": (["af.txt"], 70202),
    "zu.tsv": (["zu.txt"], 70303),
    "xh.tsv": (["xh.txt"], 70404),
    "st.tsv": (["st.txt"], 70505),
    "marketing.tsv": (["marketing_ham.txt", "marketing_spam.txt"], 70606),
}


def read_draft(path):
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
                    sys.exit(f"{path}:{n}: bad header {line!r}")
                label, category = parts
                continue
            if label is None:
                sys.exit(f"{path}:{n}: text before any @@ header")
            text = " ".join(line.split())  # trim and collapse stray spaces
            if "\t" in line:
                sys.exit(f"{path}:{n}: tab inside text")
            rows.append((label, category, text))
    return rows


def main():
    for out_name, (drafts, seed) in TARGETS.items():
        rows = []
        for d in drafts:
            rows.extend(read_draft(os.path.join(HERE, d)))
        random.Random(seed).shuffle(rows)
        with open(os.path.join(OUT, out_name), "w", encoding="utf-8", newline="\n") as f:
            for label, category, text in rows:
                f.write(f"{label}\t{category}\t{text}\n")
        print(f"wrote {out_name}: {len(rows)} lines")


if __name__ == "__main__":
    main()
