import Foundation

// What the judge's symbol check must find in this program's object files:
// a type it may not use, written as the tester wrote it, and names that
// only look like calls it may not make.

/// Starts a program through Foundation, qualified so that no rule on
/// spelling sees `Process(`.
typealias Runner = Foundation.Process

func startSomething() throws {
    let runner = Runner()
    runner.executableURL = URL(fileURLWithPath: "/bin/true")
    try runner.run()
}

/// Names of the answer's own that a rule on spelling took for calls.
func ownNames() -> Int {
    let signal = 3
    let kill = signal + 1
    let system = "x"
    func exit(_ code: Int) -> Int { code }
    return kill + exit(system.count)
}
