public func greeting(_ name: String) -> String { "Hello, \(name)!" }
