import Foundation

/// A target instance with its action table, built once.
final class LiveTarget: Sendable {
    let name: String
    let typeName: String
    let target: any MediatorTarget
    let actions: [String: Action]

    init(name: String, typeName: String, target: any MediatorTarget) {
        self.name = name
        self.typeName = typeName
        self.target = target
        var table: [String: Action] = [:]
        for action in target.actions where table[action.name] == nil {
            table[action.name] = action
        }
        self.actions = table
    }

    var description: TargetDescription {
        TargetDescription(
            name: name, typeName: typeName,
            actions: actions.values.sorted { $0.name < $1.name }.map {
                .init(name: $0.name, isRemote: $0.isRemote, isAsync: $0.isAsync, summary: $0.summary)
            })
    }
}
