import Synchronization

/// A thread-safe flag that stops generation (Ctrl-C). Set it from any thread; the engine
/// checks it between tokens and inside llama.cpp's decode via the abort callback.
public final class LlamaCancellation: Sendable {
    private let flag = Atomic<Bool>(false)
    /// Polled as well (e.g. the console's SIGINT flag), so no thread has to call `cancel()`.
    private let external: (@Sendable () -> Bool)?

    public init(external: (@Sendable () -> Bool)? = nil) { self.external = external }

    public func cancel() { flag.store(true, ordering: .relaxed) }
    public func reset() { flag.store(false, ordering: .relaxed) }
    public var isCancelled: Bool { flag.load(ordering: .relaxed) || (external?() ?? false) }
}
