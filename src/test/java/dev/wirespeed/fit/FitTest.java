package dev.wirespeed.fit;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FitTest {

    @Test
    void partsFitUnlessAReasonIsAnError() {
        assertThat(Fit.yes(Reason.warning("w"), Reason.note("n")).fits()).isTrue();
        assertThat(new Fit(List.of(Reason.note("n"), Reason.error("e"))).fits()).isFalse();
    }

    @Test
    void theBlockerIsTheFirstError_theNotesEverythingElse() {
        Fit f = new Fit(List.of(Reason.note("n"), Reason.error("e1"), Reason.warning("w"), Reason.error("e2")));

        assertThat(f.blocker()).contains(Reason.error("e1"));
        assertThat(f.notes()).containsExactly(Reason.note("n"), Reason.warning("w"));
    }

    @Test
    void aNoNeedsAnErrorReason() {
        assertThatThrownBy(() -> Fit.no(Reason.note("n"))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aReasonNeedsAKey() {
        assertThatThrownBy(() -> Reason.note(" ")).isInstanceOf(IllegalArgumentException.class);
    }
}
