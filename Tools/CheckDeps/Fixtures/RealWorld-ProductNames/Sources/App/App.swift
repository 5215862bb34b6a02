import KitCore
import KitInternal
import KitUI

/// Imports both modules of the Kit product, and one module no product exports.
public enum App {}
