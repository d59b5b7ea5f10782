# Shared by the scripts in this folder: progress lines, test counting, paths.
# Sourced, never run.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ROOT

# SwiftPM writes a package's enabled traits as compiler defines in the order of
# a Set, and Swift seeds Set order afresh in every process: swift-configuration's
# two traits (-DJSON -DCommandLineArguments) came out in either order, and each
# flip compiled swift-configuration again, then Hummingbird and everything above
# it, in nearly every build the scripts ran. A fixed seed keeps one order, so a
# build only compiles what changed. It changes nothing a test can observe.
export SWIFT_DETERMINISTIC_HASHING=1

step() { printf '\n==> %s\n' "$*"; }
note() { printf '    %s\n' "$*"; }
fail() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Every package under Packages/, in build order (infrastructure bottom up, as
# boundaries.json lists it, then features by name): Scripts/package_graph.py
# is the one reading of the packages.
packages_in_order() {
    python3 "$ROOT/Scripts/package_graph.py" order --root "$ROOT"
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

# Reads a Python unittest log and prints "passed failed": "Ran N tests",
# less the failures and errors it reports.
count_unittest_tests() {
    local log="$1" ran bad=0 n
    ran="$(grep -Eo '^Ran [0-9]+ test' "$log" | grep -Eo '[0-9]+' | tail -1)"
    for n in $(grep -Eo '(failures|errors)=[0-9]+' "$log" | grep -Eo '[0-9]+'); do bad=$(( bad + n )); done
    ran="${ran:-0}"
    echo "$(( ran > bad ? ran - bad : 0 )) $bad"
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
    # A run that died (a signal, a crash) prints no "Test run with" line and
    # no ✘: say so, with its last lines, rather than a bare "0 passed".
    if ! grep -Eq 'Test run with [0-9]+ test' "$1"; then
        echo "    the run ended without its summary (it crashed or was killed)"
        # What was running when it died, and the crash's own words (Swift's
        # backtracer writes them first, then pages of frames and registers).
        awk '
            /^◇ Test .* started\./ && !/^◇ Test run started/ { name = $0; sub(/^◇ Test /, "", name); sub(/ started\.$/, "", name); running[name] = 1 }
            /^(✔|✘) Test / { for (n in running) if (index($0, "Test " n " ")) delete running[n] }
            END { for (n in running) print "      still running: " n }
        ' "$1" | head -20
        grep -E -m 8 -A 14 'Fatal error|Program crashed|💣|Thread [0-9]+ crashed' "$1" | head -40 | sed 's/^/      /'
        echo "    its last lines:"
        tail -15 "$1" | sed 's/^/      /'
    fi
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

# Starts `BINARY serve` on a free loopback port with DATABASE_URL, its output
# in LOG and its mail in a Maildir beside it (LOG without .log, then .mail/),
# and waits (up to a minute) for the line that names its address.
# Sets HOST_PID and HOST_URL; returns 1 when the host exited or never said
# where it listens (HOST_URL is then empty; the log says why).
start_host() {
    local binary="$1" database_url="$2" log="$3"
    HOST_URL=""
    # An environment setting, not a flag: a host without Notifications ignores it.
    LANDMARKS_NOTIFICATIONS_MAILDIR="${log%.log}.mail" \
        "$binary" serve --port 0 --database-url "$database_url" >"$log" 2>&1 &
    HOST_PID=$!
    for _ in $(seq 1 600); do
        HOST_URL="$(grep -Eo 'url=http://127\.0\.0\.1:[0-9]+' "$log" | head -1 | cut -d= -f2)"
        [[ -n "$HOST_URL" ]] && return 0
        kill -0 "$HOST_PID" 2>/dev/null || return 1
        sleep 0.1
    done
    return 1
}

# Stops a host start_host started (SIGTERM) and waits for it.
stop_host() {
    [[ -n "${HOST_PID:-}" ]] || return 0
    kill -TERM "$HOST_PID" 2>/dev/null
    wait "$HOST_PID" 2>/dev/null
    HOST_PID=""
}
