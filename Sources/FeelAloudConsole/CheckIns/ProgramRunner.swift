import Foundation
import FeelAloudCore

/// Runs an external program with an argument vector (never through a shell) and waits for it,
/// with a timeout. Output goes to /dev/null unless captured.
enum ProgramRunner {
    enum Outcome: Equatable {
        case exited(Int32)
        /// Could not be started (Foundation's error text is English, so it is not kept).
        case failedToStart
        case timedOut
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    timeoutSeconds: Double = 10) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failedToStart  // Foundation's text is English (#13 property 8)
        }
        let deadline = Date().addingTimeInterval(timeoutSeconds)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                return .timedOut
            }
            usleep(10_000)
        }
        return .exited(process.terminationStatus)
    }
}
