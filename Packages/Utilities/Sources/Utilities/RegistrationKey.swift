/// Identifies a registration: a type, and optionally a name that tells two
/// registrations of the same type apart.
struct RegistrationKey: Hashable, Sendable, CustomStringConvertible {
    let type: ObjectIdentifier
    let name: String?
    /// Kept to name the type in errors. The name is spelled out only when an
    /// error asks for it: building it on every resolve cost more than the lookup.
    private let metatype: any Any.Type

    init<T>(_ type: T.Type, name: String?) {
        self.type = ObjectIdentifier(type)
        self.metatype = type
        self.name = name
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.type == rhs.type && lhs.name == rhs.name
    }

    /// The type alone: names are rare, and two names of one type only share a bucket.
    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
    }

    var typeName: String { String(reflecting: metatype) }

    var description: String {
        guard let name else { return typeName }
        return "\(typeName) named \"\(name)\""
    }
}
