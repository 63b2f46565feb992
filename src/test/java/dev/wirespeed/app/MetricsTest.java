package dev.wirespeed.app;

import dev.wirespeed.store.DataVersionRepository.Kind;
import dev.wirespeed.store.Database;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The Prometheus text the metrics are written in: cumulative buckets, escaped labels, plain numbers. */
class MetricsTest {

    private static final Database.PoolUse IDLE_POOL = new Database.PoolUse(0, 1, 1, 4, 0);

    private static String render(Metrics m) {
        return m.render(IDLE_POOL, Map.of(Kind.CATALOG, 3L), 7);
    }

    @Test
    void aHistogramsBuckets_countEveryObservationAtOrBelowTheirBound() {
        Metrics m = new Metrics();
        m.evaluation(0.003);
        m.evaluation(0.2);

        String text = render(m);

        // 0.003 s falls in le=0.005, 0.2 s in le=0.25: the buckets count cumulatively
        assertThat(text).contains("wirespeed_plan_evaluation_seconds_bucket{le=\"0.0025\"} 0\n");
        assertThat(text).contains("wirespeed_plan_evaluation_seconds_bucket{le=\"0.005\"} 1\n");
        assertThat(text).contains("wirespeed_plan_evaluation_seconds_bucket{le=\"0.1\"} 1\n");
        assertThat(text).contains("wirespeed_plan_evaluation_seconds_bucket{le=\"0.25\"} 2\n");
        assertThat(text).contains("wirespeed_plan_evaluation_seconds_bucket{le=\"+Inf\"} 2\n");
        // 0.003 + 0.2 = 0.203
        assertThat(text).contains("wirespeed_plan_evaluation_seconds_sum 0.203\n");
        assertThat(text).contains("wirespeed_plan_evaluation_seconds_count 2\n");
    }

    @Test
    void requests_areCountedByMethodRouteAndStatus_andLeaveTheInFlightGaugeAtZero() {
        Metrics m = new Metrics();
        for (int i = 0; i < 3; i++) {
            m.started();
            m.request("GET", "/plans/{id}", 200, 0.01);
        }
        m.started();
        m.request("PUT", "/api/plans/{id}", 409, 0.02);

        String text = render(m);

        assertThat(text)
                .contains("wirespeed_http_requests_total{method=\"GET\",route=\"/plans/{id}\",status=\"200\"} 3\n");
        assertThat(text)
                .contains("wirespeed_http_requests_total{method=\"PUT\",route=\"/api/plans/{id}\",status=\"409\"} 1\n");
        assertThat(text).contains("wirespeed_http_requests_in_flight 0\n");
        assertThat(text).contains("wirespeed_data_version{kind=\"catalog\"} 3\n");
        assertThat(text).contains("wirespeed_data_version_reads_total 7\n");
        assertThat(text).contains("wirespeed_db_pool_connections{state=\"max\"} 4\n");
    }

    @Test
    void aLabelValue_hasItsBackslashQuoteAndNewlineEscaped() {
        assertThat(Metrics.escape("a\\b\"c\nd")).isEqualTo("a\\\\b\\\"c\\nd");
    }

    @Test
    void numbers_areWrittenWithADotAndWithoutATrailingFraction() {
        assertThat(Metrics.number(4)).isEqualTo("4");
        assertThat(Metrics.number(0.0025)).isEqualTo("0.0025");
    }
}
