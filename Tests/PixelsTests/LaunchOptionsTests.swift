import Foundation
import Testing

@testable import PixelsTerminal

@Suite("The launcher's command line: --app, --script, --api, --serve and --plain")
struct LaunchOptionsTests {
    @Test("the app's flags are recognised, also as --flag=value; the chapter's are not")
    func isRequested() {
        for arguments in [
            ["--app"], ["--plain", "--script", "quit"], ["--api=http://x"], ["--serve"],
            ["--serve=8080"],
        ] {
            #expect(PixelsApp.isRequested(by: arguments), "\(arguments)")
        }
        for arguments in [[], ["--plain"], ["--section", "2"], ["--apple"], ["app"]] {
            #expect(!PixelsApp.isRequested(by: arguments), "\(arguments)")
        }
    }

    @Test("--app, --script, --api and --plain read as the app with its script and server")
    func app() throws {
        let options = try LaunchOptions([
            "--app", "--plain", "--script", "open 2, quit", "--api=http://127.0.0.1:8080",
        ])
        #expect(
            options.action
                == .app(
                    script: Script([.open(2), .quit]), api: URL(string: "http://127.0.0.1:8080")))
        #expect(options.plain)
        #expect(try LaunchOptions(["--app"]).action == .app(script: nil, api: nil))
    }

    @Test("--serve takes an optional port: none means any free port")
    func serve() throws {
        #expect(try LaunchOptions(["--serve"]).action == .serve(port: 0))
        #expect(try LaunchOptions(["--serve", "8080"]).action == .serve(port: 8080))
        #expect(try LaunchOptions(["--serve=9000", "--plain"]).action == .serve(port: 9000))
    }

    @Test(
        "what the launcher cannot follow is one line saying why",
        arguments: [
            (["--app", "--bogus"], "unknown option '--bogus' for the app (see --help)"),
            (["--app", "stray"], "unexpected argument 'stray' (see --help)"),
            (["--api"], "--api needs a URL"),
            (["--api", "ftp://x"], "--api needs an http:// or https:// URL, not 'ftp://x'"),
            (["--api", "http://"], "--api needs an http:// or https:// URL, not 'http://'"),
            (
                ["--api", "http://127.0.0.1:99999"],
                "--api: the port in 'http://127.0.0.1:99999' is not a number from 1 to 65535"
            ),
            (
                ["--api=http://[::1]:70000/api"],
                "--api: the port in 'http://[::1]:70000/api' is not a number from 1 to 65535"
            ),
            (["--script"], "--script needs a script of steps"),
            (
                ["--script", "jump"],
                "--script: unknown step 'jump' (the steps are \(ScriptStep.forms))"
            ),
            (["--serve", "0"], "--serve takes a port from 1 to 65535, not '0'"),
            (["--serve", "65536"], "--serve takes a port from 1 to 65535, not '65536'"),
            (
                ["--serve", "--script", "quit"],
                "--serve runs the photo API on its own, without --app, --script or --api"
            ),
            (
                ["--serve", "--app"],
                "--serve runs the photo API on its own, without --app, --script or --api"
            ),
            (
                ["--app", "--serve=8080"],
                "--serve runs the photo API on its own, without --app, --script or --api"
            ),
        ])
    func errors(arguments: [String], message: String) {
        let error = #expect(throws: LaunchError.self) { try LaunchOptions(arguments) }
        #expect(error?.description == message)
        #expect(error.map { !$0.text.zh.isEmpty && $0.text.zh != $0.text.en } == true)
    }
}
