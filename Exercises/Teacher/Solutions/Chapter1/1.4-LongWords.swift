/// Exercise 1.4 · Chain filter and map: the reference solution.
///
/// Book: chapter 1, chaining `-filter:` and `-map:` on a sequence
public func shoutLongWords(_ words: [String]) -> [String] {
    // Each step returns a new array, so the steps read top to bottom like a
    // recipe. Filtering first also means we only uppercase the words we keep.
    // 中文：每一步都返回一个新数组，所以这几步像菜谱一样从上往下读。先过滤，也
    // 意味着只把留下的单词变成大写。
    words
        .filter { $0.count > 3 }
        .map { $0.uppercased() }
}
