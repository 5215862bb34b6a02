/// A component the app registers, with the facts architecture.json records.
struct Registration {
    let name: String
    let launch: Int?
    let remote: Bool
}

enum Registry {
    // check-deps: registrations
    static let all: [Registration] = [
        .init(name: "Storage", launch: nil, remote: false),
        .init(name: "Cart", launch: 10, remote: true),
    ]
}
