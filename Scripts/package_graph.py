"""The repo's packages as data: the one reading of the package graph (ADR 0097).

Imported by Scripts/check-boundaries, graph, affected, new-feature and
remove-feature; run by Scripts/lib.sh for the build order:

    python3 Scripts/package_graph.py order [--root DIR]
    python3 Scripts/package_graph.py features [--root DIR]

`order` prints every package under Packages/, one per line, in the order they
are built alone: the infrastructure as boundaries.json lists it (bottom up),
then the features by name. `features` prints only the features, by name.
"""
import json
import os
import subprocess
import sys


def read_config(root):
    """boundaries.json: the layers (the one list of the infrastructure) and the rules."""
    with open(os.path.join(root, "boundaries.json"), encoding="utf-8") as handle:
        return json.load(handle)


def infrastructure(config):
    """The infrastructure packages, bottom up, as boundaries.json lists them."""
    return list(config["layers"].get("infrastructure", []))


def package_names(root):
    """Every folder under Packages/ with a manifest, by name: a listing only,
    without asking SwiftPM (cheap enough for every script that starts)."""
    packages_root = os.path.join(root, "Packages")
    if not os.path.isdir(packages_root):
        return []
    return [name for name in sorted(os.listdir(packages_root))
            if os.path.isfile(os.path.join(packages_root, name, "Package.swift"))]


def build_order(names, config):
    """These packages in build order: the infrastructure bottom up, then the rest by name."""
    bottom_up = infrastructure(config)
    return sorted(names, key=lambda n: (bottom_up.index(n) if n in bottom_up else len(bottom_up), n))


def describe(package_dir):
    result = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=package_dir,
                            capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"cannot describe {package_dir}:\n{result.stderr.strip()[-800:]}")
    return json.loads(result.stdout[result.stdout.index("{"):])


class Repo:
    """Every package under Packages/ plus the host at the root, each with its
    manifest's description, its layer and its local package edges."""

    def __init__(self, root, config):
        self.root = root
        self.packages = {}
        self.directories = {}
        self.config = config
        for name in package_names(root):
            self._add(os.path.join(root, "Packages", name))
        self.host = None
        if os.path.isfile(os.path.join(root, "Package.swift")):
            self.host = self._add(root)
        self.infrastructure = set(infrastructure(config))
        self.hosts = set(config["layers"].get("host", [])) | ({self.host} if self.host else set())
        self.edges = {name: self._local_dependencies(name) for name in self.packages}

    def _add(self, directory):
        description = describe(directory)
        self.packages[description["name"]] = description
        self.directories[description["name"]] = directory
        return description["name"]

    def _local_dependencies(self, name):
        local = []
        for dependency in self.packages[name].get("dependencies", []):
            if dependency.get("type") != "fileSystem":
                continue
            path = os.path.normpath(os.path.join(self.directories[name], dependency.get("path", "")))
            owner = next((n for n, d in self.directories.items() if os.path.normpath(d) == path), None)
            local.append(owner or os.path.basename(path))
        return local

    def layer(self, name):
        if name in self.hosts:
            return "host"
        if name in self.infrastructure:
            return "infrastructure"
        return "feature"

    def in_build_order(self, names):
        """These packages as Scripts/build-isolated builds them: the
        infrastructure bottom up, then features by name; the host last."""
        layer = {"infrastructure": 0, "feature": 1, "host": 2}
        ordered = build_order(names, self.config)
        return sorted(ordered, key=lambda n: layer[self.layer(n)])

    def manifest(self, name):
        return os.path.relpath(os.path.join(self.directories[name], "Package.swift"), self.root)


def main(argv):
    if not argv or argv[0] not in ("order", "features"):
        print(__doc__.strip())
        return 0 if argv[:1] in (["-h"], ["--help"]) else 2
    root = os.path.abspath(argv[argv.index("--root") + 1]) if "--root" in argv else \
        os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    config = read_config(root)
    names = build_order(package_names(root), config)
    if argv[0] == "features":
        names = [n for n in names if n not in infrastructure(config)]
    for name in names:
        print(name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
