import Narration

/// What the symbols of Chapter 6's marble diagrams mean.
let legend = MarbleLegend([
    .init("s", "the screen shows: its view model becomes active", zh: "界面显示：它的视图模型被激活"),
    .init("h", "the screen hides: its view model becomes inactive", zh: "界面隐藏：它的视图模型变为未激活"),
    .init("x", "the screen closes and lets its view model go", zh: "界面关闭，放开它的视图模型"),
    .init("t", "true", zh: "true（真）"),
    .init("f", "false", zh: "false（假）"),
    .init(
        "0–9", "a number: a field's length, a rating", zh: "一个数：字段的长度、评分",
        covering: "0123456789"),
    .init("d", "a photo's details", zh: "一张照片的详情"),
    .init("i", "an image", zh: "一张图片"),
    .init("n", "nil: no image, no error message", zh: "nil：没有图片，没有错误信息"),
    .init("e", "an error message", zh: "一条错误信息"),
    .init("l", "a login form, for the screen to show", zh: "一个登录表单，交给界面去显示"),
    .init("V", "the button reads Vote", zh: "按钮上写着 Vote"),
    .init("F", "the button reads Voted For!", zh: "按钮上写着 Voted For!"),
    .init(
        "*", "a value that carries nothing (Void): became active, inactive, done, a form closed",
        zh: "不携带任何内容的值（Void）：已激活、已变为未激活、已完成、一次关闭表单"),
])

/// A Bool as the legend draws it: t or f.
func letter(_ value: Bool) -> Character? {
    value ? "t" : "f"
}
