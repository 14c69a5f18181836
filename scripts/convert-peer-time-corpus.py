#!/usr/bin/env python3
"""Writes examples/questions/peer/time-phrases.jsonl: German time phrases taken from the test
suites of two open-source date parsers, converted to FeelAloud's contract (CONTRACT.md §4 and
§5.1), each asked as a question ("wie ging es mir am 15.2.?") on the peer's reference day.

Sources (phrases and reference days only; no code is copied):
- facebook/duckling  Duckling/Time/DE/Corpus.hs  (reference 2013-02-12, a Tuesday)
- microsoft/Recognizers-Text  Specs/DateTime/German/{DateParser,DatePeriodParser,HolidayParser,
  DateTimeModel}.json  (reference day per case)

The expected ranges are computed here with Python's datetime (Easter by the anonymous
Gregorian algorithm), independently of the Swift code. Where our contract defines a phrase
differently from the peer (a diary looks back: "Freitag" is the last Friday, "Ostern" is
Karfreitag..Ostermontag, …) the line carries "note" and the peer's own reading in "peer".
Phrases about the future ("nächste Woche", "morgen") cannot be answered from a diary: they
expect "unparsed" (the answer names the words) and no range. Phrases the contract does not
cover at all (clock times alone, English-style dates such as "Feb 18", slash dates) are left
out. Run from the repo root: python3 scripts/convert-peer-time-corpus.py
"""
import datetime as dt
import json
import os

D = dt.date
ONE = dt.timedelta(days=1)


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
    month = (h + l - 7 * m + 114) // 31
    day = (h + l - 7 * m + 114) % 31 + 1
    return D(y, month, day)


def e(y, off):
    return easter(y) + dt.timedelta(days=off)


def advent(y, n):
    # 4th Advent = the last Sunday on or before 24 Dec
    x = D(y, 12, 24)
    fourth = x - dt.timedelta(days=(x.isoweekday() % 7))
    return fourth - dt.timedelta(days=7 * (4 - n))


def mothers_day(y):
    d = D(y, 5, 1)
    first_sunday = d + dt.timedelta(days=(7 - d.isoweekday()) % 7)
    return first_sunday + dt.timedelta(days=7)


def s(d):
    return d.isoformat()


DUCK = "duckling Duckling/Time/DE/Corpus.hs"
MSDP = "Recognizers-Text Specs/DateTime/German/DateParser.json"
MSPP = "Recognizers-Text Specs/DateTime/German/DatePeriodParser.json"
MSHP = "Recognizers-Text Specs/DateTime/German/HolidayParser.json"
MSDM = "Recognizers-Text Specs/DateTime/German/DateTimeModel.json"

T0 = D(2013, 2, 12)  # duckling's reference day

cases = []


def add(src, today, question, frm, to=None, peer=None, note=None):
    """frm/to dates; frm=None with to=None means: expect "unparsed" (no range)."""
    c = {"source": src, "today": s(today), "question": question}
    if frm is None and to is None:
        c["range"] = None
        c["unparsed"] = True
    else:
        c["range"] = {"from": s(frm), "to": s(to or frm)}
    if peer:
        c["peer"] = peer
    if note:
        c["note"] = note
    cases.append(c)


BACK = "a diary looks back: the most recent one strictly before today (CONTRACT §4), not the next"
FUT = "the future cannot be answered from a diary: the words are named as not understood"

# ---------------- duckling ----------------
t = T0
add(DUCK, t, "wie war es heute?", t)
add(DUCK, t, "wie ging es mir gestern?", D(2013, 2, 11))
add(DUCK, t, "wie war es am montag?", D(2013, 2, 11), peer="2013-02-18", note=BACK)
add(DUCK, t, "wie war es diesen montag?", D(2013, 2, 11), peer="2013-02-18", note=BACK)
add(DUCK, t, "wie war der dienstag?", D(2013, 2, 5), peer="2013-02-19", note=BACK)
add(DUCK, t, "wie war es am donnerstag?", D(2013, 2, 7), peer="2013-02-14", note=BACK)
add(DUCK, t, "wie war der freitag?", D(2013, 2, 8), peer="2013-02-15", note=BACK)
add(DUCK, t, "wie war es am samstag?", D(2013, 2, 9), peer="2013-02-16", note=BACK)
add(DUCK, t, "wie war der sonntag?", D(2013, 2, 10))
add(DUCK, t, "wie war es am 1 märz?", D(2012, 3, 1), peer="2013-03-01", note=BACK)
add(DUCK, t, "wie war es am ersten märz?", D(2012, 3, 1), peer="2013-03-01", note=BACK)
add(DUCK, t, "wie ging es mir am 15ten?", D(2013, 1, 15), peer="2013-02-15",
    note="day only: this month's if not after today, else the most recent month with that day (§5.1)")
add(DUCK, t, "wie war es am 15. februar?", D(2012, 2, 15), peer="2013-02-15", note=BACK)
add(DUCK, t, "wie war es am 15te februar?", D(2012, 2, 15), peer="2013-02-15", note=BACK)
add(DUCK, t, "wie war es am 15.2.?", D(2012, 2, 15), peer="2013-02-15", note=BACK)
add(DUCK, t, "wie war es am 31.10.1974?", D(1974, 10, 31))
add(DUCK, t, "wie war es am 31.10.74?", D(1974, 10, 31))
add(DUCK, t, "wie war es am Sonntag, 10. Februar?", D(2013, 2, 10))
add(DUCK, t, "wie war diese woche?", D(2013, 2, 11), t, peer="2013-02-11..2013-02-17",
    note="ranges never end after today (§5.1)")
add(DUCK, t, "wie war letzte woche?", D(2013, 2, 4), D(2013, 2, 10))
add(DUCK, t, "wie war es letzten monat?", D(2013, 1, 1), D(2013, 1, 31))
add(DUCK, t, "wie war dieses quartal?", D(2013, 1, 1), t, peer="2013-01-01..2013-03-31",
    note="ranges never end after today")
add(DUCK, t, "wie war letztes jahr?", D(2012, 1, 1), D(2012, 12, 31))
add(DUCK, t, "wie war dieses jahr?", D(2013, 1, 1), t, peer="2013", note="ranges never end after today")
add(DUCK, t, "wie war es letzten sonntag?", D(2013, 2, 10))
add(DUCK, t, "wie war es sonntag der letzten woche?", D(2013, 2, 10))
add(DUCK, t, "wie war es sonntag letzte woche?", D(2013, 2, 10))
add(DUCK, t, "wie war es letzten dienstag?", D(2013, 2, 5))
add(DUCK, t, "wie war es am montag dieser woche?", D(2013, 2, 11))
add(DUCK, t, "wie war der dienstag dieser woche?", t)
add(DUCK, t, "wie war es vorgestern?", D(2013, 2, 10))
add(DUCK, t, "wie war es vor 7 tagen?", D(2013, 2, 5))
add(DUCK, t, "wie war es vor 14 tagen?", D(2013, 1, 29))
add(DUCK, t, "wie war es vor zwei wochen?", D(2013, 1, 29))
add(DUCK, t, "wie war es vor einer woche?", D(2013, 2, 5))
add(DUCK, t, "wie war es vor drei wochen?", D(2013, 1, 22))
add(DUCK, t, "wie war es vor drei monaten?", D(2012, 11, 12))
add(DUCK, t, "wie war es vor zwei jahren?", D(2011, 2, 12), peer="2011-02 (a month)",
    note="vor N Jahren is the same date N years back (§5.1)")
add(DUCK, t, "wie war es diesen sommer?", D(2012, 6, 1), D(2012, 8, 31), peer="2013-06-21..2013-09-23",
    note="meteorological season, the most recent that has begun (§4)")
add(DUCK, t, "wie war es diesen winter?", D(2012, 12, 1), t, peer="2012-12-21..2013-03-20",
    note="meteorological season, ends at today while it lasts")
add(DUCK, t, "wie war es an Weihnachten?", D(2012, 12, 24), D(2012, 12, 26), peer="2013-12-25",
    note="Weihnachten = 24.–26.12., the most recent (§5.1)")
add(DUCK, t, "wie war der Weihnachtstag?", D(2012, 12, 25), peer="2013-12-25", note=BACK)
add(DUCK, t, "wie war es an Silvester?", D(2012, 12, 31), peer="2013-12-31", note=BACK)
add(DUCK, t, "wie war der Neujahrstag?", D(2013, 1, 1), peer="2014-01-01", note=BACK)
add(DUCK, t, "wie war es an Neujahr?", D(2013, 1, 1), peer="2014-01-01", note=BACK)
add(DUCK, t, "wie war es am Valentinstag?", D(2012, 2, 14), peer="2013-02-14", note=BACK)
add(DUCK, t, "wie war es am Muttertag?", mothers_day(2012), peer="2013-05-12", note=BACK)
add(DUCK, t, "wie war es am Vatertag?", e(2012, 39), peer="2013-06-16",
    note="Vatertag is Christi Himmelfahrt in Germany (the peer uses the US date); the most recent")
add(DUCK, t, "wie war es am Tag der Deutschen Einheit?", D(2012, 10, 3), peer="2013-10-03", note=BACK)
add(DUCK, t, "wie war es am 3. Oktober?", D(2012, 10, 3), peer="2013-10-03", note=BACK)
add(DUCK, t, "wie war es an Halloween?", D(2012, 10, 31), peer="2013-10-31", note=BACK)
add(DUCK, t, "wie war es an Allerheiligen?", D(2012, 11, 1), peer="2013-11-01", note=BACK)
add(DUCK, t, "wie war es an Nikolaus?", D(2012, 12, 6), peer="2013-12-06", note=BACK)
add(DUCK, t, "wie war der Nikolaustag?", D(2012, 12, 6), peer="2013-12-06", note=BACK)
add(DUCK, t, "wie war es heute abend?", t, note="day granularity: the evening is that day")
add(DUCK, t, "wie war es gestern abend?", D(2013, 2, 11), note="day granularity")
add(DUCK, t, "wie war dieses wochenende?", D(2013, 2, 9), D(2013, 2, 10), peer="2013-02-15..2013-02-17",
    note="Wochenende on a weekday = the most recent Sat..Sun (§4)")
add(DUCK, t, "wie war es montag morgens?", D(2013, 2, 11), peer="2013-02-18", note=BACK)
add(DUCK, t, "wie war es morgens am 15. februar?", D(2012, 2, 15), peer="2013-02-15", note=BACK)
add(DUCK, t, "wie war es am 15. februar morgens?", D(2012, 2, 15), peer="2013-02-15", note=BACK)
add(DUCK, t, "wie waren die letzten 2 tage?", D(2013, 2, 11), t, peer="2013-02-10..2013-02-11",
    note="die letzten N Tage include today (§4)")
add(DUCK, t, "wie waren die letzten zwei tage?", D(2013, 2, 11), t, peer="2013-02-10..2013-02-11",
    note="die letzten N Tage include today (§4)")
add(DUCK, t, "wie waren die vergangenen zwei tage?", D(2013, 2, 11), t, peer="2013-02-10..2013-02-11",
    note="die letzten N Tage include today (§4)")
add(DUCK, t, "wie waren die letzten 2 wochen?", D(2013, 1, 30), t, peer="2013-01-28..2013-02-10",
    note="T-13 .. T (§4)")
add(DUCK, t, "wie waren die letzte zwei wochen?", D(2013, 1, 30), t, peer="2013-01-28..2013-02-10",
    note="T-13 .. T (§4)")
add(DUCK, t, "wie waren die vergangenen 2 wochen?", D(2013, 1, 30), t, peer="2013-01-28..2013-02-10",
    note="T-13 .. T (§4)")
add(DUCK, t, "wie war es in den letzten 2 monaten?", D(2012, 12, 13), t, peer="2012-12..2013-01",
    note="the same date N months back + 1 day .. T (§5.1)")
add(DUCK, t, "wie waren die letzte zwei monate?", D(2012, 12, 13), t, peer="2012-12..2013-01",
    note="the same date N months back + 1 day .. T (§5.1)")
add(DUCK, t, "wie war es in den vergangenen zwei monaten?", D(2012, 12, 13), t, peer="2012-12..2013-01",
    note="the same date N months back + 1 day .. T (§5.1)")
add(DUCK, t, "wie war es in den letzten 2 jahren?", D(2011, 2, 13), t, peer="2011..2012",
    note="the same date N years back + 1 day .. T (§5.1)")
add(DUCK, t, "wie waren die letzten zwei jahre?", D(2011, 2, 13), t, peer="2011..2012",
    note="the same date N years back + 1 day .. T (§5.1)")
add(DUCK, t, "wie war es in den vergangenen zwei jahren?", D(2011, 2, 13), t, peer="2011..2012",
    note="the same date N years back + 1 day .. T (§5.1)")
add(DUCK, t, "wie war es vom 13. - 15. Juli?", D(2012, 7, 13), D(2012, 7, 15), peer="2013-07-13..2013-07-15", note=BACK)
add(DUCK, t, "wie war es vom 13ter bis 15ter Juli?", D(2012, 7, 13), D(2012, 7, 15), peer="2013-07-13..2013-07-15", note=BACK)
add(DUCK, t, "wie war es vom 13 bis 15 Juli?", D(2012, 7, 13), D(2012, 7, 15), peer="2013-07-13..2013-07-15", note=BACK)
add(DUCK, t, "wie war es 13 - 15 Juli?", D(2012, 7, 13), D(2012, 7, 15), peer="2013-07-13..2013-07-15", note=BACK)
add(DUCK, t, "wie war es am 10.12.?", D(2012, 12, 10), peer="2013-12-10", note=BACK)
add(DUCK, t, "wie war es vom 14. - 15.10.?", D(2012, 10, 14), D(2012, 10, 15), peer="2013-10-14..2013-10-15", note=BACK)
add(DUCK, t, "wie war es vom 14 - 15.10.?", D(2012, 10, 14), D(2012, 10, 15), peer="2013-10-14..2013-10-15", note=BACK)
add(DUCK, t, "wie war es vom 14.10. - 15.10.?", D(2012, 10, 14), D(2012, 10, 15), peer="2013-10-14..2013-10-15", note=BACK)
add(DUCK, t, "wie war es am 14./15.10.?", D(2012, 10, 14), D(2012, 10, 15), peer="2013-10-14..2013-10-15", note=BACK)
add(DUCK, t, "wie war es vom 14.10.2012 bis zum 15.10.2012?", D(2012, 10, 14), D(2012, 10, 15),
    note="peer year 2018 replaced by 2012 (a past year)")
add(DUCK, t, "wie war es am 10.10.?", D(2012, 10, 10), peer="2013-10-10", note=BACK)
add(DUCK, t, "wie war es am 10.10?", D(2012, 10, 10), peer="2013-10-10", note=BACK)
add(DUCK, t, "wie war es am dritten tag im oktober?", D(2012, 10, 3), peer="2013-10-03", note=BACK)
add(DUCK, t, "wie war es nächste woche?", None, peer="2013-02-18..2013-02-24", note=FUT)
add(DUCK, t, "wie war es morgen?", None, peer="2013-02-13", note=FUT)
add(DUCK, t, "wie war es übermorgen?", None, peer="2013-02-14", note=FUT)
add(DUCK, t, "wie war es nächsten monat?", None, peer="2013-03", note=FUT)
add(DUCK, t, "wie war es nächstes jahr?", None, peer="2014", note=FUT)
add(DUCK, t, "wie wird es in 7 tagen?", None, peer="2013-02-19", note=FUT)

# ---------------- Recognizers-Text: DateParser ----------------
t = D(2016, 1, 7)
add(MSDP, t, "wie war es am 15.?", D(2015, 12, 15))
add(MSDP, t, "wie war es am 15. Januar?", D(2015, 1, 15))
add(MSDP, t, "wie war es am 15.1.?", D(2015, 1, 15))
add(MSDP, t, "wie war es am 15.01.?", D(2015, 1, 15))
t = D(2016, 11, 7)
add(MSDP, t, "wie war es am 15. Januar 2011?", D(2011, 1, 15))
add(MSDP, t, "wie war es am 15.1.2011?", D(2011, 1, 15))
add(MSDP, D(2017, 1, 7), "wie war es am Montag den 15. Januar?", D(2016, 1, 15))
add(MSDP, t, "wie war es am 18. April 2016?", D(2016, 4, 18))
add(MSDP, t, "wie war es am Freitag?", D(2016, 11, 4))
add(MSDP, t, "wie war es heute?", t)
add(MSDP, t, "wie war es am ersten Januar?", D(2016, 1, 1))
add(MSDP, t, "wie war es am 13.5.2015?", D(2015, 5, 13))
t = D(2019, 12, 2)
add(MSDP, t, "wie war es am 28.10.?", D(2019, 10, 28))
add(MSDP, t, "wie war es am 28.oktober?", D(2019, 10, 28))
add(MSDP, t, "wie war es den 28. Oktober?", D(2019, 10, 28))
add(MSDP, t, "wie war der 28. oktober?", D(2019, 10, 28))
add(MSDP, t, "wie war es morgen?", None, peer="2019-12-03", note=FUT)
add(MSDP, D(2020, 4, 30), "wie war es am 28. Dezember 2012?", D(2012, 12, 28))

# ---------------- Recognizers-Text: DatePeriodParser ----------------
t = D(2016, 11, 7)
add(MSPP, t, "wie war es vom 3. bis zum 12. September?", D(2016, 9, 3), D(2016, 9, 12))
add(MSPP, D(2016, 11, 1), "wie war es vom 4. bis zum 23.?", D(2016, 10, 4), D(2016, 10, 23),
    peer="2015-11-04..2015-11-23", note="day-only dates: the most recent month that has the span (§5.1)")
add(MSPP, t, "wie war diese Woche?", t, t, peer="2016-11-07..2016-11-13", note="ranges never end after today")
add(MSPP, t, "wie war es letzten September?", D(2016, 9, 1), D(2016, 9, 30), peer="2015-09",
    note="letzten September = the most recent September (only in September itself last year's)")
add(MSPP, t, "wie war es vom 1. Januar bis Mittwoch den 22. Januar?", D(2016, 1, 1), D(2016, 1, 22))
add(MSPP, t, "wie war es zwischen dem 2. und dem 22. Oktober?", D(2016, 10, 2), D(2016, 10, 22))
add(MSPP, t, "wie war es im November zwischen dem 19. und dem 20.?", D(2015, 11, 19), D(2015, 11, 20))
add(MSPP, t, "wie war es zwischen dem 4. und dem 22. Januar 1995?", D(1995, 1, 4), D(1995, 1, 22))
add(MSPP, t, "wie war es in den letzten paar Tagen?", D(2016, 11, 1), t, peer="2016-11-04..2016-11-07",
    note="die letzten (paar) Tage = the last 7 days (§4)")
add(MSPP, t, "wie war dieses Wochenende?", D(2016, 11, 5), D(2016, 11, 6), peer="2016-11-12..2016-11-13",
    note="Wochenende on a weekday = the most recent Sat..Sun (§4)")
add(MSPP, t, "wie war es am Wochenende?", D(2016, 11, 5), D(2016, 11, 6), peer="2016-11-12..2016-11-13",
    note="Wochenende on a weekday = the most recent Sat..Sun (§4)")
add(MSPP, t, "wie war es in den letzten 3 Wochen?", D(2016, 10, 18), t, peer="2016-10-17..2016-11-06",
    note="T-(7N-1) .. T (§4)")
add(MSPP, t, "wie waren die letzten 3 Jahre?", D(2013, 11, 8), t, peer="2013-11-07..2016-11-06",
    note="the same date N years back + 1 day .. T (§5.1)")
add(MSPP, t, "wie war es im 05.2016?", D(2016, 5, 1), D(2016, 5, 31))
add(MSPP, t, "wie war es im Mai 2016?", D(2016, 5, 1), D(2016, 5, 31), note="peer writes 2016-05")
add(MSPP, t, "wie war es in der letzten Woche im Juli?", D(2016, 7, 25), D(2016, 7, 31))
add(MSPP, t, "wie war es nächstes Jahr?", None, peer="2017", note=FUT)
add(MSPP, t, "wie wird es in den nächsten 3 Tagen?", None, peer="2016-11-08..2016-11-10", note=FUT)
add(MSPP, t, "wie wird es kommende Woche?", None, peer="2016-11-14..2016-11-20", note=FUT)
t = D(2020, 4, 30)
add(MSPP, t, "wie war es Ende 1989?", D(1989, 9, 1), D(1989, 12, 31))
add(MSPP, t, "wie war es seit Ende 1989?", D(1989, 9, 1), t)
add(MSPP, t, "wie war es im März 2008?", D(2008, 3, 1), D(2008, 3, 31))

# ---------------- Recognizers-Text: HolidayParser ----------------
t = D(2016, 11, 7)
FAS = "Fasching / Karneval / Fastnacht = Weiberfastnacht .. Faschingsdienstag (§5.1)"
add(MSHP, t, "wie war es an Weiberfastnacht?", e(2016, -52))
add(MSHP, t, "wie war es an Karneval?", e(2016, -52), e(2016, -47), peer="2016-02-07", note=FAS)
add(MSHP, t, "wie war es an Fastnacht?", e(2016, -52), e(2016, -47), peer="2016-02-09", note=FAS)
add(MSHP, t, "wie war es an Aschermittwoch?", e(2016, -46))
add(MSHP, t, "wie war es an Palmsonntag?", e(2016, -7), note="peer spells it Palmensonntag")
add(MSHP, t, "wie war es an Karfreitag?", e(2016, -2))
add(MSHP, t, "wie war es an Christi Himmelfahrt?", e(2016, 39))
add(MSHP, t, "wie war es am Pfingstsonntag?", e(2016, 49))
add(MSHP, t, "wie war es an Pfingstmontag?", e(2016, 50))
add(MSHP, t, "wie war es an Fronleichnam?", e(2016, 60))
add(MSHP, t, "wie war es an Rosenmontag?", e(2016, -48))
add(MSHP, t, "wie war es an Gründonnerstag?", e(2016, -3))
add(MSHP, t, "wie war es an Himmelfahrt?", e(2016, 39), peer="2016-03-24",
    note="Himmelfahrt = Christi Himmelfahrt (the peer gives Gründonnerstag)")
add(MSHP, t, "wie war es an Volkstrauertag?", advent(2015, 1) - dt.timedelta(days=14))
add(MSHP, t, "wie war es am Buß- und Bettag?", advent(2015, 1) - dt.timedelta(days=11))
add(MSHP, t, "wie war es an Totensonntag?", advent(2015, 1) - dt.timedelta(days=7))
add(MSHP, t, "wie war es am erster Advent?", advent(2015, 1))
add(MSHP, t, "wie war es am 1. Advent?", advent(2015, 1))
add(MSHP, t, "wie war es am zweiten Advent?", advent(2015, 2))
add(MSHP, t, "wie war es am 2. Advent?", advent(2015, 2))
add(MSHP, t, "wie war es am 3. Advent?", advent(2015, 3))
add(MSHP, t, "wie war es am dritter Advent?", advent(2015, 3))
add(MSHP, t, "wie war es am 4. Advent?", advent(2015, 4))
add(MSHP, t, "wie war es am vierter Advent?", advent(2015, 4))
add(MSHP, t, "wie war es an Ostern?", e(2016, -2), e(2016, 1), peer="2016-03-27",
    note="Ostern = Karfreitag .. Ostermontag (§5.1)")
add(MSHP, t, "wie war es an Weihnachten?", D(2015, 12, 24), D(2015, 12, 26), peer="2015-12-25",
    note="Weihnachten = 24.–26.12. (§5.1)")
add(MSHP, t, "wie war Silvester?", D(2015, 12, 31))
add(MSHP, t, "wie war es am Vatertag?", e(2016, 39), note="Vatertag = Christi Himmelfahrt")
add(MSHP, t, "wie war es am Vatertag 2015?", e(2015, 39))
add(MSHP, t, "wie war es an Mariä Himmelfahrt?", D(2016, 8, 15))
add(MSHP, t, "wie war es am Tag der deutschen Einheit?", D(2016, 10, 3))
add(MSHP, t, "wie war es an Karsamstag?", e(2016, -1))
add(MSHP, t, "wie war es an Palmsonntag 2014?", e(2014, -7), note="peer year 2019 replaced by 2014 (a past year)")
add(MSHP, t, "wie war es an Rosenmontag 2015?", e(2015, -48), note="peer year 2018 replaced by 2015")
add(MSHP, t, "wie war es an Fronleichnam 2015?", e(2015, 60), note="peer year 2018 replaced by 2015")
add(MSHP, t, "wie war es an Weiberfastnacht 2015?", e(2015, -52), note="peer year 2019 replaced by 2015")
add(MSHP, t, "wie war es an Ostern 2015?", e(2015, -2), e(2015, 1), peer="2015-04-05 (Ostersonntag)",
    note="peer year 2020 replaced by 2015; Ostern = Karfreitag .. Ostermontag")
add(MSHP, t, "wie war es am 2. Advent 2014?", advent(2014, 2), note="peer year 2018 replaced by 2014")

# ---------------- Recognizers-Text: DateTimeModel ----------------
t = D(2016, 11, 7)
add(MSDM, t, "wie war es am 2. Oktober?", D(2016, 10, 2))
add(MSDM, t, "wie war es am 22.04.?", D(2016, 4, 22))
add(MSDM, t, "wie war es am neunundzwanzigsten Mai?", D(2016, 5, 29))
add(MSDM, t, "wie war es am zweiten Mai?", D(2016, 5, 2))
add(MSDM, t, "wie war es am 2. Mai?", D(2016, 5, 2))
add(MSDM, t, "wie war es zwischen dem 3. und dem 12. September?", D(2016, 9, 3), D(2016, 9, 12))
add(MSDM, t, "wie war es diesen September?", D(2016, 9, 1), D(2016, 9, 30))
add(MSDM, t, "wie war es vom 12. Januar 2016 bis zum 22.01.2016?", D(2016, 1, 12), D(2016, 1, 22))
add(MSDM, t, "wie war es am 27. 11.?", D(2015, 11, 27))
add(MSDM, t, "wie war das Jahr 2009?", D(2009, 1, 1), D(2009, 12, 31))
add(MSDM, t, "wie war es im Jahr 2012?", D(2012, 1, 1), D(2012, 12, 31))
add(MSDM, t, "wie war es seit dem Jahr 2001?", D(2001, 1, 1), t)
add(MSDM, t, "wie war es letzten Monat?", D(2016, 10, 1), D(2016, 10, 31))
add(MSDM, t, "wie war es an Ostern?", e(2016, -2), e(2016, 1), peer="2016-03-27 / 2017-04-16",
    note="Ostern = Karfreitag .. Ostermontag, the most recent")
add(MSDM, t, "wie war es an Fastnachtssamstag?", e(2016, -50))
t = D(2019, 8, 7)
add(MSDM, t, "wie war es am Wochenende?", D(2019, 8, 3), D(2019, 8, 4), peer="2019-08-10..2019-08-11",
    note="Wochenende on a weekday = the most recent Sat..Sun (§4)")
add(MSDM, D(2020, 4, 30), "wie war es am Ende des Monats?", D(2020, 4, 21), D(2020, 4, 30),
    peer="2020-04-16..2020-04-30", note="Ende des Monats = days 21..last, ends at today (§5.1)")
t = D(2019, 8, 5)
add(MSDM, t, "wie war es am ostermontag?", e(2019, 1))
add(MSDM, t, "wie war es an heiligabend?", D(2018, 12, 24))
add(MSDM, t, "wie war es an weihnachten?", D(2018, 12, 24), D(2018, 12, 26), peer="2018-12-25",
    note="Weihnachten = 24.–26.12.")
t = D(2018, 5, 28)
for p in ["dieses jahr", "diesen jahr", "diesem jahr", "diese jahr"]:
    add(MSDM, t, f"wie war es in {p}?" if p == "diesem jahr" else f"wie war {p}?", D(2018, 1, 1), t,
        peer="2018", note="ranges never end after today")
for p in ["letztes jahr", "letzten jahr", "letzte jahr"]:
    add(MSDM, t, f"wie war {p}?", D(2017, 1, 1), D(2017, 12, 31))
for p in ["vorletztes jahr", "vorletzten jahr", "vorletztem jahr"]:
    add(MSDM, t, f"wie war es im {p}?" if p == "vorletztem jahr" else f"wie war {p}?", D(2016, 1, 1), D(2016, 12, 31))
add(MSDM, D(2021, 11, 1), "wie war es in letztem Jahr?", D(2020, 1, 1), D(2020, 12, 31))
add(MSDM, D(2017, 3, 22), "wie war es am 29.2.?", D(2016, 2, 29), note="peer writes 29/2")
add(MSDM, D(2019, 3, 22), "wie war es am 29.2.?", D(2016, 2, 29), note="peer writes 29/2; the most recent 29 February")
add(MSDM, D(2020, 3, 22), "wie war es am 29.2.?", D(2020, 2, 29), note="peer writes 29/2")
t = D(2016, 11, 7)
add(MSDM, t, "wie war es an Karsamstag?", e(2016, -1))
add(MSDM, D(2018, 11, 7), "wie war es an Allerheiligen?", D(2018, 11, 1))
add(MSDM, D(2018, 11, 7), "wie war es am Johannistag?", D(2018, 6, 24))
t = D(2021, 5, 4)
add(MSDM, t, "wie war es von Montag bis Freitag?", D(2021, 4, 26), D(2021, 4, 30), peer="2021-05-03..2021-05-07",
    note="von Montag bis Freitag = the most recent such span that ends strictly before today (§5.1)")
add(MSDM, t, "wie war es am Erntedankfest?", D(2020, 10, 4))
t = D(2021, 6, 18)
add(MSDM, t, "wie war es von Montag bis Freitag?", D(2021, 6, 7), D(2021, 6, 11), peer="2021-06-14..2021-06-18",
    note="the most recent span that ends strictly before today (§5.1)")
add(MSDM, t, "wie war es diese Woche von Montag bis Freitag?", D(2021, 6, 14), t,
    note="diese Woche von Montag bis … = this week's, ending at today at the latest (§5.1)")
add(MSDM, t, "wie war es vorgestern?", D(2021, 6, 16))
add(MSDM, t, "wie war es am Tag der Arbeit?", D(2021, 5, 1))
add(MSDM, t, "wie war es am ersten Weihnachtsfeiertag?", D(2020, 12, 25))
add(MSDM, t, "wie war es am zweiten Weihnachtstag?", D(2020, 12, 26))
add(MSDM, D(2020, 11, 7), "wie war es am Ewigkeitssonntag?", advent(2019, 1) - dt.timedelta(days=7),
    note="Ewigkeitssonntag = Totensonntag")
add(MSDM, D(2018, 6, 26), "wie war es von 2010 bis 2018?", D(2010, 1, 1), D(2018, 6, 26),
    peer="2010-01-01..2017-12-31", note="a span of years includes the last year, ending at today")

here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "..", "examples", "questions", "peer", "time-phrases.jsonl")
os.makedirs(os.path.dirname(out), exist_ok=True)
with open(out, "w", encoding="utf-8") as f:
    counters = {}
    for c in cases:
        prefix = "duck" if c["source"].startswith("duckling") else "msrt"
        counters[prefix] = counters.get(prefix, 0) + 1
        row = {"id": f"{prefix}-{counters[prefix]:03d}", **c}
        f.write(json.dumps(row, ensure_ascii=False) + "\n")
print(f"{len(cases)} phrases -> {os.path.relpath(out)}")
