/// The components the app links, in `architecture.json` order.
///
/// `architecture.json` is the registry; this is its copy for the running app, which cannot read the
/// repository. The list below is generated from the registry by `Tools/check-deps sync`: do not edit it
/// by hand. Check-deps rule R10 (RegistrationsAgree) fails, naming the line, when the two differ.
enum ComponentRegistry {
    // check-deps: registrations
    static let all: [ComponentRegistration] = [
        .init(name: "Networking", launch: nil, remote: false),
        .init(name: "Storage", launch: nil, remote: false),
        .init(name: "Account", launch: 20, remote: true),
        .init(name: "Tracking", launch: 10, remote: false),
        .init(name: "Payment", launch: 30, remote: false),
        .init(name: "Cart", launch: 40, remote: true),
        .init(name: "Goods", launch: 50, remote: true),
        .init(name: "Order", launch: 70, remote: true),
        .init(name: "Member", launch: 60, remote: true),
    ]
}
