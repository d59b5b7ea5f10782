"""The stages of Scripts/test, in the order it runs them: the one list of them.

Run by Scripts/test (the names, and its --help), imported by Scripts/affected
(what each stage exercises):

    python3 Scripts/stages.py names        one name per line
    python3 Scripts/stages.py describe     the numbered list Scripts/test --help shows

Each stage says what it exercises: "all" packages, only the "infrastructure"
ones, "listed" (the affected packages themselves), or "none"; and the paths
outside Packages/ that it reads. Scripts/affected runs a stage when an
affected package or a changed path is among them.
"""
import sys

# What the host and every stage on it read besides the packages.
HOST_PATHS = ("Scripts/", "Tests/", "App/", "Package.swift", "boundaries.json", ".ci/")


class Stage:
    def __init__(self, name, exercises, paths, about):
        self.name, self.exercises, self.paths, self.about = name, exercises, tuple(paths), about


STAGES = [
    Stage("packages", "listed", (),
          "every package in Packages/ built and tested alone (Scripts/build-isolated)"),
    Stage("checks", "all", HOST_PATHS + ("docs/adr/", "docs/architecture.md", ".swift-format"),
          "the format of every Swift file (Scripts/format --check), every package's DocC documentation "
          "(Scripts/docs), the ADRs and their index (Scripts/adr lint), "
          "the package boundaries (Scripts/check-boundaries), the graph (Scripts/graph --check), "
          "and the tests of those scripts (Tests/Scripts)"),
    Stage("host", "all", HOST_PATHS,
          "the host's unit tests and the end-to-end tests, which start the real landmarks binary on "
          "free loopback ports with throwaway SQLite files"),
    Stage("postgres", "all", HOST_PATHS,
          "the end-to-end tests again against a throwaway PostgreSQL (Scripts/postgres), in the "
          "background beside the cluster, browser, rush and contract stages"),
    Stage("cluster", "all", HOST_PATHS,
          "three hosts behind nginx on PostgreSQL (Scripts/cluster): booking load while one host is "
          "killed and restarted, then two database outages"),
    Stage("browser", "all", HOST_PATHS,
          "journeys in headless Chromium against a host started here, with axe-core and the "
          "W3C HTML validator on every page at two widths"),
    # remove-feature: Reservations {
    Stage("rush", "all", HOST_PATHS,
          "a short release-day rush (Scripts/benchmark-rush --check): 300 people ask for holds on a "
          "landmark's month at its opening instant, then confirm; exact counts, no 5xx, every ask answered"),
    # remove-feature: Reservations }
    Stage("contract", "all", HOST_PATHS,
          "the OpenAPI document validated, every operation fuzzed by schemathesis, "
          "and a client generated from it walked through the API (Scripts/check-contract)"),
    # The template generates a feature on the infrastructure packages and
    # wires it into the host: a feature's own change cannot break it.
    Stage("template", "infrastructure", HOST_PATHS,
          "a feature generated into a temporary copy, built and tested alone, "
          "then served by the wired host (Scripts/check-template)"),
    # Tests/RemoveFeature removes Reservations, then Auth, and builds the host
    # without each: any package can break one of the two.
    Stage("remove-feature", "all", HOST_PATHS,
          "Scripts/remove-feature in a temporary copy: Reservations is removed and the host built and "
          "tested without it; then Auth, in another copy (Tests/RemoveFeature)"),
    # The planted-failure test of this very selection (Tests/Affected).
    Stage("affected", "none", ("Scripts/", "Tests/Affected/", ".ci/"),
          "Scripts/test --affected itself: in a temporary copy, a failing test planted in a package a change does not "
          "affect is skipped by --affected and planned by the full run (Scripts/test --plan), and one "
          "planted in an affected package is caught (Tests/Affected)"),
]


def describe(width=78):
    import textwrap
    lines = []
    for number, stage in enumerate(STAGES, 1):
        lead = f"  {number:>2}. {stage.name:<15}"
        lines += textwrap.wrap(stage.about, width, initial_indent=lead, subsequent_indent=" " * len(lead))
    return "\n".join(lines)


def main(argv):
    if argv == ["names"]:
        print("\n".join(stage.name for stage in STAGES))
    elif argv == ["describe"]:
        print(describe())
    else:
        print(__doc__.strip())
        return 0 if argv[:1] in (["-h"], ["--help"]) else 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
