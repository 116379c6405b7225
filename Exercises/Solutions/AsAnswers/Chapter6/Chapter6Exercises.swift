// With WORKBOOK_SOLUTIONS=1 the manifest builds this file as Chapter6Exercises, in place
// of the stubs: the graders then grade the reference solutions as the learner's answers.
// Re-exporting keeps every name the graders use, Chapter6Exercises.name included.
@_exported import Chapter6Reference
