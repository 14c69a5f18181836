import Testing
import FeelAloudCore
import FeelAloudExport
@testable import FeelAloudConsole

/// The one error -> message -> exit code map: usage errors exit 2, failures 1, a failure that
/// was already reported (the store load) prints nothing more.
@Suite struct ErrorReportTests {
    @Test(arguments: [
        CommandFailure.unknownSubcommand("x"), .arguments(.unknownOption("--x")), .checkInUsage,
        .checkInInvalidArgument("7"), .remindUnknownArgument("--x"), .remindUsage, .correctUsage,
        .correctionNotUTF8, .correctionInput(.notAnObject), .extractFlagsExclusive, .noQuestion,
        .exportUsage(.binaryToStdout), .importUsage(.missingImportFile),
    ])
    func usageErrorsExitTwo(_ failure: CommandFailure) {
        let report = ErrorReport(failure)
        #expect(report.exitCode == .usage)
        #expect(report.message?.isEmpty == false)
    }

    @Test(arguments: [
        CommandFailure.inputTooLarge(.question, limit: 1024), .inputNotUTF8, .checkInNoInput,
        .store(.notADirectory(path: "/x")), .noConfigDirectory, .extraction(.unavailable(reason: .notBuiltHere)),
        .importOnlyJSONBackup(file: "a.xlsx"), .importWriteFailed(written: 1, of: 2, .notADirectory(path: "/x")),
        .argumentsUnreadable,
    ])
    func failuresExitOne(_ failure: CommandFailure) {
        let report = ErrorReport(failure)
        #expect(report.exitCode == .failure)
        #expect(report.message?.isEmpty == false)
    }

    @Test func messagesComeFromTheCatalogue() {
        #expect(ErrorReport(.store(.notADirectory(path: "/x"))).message == Messages.storeError(.notADirectory(path: "/x")))
        #expect(ErrorReport(.inputTooLarge(.question, limit: 1024)).message == Messages.inputTooLarge("Die Frage", limit: 1024))
        #expect(ErrorReport(.exportUsage(.binaryToStdout)).message
            == Messages.exportUsageError(.binaryToStdout) + "\n" + Messages.exportUsage)
        #expect(ErrorReport(.loadFailed) == ErrorReport(message: nil, exitCode: .failure))
    }

    /// Failures whose words were already said (stdout, the dialogue): no second message.
    @Test(arguments: [
        (CommandFailure.loadFailed, ExitCode.failure), (.checkInRefused, .usage), (.checkInNotSaved, .failure),
        (.linesFailed, .failure), (.questionNeedsClarification, .failure), (.entryNotSaved, .failure),
    ])
    func alreadyReportedFailuresOnlySetTheCode(_ failure: CommandFailure, _ code: ExitCode) {
        #expect(ErrorReport(failure) == ErrorReport(message: nil, exitCode: code))
    }

    @Test func failReportsOnStderrAndReturnsTheCode() {
        let io = BufferIO()
        #expect(io.fail(.noQuestion) == .usage)
        #expect(io.errorOutput == Messages.noQuestion + "\n")
        #expect(io.output.isEmpty)
    }
}
