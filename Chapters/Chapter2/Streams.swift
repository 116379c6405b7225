import Narration
import Reactive

extension Section {
    /// What a stream is: values one after another, as a head and a tail.
    static let streams = Section(
        "Streams and sequences", ChineseTitle.of("流和序列", "流")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                A stream is a series of values that come one after another. The book's \
                picture is a water pipe: values go in at one end and come out at the other, \
                where you can read what has come through so far, up to the latest. A stream \
                may hold three values or never end; either way, a program that uses it deals \
                with one value at a time, as it comes. Kinds of stream differ in who decides \
                when the next value comes.
                """,
            zh: """
                流是一个接一个到来的一串值。原书把它比作水管：值从一端流进，从另一端流出，\
                在出口处可以读到至今流过的值，直到最新的一个。\
                一个流可能只有三个值，也可能永不结束；无论哪种，使用它的程序都是来一个值处理一个值。\
                不同种类的流，区别在于由谁决定下一个值什么时候来。
                """)
        page.say(
            en: """
                ReactiveCocoa has two kinds. A sequence (RACSequence) hands you its next value \
                when you ask for it. A signal (RACSignal) sends its next value when it has one, \
                and you react. This chapter is about sequences, and ends by turning one into a \
                signal; Chapter 3 is about signals. The article iOS-OpenSource-ReactiveCocoa, \
                under its heading "流", draws the same water pipe and makes the same split: \
                every stream is a signal or a sequence, its "信号流" and "序列流".
                """,
            zh: """
                ReactiveCocoa 有两种流。序列（RACSequence）在你索要时才交出下一个值。\
                信号（RACSignal）有了下一个值就发送出来，由你作出反应。\
                本章讲序列，最后把一个序列变成信号；第 3 章讲信号。\
                《iOS-OpenSource-ReactiveCocoa》在“流”这个标题下画了同样的水管，也做了同样的划分：\
                每个流要么是信号，要么是序列，即文中的“信号流”和“序列流”。
                """)
        page.say(
            en: """
                The book installs ReactiveCocoa 2.0 with CocoaPods before it starts. Here \
                the library is part of the workbook: `import Reactive` at the top of a file \
                is all a chapter needs, and Package.swift fetches nothing.
                """,
            zh: """
                原书在动手之前，先用 CocoaPods 引入 ReactiveCocoa 2.0。\
                这里的库则是练习册的一部分：每章只需在文件开头写上 `import Reactive`，\
                Package.swift 也不需要下载任何东西。
                """)
        page.say(
            en: """
                A sequence is a head, its first value, and a tail: the sequence of everything \
                after the head. Walking it means taking the head, then the head of the tail, \
                and so on, until there is no head. Our sequence type is called PullSequence, \
                after the way it is read:
                """,
            zh: """
                一个序列由头部（head）和尾部（tail）组成：头部是它的第一个值，尾部是头部之后所有值组成的序列。\
                遍历序列，就是先取头部，再取尾部的头部，依此类推，直到没有头部为止。\
                我们的序列类型叫 PullSequence，名字来自它被读取的方式（pull，拉取）：
                """)
        page.code(.headAndTail)
        // snippet.headAndTail
        let letters = PullSequence(["a", "b", "c"])
        print(letters.head ?? "(the end)")
        print(letters.tail.head ?? "(the end)")
        print(letters.tail.tail.head ?? "(the end)")
        print(letters.tail.tail.tail.head ?? "(the end)")
        // snippet.end
        page.say(
            en: """
                Every tail is a sequence in its own right, with a head and a tail of its own. \
                That is all a stream needs: the next value, and how to get the ones after it.
                """,
            zh: """
                每个尾部本身也是一个序列，有自己的头部和尾部。\
                一个流需要的也就是这些：下一个值，以及怎样拿到它之后的值。
                """)
        page.book("RACStream", "RACSequence", "-[RACSequence head]", "-[RACSequence tail]")
        page.translationNote(
            en: """
                At the end of its previous chapter (总结), the translation adds an aside \
                of its own to "streams": “一切皆文件，文件以流的形式传播” (everything is a \
                file, and files travel as streams, so every operation can use \
                higher-order functions). That is Unix's motto about files; the streams \
                of this chapter are values that come one after another, over time, and \
                have nothing to do with files.
                """,
            zh: """
                译本在上一章结尾（总结）提到“流”时加了一条译者注：“一切皆文件，文件以流的形式\
                传播，也就是说一切的操作都可以使用高阶函数”。这是 Unix 关于文件的一句格言；\
                本章的流是一个接一个、随时间到来的值，与文件毫无关系。
                """)
    }
}
