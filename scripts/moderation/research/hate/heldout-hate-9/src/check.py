#!/usr/bin/env python3
"""Check the built TSVs against POLICY.md (batch 9). Prints OK or the problems; exit 1 on any problem."""
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
MAXLEN = 160

EN = {
    ("block", "dehumanisation"): 35, ("block", "direct_threat_group"): 45, ("block", "hate_expression"): 30,
    ("block", "implicit_derogation"): 30, ("block", "negated_positive"): 20, ("block", "negative_attribute"): 35,
    ("block", "normative_violence"): 45, ("block", "opinion"): 20, ("block", "profanity_hate"): 20,
    ("block", "pronoun_reference"): 20, ("block", "question"): 20, ("block", "slur"): 20,
    ("block", "spelling_evasion"): 40, ("block", "threat_person"): 10,
    ("allow", "abuse_nonprotected_group"): 30, ("allow", "abuse_object"): 25, ("allow", "counter_quote"): 30,
    ("allow", "counter_reference"): 25, ("allow", "negated_hate"): 30, ("allow", "neutral_group"): 30,
    ("allow", "news_violence"): 20, ("allow", "ordinary_sms"): 20, ("allow", "positive_group"): 30,
    ("allow", "profanity_no_group"): 20, ("allow", "reclaimed"): 15, ("allow", "slur_homonym"): 15,
}
AFR = {
    ("block", "dehumanisation"): 8, ("block", "derogation"): 10, ("block", "hate_expression"): 6,
    ("block", "threat_person"): 6, ("block", "violence_call"): 10,
    ("allow", "counter_speech"): 8, ("allow", "neutral_group"): 10, ("allow", "news_violence"): 10,
    ("allow", "ordinary_sms"): 25, ("allow", "threat_object"): 7,
}
MKT = {("ham", "ham"): 180, ("spam", "spam"): 80}
EXPECTED = {"en": EN, "af": AFR, "zu": AFR, "xh": AFR, "st": AFR, "marketing": MKT}
TOTALS = {"en": 680, "af": 100, "zu": 100, "xh": 100, "st": 100, "marketing": 260}


def main():
    problems = []
    seen = {}  # casefolded text -> (file, line)
    for name, expected in EXPECTED.items():
        fn = name + ".tsv"
        path = os.path.join(OUT, fn)
        if not os.path.exists(path):
            problems.append(f"{fn}: missing")
            continue
        data = open(path, "rb").read()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as e:
            problems.append(f"{fn}: not UTF-8 ({e})")
            continue
        if text.startswith("\ufeff"):
            problems.append(f"{fn}: BOM")
        if "\r" in text:
            problems.append(f"{fn}: CR characters (must be LF only)")
        if not text.endswith("\n"):
            problems.append(f"{fn}: no final newline")
        lines = text.split("\n")[:-1] if text.endswith("\n") else text.split("\n")
        counts = Counter()
        for i, line in enumerate(lines, 1):
            where = f"{fn}:{i}"
            fields = line.split("\t")
            if len(fields) != 3:
                problems.append(f"{where}: {len(fields)} tab fields, want 3")
                continue
            label, cat, msg = fields
            if i == 1 and label.lower() in ("label", "labels"):
                problems.append(f"{where}: looks like a header")
            if (label, cat) not in expected:
                problems.append(f"{where}: unknown label/category {label}/{cat}")
            counts[(label, cat)] += 1
            if not msg.strip():
                problems.append(f"{where}: empty text")
            if msg != msg.strip():
                problems.append(f"{where}: leading/trailing whitespace")
            if len(msg) > MAXLEN:
                problems.append(f"{where}: text {len(msg)} chars > {MAXLEN}")
            key = " ".join(msg.casefold().split())
            if key in seen:
                problems.append(f"{where}: repeats {seen[key]}")
            else:
                seen[key] = where
        if len(lines) != TOTALS[name]:
            problems.append(f"{fn}: {len(lines)} lines, want {TOTALS[name]}")
        for key, want in expected.items():
            if counts[key] != want:
                problems.append(f"{fn}: {key[0]}/{key[1]} has {counts[key]}, want {want}")
    if problems:
        for p in problems:
            print(p)
        print(f"{len(problems)} problem(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
