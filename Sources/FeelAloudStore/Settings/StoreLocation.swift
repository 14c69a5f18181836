import FeelAloudCore

/// Where the diary lives: `--store DIR` (or `--store=DIR`), else `FEELALOUD_STORE`, else
/// `$XDG_DATA_HOME/feelaloud`, else `~/.local/share/feelaloud`. Empty values and a relative
/// XDG_DATA_HOME are ignored (XDG spec); a leading "~/" is expanded with HOME.
public enum StoreLocation {
    public static let option = "--store"
    public static let environmentKey = "FEELALOUD_STORE"

    /// Why no directory could be determined; `message` is the German sentence.
    public enum Failure: Error, Equatable, Sendable {
        case missingValue(option: String)
        case noHomeDirectory

        public var message: String {
            switch self {
            case let .missingValue(option): return Messages.storeOptionMissingValue(option: option)
            case .noHomeDirectory: return Messages.storeLocationUnknown
            }
        }
    }

    /// The store directory for these arguments and environment.
    public static func resolve(arguments: [String], environment: [String: String]) throws(Failure) -> String {
        if let dir = try storeArgument(in: arguments) { return expandTilde(dir, environment: environment) }
        if let dir = environment[environmentKey], !dir.isEmpty { return expandTilde(dir, environment: environment) }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return join(xdg, "feelaloud") }
        guard let home = environment["HOME"], !home.isEmpty else { throw .noHomeDirectory }
        return join(home, ".local/share/feelaloud")
    }

    /// Where per-user state (the REPL history) lives: `$XDG_STATE_HOME/feelaloud`, else
    /// `~/.local/state/feelaloud`.
    public static func stateDirectory(environment: [String: String]) throws(Failure) -> String {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") { return join(xdg, "feelaloud") }
        guard let home = environment["HOME"], !home.isEmpty else { throw .noHomeDirectory }
        return join(home, ".local/state/feelaloud")
    }

    /// The value of `--store DIR` / `--store=DIR` (the last one wins), nil when absent.
    public static func storeArgument(in arguments: [String]) throws(Failure) -> String? {
        var found: String?
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--" { break }
            if a == option {
                guard i + 1 < arguments.count, !arguments[i + 1].isEmpty else { throw .missingValue(option: option) }
                found = arguments[i + 1]
                i += 2
                continue
            }
            if a.hasPrefix(option + "=") {
                let v = String(a.dropFirst(option.count + 1))
                guard !v.isEmpty else { throw .missingValue(option: option) }
                found = v
            }
            i += 1
        }
        return found
    }

    /// The arguments without any `--store DIR` / `--store=DIR`.
    public static func removingStoreArgument(from arguments: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--" { out.append(contentsOf: arguments[i...]); break }
            if a == option { i += 2; continue }
            if a.hasPrefix(option + "=") { i += 1; continue }
            out.append(a)
            i += 1
        }
        return out
    }

    static func expandTilde(_ path: String, environment: [String: String]) -> String {
        guard let home = environment["HOME"], !home.isEmpty else { return path }
        if path == "~" { return home }
        if path.hasPrefix("~/") { return join(home, String(path.dropFirst(2))) }
        return path
    }

    static func join(_ a: String, _ b: String) -> String { a.hasSuffix("/") ? a + b : a + "/" + b }
}
