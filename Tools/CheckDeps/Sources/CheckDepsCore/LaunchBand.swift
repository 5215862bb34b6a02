/// The launch priorities a business layer's components take, so that every common component
/// launches before every feature (a feature calls common components as it launches, never the
/// reverse) however many are added. The one place the bands are defined.
public struct LaunchBand: Equatable, Sendable {
    /// The layer whose components take priorities from this band.
    public let layer: String
    /// The priorities in the band.
    public let priorities: ClosedRange<Int>

    /// New components are spaced this far apart, leaving room to slot one in between by hand.
    public static let step = 5

    /// Common components launch at 10–49, features at 50–89; base components get no launch events.
    public static let all = [
        LaunchBand(layer: "common", priorities: 10...49),
        LaunchBand(layer: "feature", priorities: 50...89),
    ]

    /// The band of `layer`, or nil for a layer whose components do not launch.
    public static func band(of layer: String) -> LaunchBand? {
        all.first { $0.layer == layer }
    }

    /// The priority a new component of this band takes: the first multiple of `step` above the
    /// band's highest priority in `taken` (the band's lowest when none is taken), so it launches after
    /// every component already in its layer.
    ///
    /// - Throws: `CheckDepsError.cannotRegister` when that is past the band's end, naming the free
    ///   priorities left between the taken ones.
    public func next(taken: [Int]) throws -> Int {
        let inBand = taken.filter(priorities.contains)
        guard let highest = inBand.max() else { return priorities.lowerBound }
        let next = (highest / Self.step + 1) * Self.step
        guard next <= priorities.upperBound else {
            let free = stride(from: priorities.lowerBound, through: priorities.upperBound, by: Self.step)
                .filter { !inBand.contains($0) }
            throw CheckDepsError.cannotRegister(
                "the \(layer) launch band \(describe) is full after \(highest): a new component would launch after "
                    + "every \(layer) component"
                    + (free.isEmpty
                        ? "; widen the band in LaunchBand.swift"
                        : "; pass --launch N with a free priority (\(free.map(String.init).joined(separator: ", "))) "
                            + "if it may launch before some of them, or widen the band in LaunchBand.swift"))
        }
        return next
    }

    /// Checks a priority a person chose.
    ///
    /// - Throws: `CheckDepsError.cannotRegister` when `launch` is outside the band or in `taken`.
    public func check(_ launch: Int, taken: [Int]) throws {
        guard priorities.contains(launch) else {
            throw CheckDepsError.cannotRegister(
                "launch \(launch) is outside the \(layer) band \(describe) (bands: \(Self.summary))")
        }
        guard !taken.contains(launch) else {
            throw CheckDepsError.cannotRegister(
                "launch \(launch) is taken; two components with one priority launch in no defined order")
        }
    }

    /// `10-49`.
    public var describe: String { "\(priorities.lowerBound)-\(priorities.upperBound)" }

    /// Every band, as help and the READMEs state them: `common 10-49, feature 50-89`.
    public static var summary: String { all.map { "\($0.layer) \($0.describe)" }.joined(separator: ", ") }
}
