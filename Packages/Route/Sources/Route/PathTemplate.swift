import Foundation

/// A path with named parameters, written `/landmarks/{id}`.
///
/// One template renders a path from values and matches a path back into values,
/// so a link and the handler it reaches can never disagree about the shape.
public struct PathTemplate: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// One segment of a template.
    public enum Segment: Sendable, Hashable {
        /// A segment that must be this text.
        case literal(String)
        /// A segment that holds the value of the named parameter (`{id}`).
        case parameter(String)
    }

    /// The template's segments, in order.
    public let segments: [Segment]

    /// A template such as `/landmarks/{id}/book`: each `{name}` segment is a parameter.
    public init(_ template: String) {
        segments = template.split(separator: "/", omittingEmptySubsequences: true).map { part in
            if part.hasPrefix("{"), part.hasSuffix("}") {
                return .parameter(String(part.dropFirst().dropLast()))
            }
            return .literal(String(part))
        }
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The names of the template's parameters, in order.
    public var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// The template itself, `/landmarks/{id}`.
    public var description: String {
        joined { "{\($0)}" }
    }

    /// The template in the router's syntax, `/landmarks/:id`.
    public var routerPath: String {
        joined { ":\($0)" }
    }

    private func joined(parameter: (String) -> String) -> String {
        "/"
            + segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .parameter(let name): parameter(name)
                }
            }.joined(separator: "/")
    }

    /// Renders the path, percent-encoding each value. A parameter without a value
    /// is a programming error in the caller, so it fails loudly.
    public func render(_ values: [String: String] = [:]) -> String {
        "/"
            + segments.map { segment in
                switch segment {
                case .literal(let text):
                    return text
                case .parameter(let name):
                    guard let value = values[name] else {
                        preconditionFailure("PathTemplate \(description): no value for {\(name)}")
                    }
                    return PercentEncoding.encodePathSegment(value)
                }
            }.joined(separator: "/")
    }

    /// The parameter values when `path` has this template's shape, else nil.
    public func match(_ path: String) -> [String: String]? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count == segments.count else { return nil }
        var values: [String: String] = [:]
        for (part, segment) in zip(parts, segments) {
            switch segment {
            case .literal(let text):
                guard part == text else { return nil }
            case .parameter(let name):
                guard let decoded = String(part).removingPercentEncoding, !decoded.isEmpty else { return nil }
                values[name] = decoded
            }
        }
        return values
    }
}
