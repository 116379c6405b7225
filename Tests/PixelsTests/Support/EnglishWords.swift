/// The English words in a line of Chinese that are not code.
///
/// Code is what a reader types or looks up, the same in either language:
/// URLs and paths, quoted text (a key, a JSON path, what the user typed),
/// options (`--api`), numbers and sizes (`64`, `1xx`, `2x3`), file names
/// (`1001-3.ppm`), names in capitals (`ECONNREFUSED`, `HTTP`, `JSON`), type
/// names (`URLError`), and a few lower-case names of schemes, calls and
/// fields (`https`, `tcsetattr`, `maxval`). Any other run of two Latin letters or more is an
/// English word left in the Chinese. What the user typed, echoed in the
/// line, is data: name it in `data` and it is left out too.
///
/// ```swift
/// print(englishWords(in: "照片服务器出错：this process cannot reach http://127.0.0.1:9"))
/// // prints ["this", "process", "cannot", "reach"]
/// print(englishWords(in: "网络不可达（ENETUNREACH）"))   // prints []
/// ```
func englishWords(in line: String, besides data: [String] = []) -> [String] {
    var text = line
    for item in data where !item.isEmpty { text = text.replacing(item, with: " ") }
    let code: [Regex<Substring>] = [
        #/[A-Za-z][A-Za-z0-9+.\-]*:\/\/[^\s，。：；（）、“”]*/#,  // URLs
        #/(?:^|[\s（：，])\/[^\s，。：；（）、]*/#,  // paths
        #/"[^"]*"/#, #/'[^']*'/#, #/“[^”]*”/#, #/`[^`]*`/#,  // quoted
        #/--[a-z][a-z\-]*/#,  // options
    ]
    for pattern in code { text = text.replacing(pattern, with: " ") }
    return text.matches(of: #/[A-Za-z0-9_][A-Za-z0-9_.\[\]\-]*/#).map { String($0.output) }
        .filter { token in
            let letters = token.filter(\.isLetter)
            let isCode =
                token.first!.isNumber || token.contains(".") || token.contains("[")
                || letters.count < 2 || letters.dropFirst().contains(where: \.isUppercase)
                || codeWords.contains(token)
            return !isCode
        }
}

/// Lower-case names that are code: URL schemes, system calls, a PPM field,
/// JSON's own words.
private let codeWords: Set<String> = [
    "http", "https", "maxval", "errno", "socket", "tcgetattr", "tcsetattr", "dup", "ioctl",
    "null", "true", "false",
]
