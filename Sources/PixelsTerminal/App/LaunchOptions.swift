import Foundation
import Pixels
import WorkbookKit

/// What the app's command line asks for.
///
/// | Option | Effect |
/// |---|---|
/// | `--app` | the app: on a terminal, to use; otherwise the default tour |
/// | `--script STEPS` | the app, running a scripted tour (see `Script`) |
/// | `--api URL` | the app, talking to the photo API at URL instead of its own |
/// | `--serve [PORT]` | the photo API alone, until Ctrl-C |
/// | `--plain` | no colour |
///
/// ```swift
/// let options = try LaunchOptions(["--app", "--script", "open 2, quit"])
/// print(options.action)   // prints app(script: Optional(open 2, quit), api: nil)
/// ```
///
/// Book: none; the book's app starts from the home screen
struct LaunchOptions: Sendable, Equatable {
    /// What to run.
    enum Action: Sendable, Equatable {
        /// The app, with a script or not, on its own server or at `api`.
        case app(script: Script?, api: URL?)
        /// The photo API alone, on `port` (0 for any free port).
        case serve(port: UInt16)
    }

    /// The options the launcher reads.
    static let flags = ["--app", "--script", "--api", "--serve"]

    /// What to run.
    var action: Action = .app(script: nil, api: nil)
    /// Whether colour was turned off.
    var plain = false

    /// Reads `arguments` (without the program's name).
    init(_ arguments: [String]) throws(LaunchError) {
        var remaining = arguments[...]
        var script: Script?
        var api: URL?
        var serve: UInt16?
        var app = false
        while let argument = remaining.popFirst() {
            let (flag, attached) = Self.split(argument)
            switch flag {
            case "--app": app = true
            case "--plain": plain = true
            case "--script":
                let text = try Self.value(
                    of: flag, attached, &remaining,
                    Bilingual(en: "a script of steps", zh: "一个由步骤组成的脚本"))
                do {
                    script = try Script(parsing: text)
                } catch {
                    throw LaunchError(
                        en: "--script: \(error) (the steps are \(ScriptStep.forms))",
                        zh: "--script：\(error.text.zh)（可用的步骤：\(ScriptStep.forms)）")
                }
            case "--api":
                api = try Self.url(
                    Self.value(of: flag, attached, &remaining, Bilingual(en: "a URL", zh: "一个 URL"))
                )
            case "--serve":
                serve = try Self.port(attached ?? Self.optionalValue(&remaining))
            case Language.option:
                let value = try Self.value(
                    of: flag, attached, &remaining,
                    Bilingual(en: "a language: en or zh", zh: "指定语言：en 或 zh"))
                if Language(rawValue: value) == nil {
                    throw LaunchError(LanguageError(value: value, language: .english).text)
                }
            default:
                throw LaunchError(
                    argument.hasPrefix("-")
                        ? Bilingual(
                            en: "unknown option '\(argument)' for the app (see --help)",
                            zh: "应用没有选项 \(argument)（参见 --help）")
                        : Bilingual(
                            en: "unexpected argument '\(argument)' (see --help)",
                            zh: "多余的参数 \(argument)（参见 --help）"))
            }
        }
        if let serve {
            guard !app, script == nil, api == nil else {
                throw LaunchError(
                    en: "--serve runs the photo API on its own, without --app, --script or --api",
                    zh: "--serve 只单独运行照片 API，不能与 --app、--script 或 --api 同用")
            }
            action = .serve(port: serve)
        } else {
            action = .app(script: script, api: api)
        }
    }

    /// `--flag=value` as (`--flag`, `value`); anything else as (it, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The value after `flag`: attached with `=`, or the next argument.
    private static func value(
        of flag: String, _ attached: String?, _ remaining: inout ArraySlice<String>,
        _ what: Bilingual
    ) throws(LaunchError) -> String {
        if let attached { return attached }
        guard let next = remaining.first, !next.hasPrefix("--") else {
            throw LaunchError(en: "\(flag) needs \(what.en)", zh: "\(flag) 需要\(what.zh)")
        }
        remaining.removeFirst()
        return next
    }

    /// The next argument if it is not an option.
    private static func optionalValue(_ remaining: inout ArraySlice<String>) -> String? {
        guard let next = remaining.first, !next.hasPrefix("-") else { return nil }
        remaining.removeFirst()
        return next
    }

    /// An `http` or `https` URL with a host and a usable port, or an error
    /// saying why not. The error shows the URL without its credentials.
    private static func url(_ text: String) throws(LaunchError) -> URL {
        let shown = shownWithoutCredentials(text)
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else {
            throw LaunchError(
                en: "--api needs an http:// or https:// URL, not '\(shown)'",
                zh: "--api 需要 http:// 或 https:// 开头的 URL，不接受 \(shown)")
        }
        guard url.connectionPort != nil else {
            throw LaunchError(
                en: "--api: the port in '\(shown)' is not a number from 1 to 65535",
                zh: "--api：\(shown) 里的端口不是 1 到 65535 之间的数")
        }
        return url
    }

    /// `text` as an error shows it: a URL's user information replaced by
    /// `***@`, also where `text` lacks the `scheme://` before it
    /// (`me:secret@host`), as it is meant to be a URL.
    private static func shownWithoutCredentials(_ text: String) -> String {
        let hidden = text.hidingCredentials
        guard !hidden.contains("://"),
            let at = hidden.prefix(while: { !"/?#".contains($0) }).lastIndex(of: "@")
        else { return hidden }
        return "***" + hidden[at...]
    }

    /// A port from 1 to 65535, or 0 (any free port) when none is given.
    private static func port(_ text: String?) throws(LaunchError) -> UInt16 {
        guard let text else { return 0 }
        guard let port = UInt16(text), port > 0 else {
            throw LaunchError(
                en: "--serve takes a port from 1 to 65535, not '\(text)'",
                zh: "--serve 的端口应在 1 到 65535 之间，不接受 \(text)")
        }
        return port
    }
}
