/// The per-component timing and errors of one lifecycle event.
public struct LifecycleReport: Sendable {
    /// One component's handling of the event.
    public struct Step: Sendable {
        /// The component's target name.
        public let target: String
        /// How long its handler took.
        public let duration: Duration
        /// Its error, if it failed.
        public let error: MediatorError?
    }

    /// The event sent.
    public let event: LifecycleEvent
    /// Each component in the order it ran.
    public let steps: [Step]

    /// The steps that failed.
    public var failures: [Step] { steps.filter { $0.error != nil } }
}
