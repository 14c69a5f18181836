import Foundation
import FeelAloudCore
import FeelAloudExport

/// Shows export progress on stderr (one self-overwriting line), only when enabled (terminal)
/// and only once the export has run longer than `delay` seconds.
public final class ProgressDisplay {
    let io: CommandIO
    let enabled: Bool
    let delay: Double
    let start = DispatchTime.now().uptimeNanoseconds
    private(set) var shown = false

    public init(io: CommandIO, enabled: Bool, delay: Double = 1.0) {
        self.io = io
        self.enabled = enabled
        self.delay = delay
    }

    /// Pass this to the exporters.
    public var callback: ExportProgress? {
        guard enabled else { return nil }
        return { [self] done, total in update(done: done, total: total) }
    }

    public func update(done: Int, total: Int) {
        guard enabled else { return }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard elapsed >= delay else { return }
        shown = true
        io.writeError("\r" + Messages.exportProgress(done: done, total: total) + "\u{1B}[K")
    }

    /// Removes the progress line, if one was shown.
    public func clear() {
        if shown { io.writeError("\r\u{1B}[K") }
        shown = false
    }
}
