import Mediator

/// Test support, never for production code: the target the mediator finds for a
/// `ScriptedComponent`'s name; it reads the component from the mediator's context.
///
/// One type serves every scripted name: the mediator tells it which name it serves.
public struct ScriptedTarget: MediatorTarget, NameAwareTarget {
    let component: ScriptedComponent

    /// Serves the only scripted component in the context.
    ///
    /// - Throws: `ScriptedError.unnamed` unless the context holds exactly one;
    ///   `MediatorError.serviceMissing` when the mediator did not come from `ScriptedComponent`.
    public init(mediator: Mediator) throws {
        let registry = try mediator.context.require(ScriptedComponentRegistry.self)
        guard registry.components.count == 1, let only = registry.components.values.first else {
            throw ScriptedError.unnamed(scripted: registry.components.keys.sorted())
        }
        component = only
    }

    /// Serves the scripted component named `name`.
    package init(mediator: Mediator, serving name: String) throws {
        component = try mediator.context.require(ScriptedComponentRegistry.self).component(serving: name)
    }

    /// The component's declared actions, each recording its call and answering from the scripts.
    public var actions: [Action] { component.actions }
}
