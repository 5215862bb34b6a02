import Mediator

extension TargetNaming {
    /// How the benchmark finds its generated targets: `BenchTargets.Target_T<i>`.
    public static let benchTargets = TargetNaming.singleModule("BenchTargets")
}
