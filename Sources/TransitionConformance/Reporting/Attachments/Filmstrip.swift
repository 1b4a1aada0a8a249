import Foundation

extension TransitionTrace {
    /// The trace drawn as a filmstrip: a standalone SVG 1.1 picture of where each view was, and
    /// how visible, at every sample, ending with a larger picture of the state after the end.
    ///
    /// Each frame is a miniature of the window with the time under it. Each followed view is a
    /// rectangle in its own colour (the container grey, the from-view blue, the to-view green,
    /// added views orange, purple, …) at its displayed frame; the fill's opacity is half the
    /// view's alpha (the container's, less), so a view at alpha 0 is an empty outline and overlapping views stay visible;
    /// a hidden view is dashed. Views out of the window are small dotted chips under the frame.
    /// The last frame (after the end) has a dark border, and the views in ``leftovers`` are drawn
    /// in red there and in the end-state picture, each with a numbered label; the legend beside
    /// it names every view, where it ended and, in red, what is wrong. Open it in a browser;
    /// hovering a rectangle shows the view's name, alpha and frame.
    ///
    /// ```swift
    /// try trace.filmstripSVG().write(toFile: "/tmp/filmstrip.svg", atomically: true, encoding: .utf8)
    /// ```
    public func filmstripSVG() -> String {
        Filmstrip(trace: self).svg()
    }
}

/// The layout and drawing of ``TransitionTrace/filmstripSVG()``.
struct Filmstrip {
    let trace: TransitionTrace
    /// Points to pixels in the small frames: the window's longer side is 150 px.
    let scale: Double
    let thumbnail: (width: Double, height: Double)
    let cell: (width: Double, height: Double)
    let columns: Int
    let headerLines: [String]
    /// The picture's width in pixels.
    let width: Double
    static let margin = 16.0
    static let red = "#d62728"

    init(trace: TransitionTrace) {
        self.trace = trace
        let longer = max(trace.window.width, trace.window.height, 1)
        scale = 150 / longer
        thumbnail = (trace.window.width * scale, trace.window.height * scale)
        cell = (max(thumbnail.width, 70) + 14, thumbnail.height + 44)
        columns = max(1, min(trace.samples.count, Int(1180 / cell.width)))
        width = max(Self.margin * 2 + Double(columns) * cell.width, EndPanel.width(for: trace) + Self.margin * 2, 1000)
        var header = ["Scenario: \(trace.scenario)"]
        let characters = Int((width - 2 * Self.margin) / 6.6)
        for violation in trace.violations {
            header += SVGText.wrap("[\(violation.id)] (\(violation.level)) \(violation.observed)", width: characters, maximumLines: 3)
        }
        header += SVGText.wrap(
            "Clock: \(trace.outcome). A frame every \(String(format: "%.3g", trace.interval)) s of virtual time, and at the start, completeTransition and after the end.",
            width: characters, maximumLines: 3)
        headerLines = header
    }

    var stripTop: Double { Self.margin + 24 + Double(headerLines.count) * 15 + 8 }
    var stripHeight: Double { Double((trace.samples.count + columns - 1) / columns) * cell.height }

    func svg() -> String {
        let endTop = stripTop + stripHeight + 12
        let end = EndPanel(trace: trace, top: endTop)
        let height = endTop + end.height + Self.margin
        var out = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(SVGText.number(width))\" height=\"\(SVGText.number(height))\" viewBox=\"0 0 \(SVGText.number(width)) \(SVGText.number(height))\" font-family=\"Helvetica, Arial, sans-serif\">",
            "<title>\(SVGText.escape("\(trace.subject): \(trace.violations.map(\.id).joined(separator: ", ")) — \(trace.scenario)"))</title>",
            "<defs><pattern id=\"culprit-hatch\" patternUnits=\"userSpaceOnUse\" width=\"8\" height=\"8\" patternTransform=\"rotate(45)\"><rect x=\"0\" y=\"0\" width=\"3\" height=\"8\" fill=\"\(Self.red)\" fill-opacity=\"0.45\"/></pattern><clipPath id=\"thumbnail\"><rect x=\"0\" y=\"0\" width=\"\(SVGText.number(thumbnail.width))\" height=\"\(SVGText.number(thumbnail.height))\"/></clipPath>\(end.clipPath)</defs>",
            "<rect x=\"0\" y=\"0\" width=\"\(SVGText.number(width))\" height=\"\(SVGText.number(height))\" fill=\"#ffffff\"/>",
            "<text x=\"\(Self.margin)\" y=\"\(Self.margin + 14)\" font-size=\"16\" font-weight=\"bold\">\(SVGText.escape("\(trace.subject) — \(trace.violations.map(\.id).joined(separator: ", "))"))</text>",
            SVGText.lines(headerLines, x: Self.margin, y: Self.margin + 34, lineHeight: 15, attributes: "font-size=\"11.5\" fill=\"#333333\""),
        ]
        for (index, sample) in trace.samples.enumerated() {
            let x = Self.margin + Double(index % columns) * cell.width
            let y = stripTop + Double(index / columns) * cell.height
            out.append(frame(sample, index: index, isLast: index == trace.samples.count - 1, x: x, y: y))
        }
        out.append(end.svg())
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// One small frame: the window, the views in it, the chips of the views out of it, the time.
    private func frame(_ sample: TransitionTrace.Sample, index: Int, isLast: Bool, x: Double, y: Double) -> String {
        let culprits = Set(trace.leftovers.map(\.key))
        var parts = ["<g id=\"frame-\(index)\" class=\"frame\" transform=\"translate(\(SVGText.number(x)),\(SVGText.number(y)))\">"]
        let size = "width=\"\(SVGText.number(thumbnail.width))\" height=\"\(SVGText.number(thumbnail.height))\""
        parts.append("<rect class=\"window\" x=\"0\" y=\"0\" \(size) fill=\"#f7f7f7\"/>")
        parts.append("<g clip-path=\"url(#thumbnail)\">")
        var chips = 0
        for state in sample.views where state.inWindow {
            let red = isLast && culprits.contains(state.key)
            parts.append(Self.rect(state, trace: trace, scale: scale, origin: (0, 0), id: "f\(index)-\(state.key)", culprit: red))
        }
        parts.append("</g>")
        parts.append(
            "<rect class=\"border\" x=\"0\" y=\"0\" \(size) fill=\"none\" stroke=\"\(isLast ? "#222222" : "#bbbbbb")\" stroke-width=\"\(isLast ? 3 : 1)\"/>")
        if isLast {
            for state in sample.views where state.inWindow && culprits.contains(state.key) {
                parts.append(Self.mark(state, scale: scale, bounds: thumbnail, strokeWidth: 2) ?? "")
            }
        }
        for state in sample.views where !state.inWindow {
            let chip = TransitionTrace.ViewState(
                key: state.key, frame: .init(x: Double(chips) * 12, y: 0, width: 9, height: 7), alpha: state.alpha, isHidden: state.isHidden,
                inWindow: false, superview: state.superview)
            parts.append(Self.rect(chip, trace: trace, scale: 1, origin: (0, thumbnail.height + 4), id: "f\(index)-\(state.key)", culprit: false))
            chips += 1
        }
        let moment = ["start": "start", "completeTransition": "completeTransition", "end": "after the end"][sample.moment] ?? ""
        let caption = "t=\(String(format: "%.2f", sample.time))"
        parts.append(
            "<text x=\"0\" y=\"\(SVGText.number(thumbnail.height + 23))\" font-size=\"10.5\"\(isLast ? " font-weight=\"bold\"" : "")>\(SVGText.escape(caption))</text>"
        )
        if !moment.isEmpty {
            parts.append(
                "<text x=\"0\" y=\"\(SVGText.number(thumbnail.height + 35))\" font-size=\"9.5\" fill=\"\(isLast ? "#000000" : "#555555")\"\(isLast ? " font-weight=\"bold\"" : "")>\(SVGText.escape(moment))</text>"
            )
        }
        parts.append("</g>")
        return parts.joined(separator: "\n")
    }

    /// A view's rectangle: its colour, fill opacity half its alpha, dashed when hidden, dotted
    /// when out of the window, red and thick when it is a culprit; its title names it.
    static func rect(
        _ state: TransitionTrace.ViewState, trace: TransitionTrace, scale: Double, origin: (x: Double, y: Double), id: String, culprit: Bool
    ) -> String {
        let view = trace.views.first { $0.key == state.key }
        let colour = culprit ? red : Self.colour(of: state.key, in: trace)
        let dash = !state.inWindow ? " stroke-dasharray=\"1.5 1.5\"" : state.isHidden ? " stroke-dasharray=\"5 3\"" : ""
        let alpha = max(0, min(1, state.alpha))
        let f = state.frame
        let title =
            "\(view?.name ?? state.key) (\(view?.role ?? "view")): alpha \(String(format: "%.2f", state.alpha))\(state.isHidden ? ", hidden" : ""), "
            + (state.inWindow
                ? "frame (\(SVGText.number(f.x)), \(SVGText.number(f.y)), \(SVGText.number(f.width))×\(SVGText.number(f.height)))"
                : "not in the window")
        return
            "<rect id=\"\(id)\" class=\"view\(culprit ? " culprit" : "")\" x=\"\(SVGText.number(origin.x + f.x * scale))\" y=\"\(SVGText.number(origin.y + f.y * scale))\" width=\"\(SVGText.number(max(f.width * scale, 0)))\" height=\"\(SVGText.number(max(f.height * scale, 0)))\" fill=\"\(colour)\" fill-opacity=\"\(String(format: "%.2f", alpha * (view?.role == "container" ? 0.15 : 0.5)))\" stroke=\"\(colour)\" stroke-width=\"\(culprit ? 2.5 : 1.2)\"\(dash)><title>\(SVGText.escape(title))</title></rect>"
    }

    /// The red hatched overlay on a view left where it should not be, cut to the window and inset
    /// so its outline shows even when the view covers the whole window; nil when nothing of the
    /// view is in the window.
    static func mark(_ state: TransitionTrace.ViewState, scale: Double, bounds: (width: Double, height: Double), strokeWidth: Double) -> String? {
        let f = state.frame
        let inset = strokeWidth / 2 + 1
        let minX = max(f.x * scale, 0) + inset
        let minY = max(f.y * scale, 0) + inset
        let maxX = min((f.x + f.width) * scale, bounds.width) - inset
        let maxY = min((f.y + f.height) * scale, bounds.height) - inset
        guard maxX > minX, maxY > minY else { return nil }
        return
            "<rect class=\"mark\" x=\"\(SVGText.number(minX))\" y=\"\(SVGText.number(minY))\" width=\"\(SVGText.number(maxX - minX))\" height=\"\(SVGText.number(maxY - minY))\" fill=\"url(#culprit-hatch)\" stroke=\"\(red)\" stroke-width=\"\(SVGText.number(strokeWidth))\"/>"
    }

    /// The colour of a view: grey for the container, blue for the from-view, green for the
    /// to-view, then a palette for added views (never red, which marks culprits).
    static func colour(of key: String, in trace: TransitionTrace) -> String {
        let palette = ["#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22"]
        switch trace.views.first(where: { $0.key == key })?.role {
        case "container": return "#999999"
        case "from-view": return "#1f77b4"
        case "to-view": return "#2ca02c"
        default:
            let added = trace.views.filter { $0.role != "container" && $0.role != "from-view" && $0.role != "to-view" }
            let index = added.firstIndex { $0.key == key } ?? 0
            return palette[index % palette.count]
        }
    }
}
