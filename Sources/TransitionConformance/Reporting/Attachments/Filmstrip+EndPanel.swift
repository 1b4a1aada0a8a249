import Foundation

extension Filmstrip {
    /// The picture under the strip: the state after the end at a larger scale, with each view
    /// left where it should not be drawn in red with a numbered label, and beside it the legend:
    /// every view, where it ended, and what is wrong.
    struct EndPanel {
        let trace: TransitionTrace
        let top: Double
        let scale: Double
        let drawing: (width: Double, height: Double)
        let legend: [(key: String?, text: String, isProblem: Bool)]
        static let lineHeight = 16.0
        static let legendWidth = 600.0

        init(trace: TransitionTrace, top: Double) {
            self.trace = trace
            self.top = top
            scale = 320 / max(trace.window.width, trace.window.height, 1)
            drawing = (trace.window.width * scale, trace.window.height * scale)
            let last = trace.samples.last
            var legend: [(String?, String, Bool)] = [(nil, "After the end (t=\(String(format: "%.2f", last?.time ?? 0))):", false)]
            for view in trace.views {
                let where_: String
                if let state = last?.views.first(where: { $0.key == view.key }) {
                    let f = state.frame
                    where_ =
                        state.inWindow
                        ? "in \(state.superview ?? "the window") at (\(SVGText.number(f.x)), \(SVGText.number(f.y)), \(SVGText.number(f.width))×\(SVGText.number(f.height))), alpha \(String(format: "%.2f", state.alpha))\(state.isHidden ? ", hidden" : "")"
                        : "not in the window"
                } else {
                    where_ = "not seen"
                }
                legend.append((view.key, "\(view.name) (\(view.role)): \(where_)", false))
            }
            if !trace.leftovers.isEmpty {
                legend.append((nil, "", false))
                legend.append((nil, "Left where it should not be:", true))
                for (index, leftover) in trace.leftovers.enumerated() {
                    let name = trace.views.first { $0.key == leftover.key }?.name ?? leftover.key
                    for (line, text) in SVGText.wrap("\(index + 1). \(name): \(leftover.problem)", width: 92, maximumLines: 3).enumerated() {
                        legend.append((nil, line == 0 ? text : "    " + text, true))
                    }
                }
            } else if trace.samples.last != nil {
                legend.append((nil, "", false))
                let completed = trace.events.contains { $0.call.hasPrefix("completeTransition(") }
                legend.append((nil, completed ? "No view is marked: see the violations above." : "completeTransition was never called.", !completed))
            }
            self.legend = legend
        }

        var width: Double { Self.width(for: trace) }

        /// The panel's width for a trace: the drawing, a gap and the legend.
        static func width(for trace: TransitionTrace) -> Double {
            trace.window.width * 320 / max(trace.window.width, trace.window.height, 1) + 24 + legendWidth
        }
        var height: Double { max(drawing.height + 8, Double(legend.count) * Self.lineHeight + 8) }

        var clipPath: String {
            "<clipPath id=\"end-window\"><rect x=\"0\" y=\"0\" width=\"\(SVGText.number(drawing.width))\" height=\"\(SVGText.number(drawing.height))\"/></clipPath>"
        }

        func svg() -> String {
            let margin = Filmstrip.margin
            var parts = ["<g id=\"end-state\" transform=\"translate(\(SVGText.number(margin)),\(SVGText.number(top)))\">"]
            let size = "width=\"\(SVGText.number(drawing.width))\" height=\"\(SVGText.number(drawing.height))\""
            parts.append("<rect class=\"window\" x=\"0\" y=\"0\" \(size) fill=\"#f7f7f7\"/>")
            parts.append("<g clip-path=\"url(#end-window)\">")
            let culprits = trace.leftovers.map(\.key)
            let states = trace.samples.last?.views.filter(\.inWindow) ?? []
            for state in states {
                parts.append(Filmstrip.rect(state, trace: trace, scale: scale, origin: (0, 0), id: "end-\(state.key)", culprit: culprits.contains(state.key)))
            }
            parts.append("</g>")
            parts.append("<rect class=\"border\" x=\"0\" y=\"0\" \(size) fill=\"none\" stroke=\"#222222\" stroke-width=\"3\"/>")
            for state in states where culprits.contains(state.key) {
                parts.append(Filmstrip.mark(state, scale: scale, bounds: drawing, strokeWidth: 3) ?? "")
            }
            // Numbered labels on the culprits, kept inside the drawing and apart from each other.
            for (index, leftover) in trace.leftovers.enumerated() {
                guard let state = states.first(where: { $0.key == leftover.key }) else { continue }
                let name = trace.views.first { $0.key == leftover.key }?.name ?? leftover.key
                let label = "\(index + 1) \(name)"
                let labelWidth = Double(label.count) * 6.4 + 8
                let x = min(max(state.frame.x * scale + 10, 10), max(drawing.width - labelWidth - 10, 10))
                let y = min(max(state.frame.y * scale + 10, 10), drawing.height - 27) + Double(index) * 22
                parts.append(
                    "<rect class=\"label\" x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(y))\" width=\"\(SVGText.number(labelWidth))\" height=\"17\" rx=\"3\" fill=\"\(Filmstrip.red)\"/>"
                )
                parts.append(
                    "<text x=\"\(SVGText.number(x + 4))\" y=\"\(SVGText.number(y + 12.5))\" font-size=\"11\" font-weight=\"bold\" fill=\"#ffffff\">\(SVGText.escape(label))</text>"
                )
            }
            let legendX = drawing.width + 24
            for (index, entry) in legend.enumerated() {
                let y = Double(index) * Self.lineHeight + 12
                var textX = legendX
                if let key = entry.key {
                    let colour = Filmstrip.colour(of: key, in: trace)
                    parts.append(
                        "<rect class=\"swatch\" x=\"\(SVGText.number(legendX))\" y=\"\(SVGText.number(y - 9))\" width=\"14\" height=\"10\" fill=\"\(colour)\" fill-opacity=\"0.5\" stroke=\"\(colour)\"/>"
                    )
                    textX += 20
                }
                let style = entry.isProblem ? " fill=\"\(Filmstrip.red)\" font-weight=\"bold\"" : index == 0 ? " font-weight=\"bold\"" : ""
                parts.append("<text x=\"\(SVGText.number(textX))\" y=\"\(SVGText.number(y))\" font-size=\"11.5\"\(style)>\(SVGText.escape(entry.text))</text>")
            }
            parts.append("</g>")
            return parts.joined(separator: "\n")
        }
    }
}
