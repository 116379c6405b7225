import Reactive

/// Exercise 4.3 · Search once typing pauses, with throttle: the reference solution.
///
/// Book: chapter 4, Hot and cold signals (`-[RACSignal throttle:]`, in the instant search recipe)
public func searchTerms(_ text: Signal<String>, on scheduler: any Scheduler) -> Signal<String> {
    // throttle holds each text for 2 seconds and drops it if a newer one
    // arrives meanwhile, so only the text at a pause comes out. The filter
    // comes after it: filtering first would let "s" through when the field
    // was cleared right after it, since the empty text would never reach the
    // throttle to replace it. distinctUntilChanged last, on what is searched.
    // 中文：throttle 把每段文字留 2 秒，其间来了更新的文字就丢掉它，所以只有停
    // 顿时的文字能出来。filter 放在它后面：如果先过滤，输入框在“s”之后马上被清
    // 空时，“s”就会被放过去，因为空的文字根本到不了 throttle，无法替换掉它。
    // distinctUntilChanged 放在最后，作用在要搜索的词上。
    text
        .throttle(.seconds(2), on: scheduler)
        .filter { term in !term.isEmpty }
        .distinctUntilChanged()
}
