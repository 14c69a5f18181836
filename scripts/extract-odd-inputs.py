#!/usr/bin/env python3
"""Raw output of `feelaloud extract` (--json, --jsonl, table, --explain) on odd inputs: control
characters, C1, U+2028/29, Unicode whitespace, JSON escapes and surrogates, invalid UTF-8,
CRLF, empty and whitespace-only lines, long and over-long input. A change to the machine
interface's plumbing must leave this file byte-identical:

    scripts/extract-odd-inputs.py --bin OLD/feelaloud --out before.bin
    scripts/extract-odd-inputs.py --bin .build/release/feelaloud --out after.bin
    cmp before.bin after.bin

stdout and stderr are kept as bytes (no decoding), with the exit code of every run.
"""
import argparse, json, os, random, subprocess, tempfile

BASE = "Heute war ein guter Tag mit Anna, danach Atemlos durch die Nacht im Kopf."


def texts():
    out = ["", " ", "\n", "\t \r\n ", "a", "Ä", "x" * 17, "123 456", "\ufffd" * 5, BASE]
    for c in list(range(0, 0x20)) + [0x7F] + list(range(0x80, 0xA0)):
        out.append(BASE[:20] + chr(c) + BASE[20:])
        out.append(chr(c) + BASE + chr(c))
    for s in ["\u2028", "\u2029", "\u00a0", "\u3000", "\u1680", "\u2007", "\u202f", "\u205f", "\u0085",
              " \u0301", " \u200d", " \ufe0f", " \U0001F3FB", " \u20dd", "\u200b", "\ufeff"]:
        out.append(BASE[:10] + s + BASE[10:])
        out.append(s + BASE + s)
    out.append("\x1b]0;pwned\x07\x1b[2J" + BASE + "\x1b[31mrot\x1b[0m\r\x1b[2K")
    out.append("Anführungszeichen „so“ und “so” und \"so\" und \\ Rückstrich / Schrägstrich")
    out.append("Mehrere   Leerzeichen\n\nund\tTabs  " + BASE + "  ")
    out.append("Emoji 😀🎵 und ZWJ 👩‍👩‍👧 und Flaggen 🇩🇪 " + BASE)
    out.append(BASE * 600)          # ~45 KB: beyond the analysis limit
    out.append(("ä" * 16000) + "Ü")  # the cut lands inside umlauts
    rnd = random.Random(7)
    alphabet = [chr(c) for c in range(0, 0x250)] + ["\u2028", "\u2029", "€", "„", "“", "😀", " ", " ", "\n"]
    for _ in range(200):
        out.append("".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 120))))
    return out


def jsonl_lines(ts):
    lines = []
    for i, t in enumerate(ts):
        lines.append(json.dumps({"id": i, "text": t}, ensure_ascii=(i % 2 == 0)).encode("utf-8", "surrogatepass"))
    lines += [b'', b'   ', b'\r', b'{"id":"x","text":"Guter Tag"}\r', b'  {"id":"lead","text":"Guter Tag"}  ',
              '\u00a0{"id":"nbsp","text":"Guter Tag"}\u00a0'.encode(), b'\t{"id":"tab","text":"Guter Tag"}\t',
              b'{"id":1.5,"text":"Guter Tag"}', b'{"id":-0,"text":"Guter Tag"}', b'{"id":1e300,"text":"Guter Tag"}',
              b'{"id":null,"text":"Guter Tag"}', b'{"id":true,"text":"Guter Tag"}', b'{"id":[1,{"a":"\\u001b"}],"text":"Guter Tag"}',
              b'{"id":"\\u001b[2J\\u0085\\u2028","text":"Guter Tag"}', b'{"text":"ohne id"}', b'{"id":7}', b'{"id":8,"text":5}',
              b'{"id":9,"text":"\\ud83d\\ude00 gut"}', b'{"id":10,"text":"\\ud83d kaputt"}', b'{"id":11,"text":"\\udc00"}',
              b'{"id":12,"text":"a\\/b\\bc\\fd\\u0000e gut"}', b'{"id":13,"text":"raw \x01 control"}', b'{"id":14,"text":"x"} trailing',
              b'not json', b'[1,2]', b'"just a string"', b'{"id":15,"text":"\xff\xfe invalid"}', b'\xc3\x28', b'{"id":16,"text":"\xed\xa0\x80"}',
              b'{"id":17,"text":"\xf4\x90\x80\x80"}', b'{"id":18,"text":"\xe0\x80\xaf"}', b'{"id":19,"text":"\xc0\xaf"}',
              b'{"id":20,"text":"ok \xe2\x82"}', b'{"id":21, "text" : "Guter Tag" , "pad": "' + b"y" * 70000 + b'"}',
              b'{"id":22,"text":"' + b"z" * 4_000_010 + b'"}', b'{"id":23,"text":"Ende ohne Zeilenumbruch"}']
    return lines


def run(binary, args, stdin, store):
    env = dict(os.environ, FEELALOUD_EXTRACTOR="rules", FEELALOUD_TODAY="2026-12-01", FEELALOUD_STORE=store)
    p = subprocess.run([binary] + args, input=stdin, capture_output=True, env=env)
    return b"== " + " ".join(args).encode("utf-8", "surrogatepass")[:200] + b" exit %d\n" % p.returncode + p.stdout + b"\n-- stderr\n" + p.stderr + b"\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    store = tempfile.mkdtemp(prefix="odd-inputs-")
    ts = texts()
    out = []
    lines = jsonl_lines(ts)
    body = b"\n".join(lines)  # the last line has no newline
    out.append(run(a.bin, ["extract", "--jsonl"], body, store))
    out.append(run(a.bin, ["extract", "--jsonl"], body.replace(b"\n", b"\r\n") + b"\r\n", store))
    out.append(run(a.bin, ["extract", "--jsonl"], b"", store))
    for i, t in enumerate(ts[:120] + ts[-210:]):
        raw = t.encode("utf-8", "surrogatepass")
        out.append(run(a.bin, ["extract", "--json"], raw, store))
        if i % 3 == 0:
            out.append(run(a.bin, ["extract"], raw, store))
        if i % 5 == 0:
            out.append(run(a.bin, ["extract", "--explain"], raw, store))
        if i % 7 == 0 and "\x00" not in t:
            out.append(run(a.bin, ["extract", "--json", t], b"", store))
    for raw in [b"\xff\xfe", b"ok \xc3", b"\xed\xa0\x80 gut", b"x" * 2_000_001, b"Guter Tag\x00 mit NUL"]:
        out.append(run(a.bin, ["extract", "--json"], raw, store))
    out.append(run(a.bin, ["extract", "--jsonl", '{"id":1,"text":"Guter Tag"}\n\n{"id":2}\nkaputt'], b"", store))
    with open(a.out, "wb") as f:
        f.write(b"".join(out))


if __name__ == "__main__":
    main()
