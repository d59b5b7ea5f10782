"""Journeys through the running app in a real browser (headless Chromium).

Run by Scripts/test against a host it started; alone:
    python3 Tests/Browser/journeys.py --base-url http://127.0.0.1:8080
Prints one line per journey and a closing "browser: N passed, N failed".
"""
import argparse
import os
import sys
import tempfile
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait


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
    wait_for(driver, (By.LINK_TEXT, "Log in"))
    driver.get(detail)
    wait_for(driver, (By.LINK_TEXT, "Log in")).click()
    wait_for(driver, (By.ID, "login-form"))
    driver.find_element(By.NAME, "email").send_keys(email.upper())
    driver.find_element(By.NAME, "password").send_keys("a long enough passphrase")
    driver.find_element(By.CSS_SELECTOR, "#login-form button").click()
    WebDriverWait(driver, 10).until(lambda d: d.current_url == detail)
    assert wait_for(driver, (By.CSS_SELECTOR, "#account .account-name")).text == "Walker <b>Trail</b>"


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
    WebDriverWait(driver, 10, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException)).until(
        lambda d: d.find_element(By.CSS_SELECTOR, "#landmarks .card button.heart").get_attribute("aria-pressed") == "true")
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


# remove-feature: Reservations {
def journey_book_two_nights_see_them_and_cancel(driver, base):
    """Someone logs in, opens a landmark, books two nights from its page, finds
    the stay under My reservations, cancels it after confirming, and sees it
    cancelled."""
    import datetime
    email = f"camper-{os.getpid()}-{int.from_bytes(os.urandom(3), 'big')}@example.com"
    password = "tents under the stars"
    driver.get(base + "/signup")
    driver.find_element(By.NAME, "name").send_keys("Camper")
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

    driver.get(base + "/landmarks")
    wait_for(driver, (By.CSS_SELECTOR, "#landmarks .card h2 a")).click()
    name = wait_for(driver, (By.CSS_SELECTOR, ".landmark-detail h1")).text
    driver.find_element(By.LINK_TEXT, "Book a campsite").click()
    form = wait_for(driver, (By.ID, "booking-form"))
    # 20 days ahead: far from "today" in any time zone a landmark keeps.
    today = datetime.datetime.now(datetime.timezone.utc).date()
    check_in = (today + datetime.timedelta(days=20)).isoformat()
    check_out = (today + datetime.timedelta(days=22)).isoformat()
    # A date input takes its value from script the same way in every locale.
    driver.execute_script("arguments[0].value = arguments[1]", driver.find_element(By.ID, "checkIn"), check_in)
    driver.execute_script("arguments[0].value = arguments[1]", driver.find_element(By.ID, "checkOut"), check_out)
    guests = driver.find_element(By.ID, "guests")
    guests.clear()
    guests.send_keys("2")
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait_for(driver, (By.ID, "notice"))
    assert driver.find_element(By.ID, "check-in").text == check_in

    driver.find_element(By.LINK_TEXT, "My reservations").click()
    card = wait_for(driver, (By.CSS_SELECTOR, "#upcoming .reservation"))
    assert card.find_element(By.CSS_SELECTOR, "h2 a").text == name, card.text
    assert check_in in card.text and "2 nights" in card.text, card.text
    assert card.find_element(By.CSS_SELECTOR, ".status").get_attribute("data-status") == "confirmed"
    card.find_element(By.CSS_SELECTOR, "h2 a").click()
    wait_for(driver, (By.ID, "cancel-link")).click()
    wait_for(driver, (By.ID, "cancel-form")).find_element(By.CSS_SELECTOR, "button").click()
    WebDriverWait(driver, 10, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException)).until(
        lambda d: d.find_element(By.CSS_SELECTOR, ".status").get_attribute("data-status") == "cancelled")
    assert not driver.find_elements(By.ID, "cancel-link"), "a cancelled stay offers no second cancel"
    driver.find_element(By.LINK_TEXT, "My reservations").click()
    badge = wait_for(driver, (By.CSS_SELECTOR, ".reservation .status"))
    assert badge.text == "Cancelled", badge.text


def journey_availability_tells_nights_apart_and_fits_a_phone(driver, base):
    """A visitor opens a landmark's availability and steps a year ahead: open, past-the-
    limit and the legend's full nights each look different, today is marked
    on this month's page, and on a phone-sized screen the month still fits
    without scrolling sideways."""
    driver.get(base + "/landmarks")
    wait_for(driver, (By.CSS_SELECTOR, "#landmarks .card h2 a")).click()
    wait_for(driver, (By.LINK_TEXT, "See availability")).click()
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
# remove-feature: Reservations }


JOURNEYS = [
    journey_browse_list_and_open_a_landmark,
    journey_filter_by_category_and_search,
    journey_categories_and_a_missing_landmark,
    journey_sign_up_log_out_and_log_in_again,
    journey_favorite_a_landmark_and_find_it_under_my_favorites,
    journey_book_two_nights_see_them_and_cancel,  # remove-feature: Reservations
    journey_availability_tells_nights_apart_and_fits_a_phone,  # remove-feature: Reservations
]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--screenshots", help="folder for a screenshot at the end of each journey")
    args = parser.parse_args()
    base = args.base_url.rstrip("/")
    passed = failed = 0
    for journey in JOURNEYS:
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
