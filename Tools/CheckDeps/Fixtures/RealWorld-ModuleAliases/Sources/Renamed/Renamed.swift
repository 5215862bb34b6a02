import DrawUtils

/// Uses Draw's Utils under the name this target gave it.
public let renamed = DrawUtils.Tool()
