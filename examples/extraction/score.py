#!/usr/bin/env python3
"""Per-field accuracy of extractor output against the labelled corpus.

Usage:
  # run the extractor over the corpus and score it (needs a built `feelaloud`):
  python3 examples/extraction/score.py --run "swift run -c release feelaloud extract --jsonl"
  # or score an existing predictions file (one JSON object per line with "id"):
  python3 examples/extraction/score.py --pred predictions.jsonl
Options: --gold FILE... (default: every *.jsonl next to this script),
         --errors N (print up to N mismatches per field), --min 0.97 (exit 1 below).

Matching (examples/extraction/README.md): songName right when the gold title occurs in the
predicted one as whole words, case-insensitively (ä/ae etc. folded); the activity is right when
countermeasures agree and, if true, the predicted countermeasureActivity contains one of the
keyword stems; every other field must be equal. dayOffset is scored when predicted.
"""
import argparse, glob, json, os, re, subprocess, sys

FIELDS = ["mood", "musicInHead", "songName", "earwormStrength", "distress", "countermeasures",
          "countermeasureActivity", "socialContact", "stress", "dayOffset"]


def fold(s):
    s = s.lower()
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss"), ("é", "e")):
        s = s.replace(a, b)
    return s


def words(s):
    return re.findall(r"[0-9a-z]+", fold(s))


def song_ok(gold, pred):
    if gold is None:
        return pred is None
    if not isinstance(pred, str):
        return False
    g, p = words(gold), words(pred)
    return any(p[i:i + len(g)] == g for i in range(len(p) - len(g) + 1)) if g else False


def activity_ok(gold_kw, pred_cm, pred_act):
    if gold_kw is None:
        return not pred_cm and pred_act is None
    if not pred_cm or not isinstance(pred_act, str):
        return False
    a = fold(pred_act)
    return any(fold(k) in a for k in gold_kw)


def field_ok(f, gold, pred):
    if f == "songName":
        return song_ok(gold["songName"], pred.get("songName"))
    if f == "countermeasureActivity":
        return activity_ok(gold["countermeasureActivityKeywords"], pred.get("countermeasures"),
                           pred.get("countermeasureActivity"))
    return gold.get(f) == pred.get(f)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("--gold", nargs="*", default=sorted(glob.glob(os.path.join(here, "*.jsonl"))))
    ap.add_argument("--pred")
    ap.add_argument("--run")
    ap.add_argument("--errors", type=int, default=0)
    ap.add_argument("--min", type=float, default=0.97)
    a = ap.parse_args()
    cases = [json.loads(l) for f in a.gold for l in open(f, encoding="utf-8") if l.strip()]
    if a.run:
        inp = "".join(json.dumps({"id": c["id"], "text": c["text"].replace("\n", " ")}, ensure_ascii=False) + "\n" for c in cases)
        out = subprocess.run(a.run, shell=True, input=inp, capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit(f"extractor failed ({out.returncode}): {out.stderr[:500]}")
        lines = out.stdout.splitlines()
    elif a.pred:
        lines = open(a.pred, encoding="utf-8").read().splitlines()
    else:
        ap.error("--pred or --run is required")
    preds = {}
    for l in lines:
        if l.strip():
            o = json.loads(l)
            preds[o["id"]] = o
    worst = 1.0
    print(f"{len(cases)} cases, {len(preds)} predictions")
    all_right = {c["id"]: True for c in cases}
    tot_ok = tot_n = 0
    for f in FIELDS:
        ok, bad = 0, []
        for c in cases:
            p = preds.get(c["id"], {})
            if f == "dayOffset" and ("dayOffset" not in p or "dayOffset" not in c["gold"]):
                continue
            if field_ok(f, c["gold"], p):
                ok += 1
            else:
                all_right[c["id"]] = False
                exp = c["gold"]["countermeasureActivityKeywords"] if f == "countermeasureActivity" else c["gold"].get(f)
                bad.append((c["id"], exp, p.get(f), c["text"]))
        n = ok + len(bad)
        tot_ok += ok
        tot_n += n
        acc = ok / n if n else 1.0
        worst = min(worst, acc)
        print(f"{f:24s} {acc*100:6.2f}%  ({ok}/{n})")
        for cid, exp, got, text in bad[:a.errors]:
            print(f"    {cid}: expected {exp!r}, got {got!r} | {text[:120]}")
    entries = sum(all_right.values()) / len(cases) if cases else 1.0
    print(f"{'fields (all)':24s} {tot_ok / tot_n * 100 if tot_n else 100:6.2f}%  ({tot_ok}/{tot_n})")
    print(f"{'entries all right':24s} {entries * 100:6.2f}%  ({sum(all_right.values())}/{len(cases)})")
    sys.exit(0 if worst >= a.min else 1)


if __name__ == "__main__":
    main()
