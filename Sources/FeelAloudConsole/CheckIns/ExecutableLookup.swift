import Foundation

/// Finds programs on a PATH (from the command's environment, not the process's).
enum ExecutableLookup {
    static func find(_ name: String, path: String?) -> String? {
        for dir in (path ?? "").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = dir + "/" + name
            if access(candidate, X_OK) == 0 {
                var st = stat()
                if stat(candidate, &st) == 0, st.st_mode & S_IFMT == S_IFREG { return candidate }
            }
        }
        return nil
    }
}
