// swift-tools-version:6.1
import PackageDescription

/// FeelAloud — a German-language diary console. Targets follow DESIGN.md:
/// Core (pure domain) <- Language / Store / Export <- Console <- feelaloud (executable);
/// beside the product: FeelAloudBenchSupport <- feelaloud-bench, and FeelAloudTestSupport (tests only).
let package = Package(
    name: "FeelAloud",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "feelaloud", targets: ["feelaloud"]),
        .executable(name: "feelaloud-bench", targets: ["FeelAloudBench"]),
    ],
    traits: [
        .trait(name: "Llama", description: "Optional local llama.cpp extractor (make llama)."),
    ],
    targets: [
        .target(name: "FeelAloudCore"),
        .target(name: "FeelAloudLanguage", dependencies: ["FeelAloudCore"]),
        // File safety shared by store, export and console (atomic writes, temp sweep, EINTR).
        .target(name: "FeelAloudFiles", dependencies: ["FeelAloudCore"]),
        .target(name: "FeelAloudStore", dependencies: ["FeelAloudCore", "FeelAloudFiles"]),
        .target(name: "FeelAloudExport", dependencies: ["FeelAloudCore", "FeelAloudFiles", "CZlib"]),
        .target(
            name: "FeelAloudLlama",
            dependencies: [
                "FeelAloudCore", "FeelAloudLanguage",
                .target(name: "CLlama", condition: .when(traits: ["Llama"])),
            ]
        ),
        // llama.cpp's C API; only linked with the `Llama` trait (`make llama` installs it).
        .systemLibrary(name: "CLlama", pkgConfig: "llama"),
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "CEditLineShim", dependencies: ["CEditLine"]),
        // zlib's DEFLATE and CRC-32 for the XLSX container (`zlib1g-dev`, installed by make).
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "FeelAloudConsole",
            dependencies: [
                "FeelAloudCore", "FeelAloudLanguage", "FeelAloudStore", "FeelAloudExport", "FeelAloudFiles",
                "FeelAloudLlama", "CEditLineShim",
            ]
        ),
        // The release binary carries the Swift runtime and Foundation (issue #14): no dynamic
        // linking of a dozen Swift libraries at every start (~12 M instructions, ~3 ms) and
        // ~7 MB less resident memory; the libraries are the ones `swift build --static-swift-stdlib`
        // links (Foundation's static parts listed, as the driver does not add them for a plain link).
        .executableTarget(
            name: "feelaloud", dependencies: ["FeelAloudConsole"],
            linkerSettings: [
                .unsafeFlags(["-static-stdlib", "-lFoundation", "-lFoundationInternationalization", "-lFoundationEssentials",
                              "-l_FoundationCollections", "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-lstdc++"],
                             .when(platforms: [.linux], configuration: .release)),
            ]
        ),

        // Not product code: benchmarks, the store stress writer and generated sample diaries,
        // shared by `feelaloud-bench` and the tests that need realistic data.
        .target(
            name: "FeelAloudBenchSupport",
            dependencies: ["FeelAloudCore", "FeelAloudLanguage", "FeelAloudStore", "FeelAloudExport", "FeelAloudConsole",
                           "FeelAloudLlama"]
        ),
        // `feelaloud-bench`: `make bench` tables, the stress writer of the end-to-end tests and
        // developer tools (trace, question probe, rules vs llama).
        .executableTarget(
            name: "FeelAloudBench",
            dependencies: [
                "FeelAloudBenchSupport", "FeelAloudCore", "FeelAloudLanguage", "FeelAloudStore", "FeelAloudExport",
                "FeelAloudConsole", "FeelAloudLlama",
            ]
        ),
        // Test doubles (in-memory store, fixed clock), for test targets only — the model is
        // swift-argument-parser's ArgumentParserTestHelpers.
        .target(name: "FeelAloudTestSupport", dependencies: ["FeelAloudCore"]),

        .testTarget(name: "FeelAloudCoreTests", dependencies: ["FeelAloudCore"]),
        .testTarget(name: "FeelAloudLanguageTests", dependencies: ["FeelAloudLanguage"]),
        .testTarget(name: "FeelAloudStoreTests", dependencies: ["FeelAloudStore", "FeelAloudFiles", "FeelAloudBenchSupport"]),
        .testTarget(name: "FeelAloudExportTests", dependencies: ["FeelAloudExport", "FeelAloudBenchSupport"]),
        .testTarget(name: "FeelAloudConsoleTests", dependencies: ["FeelAloudConsole", "FeelAloudTestSupport"]),
        .testTarget(name: "FeelAloudLlamaTests", dependencies: ["FeelAloudLlama", "FeelAloudBenchSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["FeelAloudCore"]),
    ],
    swiftLanguageModes: [.v6]
)
