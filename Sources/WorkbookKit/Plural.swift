/// A count with its noun in the right number: "1 error", "2 errors".
///
/// Every count the workbook prints to a learner goes through it, so that no
/// message says "1 more errors".
///
/// ```swift
/// print(counted(1, "more error"))             // prints 1 more error
/// print(counted(3, "exercise"))               // prints 3 exercises
/// print(counted(2, "match", plural: "matches"))  // prints 2 matches
/// ```
public func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
}
