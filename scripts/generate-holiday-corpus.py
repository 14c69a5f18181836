#!/usr/bin/env python3
"""Writes examples/questions/holidays.jsonl: every holiday of CONTRACT.md §5.1 (and the few more
the parser knows), asked with a year for each of 2020–2035 and without a year on varied days.
Dates are computed here (Easter by the anonymous Gregorian algorithm, Advent from 24 December)
independently of the Swift code, so the corpus test cross-checks both. Deterministic.
Run from the repo root: python3 scripts/generate-holiday-corpus.py
"""
import datetime as dt
import json
import os
import random

D = dt.date


def days(n):
    return dt.timedelta(days=n)


def easter(y):
    a = y % 19
    b, c = divmod(y, 100)
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    return D(y, (h + l - 7 * m + 114) // 31, (h + l - 7 * m + 114) % 31 + 1)


def advent1(y):
    x = D(y, 12, 24)
    return x - days(x.isoweekday() % 7) - days(21)


def nth_sunday(y, month, n):
    first = D(y, month, 1)
    return first + days((7 - first.isoweekday()) % 7 + 7 * (n - 1))


# display name -> function year -> (from, to)
H = {
    "Heiligabend": lambda y: (D(y, 12, 24),) * 2,
    "Weihnachten": lambda y: (D(y, 12, 24), D(y, 12, 26)),
    "den Weihnachtsfeiertagen": lambda y: (D(y, 12, 25), D(y, 12, 26)),
    "dem ersten Weihnachtstag": lambda y: (D(y, 12, 25),) * 2,
    "dem zweiten Weihnachtstag": lambda y: (D(y, 12, 26),) * 2,
    "Silvester": lambda y: (D(y, 12, 31),) * 2,
    "Neujahr": lambda y: (D(y, 1, 1),) * 2,
    "Heilige Drei Könige": lambda y: (D(y, 1, 6),) * 2,
    "Valentinstag": lambda y: (D(y, 2, 14),) * 2,
    "dem Tag der Arbeit": lambda y: (D(y, 5, 1),) * 2,
    "Johannistag": lambda y: (D(y, 6, 24),) * 2,
    "Mariä Himmelfahrt": lambda y: (D(y, 8, 15),) * 2,
    "dem Tag der Deutschen Einheit": lambda y: (D(y, 10, 3),) * 2,
    "Reformationstag": lambda y: (D(y, 10, 31),) * 2,
    "Halloween": lambda y: (D(y, 10, 31),) * 2,
    "Allerheiligen": lambda y: (D(y, 11, 1),) * 2,
    "Nikolaus": lambda y: (D(y, 12, 6),) * 2,
    "Weiberfastnacht": lambda y: (easter(y) - days(52),) * 2,
    "Fastnachtssamstag": lambda y: (easter(y) - days(50),) * 2,
    "Fastnachtssonntag": lambda y: (easter(y) - days(49),) * 2,
    "Rosenmontag": lambda y: (easter(y) - days(48),) * 2,
    "Faschingsdienstag": lambda y: (easter(y) - days(47),) * 2,
    "Fasching": lambda y: (easter(y) - days(52), easter(y) - days(47)),
    "Karneval": lambda y: (easter(y) - days(52), easter(y) - days(47)),
    "Aschermittwoch": lambda y: (easter(y) - days(46),) * 2,
    "Palmsonntag": lambda y: (easter(y) - days(7),) * 2,
    "Gründonnerstag": lambda y: (easter(y) - days(3),) * 2,
    "Karfreitag": lambda y: (easter(y) - days(2),) * 2,
    "Karsamstag": lambda y: (easter(y) - days(1),) * 2,
    "Ostersonntag": lambda y: (easter(y),) * 2,
    "Ostermontag": lambda y: (easter(y) + days(1),) * 2,
    "Ostern": lambda y: (easter(y) - days(2), easter(y) + days(1)),
    "Christi Himmelfahrt": lambda y: (easter(y) + days(39),) * 2,
    "Pfingstsonntag": lambda y: (easter(y) + days(49),) * 2,
    "Pfingstmontag": lambda y: (easter(y) + days(50),) * 2,
    "Pfingsten": lambda y: (easter(y) + days(49), easter(y) + days(50)),
    "Fronleichnam": lambda y: (easter(y) + days(60),) * 2,
    "Muttertag": lambda y: (nth_sunday(y, 5, 2),) * 2,
    "Erntedankfest": lambda y: (nth_sunday(y, 10, 1),) * 2,
    "Volkstrauertag": lambda y: (advent1(y) - days(14),) * 2,
    "Buß- und Bettag": lambda y: (advent1(y) - days(11),) * 2,
    "Totensonntag": lambda y: (advent1(y) - days(7),) * 2,
    "im Advent": lambda y: (advent1(y), D(y, 12, 24)),
    "dem 1. Advent": lambda y: (advent1(y),) * 2,
    "dem zweiten Advent": lambda y: (advent1(y) + days(7),) * 2,
    "dem 3. Advent": lambda y: (advent1(y) + days(14),) * 2,
    "dem vierten Advent": lambda y: (advent1(y) + days(21),) * 2,
}


def most_recent(fn, t):
    f, e = fn(t.year)
    if f > t:
        f, e = fn(t.year - 1)
    return f, min(e, t)


def q(name):
    if name.startswith(("dem ", "den ", "im ")):
        return f"wie war es an {name}" if name.startswith(("dem ", "den ")) else f"wie war es {name}"
    return f"wie war es an {name}"


rng = random.Random(20261201)
out = []
n = 0
for name, fn in H.items():
    for y in range(2020, 2036):
        f, e = fn(y)
        n += 1
        out.append({"id": f"hol{n:04d}", "today": "2036-01-10", "question": q(name).replace("an dem ", "am ") + f" {y}?",
                    "intent": "summary", "range": {"from": f.isoformat(), "to": e.isoformat()}, "field": None})
    for _ in range(3):
        t = D(2020, 3, 1) + days(rng.randrange(0, 365 * 15))
        f, e = most_recent(fn, t)
        n += 1
        out.append({"id": f"hol{n:04d}", "today": t.isoformat(), "question": q(name).replace("an dem ", "am ") + "?",
                    "intent": "summary", "range": {"from": f.isoformat(), "to": e.isoformat()}, "field": None})
    # on the day itself and the day before it
    f, e = fn(2031)
    for t in (f, f - days(1)):
        g, h = most_recent(fn, t)
        n += 1
        out.append({"id": f"hol{n:04d}", "today": t.isoformat(), "question": q(name).replace("an dem ", "am ") + "?",
                    "intent": "summary", "range": {"from": g.isoformat(), "to": h.isoformat()}, "field": None})

here = os.path.dirname(os.path.abspath(__file__))
path = os.path.join(here, "..", "examples", "questions", "holidays.jsonl")
with open(path, "w", encoding="utf-8") as fh:
    for row in out:
        fh.write(json.dumps(row, ensure_ascii=False) + "\n")
print(f"{len(out)} questions -> {os.path.relpath(path)}")
