import CZlib
import Compression

/// Uses Compression, and reaches into zlib without declaring it.
public enum Archive {}
