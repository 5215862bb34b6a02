/// How far a committed transaction survives: the choice between syncing the disk at commit or not.
///
/// A file database runs in WAL mode. With `.full` (SQLite's `synchronous = FULL`) the commit returns
/// only after the write-ahead log is synced to the disk, so the transaction survives a power loss.
/// With `.processCrash` (`synchronous = NORMAL` for that one transaction) the commit writes the log
/// without syncing it: the transaction survives the process being killed at any moment (the bytes
/// are in the operating system's cache, and every later reader sees them), but a power loss or a
/// kernel crash may undo the last such commits, never half of one, and never a `.full` commit made
/// after them (its sync covers the log before it). Use `.processCrash` only for data whose loss on a
/// power cut is acceptable, such as telemetry; money and accounts stay `.full`.
public enum StorageDurability: Sendable, Equatable {
    /// Synced at commit: survives a power loss (the default for every write).
    case full
    /// Written at commit, synced later (at the next `.full` commit or checkpoint): survives a killed process.
    case processCrash
}
