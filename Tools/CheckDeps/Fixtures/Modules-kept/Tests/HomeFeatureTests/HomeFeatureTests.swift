import ApiClientLive
import HomeFeature
import XCTest

final class HomeFeatureTests: XCTestCase {}
