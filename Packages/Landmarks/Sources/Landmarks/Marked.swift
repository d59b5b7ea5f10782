/// What a catalogue answer that is not everyone's depends on: the question,
/// every landmark the person keeps (the hearts it shows), and for a search
/// by dates what it found (the landmarks full, the price at the others).
/// Two people with the same favorites asking the same question get the same
/// bytes (ADR 0106), and a search by dates is encoded again only once a
/// booking or a cancellation changes what it finds.
struct Marked<Question: Hashable & Sendable>: Hashable, Sendable {
    let question: Question
    let marks: Set<Int>
    let found: StayFindings?

    init(_ question: Question, marks: Set<Int>, found: StayFindings? = nil) {
        self.question = question
        self.marks = marks
        self.found = found
    }
}
