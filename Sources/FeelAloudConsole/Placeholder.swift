import FeelAloudCore
import CEditLineShim

/// Entry point of the executable.
public enum FeelAloudMain {
    public static func run() { print("FeelAloud") }
}
