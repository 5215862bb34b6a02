import ExtForPlugin

/// Names the real module although the target aliases it as Ext.
public let misnamed = Plugin()
