"""Tests of the repository tooling in Scripts/: each check must fail on a
planted violation and pass on the real tree.

Run by Scripts/test; alone: python3 -m unittest discover -s Tests/Scripts -v
"""
import glob
import importlib.machinery
import importlib.util
import json
import os
import re
import shutil
import subprocess
import tempfile
import textwrap
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPTS = os.path.join(ROOT, "Scripts")


def run(*args, env=None, cwd=ROOT):
    merged = dict(os.environ, **(env or {}))
    result = subprocess.run(list(args), cwd=cwd, env=merged, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(textwrap.dedent(text).lstrip())


def read(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def replace_in(path, old, new):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text.replace(old, new))


ADR = """\
# {n:04d}. Decision {n}

- Status: {status}
- Date: 2026-11-22
- Covers: Alpha
{extra}
## Context

Why.

## Decision

What.

## Consequences

### Positive

Good.

### Negative

Bad.

### Neutral

Neither.

## Related decisions

{related}
"""


def make_adr(directory, n, status="accepted", extra="", related="- None."):
    write(os.path.join(directory, f"{n:04d}-decision-{n}.md"), ADR.format(n=n, status=status, extra=extra, related=related))


class MiniRepo:
    """A repo with three small local packages, no remote dependencies, so
    `swift package describe` answers in a moment."""

    def __init__(self):
        self.root = tempfile.mkdtemp(prefix="landmarks-boundaries-")
        shutil.copy(os.path.join(ROOT, "boundaries.json"), self.root)
        # Every decision the rules cite, accepted.
        for n in sorted({rule["adr"] for rule in json.loads(read(os.path.join(ROOT, "boundaries.json")))["rules"]}):
            make_adr(os.path.join(self.root, "docs", "adr"), n)
        write(os.path.join(self.root, "Packages/Utilities/Package.swift"), """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Utilities", products: [.library(name: "Utilities", targets: ["Utilities"])],
                targets: [.target(name: "Utilities")])
            """)
        write(os.path.join(self.root, "Packages/Utilities/Sources/Utilities/Box.swift"), "public struct Box {}\n")
        write(os.path.join(self.root, "Packages/Alpha/Package.swift"), """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Alpha",
                products: [.library(name: "Alpha", targets: ["Alpha"])],
                dependencies: [.package(path: "../Utilities")],
                targets: [
                    .target(name: "AlphaDomain"),
                    .target(name: "AlphaData", dependencies: ["AlphaDomain"]),
                    .target(name: "AlphaClient", dependencies: ["AlphaDomain"]),
                    .target(name: "Alpha", dependencies: ["AlphaDomain", .product(name: "Utilities", package: "Utilities")]),
                ])
            """)
        write(os.path.join(self.root, "Packages/Alpha/Sources/AlphaClient/Service.swift"),
              "import AlphaDomain\nimport Observation\npublic struct AlphaService {}\n")
        write(os.path.join(self.root, "Packages/Alpha/Sources/AlphaDomain/Thing.swift"), "import Foundation\npublic struct Thing {}\n")
        write(os.path.join(self.root, "Packages/Alpha/Sources/AlphaDomain/UseCases/MakeThing.swift"),
              "package struct MakeThing {\n    package init() {}\n}\n")
        write(os.path.join(self.root, "Packages/Alpha/Sources/AlphaDomain/Repositories/ThingRepository.swift"),
              "package protocol ThingRepository {}\n")
        write(os.path.join(self.root, "Packages/Alpha/Sources/AlphaData/Store.swift"), "import AlphaDomain\npackage struct Store {}\n")
        write(os.path.join(self.root, "Packages/Alpha/Sources/Alpha/Factory.swift"),
              "import AlphaDomain\nimport Utilities\npublic struct AlphaAppFactory {}\n")
        write(os.path.join(self.root, "Packages/Beta/Package.swift"), """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Beta",
                products: [.library(name: "Beta", targets: ["Beta"])],
                dependencies: [.package(path: "../Utilities")],
                targets: [.target(name: "Beta", dependencies: [.product(name: "Utilities", package: "Utilities")])])
            """)
        write(os.path.join(self.root, "Packages/Beta/Sources/Beta/Factory.swift"), "import Utilities\npublic struct BetaAppFactory {}\n")

    def path(self, relative):
        return os.path.join(self.root, relative)

    def check(self):
        return run(os.path.join(SCRIPTS, "check-boundaries"), "--root", self.root)

    def close(self):
        shutil.rmtree(self.root, ignore_errors=True)


class CheckBoundariesTests(unittest.TestCase):
    def test_the_real_tree_passes(self):
        status, output = run(os.path.join(SCRIPTS, "check-boundaries"))
        self.assertEqual(status, 0, output)
        self.assertIn("0 violation(s)", output)

    def test_a_clean_mini_repo_passes(self):
        repo = MiniRepo()
        try:
            status, output = repo.check()
            self.assertEqual(status, 0, output)
        finally:
            repo.close()

    def test_an_api_target_reads_its_domain_only_through_an_internal_import(self):
        repo = MiniRepo()
        try:
            replace_in(repo.path("Packages/Alpha/Package.swift"), '.target(name: "AlphaData", dependencies: ["AlphaDomain"]),',
                       '.target(name: "AlphaData", dependencies: ["AlphaDomain"]),\n'
                       '                    .target(name: "AlphaApi", dependencies: ["AlphaDomain"]),')
            write(repo.path("Packages/Alpha/Sources/AlphaApi/Wire.swift"), "internal import AlphaDomain\npublic struct Wire {}\n")
            status, output = repo.check()
            self.assertEqual(status, 0, output)
            write(repo.path("Packages/Alpha/Sources/AlphaApi/Wire.swift"), "import AlphaDomain\npublic struct Wire {}\n")
            status, output = repo.check()
            self.assertNotEqual(status, 0)
            self.assertIn("[api-is-wire-only] Packages/Alpha/Sources/AlphaApi/Wire.swift:1: import AlphaDomain", output)
            self.assertIn("write `internal import AlphaDomain`", output)
        finally:
            repo.close()

    def test_a_feature_importing_another_feature_fails_with_file_line_and_adr(self):
        repo = MiniRepo()
        try:
            with open(repo.path("Packages/Beta/Sources/Beta/Factory.swift"), "a") as handle:
                handle.write("import Alpha\n")
            status, output = repo.check()
            self.assertNotEqual(status, 0)
            self.assertIn("[features-are-siblings] Packages/Beta/Sources/Beta/Factory.swift:3: import Alpha", output)
            self.assertIn("decided in: docs/adr/0113-decision-113.md", output)
        finally:
            repo.close()

    def test_a_feature_manifest_depending_on_another_feature_fails(self):
        repo = MiniRepo()
        try:
            replace_in(repo.path("Packages/Beta/Package.swift"), '.package(path: "../Utilities")',
                       '.package(path: "../Utilities"), .package(path: "../Alpha")')
            status, output = repo.check()
            self.assertNotEqual(status, 0)
            self.assertIn("[features-are-siblings] Packages/Beta/Package.swift: Beta -> Alpha", output)
        finally:
            repo.close()

    def test_a_domain_target_importing_fluentkit_fails(self):
        repo = MiniRepo()
        try:
            with open(repo.path("Packages/Alpha/Sources/AlphaDomain/Thing.swift"), "a") as handle:
                handle.write("import FluentKit\n")
            status, output = repo.check()
            self.assertNotEqual(status, 0)
            self.assertIn("[domain-is-plain-swift] Packages/Alpha/Sources/AlphaDomain/Thing.swift:3: import FluentKit", output)
            self.assertIn("docs/adr/0084-decision-84.md", output)
        finally:
            repo.close()

    def test_a_public_use_case_repository_or_data_type_fails(self):
        repo = MiniRepo()
        try:
            for relative, before, after in [
                ("Packages/Alpha/Sources/AlphaDomain/UseCases/MakeThing.swift", "    package init", "    public init"),
                ("Packages/Alpha/Sources/AlphaDomain/Repositories/ThingRepository.swift", "package protocol", "public protocol"),
                ("Packages/Alpha/Sources/AlphaData/Store.swift", "package struct", "@frozen public struct"),
            ]:
                replace_in(repo.path(relative), before, after)
            status, output = repo.check()
            self.assertNotEqual(status, 0)
            self.assertIn("[clients-export-values-only] Packages/Alpha/Sources/AlphaDomain/UseCases/MakeThing.swift:2: public init() {}", output)
            self.assertIn("[clients-export-values-only] Packages/Alpha/Sources/AlphaDomain/Repositories/ThingRepository.swift:1", output)
            self.assertIn("[data-is-package-only] Packages/Alpha/Sources/AlphaData/Store.swift:2: @frozen public struct Store {}", output)
            self.assertIn("docs/adr/0114-decision-114.md", output)
            self.assertIn("3 violation(s)", output)
        finally:
            repo.close()

    def test_a_tuple_type_in_a_features_public_surface_fails(self):
        repo = MiniRepo()
        try:
            write(repo.path("Packages/Beta/Sources/Beta/Offer.swift"), textwrap.dedent("""
                import Utilities
                /// A named offer: what a seam should be.
                public struct Offer { public var name: String; public func glance() -> [Night] { [] } }
                public struct Night {}
                // (a: Int, b: Int) in a comment is no declaration.
                let hidden: (Int, Int) = (1, 2)
                public func run(_ work: @Sendable (Int, String) async throws -> Void) {}
                public protocol Search {
                    func full(checkIn: String?) async throws -> (nights: Int, full: Set<Int>)
                }
                public typealias Action = (title: String, location: @Sendable (Int) -> String)
                public var lookup: @Sendable (Int) async throws -> [(label: String, free: Int)]? { nil }
                public struct Clock: Comparable {
                    public let hour: Int, minute: Int
                    public init?(hour: Int, minute: Int) { nil }
                    public static func < (lhs: Clock, rhs: Clock) -> Bool { (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute) }
                }
                """).lstrip())
            status, output = repo.check()
            self.assertNotEqual(status, 0)
            found = [line for line in output.splitlines() if line.startswith("check-boundaries: [no-tuples-at-seams]")]
            self.assertEqual(len(found), 3, output)
            self.assertIn("Offer.swift:9: func full(checkIn: String?) async throws -> (nights: Int, full: Set<Int>) "
                          "(target Beta: name the type (nights: Int, full: Set<Int>))", output)
            self.assertIn("Offer.swift:11: typealias Action", output)
            self.assertIn("Offer.swift:12: var lookup", output)
            self.assertIn("docs/adr/0112-decision-112.md", output)
            # The same tuple in infrastructure is not a feature's seam.
            os.remove(repo.path("Packages/Beta/Sources/Beta/Offer.swift"))
            write(repo.path("Packages/Utilities/Sources/Utilities/Pair.swift"),
                  "public typealias Pair = (first: Int, second: Int)\n")
            status, output = repo.check()
            self.assertEqual(status, 0, output)
        finally:
            repo.close()

    def test_a_mustache_template_made_outside_page_template_fails(self):
        repo = MiniRepo()
        try:
            write(repo.path("Packages/Beta/Sources/Beta/Page.swift"),
                  'let page = try MustacheTemplate(string: "<p>{{name}}</p>")\n')
            status, output = repo.check()
            self.assertNotEqual(status, 0)
            self.assertIn("check-boundaries: [pages-are-read-by-page-template] Packages/Beta/Sources/Beta/Page.swift:1: "
                          'let page = try MustacheTemplate(string: "<p>{{name}}</p>") (target Beta)', output)
            self.assertIn("docs/adr/0141-decision-141.md", output)
            # A stored template's type is not a template made.
            write(repo.path("Packages/Beta/Sources/Beta/Page.swift"), "let page: MustacheTemplate? = nil\n")
            status, output = repo.check()
            self.assertEqual(status, 0, output)
        finally:
            repo.close()

    def test_a_data_target_importing_a_driver_fails(self):
        repo = MiniRepo()
        try:
            with open(repo.path("Packages/Alpha/Sources/AlphaData/Store.swift"), "a") as handle:
                handle.write("import FluentSQLiteDriver\n")
            status, output = repo.check()
            self.assertIn("[data-has-no-driver] Packages/Alpha/Sources/AlphaData/Store.swift:3", output)
        finally:
            repo.close()

    def test_a_client_target_importing_server_code_fails(self):
        repo = MiniRepo()
        try:
            with open(repo.path("Packages/Alpha/Sources/AlphaClient/Service.swift"), "a") as handle:
                handle.write("import Utilities\n")
            status, output = repo.check()
            self.assertNotEqual(status, 0)
            self.assertIn("[client-is-server-free] Packages/Alpha/Sources/AlphaClient/Service.swift:4: import Utilities", output)
            self.assertIn("docs/adr/0114-decision-114.md", output)
        finally:
            repo.close()

    def test_a_server_target_importing_a_client_fails(self):
        repo = MiniRepo()
        try:
            replace_in(repo.path("Packages/Alpha/Package.swift"), '.target(name: "AlphaData", dependencies: ["AlphaDomain"])',
                       '.target(name: "AlphaData", dependencies: ["AlphaDomain", "AlphaClient"])')
            with open(repo.path("Packages/Alpha/Sources/AlphaData/Store.swift"), "a") as handle:
                handle.write("import AlphaClient\n")
            status, output = repo.check()
            self.assertNotEqual(status, 0)
            self.assertIn("[servers-never-import-clients] Packages/Alpha/Sources/AlphaData/Store.swift:3: import AlphaClient", output)
        finally:
            repo.close()

    def test_an_import_reached_only_transitively_fails(self):
        repo = MiniRepo()
        try:
            with open(repo.path("Packages/Alpha/Sources/AlphaData/Store.swift"), "a") as handle:
                handle.write("import Utilities\n")
            status, output = repo.check()
            self.assertNotEqual(status, 0)
            self.assertIn("[imports-are-declared] Packages/Alpha/Sources/AlphaData/Store.swift:3: import Utilities", output)
        finally:
            repo.close()

    def test_infrastructure_depending_on_a_feature_fails(self):
        repo = MiniRepo()
        try:
            with open(repo.path("Packages/Utilities/Sources/Utilities/Box.swift"), "a") as handle:
                handle.write("import Alpha\n")
            status, output = repo.check()
            self.assertIn("[layers-point-down] Packages/Utilities/Sources/Utilities/Box.swift:2: import Alpha", output)
        finally:
            repo.close()

    def test_a_rule_citing_a_proposed_adr_fails(self):
        repo = MiniRepo()
        try:
            make_adr(repo.path("docs/adr"), 84, status="proposed")
            status, output = repo.check()
            self.assertNotEqual(status, 0)
            self.assertIn("[domain-is-plain-swift] cites docs/adr/0084-decision-84.md, whose status is proposed", output)
        finally:
            repo.close()

    def test_a_rule_citing_a_missing_adr_fails(self):
        repo = MiniRepo()
        try:
            os.remove(repo.path("docs/adr/0008-decision-8.md"))
            status, output = repo.check()
            self.assertIn("[data-has-no-driver] cites ADR 0008, which does not exist", output)
        finally:
            repo.close()


class GraphTests(unittest.TestCase):
    def test_the_committed_graph_is_current(self):
        status, output = run(os.path.join(SCRIPTS, "graph"), "--check")
        self.assertEqual(status, 0, output)

    def test_check_fails_when_a_manifest_gains_an_edge(self):
        repo = MiniRepo()
        try:
            graph = os.path.join(SCRIPTS, "graph")
            status, output = run(graph, "--root", repo.root)
            self.assertEqual(status, 0, output)
            self.assertIn("Alpha --> Utilities", read(repo.path("docs/architecture.md")))
            self.assertEqual(run(graph, "--check", "--root", repo.root)[0], 0)
            replace_in(repo.path("Packages/Beta/Package.swift"), '.package(path: "../Utilities")',
                       '.package(path: "../Utilities"), .package(path: "../Alpha")')
            status, output = run(graph, "--check", "--root", repo.root)
            self.assertNotEqual(status, 0)
            self.assertIn("stale", output)
        finally:
            repo.close()


class AdrTests(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.mkdtemp(prefix="landmarks-adr-")
        self.env = {"ADR_DIR": self.directory}
        make_adr(self.directory, 1)
        make_adr(self.directory, 2, related="- [ADR 0001: Decision 1](0001-decision-1.md)")
        self.adr("index")

    def tearDown(self):
        shutil.rmtree(self.directory, ignore_errors=True)

    def adr(self, *args):
        return run(os.path.join(SCRIPTS, "adr"), *args, env=self.env)

    def test_the_real_records_pass(self):
        status, output = run(os.path.join(SCRIPTS, "adr"), "lint")
        self.assertEqual(status, 0, output)

    def test_a_clean_set_passes(self):
        status, output = self.adr("lint")
        self.assertEqual(status, 0, output)

    def test_a_broken_link_fails(self):
        make_adr(self.directory, 2, related="- [ADR 0009](0009-nowhere.md)")
        self.adr("index")
        status, output = self.adr("lint")
        self.assertNotEqual(status, 0)
        self.assertIn("0002-decision-2.md: link to 0009-nowhere.md", output)

    def test_a_one_sided_supersession_fails(self):
        make_adr(self.directory, 1, status="superseded by [ADR 0002](0002-decision-2.md)")
        self.adr("index")
        status, output = self.adr("lint")
        self.assertNotEqual(status, 0)
        self.assertIn("which does not say '- Supersedes: [ADR 0001]'", output)

    def test_supersede_writes_both_sides_and_lints_clean(self):
        status, output = self.adr("supersede", "1", "A better decision")
        self.assertEqual(status, 0, output)
        newer = read(os.path.join(self.directory, "0003-a-better-decision.md"))
        self.assertIn("- Supersedes: [ADR 0001](0001-decision-1.md)", newer)
        self.assertIn("- Status: proposed", newer)
        older = read(os.path.join(self.directory, "0001-decision-1.md"))
        self.assertIn("- Status: superseded by [ADR 0003](0003-a-better-decision.md)", older)
        status, output = self.adr("lint")
        self.assertEqual(status, 0, output)

    def test_supersede_folds_several_records_into_one_and_lint_checks_each_pair(self):
        status, output = self.adr("supersede", "1,2", "One decision for both")
        self.assertEqual(status, 0, output)
        newer_path = os.path.join(self.directory, "0003-one-decision-for-both.md")
        newer = read(newer_path)
        self.assertIn("- Supersedes: [ADR 0001](0001-decision-1.md)\n- Supersedes: [ADR 0002](0002-decision-2.md)", newer)
        for n in (1, 2):
            self.assertIn("- Status: superseded by [ADR 0003](0003-one-decision-for-both.md)",
                          read(os.path.join(self.directory, f"000{n}-decision-{n}.md")))
        self.assertEqual(self.adr("lint")[0], 0)
        # With concerns, a concern's table holds what stands; the replaced
        # records follow it, each naming its successor.
        write(os.path.join(self.directory, "concerns.json"), json.dumps({"concerns": [
            {"name": "Storage", "about": "Where things are kept.", "records": [1, 2, 3]}]}))
        self.adr("index")
        index = read(os.path.join(self.directory, "README.md"))
        self.assertIn("| 0003 | [One decision for both]", index)
        self.assertNotIn("| 0001 |", index)
        self.assertIn("Replaced or withdrawn: [0001](0001-decision-1.md) by [0003](0003-one-decision-for-both.md); "
                      "[0002](0002-decision-2.md) by [0003](0003-one-decision-for-both.md).", index)
        self.assertIn("(1 standing, 2 replaced)", index)
        # A superseded record cannot be superseded again.
        status, output = self.adr("supersede", "2", "Again")
        self.assertNotEqual(status, 0)
        self.assertIn("only a standing decision is superseded", output)
        # One side of one pair broken: lint names that pair.
        replace_in(newer_path, "- Supersedes: [ADR 0002](0002-decision-2.md)\n", "")
        status, output = self.adr("lint")
        self.assertNotEqual(status, 0)
        self.assertIn("0002-decision-2.md: says it is superseded by 0003-one-decision-for-both.md", output)

    def test_a_file_citing_a_superseded_record_fails_until_it_names_the_successor(self):
        repo = tempfile.mkdtemp(prefix="landmarks-adr-repo-")
        try:
            directory = os.path.join(repo, "docs", "adr")
            make_adr(directory, 1)
            env = {"ADR_DIR": directory}
            run(os.path.join(SCRIPTS, "adr"), "supersede", "1", "Better", env=env)
            write(os.path.join(repo, "Scripts", "tool"), "# keeps the rule of ADR 0001\n# and, wrapped, of ADR\n# 0001\n")
            run("git", "init", "-q", cwd=repo)
            status, output = run(os.path.join(SCRIPTS, "adr"), "lint", env=env)
            self.assertNotEqual(status, 0)
            self.assertIn("Scripts/tool:1: cites ADR 0001, which is superseded by ADR 0002", output)
            self.assertIn("Scripts/tool:2: cites ADR 0001, which is superseded by ADR 0002", output)
            write(os.path.join(repo, "Scripts", "tool"), "# keeps the rule of ADR 0002\n")
            status, output = run(os.path.join(SCRIPTS, "adr"), "lint", env=env)
            self.assertNotIn("Scripts/tool", output)
        finally:
            shutil.rmtree(repo, ignore_errors=True)

    def test_new_and_accept_keep_the_index_current(self):
        self.adr("new", "Use tabs", "--covers", "Alpha")
        index = read(os.path.join(self.directory, "README.md"))
        self.assertIn("| 0003 | [Use tabs](0003-use-tabs.md) | proposed |", index)
        self.adr("accept", "3")
        self.assertIn("| 0003 | [Use tabs](0003-use-tabs.md) | accepted |", read(os.path.join(self.directory, "README.md")))
        status, output = self.adr("lint")
        self.assertEqual(status, 0, output)

    def test_a_stale_index_fails(self):
        make_adr(self.directory, 3)
        status, output = self.adr("lint")
        self.assertNotEqual(status, 0)
        self.assertIn("README.md is stale", output)

    def repository_with(self, files):
        """A git work tree on branch main holding `files` (path: text), with
        the records in its docs/adr: the records' folder and the environment
        that names it."""
        repo = tempfile.mkdtemp(prefix="landmarks-adr-repo-")
        self.addCleanup(shutil.rmtree, repo, ignore_errors=True)
        directory = os.path.join(repo, "docs", "adr")
        os.makedirs(directory)
        run("git", "init", "-q", "-b", "main", repo)
        for path, text in files.items():
            write(os.path.join(repo, path), text)
        run("git", "-C", repo, "add", "-A")
        run("git", "-C", repo, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "one")
        return directory, {"ADR_DIR": directory}

    def test_an_accepted_record_naming_a_branch_or_file_not_there_fails(self):
        directory, env = self.repository_with({"Scripts/real": "#!/bin/sh\n"})
        make_adr(directory, 1, related="- None: it runs `Scripts/real` on the branch `main`.")
        run(os.path.join(SCRIPTS, "adr"), "index", env=env)
        status, output = run(os.path.join(SCRIPTS, "adr"), "lint", env=env)
        self.assertEqual(status, 0, output)
        make_adr(directory, 2, related="- None: see the branch `experiment/gone` and `Scripts/gone`.")
        run(os.path.join(SCRIPTS, "adr"), "index", env=env)
        status, output = run(os.path.join(SCRIPTS, "adr"), "lint", env=env)
        self.assertNotEqual(status, 0)
        self.assertIn("0002-decision-2.md: names the branch experiment/gone, which is not in the repository", output)
        self.assertIn("0002-decision-2.md: names Scripts/gone, which is not in the repository", output)
        # A superseded record is history: what it names may be gone.
        make_adr(directory, 2, status="superseded by [ADR 0001](0001-decision-1.md)",
                 related="- None: see the branch `experiment/gone`.")
        status, output = run(os.path.join(SCRIPTS, "adr"), "lint", env=env)
        self.assertNotIn("experiment/gone", output)

    def test_an_accepted_record_naming_a_missing_script_type_or_flag_in_prose_fails(self):
        directory, env = self.repository_with({
            "Scripts/check-contract": "#!/bin/sh\n# takes --port\n",
            "Sources/Feature.swift": "protocol FeatureHost {}\n"})
        make_adr(directory, 1, related="- None: Scripts/check-contract builds `FeatureHost` and takes `--port 0`.")
        run(os.path.join(SCRIPTS, "adr"), "index", env=env)
        status, output = run(os.path.join(SCRIPTS, "adr"), "lint", env=env)
        self.assertEqual(status, 0, output)
        make_adr(directory, 2, related="- None: Scripts/check-generated-client builds `HostSettingError.refused` "
                                        "and takes `--generated-client`.")
        run(os.path.join(SCRIPTS, "adr"), "index", env=env)
        status, output = run(os.path.join(SCRIPTS, "adr"), "lint", env=env)
        self.assertNotEqual(status, 0)
        self.assertIn("0002-decision-2.md: names Scripts/check-generated-client, which is not in the repository", output)
        self.assertIn("0002-decision-2.md: names the name HostSettingError, which nothing outside docs/adr has", output)
        self.assertIn("0002-decision-2.md: names the flag --generated-client, which nothing outside docs/adr has", output)

    def test_a_record_covering_a_removed_feature_may_name_its_code_and_one_in_a_plain_copy_is_checked(self):
        directory, env = self.repository_with({"Sources/Feature.swift": "protocol FeatureHost {}\n"})
        write(os.path.join(directory, "0001-decision-1.md"),
              ADR.format(n=1, status="accepted", extra="", related="- None: `BookingBatches` of `FeatureHost`.")
              .replace("- Covers: Alpha", "- Covers: Alpha, Beta"))
        run(os.path.join(SCRIPTS, "adr"), "index", env=env)
        status, output = run(os.path.join(SCRIPTS, "adr"), "lint", env=env)
        self.assertIn("names the name BookingBatches", output)
        make_adr(directory, 2, status="proposed")
        replace_in(os.path.join(directory, "0002-decision-2.md"), "# 0002. Decision 2", "# 0002. Remove the Beta feature")
        run(os.path.join(SCRIPTS, "adr"), "index", env=env)
        status, output = run(os.path.join(SCRIPTS, "adr"), "lint", env=env)
        self.assertEqual(status, 0, output)
        # A copy that is not a work tree (as Scripts/check-template makes)
        # still reads the names its files hold.
        shutil.rmtree(os.path.join(os.path.dirname(os.path.dirname(directory)), ".git"))
        replace_in(os.path.join(directory, "0001-decision-1.md"), "Alpha, Beta", "Alpha")
        run(os.path.join(SCRIPTS, "adr"), "index", env=env)
        status, output = run(os.path.join(SCRIPTS, "adr"), "lint", env=env)
        self.assertIn("names the name BookingBatches", output)
        self.assertNotIn("names the name FeatureHost", output)

    def test_lint_prints_the_accepted_count_and_words_and_fails_past_the_limits(self):
        status, output = self.adr("lint")
        self.assertEqual(status, 0, output)
        self.assertRegex(output, r"2 records, 2 accepted \([0-9,]+ words; at most 40 and 15,000\), 0 problem")
        status, output = run(os.path.join(SCRIPTS, "adr"), "lint", env=dict(self.env, ADR_MOST_ACCEPTED="1",
                                                                          ADR_MOST_WORDS="10"))
        self.assertNotEqual(status, 0)
        self.assertIn("2 accepted records, more than 1", output)
        self.assertIn("words, more than 10:", output)

    def test_with_concerns_the_index_groups_by_them_and_every_record_needs_one(self):
        write(os.path.join(self.directory, "concerns.json"), json.dumps({"concerns": [
            {"name": "Storage", "about": "Where things are kept.", "records": [1]},
            {"name": "Pages", "about": "What people see.", "records": [2]}]}))
        self.adr("index")
        index = read(os.path.join(self.directory, "README.md"))
        self.assertLess(index.index("## Storage"), index.index("| 0001 |"))
        self.assertLess(index.index("## Pages"), index.index("| 0002 |"))
        self.assertEqual(self.adr("lint")[0], 0)
        # A new record must say which concern it is about, and is filed there.
        status, output = self.adr("new", "Use tabs", "--covers", "Alpha")
        self.assertNotEqual(status, 0)
        self.assertIn("--concern", output)
        status, output = self.adr("new", "Use tabs", "--covers", "Alpha", "--concern", "Pages")
        self.assertEqual(status, 0, output)
        self.assertEqual(json.loads(read(os.path.join(self.directory, "concerns.json")))["concerns"][1]["records"], [2, 3])
        # One left out of every concern, or filed twice, fails the lint.
        write(os.path.join(self.directory, "concerns.json"), json.dumps({"concerns": [
            {"name": "Storage", "about": "Where things are kept.", "records": [1, 2]},
            {"name": "Pages", "about": "What people see.", "records": [2]}]}))
        self.adr("index")
        status, output = self.adr("lint")
        self.assertNotEqual(status, 0)
        self.assertIn("0002-decision-2.md: is under 2 concerns", output)
        self.assertIn("0003-use-tabs.md: is under 0 concerns", output)

    def test_a_missing_section_and_a_bad_status_fail(self):
        path = os.path.join(self.directory, "0002-decision-2.md")
        replace_in(path, "### Neutral\n", "")
        replace_in(path, "- Status: accepted", "- Status: maybe")
        self.adr("index")
        status, output = self.adr("lint")
        self.assertIn("section '### Neutral' is missing", output)
        self.assertIn("status 'maybe' is not", output)


CLIENT_COMMAND = "App/Sources/landmarks-client/LandmarksClientCommand.swift"


class NewFeatureTests(unittest.TestCase):
    """The generated package compiles in Scripts/check-template; these check the
    generator's own behaviour, quickly, on a copy of the host files."""

    def setUp(self):
        self.root = tempfile.mkdtemp()
        for relative in ("Package.swift", "App/Sources/LandmarksHost/FeatureList.swift", CLIENT_COMMAND):
            os.makedirs(os.path.dirname(os.path.join(self.root, relative)), exist_ok=True)
            shutil.copy(os.path.join(ROOT, relative), os.path.join(self.root, relative))
        shutil.copytree(os.path.join(ROOT, "docs", "adr"), os.path.join(self.root, "docs", "adr"))

    def tearDown(self):
        shutil.rmtree(self.root)

    def new_feature(self, *args):
        return run(os.path.join(SCRIPTS, "new-feature"), *args, "--root", self.root)

    def test_generates_every_layer_with_names_paths_and_table_renamed(self):
        status, output = self.new_feature("TripPlanner")
        self.assertEqual(status, 0, output)
        package = os.path.join(self.root, "Packages", "TripPlanner")
        for relative in ("Package.swift", "Sources/TripPlannerDomain", "Sources/TripPlannerApi",
                         "Sources/TripPlannerData", "Sources/TripPlanner/TripPlannerAppFactory.swift",
                         "Sources/TripPlannerClient/TripPlannerService.swift", "Tests/TripPlannerClientTests",
                         "Sources/TripPlanner/TripPlannerEnvironment.swift", "Sources/TripPlannerExample/main.swift",
                         "Tests/TripPlannerDomainTests", "Tests/TripPlannerApiTests",
                         "Tests/TripPlannerDataTests", "Tests/TripPlannerTests",
                         "Sources/TripPlannerCommands/TripPlannerCommands.swift", "Tests/TripPlannerCommandsTests"):
            self.assertTrue(os.path.exists(os.path.join(package, relative)), relative)
        everything = ""
        for directory, _, files in os.walk(package):
            for file in files:
                everything += read(os.path.join(directory, file))
        self.assertNotIn("Sample", everything)
        self.assertIn('"/trip-planner"', everything)
        self.assertIn('"/api/v1/trip-planner/items"', everything)
        self.assertIn("trip_planner_items", everything)
        self.assertIn('commandName: "trip-planner-items"', everything)
        adrs = [name for name in os.listdir(os.path.join(self.root, "docs", "adr")) if "tripplanner" in name]
        self.assertEqual(len(adrs), 1)
        record = read(os.path.join(self.root, "docs", "adr", adrs[0]))
        self.assertIn("The TripPlanner feature package", record)
        self.assertIn("Status: proposed", record)
        self.assertIn("Covers: TripPlanner", record)
        # Without --wire the host is untouched and the lines are printed instead.
        self.assertEqual(read(os.path.join(self.root, "Package.swift")), read(os.path.join(ROOT, "Package.swift")))
        self.assertIn('("TripPlanner", terminalCommands: true), // remove-feature: TripPlanner', output)

    def test_wire_adds_five_host_lines_at_the_markers_and_says_so(self):
        status, output = self.new_feature("Trails", "--wire")
        self.assertEqual(status, 0, output)
        self.assertIn("new-feature: 5 host lines written", output)
        manifest = read(os.path.join(self.root, "Package.swift"))
        self.assertIn('("Trails", terminalCommands: true), // remove-feature: Trails\n    // new-feature: packages', manifest)
        client = read(os.path.join(self.root, CLIENT_COMMAND))
        self.assertIn("import TrailsCommands // remove-feature: Trails\n", client)
        self.assertIn("groups.append(TrailsCommandGroup.commands) // remove-feature: Trails\n"
                      "        // new-feature: client commands", client)
        features = read(os.path.join(self.root, "App/Sources/LandmarksHost/FeatureList.swift"))
        # swift format keeps the imports in order, so the import goes where it sorts.
        self.assertIn("import SessionService\nimport Trails // remove-feature: Trails\n", features)
        self.assertIn("list.add(TrailsAppFactory(dependencies: .init(host: host))) // remove-feature: Trails\n"
                      "    // new-feature: list", features)

    def test_a_long_name_is_wired_in_a_tag_block_and_everything_written_passes_the_format_lint(self):
        name = "BackcountryPermitApplications"
        status, output = self.new_feature(name, "--wire")
        self.assertEqual(status, 0, output)
        features = read(os.path.join(self.root, "App/Sources/LandmarksHost/FeatureList.swift"))
        self.assertIn(f"    // remove-feature: {name} {{\n    list.add(", features)
        self.assertIn(f"    // remove-feature: {name} }}\n    // new-feature: list", features)
        written = [os.path.join(self.root, "Packages", name), os.path.join(self.root, "App")]
        status, output = run("swift", "format", "lint", "--strict", "--recursive",
                             "--configuration", os.path.join(ROOT, ".swift-format"), *written)
        self.assertEqual(status, 0, output)
        for directory, _, files in os.walk(os.path.join(self.root, "Packages", name)):
            for file in (name for name in files if name.endswith(".swift")):
                for number, line in enumerate(read(os.path.join(directory, file)).split("\n"), 1):
                    self.assertLessEqual(len(line), 120, f"{file}:{number}")

    def test_refuses_bad_taken_and_existing_names_and_writes_nothing(self):
        for name in ("trails", "Trail_Maps", "Landmarks", "Sample", "SessionService", "MapsDomain", "MapsClient"):
            status, output = self.new_feature(name)
            self.assertNotEqual(status, 0, name)
            self.assertFalse(os.path.exists(os.path.join(self.root, "Packages", name)), name)
        self.assertEqual(self.new_feature("Trails")[0], 0)
        status, output = self.new_feature("Trails")
        self.assertNotEqual(status, 0)
        self.assertIn("already exists", output)

    def test_a_missing_marker_is_reported(self):
        replace_in(os.path.join(self.root, "App/Sources/LandmarksHost/FeatureList.swift"), "// new-feature: list", "")
        status, output = self.new_feature("Trails", "--wire")
        self.assertNotEqual(status, 0)
        self.assertIn("no '// new-feature: list' marker", output)


class AppFactoryTests(unittest.TestCase):
    """An AppFactory only wires (ADR 0113): its logic lives in the layer it
    belongs to, so none grows past 150 lines."""

    def test_every_app_factory_is_at_most_150_lines(self):
        factories = sorted(glob.glob(os.path.join(ROOT, "Packages", "*", "Sources", "*", "*AppFactory.swift")))
        factories.append(os.path.join(ROOT, "Scripts", "templates", "Sample", "Sources", "Sample", "SampleAppFactory.swift"))
        self.assertGreaterEqual(len(factories), 4)
        for path in factories:
            with self.subTest(os.path.relpath(path, ROOT)):
                self.assertLessEqual(len(read(path).splitlines()), 150)


    def test_the_host_is_under_450_lines_of_code_and_each_edge_under_40_as_docs_repository_md_says(self):
        def code(path):
            return [line for line in read(path).splitlines() if line.strip() and not line.strip().startswith("//")]
        host = os.path.join(ROOT, "App", "Sources", "LandmarksHost")
        files = glob.glob(os.path.join(host, "*.swift"))
        edges = glob.glob(os.path.join(host, "Edges", "*.swift"))
        self.assertGreaterEqual(len(files), 5)
        self.assertGreaterEqual(len(edges), 1)
        self.assertLess(sum(len(code(path)) for path in files), 450)
        for path in edges:
            with self.subTest(os.path.basename(path)):
                self.assertLess(len(code(path)), 40)
        self.assertIn("LandmarksHost, under 450 lines of code", read(os.path.join(ROOT, "docs", "repository.md")))
        self.assertIn("each edge under 40", read(os.path.join(ROOT, "docs", "repository.md")))


    def test_feature_contract_settings_code_is_under_150_lines_as_docs_repository_md_says(self):
        files = glob.glob(os.path.join(ROOT, "Packages", "FeatureContract", "Sources", "FeatureContract", "Setting*.swift"))
        self.assertGreaterEqual(len(files), 2)
        code = [line for path in files for line in read(path).splitlines()
                if line.strip() and not line.strip().startswith("//")]
        self.assertLess(len(code), 150)
        self.assertIn("under 150 lines of code, comments aside\n               (Setting*.swift",
                      read(os.path.join(ROOT, "docs", "repository.md")))


class RemoveFeatureTests(unittest.TestCase):
    """Scripts/remove-feature on the mini repo, given a host that names Alpha
    in each way a tag can: a line, a block, a whole file, and the manifest."""

    HOST = """
        import Alpha // remove-feature: Alpha
        import Beta

        struct Host {
            let beta = BetaAppFactory()
            // remove-feature: Alpha {
            let alpha = AlphaAppFactory()
            let alsoAlpha = AlphaAppFactory()
            // remove-feature: Alpha }
        }
        """

    def setUp(self):
        self.repo = MiniRepo()
        write(self.repo.path("Package.swift"), """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "MiniApp",
                dependencies: [
                    .package(path: "Packages/Alpha"),
                    .package(path: "Packages/Beta"),
                ],
                targets: [.target(name: "Host", dependencies: [
                    .product(name: "Alpha", package: "Alpha"),
                    .product(name: "Beta", package: "Beta"),
                ], path: "App")])
            """)
        write(self.repo.path("App/Host.swift"), self.HOST)
        write(self.repo.path("App/AlphaPages.swift"), "// remove-feature: Alpha (the whole file)\nimport Alpha\n")
        write(self.repo.path("README.md"), "Alpha keeps things.\n\n| what | path |\n| --- | --- |\n"
                                           "| things | `/alpha` | <!-- remove-feature: Alpha -->\n| other | `/beta` |\n")
        run("git", "init", "-q", cwd=self.repo.root)
        run("git", "add", "-A", cwd=self.repo.root)

    def tearDown(self):
        self.repo.close()

    def remove(self, *args):
        return run(os.path.join(SCRIPTS, "remove-feature"), *args, "--root", self.repo.root)

    def test_removes_the_package_and_everything_tagged_then_records_it(self):
        status, output = self.remove("Alpha")
        self.assertEqual(status, 0, output)
        self.assertFalse(os.path.exists(self.repo.path("Packages/Alpha")))
        self.assertFalse(os.path.exists(self.repo.path("App/AlphaPages.swift")))
        self.assertEqual(read(self.repo.path("App/Host.swift")),
                         "import Beta\n\nstruct Host {\n    let beta = BetaAppFactory()\n}\n")
        manifest = read(self.repo.path("Package.swift"))
        self.assertNotIn("Alpha", manifest)
        self.assertIn('.product(name: "Beta", package: "Beta"),', manifest)
        self.assertEqual(read(self.repo.path("README.md")),
                         "Alpha keeps things.\n\n| what | path |\n| --- | --- |\n| other | `/beta` |\n")
        records = [name for name in os.listdir(self.repo.path("docs/adr")) if name.endswith("remove-the-alpha-feature.md")]
        self.assertEqual(len(records), 1, os.listdir(self.repo.path("docs/adr")))
        record = read(self.repo.path(f"docs/adr/{records[0]}"))
        self.assertIn("- Status: proposed", record)
        self.assertIn("- Covers: Alpha", record)
        self.assertIn("`App/Host.swift`: 5 line(s)", record)
        self.assertIn("`App/AlphaPages.swift`", record)
        self.assertIn("Remove the Alpha feature", read(self.repo.path("docs/adr/README.md")))
        self.assertEqual(run(os.path.join(SCRIPTS, "adr"), "lint", env={"ADR_DIR": self.repo.path("docs/adr")})[0], 0)
        self.assertNotIn("Alpha", read(self.repo.path("docs/architecture.md")))
        # What still names it is prose for a person: listed, not touched.
        self.assertIn("README.md:1: Alpha keeps things.", output)

    def test_dry_run_lists_what_would_go_and_changes_nothing(self):
        status, output = self.remove("Alpha", "--dry-run")
        self.assertEqual(status, 0, output)
        self.assertIn("App/Host.swift: 5 line(s)", output)
        self.assertIn("App/AlphaPages.swift: the whole file", output)
        self.assertIn("Package.swift: 2 line(s)", output)
        self.assertTrue(os.path.exists(self.repo.path("Packages/Alpha/Package.swift")))
        self.assertEqual(read(self.repo.path("App/Host.swift")), textwrap.dedent(self.HOST).lstrip())

    def test_an_unbalanced_block_changes_nothing(self):
        replace_in(self.repo.path("App/Host.swift"), "    // remove-feature: Alpha }\n", "")
        status, output = self.remove("Alpha")
        self.assertNotEqual(status, 0)
        self.assertIn("App/Host.swift:6: the block never closes", output)
        self.assertTrue(os.path.exists(self.repo.path("Packages/Alpha/Package.swift")))
        self.assertTrue(os.path.exists(self.repo.path("App/AlphaPages.swift")))

    def test_refuses_a_feature_another_one_needs_naming_it_and_changes_nothing(self):
        write(self.repo.path("App/Needs.swift"),
              "let beta = BetaAppFactory(alpha: try list[AlphaAppFactory.self].lookup) // remove-feature: Beta\n")
        run("git", "add", "-A", cwd=self.repo.root)
        status, output = self.remove("Alpha")
        self.assertNotEqual(status, 0)
        self.assertIn("Alpha is needed by another feature", output)
        self.assertIn("Beta needs Alpha: App/Needs.swift:1:", output)
        self.assertTrue(os.path.exists(self.repo.path("Packages/Alpha/Package.swift")))
        self.assertEqual(read(self.repo.path("App/Host.swift")), textwrap.dedent(self.HOST).lstrip())

    def test_refuses_a_feature_needed_inside_another_ones_tag_block(self):
        write(self.repo.path("App/Needs.swift"),
              "// remove-feature: Beta {\nlet beta = BetaAppFactory(\n"
              "    alpha: try list[AlphaAppFactory.self].lookup)\n// remove-feature: Beta }\n")
        run("git", "add", "-A", cwd=self.repo.root)
        status, output = self.remove("Alpha")
        self.assertNotEqual(status, 0)
        self.assertIn("Beta needs Alpha: App/Needs.swift:3:", output)
        self.assertTrue(os.path.exists(self.repo.path("Packages/Alpha/Package.swift")))

    def test_deletes_the_edge_files_naming_it_and_counts_them_apart(self):
        write(self.repo.path("App/Edges/BetaOnAlpha.swift"), "struct BetaOnAlpha {}\n")
        write(self.repo.path("App/Edges/AlphaOnBeta.swift"), "struct AlphaOnBeta {}\n")
        write(self.repo.path("App/Edges/BetaOnGamma.swift"), "struct BetaOnGamma {}\n")
        run("git", "add", "-A", cwd=self.repo.root)
        status, output = self.remove("Alpha")
        self.assertEqual(status, 0, output)
        self.assertIn("host edge files (App/**/Edges/): 2 (AlphaOnBeta.swift, BetaOnAlpha.swift)", output)
        self.assertIn("host sources (App/, Package.swift): 7 line(s) in 2 file(s), 1 whole file(s)", output)
        self.assertFalse(os.path.exists(self.repo.path("App/Edges/BetaOnAlpha.swift")))
        self.assertFalse(os.path.exists(self.repo.path("App/Edges/AlphaOnBeta.swift")))
        self.assertTrue(os.path.exists(self.repo.path("App/Edges/BetaOnGamma.swift")))

    def test_refuses_a_feature_whose_edge_meets_another_ones_need(self):
        write(self.repo.path("App/Edges/BetaOnAlpha.swift"), "struct BetaOnAlpha {}\n")
        write(self.repo.path("App/Needs.swift"),
              "let beta = BetaAppFactory(alpha: try BetaOnAlpha(list)) // remove-feature: Beta\n"
              "try AlphaOnBeta.connect(list) // remove-feature: Beta\n")
        run("git", "add", "-A", cwd=self.repo.root)
        status, output = self.remove("Alpha")
        self.assertNotEqual(status, 0)
        self.assertIn("Beta needs Alpha: App/Needs.swift:1:", output)
        # An extension Beta adds to Alpha is no need of Beta's.
        self.assertNotIn("App/Needs.swift:2:", output)
        self.assertTrue(os.path.exists(self.repo.path("App/Edges/BetaOnAlpha.swift")))
        # Removing Beta instead takes its need and its edge with it.
        status, output = self.remove("Beta", "--dry-run")
        self.assertEqual(status, 0, output)
        self.assertIn("host edge files (App/**/Edges/): 1 (BetaOnAlpha.swift)", output)

    def test_a_line_naming_one_of_its_edges_goes_whichever_feature_it_is_tagged_for(self):
        write(self.repo.path("App/Edges/AlphaOnGamma.swift"), "enum AlphaOnGamma {}\n")
        write(self.repo.path("App/Edges.swift"),
              "func connect() {\n    AlphaOnGamma.connect() // remove-feature: Gamma\n    BetaOnGamma.connect()\n}\n")
        run("git", "add", "-A", cwd=self.repo.root)
        status, output = self.remove("Alpha")
        self.assertEqual(status, 0, output)
        self.assertEqual(read(self.repo.path("App/Edges.swift")), "func connect() {\n    BetaOnGamma.connect()\n}\n")
        self.assertFalse(os.path.exists(self.repo.path("App/Edges/AlphaOnGamma.swift")))

    def test_refuses_what_is_not_a_feature_or_not_there(self):
        for name, message in (("Utilities", "is infrastructure, not a feature"), ("Gamma", "there is no Packages/Gamma")):
            status, output = self.remove(name)
            self.assertNotEqual(status, 0, name)
            self.assertIn(message, output)
        self.assertTrue(os.path.exists(self.repo.path("Packages/Utilities/Package.swift")))

    def test_what_new_feature_wires_it_takes_out_again(self):
        # A short name is wired on tagged lines, a long one in a tag block.
        for name in ("Trails", "BackcountryPermitApplications"):
            real = self.repo.path(f"Real{name}")
            for relative in ("Package.swift", "App/Sources/LandmarksHost/FeatureList.swift", CLIENT_COMMAND):
                write(os.path.join(real, relative), read(os.path.join(ROOT, relative)))
            shutil.copytree(os.path.join(ROOT, "docs", "adr"), os.path.join(real, "docs", "adr"))
            status, output = run(os.path.join(SCRIPTS, "new-feature"), name, "--wire", "--root", real)
            self.assertEqual(status, 0, output)
            spec = importlib.util.spec_from_loader(
                "remove_feature",
                importlib.machinery.SourceFileLoader("remove_feature", os.path.join(SCRIPTS, "remove-feature")))
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            removal = module.Removal(real, name)
            run("git", "init", "-q", cwd=real)
            run("git", "add", "-A", cwd=real)
            removal.plan()
            self.assertEqual(removal.problems, [])
            removal.apply()
            for relative in ("Package.swift", "App/Sources/LandmarksHost/FeatureList.swift", CLIENT_COMMAND):
                self.assertEqual(read(os.path.join(real, relative)), read(os.path.join(ROOT, relative)), relative)


class AffectedTests(unittest.TestCase):
    """Scripts/affected on the mini repo: Utilities under Alpha, Beta beside it."""

    @classmethod
    def setUpClass(cls):
        cls.repo = MiniRepo()
        run("git", "init", "-q", cwd=cls.repo.root)
        run("git", "add", "-A", cwd=cls.repo.root)
        run("git", "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "base", cwd=cls.repo.root)

    @classmethod
    def tearDownClass(cls):
        cls.repo.close()

    def affected(self, *args):
        status, output = run(os.path.join(SCRIPTS, "affected"), "--root", self.repo.root, "--json", *args)
        self.assertEqual(status, 0, output)
        return json.loads(output)

    def test_a_feature_change_affects_that_feature_and_its_stages(self):
        answer = self.affected("--files", "Packages/Beta/Sources/Beta/Factory.swift")
        self.assertEqual(answer["packages"], ["Beta"])
        # Not the template (it builds on infrastructure only); the removal of
        # Reservations, since Beta stays in the host built without it.
        self.assertEqual(answer["stages"], ["packages", "checks", "host", "postgres", "cluster", "browser", "rush",
                                            "contract", "remove-feature"])

    def test_a_change_below_reaches_every_package_that_depends_on_it(self):
        answer = self.affected("--files", "Packages/Utilities/Sources/Utilities/Box.swift")
        self.assertEqual(answer["packages"], ["Utilities", "Alpha", "Beta"])
        self.assertIn("template", answer["stages"])

    def test_docs_affect_nothing_and_scripts_affect_the_host_stages(self):
        self.assertEqual(self.affected("--files", "README.md", "docs/guide.md"), {
            "files": ["README.md", "docs/guide.md"], "packages": [], "stages": []})
        answer = self.affected("--files", "Scripts/cluster")
        self.assertEqual(answer["packages"], [])
        self.assertEqual(answer["stages"], ["checks", "host", "postgres", "cluster", "browser", "rush", "contract",
                                            "template", "remove-feature", "affected"])

    def test_since_reads_committed_and_uncommitted_changes(self):
        with open(self.repo.path("Packages/Alpha/Sources/Alpha/New.swift"), "w") as handle:
            handle.write("struct New {}\n")
        try:
            answer = self.affected("--since", "HEAD")
            self.assertIn("Packages/Alpha/Sources/Alpha/New.swift", answer["files"])
            self.assertEqual(answer["packages"], ["Alpha"])
        finally:
            os.remove(self.repo.path("Packages/Alpha/Sources/Alpha/New.swift"))


class PackageGraphTests(unittest.TestCase):
    """Scripts/package_graph.py is the one reading of the packages (ADR 0083)."""

    @classmethod
    def setUpClass(cls):
        cls.repo = MiniRepo()

    @classmethod
    def tearDownClass(cls):
        cls.repo.close()

    def test_order_lists_the_infrastructure_bottom_up_then_the_features_by_name(self):
        write(self.repo.path("Packages/Aardvark/Package.swift"), "// swift-tools-version: 6.0\n")
        try:
            status, output = run("python3", os.path.join(SCRIPTS, "package_graph.py"), "order", "--root", self.repo.root)
            self.assertEqual((status, output.split()), (0, ["Utilities", "Aardvark", "Alpha", "Beta"]))
            status, output = run("python3", os.path.join(SCRIPTS, "package_graph.py"), "features", "--root", self.repo.root)
            self.assertEqual((status, output.split()), (0, ["Aardvark", "Alpha", "Beta"]))
        finally:
            shutil.rmtree(self.repo.path("Packages/Aardvark"))

    def test_no_other_script_asks_swiftpm_for_the_packages_or_lists_the_infrastructure(self):
        readers = []
        for name in sorted(os.listdir(SCRIPTS)):
            path = os.path.join(SCRIPTS, name)
            if name == "package_graph.py" or not os.path.isfile(path):
                continue
            text = read(path)
            if re.search(r'"package", "describe"|package describe|\["layers"\]|"Utilities", "Route"', text.replace(
                    "`swift package describe --type json`", "")):
                readers.append(name)
        self.assertEqual(readers, [])


class StagesTests(unittest.TestCase):
    """Scripts/stages.py is the one list of Scripts/test's stages."""

    def test_scripts_test_runs_each_listed_stage_in_the_listed_order_and_no_other(self):
        status, output = run("python3", os.path.join(SCRIPTS, "stages.py"), "names")
        self.assertEqual(status, 0, output)
        listed = output.split()
        self.assertIn("remove-feature", listed)
        body = read(os.path.join(SCRIPTS, "test"))
        ran = []
        for name in re.findall(r"^\s*(?:if|elif) runs ([a-z-]+);", body, re.M):
            if name not in ran:
                ran.append(name)
        # The browser stage's bootstrap asks first; its stage comes later.
        self.assertEqual(sorted(ran), sorted(listed))
        blocks = [name for name in re.findall(r"^(?:if|    if) runs ([a-z-]+); then$", body, re.M)]
        self.assertEqual(blocks, listed)


class DocsTests(unittest.TestCase):
    """The README leads to every page in docs/, and the repository page names
    every script (the routes, settings and commands are checked by the host's
    tests, which know them)."""

    def test_every_docs_page_is_linked_from_the_readme(self):
        readme = read(os.path.join(ROOT, "README.md"))
        pages = sorted(name for name in os.listdir(os.path.join(ROOT, "docs")) if name.endswith(".md"))
        self.assertIn("operating.md", pages)
        for page in pages:
            with self.subTest(page=page):
                self.assertIn(f"](docs/{page})", readme)
        self.assertIn("](docs/adr/README.md)", readme)
        self.assertLess(len(readme.splitlines()), 120, "the README is for a newcomer to finish")

    def test_every_script_is_named_on_the_repository_page(self):
        page = read(os.path.join(ROOT, "docs", "repository.md"))
        scripts = sorted(
            name for name in os.listdir(SCRIPTS)
            if os.path.isfile(os.path.join(SCRIPTS, name)) and os.access(os.path.join(SCRIPTS, name), os.X_OK))
        self.assertIn("affected", scripts)
        # The layout's `Scripts/` entry lists them, comma-separated, over
        # its indented lines.
        lines = page.splitlines()
        start = next(i for i, line in enumerate(lines) if line.startswith("Scripts/ "))
        entry = [lines[start][len("Scripts/"):]]
        for line in lines[start + 1:]:
            if not line.startswith("    "):
                break
            entry.append(line)
        listed = {word.split(" (")[0].strip() for line in entry for word in line.split(",")}
        listed = {word.split()[0] for word in listed if word}
        for name in scripts:
            with self.subTest(script=name):
                self.assertTrue(name in listed or f"Scripts/{name}" in page, f"{name} is not on docs/repository.md")


class DocsScriptTests(unittest.TestCase):
    """Scripts/docs reads DocC's own diagnostics and the symbol graphs it was
    given: a public symbol of the package without a comment fails, one from
    elsewhere or with a comment does not (the build itself runs in the checks
    stage)."""

    @staticmethod
    def module():
        spec = importlib.util.spec_from_loader(
            "docs", importlib.machinery.SourceFileLoader("docs", os.path.join(SCRIPTS, "docs")))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module

    def test_an_undocumented_public_symbol_of_the_package_is_named_with_its_line(self):
        docs = self.module()
        scratch = tempfile.mkdtemp(prefix="landmarks-docs-")
        self.addCleanup(shutil.rmtree, scratch, ignore_errors=True)
        package = os.path.join(scratch, "Packages", "Alpha")
        source = os.path.join(package, "Sources", "Alpha", "Thing.swift")
        write(source, "public struct Thing {}\n")

        def symbol(name, access="public", documented=False, uri=source, line=0):
            found = {"kind": {"identifier": "swift.struct", "displayName": "Structure"}, "pathComponents": [name],
                     "accessLevel": access, "location": {"uri": "file://" + uri, "position": {"line": line}}}
            if documented:
                found["docComment"] = {"lines": [{"text": "A thing."}]}
            return found

        graph = {"symbols": [symbol("Thing", line=4), symbol("Kept", documented=True),
                             symbol("Hidden", access="internal"), symbol("Elsewhere", uri="/usr/lib/swift/X.swift")]}
        write(os.path.join(scratch, ".build", "x86_64", "extracted-symbols", "alpha", "Alpha", "Alpha.symbols.json"),
              json.dumps(graph))
        docs.SCRATCH = os.path.join(scratch, ".build")
        docs.ROOT = scratch
        self.assertEqual(docs.undocumented("Alpha", package),
                         ["Packages/Alpha/Sources/Alpha/Thing.swift:5: structure Thing"])

    def test_docc_warnings_count_and_swiftpms_notes_about_other_packages_do_not(self):
        docs = self.module()
        output = ("warning: 'swift-distributed-tracing': found 1 file(s) which are unhandled\n"
                  "error: Parameter 'name' is missing documentation\n"
                  "  --> Sources/Utilities/MicroContainer.swift:27:79-27:79\n"
                  "warning: 'Thing' doesn't exist at '/Utilities/MicroContainer'\n")
        found = docs.diagnostics(output)
        self.assertEqual(len(found), 2, found)
        self.assertIn("MicroContainer.swift:27", found[0])


class WritingAFeatureTests(unittest.TestCase):
    """FeatureContract's article "Writing a feature" shows the template's own
    code: every Swift sample in it appears, line for line, in the template or
    in the host's feature list, which the template stage builds (issue 43)."""

    ARTICLE = os.path.join(ROOT, "Packages", "FeatureContract", "Sources", "FeatureContract", "Documentation.docc",
                           "WritingAFeature.md")

    @staticmethod
    def samples(text):
        return [block.strip("\n") for block in re.findall(r"```swift\n(.*?)```", text, re.S)]

    @staticmethod
    def appears(sample, source):
        """Whether the sample's lines are consecutive lines of the source,
        whatever the indentation the article gives them."""
        wanted = [line.strip() for line in sample.splitlines()]
        lines = [line.strip() for line in source.splitlines()]
        return any(lines[i:i + len(wanted)] == wanted for i in range(len(lines) - len(wanted) + 1))

    @staticmethod
    def sources():
        found = []
        for base, _, files in os.walk(os.path.join(SCRIPTS, "templates", "Sample")):
            found += [read(os.path.join(base, name)) for name in files if name.endswith(".swift")]
        found.append(read(os.path.join(ROOT, "App", "Sources", "LandmarksHost", "FeatureList.swift")))
        return found

    def test_every_swift_sample_in_the_article_is_the_templates_own_code(self):
        samples = self.samples(read(self.ARTICLE))
        self.assertGreaterEqual(len(samples), 4)
        sources = self.sources()
        for sample in samples:
            with self.subTest(sample=sample.splitlines()[0]):
                self.assertTrue(any(self.appears(sample, source) for source in sources), sample)

    def test_a_sample_the_template_does_not_have_is_found(self):
        planted = "```swift\npublic func makeScene() -> Never { fatalError() }\n```\n"
        sample = self.samples(planted)[0]
        self.assertFalse(any(self.appears(sample, source) for source in self.sources()))


SLEEP = re.compile(r"(Task|Thread)\.sleep|\busleep\(|\btime\.sleep\(")
EXPECTATION = re.compile(r"#expect|#require|\bcheck\(|\bassert")
LOOP = re.compile(r"\bwhile\b|\brepeat\b|\bfor\b.*\bin\b")


def fixed_sleeps(text):
    """Lines where a fixed sleep is followed, within three lines, by an
    expectation, outside a polling loop and without a `sleep-ok:` comment
    saying why it cannot decide the result: (line number, line)."""
    lines = text.splitlines()
    found = []
    for index, line in enumerate(lines):
        if not SLEEP.search(line) or line.strip().startswith(("//", "#")):
            continue
        before = lines[max(0, index - 3):index + 1]
        if any("sleep-ok:" in earlier for earlier in before):
            continue
        # A sleep inside a loop that polls: the loop opens within a few lines
        # above at a shallower indent, or closes just below (`} while …`).
        indent = len(line) - len(line.lstrip())
        opened = LOOP.search(line) or any(LOOP.search(earlier) and len(earlier) - len(earlier.lstrip()) < indent
                                          for earlier in lines[max(0, index - 8):index])
        if opened or any(later.strip().startswith("} while") for later in lines[index + 1:index + 3]):
            continue
        if any(EXPECTATION.search(later) for later in lines[index + 1:index + 4]):
            found.append((index + 1, line.strip()))
    return found


class TestWaitTests(unittest.TestCase):
    """No fixed sleep decides an assertion in a test: a test waits for the
    condition, with a deadline (issue 33)."""

    def test_no_test_lets_a_fixed_sleep_decide_an_assertion(self):
        found = []
        for base, dirs, files in os.walk(ROOT):
            dirs[:] = [d for d in dirs if not d.startswith(".") and d != "checkouts"]
            if f"{os.sep}Tests" not in base:
                continue
            for name in files:
                if name.endswith((".swift", ".py")) and name != os.path.basename(__file__):
                    path = os.path.join(base, name)
                    found += [f"{os.path.relpath(path, ROOT)}:{n}: {line}" for n, line in fixed_sleeps(read(path))]
        self.assertEqual(found, [], "wait for the condition with a deadline, or say `sleep-ok:` why the sleep cannot decide")

    def test_a_planted_sleep_before_an_expectation_is_found_and_a_polling_loop_is_not(self):
        planted = textwrap.dedent("""
            try await Task.sleep(for: .milliseconds(100))
            #expect(waiting == 1)
            while waiting == 0, clock.now < deadline {
                try await Task.sleep(for: .milliseconds(5))
            }
            #expect(waiting == 1)
            """)
        self.assertEqual(fixed_sleeps(planted), [(2, "try await Task.sleep(for: .milliseconds(100))")])


class ScriptHelpTests(unittest.TestCase):
    """Every script answers --help with its usage and changes nothing."""

    def test_every_script_answers_help_with_its_usage(self):
        scripts = sorted(
            name for name in os.listdir(SCRIPTS)
            if os.path.isfile(os.path.join(SCRIPTS, name)) and os.access(os.path.join(SCRIPTS, name), os.X_OK))
        self.assertIn("benchmark-http", scripts)
        for name in scripts:
            with self.subTest(script=name):
                status, output = run(os.path.join(SCRIPTS, name), "--help")
                self.assertEqual(status, 0, output)
                self.assertIn("Usage:", output)

    def test_benchmark_http_refuses_a_bad_duration_before_building_anything(self):
        status, output = run(os.path.join(SCRIPTS, "benchmark-http"), "--duration", "soon")
        self.assertNotEqual(status, 0)
        self.assertIn("--duration must be a whole number of seconds", output)


if __name__ == "__main__":
    unittest.main()
