/// The slide view of a chapter's page, for a projector: with `?slides` in
/// its address, the page shows one section per screen in large type, its
/// diagrams centred; the right arrow, the space bar or Page Down moves on,
/// the left arrow or Page Up moves back. Without `?slides` the script does
/// nothing, and the page reads as a page.
///
/// The script is the page's only one, a dozen lines that fetch nothing and
/// use no `<` or `&`, so the page stays well-formed XML.
///
/// Book: no equivalent; workshops project the workbook.
enum SlideView {
    /// The `<script>` element, at the end of the page's body.
    static let script = """
        <script>
        // ?slides: one section per screen, for a projector; the arrow keys move.
        if (new URLSearchParams(location.search).has("slides")) {
          document.documentElement.classList.add("slides");
          const parts = [], main = document.querySelector("main");
          for (const element of main.children) {
            if (element.tagName === "H2" || parts.length === 0) parts.push([]);
            parts[parts.length - 1].push(element);
          }
          let at = 0;
          const show = (next) => {
            at = Math.max(0, Math.min(parts.length - 1, next));
            parts.forEach((part, index) => part.forEach((element) => element.hidden = index !== at));
            window.scrollTo(0, 0);
          };
          document.addEventListener("keydown", (event) => {
            if (["ArrowRight", "PageDown", " "].includes(event.key)) show(at + 1);
            if (["ArrowLeft", "PageUp"].includes(event.key)) show(at - 1);
          });
          show(0);
        }
        </script>
        """

    /// The slide view's style: large type, a wider column, diagrams centred.
    static let css = """
        html.slides body { font-size: 26px; }
        html.slides main { max-width: 62rem; }
        html.slides nav.contents { display: none; }
        html.slides figure.marbles { text-align: center; }
        html.slides figure.marbles svg { width: 90%; }
        html.slides code, html.slides pre { font-size: 1.1rem; }
        """
}
