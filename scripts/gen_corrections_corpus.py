#!/usr/bin/env python3
"""Expands the compact correction specs below into examples/corrections/*.jsonl.

Each spec: (base state, utterance, changes dict) or (base, utterance, "clarify").
"after" = base + changes with CONTRACT.md §1 conditional rules applied. Rerun after editing:
    python3 scripts/gen_corrections_corpus.py
"""
import json, os

KEYS = ["mood", "musicInHead", "songName", "earwormStrength", "distress", "countermeasures",
        "countermeasureActivity", "socialContact", "stress"]

def st(mood="neutral", music=False, song=None, strength=None, distress=None, cm=False, act=None, social=False, stress=None):
    return dict(mood=mood, musicInHead=music, songName=song, earwormStrength=strength, distress=distress,
                countermeasures=cm, countermeasureActivity=act, socialContact=social, stress=stress)

def norm(f):
    f = dict(f)
    if f["countermeasureActivity"]: f["countermeasures"] = True
    if not f["countermeasures"]: f["countermeasureActivity"] = None
    if f["musicInHead"]: f["stress"] = None
    else:
        for k in ["songName", "earwormStrength", "distress", "countermeasureActivity"]: f[k] = None
        f["countermeasures"] = False
    return f

BASES = {
    "A": st("good", True, "Skandal im Sperrbezirk", "medium", "low"),
    "B": st("neutral", False, social=True, stress="medium"),
    "C": st("bad", True, "Atemlos durch die Nacht", "strong", "high", True, "Kaugummi gekaut", True),
    "D": st("bad", False, social=False),
    "E": st("neutral", True),
    "F": st("good", False, social=True, stress="none"),
}

from corrections_specs import SPECS  # noqa: E402

def main():
    root = os.path.join(os.path.dirname(__file__), "..", "examples", "corrections")
    total = 0
    for fname, specs in SPECS.items():
        lines = []
        for i, spec in enumerate(specs, 1):
            base, utt, res = spec
            before = norm(BASES[base])
            rec = {"id": f"{fname}-{i:03d}", "before": before, "utterance": utt}
            if res == "clarify":
                rec["clarify"] = True
                rec["after"] = before
            else:
                after = dict(before); after.update(res)
                # an explicit "no countermeasures" clears the activity (norm would re-imply #6)
                if res.get("countermeasures") is False: after["countermeasureActivity"] = None
                rec["after"] = norm(after)
            lines.append(json.dumps(rec, ensure_ascii=False))
        with open(os.path.join(root, fname + ".jsonl"), "w") as fh:
            fh.write("\n".join(lines) + "\n")
        total += len(lines)
    print(total, "cases")

if __name__ == "__main__":
    main()
