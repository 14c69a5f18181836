#!/usr/bin/env python3
"""Learned weights vs the hand-ordered mood precedence (issue #11, item 2).

Trains a small multinomial logistic regression (softmax, L2, plain gradient descent, no
dependencies) over the mood evidence `MoodReader` collects (`MoodEvidence.features`) on the
tuned corpus (examples/extraction 01-23 + shared-contract) and compares it with the rule
decision (`ParagraphReader.decideMood`) on the held-out files (24 onwards, never tuned to
before their first-sight score). Prints accuracy per split and per file.

Usage:
  python3 scripts/mood-weights.py                 # dumps the features first (swift test, debug build)
  python3 scripts/mood-weights.py --features F    # an existing dump (MOOD_FEATURES_OUT=F swift test …)
  python3 scripts/mood-weights.py --write FILE    # also write the learned weights as JSON
"""
import argparse, json, math, os, re, subprocess, sys, tempfile

CLASSES = ["good", "neutral", "bad"]
NAMES = ["positive", "negative", "net", "neutralStatements", "misfortunes", "sarcasmPositive",
         "sarcasmMarker", "explicitPositive", "explicitNegative", "concludingNeutral", "concluding",
         "noContent", "overallNeutral"]


def dump(path):
    env = dict(os.environ, MOOD_FEATURES_OUT=path, SWIFT_BACKTRACE="enable=no")
    r = subprocess.run(["swift", "test", "--skip-build", "--filter", "MoodEvidenceTests"], env=env,
                       capture_output=True, text=True)
    if r.returncode != 0 or not os.path.exists(path):
        sys.exit("feature dump failed:\n" + r.stdout[-2000:] + r.stderr[-2000:])


TEST_FROM = 24


def held_out(f):
    m = re.match(r"(\d\d)-", f)
    return m is not None and int(m.group(1)) >= TEST_FROM


def design(rows, extra_rule_vote):
    X = []
    for r in rows:
        x = list(r["features"])
        # a few interactions the precedence uses: clear content, sign of the conclusion
        x += [1.0 if r["features"][10] > 0 else 0.0, 1.0 if r["features"][10] < 0 else 0.0]
        if extra_rule_vote:
            x += [1.0 if r["rules"] == c else 0.0 for c in CLASSES]
        X.append(x)
    return X


def standardise(train, test):
    d = len(train[0])
    mean = [sum(x[j] for x in train) / len(train) for j in range(d)]
    sd = [math.sqrt(sum((x[j] - mean[j]) ** 2 for x in train) / len(train)) or 1.0 for j in range(d)]
    f = lambda X: [[(x[j] - mean[j]) / sd[j] for j in range(d)] + [1.0] for x in X]
    return f(train), f(test), mean, sd


def softmax(z):
    m = max(z)
    e = [math.exp(v - m) for v in z]
    s = sum(e)
    return [v / s for v in e]


def train(X, y, l2=0.01, steps=1500, lr=0.5):
    d, k = len(X[0]), len(CLASSES)
    W = [[0.0] * d for _ in range(k)]
    n = len(X)
    for _ in range(steps):
        G = [[0.0] * d for _ in range(k)]
        for x, t in zip(X, y):
            p = softmax([sum(w[j] * x[j] for j in range(d)) for w in W])
            for c in range(k):
                g = p[c] - (1.0 if c == t else 0.0)
                if g:
                    row = G[c]
                    for j in range(d):
                        row[j] += g * x[j]
        for c in range(k):
            for j in range(d):
                W[c][j] -= lr * (G[c][j] / n + l2 * W[c][j] * (j < d - 1))
    return W


def predict(W, x):
    z = [sum(w[j] * x[j] for j in range(len(x))) for w in W]
    return max(range(len(CLASSES)), key=lambda c: z[c])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--features")
    ap.add_argument("--write")
    ap.add_argument("--l2", type=float, default=0.01)
    ap.add_argument("--test-from", type=int, default=24,
                    help="files numbered from this on are the test split (50: train 01-48, test the dev files 50-60)")
    a = ap.parse_args()
    global TEST_FROM
    TEST_FROM = a.test_from
    path = a.features
    if not path:
        path = os.path.join(tempfile.mkdtemp(), "mood-features.jsonl")
        dump(path)
    rows = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
    rows = [r for r in rows if r["gold"] in CLASSES]
    tr = [r for r in rows if not held_out(r["file"])]
    te = [r for r in rows if held_out(r["file"])]
    print(f"train (files before {TEST_FROM:02d} + shared-contract): {len(tr)} paragraphs; test ({TEST_FROM:02d}-): {len(te)}")
    results = {}
    for variant, vote in (("learned (evidence features)", False), ("learned (features + rule vote)", True)):
        Xtr, Xte, mean, sd = standardise(design(tr, vote), design(te, vote))
        ytr = [CLASSES.index(r["gold"]) for r in tr]
        W = train(Xtr, ytr, l2=a.l2)
        ptr = [CLASSES[predict(W, x)] for x in Xtr]
        pte = [CLASSES[predict(W, x)] for x in Xte]
        results[variant] = (ptr, pte, W, mean, sd)
    def acc(pred, rows_):
        return 100.0 * sum(p == r["gold"] for p, r in zip(pred, rows_)) / max(1, len(rows_))
    rule_tr = [r["rules"] for r in tr]
    rule_te = [r["rules"] for r in te]
    print(f"{'scheme':34} {'train':>8} {'held-out':>9}")
    print(f"{'hand-ordered precedence (rules)':34} {acc(rule_tr, tr):7.1f}% {acc(rule_te, te):8.1f}%")
    for v, (ptr, pte, *_rest) in results.items():
        print(f"{v:34} {acc(ptr, tr):7.1f}% {acc(pte, te):8.1f}%")
    print("\nheld-out per file (mood right): rules / learned / learned+vote")
    files = sorted({r["file"] for r in te})
    for f in files:
        idx = [i for i, r in enumerate(te) if r["file"] == f]
        sub = [te[i] for i in idx]
        line = f"  {f:48} {acc([rule_te[i] for i in idx], sub):5.1f}%"
        for v, (ptr, pte, *_rest) in results.items():
            line += f" {acc([pte[i] for i in idx], sub):6.1f}%"
        print(line)
    if a.write:
        ptr, pte, W, mean, sd = results["learned (evidence features)"]
        json.dump({"classes": CLASSES, "features": NAMES + ["concludingPositive", "concludingNegative"],
                   "mean": mean, "sd": sd, "weights": W}, open(a.write, "w"), indent=1)
        print("weights written to", a.write)


if __name__ == "__main__":
    main()
