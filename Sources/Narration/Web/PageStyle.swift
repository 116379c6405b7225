/// The stylesheet every chapter page embeds: a readable column, code and
/// output set apart, notes as asides, and the marble diagrams' colours, in
/// a light and a dark scheme. It uses the reader's own fonts, so a page
/// fetches nothing.
///
/// Book: the book's typography, for a screen.
enum PageStyle {
    /// The CSS, for the page's `<style>` element.
    static let css = """
        :root { color-scheme: light dark; --ink: #1d1d1f; --paper: #fdfdfb; --dim: #6e6e73;
          --code: #f3f1ea; --rule: #d9d6cc; --accent: #1b6b8f; --output: #2f6b2f;
          --note: #f6efe0; --k: #9b2393; --t: #3e6d8a; --s: #c41a16; --c: #5d7a5d; --n: #1c00cf;
          --marble: #ffd36b; --line: #444; }
        @media (prefers-color-scheme: dark) {
          :root { --ink: #e8e6e0; --paper: #1b1c1e; --dim: #9a9a9f; --code: #26272b;
            --rule: #3a3b40; --accent: #6cb8db; --output: #8fd18f; --note: #2b2820;
            --k: #ff7ab2; --t: #7fc4e0; --s: #ff8170; --c: #84b884; --n: #d9c97c;
            --marble: #b8860b; --line: #ccc; } }
        body { margin: 0; background: var(--paper); color: var(--ink);
          font: 17px/1.6 Georgia, "Noto Serif CJK SC", "Songti SC", serif; }
        main, nav { max-width: 46rem; margin: 0 auto; padding: 0 1rem; }
        h1 { font-size: 1.8rem; line-height: 1.3; margin-top: 2rem; }
        h2 { font-size: 1.3rem; margin-top: 2.5rem; border-bottom: 1px solid var(--rule); }
        h1 a, h2 a { color: inherit; text-decoration: none; }
        a { color: var(--accent); }
        code, pre, samp { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace;
          font-size: 0.85rem; }
        pre { background: var(--code); padding: 0.6rem 0.8rem; overflow-x: auto;
          border-radius: 4px; line-height: 1.45; }
        figure { margin: 1rem 0; }
        figcaption { color: var(--dim); font-size: 0.8rem; }
        pre.output { background: transparent; border-left: 3px solid var(--output);
          color: var(--output); }
        pre.output .line::before { content: "▸ "; color: var(--dim); }
        pre.command code::before { content: "$ "; color: var(--dim); }
        .not-run, .book, .source { color: var(--dim); font-size: 0.9rem; }
        aside.note { background: var(--note); padding: 0.5rem 0.8rem; border-radius: 4px;
          font-size: 0.95rem; }
        aside.note strong { margin-right: 0.3rem; }
        .contract { border-left: 3px solid var(--accent); padding-left: 0.8rem; }
        .contract p { margin: 0.2rem 0; }
        table { border-collapse: collapse; margin: 1rem 0; font-size: 0.9rem; }
        th, td { text-align: left; vertical-align: top; padding: 0.2rem 0.8rem 0.2rem 0;
          border-bottom: 1px solid var(--rule); }
        tr:target { background: var(--note); }
        a.term { color: inherit; text-decoration: underline dotted var(--accent); }
        .k { color: var(--k); } .t { color: var(--t); } .a { color: var(--k); }
        .s { color: var(--s); } .c { color: var(--c); font-style: italic; } .n { color: var(--n); }
        figure.marbles svg { max-width: 100%; height: auto; font: 13px ui-monospace, monospace; }
        svg .ruler text, svg .ruler line { fill: var(--dim); stroke: var(--dim); }
        svg .ruler text { stroke: none; font-size: 10px; }
        svg .label { fill: var(--ink); font-weight: bold; }
        svg .axis, svg .mark line, svg .mark path { stroke: var(--line); stroke-width: 2; fill: none; }
        svg .arrow { fill: var(--line); }
        svg .value circle { fill: var(--marble); stroke: var(--line); stroke-width: 1.5; }
        svg .value text { fill: #1d1d1f; font-weight: bold; }
        svg .failed path { stroke: #c41a16; stroke-width: 3; }
        svg .subscribed path { fill: var(--accent); stroke: none; }
        svg .disposed circle { fill: var(--line); }
        details summary { color: var(--dim); font-size: 0.8rem; cursor: pointer; }
        nav.contents { font-size: 0.9rem; }
        """
}
