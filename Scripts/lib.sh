# Shared by the scripts in this folder: progress lines, test counting, paths.
# Sourced, never run.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ROOT

step() { printf '\n==> %s\n' "$*"; }
note() { printf '    %s\n' "$*"; }
fail() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Every package under Packages/, in dependency order: infrastructure first.
packages_in_order() {
    local order=(Utilities Route API DatabaseTesting SessionService FeatureContract DatabaseService)
    local name
    for name in "${order[@]}"; do
        [[ -f "$ROOT/Packages/$name/Package.swift" ]] && echo "$name"
    done
    for dir in "$ROOT"/Packages/*/; do
        name="$(basename "$dir")"
        [[ -f "$dir/Package.swift" ]] || continue
        [[ " ${order[*]} " == *" $name "* ]] || echo "$name"
    done
}

# Reads a `swift test` log and prints "passed failed": Swift Testing's closing
# line gives the total; failed tests are the distinct names with a ✘ line.
count_swift_tests() {
    local log="$1" total failed
    total="$(grep -Eo 'Test run with [0-9]+ test' "$log" | grep -Eo '[0-9]+' | tail -1)"
    failed="$(grep -E '^✘ Test [^ ]+.* (failed|recorded an issue)' "$log" | grep -v 'Test run with' \
        | sed -E 's/^✘ Test ([^ ]+).*/\1/' | sort -u | wc -l | tr -d ' ')"
    total="${total:-0}"
    echo "$(( total > failed ? total - failed : 0 )) $failed"
}

# Prints a `swift test` log's failures for the summary: each ✘ line and,
# after an issue, the lines of its comment (a test's "\(answer)" says what the
# server or process answered, which is what a reader of CI needs first).
show_swift_failures() {
    awk '
        /^✘/ { print; in_issue = ($0 ~ /recorded an issue/); shown = 0; next }
        /^(✔|◇|􀟈|􁁛|􀢄|Test run)/ { in_issue = 0; next }
        in_issue && shown < 12 { print; shown++ }
    ' "$1" | head -60 | sed 's/^/    /'
}

# Reads the closing "<label>: N passed, N failed" line of a test script's log
# and prints "passed failed"; "0 1" when the script ended without one.
passed_failed_line() {
    local line
    line="$(grep -E "^$2: [0-9]+ passed, [0-9]+ failed" "$1" | tail -1)"
    if [[ -n "$line" ]]; then
        echo "$(echo "$line" | grep -Eo '[0-9]+ passed' | grep -Eo '[0-9]+') $(echo "$line" | grep -Eo '[0-9]+ failed' | grep -Eo '[0-9]+')"
    else
        echo "0 1"
    fi
}

# Seconds since the epoch, for timings.
now() { date +%s; }
