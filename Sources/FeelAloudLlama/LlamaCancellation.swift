import Synchronization

/// A thread-safe flag that stops generation (Ctrl-C). Set it from any thread; the engine
/// checks it between tokens and inside llama.cpp's decode via the abort callback.
public final class LlamaCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public func cancel() { flag.store(true, ordering: .relaxed) }
    public func reset() { flag.store(false, ordering: .relaxed) }
    public var isCancelled: Bool { flag.load(ordering: .relaxed) }
}
