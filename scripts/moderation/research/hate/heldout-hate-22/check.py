#!/usr/bin/env python3
"""Verify the batch-22 held-out files against /work/blind/POLICY-22.md (batch 22).

Checks: files present; expected line count per file and per (label, category);
no BOM; valid UTF-8; no CR; final LF; no empty lines; exactly 3 tab-separated
fields; label/category allowed for the file; text non-empty, <= 160 characters,
no tab or control characters, no leading/trailing whitespace; no text repeated
case-insensitively within or across files. Prints each problem, or CLEAN.
"""
import os
import sys
import unicodedata
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

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
MARKETING = {("ham", "ham"): 180, ("spam", "spam"): 80}
SPEC = {
    "en.tsv": (680, EN), "af.tsv": (100, LANG), "zu.tsv": (100, LANG),
    "xh.tsv": (100, LANG), "st.tsv": (100, LANG), "marketing.tsv": (260, MARKETING),
}
# sanity: the per-category tables must add up to the file totals in the policy
for _n, (_t, _s) in SPEC.items():
    assert sum(_s.values()) == _t, _n

problems = []


def bad(msg):
    problems.append(msg)


seen = {}  # casefolded text -> "file:line"
for name, (total, spec) in SPEC.items():
    path = os.path.join(HERE, name)
    if not os.path.isfile(path):
        bad(f"{name}: missing")
        continue
    raw = open(path, "rb").read()
    if raw.startswith(b"\xef\xbb\xbf"):
        bad(f"{name}: starts with a BOM")
    if b"\r" in raw:
        bad(f"{name}: contains CR characters")
    if not raw.endswith(b"\n"):
        bad(f"{name}: no final LF")
    if raw.endswith(b"\n\n"):
        bad(f"{name}: blank line(s) at end of file")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        bad(f"{name}: not valid UTF-8 ({e})")
        continue
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    if len(lines) != total:
        bad(f"{name}: {len(lines)} lines, expected {total}")
    counts = Counter()
    for i, line in enumerate(lines, 1):
        where = f"{name}:{i}"
        if line == "":
            bad(f"{where}: empty line")
            continue
        parts = line.split("\t")
        if len(parts) != 3:
            bad(f"{where}: {len(parts)} tab-separated fields, expected 3")
            continue
        label, cat, msg = parts
        if (label, cat) not in spec:
            bad(f"{where}: label/category {label}/{cat} not allowed in {name}")
        counts[(label, cat)] += 1
        if not msg:
            bad(f"{where}: empty text")
            continue
        if len(msg) > 160:
            bad(f"{where}: text is {len(msg)} characters (> 160)")
        if msg != msg.strip():
            bad(f"{where}: leading or trailing whitespace in text")
        for ch in msg:
            if ch == "\t" or unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp"):
                bad(f"{where}: control/format character U+{ord(ch):04X} in text")
                break
        key = msg.casefold()
        if key in seen:
            bad(f"{where}: text repeats {seen[key]} (case-insensitive)")
        else:
            seen[key] = where
    for key, want in spec.items():
        if counts[key] != want:
            bad(f"{name}: {key[0]}/{key[1]} has {counts[key]} lines, expected {want}")
    labels = Counter()
    for (lab, _), n in counts.items():
        labels[lab] += n
    want_labels = Counter()
    for (lab, _), n in spec.items():
        want_labels[lab] += n
    for lab in set(labels) | set(want_labels):
        if labels[lab] != want_labels[lab]:
            bad(f"{name}: label {lab} has {labels[lab]} lines, expected {want_labels[lab]}")

for p in problems:
    print(p)
if problems:
    print(f"{len(problems)} problem(s)")
    sys.exit(1)
print("CLEAN")
