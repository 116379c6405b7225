import Narration

/// What the symbols of Chapter 4's marble diagrams mean.
let legend = MarbleLegend([
    .init(
        "0–9", "a number: a goal, a count, seconds left", zh: "数字：进球、计数、剩余秒数",
        covering: "0123456789"),
    .init(
        "a–z", "a text, by its last letter", zh: "文本，以它的最后一个字母表示",
        covering: "abcdefghijklmnopqrstuvwxyz"),
    .init("T", "true", zh: "true（真）"),
    .init("R", "the button reads Resend and can be tapped", zh: "按钮显示 Resend，可以点击"),
    .init(
        "*", "a value that carries nothing (Void): a tap, a close, a code sent",
        zh: "不携带任何内容的值（Void）：一次点击、一次关闭界面、一次发送验证码"),
])
