"""The repo's packages as data: read by Scripts/check-boundaries and Scripts/graph.

Not a script: imported by them.
"""
import json
import os
import subprocess
import sys


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
        packages_root = os.path.join(root, "Packages")
        for name in sorted(os.listdir(packages_root)) if os.path.isdir(packages_root) else []:
            directory = os.path.join(packages_root, name)
            if os.path.isfile(os.path.join(directory, "Package.swift")):
                self._add(directory)
        self.host = None
        if os.path.isfile(os.path.join(root, "Package.swift")):
            self.host = self._add(root)
        layers = config["layers"]
        self.infrastructure = set(layers.get("infrastructure", []))
        self.hosts = set(layers.get("host", [])) | ({self.host} if self.host else set())
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

    def manifest(self, name):
        return os.path.relpath(os.path.join(self.directories[name], "Package.swift"), self.root)
