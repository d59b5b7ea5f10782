import LandmarksDomain

/// A landmark as the seed migration writes it.
struct LandmarkSeed: Sendable {
    var name: String
    var park: String
    var state: String
    var category: LandmarkCategory
    var latitude: Double
    var longitude: Double
    var campsites: Int
    var description: String
    /// Its campground's loops, shaped like the real one's (kinds, sizes,
    /// accessible sites) at the scale of `campsites`; none for the standard
    /// layout (`CampsiteLayout.standard`).
    var campground: [CampsiteLayout.Loop] = []

    /// The sites it is laid out as: its campground's, or the standard
    /// layout of its count.
    var sites: [Campsite] {
        // Cannot fail: LandmarkSitesTests lays out every seed, and finds each
        // campground within the rules with exactly `campsites` sites.
        campground.isEmpty ? CampsiteLayout.standard(count: campsites) : try! CampsiteLayout.sites(campground)
    }

    /// The sites of a stored landmark first laid out: the seed's own when
    /// the landmark is one (its name, with the seed's count), else the
    /// standard layout of `count`.
    static func sites(ofLandmarkNamed name: String, count: Int) -> [Campsite] {
        all.first { $0.name == name && $0.campsites == count }?.sites ?? CampsiteLayout.standard(count: count)
    }
}

extension LandmarkSeed {
    /// Real places, with their real coordinates. Campsite counts are what this
    /// app offers for booking, kept small so a full night is easy to reach;
    /// the campgrounds are shaped like the real ones nearest (as the parks
    /// describe them: loops of tent and RV sites, hike-in or walk-in sites,
    /// group sites, a few accessible), at that scale.
    static let all: [LandmarkSeed] = [
        .init(
            name: "Yosemite Valley", park: "Yosemite National Park", state: "California", category: .nationalPark,
            latitude: 37.7456, longitude: -119.5936, campsites: 12,
            description:
                "A glacier-carved valley framed by El Capitan and Half Dome, with meadows along the Merced River."),
        .init(
            name: "Half Dome", park: "Yosemite National Park", state: "California", category: .mountain,
            latitude: 37.7459, longitude: -119.5332, campsites: 4,
            description:
                "A granite dome rising nearly 1,500 metres above the valley floor; the cable route to its top is a"
                + " classic day hike."
        ),
        .init(
            name: "Yosemite Falls", park: "Yosemite National Park", state: "California", category: .waterfall,
            latitude: 37.7566, longitude: -119.5969, campsites: 6,
            description:
                "One of the tallest waterfalls in North America, at its loudest in late spring when the snow melts.",
            // Camp 4's walk-in sites (cars stay in its lot), and a few tent
            // sites along the road.
            campground: [
                .init("A", 2, .tent, people: 6, vehicles: 2, accessible: 1),
                .init("W", 4, .walkIn, people: 6, vehicles: 0, accessible: 1),
            ]),
        .init(
            name: "Grand Canyon South Rim", park: "Grand Canyon National Park", state: "Arizona", category: .canyon,
            latitude: 36.0544, longitude: -112.1401, campsites: 20,
            description: "Views a mile down to the Colorado River across two billion years of exposed rock.",
            campground: [
                .init("A", 9, .tent, people: 6, vehicles: 2, accessible: 1),
                .init("B", 8, .rv, people: 6, vehicles: 2, accessible: 1),
                .init("G", 2, .group, people: 40, vehicles: 3),
                .init("W", 1, .walkIn, people: 6, vehicles: 0),
            ]),
        .init(
            name: "Old Faithful", park: "Yellowstone National Park", state: "Wyoming", category: .nationalPark,
            latitude: 44.4605, longitude: -110.8281, campsites: 15,
            description: "The geyser that erupts about every hour and a half, in the world's first national park.",
            campground: [
                .init("A", 7, .tent, people: 6, vehicles: 2, accessible: 1),
                .init("B", 6, .rv, people: 6, vehicles: 2, accessible: 1),
                .init("G", 1, .group, people: 30, vehicles: 4),
                .init("W", 1, .walkIn, people: 4, vehicles: 0),
            ]),
        .init(
            name: "Grand Prismatic Spring", park: "Yellowstone National Park", state: "Wyoming", category: .lake,
            latitude: 44.5251, longitude: -110.8382, campsites: 5,
            description:
                "The largest hot spring in the United States, ringed with orange and green bands of microbial mats.",
            campground: [
                .init("A", 3, .tent, people: 6, vehicles: 2, accessible: 1),
                .init("B", 2, .rv, people: 6, vehicles: 2),
            ]),
        .init(
            name: "Zion Canyon", park: "Zion National Park", state: "Utah", category: .canyon,
            latitude: 37.2982, longitude: -113.0263, campsites: 10,
            description:
                "Red sandstone walls above the Virgin River, with the Narrows and Angels Landing at its heart.",
            campground: [
                .init("A", 5, .tent, people: 6, vehicles: 2, accessible: 1),
                .init("B", 4, .rv, people: 6, vehicles: 2, accessible: 1),
                .init("G", 1, .group, people: 40, vehicles: 6),
            ]),
        .init(
            name: "Bryce Amphitheater", park: "Bryce Canyon National Park", state: "Utah", category: .canyon,
            latitude: 37.6283, longitude: -112.1677, campsites: 8,
            description: "A bowl of orange hoodoos, best seen from Sunrise and Sunset Points.",
            campground: [
                .init("A", 4, .tent, people: 10, vehicles: 2, accessible: 1),
                .init("B", 4, .rv, people: 10, vehicles: 2, accessible: 1),
            ]),
        .init(
            name: "Delicate Arch", park: "Arches National Park", state: "Utah", category: .nationalPark,
            latitude: 38.7436, longitude: -109.4993, campsites: 6,
            description:
                "A freestanding sandstone arch on the rim of a slickrock bowl, reached by a three-mile round trip.",
            campground: [
                .init("A", 4, .tent, people: 10, vehicles: 2, accessible: 1),
                .init("G", 2, .group, people: 35, vehicles: 5),
            ]),
        .init(
            name: "Crater Lake", park: "Crater Lake National Park", state: "Oregon", category: .lake,
            latitude: 42.9446, longitude: -122.1090, campsites: 9,
            description:
                "The deepest lake in the United States, filling the caldera of the collapsed volcano Mount Mazama.",
            campground: [
                .init("A", 6, .tent, people: 6, vehicles: 2, accessible: 1),
                .init("B", 3, .rv, people: 6, vehicles: 2, accessible: 1),
            ]),
        .init(
            name: "Lake Tahoe", park: "Lake Tahoe Basin", state: "California", category: .lake,
            latitude: 39.0968, longitude: -120.0324, campsites: 14,
            description: "A large alpine lake on the California and Nevada border, known for its clear blue water."),
        .init(
            name: "Lake McDonald", park: "Glacier National Park", state: "Montana", category: .lake,
            latitude: 48.5283, longitude: -113.9920, campsites: 8,
            description: "The largest lake in Glacier National Park, with colored stones visible through its"
                + " shallows.",
            campground: [
                .init("A", 4, .tent, people: 8, vehicles: 2, accessible: 1),
                .init("B", 3, .rv, people: 8, vehicles: 2),
                .init("G", 1, .group, people: 24, vehicles: 6),
            ]),
        .init(
            name: "Mono Lake", park: "Mono Basin", state: "California", category: .lake,
            latitude: 38.0160, longitude: -119.0092, campsites: 5,
            description: "A saline lake east of the Sierra Nevada, known for its tufa towers.",
            campground: [
                .init("A", 3, .tent, people: 6, vehicles: 2, accessible: 1),
                .init("B", 2, .rv, people: 6, vehicles: 2),
            ]),
        .init(
            name: "Lake Powell", park: "Glen Canyon National Recreation Area", state: "Utah", category: .lake,
            latitude: 37.0683, longitude: -111.2433, campsites: 16,
            description: "A reservoir on the Colorado River winding through flooded red-rock canyons.",
            campground: [
                .init("A", 5, .tent, people: 8, vehicles: 2, accessible: 1),
                .init("B", 10, .rv, people: 8, vehicles: 2, accessible: 1),
                .init("G", 1, .group, people: 40, vehicles: 6),
            ]),
        .init(
            name: "Mount Rainier", park: "Mount Rainier National Park", state: "Washington", category: .mountain,
            latitude: 46.8523, longitude: -121.7603, campsites: 10,
            description: "A glaciated volcano above wildflower meadows at Paradise and Sunrise.",
            campground: [
                .init("A", 6, .tent, people: 6, vehicles: 2, accessible: 1),
                .init("B", 3, .rv, people: 6, vehicles: 2),
                .init("G", 1, .group, people: 24, vehicles: 6),
            ]),
        .init(
            name: "Denali", park: "Denali National Park", state: "Alaska", category: .mountain,
            latitude: 63.0692, longitude: -151.0070, campsites: 6,
            description: "The highest peak in North America, at 6,190 metres, above a wilderness of tundra and taiga.",
            campground: [
                .init("A", 2, .tent, people: 8, vehicles: 2, accessible: 1),
                .init("B", 2, .rv, people: 8, vehicles: 2),
                .init("W", 2, .walkIn, people: 4, vehicles: 0),
            ]),
        .init(
            name: "Mount Whitney", park: "Sequoia National Park", state: "California", category: .mountain,
            latitude: 36.5785, longitude: -118.2923, campsites: 4,
            description: "The highest summit in the contiguous United States, climbed by a 22-mile trail."),
        .init(
            name: "Grand Teton", park: "Grand Teton National Park", state: "Wyoming", category: .mountain,
            latitude: 43.7410, longitude: -110.8024, campsites: 9,
            description: "A jagged peak rising without foothills above Jackson Hole and its lakes.",
            campground: [
                .init("A", 9, .tent, people: 6, vehicles: 1, accessible: 1)
            ]),
        .init(
            name: "Clingmans Dome", park: "Great Smoky Mountains National Park", state: "Tennessee",
            category: .mountain,
            latitude: 35.5628, longitude: -83.4985, campsites: 7,
            description: "The highest point in the Smokies, with an observation tower above the spruce-fir forest.",
            campground: [
                .init("A", 4, .tent, people: 6, vehicles: 2, accessible: 1),
                .init("B", 2, .rv, people: 6, vehicles: 2),
                .init("W", 1, .walkIn, people: 6, vehicles: 0),
            ]),
        .init(
            name: "Cadillac Mountain", park: "Acadia National Park", state: "Maine", category: .mountain,
            latitude: 44.3526, longitude: -68.2249, campsites: 6,
            description: "The highest point on the North Atlantic seaboard, where autumn sunrises come early.",
            campground: [
                .init("A", 3, .tent, people: 6, vehicles: 2, accessible: 1),
                .init("B", 1, .rv, people: 6, vehicles: 2),
                .init("W", 2, .walkIn, people: 4, vehicles: 0),
            ]),
        .init(
            name: "Haleakalā Crater", park: "Haleakalā National Park", state: "Hawaii", category: .mountain,
            latitude: 20.7097, longitude: -156.2533, campsites: 3,
            description: "The summit basin of a dormant volcano on Maui, famous for sunrise above the clouds."),
        .init(
            name: "Kīlauea", park: "Hawaiʻi Volcanoes National Park", state: "Hawaii", category: .nationalPark,
            latitude: 19.4069, longitude: -155.2834, campsites: 5,
            description: "One of the world's most active volcanoes, with a summit caldera and steaming vents.",
            campground: [
                .init("A", 5, .tent, people: 6, vehicles: 1, accessible: 1)
            ]),
        .init(
            name: "General Sherman Tree", park: "Sequoia National Park", state: "California", category: .nationalPark,
            latitude: 36.5819, longitude: -118.7511, campsites: 8,
            description: "The largest living tree by volume, in the Giant Forest of sequoias.",
            campground: [
                .init("A", 5, .tent, people: 6, vehicles: 2, accessible: 1),
                .init("B", 3, .rv, people: 6, vehicles: 2, accessible: 1),
            ]),
        .init(
            name: "Anhinga Trail", park: "Everglades National Park", state: "Florida", category: .nationalPark,
            latitude: 25.3826, longitude: -80.6093, campsites: 6,
            description: "A boardwalk over sawgrass marsh where alligators, herons and anhingas are seen up close.",
            campground: [
                .init("A", 2, .tent, people: 8, vehicles: 2),
                .init("B", 3, .rv, people: 8, vehicles: 2, accessible: 1),
                .init("G", 1, .group, people: 30, vehicles: 4),
            ]),
        .init(
            name: "Statue of Liberty", park: "Liberty Island", state: "New York", category: .monument,
            latitude: 40.6892, longitude: -74.0445, campsites: 0,
            description: "The copper statue given by France in 1886, at the entrance to New York Harbor."),
        .init(
            name: "Mount Rushmore", park: "Black Hills", state: "South Dakota", category: .monument,
            latitude: 43.8791, longitude: -103.4591, campsites: 5,
            description: "Four presidents carved into the granite of the Black Hills between 1927 and 1941.",
            campground: [
                .init("A", 3, .tent, people: 8, vehicles: 2, accessible: 1),
                .init("B", 2, .rv, people: 8, vehicles: 2),
            ]),
        .init(
            name: "Devils Tower", park: "Devils Tower National Monument", state: "Wyoming", category: .monument,
            latitude: 44.5902, longitude: -104.7146, campsites: 4,
            description: "An igneous butte of columnar rock, the first national monument of the United States.",
            campground: [
                .init("A", 2, .tent, people: 8, vehicles: 2, accessible: 1),
                .init("B", 1, .rv, people: 8, vehicles: 2),
                .init("G", 1, .group, people: 40, vehicles: 6),
            ]),
        .init(
            name: "Lincoln Memorial", park: "National Mall", state: "District of Columbia", category: .monument,
            latitude: 38.8893, longitude: -77.0502, campsites: 0,
            description: "A Greek-temple memorial to Abraham Lincoln facing the Reflecting Pool."),
        .init(
            name: "Gateway Arch", park: "Gateway Arch National Park", state: "Missouri", category: .monument,
            latitude: 38.6247, longitude: -90.1848, campsites: 0,
            description: "A 192-metre stainless-steel arch on the Mississippi riverfront in St. Louis."),
        .init(
            name: "Monument Valley", park: "Navajo Nation", state: "Arizona", category: .monument,
            latitude: 36.9980, longitude: -110.0985, campsites: 6,
            description: "Sandstone buttes rising from the desert floor on the Arizona and Utah border.",
            campground: [
                .init("A", 3, .tent, people: 6, vehicles: 1),
                .init("B", 3, .rv, people: 6, vehicles: 2, accessible: 1),
            ]),
        .init(
            name: "Antelope Canyon", park: "Navajo Nation", state: "Arizona", category: .canyon,
            latitude: 36.8619, longitude: -111.3743, campsites: 3,
            description: "A slot canyon of wave-shaped sandstone lit by shafts of midday sun."),
        .init(
            name: "Horseshoe Bend", park: "Glen Canyon National Recreation Area", state: "Arizona", category: .canyon,
            latitude: 36.8791, longitude: -111.5104, campsites: 4,
            description: "A tight meander of the Colorado River, seen from a cliff a thousand feet above it."),
        .init(
            name: "Multnomah Falls", park: "Columbia River Gorge", state: "Oregon", category: .waterfall,
            latitude: 45.5762, longitude: -122.1158, campsites: 5,
            description: "A two-tiered waterfall of 189 metres, crossed by the Benson Footbridge.",
            campground: [
                .init("B", 3, .rv, people: 8, vehicles: 2, accessible: 1),
                .init("W", 2, .walkIn, people: 6, vehicles: 0),
            ]),
        .init(
            name: "Niagara Falls", park: "Niagara Falls State Park", state: "New York", category: .waterfall,
            latitude: 43.0962, longitude: -79.0377, campsites: 10,
            description: "Three waterfalls on the Niagara River with the highest flow rate of any in North America.",
            campground: [
                .init("A", 4, .tent, people: 6, vehicles: 2, accessible: 1),
                .init("B", 6, .rv, people: 6, vehicles: 2, accessible: 1),
            ]),
        .init(
            name: "McWay Falls", park: "Julia Pfeiffer Burns State Park", state: "California", category: .waterfall,
            latitude: 36.1580, longitude: -121.6722, campsites: 3,
            description: "A waterfall dropping onto a beach cove on the Big Sur coast."),
        .init(
            name: "Ruby Beach", park: "Olympic National Park", state: "Washington", category: .coast,
            latitude: 47.7105, longitude: -124.4152, campsites: 7,
            description: "A wild Pacific beach of sea stacks and driftwood at the mouth of Cedar Creek.",
            campground: [
                .init("A", 4, .tent, people: 8, vehicles: 2, accessible: 1),
                .init("B", 2, .rv, people: 8, vehicles: 2),
                .init("G", 1, .group, people: 40, vehicles: 6),
            ]),
        .init(
            name: "Cape Hatteras Lighthouse", park: "Cape Hatteras National Seashore", state: "North Carolina",
            category: .coast,
            latitude: 35.2505, longitude: -75.5288, campsites: 8,
            description: "The tallest brick lighthouse in the United States, moved inland in 1999 to escape the sea.",
            campground: [
                .init("A", 3, .tent, people: 6, vehicles: 2, accessible: 1),
                .init("B", 4, .rv, people: 6, vehicles: 2, accessible: 1),
                .init("G", 1, .group, people: 30, vehicles: 4),
            ]),
    ]
}
