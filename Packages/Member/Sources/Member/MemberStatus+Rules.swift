import MemberMediator

extension MemberStatus {
    /// The status `points` reach under Member's level table.
    init(username: String, points: Int) {
        let level = MemberLevel(points: points)
        self.init(
            username: username, points: points, level: level, discountPercent: level.discountPercent,
            nextLevel: level.next, pointsToNextLevel: level.next.map { $0.threshold - points })
    }
}
