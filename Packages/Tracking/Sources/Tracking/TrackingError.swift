import Mediator
import TrackingMediator

/// Every way a Tracking operation can fail, each with its `TrackingErrorCode` and a message a user can act on.
///
/// A rejected call records nothing: validation happens before anything reaches the buffer.
public enum TrackingError: CodedError, Equatable, Sendable, CustomStringConvertible {
    /// The event name breaks the naming rules; `reason` says which one.
    case invalidEventName(name: String, reason: String)
    /// The properties are not a JSON object of ordinary values; `reason` says what is wrong.
    case invalidProperties(reason: String)
    /// The username is empty, too long or holds control characters.
    case invalidUsername(reason: String)
    /// The duration is negative, not finite, or longer than `TrackingFacade.maximumDurationMs`.
    case invalidDuration(milliseconds: Double)
    /// A setting such as `tracking.maxRows` holds a value Tracking cannot use.
    case invalidOption(key: String, value: String, reason: String)
    /// The export path is empty or names a folder, a FIFO, a device or a socket.
    case invalidExportPath(path: String, reason: String)
    /// Writing the export file failed (no permission, disk full, ...); nothing was recorded or removed.
    case exportFailed(path: String, reason: String)

    /// The code callers receive; its kind is declared with it in `TrackingMediator`.
    public var errorCode: TrackingErrorCode {
        switch self {
        case .invalidEventName: return .invalidEventName
        case .invalidProperties: return .invalidProperties
        case .invalidUsername: return .invalidUsername
        case .invalidDuration: return .invalidDuration
        case .invalidOption: return .invalidOption
        case .invalidExportPath: return .invalidExportPath
        case .exportFailed: return .exportFailed
        }
    }

    /// A one-line message a user can act on.
    public var description: String {
        switch self {
        case .invalidEventName(let name, let reason):
            return "event name \(name.debugDescription) is not valid: \(reason)"
        case .invalidProperties(let reason):
            return "event properties must be a JSON object: \(reason)"
        case .invalidUsername(let reason):
            return "username is not valid: \(reason)"
        case .invalidDuration(let milliseconds):
            return "duration \(milliseconds) ms is not valid: give a finite number of milliseconds "
                + "from 0 to \(Int(TrackingFacade.maximumDurationMs))"
        case .invalidOption(let key, let value, let reason):
            return "setting \(key)=\(value.debugDescription) is not valid: \(reason)"
        case .invalidExportPath(let path, let reason):
            return "cannot export to \(path.debugDescription): \(reason)"
        case .exportFailed(let path, let reason):
            return "export to \(path) failed: \(reason)"
        }
    }
}
