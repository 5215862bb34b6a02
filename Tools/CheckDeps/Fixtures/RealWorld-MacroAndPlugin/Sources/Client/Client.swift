import Stringify
import StringifyMacros

/// Uses the macro; importing the implementation module is a mistake.
public enum Client {}
