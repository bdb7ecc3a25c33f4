#!/usr/bin/env python3
"""Check the batch against POLICY.md batch 12: counts per file/label/category, format, length, duplicates."""
import os, sys
from collections import Counter
here = os.path.dirname(os.path.abspath(__file__))
EN = {("block","dehumanisation"):35,("block","direct_threat_group"):45,("block","hate_expression"):30,
      ("block","implicit_derogation"):30,("block","negated_positive"):20,("block","negative_attribute"):35,
      ("block","normative_violence"):45,("block","opinion"):20,("block","profanity_hate"):20,
      ("block","pronoun_reference"):20,("block","question"):20,("block","slur"):20,
      ("block","spelling_evasion"):40,("block","threat_person"):10,
      ("allow","abuse_nonprotected_group"):30,("allow","abuse_object"):25,("allow","counter_quote"):30,
      ("allow","counter_reference"):25,("allow","negated_hate"):30,("allow","neutral_group"):30,
      ("allow","news_violence"):20,("allow","ordinary_sms"):20,("allow","positive_group"):30,
      ("allow","profanity_no_group"):20,("allow","reclaimed"):15,("allow","slur_homonym"):15}
LANG = {("block","dehumanisation"):8,("block","derogation"):10,("block","hate_expression"):6,
        ("block","threat_person"):6,("block","violence_call"):10,("allow","counter_speech"):8,
        ("allow","neutral_group"):10,("allow","news_violence"):10,("allow","ordinary_sms"):25,
        ("allow","threat_object"):7}
SPEC = {"en.tsv":(EN,680),"af.tsv":(LANG,100),"zu.tsv":(LANG,100),"xh.tsv":(LANG,100),"st.tsv":(LANG,100),
        "marketing.tsv":({("ham","ham"):180,("spam","spam"):80},260)}
assert sum(EN.values())==680 and sum(LANG.values())==100
errors = []; seen = {}
for fname,(spec,total) in SPEC.items():
    path = os.path.join(here,fname)
    raw = open(path,"rb").read()
    if b"\r" in raw: errors.append(f"{fname}: contains CR")
    if not raw.endswith(b"\n"): errors.append(f"{fname}: no final LF")
    text = raw.decode("utf-8")  # raises if not UTF-8
    if text.startswith("\ufeff"): errors.append(f"{fname}: BOM")
    lines = text.split("\n")[:-1]
    if len(lines)!=total: errors.append(f"{fname}: {len(lines)} lines, want {total}")
    cnt = Counter()
    for i,l in enumerate(lines,1):
        parts = l.split("\t")
        if len(parts)!=3: errors.append(f"{fname}:{i}: {len(parts)} fields"); continue
        lab,cat,t = parts
        cnt[(lab,cat)] += 1
        if not t.strip(): errors.append(f"{fname}:{i}: empty text")
        if t != t.strip(): errors.append(f"{fname}:{i}: leading/trailing space")
        if len(t)>160: errors.append(f"{fname}:{i}: text length {len(t)} > 160")
        if any(c in t for c in "\t\n\r\x0b\x0c\u2028\u2029\x85"): errors.append(f"{fname}:{i}: control char")
        k = t.casefold()
        if k in seen: errors.append(f"{fname}:{i}: duplicate of {seen[k]}")
        else: seen[k] = f"{fname}:{i}"
    if cnt != Counter(spec):
        for key in set(cnt)|set(spec):
            if cnt.get(key,0)!=spec.get(key,0):
                errors.append(f"{fname}: {key} has {cnt.get(key,0)}, want {spec.get(key,0)}")
for e in errors: print(e)
print("CLEAN" if not errors else f"{len(errors)} problem(s)")
sys.exit(1 if errors else 0)
