import Testing
import FeelAloudCore
import FeelAloudStore

@Suite struct StoreLocationTests {
    let env = ["HOME": "/home/anna", "XDG_DATA_HOME": "/daten", "FEELALOUD_STORE": "/env/tagebuch"]

    @Test func precedence() throws {
        #expect(try StoreLocation.resolve(arguments: ["ask", "--store", "/a"], environment: env) == "/a")
        #expect(try StoreLocation.resolve(arguments: ["--store=/b"], environment: env) == "/b")
        #expect(try StoreLocation.resolve(arguments: [], environment: env) == "/env/tagebuch")
        #expect(try StoreLocation.resolve(arguments: [], environment: ["HOME": "/home/anna", "XDG_DATA_HOME": "/daten"]) == "/daten/feelaloud")
        #expect(try StoreLocation.resolve(arguments: [], environment: ["HOME": "/home/anna", "XDG_DATA_HOME": "relativ"]) == "/home/anna/.local/share/feelaloud")
        #expect(try StoreLocation.resolve(arguments: [], environment: ["HOME": "/home/anna", "FEELALOUD_STORE": ""]) == "/home/anna/.local/share/feelaloud")
        #expect(try StoreLocation.resolve(arguments: ["--store", "~/tb"], environment: env) == "/home/anna/tb")
        #expect(try StoreLocation.stateDirectory(environment: ["HOME": "/home/anna"]) == "/home/anna/.local/state/feelaloud")
    }

    @Test func failures() {
        #expect(throws: StoreLocation.Failure.missingValue(option: "--store")) {
            try StoreLocation.resolve(arguments: ["--store"], environment: env)
        }
        #expect(throws: StoreLocation.Failure.noHomeDirectory) {
            try StoreLocation.resolve(arguments: [], environment: [:])
        }
        #expect(StoreLocation.Failure.noHomeDirectory.message.contains("--store"))
    }

    @Test func removingTheOption() {
        #expect(StoreLocation.removingStoreArgument(from: ["--store", "/a", "ask", "--store=/b", "frage"]) == ["ask", "frage"])
        #expect(StoreLocation.removingStoreArgument(from: ["ask", "--", "--store"]) == ["ask", "--", "--store"])
    }
}
