import Foundation

/// A plain text table: a header, a rule, and columns padded to their widest cell.
public struct Table {
    /// The column titles.
    public var header: [String]
    /// The rows, a cell per column.
    public var rows: [[String]]

    /// A table of `rows` under `header`.
    public init(header: [String], rows: [[String]]) {
        self.header = header
        self.rows = rows
    }

    /// The table as lines, each column as wide as its widest cell.
    public var lines: [String] {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").replacing(/\s+$/, with: "")
        }
        return [line(header), line(widths.map { String(repeating: "-", count: $0) })] + rows.map(line)
    }
}
