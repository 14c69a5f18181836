import Foundation
import Testing
import FeelAloudCore
import FeelAloudBenchSupport
import FeelAloudStore

/// Two writers with their own store instances (separate lock file descriptions, so `flock`
/// really contends) append 1,000 records each at the same time. The two-process version of
/// this test lives in EndToEndTests/StoreTwoProcessTests.swift.
@Suite struct StoreConcurrencyTests {
    final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var errors: [String] = []
        func record(_ e: String) { lock.lock(); errors.append(e); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return errors }
    }

    @Test func twoWritersAppendThousandEachWithoutLossOrInterleaving() throws {
        let tmp = TempDirectory()
        let dir = tmp.store
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        for tag in ["a", "b"] {
            let thread = Thread {
                do throws(StoreError) {
                    try StoreStressTool.runAppendStress(directory: dir, count: 1000, tag: tag)
                } catch {
                    outcome.record(Messages.storeError(error))
                }
                done.signal()
            }
            thread.start()
        }
        done.wait()
        done.wait()
        #expect(outcome.all.isEmpty)
        #expect(try StoreStressTool.verify(directory: dir, tags: ["a", "b"], countPerTag: 1000) == [])
        let (diary, problems) = try FileJournalStore(directory: dir).load()
        #expect(problems.isEmpty)
        #expect(diary.entries.count == 2000)
    }
}
