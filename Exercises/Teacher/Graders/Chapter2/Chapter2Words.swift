import Chapter2Calls
import ExerciseGrading
import WorkbookKit

/// The Chinese of what chapter 2's answer programs write: the calls told
/// partly in words (`…, then answer() 3 times`) and the traces of what the
/// answers did (`…, pulling 2 numbers`). The programs write English only;
/// the judge puts each phrase it knows into Chinese and leaves the values
/// and the code as they are.
///
/// ```swift
/// print(Chapter2Words.chinese("[1, 4], calling square with [1, 2]"))
/// // prints [1, 4]，调用 square 的参数依次是 [1, 2]
/// ```
enum Chapter2Words {
    /// `text` with each phrase chapter 2 writes put into Chinese.
    static func chinese(_ text: String) -> String {
        text
            // 2.1, 2.4, 2.5, 2.8
            .replacing(#/, calling (square|combine) with /#) { "，调用 \($0.1) 的参数依次是 " }
            .replacing(#/, pulling (\d+) numbers?(?: in (\d+) readings from the start)?/#) {
                "，取出了 \($0.1) 个数" + ($0.2.map { "（从头读了 \($0) 遍）" } ?? "")
            }
            .replacing(#/, without calling combine/#) { _ in "，没有调用 combine" }
            .replacing(#/, from combine/#) { _ in "，依次来自 combine" }
            .replacing(#/… \((\d+) more\)\]/#) { "…（还有 \($0.1) 个）]" }
            .replacing(#/… \((\d+) more\)/#) { "……（还有 \($0.1) 次）" }
            .replacing(#/ \((\d+) calls?\)$/#) { "（共 \($0.1) 次调用）" }
            // 2.2
            .replacing(
                #/(\d+) iterators of powers made first, then read in turns up to (.*) powers/#
            ) {
                "先创建 \($0.1) 个 powers 的迭代器，再轮流读取，分别读到 \($0.2) 个幂"
            }
            .replacing(#/ \((\d+) powers, 2⁰ to 2\^(\d+)\)/#) { "（\($0.1) 个幂，从 2⁰ 到 2^\($0.2)）" }
            .replacing(#/ \((\d+) numbers?; number (\d+) is (\d+), where 2\^(\d+) would be\)/#) {
                "（共 \($0.1) 个数；第 \($0.2) 个是 \($0.3)，而这里应该是 2^\($0.4)）"
            }
            // 2.3
            .replacing(#/^compute ran (\d+) times? before the first answer\(\)$/#) {
                "第一次 answer() 之前 compute 运行了 \($0.1) 次"
            }
            .replacing(#/, then answer\(\) (\d+) times?/#) { "，然后调用 answer() \($0.1) 次" }
            .replacing(
                #/answer\(\) returned (.*); compute ran (\d+) times? before the first answer\(\), then (.*) times in all/#
            ) {
                "answer() 返回了 \($0.1)；第一次 answer() 之前 compute 运行了 \($0.2) 次，之后累计依次为 \($0.3) 次"
            }
            // 2.6
            .replacing(#/, subscribed by one subscriber/#) { _ in "，由一个订阅者订阅" }
            .replacing(#/, subscribed by /#) { _ in "，订阅者依次是：" }
            .replacing(#/one that disposes after (\d+) values?/#) { "一个收到 \($0.1) 个值后释放的订阅者" }
            .replacing(#/one to the end/#) { _ in "一个读到结束的订阅者" }
            .replacing(#/(\d+) pulled before subscribing/#) { "订阅之前取出了 \($0.1) 个" }
            .replacing(#/subscriber (\d+) received (\[.*?\]), (\d+) pulled by then/#) {
                "订阅者 \($0.1) 收到了 \($0.2)，那时共取出了 \($0.3) 个"
            }
            .replacing(#/… \((\d+) events\)/#) { "……（共 \($0.1) 个事件）" }
            // 2.9
            .replacing(#/^Remembered\(a stream of (.*?)\): /#) { "Remembered(一个产生 \($0.1) 的流)：" }
            .replacing(#/loop (\d+) reads to the end/#) { "循环 \($0.1) 读到结束" }
            .replacing(#/loop (\d+) reads (\d+) elements?/#) { "循环 \($0.1) 读 \($0.2) 个元素" }
            .replacing(#/no loops/#) { _ in "没有循环" }
            .replacing(#/, (?=循环)/#) { _ in "，" }
            // Joins, last: they follow the phrases above.
            .replacing(#/, then /#) { _ in "，然后是 " }
            .replacing(#/; (?=订阅者)/#) { _ in "；" }
    }
}

extension Chapter2Words {
    /// 2.9's log of steps, each quoted, in Chinese.
    static func steps(_ text: String) -> String {
        text
            .replacing(#/"the stream works out (.*?)"/#) { "\"流算出了 \($0.1)\"" }
            .replacing(#/"the stream ends"/#) { _ in "\"流结束了\"" }
            .replacing(#/"loop (\d+) reads (.*?)"/#) { "\"循环 \($0.1) 读到 \($0.2)\"" }
            .replacing(#/"loop (\d+) finds the end"/#) { "\"循环 \($0.1) 发现到了末尾\"" }
            .replacing(#/"\(the loops had not ended after 5 seconds\)"/#) { _ in
                "\"（5 秒之后循环还没有结束）\""
            }
    }
}

/// A chapter 2 trace, which says itself in Chinese through `Chapter2Words`.
protocol Chapter2Trace: SaysItself, CustomStringConvertible {}

extension Chapter2Trace {
    /// The trace in both languages.
    public var said: Bilingual {
        Bilingual(en: description, zh: Chapter2Words.chinese(description))
    }
}

extension SquaresTrace: Chapter2Trace {}
extension PowersRead: Chapter2Trace {}
extension MemoTrace: Chapter2Trace {}
extension FoldTrace: Chapter2Trace {}
extension LazyFoldTrace: Chapter2Trace {}
extension SignalTrace: Chapter2Trace {}
extension TakingTrace: Chapter2Trace {}
