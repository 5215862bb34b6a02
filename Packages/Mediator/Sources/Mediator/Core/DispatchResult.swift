import Foundation

/// A dispatch's value as the action returned it, and whether a not-found handler produced it.
struct DispatchResult {
    let value: any Sendable
    let handledNotFound: Bool
}
