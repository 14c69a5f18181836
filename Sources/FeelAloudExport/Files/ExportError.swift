import FeelAloudCore

/// Failures while writing an export; `Messages.exportError` turns them into German sentences.
public enum ExportError: Error, Equatable, Sendable {
    /// The destination exists and `force` was not given.
    case fileExists(path: String)
    /// The destination is a directory.
    case isDirectory(path: String)
    /// Creating, writing, syncing or renaming failed (reason from the OS).
    case cannotWrite(path: String, reason: FailureReason)
    /// The diary's journal could not be read while the export streamed it (nothing was left behind).
    case journalUnreadable(StoreError)
    /// A ZIP limit (4 GiB per part / 65,535 parts) was exceeded.
    case tooLarge(part: String)
}
