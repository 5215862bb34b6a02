extension PackageManifest.Target {
    /// Each name this target's sources import a module under, to the module it loads: the aliases of
    /// its `-module-alias ALIAS=REAL` flags, and the new names its product dependencies'
    /// `moduleAliases:` give their modules. Modules are c99 names, as the graph knows them.
    public var importAliases: [String: String] {
        var result: [String: String] = [:]
        for dependency in dependencies {
            for (original, renamed) in dependency.moduleAliases {
                result[renamed] = Self.moduleName(of: original)
            }
        }
        for (alias, real) in moduleAliasFlags {
            result[alias] = real
        }
        return result
    }

    /// Each module this target cannot import by its own name, to the name it must write instead
    /// (the compiler: "cannot refer to module as 'ExtForPlugin' because it has been aliased; use
    /// 'Ext' instead"; a product module renamed by `moduleAliases:` is built under the new name only).
    public var renamedModules: [String: String] {
        var result: [String: String] = [:]
        for (alias, real) in importAliases where alias != real {
            result[real] = alias
        }
        return result
    }
}
