#!/usr/bin/env python3
"""Check the built TSV files of this batch against POLICY.md. Prints OK or the problems; exit 1 on problems."""
import collections
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
MAXLEN = 160

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
EXPECTED = {
    "en.tsv": (EN, 680), "af.tsv": (LANG, 100), "zu.tsv": (LANG, 100),
    "xh.tsv": (LANG, 100), "st.tsv": (LANG, 100), "marketing.tsv": (MARKETING, 260),
}


def norm(text):
    return " ".join(text.split()).casefold()


def main():
    problems = []
    seen = {}
    for fname, (counts, total) in EXPECTED.items():
        path = os.path.join(OUT, fname)
        if not os.path.exists(path):
            problems.append(f"{fname}: missing")
            continue
        data = open(path, "rb").read()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as e:
            problems.append(f"{fname}: not UTF-8 ({e})")
            continue
        if data.startswith(b"\xef\xbb\xbf"):
            problems.append(f"{fname}: has a BOM")
        if b"\r" in data:
            problems.append(f"{fname}: contains CR (not LF-only)")
        if not text.endswith("\n"):
            problems.append(f"{fname}: no final newline")
        got = collections.Counter()
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines = lines[:-1]
        for n, line in enumerate(lines, 1):
            where = f"{fname}:{n}"
            fields = line.split("\t")
            if len(fields) != 3:
                problems.append(f"{where}: {len(fields)} fields, want 3")
                continue
            label, category, msg = fields
            if (label, category) not in counts:
                hint = " (header line?)" if n == 1 else ""
                problems.append(f"{where}: unknown label/category {label!r}/{category!r}{hint}")
            got[(label, category)] += 1
            if not msg.strip():
                problems.append(f"{where}: empty text")
            if msg != msg.strip():
                problems.append(f"{where}: leading/trailing whitespace")
            if len(msg) > MAXLEN:
                problems.append(f"{where}: text is {len(msg)} chars (> {MAXLEN})")
            key = norm(msg)
            if key in seen:
                problems.append(f"{where}: text repeats {seen[key]}: {msg[:60]!r}")
            else:
                seen[key] = where
        if len(lines) != total:
            problems.append(f"{fname}: {len(lines)} lines, want {total}")
        for key, want in counts.items():
            if got[key] != want:
                problems.append(f"{fname}: {key[0]}/{key[1]} has {got[key]}, want {want}")
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
