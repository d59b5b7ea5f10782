/// What a signed-in person's catalogue answer depends on: the question, and
/// every landmark the person keeps (the hearts it shows). Two people with the
/// same favorites asking the same question get the same bytes (ADR 0106).
struct Marked<Question: Hashable & Sendable>: Hashable, Sendable {
    let question: Question
    let marks: Set<Int>

    init(_ question: Question, marks: Set<Int>) {
        self.question = question
        self.marks = marks
    }
}
