/// What the letters of chapter 3's stories stand for, by exercise.
public enum Chapter3Letters {
    /// 3.1: what each letter typed in the e-mail field stands for.
    public static let typed = LetterTable([
        "a": "a", "b": "a@", "c": "a@b", "d": "a@bc", "e": "@b",
    ])

    /// 3.2: what each name stands for.
    public static let names = LetterTable([
        "a": "Ash", "b": "", "c": "Zoë", "d": "李", "e": "Zoe\u{301} Li",
    ])

    /// 3.4: what each letter typed in the username stands for.
    public static let usernames = LetterTable([
        "a": "", "b": "as", "c": "ash", "d": "李", "e": "été",
    ])

    /// 3.4: what each letter typed in the password stands for.
    public static let passwords = LetterTable([
        "a": "", "b": "12345", "c": "123456", "d": "naïve", "e": "1234567",
    ])

    /// 3.5: the name each letter saves under.
    public static let saveNames = LetterTable([
        "a": "a", "b": "b", "c": "my notes", "d": "日本", "e": "",
    ])

    /// 3.6: the number each digit of a run stands for.
    public static let runNumbers: [String: Int] = ["1": 1, "2": Int.max, "3": 0]

    /// 3.6: the legend of `runNumbers`.
    public static let runLegend = "run digits 1 = 1, 2 = Int.max, 3 = 0"
}
