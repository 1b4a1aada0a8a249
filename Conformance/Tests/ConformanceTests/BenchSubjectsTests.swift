import ConformanceCorpus
import Testing
import TransitionConformance

@MainActor
@Suite("The bench's subjects are the corpus' correct animators and presentation controllers")
struct BenchSubjectsTests {
    @Test(
        "each subject is a correct sample's, and checking it runs the sample's scenarios with the same verdict",
        arguments: (Corpus.benchSubjects + Corpus.autoLayoutBenchSubjects).map(\.id))
    func subjectMatchesItsSample(_ id: String) throws {
        let subject = try #require((Corpus.benchSubjects + Corpus.autoLayoutBenchSubjects).first { $0.id == id })
        let sample = try #require(Corpus.all.first { $0.id == id }, "no corpus sample \(id)")
        #expect(sample.role == .correct && sample.expectedViolations.isEmpty)
        let ours = subject.verify()
        let theirs = sample.verify()
        #expect(ours.scenariosRun == theirs.scenariosRun)
        #expect(ours.scenariosRun.count == subject.scenarios.count)
        #expect(ours.violatedIDs == theirs.violatedIDs && ours.violatedIDs.isEmpty)
        #expect(ours.configurationErrors.isEmpty)
    }

    @Test("every correct animator and presentation-controller sample checked with verifyAnimator or verifyPresentationController is a subject")
    func coversTheCorrectSamples() {
        let ids = Set(Corpus.benchSubjects.map(\.id))
        #expect(ids.count == 12)
        // The legal-but-unusual section (legal/…) is a false-alarm suite, not the bench's material;
        // the Auto Layout section (autolayout/…) is measured apart (Corpus.autoLayoutBenchSubjects).
        let autoLayout = Set(Corpus.autoLayoutBenchSubjects.map(\.id))
        // (and a real-world presentation controller whose chrome is pinned with constraints)
        let realWorldAutoLayout: Set<String> = ["realworld/GradientScrimPresentationController"]
        #expect(autoLayout == Set(Corpus.all.filter { $0.role == .correct && $0.id.hasPrefix("autolayout/") }.map(\.id)).union(realWorldAutoLayout))
        // Animators checked with the app's own screens (`viewControllers:`), which a subject does not take.
        let checkedWithAppScreens: Set<String> = ["realworld/CrossFadeNavigationAnimator"]
        let animatorsAndPresentationControllers = Corpus.all.filter { sample in
            sample.role == .correct && !sample.id.hasPrefix("legal/") && !sample.id.hasPrefix("autolayout/")
                && (sample.id.contains("Animator") || sample.id.contains("AnimatedTransition") || sample.id.contains("AnimationController")
                    || sample.id.contains("PresentationController"))
                && !sample.id.contains("interaction controller") && !realWorldAutoLayout.contains(sample.id)
                && !checkedWithAppScreens.contains(sample.id)
        }
        #expect(Set(animatorsAndPresentationControllers.map(\.id)) == ids)
    }
}
