/// What a catalogue answer that is not everyone's depends on: the question,
/// every landmark the person keeps (the hearts it shows), and for a search
/// by dates the landmarks it found full. Two people with the same favorites
/// asking the same question get the same bytes (ADR 0106), and a search by
/// dates is encoded again only once a booking or a cancellation changes
/// which landmarks it finds.
struct Marked<Question: Hashable & Sendable>: Hashable, Sendable {
    let question: Question
    let marks: Set<Int>
    let full: Set<Int>?

    init(_ question: Question, marks: Set<Int>, full: Set<Int>? = nil) {
        self.question = question
        self.marks = marks
        self.full = full
    }
}
