/// Identifies a registration: a type, and optionally a name that tells two
/// registrations of the same type apart.
struct RegistrationKey: Hashable, Sendable, CustomStringConvertible {
    let type: ObjectIdentifier
    let typeName: String
    let name: String?

    init<T>(_ type: T.Type, name: String?) {
        self.type = ObjectIdentifier(type)
        self.typeName = String(reflecting: type)
        self.name = name
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.type == rhs.type && lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(name)
    }

    var description: String {
        guard let name else { return typeName }
        return "\(typeName) named \"\(name)\""
    }
}
