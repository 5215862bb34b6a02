import Foundation

/// Writes the bench's output unbuffered, so progress shows during the long builds even when the
/// output is a pipe (`print` buffers it until exit there).
public enum Console {
    /// Writes `text` and a newline to standard output.
    public static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
