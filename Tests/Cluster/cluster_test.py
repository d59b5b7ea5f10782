#!/usr/bin/env python3
"""Three hosts on one PostgreSQL behind nginx (Scripts/cluster), driven as a
service is: booking load through nginx while one host is killed and started
again, then two database outages in a row; then three hosts on a PostgreSQL
with exactly one connection slot each. Ends with "cluster: N passed, N
failed"; the PostgreSQL stage of Scripts/test runs it."""

import argparse
import http.client
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
import re
import urllib.error
import urllib.parse
import urllib.request
from datetime import date, timedelta

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLUSTER = os.path.join(ROOT, "Scripts", "cluster")
PASSWORD = "correct horse battery"
# The load books as a few accounts, each more stays than a person may hold.
ENV = dict(os.environ, LANDMARKS_RESERVATIONS_UPCOMING_STAYS_PER_ACCOUNT="100000", LOG_LEVEL="notice")
# How long after a session ends another host may still accept it: each host
# answers a session from memory only while it was seen in the database less
# than this ago (SessionStore.endingBound, ADR 0106).
ENDING_BOUND = 2.0

results = []


def check(name, ok, detail=""):
    results.append(ok)
    print(f"  {'ok  ' if ok else 'FAIL'}  {name}" + ("" if ok else f": {detail}"), flush=True)


def request(url, method="GET", body=None, token=None, headers=None, timeout=10):
    """(status, headers, body); a refused or reset connection is status 0."""
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    for name, value in (headers or {}).items():
        req.add_header(name, value)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()
    except (urllib.error.URLError, ConnectionError, TimeoutError, OSError):
        return 0, {}, b""


def cluster(*arguments, directory):
    return subprocess.run([CLUSTER, *arguments, "--dir", directory], env=ENV, capture_output=True, text=True)


def sql(database_url, statement):
    result = subprocess.run(["psql", database_url, "-tAc", statement], capture_output=True, text=True, check=True)
    return [line.split("|") for line in result.stdout.splitlines() if line]


def night(days):
    return (date.today() + timedelta(days=days)).isoformat()


def sign_up(base, email):
    status, _, _ = request(f"{base}/api/v1/auth/signup", "POST", {"email": email, "name": "Camper", "password": PASSWORD})
    if status != 201:
        raise RuntimeError(f"sign-up of {email} answered {status}")
    status, _, body = request(f"{base}/api/v1/auth/login", "POST", {"email": email, "password": PASSWORD})
    if status != 200:
        raise RuntimeError(f"log-in of {email} answered {status}")
    return json.loads(body)["token"]


# remove-feature: Notifications {
class MailServer:
    """A real SMTP server (Postfix, run by Notifications' mail-server script
    with a queue and a Maildir of its own) on a loopback port of its own,
    which the hosts hand their mail to; what it delivers is read back for
    each mail's Message-ID. It ends when this test does."""

    SCRIPT = os.path.join(ROOT, "Packages", "Notifications", "Sources", "NotificationsTesting", "mail-server")

    def __init__(self):
        import socket
        self.directory = tempfile.mkdtemp(prefix="landmarks-cluster-mail.")
        os.chmod(self.directory, 0o755)  # Postfix's own users work below it.
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.log = open(os.path.join(self.directory, "script.log"), "w")
        self.process = subprocess.Popen(
            ["bash", self.SCRIPT, os.path.join(self.directory, "postfix"), str(self.port)],
            stdout=subprocess.DEVNULL, stderr=self.log)
        deadline = time.time() + 20
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                if self.process.poll() is not None or time.time() > deadline:
                    raise RuntimeError("the mail server did not start: "
                                       + open(os.path.join(self.directory, "script.log")).read())
                time.sleep(0.05)

    def stop(self):
        """Kills Postfix's process group (its master leads it) and the
        script, and takes the folder away."""
        import shutil
        import signal
        try:
            with open(os.path.join(self.directory, "postfix", "queue", "pid", "master.pid")) as f:
                os.killpg(int(f.read().strip()), signal.SIGKILL)
        except (OSError, ValueError):
            pass
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.directory, ignore_errors=True)

    def received(self):
        folder = os.path.join(self.directory, "postfix", "Maildir", "new")
        message_ids = []
        for name in sorted(os.listdir(folder)):
            with open(os.path.join(folder, name), "rb") as mail:
                found = re.search(rb"^Message-ID: *(<[^>\r\n]+>)", mail.read(), re.M | re.I)
            message_ids.append(found.group(1).decode() if found else "")
        return message_ids


def check_mail(database_url, mail):
    """Each mail the outbox calls sent reached the server, and none twice.
    Mail a killed host had claimed may wait for its claim to lapse (two
    minutes): it is not waited for, and goes out at least once later."""
    due = ("SELECT count(*) FROM outgoing_mails WHERE status = 'waiting' AND next_attempt_at <= "
           "extract(epoch from now()) AND (claimed_until IS NULL OR claimed_until < extract(epoch from now()))")
    deadline = time.time() + 30
    while time.time() < deadline and int(sql(database_url, due)[0][0]) > 0:
        time.sleep(0.5)
    rows = sql(database_url, "SELECT message_id, status FROM outgoing_mails")
    sent = {message_id for message_id, status in rows if status == "sent"}
    # The server delivers to its Maildir a moment after it has taken a mail.
    deadline = time.time() + 30
    received = mail.received()
    while time.time() < deadline and not sent <= set(received):
        time.sleep(0.2)
        received = mail.received()
    twice = sorted({message_id for message_id in received if received.count(message_id) > 1})
    missing = sorted(sent - set(received))
    check(f"mail through three hosts: {len(received)} handed to the mail server, {len(rows)} written, none twice",
          len(sent) >= 8 and not twice and not missing,
          f"{len(sent)} sent; twice: {twice[:5]}; sent but never received: {missing[:5]}")
# remove-feature: Notifications }


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.parse_args()
    directory = tempfile.mkdtemp(prefix="landmarks-cluster.")
    os.rmdir(directory)
    # remove-feature: Notifications {
    mail = MailServer()
    ENV["LANDMARKS_NOTIFICATIONS_MAIL_SERVER"] = f"smtp://127.0.0.1:{mail.port}?tls=none"
    # remove-feature: Notifications }
    print("cluster: Scripts/cluster up --hosts 3", flush=True)
    up = cluster("up", "--hosts", "3", "--port", "0", directory=directory)
    if up.returncode != 0:
        print(up.stdout[-2000:], up.stderr[-2000:])
        check("Scripts/cluster up", False, "it failed")
        finish(directory)
        return summarize()
    check("Scripts/cluster up starts PostgreSQL, three hosts and nginx", True)
    read = lambda name: open(os.path.join(directory, name)).read().strip()
    base = f"http://127.0.0.1:{read('port')}"
    hosts = [f"http://127.0.0.1:{read(f'host-{i}.port')}" for i in (1, 2, 3)]
    database_url = read("database-url")
    try:
        run(directory, base, hosts, database_url)
        # remove-feature: Notifications {
        check_mail(database_url, mail)
        # remove-feature: Notifications }
    finally:
        finish(directory)
        # remove-feature: Notifications {
        mail.stop()
        # remove-feature: Notifications }
    check_one_slot_per_host()
    summarize()


def run(directory, base, hosts, database_url):
    status = cluster("status", directory=directory)
    check("status says every host is ready", "3 of 3 hosts ready" in status.stdout, status.stdout[-500:])

    # A session made through one host is good on every host.
    token = sign_up(base, "cluster.ada@example.com")
    statuses = [request(f"{host}/api/v1/auth/me", token=token)[0] for host in hosts]
    check("a bearer session works on every host", statuses == [200, 200, 200], statuses)
    check_log_out_bound(base, hosts)

    # One log-in budget for all hosts: ten wrong passwords spread over three
    # hosts, and then the right one is refused too, wherever it is sent.
    sign_up(base, "cluster.throttled@example.com")
    wrong = [request(f"{hosts[n % 3]}/api/v1/auth/login", "POST",
                     {"email": "cluster.throttled@example.com", "password": "not the password"})[0] for n in range(10)]
    right = request(f"{hosts[1]}/api/v1/auth/login", "POST",
                    {"email": "cluster.throttled@example.com", "password": PASSWORD})[0]
    check("the log-in throttle counts across hosts", wrong == [401] * 10 and right == 429, f"{wrong} then {right}")

    # Booking load through nginx; host 2 is killed and started again meanwhile.
    # remove-feature: Reservations {
    tokens = [sign_up(base, f"cluster.booker{n}@example.com") for n in range(6)]
    landmarks = list(range(1, 7))
    stop = threading.Event()
    lock = threading.Lock()
    confirmed, answers = [], {}
    days = [20, 100]  # the nights booked (open at every landmark), changed for the second load

    def book(worker):
        rng = random.Random(worker)
        while not stop.is_set():
            day = rng.randint(*days)
            body = {"landmarkId": rng.choice(landmarks), "checkIn": night(day), "checkOut": night(day + 1), "guests": 1}
            status, _, reply = request(f"{base}/api/v1/reservations", "POST", body, token=tokens[worker % len(tokens)])
            with lock:
                answers[status] = answers.get(status, 0) + 1
                if status == 201:
                    confirmed.append(json.loads(reply)["id"])

    def start_booking():
        stop.clear()
        threads = [threading.Thread(target=book, args=(n,)) for n in range(6)]
        for thread in threads:
            thread.start()
        return threads

    def stop_booking(threads):
        stop.set()
        for thread in threads:
            thread.join()

    workers = start_booking()
    # Holds open on host 2 when it is killed: one is confirmed after the
    # restart, one let go, one left alone; none becomes a booking unconfirmed.
    holders, holds = place_holds(base, "cluster.holder", [hosts[1]] * 3, first_landmark=13, nights=(60, 62))
    check("three holds were placed on host 2 before it was killed", all(holds), holds)
    # remove-feature: Reservations }
    time.sleep(3)
    killed = cluster("kill", "2", directory=directory)
    time.sleep(3)
    restarted = cluster("restart", "2", directory=directory)
    time.sleep(3)
    # remove-feature: Reservations {
    stop_booking(workers)
    # remove-feature: Reservations }
    check("host 2 was killed and started again", killed.returncode == 0 and restarted.returncode == 0,
          killed.stderr + restarted.stderr)
    # remove-feature: Reservations {
    unexpected = {status: count for status, count in answers.items() if status not in (201, 409, 502)}
    check(f"bookings through nginx: {answers.get(201, 0)} confirmed, answers {answers}",
          answers.get(201, 0) > 20 and not unexpected, f"unexpected answers {unexpected}")

    stored = {row[0] for row in sql(database_url, "SELECT id FROM reservations WHERE status = 'confirmed'")}
    missing = [identifier for identifier in confirmed if identifier.lower() not in stored]
    check("every booking answered 201 is stored", not missing, f"{len(missing)} missing")
    over = sql(database_url, "SELECT landmark_id, night, taken, capacity FROM campsite_nights WHERE taken > capacity")
    check("no night holds more bookings than campsites", not over, over)
    verify_availability(base, database_url)
    audit = subprocess.run([read_binary(directory), "check", "--database-url", database_url, "--log-level", "error"],
                           capture_output=True, text=True)
    check("landmarks check finds every counter in agreement", audit.returncode == 0, audit.stdout[-500:])
    check_holds_after_a_fault("the kill", hosts, database_url, holders, holds)

    # A deploy: host 3 gets SIGTERM under booking load through nginx. Its
    # answers say Connection: close and it finishes what it took, so nginx
    # never sends a booking down a connection the host is closing: no 502, no
    # reset (a POST is never retried on another host, so either would show).
    answers.clear()
    days[:] = [101, 125]
    workers = start_booking()
    time.sleep(2)
    stopped = cluster("stop", "3", directory=directory)
    time.sleep(2)
    stop_booking(workers)
    restarted = cluster("restart", "3", directory=directory)
    failed = {status: count for status, count in answers.items() if status not in (201, 409)}
    check(f"a host stopped with SIGTERM under load: answers {answers}, no 502 and no reset",
          stopped.returncode == 0 and restarted.returncode == 0 and answers.get(201, 0) > 10 and not failed,
          f"{failed} {stopped.stderr}{restarted.stderr}")
    # remove-feature: Reservations }

    # A browser's session, made by logging in on one host, is good on every
    # host, the restarted one too; a forged cookie is nobody anywhere.
    session = browser_log_in(hosts[0], "cluster.ada@example.com")
    pages = [page(host, "/account", cookie=f"landmarks_session={session}")[0] for host in hosts]
    forged = [page(host, "/account", cookie="landmarks_session=forged")[0] for host in hosts]
    check("a browser session works on every host", pages == [200] * 3 and forged == [303] * 3, f"{pages}, forged {forged}")

    for outage in (1, 2):
        paused = cluster("pause-database", directory=directory)
        # Each host notices on its own probe: waited for, up to ten seconds.
        deadline = time.time() + 10
        while time.time() < deadline and [request(f"{host}/readyz", timeout=5)[0] for host in hosts] != [503, 503, 503]:
            time.sleep(0.2)
        started = time.time()
        readiness = [request(f"{host}/readyz", timeout=5)[0] for host in hosts]
        status, headers, body = request(f"{base}/api/v1/auth/me", token=token, timeout=5)
        elapsed = time.time() - started
        problem = headers.get("Content-Type", "").startswith("application/problem+json")
        check(f"outage {outage}: every host's /readyz is 503 and the API answers 503 with a problem and Retry-After at once",
              paused.returncode == 0 and readiness == [503, 503, 503] and status == 503 and problem
              and "Retry-After" in headers and elapsed < 5,
              f"readyz {readiness}, API {status} {headers.get('Content-Type')} in {elapsed:.1f}s")
        cluster("resume-database", directory=directory)
        deadline = time.time() + 30
        while time.time() < deadline and [request(f"{host}/readyz")[0] for host in hosts] != [200, 200, 200]:
            time.sleep(0.5)
        readiness = [request(f"{host}/readyz")[0] for host in hosts]
        me = [request(f"{host}/api/v1/auth/me", token=token)[0] for host in hosts]
        recovered, detail = readiness == [200] * 3 and me == [200] * 3, f"readyz {readiness}, me {me}"
        # remove-feature: Reservations {
        booked = [request(f"{host}/api/v1/reservations", "POST",
                          {"landmarkId": 7 + n, "checkIn": night(140 + outage), "checkOut": night(141 + outage), "guests": 1},
                          token=tokens[1])[0] for n, host in enumerate(hosts)]
        recovered, detail = recovered and booked == [201] * 3, f"{detail}, bookings {booked}"
        # remove-feature: Reservations }
        check(f"after outage {outage} every host recovers without a restart", recovered, detail)
    # remove-feature: Reservations {
    # Holds open across both outages: the same checks once more.
    holders, holds = place_holds(base, "cluster.outage.holder", hosts[:3], first_landmark=16, nights=(64, 66))
    check("three holds were placed before an outage", all(holds), holds)
    paused = cluster("pause-database", directory=directory)
    deadline = time.time() + 10
    while time.time() < deadline and [request(f"{host}/readyz", timeout=5)[0] for host in hosts] != [503, 503, 503]:
        time.sleep(0.2)
    during = request(f"{hosts[0]}/api/v1/holds/{holds[0]}/confirm", "POST", token=holders[0], timeout=10)[0]
    cluster("resume-database", directory=directory)
    deadline = time.time() + 30
    while time.time() < deadline and [request(f"{host}/readyz")[0] for host in hosts] != [200, 200, 200]:
        time.sleep(0.5)
    check("a confirmation during an outage is answered 503 and books nothing", paused.returncode == 0 and during == 503
          and not sql(database_url, f"SELECT id FROM reservations WHERE id = '{holds[0].lower()}'"), during)
    check_holds_after_a_fault("an outage", hosts, database_url, holders, holds)
    # remove-feature: Reservations }


# remove-feature: Reservations {
def place_holds(base, prefix, on_hosts, first_landmark, nights):
    """A new account per host in `on_hosts`, each holding two nights at a
    landmark of its own (`first_landmark` on): the accounts' tokens, and
    the holds' ids (None for one refused)."""
    holders, holds = [], []
    for n, host in enumerate(on_hosts):
        holder = sign_up(base, f"{prefix}{n}@example.com")
        status, _, reply = request(f"{host}/api/v1/holds", "POST",
                                   {"landmarkId": first_landmark + n, "checkIn": night(nights[0]),
                                    "checkOut": night(nights[1]), "guests": 2},
                                   token=holder)
        holders.append(holder)
        holds.append(json.loads(reply)["id"] if status == 201 else None)
    return holders, holds


def check_holds_after_a_fault(fault, hosts, database_url, holders, holds):
    """Of three holds open through `fault`: the first is confirmed (on
    another host than it was placed on), the second let go, the third left
    alone. Only the first becomes a booking, with the hold's id; the third is
    still its holder's open hold; the database has no other."""
    confirmed = request(f"{hosts[2]}/api/v1/holds/{holds[0]}/confirm", "POST", token=holders[0])[0]
    released = request(f"{hosts[0]}/api/v1/holds/{holds[1]}", "DELETE", token=holders[1])[0]
    _, _, still = request(f"{hosts[1]}/api/v1/holds", token=holders[2])
    still = [hold["id"] for hold in json.loads(still)] if still else []
    booked = {row[0] for row in sql(database_url, "SELECT id FROM reservations WHERE id IN ("
                                    + ", ".join(f"'{hold.lower()}'" for hold in holds) + ")")}
    check(f"holds open through {fault}: the confirmed one is booked (201), the one let go is gone (204), the one"
          " left alone is still held and nothing else was booked",
          confirmed == 201 and released == 204 and still == [holds[2]] and booked == {holds[0].lower()},
          f"confirm {confirmed}, release {released}, still held {still}, booked {booked}")


# remove-feature: Reservations }
def check_log_out_bound(base, hosts):
    """Logged out through one host, a token is refused there at once and by
    the others within ENDING_BOUND: every request sent once the bound has
    passed is a 401, whichever host it reaches."""
    token = sign_up(base, "cluster.leaving@example.com")
    # Each host reads the session, so each holds it in memory.
    statuses = [request(f"{host}/api/v1/auth/me", token=token)[0] for host in hosts]
    ended = request(f"{hosts[0]}/api/v1/auth/logout", "POST", token=token)[0]
    logged_out = time.monotonic()
    here = request(f"{hosts[0]}/api/v1/auth/me", token=token)[0]
    late, refused_after = [], {}
    deadline = logged_out + ENDING_BOUND + 10
    while len(refused_after) < 2 and time.monotonic() < deadline:
        for host in hosts[1:]:
            sent = time.monotonic()
            status = request(f"{host}/api/v1/auth/me", token=token)[0]
            if status == 200 and sent - logged_out >= ENDING_BOUND:
                late.append((host, round(sent - logged_out, 3)))
            if status == 401:
                refused_after.setdefault(host, round(sent - logged_out, 3))
    check(f"a token logged out on one host is refused there at once and by the others within {ENDING_BOUND:g} s "
          f"(refused after {sorted(refused_after.values())} s)",
          statuses == [200] * 3 and ended == 204 and here == 401 and len(refused_after) == 2 and not late,
          f"before {statuses}, log-out {ended}, same host {here}, refused {refused_after}, accepted late {late}")


def page(host, path, method="GET", body=None, cookie=None, content_type=None):
    """(status, Set-Cookie headers, body) without following redirects."""
    address = urllib.parse.urlparse(host)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
    headers = {}
    if cookie:
        headers["Cookie"] = cookie
    if content_type:
        headers["Content-Type"] = content_type
    connection.request(method, path, body=body, headers=headers)
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response.status, response.msg.get_all("Set-Cookie") or [], data.decode(errors="replace")


def browser_log_in(host, email):
    """Logs in through the form, as a browser does; the session cookie's value."""
    _, cookies, body = page(host, "/login")
    csrf_cookie = next(c.split(";")[0] for c in cookies if c.startswith("landmarks_csrf="))
    field = re.search(r'name="_csrf" value="([^"]+)"', body).group(1)
    form = urllib.parse.urlencode({"email": email, "password": PASSWORD, "_csrf": field})
    status, cookies, _ = page(host, "/login", "POST", form, cookie=csrf_cookie,
                              content_type="application/x-www-form-urlencoded")
    session = [c.split(";")[0].split("=", 1)[1] for c in cookies if c.startswith("landmarks_session=")]
    if status != 303 or not session:
        raise RuntimeError(f"logging in through the form answered {status}")
    return session[0]


def read_binary(directory):
    return open(os.path.join(directory, "binary")).read().strip()


def verify_availability(base, database_url):
    """The API's free campsites equal capacity minus the stored bookings, for
    every night the load touched."""
    rows = sql(database_url, "SELECT landmark_id, check_in, check_out FROM reservations WHERE status = 'confirmed'")
    booked = {}
    for landmark, check_in, check_out in rows:
        day = date.fromisoformat(check_in)
        while day < date.fromisoformat(check_out):
            booked[(int(landmark), day.isoformat())] = booked.get((int(landmark), day.isoformat()), 0) + 1
            day += timedelta(days=1)
    months = {(landmark, night[:7]) for landmark, night in booked}
    # Each host keeps night counters for ENDING_BOUND (ADR 0106): a host that
    # did not take the last bookings may show the earlier count until then.
    deadline = time.monotonic() + ENDING_BOUND + 5
    while True:
        wrong = availability_disagreements(base, booked, months)
        if not wrong or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    check(f"availability agrees with the stored reservations ({len(months)} landmark-months)", not wrong, wrong[:5])


def availability_disagreements(base, booked, months):
    wrong = []
    for landmark, month in sorted(months):
        status, _, body = request(f"{base}/api/v1/landmarks/{landmark}/availability?month={month}")
        if status != 200:
            wrong.append((landmark, month, status))
            continue
        availability = json.loads(body)
        for entry in availability["nights"]:
            expected = availability["campsites"] - booked.get((landmark, entry["date"]), 0)
            if entry["free"] != expected:
                wrong.append((landmark, entry["date"], entry["free"], expected))
    return wrong


def check_one_slot_per_host():
    """A PostgreSQL that takes exactly one connection per host: every host
    starts and serves. (A host once wanted two connections to start, so hosts
    starting together held one each, waited for a second, and some exited.)"""
    directory = tempfile.mkdtemp(prefix="landmarks-cluster-slots.")
    os.rmdir(directory)
    print("cluster: Scripts/cluster up --hosts 3 --database-slots 3", flush=True)
    up = cluster("up", "--hosts", "3", "--port", "0", "--database-slots", "3", directory=directory)
    try:
        status = cluster("status", directory=directory)
        check("with 3 database slots for 3 hosts, Scripts/cluster up starts every host and each is ready",
              up.returncode == 0 and "3 of 3 hosts ready" in status.stdout,
              (up.stderr + status.stdout)[-1500:])
        if up.returncode == 0:
            ports = [open(os.path.join(directory, f"host-{i}.port")).read().strip() for i in (1, 2, 3)]
            answers = [request(f"http://127.0.0.1:{port}/readyz")[0] for port in ports]
            pool = open(os.path.join(directory, "pool-size")).read().strip()
            check(f"each host, its pool one connection ({pool}), answers /readyz from the database: {answers}",
                  pool == "1" and answers == [200, 200, 200], f"pool {pool}, {answers}")
    finally:
        down = cluster("down", directory=directory)
        check("Scripts/cluster down stops that cluster", down.returncode == 0 and not os.path.exists(directory),
              down.stderr)


def finish(directory):
    down = cluster("down", directory=directory)
    check("Scripts/cluster down stops everything", down.returncode == 0 and not os.path.exists(directory), down.stderr)


def summarize():
    passed = sum(1 for ok in results if ok)
    print(f"cluster: {passed} passed, {len(results) - passed} failed", flush=True)
    return 0 if passed == len(results) else 1


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # a crash is a failure, reported like one
        check("the cluster test ran to its end", False, repr(error))
        print(f"cluster: {sum(1 for ok in results if ok)} passed, {sum(1 for ok in results if not ok)} failed")
    sys.exit(0 if results and all(results) else 1)
