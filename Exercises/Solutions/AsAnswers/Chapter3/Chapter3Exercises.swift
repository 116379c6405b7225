// With WORKBOOK_SOLUTIONS=1 the manifest builds this file as Chapter3Exercises, in place
// of the stubs: the graders then grade the reference solutions as the learner's answers.
// Re-exporting keeps every name the graders use, Chapter3Exercises.name included.
@_exported import Chapter3Reference
