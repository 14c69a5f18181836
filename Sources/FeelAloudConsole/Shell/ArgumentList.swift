import FeelAloudCore
import FeelAloudStore

/// A tiny argument scanner: flags and options anywhere, the rest positional.
/// Unknown flags are a usage error (exit 2).
public struct ArgumentList: Sendable {
    public private(set) var positional: [String] = []
    var flags: Set<String> = []
    var options: [String: String] = [:]

    /// A wrong command line (exit 2); `message` words it from the catalogue.
    public enum UsageError: Error, Equatable, Sendable {
        case missingValue(option: String)
        case unknownOption(String)
        case storeLocation(StoreLocation.Failure)
        case invalidDate(String)
        case unknownExtractor(String)

        public var message: String { Messages.usageError(self) }
    }

    /// - Parameters:
    ///   - knownFlags: flags without a value ("--json").
    ///   - knownOptions: options taking a value ("--store DIR" or "--store=DIR").
    public init(_ arguments: [String], knownFlags: Set<String>, knownOptions: Set<String>) throws(UsageError) {
        var i = 0
        var onlyPositional = false
        while i < arguments.count {
            let a = arguments[i]
            i += 1
            if onlyPositional || !a.hasPrefix("-") || a == "-" || Int(a) != nil {
                positional.append(a)
                continue
            }
            if a == "--" { onlyPositional = true; continue }
            var name = a
            var inlineValue: String?
            if let eq = a.firstIndex(of: "="), a.hasPrefix("--") {
                name = String(a[..<eq])
                inlineValue = String(a[a.index(after: eq)...])
            }
            if knownFlags.contains(name), inlineValue == nil {
                flags.insert(name)
            } else if knownOptions.contains(name) {
                if let inlineValue {
                    options[name] = inlineValue
                } else {
                    guard i < arguments.count else {
                        throw .missingValue(option: name)
                    }
                    options[name] = arguments[i]
                    i += 1
                }
            } else {
                throw .unknownOption(a)
            }
        }
    }

    public func has(_ flag: String) -> Bool { flags.contains(flag) }
    public func value(_ option: String) -> String? { options[option] }
}
