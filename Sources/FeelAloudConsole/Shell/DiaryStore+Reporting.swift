import FeelAloudCore

extension DiaryStore {
    /// Saves a record for a dialogue (REPL, `checkin`): what the person should hear about it
    /// beyond the conversation's own answer (stored already, stored without directory sync).
    func saveNotice(_ record: JournalRecord) throws(StoreError) -> (text: String, tone: Tone)? {
        switch try save(record) {
        case .written: return nil
        case .alreadyStored: return (Messages.alreadyStored, .info)
        case let .writtenWithoutDirectorySync(reason): return (Messages.savedWithoutDirectorySync(Messages.failureReason(reason)), .warning)
        }
    }

    /// Loads the diary for a subcommand: store problems are reported on stderr in German; a
    /// store error is reported too and yields nil (the command then exits 1).
    func loadReporting(to io: CommandIO) -> Diary? {
        do {
            let (diary, problems) = try load()
            for p in problems { io.writeError(Messages.storeProblem(p) + "\n") }
            return diary
        } catch {
            io.writeError(Messages.storeError(error) + "\n")
            return nil
        }
    }
}

extension DiaryPeriodLoading {
    /// `loadReporting` for the days `from...to` only (see `DiaryPeriodLoading`).
    func loadPeriodReporting(from: DayKey, to: DayKey, to io: CommandIO) -> Diary? {
        do {
            let (diary, problems) = try loadPeriod(from: from, to: to)
            for p in problems { io.writeError(Messages.storeProblem(p) + "\n") }
            return diary
        } catch {
            io.writeError(Messages.storeError(error) + "\n")
            return nil
        }
    }
}
