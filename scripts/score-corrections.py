#!/usr/bin/env python3
"""Score correction corpus files through the real binary (`feelaloud correct --json`).

Usage: scripts/score-corrections.py [--bin PATH] [-v] FILE.jsonl ...
Fields: the nine contract fields compared with "after" (ask-back cases: with "before").
Cases: all nine right (and the day, for cases with "afterDayOffset") and "clarify" present exactly when the case expects it.
Used for the first-sight rows of examples/corrections/FIRST-SIGHT.md.
"""
import json, subprocess, sys

KEYS = ["mood", "musicInHead", "songName", "earwormStrength", "distress",
        "countermeasures", "countermeasureActivity", "socialContact", "stress"]

def main(argv):
    binary, verbose, files = ".build/debug/feelaloud", False, []
    it = iter(argv)
    for a in it:
        if a == "--bin": binary = next(it)
        elif a == "-v": verbose = True
        else: files.append(a)
    tf = tc = nf = nc = 0
    for path in files:
        f_ok = c_ok = f_all = c_all = 0
        for line in open(path, encoding="utf-8"):
            if not line.strip(): continue
            case = json.loads(line)
            inp = {"fields": case["before"], "utterance": case["utterance"]}
            if "dayOffset" in case: inp["dayOffset"] = case["dayOffset"]
            args = [binary, "correct", "--json"] + (["--today", case["today"]] if "today" in case else [])
            run = subprocess.run(args, input=json.dumps(inp, ensure_ascii=False),
                                 capture_output=True, text=True)
            try: out = json.loads(run.stdout)
            except ValueError: out = {"fields": {}, "error": run.stderr.strip()}
            want = case["before"] if case.get("clarify") else case["after"]
            got = out.get("fields", {})
            right = sum(1 for k in KEYS if got.get(k) == want.get(k))
            asked = "clarify" in out
            # §5.3 day corrections: "afterDayOffset" is the day the output must carry.
            day_ok = "afterDayOffset" not in case or out.get("dayOffset") == case["afterDayOffset"]
            whole = right == len(KEYS) and day_ok and asked == bool(case.get("clarify"))
            f_ok += right; f_all += len(KEYS); c_ok += whole; c_all += 1
            if verbose and not whole:
                diff = {k: (want.get(k), got.get(k)) for k in KEYS if got.get(k) != want.get(k)}
                if not day_ok: diff["dayOffset"] = (case["afterDayOffset"], out.get("dayOffset"))
                print(f"MISS {case['id']}: {case['utterance']}\n   want clarify={bool(case.get('clarify'))} got clarify={asked} {diff}")
        print(f"{path}: cases {c_ok}/{c_all} ({100*c_ok/c_all:.1f} %), fields {f_ok}/{f_all} ({100*f_ok/f_all:.1f} %)")
        tf += f_ok; nf += f_all; tc += c_ok; nc += c_all
    if len(files) > 1:
        print(f"total: cases {tc}/{nc} ({100*tc/nc:.1f} %), fields {tf}/{nf} ({100*tf/nf:.1f} %)")

if __name__ == "__main__":
    main(sys.argv[1:])
