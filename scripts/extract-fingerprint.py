#!/usr/bin/env python3
"""Behaviour fingerprint of the rule-based extractor (issue #11 speed work).

Runs `feelaloud extract --jsonl` on every examples/extraction/*.jsonl and songs/*.jsonl input,
on generated realistic ~300-character paragraphs (corpus paragraphs joined, as the bench does,
in several deterministic orders), and `feelaloud extract --explain` on a sample, and writes all
output to one file. A speed change must leave that file byte-identical:

    scripts/extract-fingerprint.py --bin OLD/feelaloud --out before.txt
    scripts/extract-fingerprint.py --bin .build/release/feelaloud --out after.txt
    cmp before.txt after.txt

`--paragraphs FILE` writes the generated realistic paragraphs as JSONL (the 10k-paragraph
`extract --jsonl` timing in docs/performance.md uses it).
"""
import argparse, glob, json, os, random, subprocess, sys, hashlib, tempfile, shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def corpus_files():
    fs = sorted(glob.glob(os.path.join(ROOT, "examples/extraction/*.jsonl")))
    fs += sorted(glob.glob(os.path.join(ROOT, "examples/extraction/songs/*.jsonl")))
    return fs


def texts(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line:
                out.append(json.loads(line)["text"])
    return out


def realistic(paragraphs, count, length=300, seed=11):
    """Corpus paragraphs joined until `length` characters; first in file order (the bench's
    set), then in shuffled orders until `count` paragraphs exist."""
    out, rnd, order = [], random.Random(seed), list(paragraphs)
    while len(out) < count:
        current = ""
        for p in order:
            current = p if not current else current + " " + p
            if len(current) >= length:
                out.append(current)
                current = ""
                if len(out) == count:
                    break
        rnd.shuffle(order)
    return out


def run(binary, args, stdin):
    env = dict(os.environ, FEELALOUD_EXTRACTOR="rules", FEELALOUD_TODAY="2026-12-01",
               FEELALOUD_STORE=os.path.join(SCRATCH, "store"))
    p = subprocess.run([binary] + args, input=stdin.encode("utf-8"), capture_output=True, env=env)
    return p.stdout.decode("utf-8", "replace") + (f"[exit {p.returncode}] " + p.stderr.decode("utf-8", "replace") if p.returncode else "")


SCRATCH = tempfile.mkdtemp(prefix="fingerprint-")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=os.path.join(ROOT, ".build/release/feelaloud"))
    ap.add_argument("--out")
    ap.add_argument("--realistic", type=int, default=10000)
    ap.add_argument("--explain-every", type=int, default=12)
    ap.add_argument("--paragraphs")
    a = ap.parse_args()
    all_texts = []
    for f in corpus_files():
        all_texts += texts(f)
    main_texts = []
    for f in sorted(glob.glob(os.path.join(ROOT, "examples/extraction/*.jsonl"))):
        main_texts += texts(f)
    long = realistic(main_texts, a.realistic)
    if a.paragraphs:
        with open(a.paragraphs, "w", encoding="utf-8") as f:
            for i, t in enumerate(long):
                f.write(json.dumps({"id": f"r{i}", "text": t}, ensure_ascii=False) + "\n")
        if not a.out:
            return
    parts = []
    for f in corpus_files():
        with open(f, encoding="utf-8") as fh:
            parts.append(f"## jsonl {os.path.relpath(f, ROOT)}\n" + run(a.bin, ["extract", "--jsonl"], fh.read()))
    stdin = "".join(json.dumps({"id": f"r{i}", "text": t}, ensure_ascii=False) + "\n" for i, t in enumerate(long))
    parts.append("## jsonl realistic\n" + run(a.bin, ["extract", "--jsonl"], stdin))
    sample = all_texts[:: a.explain_every] + long[:: max(1, len(long) // 40)]
    for i, t in enumerate(sample):
        parts.append(f"## explain {i}\n" + run(a.bin, ["extract", "--explain", t], ""))
    text = "".join(parts)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    if a.out:
        with open(a.out, "w", encoding="utf-8") as f:
            f.write(text)
    shutil.rmtree(SCRATCH, ignore_errors=True)
    print(f"{len(all_texts)} corpus + {len(long)} realistic paragraphs, {len(sample)} explained; sha256 {digest}")


if __name__ == "__main__":
    sys.exit(main())
