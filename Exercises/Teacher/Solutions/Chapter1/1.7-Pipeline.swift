/// Exercise 1.7 · Fold a list of functions into one: the reference solution.
///
/// Book: chapter 1, Higher-order functions (functions that take and return functions)
public func pipeline(_ steps: [(Int) -> Int]) -> (Int) -> Int {
    // The identity function is to composition what 0 is to addition: the
    // start that changes nothing, and the answer when there are no steps.
    // 中文：恒等函数之于函数组合，就像 0 之于加法：它是什么都不改变的起点，也是
    // 没有任何步骤时的答案。
    let identity: (Int) -> Int = { $0 }
    // Each step of the fold wraps the pipeline so far in a new function:
    // first run everything before, then this step on its result.
    // 中文：折叠的每一步都把目前为止的管道包进一个新函数里：先运行之前的所有步
    // 骤，再对其结果运行这一步。
    return steps.reduce(identity) { before, step in
        { input in step(before(input)) }
    }
}
