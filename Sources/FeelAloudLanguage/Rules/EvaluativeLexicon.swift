/// A broad evaluative lexicon for field #1 as data: one line per lemma with its polarity and
/// strength, the inflected forms generated instead of listed (issue #11: vocabulary that
/// generalises to fresh text — "ein angenehmer Sonntag", "ätzender Tag", "ein grässliches
/// Wetter"). The day-noun rule (`ParagraphReader.judgesADay`) then makes "angenehmer Vormittag" a
/// judgement of the day, the verdict rule (`ParagraphReader.verdictSentence`) makes "Ansonsten
/// nett." one.
///
/// Line syntax: `kind weight lemma[, lemma…]` — kind `a` = adjective (the lemma plus the endings
/// -e/-er/-en/-es/-em), `p` = phrase or idiom as written (the shared phrase syntax, `~` gaps);
/// `b` = a block (congratulating someone is their joy, not the writer's);
/// weight +3/-3 = explicit statement, ±2 evaluative, ±1 mild, 0 = a neutral judgement
/// (`Cue.moodNeutral`). Forms the hand-written `MoodLexicon` already has are left to it, so the
/// two tables never disagree about one phrase.
enum EvaluativeLexicon {
    static let table = """
    a +1 angenehm, friedlich, entspannend, zufriedenstellend, produktiv, lecker, suess
    a +2 erholsam, witzig, cool, geil, grandios, fabelhaft, harmonisch, heiter, vergnuegt, ausgelassen, erfreulich, wohltuend
    a +2 bereichernd, inspirierend, kuschelig, sonnig, liebevoll, bewegend, beruehrend, ergreifend, phantastisch, wundervoll, erfolgreich
    a +3 gelungen, traumhaft, ueberragend
    a -2 bloed, doof, grauenhaft, katastrophal, eklig, ekelhaft, scheusslich, graesslich, mistig, frustrierend, deprimierend, trostlos
    a -1 truebselig
    a -3 aetzend, beschissen, grottig, bescheuert, unterirdisch
    a 0 durchwachsen, mittelmaessig, passabel, unspektakulaer, gewoehnlich, ereignislos, unaufgeregt
    p +3 proud, feeling proud, feeling good, feeling great, great day, good day, awesome day, lovely day, so happy, auf wolke sieben, im siebten himmel, kann nicht klagen, hat sich gelohnt
    p +2 awesome, amazing, lovely, great, wholesome
    p -3 sad, upset, bad day, worst day, terrible day, im eimer, stimmung ~ im keller, laune ~ im keller, auf dem zahnfleisch, auf dem zahnfleisch gehen
    p -3 lief schon ~ besser, lief auch schon ~ besser, war schon ~ besser, schon bessere tage, hatte ~ bessere tage, kann ja nur besser werden, kann nur noch besser werden, kann nur besser werden
    p -3 zum davonlaufen, fuer die tonne, zum abgewoehnen, unter aller sau, nicht mein tag, schnauze voll, die nase voll, den tag versaut, tag versaut, mir reicht es
    p -3 bin so durch, bin total durch, bin voellig durch, bin komplett durch, bin echt durch, bin einfach durch, bin nur noch durch
    p +3 fuehl* mich wohl, fuehl* mich richtig wohl, fuehl* mich sehr wohl, fuehl* mich heute wohl, fuehl* mich total wohl, fuehl* mich so wohl, fuehl* mich heute richtig wohl, alles klappt, alles geklappt, hat alles geklappt, alles hat geklappt
    p +2 besser als gedacht, besser als erwartet, lief wie am schnuerchen, lief rund, alles lief rund
    p -3 lief alles schief, ging alles schief, alles ging schief, alles lief schief, lief ~ alles schief, stimmung ~ gedrueckt, gedrueckte stimmung, nichts lief rund
    p -2 annoyed, sucks, ins klo gefallen, ins wasser gefallen
    p +3 hat mich beruehrt, hat mich sehr beruehrt, hat mich so beruehrt, hat mich tief beruehrt, warmes gefuehl, warmen gefuehl, ich liebe es, liebe es, nicht unzufrieden
    p +3 glecklich, zofridde, zefridde, zfriede, hat mi gfreut, hat mi froit, froit, a freid, bello giorno, bellissimo, vor ruehrung, heulen vor ruehrung, heulen vor glueck, weinen vor glueck
    p +2 beruehrt, schae, laessig, taugt, hat mir getaugt, hat mi taugt, gelobt, chill
    p +1 gmüatlich, gmüatlicha, gmüetlech, gmüetlich, gmiatlich, gemiedlich, gemiedlisch, gemietlich
    p -3 bringt mi ~ um, bringt mich ~ um, hundeelend, resignation, resigniert, fuehl* ~ verlassen, in der seele weh, frustig, schietdag, schiettag, fix und foxi, bringt mi um, bringt mich um, kriesche, aergerlicher tag, aergerlichen tag
    p -3 haette besser laufen koennen, haette ~ besser laufen koennen, haett besser laufen koennen, haette besser sein koennen
    p -3 laune im keller, stimmung im keller
    p +3 jut jeloofen, jut jelaufen, allet jut jeloofen
    p -2 sorje, sorge gemacht, sorgen gemacht
    p 0 meh, wird scho wieder, wird schon wieder, zaeh, zaeher, zaehe, zaehen
    p +2 🔥*, 🥹*, 🤩*, 🤗*, 🙌*, 💪*, 😀*, 😃*, 😆*, 🥲*, 💃*, 😎*
    p +1 👍*, 😂*, 🤣*, 😅*, 😋*, gg
    a +3 leiwand
    p +2 subba, supa, subber
    p -2 schiefganga, schiafganga
    p -3 grantich, gschissn
    p -3 😔*, 😫*, 😖*, 😣*, 🤬*, 😠*, 😓*, 😥*, 😿*, 🥺*
    p -2 😒*, 😕*, 😟*, 🙄*
    b 0 ihr gratuliert, ihm gratuliert, ihnen gratuliert, gratuliert ihr, gratuliert ihm, euch gratuliert, gratulierte ihr, gratulierte ihm
    """

    /// The adjective endings generated for an `a` lemma.
    static let adjectiveEndings = ["", "e", "er", "en", "es", "em"]

    /// The generated rules (one per line's kind and weight), registered with the mood family.
    static let rules: [PhraseRule] = {
        var known = Set<String>()
        var prefixes = Set<Substring>(), suffixes = Set<Substring>()
        // (plain lowercase ASCII is already folded: only the few other phrases pay the fold)
        func folded(_ p: String) -> String {
            p.utf8.allSatisfy({ $0 < 0x80 && !(0x41...0x5A).contains($0) }) ? p : GermanFolding.fold(p)
        }
        for r in MoodLexicon.rules {
            for p in r.phrases {
                let f = folded(p)
                known.insert(f)
                guard !f.contains(" ") else { continue }
                if f.hasSuffix("*"), !f.hasPrefix("*") { prefixes.insert(Substring(f.dropLast())) }
                if f.hasPrefix("*"), !f.hasSuffix("*") { suffixes.insert(Substring(f.dropFirst())) }
            }
        }
        // a form a wildcard of MoodLexicon already covers ("schoen*", "*traurig") stays with it
        // (each prefix and suffix of the form looked up once: linear in its length)
        func covered(_ f: String) -> Bool {
            // single-word wildcards cover only single words
            if f.utf8.contains(0x20) { return false }
            var i = f.startIndex
            while i < f.endIndex {
                f.formIndex(after: &i)
                if prefixes.contains(f[f.startIndex..<i]) || suffixes.contains(f[f.index(f.endIndex, offsetBy: -f.distance(from: f.startIndex, to: i))...]) { return true }
            }
            return false
        }
        var byKey: [String: [String]] = [:]
        var order: [String] = []
        for line in table.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard parts.count == 3, let weight = Int(parts[1]) else { continue }
            let key = "\(parts[0])\(weight)"
            if byKey[key] == nil { order.append(key); byKey[key] = [] }
            for piece in parts[2].split(separator: ",") {
                let lemma = piece.split(separator: " ").joined(separator: " ")
                guard !lemma.isEmpty else { continue }
                let forms = parts[0] == "a" ? adjectiveEndings.map { lemma + $0 } : [lemma]
                for f in forms {
                    let g = folded(f)
                    if !covered(g), known.insert(g).inserted { byKey[key]!.append(f) }
                }
            }
        }
        return order.compactMap { key -> PhraseRule? in
            guard let phrases = byKey[key], !phrases.isEmpty else { return nil }
            let kind = key.first == "a" ? "adjective" : "phrase"
            let weight = Int(key.dropFirst())!
            let id = "mood.lexicon.\(kind).\(weight < 0 ? "minus" : "plus")\(abs(weight))"
            if key.first == "b" { return PhraseRule("mood.lexicon.block", phrases, .block) }
            let cue: Cue = weight == 0 ? .moodNeutral : .mood(weight: weight, explicit: abs(weight) >= 3)
            return PhraseRule(id, phrases, cue)
        }
    }()
}
