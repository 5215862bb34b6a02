/// A target type that is told which target name it serves, so one type can stand for several
/// targets (the test-support `MediatorTesting.ScriptedTarget` does).
///
/// `package`, not public: components never need it, because each has its own `Target_<Name>`.
/// The mediator prefers this initialiser over `init(mediator:)` when a found type conforms.
package protocol NameAwareTarget: MediatorTarget {
    /// Creates the target that serves `name`.
    init(mediator: Mediator, serving name: String) throws
}
