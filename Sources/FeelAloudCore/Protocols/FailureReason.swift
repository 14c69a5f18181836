/// Why a file operation of the store failed, as data; `Messages.failureReason(_:)` words it
/// in German (issue #16: errors carry data, one place makes the sentence).
public enum FailureReason: Equatable, Sendable {
    /// A system call failed with this errno.
    case system(Int32)
    /// A directory, FIFO or device where a file belongs.
    case notARegularFile
    /// The record would not read back unchanged (nothing was written).
    case recordWouldNotRoundTrip
    /// The file's content is not what it must be: which key or value (or the parser's error).
    case invalidContent(RecordDefect)
    /// Another process holds the store's lock (longer than the wait limit).
    case lockedByOther
    /// The store's lock is held right now (a bad line cannot be quarantined yet).
    case storeBusy
    /// The store cannot be written (a bad line cannot be quarantined).
    case storeNotWritable
    /// The check-in subcommand changes no settings.
    case notInCheckIn
    /// Neither XDG_CONFIG_HOME nor HOME is set.
    case noConfigDirectory
    /// An input beyond its documented limit.
    case tooLarge
    /// A store error without a reason of its own (a problem report says the whole error).
    indirect case store(StoreError)
}
