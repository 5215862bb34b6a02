/// Which door a call came through.
public enum Entry: String, Sendable, CaseIterable {
    /// An in-process call through `perform`: any params, any action.
    case local
    /// A URL opened through `open`: ordinary params only, remote-callable actions only.
    case remote
}
