package dev.wirespeed.web;

import dev.wirespeed.app.AppError;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Errors of a submitted form land at the field their JSON path names. */
class FormStateTest {

    private static final Map<String, List<String>> PARAMS = Map.of(
            "name",
            List.of("NAS"),
            "cpuScore",
            List.of("50"),
            "negotiated.lanes",
            List.of("3"),
            "storage",
            List.of("x"),
            "a",
            List.of("h|n|1"));

    @Test
    void jsonPathsUnderTheEditedElement_mapToFields() {
        FormState f = FormState.failed(
                "k",
                PARAMS,
                List.of(
                        new AppError.Detail("$.hosts[2].cpuScore", "between 100 and 10000"),
                        new AppError.Detail("$.hosts[2].nics[0].negotiated.lanes", "1, 2, 4, 8 or 16"),
                        new AppError.Detail("$.hosts[2].storage[0]", "no part"),
                        new AppError.Detail("$.hosts[0].board", "elsewhere")),
                "$.hosts[2]",
                "m");
        assertThat(f.err("k", "cpuScore")).isEqualTo("between 100 and 10000");
        assertThat(f.err("k", "storage")).isEqualTo("no part");
        assertThat(f.err("k", "negotiated.lanes")).isNull(); // nics[0] is below the host, not one of its fields
        assertThat(f.others("k"))
                .containsExactly(
                        "$.hosts[2].nics[0].negotiated.lanes: 1, 2, 4, 8 or 16", "$.hosts[0].board: elsewhere");
        assertThat(f.v("k", "name", "old")).isEqualTo("NAS");
        assertThat(f.v("other", "name", "old")).isEqualTo("old");
    }

    @Test
    void nestedPathsAndPlainFieldNames() {
        FormState f = FormState.failed(
                "k",
                PARAMS,
                List.of(
                        new AppError.Detail("$.hosts[1].nics[0].negotiated.lanes", "bad"),
                        new AppError.Detail("$.links[0].a.nic", "no NIC"),
                        new AppError.Detail("name", "required")),
                "$.hosts[1].nics[0]",
                null);
        assertThat(f.err("k", "negotiated.lanes")).isEqualTo("bad");
        assertThat(f.err("k", "name")).isEqualTo("required");
        assertThat(f.others("k")).containsExactly("$.links[0].a.nic: no NIC");
        FormState link = FormState.failed(
                "l", PARAMS, List.of(new AppError.Detail("$.links[0].a.nic", "no NIC")), "$.links[0]", null);
        assertThat(link.err("l", "a")).isEqualTo("no NIC");
    }
}
