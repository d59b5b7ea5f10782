import FluentKit
import FluentSQL
import LandmarksDomain

/// Landmarks in the database, through FluentKit.
public struct FluentLandmarkRepository: LandmarkRepository {
    private let database: @Sendable () -> any Database

    public init(database: @escaping @Sendable () -> any Database) {
        self.database = database
    }

    public func list(_ filter: LandmarkFilter, offset: Int, limit: Int) async throws -> (landmarks: [Landmark], total: Int) {
        let db = database()
        let total = try await query(filter, on: db).count()
        let rows = try await query(filter, on: db)
            .sort(\.$name).sort(\.$id)
            .range(offset..<(offset + limit))
            .all()
        return (try rows.map { try $0.landmark() }, total)
    }

    public func find(id: Int) async throws -> Landmark? {
        try await LandmarkModel.find(id, on: database())?.landmark()
    }

    public func countByCategory() async throws -> [LandmarkCategory: Int] {
        let categories = try await LandmarkModel.query(on: database()).field(\.$category).all().map(\.category)
        var counts: [LandmarkCategory: Int] = [:]
        for name in categories {
            if let category = LandmarkCategory(rawValue: name) { counts[category, default: 0] += 1 }
        }
        return counts
    }

    private func query(_ filter: LandmarkFilter, on db: any Database) -> QueryBuilder<LandmarkModel> {
        let query = LandmarkModel.query(on: db)
        if let category = filter.category {
            query.filter(\.$category == category.rawValue)
        }
        if let search = filter.search {
            // FluentKit's own LIKE operator has no ESCAPE clause, so a search for
            // "100%" would match everything; this one escapes the wildcards.
            query.filter(.custom(SQLQueryString(
                "\(ident: "search_text") LIKE \(bind: SearchText.likePattern(search)) ESCAPE '\\'")))
        }
        return query
    }
}
