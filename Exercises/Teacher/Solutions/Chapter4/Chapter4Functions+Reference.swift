import Chapter4Calls

extension Chapter4Functions {
    /// The reference solutions, as the table the reference program answers with.
    public static let reference = Chapter4Functions(
        shareFeed: { Chapter4Reference.shareFeed($0) },
        cachedFetch: { Chapter4Reference.cachedFetch($0) },
        searchTerms: { Chapter4Reference.searchTerms($0, on: $1) },
        latestResults: { Chapter4Reference.latestResults(for: $0, search: $1) },
        drags: { Chapter4Reference.drags(downs: $0, moves: $1, ups: $2) },
        searchBox: { Chapter4Reference.searchBox(text: $0, closed: $1, search: $2, on: $3) },
        shared: { Chapter4Reference.shared($0, readers: $1) })
}
