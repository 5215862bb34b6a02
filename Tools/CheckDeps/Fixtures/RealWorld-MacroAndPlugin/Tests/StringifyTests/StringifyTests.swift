import StringifyMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

final class StringifyTests: XCTestCase {}
