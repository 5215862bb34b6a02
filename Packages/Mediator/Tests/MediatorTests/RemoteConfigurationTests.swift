import Testing

@testable import Mediator

/// The remote entry's hashed target lookup answers exactly what a scan of the list for the first
/// name equal after `lowercased()` would.
@Suite struct RemoteConfigurationTests {
    /// The lookup the hashed index replaced, kept here as the reference it must agree with.
    static func scan(_ targets: [String], _ host: String) -> String? {
        targets.first { $0.lowercased() == host.lowercased() }
    }

    @Test func namesDifferingOnlyInCase_theFirstListedWins() {
        let configuration = RemoteConfiguration(targets: ["Echo", "ECHO", "echo"])
        #expect(configuration.canonicalTarget("eChO") == "Echo")
        #expect(RemoteConfiguration(targets: ["ECHO", "Echo"]).canonicalTarget("echo") == "ECHO")
    }

    @Test func changingTheTargets_changesWhatIsFound() {
        var configuration = RemoteConfiguration(schemes: ["shop"], targets: ["Echo"])
        let before = configuration
        #expect(configuration.canonicalTarget("echo") == "Echo")
        configuration.targets.append("Cart")
        configuration.targets[0] = "Goods"
        #expect(configuration.canonicalTarget("cart") == "Cart")
        #expect(configuration.canonicalTarget("goods") == "Goods")
        #expect(configuration.canonicalTarget("echo") == nil)
        // The copy taken before keeps its own lookup.
        #expect(before.canonicalTarget("echo") == "Echo")
        #expect(before.canonicalTarget("cart") == nil)
        #expect(before != configuration)
        #expect(before == RemoteConfiguration(schemes: ["SHOP"], targets: ["Echo"]))
    }

    @Test func aThousandNames_eachFoundInAnyCasing_andNoStranger() {
        let names = (0..<1_000).map { "Target\($0)" }
        let configuration = RemoteConfiguration(targets: names)
        for name in names {
            #expect(configuration.canonicalTarget(name.uppercased()) == name)
            #expect(configuration.canonicalTarget(name.lowercased()) == name)
        }
        for stranger in ["Target1000", "Target", "arget1", "Target01", ""] {
            #expect(configuration.canonicalTarget(stranger) == nil, "\(stranger)")
        }
    }

    @Test func hosts_findWhatTheScanFinds_alsoWithNamesBeyondASCII() {
        let lists: [[String]] = [
            ["Echo", "Cart"], ["\u{212A}elvin", "kelvin", "Echo"], ["Straße", "STRASSE", "echo"], ["ECHO", "Echo"], [],
            ["İstanbul", "istanbul", "ı"],
        ]
        let hosts = ["echo", "ECHO", "kelvin", "KELVIN", "strasse", "cart", "istanbul", "i", "x", "Echo_1"]
        for targets in lists {
            let configuration = RemoteConfiguration(targets: targets)
            for host in hosts {
                #expect(configuration.canonicalTarget(host) == Self.scan(targets, host), "\(targets) \(host)")
            }
        }
    }

    @Test func open_reachesEveryConfiguredTarget_alsoWhenSomeNameIsBeyondASCII() async {
        let mediator = remoteMediator(targets: ["Straße", "Echo"])
        #expect(await mediator.open("shop://ECHO/variant").value == "standard")
        #expect(await mediator.open("shop://strasse/variant").status == 404)
    }
}
