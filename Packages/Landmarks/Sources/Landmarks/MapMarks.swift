import LandmarksDomain

/// The marks on the list's map: each landmark alone as a pin, or, where
/// pins would lie closer than a fingertip on a phone, several together as one
/// cluster with a count.
///
/// Every mark is a square target of `target` map units around its centre,
/// and no two centres are closer than `spacing` on either axis, so no two
/// targets overlap at any width. The map is drawn 960 units wide; on a 390 px
/// phone (less the page's margins) it is about 374 px wide, where 66 units are
/// about 25.7 CSS px: above WCAG 2.2's 24 × 24 px target size.
struct MapMarks {
    /// One mark: the landmarks under it (one for a pin), where each is, and
    /// its centre (the mean of their places).
    struct Mark {
        private(set) var landmarks: [Landmark]
        private(set) var places: [MapPoint]
        private(set) var centre: MapPoint

        init(_ landmark: Landmark) {
            let place = MapPoint(landmark)
            landmarks = [landmark]
            places = [place]
            centre = place
        }

        /// The landmark a cluster opens on (the list nearest to it): the one
        /// nearest the cluster's centre.
        var nearestToCentre: Landmark {
            let nearest = places.indices.min { places[$0].distance(to: centre) < places[$1].distance(to: centre) }
            return landmarks[nearest ?? 0]
        }

        mutating func absorb(_ other: Mark) {
            landmarks += other.landmarks
            places += other.places
            let count = Double(places.count)
            centre = MapPoint(
                x: places.reduce(0) { $0 + $1.x } / count, y: places.reduce(0) { $0 + $1.y } / count)
        }
    }

    /// A place on the map, in map units (y grows down).
    struct MapPoint {
        let x: Double
        let y: Double

        init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        init(_ landmark: Landmark) {
            let point = USMap.place(latitude: landmark.coordinate.latitude, longitude: landmark.coordinate.longitude)
            self.init(x: point.x, y: point.y)
        }

        /// The distance on the farther axis: what decides whether two square
        /// targets overlap.
        func distance(to other: MapPoint) -> Double {
            max(abs(x - other.x), abs(y - other.y))
        }
    }

    /// The side of each mark's square target, in map units.
    static let target = 66.0
    /// The least distance between two marks' centres on the farther axis.
    static let spacing = 68.0

    let marks: [Mark]

    /// Groups the landmarks, in the order given: each joins the first mark
    /// within `spacing`; then marks whose centres moved within `spacing` of
    /// each other are merged until none are.
    init(_ landmarks: [Landmark]) {
        var marks: [Mark] = []
        for landmark in landmarks {
            let mark = Mark(landmark)
            if let index = marks.firstIndex(where: { $0.centre.distance(to: mark.centre) < Self.spacing }) {
                marks[index].absorb(mark)
            } else {
                marks.append(mark)
            }
        }
        while let (first, second) = Self.closePair(in: marks) {
            marks[first].absorb(marks[second])
            marks.remove(at: second)
        }
        self.marks = marks
    }

    private static func closePair(in marks: [Mark]) -> (Int, Int)? {
        for first in marks.indices {
            for second in marks.indices where second > first {
                if marks[first].centre.distance(to: marks[second].centre) < spacing { return (first, second) }
            }
        }
        return nil
    }
}
