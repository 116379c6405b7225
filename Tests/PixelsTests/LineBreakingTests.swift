import TerminalText
import Testing

@Suite("Breaking a paragraph into lines that fit, Chinese as well as English")
struct LineBreakingTests {
    @Test("English breaks only at spaces, and runs of spaces count as one")
    func english() {
        #expect("one two  three".lines(fittingColumns: 7) == ["one two", "three"])
        #expect("a longword here".lines(fittingColumns: 4) == ["a", "longword", "here"])
        #expect("".lines(fittingColumns: 10).isEmpty)
    }

    @Test("Chinese may break between any two characters, counted two columns each")
    func chinese() {
        #expect(
            "映射把每个元素交给 map 的 block。".lines(fittingColumns: 12) == ["映射把每个元", "素交给 map", "的 block。"])
        #expect("高阶函数".lines(fittingColumns: 5) == ["高阶", "函数"])
    }

    @Test("a closing mark never begins a line, and an opening mark never ends one")
    func punctuation() {
        #expect("映射，过滤。".lines(fittingColumns: 6) == ["映射，", "过滤。"])
        #expect("运行（全部）".lines(fittingColumns: 4) == ["运行", "（全", "部）"])
        #expect("见 --help）。".lines(fittingColumns: 4) == ["见", "--help）。"])
    }

    @Test("a Latin word against a Chinese character may break from it, without a space")
    func mixed() {
        #expect("用less分页".lines(fittingColumns: 6) == ["用less", "分页"])
        #expect("用less分页".lines(fittingColumns: 2) == ["用", "less", "分", "页"])
    }
}
