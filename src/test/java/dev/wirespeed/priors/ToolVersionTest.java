package dev.wirespeed.priors;

import dev.wirespeed.plan.InvalidPlanValue;
import dev.wirespeed.plan.ToolVersion;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ToolVersionTest {

    @Test
    void iperf3Before3_16_servesAllStreamsFromOneThread_and3_16OnDoesNot() {
        assertThat(ToolVersion.parse("3.12").iperf3SingleThreaded()).isTrue();
        assertThat(ToolVersion.parse("3.1.3").iperf3SingleThreaded()).isTrue();
        assertThat(ToolVersion.parse("3.16").iperf3SingleThreaded()).isFalse();
        assertThat(ToolVersion.parse("3.21").iperf3SingleThreaded()).isFalse();
    }

    @Test
    void theOld3_0And3_1BuildsAreLegacy() {
        assertThat(ToolVersion.parse("3.1.3").iperf3Legacy()).isTrue();
        assertThat(ToolVersion.parse("3.0-BETA5").iperf3Legacy()).isTrue();
        assertThat(ToolVersion.parse("3.7").iperf3Legacy()).isFalse();
    }

    @Test
    void aTextWithALeadingVersionIsReadByItsNumbers_andOtherTextIsKeptAsUnknown() {
        ToolVersion v = ToolVersion.parse("3.18 (ar51an/iperf3-win-builds)");
        assertThat(v.known()).isTrue();
        assertThat(v.minor()).isEqualTo(18);
        ToolVersion master = ToolVersion.parse("master (built from source)");
        assertThat(master.known()).isFalse();
        assertThat(master.iperf3SingleThreaded()).isFalse();
        assertThat(master).hasToString("master (built from source)");
    }

    @Test
    void anEmptyOrOverlongVersionIsRefusedNamingTheField() {
        assertThatThrownBy(() -> ToolVersion.parse(" "))
                .isInstanceOf(InvalidPlanValue.class)
                .hasMessageContaining("needs its text");
        assertThatThrownBy(() -> ToolVersion.parse("3." + "1".repeat(100)))
                .isInstanceOf(InvalidPlanValue.class)
                .hasMessageContaining("at most 80");
    }
}
