// The generated sources import Models; this file uses only their declarations.
// A visible import of a module the target does not declare is still an error:
import Shapes

extension Shape {}
