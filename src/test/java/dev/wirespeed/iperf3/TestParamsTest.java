package dev.wirespeed.iperf3;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

class TestParamsTest {

    private static final Iperf3ServerConfig LIMITS = Iperf3ServerConfig.defaults(InetAddress.getLoopbackAddress(), 0)
            .withMaxDurationSeconds(30)
            .withMaxStreams(8)
            .withMaxUdpBitsPerSecond(100_000_000);

    /** What stock 3.12 sends for {@code iperf3 -c host -t 2 -P 2 -R}. */
    private static final String STOCK = "{\"tcp\":true,\"omit\":0,\"time\":2,\"num\":0,\"blockcount\":0,\"parallel\":2,"
            + "\"reverse\":true,\"len\":131072,\"pacing_timer\":1000,\"client_version\":\"3.12\"}";

    private static JsonNode json(String s) throws Exception {
        return Iperf3Mapper.parse(s.getBytes(StandardCharsets.UTF_8));
    }

    private static TestParams params(String s) throws Exception {
        return TestParams.fromJson(json(s));
    }

    private static int refusal(String s) {
        try {
            params(s).check(LIMITS);
            return 0;
        } catch (ParamException e) {
            return e.code;
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void stockBlock_isReadWithItsMeaning() throws Exception {
        TestParams p = params(STOCK);

        assertThat(p.udp()).isFalse();
        assertThat(p.time()).isEqualTo(2);
        assertThat(p.parallel()).isEqualTo(2);
        assertThat(p.reverse()).isTrue();
        assertThat(p.connections()).isEqualTo(2);
        assertThat(p.direction()).isEqualTo(Iperf3Result.Direction.REVERSE);
        assertThat(p.clientVersion()).isEqualTo("3.12");
        assertThat(refusal(STOCK)).isZero();
    }

    @Test
    void bidirDoublesTheConnections() throws Exception {
        assertThat(params("{\"tcp\":true,\"time\":1,\"parallel\":3,\"bidirectional\":true}")
                        .connections())
                .isEqualTo(6);
    }

    @Test
    void limits_answerWithTheErrorNumberStockClientsKnow() {
        assertThat(refusal("{\"tcp\":true,\"time\":31}")).isEqualTo(37); // above max duration
        assertThat(refusal("{\"tcp\":true,\"time\":0}")).isEqualTo(37); // unlimited
        assertThat(refusal("{\"tcp\":true,\"time\":0,\"num\":1000}")).isZero(); // -n bounds it
        assertThat(refusal("{\"tcp\":true,\"time\":5,\"parallel\":9}")).isEqualTo(6);
        assertThat(refusal("{\"tcp\":true,\"time\":5,\"parallel\":0}")).isEqualTo(6);
        assertThat(refusal("{\"tcp\":true,\"time\":5,\"omit\":31}")).isEqualTo(12);
        assertThat(refusal("{\"tcp\":true,\"time\":5,\"len\":2000000}")).isEqualTo(7);
        assertThat(refusal("{\"tcp\":true,\"time\":5,\"window\":1e12}")).isEqualTo(8);
        assertThat(refusal("{\"tcp\":true,\"time\":5,\"reverse\":true,\"bidirectional\":true}"))
                .isEqualTo(25);
        assertThat(refusal("{\"sctp\":true,\"time\":5}")).isEqualTo(18);
        assertThat(refusal("{\"udp\":true,\"time\":5,\"len\":8}")).isEqualTo(20);
    }

    @Test
    void udpRate_isStreamsTimesRateTimesDirections() {
        // 4 x 25 Mbit/s = 100 Mbit/s: at the limit
        assertThat(refusal("{\"udp\":true,\"time\":5,\"parallel\":4,\"bandwidth\":25000000}"))
                .isZero();
        // bidir doubles it: 200 Mbit/s > 100 Mbit/s
        assertThat(refusal("{\"udp\":true,\"time\":5,\"parallel\":4,\"bidirectional\":true,\"bandwidth\":25000000}"))
                .isEqualTo(27);
        // -b 0 is "unlimited"
        assertThat(refusal("{\"udp\":true,\"time\":5}")).isEqualTo(27);
    }

    @Test
    void wrongTypesAndNonObjects_areUnreadableParameters() {
        assertThat(refusal("{\"tcp\":true,\"time\":\"ten\"}")).isEqualTo(114);
        assertThat(refusal("{\"udp\":\"yes\",\"time\":5}")).isEqualTo(114);
        assertThat(refusal("{\"tcp\":true,\"time\":5,\"title\":7}")).isEqualTo(114);
        assertThat(refusal("[\"tcp\"]")).isEqualTo(114);
    }

    @Test
    void hugeNumbersClampInsteadOfWrapping() {
        // 1e30 seconds is not -1 (which would be "negative duration"): it is above the maximum
        assertThat(refusal("{\"tcp\":true,\"time\":1e30}")).isEqualTo(37);
    }

    @Test
    void clientBlock_sendsOnlyTrueFlags() throws Exception {
        TestParams p = new TestParams(
                true,
                false,
                1,
                2,
                0,
                0,
                3,
                false,
                false,
                0,
                1460,
                5_000_000,
                0,
                0,
                false,
                "t",
                "",
                false,
                false,
                false,
                "wirespeed");

        JsonNode j = p.toJson();

        assertThat(j.has("reverse")).isFalse(); // 3.18+ servers treat "reverse":false as set
        assertThat(j.has("bidirectional")).isFalse();
        assertThat(j.get("udp").booleanValue()).isTrue();
        assertThat(j.get("bandwidth").longValue()).isEqualTo(5_000_000);
        assertThat(j.get("parallel").intValue()).isEqualTo(3);
        assertThat(j.get("title").textValue()).isEqualTo("t");
        assertThat(TestParams.fromJson(j)).isEqualTo(p);
    }
}
