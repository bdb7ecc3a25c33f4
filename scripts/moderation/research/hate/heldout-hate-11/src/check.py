#!/usr/bin/env python3
"""Check the batch-11 .tsv files against POLICY.md (counts, format, length, duplicates)."""
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

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
AFR = {
    ("block", "dehumanisation"): 8, ("block", "derogation"): 10,
    ("block", "hate_expression"): 6, ("block", "threat_person"): 6,
    ("block", "violence_call"): 10,
    ("allow", "counter_speech"): 8, ("allow", "neutral_group"): 10,
    ("allow", "news_violence"): 10, ("allow", "ordinary_sms"): 25,
    ("allow", "threat_object"): 7,
}
MKT = {("ham", "ham"): 180, ("spam", "spam"): 80}
SPEC = {"en": (EN, 680), "af": (AFR, 100), "zu": (AFR, 100), "xh": (AFR, 100),
        "st": (AFR, 100), "marketing": (MKT, 260)}
assert sum(EN.values()) == 680 and sum(AFR.values()) == 100 and sum(MKT.values()) == 260


def norm(t):
    return re.sub(r"\s+", " ", t).strip().casefold()


def main():
    errors = []
    seen = {}
    for name, (spec, total) in SPEC.items():
        path = os.path.join(OUT, name + ".tsv")
        if not os.path.exists(path):
            errors.append(f"{name}.tsv missing")
            continue
        data = open(path, "rb").read()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as e:
            errors.append(f"{name}.tsv not UTF-8: {e}")
            continue
        if "\r" in text:
            errors.append(f"{name}.tsv contains CR")
        if text.startswith("\ufeff"):
            errors.append(f"{name}.tsv has BOM")
        if not text.endswith("\n"):
            errors.append(f"{name}.tsv does not end with LF")
        lines = text.split("\n")[:-1]
        if len(lines) != total:
            errors.append(f"{name}.tsv: {len(lines)} lines, want {total}")
        counts = Counter()
        for i, line in enumerate(lines, 1):
            parts = line.split("\t")
            if len(parts) != 3:
                errors.append(f"{name}.tsv:{i}: {len(parts)} fields")
                continue
            label, cat, t = parts
            if (label, cat) not in spec:
                errors.append(f"{name}.tsv:{i}: unknown label/category {label}/{cat}")
            counts[(label, cat)] += 1
            if not t.strip():
                errors.append(f"{name}.tsv:{i}: empty text")
            if t != t.strip():
                errors.append(f"{name}.tsv:{i}: leading/trailing whitespace")
            if len(t) > 160:
                errors.append(f"{name}.tsv:{i}: {len(t)} chars > 160")
            if any(c in t for c in "\t\n\r\v\f\u2028\u2029\x85"):
                errors.append(f"{name}.tsv:{i}: control/newline char in text")
            k = norm(t)
            if k in seen:
                errors.append(f"{name}.tsv:{i}: duplicate of {seen[k]}")
            else:
                seen[k] = f"{name}.tsv:{i}"
        for key, want in spec.items():
            if counts[key] != want:
                errors.append(f"{name}.tsv: {key[0]}/{key[1]} = {counts[key]}, want {want}")
    if errors:
        print("FAIL")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print(f"PASS: {len(SPEC)} files, {len(seen)} unique texts, all counts, format, length and duplicate checks ok")


if __name__ == "__main__":
    main()
