import KitCore

public func shout(_ name: String) -> String { greeting(name).uppercased() }
