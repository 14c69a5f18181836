import FeelAloudCore

/// Reads one clause of a correction: by field number, by label/synonym, or as free speech.
enum CorrectionClauseReader {
    typealias Words = CorrectionValueWords
    typealias Free = CorrectionFreeSpeech

    // MARK: Entry

    static func read(_ seg: CorrectionSegment, current: EntryFields, previous: FieldKey?) -> CorrectionReading {
        let w = seg.words
        guard !w.isEmpty else { return .noise }
        var start = 0
        while start < w.count, CorrectionYesNoWords.leadingFillers.contains(w[start]) { start += 1 }
        if start == w.count { return .noise }

        if let (key, rest) = fieldNumber(w, from: start) {
            // "4 und 5 hoch": one value for several numbers.
            var keys = [key], valueStart = rest
            // ("vier und fünf beide hoch": number words too; "beide"/"jeweils" carry no value)
            while valueStart < w.count {
                if w[valueStart] == "und", valueStart + 1 < w.count, CorrectionClauseWords.numberWords[w[valueStart + 1]] != nil { valueStart += 1; continue }
                guard let d = w[valueStart].count == 1 ? Int(w[valueStart]) : CorrectionClauseWords.numberWords[w[valueStart]],
                      let k = FieldKey(number: d) else { break }
                keys.append(k); valueStart += 1
            }
            if keys.count > 1 { while valueStart < w.count, ["beide", "beides", "jeweils", "alle", "zwei"].contains(w[valueStart]) { valueStart += 1 } }
            if keys.count == 1 { return readValue(key, seg, rest..<w.count, current: current, numbered: true, negatedLabel: false) }
            var all: [CorrectionAssignment] = []
            for k in keys {
                let r = readValue(k, seg, valueStart..<w.count, current: current, numbered: true, negatedLabel: false)
                guard case let .assignments(a) = r else { return r }
                all += a
            }
            return .assignments(all)
        }
        let body = Array(w[start...])
        if CorrectionClauseWords.purposeStarts.contains(body[0]) { return .purpose }
        // "nicht Layla(, sondern …)", "statt Kaugummi hab ich Tee getrunken": the current value is rejected
        if let r = rejectedEcho(seg, from: start, current: current) {
            // "Gegenmaßnahme war Musik hören, nicht Kaugummi": the new value came first
            if case let .missingValue(key, _, _) = r, key == previous { return .noise }
            if case .missingValue(.countermeasureActivity, _, _) = r {} else { return r }
        }
        let oldValue = oldValuePositions(body, 0..<body.count)
        let replaced = !oldValue.isEmpty && oldValue.count < body.count  // "statt mittel eher hoch" names the new value
        if CorrectionClauseWords.contrastStarts.contains(body[0]), !replaced, isContrast(Array(body.dropFirst())) {
            // "nicht mittel, sondern hoch": a rejected value that only one field shows names that
            // field for the bare value after it
            // (after a clause of its own the contrast only restates it: "Ohrwurm war stark, nicht schwach")
            if previous == nil, let key = fieldShowing(Array(body.dropFirst()), current) { return ask(key, []) }
            return .noise
        }
        if CorrectionClauseWords.contrastStarts.contains(body[0]), body.count > 1, body[1] == "mit" { return .noise }  // "…, nicht mit Lena"

        // Countermeasures are read first: "hab dagegen Musik gehört" is an activity, not music.
        if let r = readCountermeasure(seg, from: start, current: current) { return r }

        // "Last Christmas stimmt nicht, es war Jingle Bells": the current title names the field.
        if let title = current.songName, let r = titleMention(w, title, from: start), r.lowerBound == start,
           isRejection(Array(w[r.upperBound...])) {
            return .missingValue(.songName, question: Messages.correctionWhichValue(.songName, []), options: [])
        }
        // "zusätzlich noch Musik gehört" while #7 is set: one more activity.
        if let act = current.countermeasureActivity, current.musicInHead, let more = additionalActivity(seg, from: 0),
           !GermanFolding.fold(act).contains(GermanFolding.fold(more)) {
            return .assignments([CorrectionAssignment(key: .countermeasureActivity, value: .text(act + ", " + more))])
        }
        // "hab kein Radio gehört" while #7 is "Radio gehört": that activity did not happen.
        if let act = current.countermeasureActivity,
           !(firstLabel(w, from: start).map { $0.group == .activity || $0.group == .countermeasure } ?? false),
           let r = negatedActivity(w, act, from: start) { return r }
        if let label = firstLabel(w, from: start) {
            // "ganz ohne Stress war es nicht": a second negation cancels the first
            let negated = negatedBefore(w, label.range.lowerBound, floor: start) && !CorrectionNegation.isLitotes(Array(w[start...]))
            switch label.group {
            case .earworm:
                return readFree(seg, from: start, current: current, earwormLabel: label.range, previous: previous)
            case .mood: return readValue(.mood, seg, rest(w, start, label.range), current: current, negatedLabel: negated, labelRange: label.range)
            case .song:
                // "das war nicht das Lied(, sondern X)": the title is wrong, the music stays.
                if negated, wrongTitle(w, label.range.lowerBound, floor: start) {
                    return readValue(.songName, seg, label.range.upperBound..<w.count, current: current, negatedLabel: false, labelRange: label.range)
                }
                // "das Lied ging mir nicht aus dem Kopf" is about the music, not a title.
                if !negated, seg.quoted == nil, case let .assignments(a) = readFree(seg, from: start, current: current, earwormLabel: label.range, previous: previous, titleFromLabel: false),
                   a.contains(where: { $0.key != .musicInHead || $0.value == .flag(false) }) {
                    return .assignments(a)
                }
                // "des Liad is ma ned aus'm Schädl gangen": a sentence about the music after the
                // label names no title; it only says the music was there
                if !negated, seg.quoted == nil, CorrectionText.isSentence(seg, after: label.range.upperBound) {
                    return .assignments([CorrectionAssignment(key: .musicInHead, value: .flag(true), mentionsMusic: true)])
                }
                return readValue(.songName, seg, rest(w, start, label.range), current: current, negatedLabel: negated, labelRange: label.range)
            case .strength: return readValue(.earwormStrength, seg, rest(w, start, label.range), current: current, negatedLabel: negated, labelRange: label.range)
            case .distress: return readValue(.distress, seg, rest(w, start, label.range), current: current, negatedLabel: negated, labelRange: label.range)
            case .countermeasure: return readValue(.countermeasures, seg, rest(w, start, label.range), current: current, negatedLabel: negated, labelRange: label.range)
            case .activity: return readValue(.countermeasureActivity, seg, rest(w, start, label.range), current: current, negatedLabel: negated, labelRange: label.range)
            case .social: return readValue(.socialContact, seg, rest(w, start, label.range), current: current, negatedLabel: negated, labelRange: label.range)
            case .stress: return readValue(.stress, seg, rest(w, start, label.range), current: current, negatedLabel: negated, labelRange: label.range)
            }
        }
        return readFree(seg, from: start, current: current, earwormLabel: nil, previous: previous)
    }

    // MARK: Clauses without separators

    /// "stimmung schlecht stress hoch" (dictation without commas): split at each label when
    /// every part starts with a label of its own group and carries a value word.
    static func subClauses(_ seg: CorrectionSegment) -> [CorrectionSegment] {
        let w = seg.words
        guard w.count >= 4, seg.quoted == nil else { return [seg] }
        // "4 stark 5 hoch", "vier stark fünf nur mittel": split before each further field number
        // (a number word only before a value word: "vier zwei Stufen höher" stays whole)
        let isDigit: (String) -> Bool = { $0.count == 1 && $0.first!.isNumber && $0 != "0" }
        let isNumber: (String) -> Bool = { isDigit($0) || CorrectionClauseWords.numberWords[$0] != nil }
        let valueAfter: (Int) -> Bool = { k in
            k + 1 < w.count && (CorrectionValueVocabulary.words.contains(w[k + 1]) || CorrectionValueWords.yes.matchesWhole([w[k + 1]])
                || CorrectionValueWords.no.matchesWhole([w[k + 1]]))
        }
        if let f = w.firstIndex(where: { !CorrectionYesNoWords.leadingFillers.contains($0) }), isDigit(w[f]) || CorrectionClauseWords.numberWords[w[f]] != nil && valueAfter(f) {
            let cuts = ((f + 2)..<w.count).filter { k in
                guard k + 1 < w.count else { return false }
                if isDigit(w[k]) { return !isDigit(w[k - 1]) }
                return isNumber(w[k]) && valueAfter(k) && !isNumber(w[k - 1]) && w[k - 1] != "und"
            }
            if !cuts.isEmpty {
                let bounds = [0] + cuts + [w.count]
                return (0..<(bounds.count - 1)).map { CorrectionSegment(seg.text(bounds[$0]..<bounds[$0 + 1])) }
            }
        }
        var hits: [LabelHit] = []
        var i = 0
        while i < w.count {
            var best: LabelHit?
            for (group, phrase) in CorrectionLabels.phrases where phrase.matches(w, at: i) {
                if best == nil || phrase.words.count > best!.range.count { best = LabelHit(group: group, range: i..<(i + phrase.words.count)) }
            }
            if let b = best { hits.append(b); i = b.range.upperBound } else { i += 1 }
        }
        guard hits.count >= 2, Set(hits.map { "\($0.group)" }).count == hits.count,
              hits[0].group != .activity, hits[0].group != .song, hits[0].group != .countermeasure else { return [seg] }
        var firstContent = 0
        while firstContent < w.count, CorrectionYesNoWords.leadingFillers.contains(w[firstContent]) || ["die", "der", "das", "mein", "meine"].contains(w[firstContent]) { firstContent += 1 }
        guard hits[0].range.lowerBound == firstContent else { return [seg] }
        var parts: [CorrectionSegment] = []
        for (k, h) in hits.enumerated() {
            let end = k + 1 < hits.count ? hits[k + 1].range.lowerBound : w.count
            var partStart = h.range.lowerBound
            // keep an article before the next label with that label's part
            var partEnd = end
            while partEnd - 1 > h.range.upperBound, ["die", "der", "das", "und", "aber", "mein", "meine", "auch", "dafuer"].contains(w[partEnd - 1]) { partEnd -= 1 }
            if k == 0 { partStart = 0 }
            // (a yes/no word is the value of a flag: "kontakt ja")
            let valueTokens = (h.range.upperBound..<partEnd).filter {
                !CorrectionYesNoWords.particles.contains(w[$0]) || CorrectionValueWords.yes.matchesWhole([w[$0]]) || CorrectionValueWords.no.matchesWhole([w[$0]])
            }
            guard !valueTokens.isEmpty else { return [seg] }
            parts.append(CorrectionSegment(seg.text(partStart..<partEnd)))
        }
        return parts
    }

    // MARK: Numbers

    /// "4 stark", "4: stark", "Nr. 8 nein", "Nummer vier stark" -> (key, index of the value).
    static func fieldNumber(_ w: [String], from start: Int) -> (FieldKey, Int)? {
        var w = w
        // "nr3", "nr.3" typed together
        if start < w.count, let m = ["nr", "nummer", "punkt", "feld"].first(where: { w[start].hasPrefix($0) && w[start].count == $0.count + 1 }),
           let d = Int(w[start].dropFirst(m.count)), (1...9).contains(d) {
            w[start] = m
            w.insert(String(d), at: start + 1)
            return FieldKey(number: d).map { ($0, start + 1) }
        }
        var i = start
        var prefixed = false
        let loose: Set<String> = ["die", "bei", "zu", "für", "fuer", "in", "unter", "und", "auch"]
        if i < w.count, CorrectionClauseWords.numberPrefixes.contains(w[i]) || loose.contains(w[i]) { prefixed = CorrectionClauseWords.numberPrefixes.contains(w[i]); i += 1 }
        guard i < w.count else { return nil }
        var n: Int?
        if w[i].count == 1, let d = Int(w[i]) { n = d }
        else if let d = CorrectionClauseWords.numberWords[w[i]], prefixed || (i + 1 < w.count && d > 1) { n = d }
        // "eins gut": a bare "eins" only when a mood value follows (it is also an ordinary word).
        else if w[i] == "eins", i + 1 < w.count, CorrectionValueReader.mood(Array(w[(i + 1)..<min(w.count, i + 3)])) != nil { n = 1 }
        guard let num = n, let key = FieldKey(number: num) else { return nil }
        if i > start && !prefixed && !loose.contains(w[start]) { return nil }
        return (key, i + 1)
    }

    // MARK: Labels

    struct LabelHit { let group: CorrectionLabels.Group; let range: Range<Int> }

    static func firstLabel(_ w: [String], from start: Int) -> LabelHit? {
        var best: LabelHit?
        for (group, phrase) in CorrectionLabels.phrases {
            guard let r = phrase.find(in: w, from: start) else { continue }
            if let b = best, !(r.lowerBound < b.range.lowerBound || (r.lowerBound == b.range.lowerBound && r.count > b.range.count)) { continue }
            best = LabelHit(group: group, range: r)
        }
        if best == nil {
            // Typos in long labels ("Stimmmung", "Leidensdrück", "Sozialkontak").
            for i in start..<w.count where w[i].count >= 6 {
                for (group, phrase) in CorrectionLabels.phrases where phrase.words.count == 1 {
                    let p = phrase.words[0]
                    guard p.count >= 6, abs(p.count - w[i].count) <= 1 else { continue }
                    if CorrectionFuzzy.distance(p, w[i], limit: p.count >= 10 ? 2 : 1) {
                        return LabelHit(group: group, range: i..<(i + 1))
                    }
                }
            }
        }
        return best
    }

    static func negatedBefore(_ w: [String], _ index: Int, floor: Int) -> Bool {
        let from = max(floor, index - 2)
        guard from < index else { return false }
        // "nicht wenig Stress", "ned vü Stress": the negation bends the amount, not the label
        if index - 2 >= floor, CorrectionValueReader.negatedQuantity(w, (index - 1)..<index) != nil { return false }
        // "kein schwacher Ohrwurm(, sondern ein starker)": the negation bends the level word
        // before the label, not the label
        if index - 2 >= floor, CorrectionValueWords.negators.contains(w[index - 2]), !CorrectionValueWords.negators.contains(w[index - 1]),
           CorrectionValueReader.strength([w[index - 1]], generic: true) != nil
            || CorrectionValueReader.severity([w[index - 1]], specific: [], generic: true) != nil { return false }
        // (the shared negation words: "keinerlei Kontakt", "nie Stress")
        return w[from..<index].contains { CorrectionValueWords.negators.contains($0) }
    }

    /// "nicht das Lied", "nicht dieser Song": a negated song label with a definite or
    /// demonstrative determiner rejects the title, not the music ("kein Lied" does).
    static func wrongTitle(_ w: [String], _ index: Int, floor: Int) -> Bool {
        guard index - 2 >= floor, index >= 2 else { return false }
        return CorrectionClauseWords.negatedTitleStarts.contains(w[index - 2])
            && CorrectionClauseWords.titleDeterminers.contains(w[index - 1])
    }

    /// "zusätzlich noch Musik gehört", "außerdem hab ich Tee getrunken" -> "Musik gehört".
    static func additionalActivity(_ seg: CorrectionSegment, from start: Int) -> String? {
        let w = seg.words
        let markers: Set<String> = ["zusaetzlich", "ausserdem", "dazu", "ebenfalls", "ausserdem", "auch", "noch", "und"]
        let skip: Set<String> = ["hab", "habe", "ich", "bin", "hatte", "dann", "dagegen", "mal"]
        var k = start
        var marked = false
        while k < w.count, markers.contains(w[k]) || skip.contains(w[k]) { if markers.contains(w[k]) && w[k] != "und" { marked = true }; k += 1 }
        guard marked, k < w.count, w.count - k <= 4, !w[k...].contains(where: { CorrectionValueWords.negators.contains($0) }) else { return nil }
        let rest = CorrectionSegment(seg.text(k..<w.count))
        // an activity, not a value ("auch noch gestresst"): two or more words, none a value word
        guard rest.words.count >= 2, CorrectionParser.looksLikeActivity(rest),
              !rest.words.contains(where: { CorrectionValueVocabulary.words.contains($0) || ["stress", "ohrwurm", "stimmung", "laune", "leidensdruck"].contains($0) }) else { return nil }
        // "auch noch mit Oma gesprochen" is social contact, not an activity
        if mentionsPerson(rest.words) || mentionsName(rest, from: 0) || Free.socialTrue.contains(in: rest.words) { return nil }
        let a = CorrectionText.activity(rest, 0..<rest.words.count)
        return a.isEmpty ? nil : a
    }

    /// A negated mention of (one of) the current activities: drop it; none left -> #6 false.
    static func negatedActivity(_ w: [String], _ activity: String, from start: Int) -> CorrectionReading? {
        let parts = activity.components(separatedBy: ", ")
        let negators = CorrectionValueWords.negators
        for (n, part) in parts.enumerated() {
            let pw = CorrectionSegment(part).words
            guard let head = pw.first, head.count >= 3,
                  let i = w[start...].firstIndex(of: head) else { continue }
            // "kein Radio gehört" (negator just before) or "Radio hab ich nicht gehört" (all words named)
            let before = i >= 1 && w[max(start, i - 2)..<i].contains(where: { negators.contains($0) })
            let whole = pw.count >= 2 && pw.allSatisfy { w[start...].contains($0) } && w[start...].contains(where: { negators.contains($0) })
            // "Kaugummi war's nicht": the activity named and rejected
            let rejected = i == start && i + 1 < w.count && isRejection(Array(w[(i + 1)...]))
            guard before || whole || rejected else { continue }
            var rest = parts
            rest.remove(at: n)
            if rest.isEmpty {
                var a = CorrectionAssignment(key: .countermeasures, value: .flag(false))
                a.replacesActivity = true
                return .assignments([a])
            }
            return .assignments([CorrectionAssignment(key: .countermeasureActivity, value: .text(rest.joined(separator: ", ")))])
        }
        return nil
    }

    /// Where the (folded) current song title occurs in the clause.
    static func titleMention(_ w: [String], _ title: String, from start: Int) -> Range<Int>? {
        let t = CorrectionSegment(title).words
        guard !t.isEmpty, t.count <= w.count - start else { return nil }
        for i in start...(w.count - t.count) where Array(w[i..<(i + t.count)]) == t { return i..<(i + t.count) }
        return nil
    }

    /// "stimmt nicht", "ist falsch", "war nicht richtig" after a named value.
    static func isRejection(_ rest: [String]) -> Bool {
        let r = rest.filter { !["ist", "war", "is", "das", "so", "auch", "leider", "eigentlich", "doch", "ganz", "wars", "war's", "s", "es", "gar"].contains($0) }
        return [["stimmt", "nicht"], ["falsch"], ["nicht", "richtig"], ["passt", "nicht"], ["nicht", "korrekt"], ["stimmt", "so", "nicht"], ["nicht"]].contains(r)
    }

    static func rest(_ w: [String], _ start: Int, _ label: Range<Int>) -> Range<Int> {
        // Value words mostly follow the label ("Stimmung eher schlecht"); some precede it
        // ("gute Laune", "hoher Leidensdruck", "viel Stress"): take the whole clause minus the label.
        start..<w.count
    }

    /// Words of a range without the label and particles (modifiers and negators kept).
    /// Value phrases whose words may also be particles ("hin und wieder", "immer wieder").
    static let particlePhrases: [CorrectionPhraseList] =
        Words.strengthSpecific.map(\.1) + Words.distressSpecific.map(\.1) + Words.stressSpecific.map(\.1)

    static func valueWords(_ seg: CorrectionSegment, _ range: Range<Int>, excluding label: Range<Int>?) -> [String] {
        var out: [String] = []
        var keep = Set<Int>()
        for list in particlePhrases {
            var from = range.lowerBound
            while from < range.upperBound, let r = list.find(in: seg.words, from: from), r.upperBound <= range.upperBound {
                if r.count > 1 { keep.formUnion(r) }
                from = max(r.upperBound, from + 1)
            }
        }
        let old = oldValuePositions(seg.words, range)
        for i in range where !(label?.contains(i) ?? false) && !old.contains(i) {
            let t = seg.words[i]
            if CorrectionYesNoWords.particles.contains(t) && !CorrectionValueWords.negators.contains(t) && !keep.contains(i) { continue }
            out.append(t)
        }
        return out
    }

    /// "nicht schwach", "statt mittel": a contrast with the old value, no new information.
    static func isContrast(_ rest: [String]) -> Bool {
        if let f = rest.first, ["so", "sehr", "besonders", "ganz", "allzu", "wirklich", "allein", "alleine"].contains(f) { return false }
        // "…, aber nicht viel" / "oba ned vü": a negated amount of the clause before
        if let f = rest.first, CorrectionValueReader.lowQuantities.contains(f) || CorrectionValueReader.highQuantities.contains(f) { return false }
        let words = rest.filter { !["mehr", "wie", "angezeigt", "gedacht", "erkannt", "gesagt"].contains($0) }
        guard !words.isEmpty, words.count <= 3 else { return false }
        if Free.socialFalse.contains(in: words) || Free.notAlone.contains(in: words) || Free.socialTrue.contains(in: words) { return false }
        if CorrectionValueReader.firstHit(words, Words.stressSpecific) != nil { return false }
        if CorrectionValueReader.firstHit(words, Words.distressSpecific) != nil { return false }
        if firstLabel(words, from: 0) != nil { return false }
        return CorrectionValueReader.firstHit(words, Words.severityGeneric) != nil
            || CorrectionValueReader.firstHit(words, Words.strengthGeneric) != nil
            || CorrectionValueReader.mood(words) != nil
            || CorrectionValueReader.flag(words) != nil
    }

    /// The one field whose shown value the words name ("mittel" while only #4 shows medium), nil
    /// when none or several do.
    static func fieldShowing(_ words: [String], _ current: EntryFields) -> FieldKey? {
        let w = words.filter { !CorrectionYesNoWords.particles.contains($0) && !["mehr", "wie", "angezeigt", "gedacht"].contains($0) }
        guard !w.isEmpty else { return nil }
        var keys: [FieldKey] = []
        if let m = CorrectionValueReader.mood(w), m == current.mood { keys.append(.mood) }
        if current.musicInHead {
            if let s = CorrectionValueReader.strength(w, generic: true), s == current.earwormStrength { keys.append(.earwormStrength) }
            if let s = CorrectionValueReader.distress(w, generic: true), s == current.distress { keys.append(.distress) }
        } else if let s = CorrectionValueReader.stress(w, generic: true), s == current.stress {
            keys.append(.stress)
        }
        return keys.count == 1 ? keys[0] : nil
    }

    // MARK: Values of a named field

    static func readValue(
        _ key: FieldKey, _ seg: CorrectionSegment, _ range: Range<Int>, current: EntryFields,
        numbered: Bool = false, negatedLabel: Bool, labelRange: Range<Int>? = nil
    ) -> CorrectionReading {
        var r = readValueInner(key, seg, range, current: current, numbered: numbered, negatedLabel: negatedLabel, labelRange: labelRange)
        if case .missingValue = r, key != .songName, key != .countermeasureActivity,
           let fixed = CorrectionValueVocabulary.corrected(seg.words, skip: labelRange) {
            // "Stimmung schelcht", "Stress war hcoh" -> one typo away from a value word
            r = readValueInner(key, CorrectionSegment(seg, words: fixed), range, current: current, numbered: numbered, negatedLabel: negatedLabel, labelRange: labelRange)
        }
        guard case let .assignments(a) = r else { return r }
        return .assignments(a.map { var x = $0; x.explicit = true; return x })
    }

    static func readValueInner(
        _ key: FieldKey, _ seg: CorrectionSegment, _ range: Range<Int>, current: EntryFields,
        numbered: Bool, negatedLabel: Bool, labelRange: Range<Int>?
    ) -> CorrectionReading {
        // "was bei Gegenmaßnahme steht(, war keine)": the words only point at the field; its
        // value comes in the next clause
        if let l = labelRange, isFieldPointer(seg.words, range, label: l) { return ask(key, []) }
        var range = range
        // ("ab und zu" is a value, not "zu <value>")
        if let auf = range.last(where: { ["auf", "zu"].contains(seg.words[$0]) && $0 + 1 < range.upperBound && !($0 > 0 && seg.words[$0 - 1] == "und") }),
           range.contains(where: { $0 < auf && seg.words[$0] == "von" }) || key != .songName && key != .countermeasureActivity && key != .countermeasures {
            // "Stimmung von gut auf schlecht", "Stress bitte auf hoch setzen"
            if !(labelRange?.contains(auf) ?? false), labelRange.map({ auf >= $0.upperBound }) ?? true { range = (auf + 1)..<range.upperBound }
        }
        let words = valueWords(seg, range, excluding: labelRange)
        // "Stimmung okay" confirms the field; "Stimmung war okay" describes the day (neutral).
        let describesMood = key == .mood && range.contains { ["war", "waren", "wars"].contains(seg.words[$0]) } && !words.contains("so")
        if !words.isEmpty, words.allSatisfy({ ["passt", "stimmt", "korrekt", "ok", "okay", "gut so", "so", "richtig", "auch", "soweit"].contains($0) }),
           !(key == .mood && words.contains("gut")), !(describesMood && words.allSatisfy { ["ok", "okay"].contains($0) }) {
            return .fieldConfirmed(key)
        }
        // "das mit dem Sozialkontakt stimmt nicht": only the words after the label count.
        let afterLabel = labelRange.map { valueWords(seg, $0.upperBound..<max($0.upperBound, range.upperBound), excluding: nil) } ?? words
        let judged = words.count <= 2 ? words : afterLabel
        if judged.count <= 2, judged.contains("falsch") || (judged.contains("stimmt") && judged.contains("nicht")) {
            // "8 stimmt nicht", "Ohrwurm falsch": a flag flips; other fields need the value.
            switch key {
            case .musicInHead: return .assignments([.init(key: key, value: .flag(!current.musicInHead))])
            case .socialContact: return .assignments([.init(key: key, value: .flag(!current.socialContact))])
            case .countermeasures: return .assignments([.init(key: key, value: .flag(!current.countermeasures))])
            default: return CorrectionClauseReader.ask(key, [])
            }
        }
        let oldValue = oldValuePositions(seg.words, range)
        let rawWords = range.filter { !(labelRange?.contains($0) ?? false) && !oldValue.contains($0) }.map { seg.words[$0] }
            .filter { !["war", "ist", "is", "hatte", "gab", "es", "das", "der", "die", "ich", "i", "eigentlich", "im"].contains($0) }
        let x = ValueContext(key: key, seg: seg, range: range, current: current, numbered: numbered,
                             negatedLabel: negatedLabel, labelRange: labelRange, words: words, rawWords: rawWords)
        switch key {
        case .mood: return readMoodValue(x)
        case .musicInHead: return readMusicValue(x)
        case .songName: return readSongValue(x)
        case .earwormStrength: return readStrengthValue(x)
        case .distress: return readDistressValue(x)
        case .stress: return readStressValue(x)
        case .countermeasures, .countermeasureActivity: return readCountermeasureValue(x)
        case .socialContact: return readSocialValue(x)
        }
    }


    /// What every per-field value reader gets: the clause, the value's range and words.
    struct ValueContext {
        let key: FieldKey
        let seg: CorrectionSegment
        let range: Range<Int>
        let current: EntryFields
        let numbered: Bool
        let negatedLabel: Bool
        let labelRange: Range<Int>?
        let words: [String]
        let rawWords: [String]

        func assign(_ v: CorrectionValue, music: Bool = false) -> CorrectionReading {
            .assignments([CorrectionAssignment(key: key, value: v, mentionsMusic: music)])
        }
        func ask(_ choices: [String]) -> CorrectionReading { CorrectionClauseReader.ask(key, choices) }
    }

    /// Ask for the value of `key`, offering `choices`.
    static func ask(_ key: FieldKey, _ choices: [String]) -> CorrectionReading {
        .missingValue(key, question: Messages.correctionWhichValue(key, choices), options: choices.map { "\(key.number) \($0)" })
    }


    /// Value of #1: "gut", "war okay" (the day), typo-corrected values.
    static func readMoodValue(_ x: ValueContext) -> CorrectionReading {
        let seg = x.seg, range = x.range, labelRange = x.labelRange, words = x.words
        let old = oldValuePositions(seg.words, range)
        let raw = range.filter { !(labelRange?.contains($0) ?? false) && !old.contains($0) }.map { seg.words[$0] }
        if let m = moodComparative(raw, current: x.current.mood) { return x.assign(.mood(m)) }
        if let m = CorrectionValueReader.mood(raw, named: true) ?? CorrectionValueReader.mood(words, named: true) { return x.assign(.mood(m)) }
        return x.ask(["gut", "neutral", "schlecht"])
    }

    /// Value of #2: yes/no, music switched off, or free speech about the earworm.
    static func readMusicValue(_ x: ValueContext) -> CorrectionReading {
        let seg = x.seg, range = x.range, current = x.current, numbered = x.numbered, negatedLabel = x.negatedLabel, words = x.words, rawWords = x.rawWords
        if negatedLabel || Free.musicOff.contains(in: words) { return x.assign(.flag(false)) }
        if let b = CorrectionValueReader.flag(rawWords) { return x.assign(.flag(b)) }
        if !numbered { return x.assign(.flag(true)) }
        if words.isEmpty { return x.ask(["ja", "nein"]) }
        return readFree(seg, from: range.lowerBound, current: current, earwormLabel: range.lowerBound..<range.lowerBound, previous: nil, forceMusic: true)
    }

    /// Value of #3: quoted or spoken title, descriptions ("das Lied aus der Werbung"), "weiß nicht".
    static func readSongValue(_ x: ValueContext) -> CorrectionReading {
        let key = x.key, seg = x.seg, range = x.range, negatedLabel = x.negatedLabel, labelRange = x.labelRange
        if negatedLabel { return .assignments([CorrectionAssignment(key: .musicInHead, value: .flag(false))]) }
        if let q = seg.quoted { return x.assign(.text(q), music: true) }
        if let n = CorrectionValueWords.nullish.find(in: seg.words), seg.words[n].contains(where: { ["weiss", "kenne", "kenn", "erinnere", "ahnung"].contains($0) }) {
            return x.assign(.text(nil))  // "ich weiß nicht, wie das Lied heißt"
        }
        var textRange = (labelRange.map { max($0.upperBound, range.lowerBound) } ?? range.lowerBound)..<range.upperBound
        // "es war das Lied aus der Werbung": the label is part of the description.
        if let l = labelRange, l.count == 1, l.upperBound < range.upperBound, CorrectionText.descriptionPrepositions.contains(seg.words[l.upperBound]),
           !["von", "vom"].contains(seg.words[l.upperBound]), l.lowerBound >= 1,
           !seg.words[l.upperBound..<range.upperBound].contains(where: { CorrectionClauseWords.copulas.contains($0) }), ["das", "der", "die", "so", "ein", "eine"].contains(seg.words[l.lowerBound - 1]) {
            textRange = (l.lowerBound - 1)..<range.upperBound
        } else if let l = labelRange, l.upperBound < range.upperBound, CorrectionText.descriptionPrepositions.contains(seg.words[l.upperBound]),
                  !["von", "vom"].contains(seg.words[l.upperBound]),
                  let c = (l.upperBound..<range.upperBound).first(where: { CorrectionClauseWords.copulas.contains(seg.words[$0]) }), c + 1 < range.upperBound {
            // "das Lied aus dem Radio war Zombie": the title follows the copula.
            textRange = (c + 1)..<range.upperBound
        }
        let tw = valueWords(seg, textRange, excluding: nil)
        if tw.isEmpty || CorrectionValueWords.nullish.matchesWhole(tw) || CorrectionValueReader.isNullish(tw) && tw.count <= 3 {
            if tw.isEmpty { return x.ask([]) }
            return x.assign(.text(nil))
        }
        let firstContent = textRange.first { !["war", "ist", "is", "eigentlich", "doch", "es", "das"].contains(seg.words[$0]) }
        if let f = firstContent, seg.words[f] == "nicht" || seg.words[f] == "kein" || seg.words[f] == "falsch" { return x.ask([]) }
        // "irgendein TikTok-Sound", "irgendwas aus dem Radio": the writer says the music is not
        // identified (null), unless an artist follows ("irgendwas von Queen" -> "Queen")
        if let f = firstContent, seg.words[f].hasPrefix("irgend") {
            if let v = (f..<textRange.upperBound).first(where: { ["von", "vom"].contains(seg.words[$0]) }), v + 1 < textRange.upperBound {
                let artist = CorrectionText.songTitle(seg, (v + 1)..<textRange.upperBound)
                if !artist.isEmpty { return x.assign(.text(artist), music: true) }
            }
            return x.assign(.text(nil))
        }
        if let f = firstContent, isIndefiniteDescription(seg, from: f, to: textRange.upperBound) { return .fieldConfirmed(.songName) }
        let title = CorrectionText.songTitle(seg, textRange)
        if title.isEmpty { return x.ask([]) }
        return x.assign(.text(title), music: true)
    }

    /// Value of #4: level words, comparatives ("stärker"), none.
    static func readStrengthValue(_ x: ValueContext) -> CorrectionReading {
        let current = x.current, numbered = x.numbered, negatedLabel = x.negatedLabel, words = x.words
        if let step = comparative(words), let cur = current.earwormStrength {
            return x.assign(.strength(EarwormStrength.allCases[max(0, min(2, cur.rank + step))]), music: !numbered)
        }
        if let s = CorrectionValueReader.strength(words, generic: true) { return x.assign(.strength(s), music: !numbered) }
        if negatedLabel || CorrectionValueReader.isNullish(words) { return x.assign(.strength(nil)) }
        return x.ask(["schwach", "mittel", "stark"])
    }

    /// Value of #5: level words, comparatives, a negated label = none.
    static func readDistressValue(_ x: ValueContext) -> CorrectionReading {
        let current = x.current, negatedLabel = x.negatedLabel, words = x.words
        if negatedLabel { return x.assign(.severity(Severity.none)) }
        if let step = comparative(words), let cur = current.distress, current.musicInHead {
            return x.assign(.severity(Severity.allCases[max(0, min(3, cur.rank + step))]))
        }
        if let s = CorrectionValueReader.distress(words, generic: true) { return x.assign(.severity(s)) }
        if CorrectionValueReader.isNullish(words) { return x.assign(.severity(nil)) }
        return x.ask(["keiner", "gering", "mittel", "hoch"])
    }

    /// Value of #9: level words, phrases that contain the label ("voll im Stress").
    static func readStressValue(_ x: ValueContext) -> CorrectionReading {
        let seg = x.seg, range = x.range, current = x.current, numbered = x.numbered, negatedLabel = x.negatedLabel, words = x.words
        if negatedLabel { return x.assign(.severity(Severity.none)) }
        if let step = comparative(words), let cur = current.stress, !current.musicInHead {
            return x.assign(.severity(Severity.allCases[max(0, min(3, cur.rank + step))]))
        }
        // "Stress war hoch" (level word), then phrases that contain the label ("voll im Stress").
        if let s = CorrectionValueReader.stress(words, generic: true) { return x.assign(.severity(s)) }
        let withLabel = Array(seg.words[range])
        if let s = CorrectionValueReader.stress(withLabel, generic: false) {
            return x.assign(.severity(s))
        }
        if CorrectionValueReader.isNullish(words) { return x.assign(.severity(nil)) }
        if !numbered, words.contains(where: { ["hatte", "hab", "habe", "gab", "gehabt", "viel", "ordentlich", "hatten", "haben"].contains($0) })
            || seg.words.contains(where: { ["hatte", "hab", "habe", "gab", "gehabt", "viel", "hatten", "haben"].contains($0) }) {
            return x.assign(.severity(.medium))
        }
        return x.ask(["keiner", "gering", "mittel", "hoch"])
    }

    /// Value of #6–#7: yes/no, "war nicht X, sondern Y", the activity as spoken.
    static func readCountermeasureValue(_ x: ValueContext) -> CorrectionReading {
        let key = x.key, seg = x.seg, range = x.range, numbered = x.numbered, negatedLabel = x.negatedLabel, labelRange = x.labelRange
        if negatedLabel || Free.nothingDone.contains(in: seg.words) {
            return .assignments([CorrectionAssignment(key: .countermeasures, value: .flag(false))])
        }
        let textRange = (labelRange.map { max($0.upperBound, range.lowerBound) } ?? range.lowerBound)..<range.upperBound
        // "Gegenmaßnahme war nicht Kaugummi(, sondern Tee trinken)": the activity is wrong.
        let contrastTail = textRange.map { seg.words[$0] }.filter { !["war", "ist", "is", "es", "das", "die"].contains($0) }
        if contrastTail.count >= 2, ["nicht", "kein", "keine", "keinen"].contains(contrastTail[0]),
           CorrectionValueReader.flag(Array(contrastTail.dropFirst())) == nil {
            return .missingValue(.countermeasureActivity, question: Messages.correctionWhichValue(.countermeasureActivity, []), options: [])
        }
        let tw = valueWords(seg, textRange, excluding: nil)
        let rawTail = textRange.map { seg.words[$0] }.filter { !["war", "ist", "is", "es", "das", "ich", "hatte", "gab"].contains($0) }
        if let b = CorrectionValueReader.flag(rawTail), rawTail.count <= 3 {
            return .assignments([CorrectionAssignment(key: .countermeasures, value: .flag(b))])
        }
        if key == .countermeasureActivity, CorrectionValueReader.isNullish(tw), tw.count <= 3 {
            return .assignments([CorrectionAssignment(key: .countermeasures, value: .flag(false))])
        }
        let activity = CorrectionText.activity(seg, textRange)
        if activity.isEmpty {
            return key == .countermeasures && !numbered
                ? .assignments([CorrectionAssignment(key: .countermeasures, value: .flag(true))])
                : x.ask(key == .countermeasures ? ["ja", "nein"] : [])
        }
        return .assignments([CorrectionAssignment(key: .countermeasureActivity, value: .text(activity))])
    }

    /// Value of #8: "nicht allein", service contact, persons and names.
    static func readSocialValue(_ x: ValueContext) -> CorrectionReading {
        let seg = x.seg, range = x.range, numbered = x.numbered, negatedLabel = x.negatedLabel, words = x.words, rawWords = x.rawWords
        if Free.notAlone.contains(in: words) || Free.isNotAlone(Array(seg.words[range])) { return x.assign(.flag(true)) }
        if negatedLabel || Free.socialFalse.contains(in: words) { return x.assign(.flag(exceptedPerson(seg, Array(seg.words[range])))) }
        if words.contains(where: { Free.serviceNouns.contains($0) }), !mentionsPerson(words) { return x.assign(.flag(false)) }
        if let b = CorrectionValueReader.flag(rawWords) { return x.assign(.flag(b)) }
        if words.contains(where: { Free.personNouns.contains($0) }) { return x.assign(.flag(true)) }
        if Free.socialTrue.contains(in: words) || mentionsPerson(words) || mentionsName(seg, from: range.lowerBound) { return x.assign(.flag(true)) }
        if !numbered, words.isEmpty || words.allSatisfy({ ["hatte", "gehabt", "gab", "viel", "genug"].contains($0) }) {
            return x.assign(.flag(true))
        }
        return x.ask(["ja", "nein"])
    }


    // MARK: Countermeasures in free speech

    static func readCountermeasure(_ seg: CorrectionSegment, from start: Int, current: EntryFields) -> CorrectionReading? {
        let w = seg.words
        if let label = firstLabel(w, from: start), label.group == .countermeasure || label.group == .activity { return nil }
        if Free.nothingDone.contains(in: Array(w[start...])) {
            return .assignments([CorrectionAssignment(key: .countermeasures, value: .flag(false))])
        }
        if Free.remarks.find(in: w, from: start) != nil, !w[start...].contains(where: { !Free.remarkWords.contains($0) }) {
            return .purpose  // "…, hat aber nichts gebracht": the clause before was a countermeasure
        }
        guard let cue = Free.againstCue.find(in: w, from: start) else { return nil }
        // "ich dagegen bestens": "dagegen" right after the writer is a contrast, not "against it"
        if isContrastAdverb(w, cue.lowerBound, start: start) { return nil }
        // "nicht dagegen", "nichts dagegen" are handled above; "dagegen" in "ich hab nichts dagegen" too.
        let keepCue = ["abgelenkt", "uebertoent", "vertrieben", "ablenken"].contains(w[cue.lowerBound])
        var activity = ""
        if keepCue {
            activity = CorrectionText.activity(seg, start..<w.count)
        } else {
            // "ihn mit Gitarre spielen zu übertönen": with an infinitive cue, "mit" before a verb
            // phrase only names the means ("mit anderer Musik" stays as spoken)
            var from = start
            let infinitive = cue.lowerBound > 0 && w[cue.lowerBound - 1] == "zu" || w[cue].contains { $0.contains("zu") }
            let end = cue.lowerBound > 0 && w[cue.lowerBound - 1] == "zu" ? cue.lowerBound - 1 : cue.lowerBound
            if infinitive, let m = w[start..<end].firstIndex(of: "mit"), end - m >= 3,
               w[start..<m].allSatisfy({ Free.activityLeadingNoise.contains($0) || ["es", "sie"].contains($0) }),
               w[end - 1].hasSuffix("en"), seg.tokens[end - 1].text.first?.isLowercase ?? false { from = m + 1 }
            let before = CorrectionText.activity(seg, from..<cue.lowerBound)
            let after = CorrectionText.activity(seg, cue.upperBound..<w.count)
            activity = before.isEmpty ? after : (after.isEmpty ? before : before + " " + after)
        }
        if activity.isEmpty {
            return .assignments([CorrectionAssignment(key: .countermeasures, value: .flag(true))])
        }
        return .assignments([CorrectionAssignment(key: .countermeasureActivity, value: .text(activity))])
    }

    // MARK: Free speech

    static func mentionsPerson(_ w: [String]) -> Bool {
        for (i, t) in w.enumerated() where ["mit", "bei", "und", "mein", "meine", "meiner", "meinem", "meinen", "unserer", "unserem", "unsere", "die", "der"].contains(t) {
            for j in (i + 1)..<min(w.count, i + 4) where Free.personNouns.contains(w[j]) || (t == "mit" || t == "und") && Free.firstNames.contains(w[j]) {
                return true
            }
        }
        return false
    }

    /// "mit Tom im Kino": a capitalised word right after "mit" that is not a known thing.
    static func mentionsName(_ seg: CorrectionSegment, from start: Int) -> Bool {
        guard seg.original != seg.original.uppercased() else { return false }
        for i in start..<seg.words.count where seg.words[i] == "mit" && i + 1 < seg.words.count {
            let orig = seg.tokens[i + 1].text
            let w = seg.words[i + 1]
            guard let f = orig.first, f.isUppercase, w.count >= 2 else { continue }
            if Free.notNamesAfterMit.contains(w) || CorrectionValueVocabulary.words.contains(w) { continue }
            if firstLabel([w], from: 0) != nil { continue }
            return true
        }
        return false
    }

    static func readFree(
        _ seg: CorrectionSegment, from start: Int, current: EntryFields, earwormLabel: Range<Int>?,
        previous: FieldKey?, forceMusic: Bool = false, titleFromLabel: Bool = true
    ) -> CorrectionReading {
        let w = seg.words
        let body = Array(w[start...])
        // "ohne Ohrwurm war ich nicht": two negations cancel, the music was there
        let litotes = CorrectionNegation.isLitotes(body)
        let musicHit = musicPhrase(w, from: start)
        if !litotes, switchesMusicOff(w, body, from: start, earwormLabel: earwormLabel, musicHit: musicHit) {
            return .assignments([CorrectionAssignment(key: .musicInHead, value: .flag(false))])
        }
        let mentionsMusic = forceMusic || earwormLabel != nil || musicHit != nil
        // "der Ohrwurm war doch eher stärker": a comparative after the earworm label moves the
        // shown strength one step, as "Stärke höher" does
        if let label = earwormLabel, !label.isEmpty, let cur = current.earwormStrength, current.musicInHead,
           let step = comparative(body.enumerated().filter { !label.contains($0.offset + start) && !CorrectionYesNoWords.particles.contains($0.element) }.map(\.element)) {
            return .assignments([CorrectionAssignment(key: .earwormStrength, value: .strength(EarwormStrength.allCases[max(0, min(2, cur.rank + step))]), mentionsMusic: true)])
        }
        var out: [CorrectionAssignment] = []
        if let title = freeTitle(seg, from: start, musicHit: musicHit, litotes: litotes) {
            out.append(CorrectionAssignment(key: .songName, value: .text(title), mentionsMusic: true))
        }
        let stress = CorrectionValueReader.stress(body, generic: false)
        let distress = CorrectionValueReader.distress(body, generic: false, named: earwormLabel != nil)
        let social = freeSocial(seg, body, from: start)
        // The previous clause may have just switched the music on ("Ohrwurm ja, den ganzen Tag").
        let musicContext = current.musicInHead || previous.map { [.musicInHead, .songName, .earwormStrength, .distress].contains($0) } ?? false
        let strength = freeStrength(body, named: earwormLabel != nil, aboutMusic: mentionsMusic || !out.isEmpty,
                                    otherValue: stress != nil || social != nil, distress: distress != nil,
                                    musicContext: musicContext, previous: previous)
        if let s = strength { out.append(CorrectionAssignment(key: .earwormStrength, value: .strength(s), mentionsMusic: mentionsMusic)) }
        if let d = distress { out.append(CorrectionAssignment(key: .distress, value: .severity(d), mentionsMusic: mentionsMusic)) }
        if let s = stress, distress == nil, !(mentionsMusic && (strength != nil)) {
            out.append(CorrectionAssignment(key: .stress, value: .severity(s)))
        }
        if let s = social, !mentionsMusic || Free.socialFalse.contains(in: body) || Free.socialTrue.contains(in: body) {
            out.append(CorrectionAssignment(key: .socialContact, value: .flag(s)))
        }
        // "bin heut ziemlich down gewesen", "ich war richtig happy": the writer as the subject of
        // a copula with a mood word and no other value is the mood
        let writerCopula = stress == nil && distress == nil && social == nil && !mentionsMusic
            && body.contains(where: { ["bin", "war"].contains($0) }) && (["bin", "war"].contains(body.first ?? "") || body.contains("ich") || body.contains("i"))
        if CorrectionClauseWords.moodCues.contains(in: body) || CorrectionClauseWords.moodOnly.contains(in: body) || writerCopula,
           let m = CorrectionValueReader.mood(body) {
            if distress == nil || CorrectionClauseWords.moodOnly.contains(in: body) { out.append(CorrectionAssignment(key: .mood, value: .mood(m))) }
        }
        guard mentionsMusic else { return out.isEmpty ? bare(seg, body, current: current, previous: previous) : .assignments(out) }
        if let label = earwormLabel, out.isEmpty, titleFromLabel, let r = afterEarwormLabel(seg, label, litotes: litotes) {
            guard case let .assignments(a) = r, a.first?.key == .songName else { return r }
            out += a
        }
        out.insert(CorrectionAssignment(key: .musicInHead, value: .flag(true), mentionsMusic: true), at: 0)
        return .assignments(out)
    }

    /// "er lief eher zwischendurch mal": nothing but a persistence phrase and fillers, so it
    /// can only describe the earworm ("ich war den ganzen Tag in Meetings" cannot).
    static func onlyStrengthWords(_ body: [String]) -> Bool {
        var covered = Set<Int>()
        for (_, list) in CorrectionValueWords.strengthSpecific {
            var from = 0
            while let r = list.find(in: body, from: from) { covered.formUnion(r); from = r.upperBound }
        }
        let fillers: Set<String> = ["er", "sie", "es", "lief", "lief's", "da", "nur", "eher", "mal", "ganz", "so",
                                    "wieder", "immer", "der", "die", "das", "ohrwurm", "war", "ist", "aber", "dann",
                                    "zwar", "und", "ja", "doch", "schon", "eigentlich", "nicht", "kam", "kommt", "lied",
                                    "song", "leider", "wirklich", "echt", "halt", "ihn", "hatte", "hab", "ich", "zu", "hoeren"]
        return body.indices.allSatisfy { covered.contains($0) || fillers.contains(body[$0])
            || CorrectionYesNoWords.particles.contains(body[$0]) || CorrectionValueVocabulary.words.contains(body[$0]) }
    }

    /// Writer pronouns before a contrast adverb ("ich dagegen", "i hingegen").
    static let contrastSubjects: Set<String> = ["ich", "i", "ick", "wir", "mir", "mich", "ik", "ech"]

    /// "dagegen"/"hingegen" right after the writer's pronoun at the clause start.
    static func isContrastAdverb(_ w: [String], _ i: Int, start: Int) -> Bool {
        i >= 1 && i - 1 >= start && ["dagegen", "hingegen"].contains(w[i]) && contrastSubjects.contains(w[i - 1])
    }

    /// A value without a field: the previous clause's field if it fits, else all fields that
    /// could take it under the current music state.
    static func bare(_ seg: CorrectionSegment, _ body: [String], current: EntryFields, previous: FieldKey?) -> CorrectionReading {
        let old = oldValuePositions(body, 0..<body.count)  // "eher gut als schlecht", "statt mittel eher hoch"
        let words = body.indices.filter { k in !isContrastAdverb(body, k, start: 0) && !old.contains(k) }.map { body[$0] }
            .filter { !CorrectionYesNoWords.particles.contains($0) || CorrectionValueWords.negators.contains($0) }
        guard !words.isEmpty else { return .noise }
        // "was du bei Kontakt eingetragen hast, stimmt nicht": a rejection after a flag's field flips it
        if let prev = previous, isRejection(body), let flipped = flip(prev, current) { return .assignments([flipped]) }
        if words.count > 4 || !words.allSatisfy({ CorrectionValueVocabulary.words.contains($0) }) { return .unknown }
        var candidates: [CorrectionAssignment] = []
        let m = CorrectionValueReader.mood(words)
        let sev = CorrectionValueReader.severity(words, specific: [], generic: true)
        let str = CorrectionValueReader.strength(words, generic: true)
        let strengthWord = words.contains { ["stark", "staerker", "starke", "starker", "schwach", "schwaecher"].contains($0) }
        if let prev = previous {
            switch prev {
            case .mood: if let m { return .assignments([.init(key: .mood, value: .mood(m))]) }
            case .earwormStrength: if let str { return .assignments([.init(key: .earwormStrength, value: .strength(str))]) }
            case .distress, .stress: if let sev { return .assignments([.init(key: prev, value: .severity(sev))]) }
            case .musicInHead, .songName:
                // "Ohrwurm ja, aber nur leicht" / "Lied Zombie, ganz leise": the earworm's strength.
                if let str { return .assignments([.init(key: .earwormStrength, value: .strength(str))]) }
                if prev == .musicInHead, let b = CorrectionValueReader.flag(words) { return .assignments([.init(key: prev, value: .flag(b))]) }
            case .countermeasures, .countermeasureActivity, .socialContact:
                // "was bei Gegenmaßnahme steht, war keine": a yes/no after a flag's label is that flag
                let flagKey: FieldKey = prev == .socialContact ? .socialContact : .countermeasures
                if let b = CorrectionValueReader.flag(words) { return .assignments([.init(key: flagKey, value: .flag(b))]) }
            default: break
            }
        }
        if let m { candidates.append(.init(key: .mood, value: .mood(m))) }
        if current.musicInHead {
            if let str { candidates.append(.init(key: .earwormStrength, value: .strength(str))) }
            if let sev, !strengthWord { candidates.append(.init(key: .distress, value: .severity(sev))) }
        } else if let sev, !strengthWord {
            candidates.append(.init(key: .stress, value: .severity(sev)))
        }
        if candidates.isEmpty { return .unknown }
        return .bare(text: seg.text(0..<seg.tokens.count), candidates: candidates)
    }
}
