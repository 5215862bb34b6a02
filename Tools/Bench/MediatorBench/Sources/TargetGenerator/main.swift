import Foundation

// Writes N small targets in one module, `BenchTargets.Target_T0` … `Target_T<N-1>`, to a file.
// Usage: TargetGenerator COUNT OUTPUT
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let count = Int(arguments[arguments.startIndex]), count > 0 else {
    FileHandle.standardError.write(Data("usage: TargetGenerator COUNT OUTPUT (COUNT > 0)\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[arguments.startIndex + 1])

var source = """
    // Generated at build time by the MediatorBench GenerateTargets plugin; not checked in.
    import Mediator

    /// How many generated targets this module holds.
    public let generatedTargetCount = \(count)

    """
for index in 0..<count {
    source += """

        /// Generated benchmark target \(index).
        public struct Target_T\(index): MediatorTarget {
            /// Creates the target.
            public init(mediator: Mediator) throws {}

            /// Five small actions.
            public var actions: [Action] {
                [
                    .local("ping") { _ in \(index) },
                    .local("get") { params in .int(try params.int("x") + \(index)) },
                    .remote("show") { _ in "T\(index)" },
                    .local("list") { _ in [\(index)] },
                    .local("nativeSecret") { _ in .null },
                ]
            }
        }

        """
}
do {
    // Rewritten only when different, so an unchanged build does not recompile the module.
    let data = Data(source.utf8)
    if (try? Data(contentsOf: output)) != data { try data.write(to: output, options: .atomic) }
} catch {
    FileHandle.standardError.write(Data("TargetGenerator: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
