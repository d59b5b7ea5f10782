/// Prices cross the API, and sit in the database, as whole US cents (an
/// `Int`, never a floating-point number); this is how a page or a terminal
/// shows one.
public enum USDollars {
    /// "$35" for whole dollars, "$35.50" otherwise, "$1,234" with a thousands
    /// separator; a negative amount (a refund) as "-$5".
    public static func text(cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let dollars = String(magnitude / 100)
        var grouped = ""
        for (index, digit) in dollars.enumerated() {
            if index > 0, (dollars.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        let rest = magnitude % 100
        let fraction = rest == 0 ? "" : "." + (rest < 10 ? "0" : "") + String(rest)
        return "\(sign)$\(grouped)\(fraction)"
    }
}
