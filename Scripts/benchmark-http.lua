-- wrk script for Scripts/benchmark-http: each request books one night at one
-- of LANDMARK_IDS, on a random night from FIRST_DAY days ahead over
-- NIGHT_COUNT nights. A wide range measures the write path (most bookings
-- succeed); a narrow one is a race for the last campsites. Each request is
-- made by one of TOKENS at random: an account holds one stay at a time at a
-- landmark, so a second one on its nights is refused (409, like a full night).
-- The script fills in LANDMARK_IDS, TOKENS, FIRST_DAY and NIGHT_COUNT.
local ids = { LANDMARK_IDS }
local tokens = { "TOKENS" }
local first_day, night_count = FIRST_DAY, NIGHT_COUNT
local threads = {}

function setup(thread)
    thread:set("seed", #threads + 1)
    table.insert(threads, thread)
end

function init(args)
    math.randomseed(os.time() * 100 + seed)
    created, refused, other = 0, 0, 0
    headers = { ["Content-Type"] = "application/json" }
    -- Days are counted from today's UTC midnight, as the server counts them.
    local now = os.time()
    today = now - now % 86400
end

function request()
    local id = ids[math.random(#ids)]
    local start = today + 86400 * (first_day + math.random(0, night_count - 1))
    -- One person without a vehicle: every site takes them, walk-in sites
    -- included, so the free site-nights are all theirs to take.
    local body = string.format('{"landmarkId": %d, "checkIn": "%s", "checkOut": "%s", "guests": 1, "vehicles": 0}',
        id, os.date("!%Y-%m-%d", start), os.date("!%Y-%m-%d", start + 86400))
    headers["Authorization"] = "Bearer " .. tokens[math.random(#tokens)]
    return wrk.format("POST", "/api/v1/reservations", headers, body)
end

function response(status, headers, body)
    if status == 201 then created = created + 1
    elseif status == 409 then refused = refused + 1
    else other = other + 1 end
end

function done(summary, latency, requests)
    local c, r, o = 0, 0, 0
    for _, thread in ipairs(threads) do
        c = c + thread:get("created")
        r = r + thread:get("refused")
        o = o + thread:get("other")
    end
    io.write(string.format("bookings: %d created, %d refused, %d other\n", c, r, o))
end
