#!/usr/bin/env python3
"""Check the held-out TSV files against POLICY.md (batch 8).

Checks: UTF-8, LF line endings, final newline, no header, exactly 3
tab-separated fields, known label and category (and that the category belongs
to the label), text non-empty and at most 160 characters, no text repeated
(case-insensitive, whitespace collapsed) within or across files, and the exact
per-category counts. Prints OK or the problems; exits 1 on any problem.
"""
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

EN = {
    ("block", "dehumanisation"): 35,
    ("block", "direct_threat_group"): 45,
    ("block", "hate_expression"): 30,
    ("block", "implicit_derogation"): 30,
    ("block", "negated_positive"): 20,
    ("block", "negative_attribute"): 35,
    ("block", "normative_violence"): 45,
    ("block", "opinion"): 20,
    ("block", "profanity_hate"): 20,
    ("block", "pronoun_reference"): 20,
    ("block", "question"): 20,
    ("block", "slur"): 20,
    ("block", "spelling_evasion"): 40,
    ("block", "threat_person"): 10,
    ("allow", "abuse_nonprotected_group"): 30,
    ("allow", "abuse_object"): 25,
    ("allow", "counter_quote"): 30,
    ("allow", "counter_reference"): 25,
    ("allow", "negated_hate"): 30,
    ("allow", "neutral_group"): 30,
    ("allow", "news_violence"): 20,
    ("allow", "ordinary_sms"): 20,
    ("allow", "positive_group"): 30,
    ("allow", "profanity_no_group"): 20,
    ("allow", "reclaimed"): 15,
    ("allow", "slur_homonym"): 15,
}
LANG = {
    ("block", "dehumanisation"): 8,
    ("block", "derogation"): 10,
    ("block", "hate_expression"): 6,
    ("block", "threat_person"): 6,
    ("block", "violence_call"): 10,
    ("allow", "counter_speech"): 8,
    ("allow", "neutral_group"): 10,
    ("allow", "news_violence"): 10,
    ("allow", "ordinary_sms"): 25,
    ("allow", "threat_object"): 7,
}
MARKETING = {("ham", "ham"): 180, ("spam", "spam"): 80}

EXPECTED = {
    "en": (EN, 680),
    "af": (LANG, 100),
    "zu": (LANG, 100),
    "xh": (LANG, 100),
    "st": (LANG, 100),
    "marketing": (MARKETING, 260),
}


def norm(text):
    return " ".join(text.split()).casefold()


def main():
    problems = []
    seen = {}
    for name, (counts, total) in EXPECTED.items():
        path = os.path.join(OUT, name + ".tsv")
        if not os.path.exists(path):
            problems.append(f"{name}.tsv: missing")
            continue
        raw = open(path, "rb").read()
        try:
            data = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            problems.append(f"{name}.tsv: not UTF-8 ({exc})")
            continue
        if data.startswith("\ufeff"):
            problems.append(f"{name}.tsv: has a BOM")
        if "\r" in data:
            problems.append(f"{name}.tsv: contains CR (not LF-only)")
        if data and not data.endswith("\n"):
            problems.append(f"{name}.tsv: no final newline")
        lines = data.split("\n")
        if lines and lines[-1] == "":
            lines = lines[:-1]
        got = Counter()
        for n, line in enumerate(lines, 1):
            where = f"{name}.tsv:{n}"
            fields = line.split("\t")
            if len(fields) != 3:
                problems.append(f"{where}: {len(fields)} fields, want 3")
                continue
            label, category, text = fields
            if (label, category) not in counts:
                problems.append(f"{where}: unknown label/category {label}/{category}"
                                + (" (header?)" if n == 1 else ""))
                continue
            got[(label, category)] += 1
            if not text.strip():
                problems.append(f"{where}: empty text")
            if text != text.strip():
                problems.append(f"{where}: leading/trailing whitespace")
            if len(text) > 160:
                problems.append(f"{where}: text is {len(text)} chars (> 160)")
            key = norm(text)
            if key in seen:
                problems.append(f"{where}: repeats {seen[key]}: {text[:60]!r}")
            else:
                seen[key] = where
        if len(lines) != total:
            problems.append(f"{name}.tsv: {len(lines)} lines, want {total}")
        for key, want in counts.items():
            if got[key] != want:
                problems.append(f"{name}.tsv: {key[0]}/{key[1]} has {got[key]}, want {want}")
    if problems:
        for p in problems:
            print(p)
        print(f"{len(problems)} problem(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
