import Ext

/// Uses ExtForPlugin through its alias.
public let flagged = Plugin()
