package dev.wirespeed.testing;

import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A missing requirement skips the test with a message, or fails it under CI; one that is present does nothing. */
class RequirementTest {

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final PrintStream stderr = new PrintStream(err, true, StandardCharsets.UTF_8);

    private String printed() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aPresentRequirement_returns_andPrintsNothing() {
        assertThatCode(() -> Requirement.require(true, "a present thing", true, stderr))
                .doesNotThrowAnyException();
        assertThatCode(() -> Requirement.require(true, "a present thing", false, stderr))
                .doesNotThrowAnyException();
        assertThat(printed()).isEmpty();
    }

    @Test
    void aMissingRequirement_underCi_failsWithItsMessage_andPrintsNothing() {
        assertThatThrownBy(() -> Requirement.require(false, "no frobnicator (apt-get install frob)", true, stderr))
                .isInstanceOf(AssertionError.class)
                .hasMessage("no frobnicator (apt-get install frob) [CI is set, so this is a failure]");
        assertThat(printed()).isEmpty();
    }

    @Test
    void aMissingRequirement_withoutCi_abortsTheTest_andSaysSoOnStderr() {
        assertThatThrownBy(() -> Requirement.require(false, "no widget server at 127.0.0.1:1", false, stderr))
                .isInstanceOf(TestAbortedException.class)
                .hasMessage("SKIPPED: no widget server at 127.0.0.1:1 (set CI to make this a failure)");
        assertThat(printed())
                .isEqualTo("SKIPPED: no widget server at 127.0.0.1:1 (set CI to make this a failure)"
                        + System.lineSeparator());
    }

    @Test
    void theSameMissingRequirement_isPrintedOnce_butAbortsEveryTestItSkips() {
        for (int i = 0; i < 3; i++) {
            assertThatThrownBy(() -> Requirement.require(false, "no gadget on the class path", false, stderr))
                    .isInstanceOf(TestAbortedException.class)
                    .hasMessageContaining("no gadget on the class path");
        }
        assertThat(printed().lines())
                .containsExactly("SKIPPED: no gadget on the class path (set CI to make this a failure)");
    }
}
