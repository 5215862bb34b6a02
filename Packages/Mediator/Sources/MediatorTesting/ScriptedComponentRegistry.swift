import Mediator

/// The scripted components one mediator serves, by target name; kept in the mediator's context,
/// where `ScriptedTarget` reads its component.
final class ScriptedComponentRegistry: Sendable {
    let components: [String: ScriptedComponent]

    init(serving components: [String: ScriptedComponent]) {
        self.components = components
    }

    /// The component serving `name`.
    func component(serving name: String) throws -> ScriptedComponent {
        guard let component = components[name] else {
            throw ScriptedError.notScripted(target: name, scripted: components.keys.sorted())
        }
        return component
    }

    /// A fresh mediator holding this registry in its context, whose naming sends the scripted names
    /// (without a factory variant) to `ScriptedTarget` and every other name to the standard naming.
    func mediator() -> Mediator {
        let context = MediatorContext()
        context.register(self)
        let scripted = Set(components.keys)
        let typeName = String(reflecting: ScriptedTarget.self)
        let naming = TargetNaming { target, variant in
            variant == nil && scripted.contains(target)
                ? typeName : TargetNaming.standard.typeName(target, variant)
        }
        return Mediator(context: context, naming: naming)
    }
}
