import ExerciseSupport

/// Exercise 1.4 · Chain filter and map
/// 练习 1.4 · 把 filter 和 map 串起来
///
/// Keep the words with more than three letters and return them in capitals,
/// in their original order. Each higher-order function returns a new array,
/// so you can call the next one on its result: a pipeline.
///
/// Graded: the grader compares your answer with the reference solution on the
/// examples below and a few hundred generated lists of words (accents, CJK and
/// emoji among them; up to 2,000 words of up to 120 letters). Then it reads
/// your function's body for `filter` and `map`: a loop gives the same words
/// but skips the chain.
///
/// 任务：留下字母多于三个的单词，把它们改成大写后返回，保持原来的顺序。每个高阶
/// 函数都返回一个新数组，所以可以在它的结果上接着调用下一个：这就是一条管道。
///
/// 评分：评分器拿下面的例子和几百个随机生成的单词数组（其中有带重音的字母、中日
/// 韩文字和 emoji；最多 2,000 个单词，每个最多 120 个字母）去调用你的答案，结果
/// 须与参考答案相同。然后它检查你的函数体里有没有用 `filter` 和 `map`：用循环也
/// 能得到同样的单词，却错过了把两步串起来的写法。
///
/// ```swift
/// shoutLongWords(["the", "quick", "brown", "fox"])   // ["QUICK", "BROWN"]
/// shoutLongWords(["map", "fold", "filter"])          // ["FOLD", "FILTER"]
/// ```
///
/// 书中：第 1 章“高阶过滤”（把 `-rx_filterWithBlock:` 和 `-rx_mapWithBlock:`
/// 串起来）
/// Book: chapter 1, Filtering (chaining `-rx_filterWithBlock:` and
/// `-rx_mapWithBlock:`)
public func shoutLongWords(_ words: [String]) -> [String] {
    // TODO(1.4): filter the long words, then map them to uppercased().
    notAttempted("1.4")
}
