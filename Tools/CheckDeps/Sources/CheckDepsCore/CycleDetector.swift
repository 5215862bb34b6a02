/// Finds dependency cycles in a directed graph of string nodes.
public struct CycleDetector {
    private var successors: [String: Set<String>] = [:]

    /// Creates an empty graph.
    public init() {}

    /// Adds the edge `from -> to`.
    public mutating func addEdge(from: String, to: String) {
        successors[from, default: []].insert(to)
        if successors[to] == nil { successors[to] = [] }
    }

    /// One cycle per strongly connected component that has one, each as a node path that starts
    /// and ends with the component's smallest node (e.g. `["A", "B", "A"]`), sorted.
    public func cycles() -> [[String]] {
        var result: [[String]] = []
        for component in stronglyConnectedComponents() {
            guard let start = component.min() else { continue }
            let isCycle = component.count > 1 || (successors[start]?.contains(start) ?? false)
            guard isCycle else { continue }
            if let path = shortestCycle(from: start, within: Set(component)) {
                result.append(path)
            }
        }
        return result.sorted { $0.joined(separator: "\u{1}") < $1.joined(separator: "\u{1}") }
    }

    /// Breadth-first search from `start` back to itself, visiting neighbours in sorted order.
    private func shortestCycle(from start: String, within component: Set<String>) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in (successors[node] ?? []).sorted() where component.contains(next) {
                if next == start {
                    var path = [start]
                    var cursor = node
                    while cursor != start {
                        path.append(cursor)
                        cursor = previous[cursor] ?? start
                    }
                    path.append(start)
                    // path is start, node, ..., start reversed in the middle; fix the order.
                    let middle: [String] = Array(path[1..<(path.count - 1)].reversed())
                    return [start] + middle + [start]
                }
                if previous[next] == nil {
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        return nil
    }

    /// Tarjan's algorithm, iterative, over nodes in sorted order.
    private func stronglyConnectedComponents() -> [[String]] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var components: [[String]] = []
        let sortedSuccessors = successors.mapValues { $0.sorted() }

        for root in successors.keys.sorted() where indices[root] == nil {
            var work: [(node: String, nextChild: Int)] = [(root, 0)]
            indices[root] = index
            lowLinks[root] = index
            index += 1
            stack.append(root)
            onStack.insert(root)
            while let (node, childIndex) = work.last {
                let children = sortedSuccessors[node] ?? []
                if childIndex < children.count {
                    work[work.count - 1].nextChild += 1
                    let child = children[childIndex]
                    if indices[child] == nil {
                        indices[child] = index
                        lowLinks[child] = index
                        index += 1
                        stack.append(child)
                        onStack.insert(child)
                        work.append((child, 0))
                    } else if onStack.contains(child) {
                        lowLinks[node] = min(lowLinks[node] ?? 0, indices[child] ?? 0)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node {
                    lowLinks[parent] = min(lowLinks[parent] ?? 0, lowLinks[node] ?? 0)
                }
                if lowLinks[node] == indices[node] {
                    var component: [String] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component.append(member)
                        if member == node { break }
                    }
                    components.append(component)
                }
            }
        }
        return components
    }
}
