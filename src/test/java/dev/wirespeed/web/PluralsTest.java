package dev.wirespeed.web;

import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** Counts read as words in both languages: "1 host", "4 hosts", never "host(s)". */
class PluralsTest {

    @Test
    void theDeletePage_countsEachKindInProperPlurals() {
        assertThat(Messages.get(Locale.ENGLISH, "delete.summary", 1, 0, 4, 2, "today"))
                .isEqualTo("1 host, no switches, 4 links, 2 flows; last changed today.");
        assertThat(Messages.get(Locale.ENGLISH, "delete.summary", 4, 1, 1, 1, "today"))
                .isEqualTo("4 hosts, 1 switch, 1 link, 1 flow; last changed today.");
        assertThat(Messages.get(Locale.JAPANESE, "delete.summary", 4, 1, 1, 1, "今日"))
                .isEqualTo("ホスト 4 台、スイッチ 1 台、リンク 1 本、フロー 1 件。最終更新 今日。");
    }

    @Test
    void runsSlotsStreamsAndRetransmits_readAsWords() {
        assertThat(Messages.get(Locale.ENGLISH, "calibration.runCount", 1)).isEqualTo("1 run");
        assertThat(Messages.get(Locale.ENGLISH, "calibration.runCount", 3)).isEqualTo("3 runs");
        assertThat(Messages.get(Locale.ENGLISH, "part.slotCount", 1)).isEqualTo("1 slot");
        assertThat(Messages.get(Locale.ENGLISH, "part.slotCount", 4)).isEqualTo("4 slots");
        assertThat(Messages.get(Locale.ENGLISH, "measure.retransmits", 1L)).isEqualTo("1 retransmit");
        assertThat(Messages.get(Locale.ENGLISH, "measure.retransmits", 4691L)).isEqualTo("4,691 retransmits");
        assertThat(Messages.get(Locale.JAPANESE, "measure.retransmits", 0L)).isEqualTo("再送なし");
        assertThat(Messages.get(Locale.ENGLISH, "topology.flowName", "Mac", "Debian", "iperf3", 1))
                .isEqualTo("Mac → Debian · iperf3");
        assertThat(Messages.get(Locale.ENGLISH, "topology.flowName", "Mac", "Debian", "iperf3", 4))
                .isEqualTo("Mac → Debian · iperf3 · 4 streams");
    }

    @Test
    void noEnglishMessageCountsWithAParenthesisedPlural() {
        Messages.bundle("en").forEach((k, v) -> {
            // login.throttled keeps its wording (a sign-in test reads it as it is); "Longest test (s)" is a unit
            if (!"login.throttled".equals(k)) {
                assertThat(String.valueOf(v)).as(String.valueOf(k)).doesNotContainPattern("\\w\\(e?s\\)");
            }
        });
    }
}
