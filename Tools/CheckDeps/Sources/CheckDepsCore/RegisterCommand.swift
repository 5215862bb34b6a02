import Foundation

/// `check-deps register`: adds a component and its interface package to `architecture.json` and to
/// every list rule R10 checks against it, so a new component is registered everywhere at once.
public enum RegisterCommand {
    /// The help text of the subcommand.
    public static let usage = """
        USAGE: check-deps register NAME --layer base|common|feature [--remote] [--launch N] [--uses A,B]
                                   [--root DIR] [--dry-run]

        Registers component NAME (at Packages/NAME) and its interface package NAMEMediator (at
        Packages/NAMEMediator): both in architecture.json after the layer's last package, NAME in the
        app's links, in the app manifest's `let components = [ … ]` and in every app source list marked
        `// check-deps: registrations`, after the component the registry lists before it. Each file
        keeps its layout: only the new lines and the app's links change. A common or feature component
        takes the next free launch priority of its layer's band (\(LaunchBand.summary), spaced by
        \(LaunchBand.step)) unless --launch names one; a base component takes none. Refuses (exit 2, nothing written) a
        name taken in any case, a name that would make a module (NAME, NAMEMediator, NAMETests,
        NAMEMediatorTests, NAMEExample) whose name a target or product of any manifest in the
        repository or a module of the toolchain already has (CSQLite, Testing), a --uses the layering
        forbids (R3, R5), a launch outside the band or taken, a full band, and a list it cannot find.

        OPTIONS:
          --layer LAYER     base, common or feature.
          --remote          Let shop:// URLs reach the component (each action still decides).
          --launch N        The launch priority, within the layer's band.
          --uses A,B        Components NAME will call through their interface packages: checked
                            against the layering, not recorded.
          --root DIR        Repository root (default: current directory).
          --dry-run         Print what would change; write nothing.
          -h, --help        Show this help.

        """

    private struct Options {
        var name: String?
        var layer: String?
        var launch: Int?
        var remote = false
        var uses: [String] = []
        var root: String?
        var dryRun = false
        var help = false
    }

    /// Runs the subcommand with the arguments after `register`.
    public static func run(_ arguments: [String], currentDirectory: String) throws -> CheckDepsCommand.Outcome {
        let options = try parse(arguments)
        if options.help {
            return CheckDepsCommand.Outcome(exitCode: 0, standardOutput: usage, standardError: "")
        }
        guard let name = options.name else { throw CheckDepsError.usage("register needs a component NAME") }
        guard let layer = options.layer else {
            throw CheckDepsError.usage("register needs --layer base|common|feature")
        }
        let root = URL(fileURLWithPath: options.root ?? ".", relativeTo: URL(fileURLWithPath: currentDirectory))
            .standardizedFileURL
        let registryURL = root.appendingPathComponent("architecture.json")
        let registryText = try RepositoryEdit.read(registryURL, display: "architecture.json")
        let registry = try ArchitectureConfig.decode(Data(registryText.utf8), displayPath: "architecture.json")
        // The module names already in use: the repository's manifests' (through the manifest cache;
        // not the two packages being registered, which `Tools/new-component` has just written) and the
        // toolchain's. A name the component would give a module must be free.
        let loader = try ManifestLoader(cacheDirectory: root.appendingPathComponent(".build/check-deps-cache"))
        var taken = try TakenModuleNames.repository(
            root: root, loader: loader, excluding: ["Packages/\(name)", "Packages/\(name)Mediator"])
        let toolchain = TakenModuleNames.toolchain(swiftExecutable: try ManifestLoader.locateSwift())
        taken.merge(toolchain)
        let plan = try RegistrationPlan(
            RegistrationPlan.Request(
                name: name, layer: layer, launch: options.launch, remote: options.remote, uses: options.uses),
            registry: registry, taken: taken)

        var changes: [(url: URL, display: String, text: String, summary: String)] = []
        let position = plan.previousPackage.map { "after \($0)" } ?? "first"
        changes.append(
            (
                registryURL, "architecture.json", try plan.architectureText(from: registryText),
                "\(plan.component.name) and \(plan.interface.name) \(position); \(plan.component.name) in "
                    + "\(plan.app.name)'s links"
            ))
        let appDirectory = plan.app.path == "." ? root : root.appendingPathComponent(plan.app.path)
        let manifestURL = appDirectory.appendingPathComponent("Package.swift")
        let manifestDisplay = RepoPath.relative(manifestURL.path, to: root.path)
        let after = plan.previousComponent.map { ", after \($0)" } ?? ""
        let manifestText = try RepositoryEdit.read(manifestURL, display: manifestDisplay)
        let libraries =
            RegistrationList.libraries(in: manifestText) == nil
            ? "" : "; \(plan.component.name) and \(plan.interface.name) in libraries"
        changes.append(
            (
                manifestURL, manifestDisplay,
                try plan.manifestText(from: manifestText, path: manifestDisplay),
                "\"\(plan.component.name)\" in components\(after)\(libraries)"
            ))
        var lists = 0
        for url in RepositoryEdit.swiftSources(under: appDirectory, excluding: registry.exclude ?? [], root: root) {
            let display = RepoPath.relative(url.path, to: root.path)
            let text = try RepositoryEdit.read(url, display: display)
            guard text.contains(RegistrationList.marker),
                let edited = try plan.registrationText(from: text, path: display)
            else { continue }
            lists += 1
            changes.append((url, display, edited, "\(plan.registrationEntry)\(after)"))
        }
        guard lists > 0 else {
            throw CheckDepsError.cannotRegister(
                "no source file of the app \(plan.app.name) has a `// check-deps: registrations` list, where the "
                    + "app keeps each component's launch and remote (rule R10 compares it with architecture.json); "
                    + "mark the list, then register again")
        }

        let facts =
            [plan.component.launch.map { "launch \($0)" }, plan.component.remote == true ? "remote" : nil]
            .compactMap { $0 }
        var output =
            "check-deps register: \(options.dryRun ? "would register" : "registered") \(plan.component.name) "
            + "(\(([layer + " component"] + facts).joined(separator: ", "))) and \(plan.interface.name)\n"
        for change in changes {
            output += "  \(change.display): \(change.summary)\n"
        }
        if !options.dryRun {
            try RepositoryEdit.write(changes.map { ($0.url, $0.text) })
        }
        return CheckDepsCommand.Outcome(exitCode: 0, standardOutput: output, standardError: "")
    }

    private static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var scanner = OptionScanner(arguments, command: "register")
        while let name = scanner.next() {
            let argument = scanner.argument
            switch name {
            case "--layer": options.layer = try scanner.value()
            case "--root": options.root = try scanner.value()
            case "--launch":
                let text = try scanner.value()
                guard let launch = Int(text) else {
                    throw CheckDepsError.usage("--launch needs a whole number, got '\(text)'")
                }
                options.launch = launch
            case "--uses":
                options.uses += try scanner.value().split(separator: ",")
                    .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            case "--remote": try scanner.flag(); options.remote = true
            case "--dry-run": try scanner.flag(); options.dryRun = true
            case "--help", "-h": try scanner.flag(); options.help = true
            default:
                guard !argument.hasPrefix("-"), options.name == nil else {
                    throw CheckDepsError.usage(
                        argument.hasPrefix("-")
                            ? "unknown option '\(argument)' for register"
                            : "unexpected argument '\(argument)' for register")
                }
                options.name = argument
            }
        }
        return options
    }
}
