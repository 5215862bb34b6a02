/// A target dependency resolved against the discovered packages.
public struct ResolvedDependency: Sendable {
    /// What a dependency points at.
    public enum Destination: Equatable, Sendable {
        /// A target of the same package.
        case localTarget(String)
        /// A product of a discovered (project) package, with the modules it contains.
        case project(packageIndex: Int, product: String, modules: [String])
        /// A product of a remote package, or a name nothing in the project defines.
        case external
    }

    /// The dependency as written in the manifest.
    public var declared: PackageManifest.TargetDependency
    /// What it resolves to.
    public var destination: Destination

    /// Creates a resolved dependency.
    public init(declared: PackageManifest.TargetDependency, destination: Destination) {
        self.declared = declared
        self.destination = destination
    }
}
