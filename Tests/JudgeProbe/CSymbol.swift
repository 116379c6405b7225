// A function with a C name, as an answer hiding `@_cdecl` would define one:
// the judge's symbol check must find it in this program's object files.
@_cdecl("judge_probe_c_symbol")
func judgeProbeCSymbol() -> Int32 { 7 }
