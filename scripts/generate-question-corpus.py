#!/usr/bin/env python3
"""Generates examples/questions/generated.jsonl: German questions with the expected intent,
range and field (CONTRACT.md §4). The ranges are computed here with Python's datetime,
independently of the Swift parser, so the corpus test cross-checks both.
Deterministic (fixed seed). Run from the repo root: python3 scripts/generate-question-corpus.py
"""
import datetime as dt
import json
import random

D = dt.date
ONE = dt.timedelta(days=1)


def days(n):
    return dt.timedelta(days=n)


def month_range(y, m, t):
    first = D(y, m, 1)
    last = (D(y + 1, 1, 1) if m == 12 else D(y, m + 1, 1)) - ONE
    return first, min(last, t) if first <= t <= last else last


def rule(name, t, arg=None):
    """Expected (from, to) for a named rule at today t; from None = all time."""
    wd = t.isoweekday()
    if name == "last7":
        return t - days(6), t
    if name == "thisweek":
        return t - days(wd - 1), t
    if name == "lastweek":
        mon = t - days(wd - 1) - days(7)
        return mon, mon + days(6)
    if name == "week2back":
        mon = t - days(wd - 1) - days(14)
        return mon, mon + days(6)
    if name == "lastNdays":
        return t - days(arg - 1), t
    if name == "lastNweeks":
        return t - days(7 * arg - 1), t
    if name == "today":
        return t, t
    if name == "yesterday":
        return t - ONE, t - ONE
    if name == "daybefore":
        return t - days(2), t - days(2)
    if name == "daysago":
        return t - days(arg), t - days(arg)
    if name in ("weekday", "sinceweekday"):
        diff = (wd - arg) % 7 or 7
        d = t - days(diff)
        return (d, d) if name == "weekday" else (d, t)
    if name == "weekend":
        if wd == 6:
            return t, t
        if wd == 7:
            return t - ONE, t
        sat = t - days(wd + 1)
        return sat, sat + ONE
    if name == "thismonth":
        return D(t.year, t.month, 1), t
    if name == "last30":
        return t - days(29), t
    if name == "lastmonth":
        y, m = (t.year - 1, 12) if t.month == 1 else (t.year, t.month - 1)
        return month_range(y, m, t)
    if name == "month":
        y = t.year if arg <= t.month else t.year - 1
        return month_range(y, arg, t)
    if name == "season":
        start_month = {1: 3, 2: 6, 3: 9, 4: 12}[arg]
        y = t.year if D(t.year, start_month, 1) <= t else t.year - 1
        start = D(y, start_month, 1)
        em, ey = start_month + 2, y
        if em > 12:
            em, ey = em - 12, y + 1
        end = month_range(ey, em, t)[1] if not (D(ey, em, 1) <= t) else month_range(ey, em, D(9999, 1, 1))[1]
        end = (D(ey + 1, 1, 1) if em == 12 else D(ey, em + 1, 1)) - ONE
        return start, min(end, t)
    if name == "thisyear":
        return D(t.year, 1, 1), t
    if name == "lastyear":
        return D(t.year - 1, 1, 1), D(t.year - 1, 12, 31)
    if name == "alltime":
        return None, t
    raise ValueError(name)


NUMWORDS = {2: "zwei", 3: "drei", 4: "vier", 5: "fünf", 6: "sechs", 7: "sieben", 8: "acht", 9: "neun", 10: "zehn",
            12: "zwölf", 14: "vierzehn", 20: "zwanzig", 21: "einundzwanzig", 30: "dreißig"}
WEEKDAYS = {1: "Montag", 2: "Dienstag", 3: "Mittwoch", 4: "Donnerstag", 5: "Freitag", 6: "Samstag", 7: "Sonntag"}
MONTHS = {1: "Januar", 2: "Februar", 3: "März", 4: "April", 5: "Mai", 6: "Juni", 7: "Juli", 8: "August",
          9: "September", 10: "Oktober", 11: "November", 12: "Dezember"}
SEASONS = {1: ["Frühling", "Frühjahr"], 2: ["Sommer"], 3: ["Herbst"], 4: ["Winter"]}


def time_phrases():
    """(rule, arg, adverbial forms, nominal forms, 'von …' forms)."""
    P = [
        ("last7", None, ["in den letzten 7 Tagen", "die letzten Tage", "in den letzten Tagen", "in den letzten sieben Tagen"],
         ["meine Woche", "die Woche", "die letzten 7 Tage", "die letzten Tage", "die ganze Woche"], ["von den letzten 7 Tagen"]),
        ("thisweek", None, ["diese Woche", "in dieser Woche"], ["diese Woche"], ["von dieser Woche"]),
        ("lastweek", None, ["letzte Woche", "vergangene Woche", "in der letzten Woche", "vorige Woche"],
         ["die letzte Woche", "die vergangene Woche", "letzte Woche", "die vorige Woche"], ["von letzter Woche", "aus der letzten Woche"]),
        ("week2back", None, ["vorletzte Woche", "in der vorletzten Woche"], ["die vorletzte Woche"], ["von vorletzter Woche"]),
        ("lastNdays", 14, ["in den letzten zwei Wochen", "in den letzten 14 Tagen", "die letzten vierzehn Tage"],
         ["die letzten zwei Wochen", "die letzten 14 Tage"], ["von den letzten zwei Wochen"]),
        ("today", None, ["heute"], ["heute", "der heutige Tag"], ["von heute"]),
        ("yesterday", None, ["gestern"], ["gestern", "der gestrige Tag"], ["von gestern"]),
        ("daybefore", None, ["vorgestern"], ["vorgestern"], ["von vorgestern"]),
        ("thismonth", None, ["diesen Monat", "in diesem Monat", "seit Anfang des Monats"], ["dieser Monat"], ["von diesem Monat"]),
        ("last30", None, ["in den letzten 30 Tagen", "in den letzten dreißig Tagen"], ["mein Monat", "der Monat", "die letzten 30 Tage"],
         ["von den letzten 30 Tagen"]),
        ("lastmonth", None, ["letzten Monat", "im letzten Monat", "im Vormonat", "vergangenen Monat", "im vorigen Monat"],
         ["der letzte Monat", "der Vormonat", "der vergangene Monat"], ["vom letzten Monat", "aus dem Vormonat"]),
        ("thisyear", None, ["dieses Jahr", "heuer", "in diesem Jahr", "seit Jahresbeginn"], ["dieses Jahr", "das Jahr heuer"],
         ["von diesem Jahr"]),
        ("lastyear", None, ["letztes Jahr", "im letzten Jahr", "vergangenes Jahr", "im Vorjahr"],
         ["das letzte Jahr", "letztes Jahr", "das vergangene Jahr"], ["vom letzten Jahr"]),
        ("weekend", None, ["am Wochenende", "letztes Wochenende", "übers Wochenende", "am letzten Wochenende"],
         ["das Wochenende", "das letzte Wochenende", "mein Wochenende"], ["vom Wochenende"]),
        ("alltime", None, ["insgesamt", "bisher", "überhaupt"], [], []),
    ]
    for n in [3, 5, 10, 21, 2, 4]:
        w = NUMWORDS.get(n, str(n))
        P.append(("lastNdays", n, [f"in den letzten {n} Tagen", f"in den letzten {w} Tagen"], [f"die letzten {w} Tage"],
                  [f"von den letzten {n} Tagen"]))
    for n in [3, 4, 6]:
        w = NUMWORDS[n]
        P.append(("lastNweeks", n, [f"in den letzten {w} Wochen", f"in den letzten {n} Wochen"], [f"die letzten {w} Wochen"], []))
    for n in [3, 5]:
        P.append(("daysago", n, [f"vor {NUMWORDS[n]} Tagen", f"vor {n} Tagen"], [], []))
    for w, name in WEEKDAYS.items():
        P.append(("weekday", w, [f"am {name}", f"letzten {name}"], [f"der {name}", f"der letzte {name}"], [f"vom {name}", f"von {name}"]))
        P.append(("sinceweekday", w, [f"seit {name}"], [], [f"seit {name}"]))
    for m, name in MONTHS.items():
        P.append(("month", m, [f"im {name}"], [f"der {name}", f"mein {name}"], [f"vom {name}", f"aus dem {name}"]))
    for s, names in SEASONS.items():
        art = "das" if names[0] == "Frühjahr" else "der"
        P.append(("season", s, [f"im {n}" for n in names], [f"der {n}" if n != "Frühjahr" else "das Frühjahr" for n in names],
                  [f"aus dem {n}" for n in names]))
    return P


TODAYS = ["2024-01-01", "2024-01-07", "2024-02-29", "2024-03-01", "2024-03-03", "2028-01-02", "2028-02-29", "2028-03-01",
          "2026-12-31", "2025-12-01", "2026-11-29", "2026-06-15", "2027-09-04", "2026-10-14", "2025-08-31", "2029-01-15",
          "2023-12-24", "2024-02-05", "2028-02-12", "2027-03-31", "2026-05-20", "2028-12-31", "2029-06-02", "2023-07-19"]

# Templates: (text with {adv}/{nom}/{von} or none, intent, field)
SUMMARY = [
    ("Wie war {nom}?", "summary", None), ("wie war {nom}", "summary", None), ("Wie lief {nom}?", "summary", None),
    ("wie lief {nom} so", "summary", None), ("Wie wars {adv}?", "summary", None), ("wie war's {adv}", "summary", None),
    ("Wie ging es mir {adv}?", "summary", None), ("wie gings mir {adv}", "summary", None), ("Wie habe ich mich {adv} gefühlt?", "summary", None),
    ("wie war meine Stimmung {adv}", "summary", None), ("Wie ist {nom} gelaufen?", "summary", None), ("was war {adv} so los", "summary", None),
    ("wie sah {nom} aus?", "summary", None), ("Gib mir einen Überblick {adv}", "summary", None), ("Fasse {nom} zusammen", "summary", None),
    ("wie wars so {adv}", "summary", None), ("Wie ging's mir denn {adv}?", "summary", None),
]
COUNT = [
    ("Wie oft hatte ich {adv} einen Ohrwurm?", "count", "musicInHead"), ("hatt ich {adv} oft nen ohrwurm", "count", "musicInHead"),
    ("wie oft hatte ich {adv} ein Lied im Kopf", "count", "musicInHead"), ("An wie vielen Tagen hatte ich {adv} Musik im Kopf?", "count", "musicInHead"),
    ("Hatte ich {adv} einen Ohrwurm?", "count", "musicInHead"), ("wie viele Ohrwürmer hatte ich {adv}", "count", "musicInHead"),
    ("wie oft war ich {adv} gestresst", "count", "stress"), ("War ich {adv} gestresst?", "count", "stress"),
    ("an wie vielen tagen hatte ich {adv} stress", "count", "stress"), ("Wie oft war ich {adv} entspannt?", "count", "stress"),
    ("wie häufig war ich {adv} überfordert", "count", "stress"),
    ("wie oft war ich {adv} gut drauf", "count", "mood"), ("Wie oft ging es mir {adv} schlecht?", "count", "mood"),
    ("wie oft hatte ich {adv} schlechte Laune", "count", "mood"), ("War ich {adv} gut gelaunt?", "count", "mood"),
    ("an wie vielen Tagen war meine Stimmung {adv} gut", "count", "mood"),
    ("wie oft habe ich {adv} jemanden getroffen", "count", "socialContact"), ("Wie oft hab ich {adv} Freunde gesehen?", "count", "socialContact"),
    ("an wie vielen Tagen war ich {adv} allein", "count", "socialContact"), ("Hab ich {adv} mit jemandem telefoniert?", "count", "socialContact"),
    ("hat mich {adv} ein Ohrwurm gequält?", "count", "distress"), ("wie oft hat mich {adv} ein Ohrwurm genervt", "count", "distress"),
    ("Wie oft war der Ohrwurm {adv} unerträglich?", "count", "distress"),
    ("wie oft hab ich {adv} was gegen den Ohrwurm gemacht", "count", "countermeasures"),
    ("Wie oft habe ich {adv} Gegenmaßnahmen ergriffen?", "count", "countermeasures"),
    ("hab ich {adv} Kaugummi gegen den Ohrwurm gekaut?", "count", "countermeasures"),
    ("wie oft hab ich {adv} eingecheckt", "count", "snapshot"), ("Wie viele Check-ins hatte ich {adv}?", "count", "snapshot"),
    ("wie oft habe ich {adv} eine Momentaufnahme gemacht", "count", "snapshot"),
    ("wie viele Einträge habe ich {adv} geschrieben?", "count", None), ("an wie vielen Tagen habe ich {adv} was eingetragen", "count", None),
]
LAST = [
    ("Wann hatte ich {adv} zuletzt einen Ohrwurm?", "last", "musicInHead"), ("wann war ich {adv} das letzte mal gestresst", "last", "stress"),
    ("wann hab ich {adv} zuletzt jemanden getroffen", "last", "socialContact"), ("Wann ging es mir {adv} zuletzt richtig gut?", "last", "mood"),
    ("wann hab ich {adv} das letzte Mal eingecheckt", "last", "snapshot"), ("wann hat mich {adv} zuletzt ein Ohrwurm gequält", "last", "distress"),
    ("Wann habe ich {adv} zuletzt etwas gegen einen Ohrwurm unternommen?", "last", "countermeasures"),
]
LAST_PLAIN = [
    ("Wann hatte ich zuletzt einen Ohrwurm?", "musicInHead"), ("wann war ich das letzte mal gestresst", "stress"),
    ("wann hab ich zuletzt jemanden getroffen", "socialContact"), ("Wann ging es mir zuletzt richtig gut?", "mood"),
    ("wann hab ich das letzte Mal eingecheckt", "snapshot"), ("wann hat mich zuletzt ein Ohrwurm gequält", "distress"),
    ("Wann habe ich zuletzt etwas gegen einen Ohrwurm unternommen?", "countermeasures"), ("wann war ich zuletzt entspannt", "stress"),
    ("wann hatte ich zum letzten mal schlechte laune", "mood"), ("Wann war ich das letzte Mal mit Freunden unterwegs?", "socialContact"),
    ("wann hatte ich das letzte mal ein lied im kopf", "musicInHead"), ("wie lange ist es her, dass ich gestresst war?", "stress"),
    ("wann hab ich zuletzt mit meiner Mutter telefoniert", "socialContact"), ("Wann war ich zuletzt richtig mies drauf?", "mood"),
    ("wann hat mich zuletzt ein ohrwurm genervt", "distress"), ("seit wann hab ich nicht mehr eingecheckt", "snapshot"),
]
SONGS = [
    ("Welche Lieder hatte ich {adv} im Kopf?", "songs", None), ("welcher Ohrwurm kam {adv} am häufigsten", "songs", None),
    ("Welches Lied hat mich {adv} am meisten genervt?", "songs", None), ("was hatte ich {adv} für ohrwürmer", "songs", None),
    ("welche songs gingen mir {adv} nicht aus dem kopf", "songs", None), ("Was war {adv} mein häufigster Ohrwurm?", "songs", None),
    ("Welche Melodien hatte ich {adv} im Ohr?", "songs", None), ("zeig mir die Lieder {von}", "songs", None),
]
LIST = [
    ("zeig mir {adv}", "list", None), ("Zeig mir die Einträge {von}", "list", None), ("zeige alle Einträge {von}", "list", None),
    ("Was habe ich {adv} geschrieben?", "list", None), ("liste meine Einträge {von} auf", "list", None),
    ("zeig mal was ich {adv} eingetragen hab", "list", None),
]
TREND_ONE = [
    ("Wird es {adv} besser?", None), ("wie hat sich meine Stimmung {adv} entwickelt", "mood"),
    ("Ist mein Stress {adv} weniger geworden?", "stress"), ("hat der Ohrwurm {adv} nachgelassen?", "musicInHead"),
    ("werden die Ohrwürmer {adv} seltener", "musicInHead"), ("hab ich {adv} öfter eingecheckt als sonst", "snapshot"),
]
TREND_PLAIN = [
    ("Wird es besser?", None), ("wird es besser", None), ("geht es bergauf?", None), ("Wird meine Stimmung besser?", "mood"),
    ("wird es mit dem Ohrwurm besser", "musicInHead"), ("werde ich weniger gestresst?", "stress"), ("wirds besser mit dem stress", "stress"),
    ("nimmt der Leidensdruck ab?", "distress"), ("treffe ich mehr leute als früher", "socialContact"),
    ("Wie ist der Trend bei meiner Stimmung?", "mood"), ("wird es schlechter?", None), ("geht's mir besser?", None),
]
TREND_TWO = [
    ("War {nom2} besser als {nom1}?", None), ("war {nom2} schlechter als {nom1}?", None),
    ("Hatte ich {adv2} mehr Ohrwürmer als {adv1}?", "musicInHead"), ("war ich {adv2} weniger gestresst als {adv1}", "stress"),
    ("Vergleiche {nom2} mit {nom1}", None),
]

FIXED = [  # (question, intent, rule, arg, field) — phrasings outside the template grid
    ("Wie war meine Woche?", "summary", "last7", None, None), ("wie wars so letzte woche", "summary", "lastweek", None, None),
    ("Wie geht es mir so?", "summary", "last7", None, None), ("wie läufts", "summary", "last7", None, None),
    ("Überblick bitte", "summary", "last7", None, None), ("Zusammenfassung", "summary", "last7", None, None),
    ("Wie war es bisher insgesamt?", "summary", "alltime", None, None), ("hey wie war mein tag heute", "summary", "today", None, None),
    ("Und gestern?", "summary", "yesterday", None, None), ("wie war der tag gestern", "summary", "yesterday", None, None),
    ("wie war das wochenende", "summary", "weekend", None, None), ("Wie war der Monat?", "summary", "last30", None, None),
    ("sag mal wie war meine woche", "summary", "last7", None, None), ("Wie fühlte ich mich heuer?", "summary", "thisyear", None, None),
    ("wie oft hatte ich einen ohrwurm", "count", "alltime", None, "musicInHead"),
    ("Wie oft war ich gestresst?", "count", "alltime", None, "stress"), ("wie oft hab ich eingecheckt", "count", "alltime", None, "snapshot"),
    ("Hatte ich jemals einen Ohrwurm von Helene Fischer?", "count", "alltime", None, "musicInHead"),
    ("an wie vielen tagen hab ich freunde getroffen", "count", "alltime", None, "socialContact"),
    ("wie oft hab ich schon mal was gegen nen ohrwurm getan", "count", "alltime", None, "countermeasures"),
    ("Welche Lieder hatte ich im Kopf?", "songs", "alltime", None, None), ("welcher ohrwurm hat am meisten genervt", "songs", "alltime", None, None),
    ("Was war mein hartnäckigster Ohrwurm?", "songs", "alltime", None, None), ("welche songs hatte ich bisher", "songs", "alltime", None, None),
    ("wie viele verschiedene Lieder hatte ich im Kopf?", "songs", "alltime", None, None),
    ("zeig mir die Einträge", "list", "last7", None, None), ("zeig meine einträge", "list", "last7", None, None),
    ("Zeig mir alle Einträge seit Montag", "list", "sinceweekday", 1, None), ("zeig mir vorgestern", "list", "daybefore", None, None),
    ("was hab ich gestern geschrieben", "list", "yesterday", None, None),
    ("Ich hab mich gefragt, wie oft ich eigentlich gestresst bin", None, None, None, None),
    ("Heute war gut. Warum eigentlich?", None, None, None, None), ("Wie immer war ich müde und hatte keine Lust.", None, None, None, None),
    ("War ein super Tag heute, hab Freunde getroffen.", None, None, None, None),
    ("Was für ein Tag! Ohrwurm von Queen den ganzen Tag.", None, None, None, None),
    ("Ich frage mich, ob das am Wetter liegt?", None, None, None, None),
    ("Hatte heute einen Ohrwurm, Bohemian Rhapsody, nervt total.", None, None, None, None),
    ("Keine Ahnung warum, aber ich war gut drauf.", None, None, None, None),
    ("Ich hab heute Anna getroffen. Wie oft eigentlich diesen Monat?", None, None, None, None),
    ("Hab heute viel gelacht", None, None, None, None), ("wie immer viel zu tun", None, None, None, None),
    ("Ohrwurm von ABBA, nervt. Warum immer ich?", None, None, None, None),
    ("Heute ging es mir gut, weil ich mit Tom telefoniert habe.", None, None, None, None),
    ("Was für ein Stress heute!", None, None, None, None),
    ("Wie gut, dass ich heute frei hatte.", None, None, None, None),
    ("hat mich nicht gestört", None, None, None, None), ("hab meine Eltern besucht", None, None, None, None),
    ("mir ging es mies", None, None, None, None), ("nee, ich war mit Tom und Anna im Kino", None, None, None, None),
    ("Sozialkontakt: ich war mit Paul klettern", None, None, None, None), ("ging mir eigentlich ganz gut", None, None, None, None),
    ("Was hab ich heute eigentlich gemacht? Keine Ahnung. Irgendwie ist der Tag verflogen.", None, None, None, None),
    ("War die ganze Zeit müde.", None, None, None, None), ("Heute war ich im Kino", None, None, None, None),
    ("diese woche hatte ich viel stress", None, None, None, None), ("Gestern wie immer Stress.", None, None, None, None),
    ("Heute hab ich Yesterday im Kopf. Witzig, oder?", None, None, None, None),
    ("Kurz hatte ich heute „Thunder“ im Kopf. Hat mich nicht gestört.", None, None, None, None),
]


def fmt(d):
    return None if d is None else d.isoformat()


def main():
    rnd = random.Random(20261129)
    phrases = time_phrases()
    out = []

    def add(q, intent, rng, field, today):
        out.append({"id": f"g{len(out) + 1:04d}", "today": today.isoformat(), "question": q, "intent": intent,
                    "range": {"from": fmt(rng[0]), "to": fmt(rng[1])}, "field": field})

    def pick(kind, exclude_alltime=False):
        while True:
            p = rnd.choice(phrases)
            forms = {"adv": p[2], "nom": p[3], "von": p[4]}[kind]
            if forms and not (exclude_alltime and p[0] == "alltime"):
                return p, rnd.choice(forms)

    def today():
        return D.fromisoformat(rnd.choice(TODAYS))

    for tmpl, intent, field in SUMMARY + COUNT + SONGS + LIST + LAST:
        reps = 4 if intent in ("summary", "count") else 5
        for _ in range(reps):
            t = today()
            kind = "adv" if "{adv}" in tmpl else ("nom" if "{nom}" in tmpl else "von")
            p, form = pick(kind, exclude_alltime=intent in ("summary", "list", "last"))
            q = tmpl.replace("{" + kind + "}", form)
            add(q, intent, rule(p[0], t, p[1]), field, t)
    for q, field in LAST_PLAIN:
        t = today()
        add(q, "last", (None, t), field, t)
    for tmpl, field in TREND_ONE:
        for _ in range(3):
            t = today()
            p, form = pick("adv", exclude_alltime=True)
            while p[0] in ("today", "yesterday", "daybefore", "daysago", "weekday"):
                p, form = pick("adv", exclude_alltime=True)
            add(tmpl.replace("{adv}", form), "trend", rule(p[0], t, p[1]), field, t)
    for q, field in TREND_PLAIN:
        t = today()
        add(q, "trend", rule("last7", t), field, t)
    pairs = [("lastweek", "thisweek", ["letzte Woche", "die letzte Woche"], ["diese Woche"]),
             ("week2back", "lastweek", ["die vorletzte Woche", "vorletzte Woche"], ["die letzte Woche", "letzte Woche"]),
             ("lastmonth", "thismonth", ["der letzte Monat", "letzten Monat"], ["dieser Monat", "diesen Monat"]),
             ("lastyear", "thisyear", ["letztes Jahr", "das letzte Jahr"], ["dieses Jahr"]),
             ("daybefore", "yesterday", ["vorgestern"], ["gestern"]), ("yesterday", "today", ["gestern"], ["heute"])]
    for tmpl, field in TREND_TWO:
        for _ in range(3):
            t = today()
            r1, r2, f1, f2 = rnd.choice(pairs)
            a1, a2 = rnd.choice(f1), rnd.choice(f2)
            if "{nom" in tmpl and rnd.random() < 0.3:  # two named months
                m2 = rnd.randint(2, 12) if t.month >= 2 else 1
                m2 = min(m2, t.month) if m2 <= t.month else m2
                m1 = m2 - 1
                if m1 >= 1:
                    q = tmpl.replace("{nom2}", f"der {MONTHS[m2]}").replace("{nom1}", f"der {MONTHS[m1]}")
                    q = q.replace("Vergleiche der", "Vergleiche den").replace("mit der", "mit dem")
                    r = rule("month", t, m2)
                    if rule("month", t, m1)[1] < r[1]:
                        add(q, "trend", r, field, t)
                        continue
            q = tmpl.replace("{nom2}", a2).replace("{nom1}", a1).replace("{adv2}", a2).replace("{adv1}", a1)
            add(q, "trend", rule(r2, t, None), field, t)
    for q, intent, rname, arg, field in FIXED:
        t = today()
        if intent is None:
            continue
        add(q, intent, rule(rname, t, arg) if rname != "alltime" else (None, t), field, t)
    with open("examples/questions/generated.jsonl", "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open("examples/questions/not-questions.txt", "w", encoding="utf-8") as f:
        for q, intent, *_ in FIXED:
            if intent is None:
                f.write(q + "\n")
    print(len(out), "questions")


if __name__ == "__main__":
    main()
