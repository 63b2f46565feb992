package dev.wirespeed.testing;

import dev.wirespeed.solver.rules.Rules;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aDacLink;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aSeed000Plan;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The verifier's own failures say what was expected and list what the rule raised. */
class RuleVerifierTest {

    private static RuleVerifier rule(String id) {
        return RuleVerifier.forRule(
                Rules.ALL.stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow());
    }

    /** Seed 000 with a 0.3 m DAC across 1.0 m on l1: dac-length raises one error on l1. */
    private static Plans.PlanBuilder tooShortDac() {
        return aSeed000Plan()
                .replacing(aDacLink(0.3)
                        .named("l1")
                        .between(nicPort("win", "cx4", 1), switchPort("crs305", 1))
                        .acrossMetres(1.0));
    }

    @Test
    void aMatchingExpectation_passes() {
        assertThatCode(() -> rule("dac-length")
                        .given(tooShortDac())
                        .raises("dac-length")
                        .once()
                        .asError()
                        .withMessageContaining("0.3 m")
                        .on("l1"))
                .doesNotThrowAnyException();
    }

    @Test
    void aWrongSeverity_failsAndListsWhatWasRaised() {
        assertThatThrownBy(() -> rule("dac-length")
                        .given(tooShortDac())
                        .raises("dac-length")
                        .asWarning())
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("expected rule dac-length to raise an issue dac-length with severity warning")
                .hasMessageContaining("[error] dac-length on l1: link win – crs305: 10Gtek");
    }

    @Test
    void raisesNothing_failsWhenTheRuleRaisedSomething() {
        assertThatThrownBy(() -> rule("dac-length").given(tooShortDac()).raisesNothing())
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("to raise nothing, but it raised:")
                .hasMessageContaining("on l1");
    }

    @Test
    void aCountThatDiffers_failsWithTheCount() {
        assertThatThrownBy(() -> rule("dac-length")
                        .given(tooShortDac())
                        .raises("dac-length")
                        .times(2))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("2 time(s), but 1 match");
    }

    @Test
    void anIdTheRuleDoesNotHave_failsAsATypo() {
        assertThatThrownBy(() -> rule("dac-length").given(tooShortDac()).raises("dac-lenght"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("cannot raise 'dac-lenght'");
    }

    @Test
    void aPlanThatDoesNotResolve_failsBeforeTheRuleRuns() {
        // A misspelt part would otherwise let raisesNothing() pass for the wrong reason.
        assertThatThrownBy(() -> rule("pcie-link")
                        .given(Plans.aPlan().with(aHost("nas").withNic("x520", "intel-x520-da9")))
                        .raisesNothing())
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("does not resolve cleanly")
                .hasMessageContaining("no part with id 'intel-x520-da9'");
    }

    @Test
    void aDacLengthTheCatalogLacks_isRefused() {
        assertThatThrownBy(() -> aDacLink(4.0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no 10Gtek SFP+ DAC of 4.0 m");
    }
}
