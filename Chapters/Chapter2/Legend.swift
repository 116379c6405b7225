import Narration

/// What the symbols of Chapter 2's marble diagrams mean.
let legend = MarbleLegend([
    .init(
        "a–z, A–Z", "a letter, the value sent", zh: "一个字母，即发送的值",
        covering: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
])
