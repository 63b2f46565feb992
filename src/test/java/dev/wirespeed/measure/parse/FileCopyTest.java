package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.wirespeed.measure.parse.Fixtures.only;
import static dev.wirespeed.measure.parse.Fixtures.throughput;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class FileCopyTest {

    @Test
    void seed002_smbPutToTheN100Nas_is2_186Gbit() {
        ThroughputRun run = only("smbclient/seed002-put-n100.txt");

        assertThat(run.format()).isEqualTo("smbclient");
        assertThat(run.direction()).isEqualTo("upload");
        // kb/s is KiB/s (Samba's client.c): 266887.9 x 1024 x 8 / 1e9 = 2.186 Gbit/s
        assertThat(run.gbps())
                .isCloseTo(266887.9 * 1024 * 8 / 1e9, within(1e-12))
                .isCloseTo(2.186, within(5e-4));
        assertThat(run.title()).isEqualTo("\\10Gdummiyfile");
        // the page separates words with U+00A0; raw keeps them: the line exactly as pasted
        assertThat(run.raw())
                .isEqualTo(Fixtures.text("smbclient/seed002-put-n100.txt")
                        .lines()
                        .filter(l -> l.startsWith("putting"))
                        .findFirst()
                        .orElseThrow());
    }

    @Test
    void seed002_smbPutToTheRyzenBox_is7_99Gbit() {
        ThroughputRun run = only("smbclient/seed002-put-ryzen.txt");

        // 975328.8 x 1024 x 8 / 1e9 = 7.990 Gbit/s (the article's 7.80 treats kb as 1000 bytes)
        assertThat(run.gbps()).isCloseTo(7.99, within(5e-4));
        assertThat(run.notes()).contains("session average so far: 1028419.0 kb/s");
    }

    @Test
    void localSession_putGetPut_givesThreeRunsInOrder() {
        List<ThroughputRun> runs = throughput("smbclient/local-4.17-put-get-put.txt");

        assertThat(runs).extracting(ThroughputRun::direction).containsExactly("upload", "download", "upload");
        ThroughputRun get = runs.get(1);
        // 251155.9 KiloBytes/sec x 1024 x 8 / 1e9 = 2.0575 Gbit/s
        assertThat(get.gbps()).isCloseTo(251155.9 * 1024 * 8 / 1e9, within(1e-12));
        assertThat(get.receiver()).isEqualTo(new Totals(get.gbps(), 1_073_741_824L, null));
        // 1,073,741,824 bytes / (251155.9 x 1024 bytes/s) = 4.175 s
        assertThat(get.durationSeconds()).isCloseTo(1_073_741_824 / (251155.9 * 1024), within(1e-9));
    }

    @Test
    void rsyncSummary_bytesPerSecondTimesEight() {
        ThroughputRun run = only("rsync/local-3.5.0-v.txt");

        assertThat(run.format()).isEqualTo("rsync");
        // 400,097,886.00 bytes/sec x 8 = 3.2008 Gbit/s
        assertThat(run.gbps()).isCloseTo(400_097_886.00 * 8 / 1e9, within(1e-12));
        assertThat(run.direction()).isEqualTo("upload");
        assertThat(run.sender().bytes()).isEqualTo(200_048_908L);
        // (200,048,908 + 35) bytes / 400,097,886.00 bytes/s = 0.5 s
        assertThat(run.durationSeconds()).isCloseTo(0.5, within(1e-6));
    }

    @Test
    void rsyncStats_includeTheStatsBlockInRaw() {
        ThroughputRun run = only("rsync/local-3.5.0-stats-v.txt");

        // 133,365,962.00 bytes/sec x 8 = 1.0669 Gbit/s
        assertThat(run.gbps()).isCloseTo(133_365_962.00 * 8 / 1e9, within(1e-12));
        assertThat(run.raw()).startsWith("Number of files: 1 (reg: 1)").endsWith("speedup is 1.00");
    }

    @Test
    void rsyncWithProgress_readsTheClosingSummary() {
        ThroughputRun run = only("rsync/local-3.5.0-av-progress.txt");

        assertThat(run.gbps()).isCloseTo(400_097_964.00 * 8 / 1e9, within(1e-12));
    }

    @Test
    void scpProgressMeter_theLastRedrawCounts_in1024s() {
        ThroughputRun run = only("scp/local-openssh-upload-tty-bytes.txt");

        assertThat(run.format()).isEqualTo("scp");
        assertThat(run.title()).isEqualTo("blob.bin");
        // "228.1MB/s" = 228.1 x 2^20 x 8 / 1e9 = 1.9134 Gbit/s
        assertThat(run.gbps()).isCloseTo(228.1 * 1024 * 1024 * 8 / 1e9, within(1e-12));
        // "191MB" = 191 x 2^20 bytes (the file is 200,000,000 bytes = 190.7 MiB)
        assertThat(run.sender().bytes()).isEqualTo(191L * 1024 * 1024);
        assertThat(run.raw()).contains("\r").contains("0%").contains("100%");
    }

    @Test
    void scpTerminalCopy_givesOneRunPerTransfer() {
        List<ThroughputRun> runs = throughput("scp/local-openssh-terminal-copy.txt");

        // the two lines name the same file, so they are one file's redraws: the last one counts
        assertThat(runs).hasSize(1);
        assertThat(runs.get(0).gbps()).isCloseTo(193.7 * 1024 * 1024 * 8 / 1e9, within(1e-12));
        assertThat(only("scp/local-openssh-download-tty-bytes.txt").gbps())
                .isCloseTo(193.7 * 1024 * 1024 * 8 / 1e9, within(1e-12));
    }
}
