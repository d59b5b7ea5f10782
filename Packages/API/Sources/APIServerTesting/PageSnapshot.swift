import SnapshotTesting

/// A page's HTML checked against its recorded text, so that a change to a
/// template shows as a readable line diff and a regression fails a test
/// (ADR 0118). The recording is `__Snapshots__/<test file>/<test>.<name>.txt`
/// beside the test file; a missing one is recorded and the test fails once.
/// `SNAPSHOT_TESTING_RECORD=failed swift test --package-path Packages/<Name>`
/// re-records the ones that differ.
public enum PageSnapshot {
    /// Checks `html`, made stable first, against the recording `name`.
    public static func check(
        _ html: String, named name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) {
        assertSnapshot(
            of: stable(html), as: .lines, named: name, fileID: fileID, file: filePath, testName: testName, line: line,
            column: column)
    }

    /// The page with what differs from run to run, and from what a page
    /// means, replaced by fixed words: confirmation codes, ids and a real
    /// session's form token are random, and an asset's fingerprint changes
    /// with any edit of the stylesheet.
    public static func stable(_ html: String) -> String {
        html
            .replacing(/name="_csrf" value="[^"]*"/, with: #"name="_csrf" value="{csrf}""#)
            .replacing(/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/, with: "{uuid}")
            .replacing(/\b[2-9A-Z]{4}-[2-9A-Z]{4}\b/, with: "{code}")
            .replacing(/(\/assets\/[a-z-]+)\.[0-9a-f]{12}\./) { "\($0.1).{fingerprint}." }
    }
}
