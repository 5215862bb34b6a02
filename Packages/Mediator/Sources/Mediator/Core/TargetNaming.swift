/// How a target name (and optional factory variant) becomes a runtime type name.
///
/// The standard form is `<Name>.Target_<Name>` and `<Name>.Target_<Name>_<variant>`: the module
/// and the target share a name, so a component is found as soon as the app links its product.
public struct TargetNaming: Sendable {
    /// Returns the fully qualified type name for a target and an optional variant.
    public let typeName: @Sendable (_ target: String, _ variant: String?) -> String

    /// Creates a naming scheme.
    public init(typeName: @escaping @Sendable (_ target: String, _ variant: String?) -> String) {
        self.typeName = typeName
    }

    /// `<Name>.Target_<Name>` (plus `_<variant>`).
    public static let standard = TargetNaming { target, variant in
        variant.map { "\(target).Target_\(target)_\($0)" } ?? "\(target).Target_\(target)"
    }

    /// Every target in one module, e.g. for generated benchmark targets: `<module>.Target_<Name>`.
    public static func singleModule(_ module: String) -> TargetNaming {
        TargetNaming { target, variant in
            variant.map { "\(module).Target_\(target)_\($0)" } ?? "\(module).Target_\(target)"
        }
    }
}
