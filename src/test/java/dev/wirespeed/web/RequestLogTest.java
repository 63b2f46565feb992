package dev.wirespeed.web;

import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/** The request log line: logfmt a collector parses without a pattern of its own. */
class RequestLogTest {

    private static final Instant AT = Instant.parse("2026-12-01T20:15:30.250Z");

    @Test
    void aServedPage_isOneInfoLine_withTheRouteTemplateAndTheRequestId() {
        String line = RequestLog.line(AT, "GET", "/plans/{id}", "/plans/p1a2b3c4d5", 200, 12.34, "9f3c0a1b2c3d4e5f");

        assertThat(line)
                .isEqualTo("time=2026-12-01T20:15:30.250Z level=info msg=request method=GET route=/plans/{id}"
                        + " path=/plans/p1a2b3c4d5 status=200 ms=12.3 request_id=9f3c0a1b2c3d4e5f");
    }

    @Test
    void aServerError_isLoggedAtLevelError() {
        assertThat(RequestLog.line(AT, "POST", "/api/plans", "/api/plans", 500, 3, "a"))
                .contains(" level=error ");
        assertThat(RequestLog.line(AT, "POST", "/api/plans", "/api/plans", 409, 3, "a"))
                .contains(" level=info ");
    }

    @Test
    void aPathWithASpaceOrAQuote_isQuoted_soTheLineStillSplitsIntoItsKeys() {
        assertThat(RequestLog.value("/plans/a b")).isEqualTo("\"/plans/a b\"");
        assertThat(RequestLog.value("/x\"=y")).isEqualTo("\"/x\\\"=y\"");
        assertThat(RequestLog.value("")).isEqualTo("\"\"");
    }

    @Test
    void everyRequest_reachesTheSink_asOneLine() {
        StringBuilder lines = new StringBuilder();
        RequestLog log = new RequestLog(l -> lines.append(l).append('\n'));

        log.request(AT, "GET", "/", "/", 200, 1.0, "r1");
        log.request(AT, "GET", "unmatched", "/nothing", 404, 0.5, "r2");

        assertThat(lines.toString().lines().toList())
                .hasSize(2)
                .allMatch(l -> l.startsWith("time=2026-12-01T20:15:30.250Z "));
    }
}
