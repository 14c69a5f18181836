#!/usr/bin/env python3
"""Generates Sources/FeelAloudLanguage/Songs/SongTables+Generated.swift from the song data.

The song gazetteer's lookup structures (names by first key word, songs by whole key, artist
names by first key word, per-song artist key forms, the songs themselves) are precomputed here
and checked in as two static string literals, so the app builds nothing at run time (issue #14).
Run it after every change to Sources/FeelAloudLanguage/Songs/SongData+*.swift (or to the key
folding / artist forms in SongKey.swift / SongGazetteer.swift):

    python3 scripts/generate-song-tables.py

`SongTablesSyncTests` rebuilds every structure in Swift from `SongCatalogue.sources` (the
reference builder, `SongIndexBuilder`) and fails when this file is stale or this script and
the Swift code disagree. The folding below mirrors `SongKey.words`/`plainWords` and the
name/artist rules of `SongIndexBuilder` one to one.

Format (read by `SongTables`): `text` holds every string once, one per line; `numbers` holds
unsigned integers as 4 characters each (base 64, digit = byte - 0x30, least significant first),
32 per line. A hash map is `mask, slots[mask+1], entries` with slot = entry + 1 (0 = empty),
entry = `keyOffset, keyLength, valueCount, valueStart, hash & 0xFFFFFF`; the key hash is `WordTable.hash`
(FNV-1a 64 with a final `h ^ (h >> 29)`), linear probing.
"""
import os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SONGS = os.path.join(ROOT, "Sources/FeelAloudLanguage/Songs")
OUT = os.path.join(SONGS, "SongTables+Generated.swift")


def read(name):
    with open(os.path.join(SONGS, name), encoding="utf-8") as f:
        return f.read()


# MARK: sources (SongCatalogue.sources, in priority order)

def sources():
    catalogue = read("SongCatalogue.swift")
    body = catalogue[catalogue.index("static var sources"):]
    body = body[body.index("{"):body.index("}")]
    order = re.findall(r"\(\.(\w+),\s*(\w+)\)", body)
    cases = []
    enum = catalogue[catalogue.index("enum SongCategory"):]
    enum = enum[:enum.index("}")]
    for line in enum.splitlines():
        line = line.strip()
        if line.startswith("case "):
            cases += [c.strip() for c in line[5:].split(",") if c.strip()]
    literals = {}
    for fn in sorted(os.listdir(SONGS)):
        if not (fn.startswith("SongData+") and fn.endswith(".swift")):
            continue
        for m in re.finditer(r'static let (\w+) = #"""\n(.*?)\n"""#', read(fn), re.S):
            text = m.group(2)
            if "\\#" in text:
                sys.exit(f"{fn}: escape sequences in {m.group(1)} are not supported by the generator")
            literals[m.group(1)] = text
    out = []
    for category, name in order:
        if name not in literals:
            sys.exit(f"no literal {name} in SongData+*.swift")
        out.append((cases.index(category), literals[name]))
    return out, cases


def parse(text, category, songs):
    """`SongGazetteer.parse`: lines `Title|Artist|alias;alias`."""
    for line in text.split("\n"):
        if not line:
            continue
        fields = line.split("|")
        title = fields[0]
        if not title:
            continue
        artist = fields[1] if len(fields) > 1 else ""
        if artist == "trad.":
            artist = ""
        aliases = [a for a in fields[2].split(";") if a] if len(fields) > 2 else []
        songs.append((title, artist or None, category, aliases))


# MARK: SongKey

APOSTROPHES = {0x27, 0x2019, 0x2BC, 0x2BB}
UMLAUTS = {0xE4, 0xF6, 0xFC, 0xC4, 0xD6, 0xDC}


def latin_base(v, plain):
    if v in (0xE4, 0xC4): return "a" if plain else "ae"
    if v in (0xF6, 0xD6): return "o" if plain else "oe"
    if v in (0xFC, 0xDC): return "u" if plain else "ue"
    if v in (0xDF, 0x1E9E): return "ss"
    if 0xE0 <= v <= 0xE3 or v == 0xE5 or 0xC0 <= v <= 0xC3 or v == 0xC5: return "a"
    if v in (0xE7, 0xC7): return "c"
    if 0xE8 <= v <= 0xEB or 0xC8 <= v <= 0xCB: return "e"
    if 0xEC <= v <= 0xEF or 0xCC <= v <= 0xCF: return "i"
    if v in (0xF1, 0xD1): return "n"
    if 0xF2 <= v <= 0xF5 or v == 0xF8 or 0xD2 <= v <= 0xD5 or v == 0xD8: return "o"
    if 0xF9 <= v <= 0xFB or 0xD9 <= v <= 0xDB: return "u"
    if v in (0xFD, 0xFF, 0xDD): return "y"
    if v == 0x0159: return "r"
    if v in (0x0161, 0x0160): return "s"
    if v in (0x010D, 0x010C): return "c"
    if v == 0x011B: return "e"
    if v in (0x015E, 0x015F, 0x015A, 0x015B): return "s"
    if v in (0x0130, 0x0131): return "i"
    if v in (0x011E, 0x011F): return "g"
    if v in (0x0141, 0x0142): return "l"
    if v in (0x0104, 0x0105): return "a"
    if v in (0x0118, 0x0119): return "e"
    if v in (0x0106, 0x0107): return "c"
    if v in (0x0143, 0x0144): return "n"
    if v in (0x0179, 0x017A, 0x017B, 0x017C, 0x017D, 0x017E): return "z"
    if v in (0x0150, 0x0151): return "o"
    if v in (0x0170, 0x0171): return "u"
    return None


def split(text, plain):
    out, current = [], ""
    for ch in text:
        v = ord(ch)
        if 0x41 <= v <= 0x5A:
            v += 32
        if 0x61 <= v <= 0x7A or 0x30 <= v <= 0x39:
            current += chr(v)
        elif v in APOSTROPHES:
            continue
        elif latin_base(v, plain) is not None:
            current += latin_base(v, plain)
        elif current:
            out.append(current)
            current = ""
    if current:
        out.append(current)
    return out


def words(text):
    return split(text, False)


def plain_words(text):
    if not any(ord(c) in UMLAUTS for c in text):
        return None
    return split(text, True)


# MARK: names and artists (SongIndexBuilder)

def without_brackets(s):
    if "(" not in s:
        return None
    head = s[:s.index("(")].strip(" ")
    return head or None


def individual_artists(artist):
    out = [artist]
    for sep in (" & ", ", "):
        if sep in artist:
            for piece in artist.split(sep):
                t = piece.strip(" ")
                if t and t not in out:
                    out.append(t)
    return out


NOT_SURNAMES = None
ARTICLES = ["die", "der", "das", "the", "de", "los", "la", "le"]


def artist_forms_words(w):
    forms = [w]
    if len(w) >= 2 and w[0] in ARTICLES:
        forms.append(w[1:])
    elif len(w) in (2, 3) and len(w[-1]) >= 5 and not w[-1].isdigit() and w[-1] not in NOT_SURNAMES:
        forms.append([w[-1]])
    return forms


def artist_forms(artist):
    forms = []
    spellings = [artist]
    for joiner in (" + ", " & "):
        if joiner in artist:
            spellings.append(artist.replace(joiner, " und "))
            spellings.append(artist.replace(joiner, " and "))
    for sp in spellings:
        forms += artist_forms_words(words(sp))
        p = plain_words(sp)
        if p is not None:
            forms += artist_forms_words(p)
    return forms


def build(songs):
    first_index, names_by_first, by_key = {}, [], {}
    artists_by_first = {}
    individuals_by_artist, forms_cache = {}, {}
    seen_artist = set()

    def forms(one):
        if one not in forms_cache:
            forms_cache[one] = artist_forms(one)
        return forms_cache[one]

    for i, (title, artist, _, aliases) in enumerate(songs):
        seen = []

        def add_words(w, alias):
            if not w:
                return
            key = " ".join(w)
            if key in seen:
                return
            seen.append(key)
            if w[0] in first_index:
                names_by_first[first_index[w[0]]].append((w, i, alias))
            else:
                first_index[w[0]] = len(names_by_first)
                names_by_first.append([(w, i, alias)])
            by_key.setdefault(key, []).append(i)

        def add(name, alias):
            add_words(words(name), alias)
            p = plain_words(name)
            if p is not None:
                add_words(p, alias)

        add(title, -1)
        for n, al in enumerate(aliases):
            add(al, n)
        cut = without_brackets(title)
        if cut is not None:
            add(cut, -2)
        if artist is None:
            continue
        if artist not in individuals_by_artist:
            individuals_by_artist[artist] = [(one, " ".join(words(one))) for one in individual_artists(artist)]
        for one, key in individuals_by_artist[artist]:
            if key in seen_artist:
                continue
            seen_artist.add(key)
            for w in forms(one):
                if w:
                    artists_by_first.setdefault(w[0], []).append((w, one))
    key_forms = []
    for (_, artist, _, _) in songs:
        if artist is None:
            key_forms.append([])
        else:
            key_forms.append([f for one, _ in individuals_by_artist[artist] for f in forms(one)])
    for k in range(len(names_by_first)):
        names_by_first[k].sort(key=lambda n: -len(n[0]))   # stable, as Swift's sort
    for k in artists_by_first:
        artists_by_first[k].sort(key=lambda a: -len(a[0]))
    longest = max(len(ns[0][0]) for ns in names_by_first)
    by_first = {ns[0][0][0]: ns for ns in names_by_first}
    return by_first, by_key, artists_by_first, key_forms, longest


# MARK: encoding

def fnv(s):
    h = 0xCBF29CE484222325
    for b in s.encode("utf-8"):
        h = ((h ^ b) * 0x00000100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h ^ (h >> 29)


class Tables:
    def __init__(self):
        self.lines, self.offset, self.size = [], {}, 0
        self.numbers = []

    def ref(self, s):
        """Offset and byte length of `s` in the text (each string stored once, on its own line)."""
        if s not in self.offset:
            if "\n" in s or '"#' in s:
                sys.exit(f"unsupported characters in {s!r}")
            self.offset[s] = self.size
            self.lines.append(s)
            self.size += len(s.encode("utf-8")) + 1
        return [self.offset[s], len(s.encode("utf-8"))]

    def words(self, w):
        out = [len(w)]
        for x in w:
            out += self.ref(x)
        return out

    def hash_map(self, entries):
        """`entries`: (key, value count, value numbers) in a stable order."""
        size = 16
        while size < len(entries) * 2:
            size <<= 1
        base = len(self.numbers)
        slots = [0] * size
        for e, (key, _, _) in enumerate(entries):
            s = fnv(key) & (size - 1)
            while slots[s]:
                s = (s + 1) & (size - 1)
            slots[s] = e + 1
        self.numbers += [size - 1] + slots
        entry_base = len(self.numbers)
        self.numbers += [0] * (5 * len(entries))
        for e, (key, count, values) in enumerate(entries):
            self.numbers[entry_base + 5 * e: entry_base + 5 * e + 5] = self.ref(key) + [count, len(self.numbers), fnv(key) & 0xFFFFFF]
            self.numbers += values
        return base


def main():
    global NOT_SURNAMES
    gazetteer = read("SongGazetteer.swift") + read("SongIndexBuilder.swift")
    m = re.search(r"static let notSurnames: Set<String> = \[(.*?)\]", gazetteer, re.S)
    NOT_SURNAMES = set(re.findall(r'"([^"]*)"', m.group(1)))
    srcs, cases = sources()
    songs = []
    for category, text in srcs:
        parse(text, category, songs)
    by_first, by_key, artists, key_forms, longest = build(songs)

    t = Tables()
    # songs: index table, then one record per song
    song_index = len(t.numbers)
    t.numbers += [0] * (len(songs) + 1)
    for i, (title, artist, category, aliases) in enumerate(songs):
        t.numbers[song_index + i] = len(t.numbers)
        rec = t.ref(title)
        rec += t.ref(artist) if artist is not None else [0, 0]
        rec += [1 if artist is not None else 0, category, len(aliases)]
        for a in aliases:
            rec += t.ref(a)
        rec += [len(key_forms[i])]
        for f in key_forms[i]:
            rec += t.words(f)
        t.numbers += rec
    t.numbers[song_index + len(songs)] = len(t.numbers)

    def names(ns):
        # word count + 64 * (18 bits of the second word's hash, 0 for one word), song, alias + 2,
        # then the words
        out = []
        for (w, song, alias) in ns:
            if len(w) >= 64:
                sys.exit(f"name of {len(w)} words: {w}")
            out += [len(w) | (fnv(w[1]) & 0x3FFFF if len(w) > 1 else 0) << 6, song, alias + 2]
            for x in w:
                out += t.ref(x)
        return out
    first_map = t.hash_map([(k, len(ns), names(ns)) for k, ns in by_first.items()])
    key_map = t.hash_map([(k, len(v), list(v)) for k, v in by_key.items()])

    def artist_names(a):
        out = []
        for (w, one) in a:
            out += t.ref(one) + t.words(w)
        return out
    artist_map = t.hash_map([(k, len(a), artist_names(a)) for k, a in artists.items()])

    for n in t.numbers:
        if not 0 <= n < 1 << 24:
            sys.exit(f"number {n} does not fit 4 base-64 digits")

    def enc(n):
        return "".join(chr(0x30 + ((n >> (6 * k)) & 63)) for k in range(4))
    rows = []
    for r in range(0, len(t.numbers), 32):
        rows.append("".join(enc(n) for n in t.numbers[r:r + 32]))

    with open(OUT, "w", encoding="utf-8") as f:
        f.write("// GENERATED by scripts/generate-song-tables.py from SongData+*.swift: do not edit.\n")
        f.write("// Regenerate after changing the song data: python3 scripts/generate-song-tables.py\n")
        f.write("// (`SongTablesSyncTests` fails while this file is stale.)\n")
        f.write("extension SongTables {\n")
        f.write(f"    static let songCount = {len(songs)}\n")
        f.write(f"    static let maxNameWords = {longest}\n")
        f.write(f"    static let songIndex = {song_index}\n")
        f.write(f"    static let firstWordMap = {first_map}\n")
        f.write(f"    static let keyMap = {key_map}\n")
        f.write(f"    static let artistMap = {artist_map}\n")
        f.write(f"    static let numberCount = {len(t.numbers)}\n")
        f.write("    static let text: StaticString = #\"\"\"\n")
        f.write("\n".join(t.lines))
        f.write("\n\"\"\"#\n")
        f.write("    static let numbers: StaticString = #\"\"\"\n")
        f.write("\n".join(rows))
        f.write("\n\"\"\"#\n")
        f.write("}\n")
    print(f"{os.path.relpath(OUT, ROOT)}: {len(songs)} songs, {len(by_first)} first words, {len(by_key)} keys, "
          f"{len(artists)} artist first words, {t.size} text bytes, {len(t.numbers)} numbers")


if __name__ == "__main__":
    main()
