import Foundation
import FeelAloudCore

/// Checks made before the model is used: library built in, model file present and a GGUF,
/// enough free memory. Each failure is an `ExtractorUnavailability` (worded by the catalogue).
public enum LlamaAvailability {
    /// Whether this build contains llama.cpp (`make llama`, package trait `Llama`).
    public static var isCompiledIn: Bool {
        #if Llama
        return true
        #else
        return false
        #endif
    }

    /// Needed beyond the model file itself: half its size (CPU weight repacking; measured peak
    /// 1.9 GiB for the 1.04 GiB Qwen file) plus this for KV cache and compute buffers.
    public static let memoryHeadroomBytes: UInt64 = 512 * 1024 * 1024

    public static func memoryNeeded(modelBytes: UInt64) -> UInt64 {
        modelBytes + modelBytes / 2 + memoryHeadroomBytes
    }

    /// nil when the extractor can run, else why not.
    public static func problem(
        modelPath: String,
        compiledIn: Bool = LlamaAvailability.isCompiledIn,
        availableMemory: UInt64? = LlamaAvailability.availableMemoryBytes()
    ) -> ExtractorUnavailability? {
        guard compiledIn else {
            return .notCompiledIn
        }
        if let problem = modelFileProblem(modelPath) { return problem }
        if let available = availableMemory, let size = fileSize(modelPath) {
            let needed = memoryNeeded(modelBytes: size)
            if available < needed {
                return .tooLittleMemory(neededMiB: mebibytes(needed), availableMiB: mebibytes(available))
            }
        }
        return nil
    }

    /// nil when the file exists, is readable and starts with the GGUF magic.
    public static func modelFileProblem(_ path: String) -> ExtractorUnavailability? {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else {
            return .modelMissing(path: path)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .modelUnreadable(path: path)
        }
        defer { try? handle.close() }
        let magic = (try? handle.read(upToCount: 4)) ?? Data()
        guard magic.count == 4, Array(magic) == Array("GGUF".utf8) else {
            return .notGGUF(path: path)
        }
        return nil
    }

    public static func fileSize(_ path: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.uint64Value
    }

    /// `MemAvailable` from /proc/meminfo (nil where there is none).
    public static func availableMemoryBytes(meminfo: String? = nil) -> UInt64? {
        let text = meminfo ?? (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8))
        guard let text else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
            let digits = line.dropFirst("MemAvailable:".count).filter(\.isNumber)
            if let kib = UInt64(digits) { return kib * 1024 }
        }
        return nil
    }

    static func mebibytes(_ bytes: UInt64) -> UInt64 { bytes / (1024 * 1024) }
}
