package dev.wirespeed.cli;

import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code serve --host} may be given several times; every value reaches the Host allow-list, in order. */
class ServeHostOptionTest {

    @Test
    void repeatedHostOptions_areAllKept_inOrder() {
        Args a = Args.parse(
                new String[] {"--host", "wirespeed.lan", "--host=nas.lan,planner.lan", "--port", "7070"},
                Set.of("--host", "--port"),
                Set.of());

        assertThat(a.values("--host")).containsExactly("wirespeed.lan", "nas.lan,planner.lan");
        assertThat(a.values("--bind")).isEmpty();
        assertThat(a.get("--port")).isEqualTo("7070");
    }
}
