import Mediator

/// Every way a Tracking call fails, with its kind; a refused call records nothing.
public enum TrackingErrorCode: String, ErrorCode {
    /// The event name breaks the naming rules (empty, too long, outer white space, control characters).
    case invalidEventName
    /// The properties are not a JSON object of ordinary values, or are too large.
    case invalidProperties
    /// The username is empty, too long or holds control characters.
    case invalidUsername
    /// The duration is negative, not finite, or too long.
    case invalidDuration
    /// A setting such as `tracking.maxRows` holds a value Tracking cannot use.
    case invalidOption
    /// The export path is empty or names a folder.
    case invalidExportPath
    /// Writing the export file failed (no permission, disk full, ...).
    case exportFailed

    /// What the caller sent is `invalid`; a bad setting is configuration and a file that cannot be
    /// written is the environment, both fixed outside the call: `unavailable`.
    public var kind: ErrorKind {
        switch self {
        case .invalidEventName, .invalidProperties, .invalidUsername, .invalidDuration, .invalidExportPath:
            return .invalid
        case .invalidOption, .exportFailed: return .unavailable
        }
    }
}

/// Tracking's own failure as callers receive it: its `TrackingErrorCode`, kind and message.
public typealias TrackingFailure = CallFailure<TrackingErrorCode>
