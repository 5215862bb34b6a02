import Core

/// Compiles only because Core is on the search path through Umbrella: an implicit dependency.
public let implicit = B()
