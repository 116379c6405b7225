import WorkbookKit

/// A marble diagram drawn as inline SVG from its recorded events.
///
/// Each line has a time axis; a value is a labelled marble, completion a
/// bar, an error a cross, a subscription's start a caret and its end a
/// stroke. A ruler above numbers the ticks, and each tick is one column, so
/// events that share a tick stand one under another in it, in the order they
/// came. The terminal drawing is the picture's text alternative: the
/// `<desc>` for screen readers, and a `<pre>` under it for copying.
///
/// Every mark carries its tick and symbol as `data-tick` and `data-symbol`,
/// so a test can read the events back out of the picture.
///
/// ```swift
/// print(MarbleSVG(diagram, id: "marbles-3", language: .english).html)
/// // prints <figure class="marbles"><svg …><title …>…</title><desc …>…</desc>…</svg>…</figure>
/// ```
///
/// Book: the book's hand-drawn marble diagrams; these are drawn from the run.
struct MarbleSVG {
    let diagram: MarbleDiagram
    /// The figure's id on the page, from which its title's and description's ids are made.
    let id: String
    let language: Language

    private let tickWidth = 26
    private let rulerHeight = 24
    private let rowHeight = 26

    /// The figure: the picture, then the diagram in text.
    var html: String {
        let alternative = diagram.text.joined(separator: "\n").htmlEscaped
        let summary = language == .chinese ? "文字版" : "As text"
        return """
            <figure class="marbles" id="\(id)">\(svg)<details><summary>\(summary)</summary>\
            <pre class="marbles-text">\(alternative)</pre></details></figure>\n
            """
    }

    /// The width of the label column, from the widest label (Chinese counts double).
    private var labelWidth: Int {
        max(48, (diagram.lines.map(\.label.displayWidth).max() ?? 0) * 8 + 16)
    }

    /// The most events any tick of `line` holds.
    private func depth(of line: MarbleDiagram.Line) -> Int {
        Dictionary(grouping: line.marks, by: \.tick).values.map(\.count).max() ?? 1
    }

    /// The x of the middle of `tick`'s column.
    private func x(_ tick: Int) -> Int {
        labelWidth + tick * tickWidth + tickWidth / 2
    }

    private var svg: String {
        let lastTick = max(diagram.end, (diagram.lines.flatMap(\.marks).map(\.tick).max() ?? 0) + 1)
        let width = labelWidth + lastTick * tickWidth + 16
        var body = ruler(to: lastTick)
        var top = rulerHeight
        for line in diagram.lines {
            body += timeline(line, top: top, lastTick: lastTick)
            top += depth(of: line) * rowHeight + 14
        }
        let title = language == .chinese ? "弹珠图：" : "Marble diagram: "
        let labels = diagram.lines.map(\.label).joined(separator: ", ")
        return """
            <svg xmlns="http://www.w3.org/2000/svg" role="img" width="\(width)" height="\(top)" \
            viewBox="0 0 \(width) \(top)" aria-labelledby="\(id)-title \(id)-desc">\
            <title id="\(id)-title">\((title + labels).htmlEscaped)</title>\
            <desc id="\(id)-desc">\(diagram.text.joined(separator: "\n").htmlEscaped)</desc>\n\
            \(body)</svg>
            """
    }

    /// Every fifth tick's number, and a notch for every tick.
    private func ruler(to lastTick: Int) -> String {
        let word = language == .chinese ? "时刻" : "tick"
        var parts = ["<g class=\"ruler\"><text x=\"4\" y=\"14\">\(word)</text>"]
        for tick in 0..<lastTick {
            let long = tick % 5 == 0
            parts.append(
                "<line x1=\"\(x(tick))\" y1=\"\(long ? 16 : 19)\" x2=\"\(x(tick))\" y2=\"22\"/>")
            if long {
                parts.append(
                    "<text x=\"\(x(tick))\" y=\"13\" text-anchor=\"middle\">\(tick)</text>")
            }
        }
        return parts.joined() + "</g>\n"
    }

    /// One line: its label, its axis to its end (or on, with an arrow), and its marks.
    private func timeline(_ line: MarbleDiagram.Line, top: Int, lastTick: Int) -> String {
        let axis = top + rowHeight / 2 + 2
        let ending = line.marks.first(where: \.endsTheSignal)?.tick
        let from = labelWidth
        let to = ending.map { x($0) } ?? (labelWidth + lastTick * tickWidth + 8)
        var parts = [
            "<g class=\"line\" data-label=\"\(line.label.htmlEscaped)\">",
            "<text class=\"label\" x=\"4\" y=\"\(axis + 5)\">\(line.label.htmlEscaped)</text>",
            "<line class=\"axis\" x1=\"\(from)\" y1=\"\(axis)\" x2=\"\(to)\" y2=\"\(axis)\"/>",
        ]
        if ending == nil {
            parts.append(
                "<path class=\"arrow\" d=\"M\(to) \(axis) l-7 -4 v8 z\"/>")
        }
        var stacked: [Int: Int] = [:]  // marks already drawn in each tick's column
        for mark in line.marks {
            let row = stacked[mark.tick, default: 0]
            stacked[mark.tick] = row + 1
            parts.append(self.mark(mark, x: x(mark.tick), y: axis + row * rowHeight))
        }
        return parts.joined(separator: "\n") + "</g>\n"
    }

    /// One event's shape, centred on (x, y), with its tick, symbol and description.
    private func mark(_ mark: MarbleMark, x: Int, y: Int) -> String {
        let symbol = String(mark.symbol).htmlEscaped
        let shape: String
        let kind: String
        let what: String
        switch mark.kind {
        case .value(_, let description):
            kind = "value"
            what = description
            shape = """
                <circle cx="\(x)" cy="\(y)" r="11"/>\
                <text x="\(x)" y="\(y + 5)" text-anchor="middle">\(symbol)</text>
                """
        case .completed:
            kind = "completed"
            what = language == .chinese ? "完成" : "completed"
            shape = "<line x1=\"\(x)\" y1=\"\(y - 12)\" x2=\"\(x)\" y2=\"\(y + 12)\"/>"
        case .failed(let description):
            kind = "failed"
            what = (language == .chinese ? "失败：" : "failed: ") + description
            shape = """
                <path d="M\(x - 8) \(y - 8) L\(x + 8) \(y + 8) M\(x + 8) \(y - 8) L\(x - 8) \(y + 8)"/>
                """
        case .subscribed:
            kind = "subscribed"
            what = language == .chinese ? "订阅" : "subscribed"
            shape = "<path d=\"M\(x - 7) \(y + 9) L\(x) \(y - 9) L\(x + 7) \(y + 9) z\"/>"
        case .disposed:
            kind = "disposed"
            what = language == .chinese ? "订阅结束" : "subscription ended"
            shape = """
                <line x1="\(x)" y1="\(y - 12)" x2="\(x)" y2="\(y + 4)"/>\
                <circle cx="\(x)" cy="\(y + 10)" r="2"/>
                """
        }
        let at = language == .chinese ? "，时刻 \(mark.tick)" : " at tick \(mark.tick)"
        return """
            <g class="mark \(kind)" data-tick="\(mark.tick)" data-symbol="\(symbol)">\
            <title>\((what + at).htmlEscaped)</title>\(shape)</g>
            """
    }
}
