#!/usr/bin/env python3
"""Check the held-out TSV files against POLICY.md (batch 7).

Checks: UTF-8, LF only, no header, 3 tab-separated fields, known labels and
categories, text non-empty and <= 160 characters, no text repeated
(case-insensitive, whitespace collapsed) within or across files, exact
per-category counts. Prints OK or the problems; exits 1 on any problem.
"""
import os
import sys

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

EN = {
    ("block", "dehumanisation"): 35, ("block", "direct_threat_group"): 45,
    ("block", "hate_expression"): 30, ("block", "implicit_derogation"): 30,
    ("block", "negated_positive"): 20, ("block", "negative_attribute"): 35,
    ("block", "normative_violence"): 45, ("block", "opinion"): 20,
    ("block", "profanity_hate"): 20, ("block", "pronoun_reference"): 20,
    ("block", "question"): 20, ("block", "slur"): 20,
    ("block", "spelling_evasion"): 40, ("block", "threat_person"): 10,
    ("allow", "abuse_nonprotected_group"): 30, ("allow", "abuse_object"): 25,
    ("allow", "counter_quote"): 30, ("allow", "counter_reference"): 25,
    ("allow", "negated_hate"): 30, ("allow", "neutral_group"): 30,
    ("allow", "news_violence"): 20, ("allow", "ordinary_sms"): 20,
    ("allow", "positive_group"): 30, ("allow", "profanity_no_group"): 20,
    ("allow", "reclaimed"): 15, ("allow", "slur_homonym"): 15,
}
LANG = {
    ("block", "dehumanisation"): 8, ("block", "derogation"): 10,
    ("block", "hate_expression"): 6, ("block", "threat_person"): 6,
    ("block", "violence_call"): 10,
    ("allow", "counter_speech"): 8, ("allow", "neutral_group"): 10,
    ("allow", "news_violence"): 10, ("allow", "ordinary_sms"): 25,
    ("allow", "threat_object"): 7,
}
MKT = {("ham", "ham"): 180, ("spam", "spam"): 80}
EXPECTED = {
    "en.tsv": (EN, 680), "af.tsv": (LANG, 100), "zu.tsv": (LANG, 100),
    "xh.tsv": (LANG, 100), "st.tsv": (LANG, 100), "marketing.tsv": (MKT, 260),
}


def norm(text):
    return " ".join(text.split()).casefold()


def main():
    problems = []
    seen = {}  # normalised text -> "file:line"
    for name, (spec, total) in EXPECTED.items():
        path = os.path.join(OUT, name)
        if not os.path.exists(path):
            problems.append(f"{name}: missing")
            continue
        data = open(path, "rb").read()
        try:
            content = data.decode("utf-8")
        except UnicodeDecodeError as e:
            problems.append(f"{name}: not UTF-8 ({e})")
            continue
        if data.startswith(b"\xef\xbb\xbf"):
            problems.append(f"{name}: has a BOM")
        if b"\r" in data:
            problems.append(f"{name}: contains CR characters (must be LF only)")
        if not content.endswith("\n"):
            problems.append(f"{name}: last line has no LF")
        counts = {}
        lines = content.split("\n")
        if lines and lines[-1] == "":
            lines = lines[:-1]
        for i, line in enumerate(lines, 1):
            where = f"{name}:{i}"
            fields = line.split("\t")
            if len(fields) != 3:
                problems.append(f"{where}: {len(fields)} fields, expected 3")
                continue
            label, category, text = fields
            if i == 1 and label.lower() in ("label", "labels"):
                problems.append(f"{where}: looks like a header")
            key = (label, category)
            if key not in spec:
                problems.append(f"{where}: unknown label/category {label}/{category}")
            counts[key] = counts.get(key, 0) + 1
            if not text.strip():
                problems.append(f"{where}: empty text")
            if text != text.strip():
                problems.append(f"{where}: leading/trailing whitespace")
            if len(text) > 160:
                problems.append(f"{where}: text is {len(text)} chars (> 160)")
            n = norm(text)
            if n in seen:
                problems.append(f"{where}: duplicate of {seen[n]}: {text!r}")
            else:
                seen[n] = where
        if len(lines) != total:
            problems.append(f"{name}: {len(lines)} lines, expected {total}")
        for key, want in spec.items():
            got = counts.get(key, 0)
            if got != want:
                problems.append(f"{name}: {key[0]}/{key[1]} has {got}, expected {want}")
    if problems:
        for p in problems:
            print(p)
        print(f"{len(problems)} problem(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
