import Narration

/// What the symbols of Chapter 3's marble diagrams mean.
let legend = MarbleLegend([
    .init(
        "a–z, @", "a value: a letter, a key typed, or a text by its first letter",
        zh: "发送的值：字母、按下的键，或以首字母表示的文字",
        covering: "abcdefghijklmnopqrstuvwxyz@"),
    .init("<", "the backspace key", zh: "退格键"),
    .init("0–9", "a number: the length of a text", zh: "数字：文字的长度", covering: "0123456789"),
    .init("T", "true", zh: "true（真）"),
    .init("F", "false", zh: "false（假）"),
    .init("S", "the keyboard shows: its height", zh: "键盘弹出：它的高度"),
    .init("H", "the keyboard hides: height 0", zh: "键盘收起：高度归零"),
    .init("*", "a value that carries nothing (Void)", zh: "不携带任何内容的值（Void）"),
])

/// A Bool as the legend draws it: T or F.
func truth(_ value: Bool) -> Character {
    value ? "T" : "F"
}
