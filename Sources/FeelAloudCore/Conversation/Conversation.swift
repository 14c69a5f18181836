/// The whole REPL dialogue as a pure function `(state, input) -> (state, effects)`.
///
/// It never touches a file or the terminal: the shell runs the effects (extract, append,
/// stage, print) and feeds results back as inputs. Golden transcripts replay it.
public enum Conversation {
    public typealias Step = (state: ConversationState, effects: [ConversationEffect])

    /// One step of the stage on top; when it is done (idle) and waits for nothing, the stage
    /// below it on the stack resumes.
    public static func handle(_ state: ConversationState, _ input: ConversationInput,
                              _ env: ConversationEnvironment) -> Step {
        let top = ConversationState(mode: state.mode)
        var (next, effects) = stageStep(top, input, env) ?? step(top, input, env)
        next.stack = state.stack + next.stack
        if case .idle = next.mode, !next.stack.isEmpty {
            if effects.contains(.quit) {
                next.stack = []
            } else if !effects.contains(where: \.awaitsAnswer) {
                let resumed = resume(next.stack.removeLast())
                next.mode = resumed.state.mode
                effects += resumed.effects
            }
        }
        return (next, effects)
    }

    static func step(_ state: ConversationState, _ input: ConversationInput,
                     _ env: ConversationEnvironment) -> Step {
        switch (state.mode, input) {
        case (.checkingIn, _), (.savingSettings, _), (_, .beginCheckIn), (_, .key), (_, .settingsSaved), (_, .settingsFailed):
            return (state, [])  // stageStep's

        case let (.idle, .shellAsks(question)):
            return (ConversationState(mode: .confirmShell(question)), [.say(question.text, .plain)])
        case (_, .shellAsks):
            return (state, [])
        case let (.confirmShell(question), .line(text)):
            switch env.language.yesNo(text) {
            case true?: return (ConversationState(), [.shellConfirmed(question.action)])
            case false?: return (ConversationState(), [.say(question.declined, .info)])
            case nil: return (state, [.say(Messages.answerYesNo, .warning)])
            }
        case let (.confirmShell(question), .endOfInput):
            return (ConversationState(), [.say(question.declined, .info), .say(Messages.goodbye, .plain), .quit])
        case let (.idle, .followUpDue(snapshot)):
            return (ConversationState(mode: .followingUp(snapshot)),
                    [.say(Messages.followUpQuestion(snapshot) + "\n" + Messages.followUpHint, .plain)])
        case (_, .followUpDue):
            return (state, [])
        case let (.followingUp(asked), .line(text)):
            return followUpAnswer(asked, text, env)
        case (.savingFollowUp, .line):
            return (state, [])
        case (.followingUp, .endOfInput):
            return (ConversationState(), [.say(Messages.followUpLeftOpen, .info), .say(Messages.goodbye, .plain), .quit])
        case let (.offeringEntry(note), .line(text)):
            switch env.language.yesNo(text) {
            case true?: return idleLine(note, env, asDiaryText: true)
            case false?: return (ConversationState(), [.say(Messages.noteStaysNote, .info)])
            case nil: return (state, [.say(Messages.answerYesNo, .warning)])
            }
        case (.offeringEntry, .endOfInput):
            return (ConversationState(), [.say(Messages.goodbye, .plain), .quit])
        case let (_, .start(draft)):
            guard let draft else { return (state, []) }
            if alreadySaved(draft, env.diary) {
                return (state, [.clearDraft, .say(Messages.draftAlreadySaved(draft), .info)])
            }
            return (ConversationState(mode: .resumeOffer(draft)),
                    [.say(Messages.resumeOffer(draft, today: env.now.day), .info)])

        case let (.reviewing(review), .endOfInput), let (.editingText(review), .endOfInput),
             let (.rereading(review), .endOfInput), let (.choosingReread(review, _, _, _), .endOfInput):
            return (state, [env.draftStaged ? .say(Messages.draftKeptOnQuit, .info)
                                            : .say(Messages.draftLost(review.transcript), .warning), .quit])
        case let (.manualEntry(progress), .endOfInput):
            return (state, [env.draftStaged ? .say(Messages.draftKeptOnQuit, .info)
                                            : .say(Messages.draftLost(progress.transcript), .warning), .quit])
        case (.resumeOffer, .endOfInput), (.confirmDropDraft, .endOfInput):
            return (state, [.quit])
        case (_, .endOfInput):
            return (state, [.say(Messages.goodbye, .plain), .quit])

        case let (.rereading(review), .extracted(result)):
            return reread(review, result)
        case let (.rereading(review), .extractionFailed(error, _)):
            return (ConversationState(mode: .reviewing(review)),
                    [.say(Messages.textChangedFieldsKept(Messages.extractionError(error)), .info),
                     .say(Messages.reviewQuestion, .plain)])
        case let (_, .extracted(result)):
            var review = Review(fields: result.fields, transcript: result.transcript, dayOffset: result.dayOffset,
                                unstated: result.unstated, stagedAt: env.now)
            review.recordID = env.newID
            review.inferred = result.inferred
            return startReview(review)
        case let (_, .extractionFailed(error, text)):
            if error == .emptyInput || error == .notText || error == .cancelled {
                return (ConversationState(), [.say(Messages.extractionError(error), .error)])
            }
            return startManualEntry(transcript: ExtractionResult.transcript(of: text),
                                    notice: Messages.extractionFailedFallback(error), env)

        case let (.reviewing(review), .saved(record)):
            guard review.saving else { return (state, []) }
            let revision: Int
            if case let .entry(e) = record { revision = e.revision } else { revision = 1 }
            return (ConversationState(), [.clearDraft, .say(Messages.saved(day: review.day, revision: revision), .success)])
        case let (.savingFollowUp(note, remaining), .saved(.snapshot)):
            // Said only once every revision is on disk, so a failed write never reads „notiert“.
            guard remaining <= 1 else {
                return (ConversationState(mode: .savingFollowUp(note: note, remaining: remaining - 1)), [])
            }
            guard let note else { return (ConversationState(), [.say(Messages.followUpDismissed, .info)]) }
            return (ConversationState(mode: .offeringEntry(note)),
                    [.say(Messages.followUpNoted, .success), .say(Messages.offerEntryFromNote, .plain)])
        case let (.savingFollowUp, .storeFailed(error)):
            return (ConversationState(), [.say(Messages.storeError(error), .error), .say(Messages.followUpNotSaved, .warning)])
        case (_, .saved(.snapshot)):
            return (state, [])
        case (_, .saved(.tombstone)):
            return (ConversationState(), [.say(Messages.deleted, .success)])
        case (_, .saved):
            return (ConversationState(), [])
        case let (.reviewing(review), .storeFailed(error)):
            var r = review
            r.saving = false
            if case .conflictingRecord = error, let original = r.original {
                // Edited elsewhere meanwhile: the next "ja" writes the next free revision.
                r.revision = env.diary.revision(of: original.id) + 1
                r.confirmedAt = nil
            }
            return (ConversationState(mode: .reviewing(r)),
                    [.say(Messages.storeError(error), .error), .say(Messages.keepDraftOnError, .info)])
        case let (_, .storeFailed(error)):
            return (state, [.say(Messages.storeError(error), .error)])

        case let (.idle, .line(text)):
            return idleLine(text, env)
        case let (.reviewing(review), .line(text)):
            return reviewLine(review, text, env)
        case let (.editingText(review), .line(text)):
            var r = review
            let newText = ExtractionResult.transcript(of: text)
            guard !newText.isEmpty, newText != review.transcript else {
                return (ConversationState(mode: .reviewing(r)),
                        [.say(Messages.textUnchanged, .info), .say(Messages.reviewQuestion, .plain)])
            }
            r.transcript = newText
            r.confirmedAt = nil
            // The new text is read again; the person then chooses which fields to keep.
            if case let .unavailable(reason) = env.extractorAvailability {
                return (ConversationState(mode: .reviewing(r)),
                        [.stageDraft(r.staged), .say(Messages.textChangedFieldsKept(Messages.extractorUnavailable(reason)), .info),
                         .say(Messages.reviewQuestion, .plain)])
            }
            return (ConversationState(mode: .rereading(r)), [.stageDraft(r.staged), .extract(newText)])
        case let (.choosingReread(review, fresh, unstated, dayOffset), .line(text)):
            return rereadChoice(review, fresh: fresh, unstated: unstated, dayOffset: dayOffset, text, env)
        case (.rereading, .line):
            return (state, [])
        case let (.manualEntry(progress), .line(text)):
            return manualLine(progress, text, env)
        case let (.resumeOffer(draft), .line(text)):
            switch env.language.yesNo(text) {
            case true?:
                return continueDraft(draft, env)
            case false?:
                return (ConversationState(mode: .confirmDropDraft(draft)), [.say(Messages.confirmDropDraft(draft.transcript), .plain)])
            case nil:
                return (state, [.say(Messages.answerYesNo, .warning)])
            }
        case let (.confirmDropDraft(draft), .line(text)):
            switch env.language.yesNo(text) {
            case true?:
                return (ConversationState(), [.clearDraft, .say(Messages.draftDropped(draft.transcript), .info)])
            case false?:
                return continueDraft(draft, env)
            case nil:
                return (state, [.say(Messages.answerYesNo, .warning)])
            }
        case let (.confirmDelete(entry, _), .line(text)):
            switch env.language.yesNo(text) {
            case true?:
                let tomb = Tombstone(id: entry.id, revision: env.diary.revision(of: entry.id) + 1, deletedAt: env.now)
                return (ConversationState(), [.append(.tombstone(tomb))])
            case false?:
                return (ConversationState(), [.say(Messages.notDeleted, .info)])
            case nil:
                return (state, [.say(Messages.answerYesNo, .warning)])
            }
        }
    }

    /// „ja“ to the resume offer (or „nein“ to dropping it): the staged draft is reviewed again.
    static func continueDraft(_ draft: StagedDraft, _ env: ConversationEnvironment) -> Step {
        var review = Review(fields: draft.fields, transcript: draft.transcript, dayOffset: draft.dayOffset,
                            unstated: [], stagedAt: draft.stagedAt)
        if let editing = draft.editing {
            review.original = env.diary.entry(id: editing.id)
        }
        // Keep the draft's id and revision unless that revision was taken meanwhile.
        review.recordID = draft.recordID ?? review.original?.id ?? env.newID
        let next = env.diary.revision(of: review.recordID) + 1
        review.revision = max(draft.revision ?? next, next)
        return (ConversationState(mode: .reviewing(review)), showReview(review))
    }

    // MARK: - Idle

    static func idleLine(_ raw: String, _ env: ConversationEnvironment, asDiaryText: Bool = false) -> Step {
        let text = raw.trimmingWhitespace()
        guard !text.isEmpty else { return (ConversationState(), []) }
        if !asDiaryText {
            if text.hasPrefix("/") { return slashCommand(text, env) }
            if env.language.looksLikeQuestion(text) { return (ConversationState(), [.answer(text)]) }
        }
        if case let .unavailable(reason) = env.extractorAvailability {
            return startManualEntry(transcript: ExtractionResult.transcript(of: text),
                                    notice: Messages.extractorFallback(Messages.extractorUnavailable(reason)), env)
        }
        return (ConversationState(), [.extract(text)])
    }

    static func slashCommand(_ text: String, _ env: ConversationEnvironment) -> Step {
        let body = text.dropFirst()
        let name = String(body.prefix { !$0.isWhitespace })
        let argument = String(body.dropFirst(name.count)).trimmingWhitespace()
        let command: SlashCommand
        switch SlashCommand.resolve(name) {
        case let .found(c): command = c
        case let .ambiguous(options): return (ConversationState(), [.say(Messages.ambiguousCommand(name, options), .warning)])
        case .unknown: return (ConversationState(), [.say(Messages.unknownCommand(name), .warning)])
        }
        let idle = ConversationState()
        switch command {
        case .hilfe: return (idle, [.say(SlashCommand.helpText, .plain)])
        case .beenden: return (idle, [.say(Messages.goodbye, .plain), .quit])
        case .verlauf: return (idle, [history(argument, env)])
        case .zeige:
            guard !argument.isEmpty else { return (idle, [.say(Messages.usageOf(.zeige, count: env.diary.entryCount), .warning)]) }
            switch pickEntry(argument, env) {
            case let .success((entry, n)): return (idle, [.say(HistoryRenderer.full(entry, number: n), .plain)])
            case let .failure(message): return (idle, [.say(message.text, .warning)])
            }
        case .eintrag: return startManualEntry(transcript: "", notice: Messages.manualEntryIntro, env)
        case .bearbeiten:
            switch pickEntry(argument, env, emptyMeansNewest: true) {
            case let .success((entry, _)):
                var review = Review(fields: entry.fields, transcript: entry.transcript,
                                    dayOffset: entry.day.dayNumber - entry.createdAt.day.dayNumber, unstated: [],
                                    stagedAt: env.now, original: entry)
                review.recordID = entry.id
                review.revision = env.diary.revision(of: entry.id) + 1
                return startReview(review)
            case let .failure(message): return (idle, [.say(message.text, .warning)])
            }
        case .loeschen:
            guard !argument.isEmpty else { return (idle, [.say(Messages.usageOf(.loeschen, count: env.diary.entryCount), .warning)]) }
            switch pickEntry(argument, env) {
            case let .success((entry, n)):
                let label = "\(n) (\(GermanLabels.dayText(entry.day)))"
                return (ConversationState(mode: .confirmDelete(entry: entry, label: label)),
                        [.say(HistoryRenderer.full(entry, number: n), .plain), .say(Messages.confirmDelete(label), .plain)])
            case let .failure(message): return (idle, [.say(message.text, .warning)])
            }
        case .text: return (idle, [.say(Messages.textOnlyInReview, .warning)])
        case .frage:
            guard !argument.isEmpty else { return (idle, [.say(Messages.usageOf(.frage, count: env.diary.entryCount), .warning)]) }
            return (idle, [.answer(argument)])
        case .checkin: return beginCheckIn(CheckInRequest(source: .manual, argument: argument), env)
        case .erinnerungen: return remindersCommand(argument, env)
        case .einstellungen: return settingsCommand(argument, env)
        case .woche, .monat, .jahr: return view(command, argument, env)
        case .export:
            switch env.language.exportOrder(argument, today: env.now.day) {
            case let .success(order): return (idle, [.export(order)])
            case let .failure(problem): return (idle, [.say(Messages.exportOrderProblem(problem), .plain)])
            }
        }
    }

    /// No entry under `argument` (of `count`); `text` words it.
    struct PickError: Error {
        let argument: String
        let count: Int
        var text: String { Messages.noSuchEntry(argument, count: count) }
    }

    /// Resolves "N" (1 = newest, as in /verlauf) or a word for the newest („letzter“, the language's).
    static func pickEntry(_ argument: String, _ env: ConversationEnvironment,
                          emptyMeansNewest: Bool = false) -> Result<(DiaryEntry, Int), PickError> {
        let arg = argument.trimmingWhitespace()
        let n: Int?
        if (arg.isEmpty && emptyMeansNewest) || env.language.namesNewestEntry(arg) { n = 1 } else { n = Int(arg) }
        guard let n, n >= 1, let entry = env.diary.newestEntries(n - 1..<n).first else {
            return .failure(PickError(argument: argument, count: env.diary.entryCount))
        }
        return .success((entry, n))
    }

    static func history(_ argument: String, _ env: ConversationEnvironment) -> ConversationEffect {
        guard !env.diary.isEmpty else { return .say(Messages.noEntries, .info) }
        var limit = 10
        var snapshots = Array(env.diary.lastSnapshots(5).reversed())
        var numbered: [(number: Int, entry: DiaryEntry)]
        if let n = Int(argument), n > 0 {
            limit = n
        } else if !argument.isEmpty {
            guard let range = env.language.dateRange(argument, today: env.now.day) else {
                return .say(Messages.noRange(argument), .warning)
            }
            let from = range.from ?? DayKey(dayNumber: Int(Int32.min))
            numbered = env.diary.newestEntries(from: from, to: range.to)
            snapshots = env.diary.snapshots(from: from, to: range.to).reversed()
            if numbered.isEmpty && snapshots.isEmpty { return .say(Messages.noEntriesInPeriod, .info) }
            return .say(HistoryRenderer.list(numbered.map(\.entry), numbers: numbered.map(\.number), snapshots: snapshots), .plain)
        }
        numbered = env.diary.newestEntries(0..<limit).enumerated().map { ($0.offset + 1, $0.element) }
        return .say(HistoryRenderer.list(numbered.map(\.entry), numbers: numbered.map(\.number), snapshots: snapshots), .plain)
    }

    // MARK: - Review

    static func startReview(_ review: Review) -> Step {
        (ConversationState(mode: .reviewing(review)), [.stageDraft(review.staged)] + showReview(review))
    }

    static func showReview(_ review: Review, afterChange: Bool = false) -> [ConversationEffect] {
        var header = afterChange ? Messages.reviewHeaderAfterChange : Messages.reviewHeader
        if review.original != nil { header = Messages.reviewHeaderEditing(GermanLabels.dayText(review.day)) }
        else if review.dayOffset != 0 { header += Messages.reviewHeaderForDay(GermanLabels.dayText(review.day)) }
        return [.say(header + ":\n" + FieldListRenderer.render(review.fields, unstated: review.unstated, inferred: review.inferred), .plain),
                .say(Messages.reviewQuestion, .plain)]
    }

    static func reviewLine(_ review: Review, _ raw: String, _ env: ConversationEnvironment) -> Step {
        let text = raw.trimmingWhitespace()
        var r = review
        let stay = { (r: Review) in ConversationState(mode: .reviewing(r)) }
        guard !text.isEmpty else { return (stay(r), [.say(Messages.reviewQuestion, .plain)]) }
        guard !r.saving else { return (stay(r), []) }

        if r.confirmingDiscard {
            r.confirmingDiscard = false
            switch env.language.yesNo(text) {
            case true?: return (ConversationState(), [.clearDraft, .say(Messages.discarded, .info)])
            case false?: return (stay(r), showReview(r))
            case nil: break
            }
        }
        if text.hasPrefix("/") {
            let name = String(text.dropFirst().prefix { !$0.isWhitespace })
            switch SlashCommand.resolve(name) {
            case .found(.text):
                return (ConversationState(mode: .editingText(r)), [.say(Messages.editText, .info), .prefill(r.transcript)])
            case .found(.hilfe):
                return (stay(r), [.say(SlashCommand.helpText, .plain), .say(Messages.reviewQuestion, .plain)])
            case .found(.beenden):
                return (stay(r), [env.draftStaged ? .say(Messages.draftKeptOnQuit, .info)
                                                  : .say(Messages.draftLost(r.transcript), .warning), .quit])
            default:
                return (stay(r), [.say(Messages.finishDraftFirst, .warning)])
            }
        }
        if let day = env.language.dayCorrection(text, writtenOn: r.writtenOn) {
            return correctDay(r, to: day)
        }
        if let (day, rest) = env.language.dayCorrectionAndRest(text, writtenOn: r.writtenOn) {
            // The day changes first; the rest is a field correction of the moved draft.
            guard day <= r.writtenOn else { return (stay(r), [.say(Messages.dayInFuture(day), .warning)]) }
            var moved = r
            moved.dayOffset = day.dayNumber - r.writtenOn.dayNumber
            moved.confirmedAt = nil
            let dayLine: [ConversationEffect] = day == r.day ? [] : [.say(Messages.dayChanged(from: r.day, to: day), .success)]
            let fields = reviewLine(moved, rest, env)
            return (fields.state, [.stageDraft(moved.staged)] + dayLine + fields.effects)
        }
        switch env.language.interpretCorrection(text, current: r.fields) {
        case .confirm:
            r.saving = true
            if r.confirmedAt == nil { r.confirmedAt = env.now }
            return (stay(r), [.append(.entry(entry(from: r, env)))])
        case .reject:
            return (stay(r), [.say(Messages.correctionWhatIsWrong, .plain)])
        case .cancel:
            r.confirmingDiscard = true
            return (stay(r), [.say(Messages.confirmDiscard, .plain)])
        case .undo:
            guard let previous = r.undoStack.popLast() else { return (stay(r), [.say(Messages.nothingToUndo, .info)]) }
            let lines = FieldListRenderer.diff(from: r.fields, to: previous)
            r.fields = previous
            r.confirmedAt = nil
            return (stay(r), [.stageDraft(r.staged), .say(([Messages.undone] + lines).joined(separator: "\n"), .info)]
                        + showReview(r, afterChange: true))
        case let .changes(newFields, _):
            let lines = FieldListRenderer.diff(from: r.fields, to: newFields)
            guard !lines.isEmpty else {
                return (stay(r), [.say(Messages.correctionAlreadySo, .info), .say(Messages.reviewQuestion, .plain)])
            }
            r.undoStack.append(r.fields)
            for key in newFields.changedKeys(from: r.fields) { r.unstated.remove(key); r.inferred.remove(key); r.corrected.insert(key) }
            r.fields = newFields
            r.confirmedAt = nil
            return (stay(r), [.stageDraft(r.staged), .say(lines.joined(separator: "\n"), .success)]
                        + showReview(r, afterChange: true))
        case let .clarify(question, options):
            let opts = options.isEmpty ? "" : "\n  " + options.joined(separator: "\n  ")
            return (stay(r), [.say(question + opts, .warning)])
        case let .notUnderstood(question):
            return (stay(r), [.say(question, .warning)])
        }
    }

    /// The record a confirmed review saves: its id and revision were fixed when the review
    /// started, its time when "ja" was first said, so a retry repeats the identical record.
    static func entry(from r: Review, _ env: ConversationEnvironment) -> DiaryEntry {
        let at = r.confirmedAt ?? env.now
        if let o = r.original {
            let revision = r.recordID == o.id ? r.revision : env.diary.revision(of: o.id) + 1
            return DiaryEntry(id: o.id, revision: revision, createdAt: o.createdAt,
                              revisedAt: at, day: r.day, fields: r.fields, transcript: r.transcript, source: o.source)
        }
        return DiaryEntry(id: r.recordID.isEmpty ? env.newID : r.recordID, revision: r.revision, createdAt: r.stagedAt,
                          revisedAt: at, day: r.day, fields: r.fields, transcript: r.transcript, source: .repl)
    }

    /// Whether the record a staged draft would become is already in the journal (a crash
    /// between saving and removing the draft).
    static func alreadySaved(_ draft: StagedDraft, _ diary: any DiaryReading) -> Bool {
        guard let id = draft.recordID, let revision = draft.revision,
              case let .entry(e)? = diary.record(id: id, revision: revision) else { return false }
        return e.fields == draft.fields && e.transcript == draft.transcript
    }

    // MARK: - The entry's day (CONTRACT.md §5.3)

    static func correctDay(_ review: Review, to day: DayKey) -> Step {
        var r = review
        let stay = ConversationState(mode: .reviewing(r))
        guard day <= r.writtenOn else { return (stay, [.say(Messages.dayInFuture(day), .warning)]) }
        guard day != r.day else { return (stay, [.say(Messages.dayAlreadySo, .info), .say(Messages.reviewQuestion, .plain)]) }
        let old = r.day
        r.dayOffset = day.dayNumber - r.writtenOn.dayNumber
        r.confirmedAt = nil
        return (ConversationState(mode: .reviewing(r)),
                [.stageDraft(r.staged), .say(Messages.dayChanged(from: old, to: day), .success)] + showReview(r, afterChange: true))
    }

    // MARK: - Check-in follow-up (CONTRACT.md §2)

    /// The answer stays the check-in's note (a new revision); a note is then offered as a diary
    /// entry, read and reviewed as usual. Enter leaves it open, „heute nicht mehr fragen“ dismisses.
    static func followUpAnswer(_ asked: Snapshot, _ text: String, _ env: ConversationEnvironment) -> Step {
        let reply = FollowUpPolicy.classify(text, dismisses: env.language.dismissesFollowUps)
        let revisions = FollowUpPolicy.revisions(for: reply, asked: asked, snapshots: env.diary.snapshotsAroundToday(env.now),
                                                 now: env.now, zone: env.zone)
        let appends = revisions.map { ConversationEffect.append(.snapshot($0)) }
        var note: String?
        if case let .note(text) = reply { note = text }
        guard !appends.isEmpty else { return (ConversationState(), [.say(Messages.followUpLeftOpen, .info)]) }
        return (ConversationState(mode: .savingFollowUp(note: note, remaining: appends.count)), appends)
    }

    // MARK: - /text: read the new text again

    static func reread(_ review: Review, _ result: ExtractionResult) -> Step {
        // A stored entry keeps its day unless the person corrects it; a new draft takes the new reading's.
        let freshOffset = review.original == nil ? result.dayOffset : review.dayOffset
        var lines = FieldListRenderer.diff(from: review.fields, to: result.fields)
        if freshOffset != review.dayOffset {
            lines.append(Messages.dayChanged(from: review.day, to: review.writtenOn.adding(days: freshOffset)))
        }
        guard !lines.isEmpty else {
            return (ConversationState(mode: .reviewing(review)),
                    [.say(Messages.textChangedFieldsSame, .info), .say(Messages.reviewQuestion, .plain)])
        }
        let keptNumbers = keptCorrections(review, fresh: result.fields).map(\.number)
        let question = keptNumbers.isEmpty ? Messages.rereadChoiceSimple : Messages.rereadChoiceWithCorrections(keptNumbers)
        var pending = review
        pending.rereadInferred = result.inferred
        return (ConversationState(mode: .choosingReread(pending, fresh: result.fields, unstated: result.unstated,
                                                        dayOffset: freshOffset)),
                [.say(Messages.rereadDiff(lines), .info), .say(question, .plain)])
    }

    /// The person's corrections that the new reading would overwrite.
    static func keptCorrections(_ review: Review, fresh: EntryFields) -> [FieldKey] {
        FieldKey.allCases.filter { review.corrected.contains($0) && fresh.value(of: $0) != review.fields.value(of: $0) }
    }

    /// The new reading with the person's corrections laid over it (conditional rules apply).
    static func merged(_ review: Review, fresh: EntryFields) -> EntryFields {
        var raw = fresh.raw
        let old = review.fields.raw
        for key in keptCorrections(review, fresh: fresh) { raw.copy(key, from: old) }
        return EntryFields(raw: raw)
    }

    static func rereadChoice(_ review: Review, fresh: EntryFields, unstated: Set<FieldKey>, dayOffset: Int,
                             _ raw: String, _ env: ConversationEnvironment) -> Step {
        let word = raw.trimmingWhitespace().lowercased()
        let hasCorrections = !keptCorrections(review, fresh: fresh).isEmpty
        var r = review
        let keep = env.language.keepsCorrections(word)
        let choice: Bool? = keep ? nil : env.language.yesNo(word)
        if !keep && choice == nil {
            return (ConversationState(mode: .choosingReread(review, fresh: fresh, unstated: unstated, dayOffset: dayOffset)),
                    [.say(hasCorrections ? Messages.rereadAnswer : Messages.rereadAnswerSimple, .warning)])
        }
        let message: String
        if choice == false {
            message = Messages.rereadKeptOld
        } else {
            r.undoStack.append(r.fields)
            r.dayOffset = dayOffset
            r.confirmedAt = nil
            if keep && hasCorrections {
                r.fields = merged(review, fresh: fresh)
                r.unstated = unstated.subtracting(review.corrected)
                r.inferred = review.rereadInferred.subtracting(review.corrected)
                message = Messages.rereadKeptCorrections
            } else {
                r.fields = fresh
                r.unstated = unstated
                r.inferred = review.rereadInferred
                r.corrected = []
                message = Messages.rereadTookNew
            }
        }
        return (ConversationState(mode: .reviewing(r)),
                [.stageDraft(r.staged), .say(message, .success)] + showReview(r, afterChange: true))
    }

    // MARK: - Manual entry

    static func startManualEntry(transcript: String, notice: String, _ env: ConversationEnvironment) -> Step {
        let progress = ManualEntry(transcript: transcript)
        // Text typed before the fallback is staged at once: nothing typed is ever lost.
        let stage: [ConversationEffect] = transcript.isEmpty ? [] : [.stageDraft(progress.staged(at: env.now))]
        return (ConversationState(mode: .manualEntry(progress)),
                stage + [.say(notice, .info), .say(ManualEntry.prompt(for: progress.nextField!), .plain)])
    }

    static func manualLine(_ progress: ManualEntry, _ text: String, _ env: ConversationEnvironment) -> Step {
        let word = text.trimmingWhitespace().lowercased()
        var p = progress
        if p.confirmingCancel {
            p.confirmingCancel = false
            switch env.language.yesNo(word) {
            case true?: return (ConversationState(), [.clearDraft, .say(Messages.manualEntryCancelled, .info)])
            case false?:
                let again = p.askingNote ? ManualEntry.notePrompt : p.nextField.map(ManualEntry.prompt(for:)) ?? ManualEntry.notePrompt
                return (ConversationState(mode: .manualEntry(p)), [.say(again, .plain)])
            case nil:
                p.confirmingCancel = true
                return (ConversationState(mode: .manualEntry(p)), [.say(Messages.answerYesNo, .warning)])
            }
        }
        if word == "/abbrechen" || env.language.cancelsManualEntry(word) {
            // As in the review: throwing away what was typed is confirmed once.
            guard p.hasContent else { return (ConversationState(), [.clearDraft, .say(Messages.manualEntryCancelled, .info)]) }
            p.confirmingCancel = true
            return (ConversationState(mode: .manualEntry(p)), [.say(Messages.confirmCancelManualEntry, .plain)])
        }
        let asking = p.askingNote ? nil : p.nextField
        // A free answer („eher gut“, „ziemlich nervig“) is read by the shared German base.
        let read = p.answer(text, language: env.language)
        guard read else {
            return (ConversationState(mode: .manualEntry(p)), [.say(ManualEntry.invalidAnswer(for: asking ?? .mood), .warning)])
        }
        let stage = ConversationEffect.stageDraft(p.staged(at: env.now))
        if let next = p.nextField {
            return (ConversationState(mode: .manualEntry(p)), [stage, .say(ManualEntry.prompt(for: next), .plain)])
        }
        if p.transcript.isEmpty && asking != nil {
            p.askingNote = true
            return (ConversationState(mode: .manualEntry(p)), [stage, .say(ManualEntry.notePrompt, .plain)])
        }
        var review = Review(fields: p.fields, transcript: p.transcript, dayOffset: 0, unstated: p.unstated,
                            stagedAt: env.now)
        review.recordID = env.newID
        return startReview(review)
    }
}
