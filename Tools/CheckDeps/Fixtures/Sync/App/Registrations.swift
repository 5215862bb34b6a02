/// A component the app registers, with the facts architecture.json records.
struct Registration {
    let name: String
    let launch: Int?
    let remote: Bool
}

// check-deps: registrations
let registrations: [Registration] = [
    .init(name: "Goods", launch: 10, remote: true)
]
