package dev.wirespeed.priors;

import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.plan.Initiator;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Ceiling;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.Side;
import dev.wirespeed.solver.model.Stage;
import dev.wirespeed.solver.model.ThroughputModel;
import dev.wirespeed.testing.Catalogs;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A file copy's data flows from the machine that holds the file to the one that stores it: in a
 * read the server sends and the client, which opened the connection, receives. The server's
 * daemon (smbd, knfsd) is then the sender's CPU cost, not the client's.
 */
class FileCopyEvidenceTest {

    private static final EvidencePaths PATHS = new EvidencePaths(Catalogs.repo());

    private static Evidence.Endpoint end(String role) {
        return new Evidence.Endpoint(role, "linux", null, null, null, null, null, null, null, null, null, null, null);
    }

    private static Evidence copy(String direction) {
        return new Evidence(
                "smb-" + direction.hashCode(),
                new Evidence.Citation("https://example.org/smb", "a post", "2026-01-01", "github-issue", null),
                "it copied at 110 MB/s",
                List.of(new Evidence.Figure(BigDecimal.valueOf(110), "MB/s", "copy")),
                BigDecimal.valueOf(0.88),
                "110 MB/s x 8 / 1000",
                List.of("file-copy-smb"),
                end("nas"),
                end("desktop"),
                new Evidence.Link(BigDecimal.ONE, null, null, null),
                new Evidence.Test("smb", null, null, 1, null, null, null, null, direction, null),
                new Evidence.Limit("not-stated", null, null),
                null);
    }

    private static String cpuKey(Prediction p, Side side) {
        return p.stages().stream()
                .filter(c -> c.stage() == Stage.CPU && c.side() == side)
                .map(Ceiling::factor)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void aReadFromTheServer_isOpenedByTheReceivingClient_soSmbdIsTheSendersCost() {
        EvidenceCase c = PATHS.read(copy("NAS -> desktop (read)"));

        assertThat(c.path().initiator()).isEqualTo(Initiator.RECEIVER);
        Prediction p = ThroughputModel.predict(c.path(), Calibration.PRIORS);
        assertThat(cpuKey(p, Side.SENDER)).isEqualTo("cpu.smb");
        assertThat(cpuKey(p, Side.RECEIVER)).isEqualTo("cpu.tcp.receive");
    }

    @Test
    void aWrite_isOpenedByTheSendingClient_soSmbdIsTheReceiversCost() {
        EvidenceCase c = PATHS.read(copy("desktop -> NAS (write)"));

        assertThat(c.path().initiator()).isEqualTo(Initiator.SENDER);
        Prediction p = ThroughputModel.predict(c.path(), Calibration.PRIORS);
        assertThat(cpuKey(p, Side.SENDER)).isEqualTo("cpu.tcp.send");
        assertThat(cpuKey(p, Side.RECEIVER)).isEqualTo("cpu.smb");
    }

    @Test
    void aDirectionIsARead_whenItSaysReadOrDownload_orItsSourceIsAShareOrAServer() {
        assertThat(EvidencePaths.fileRead("server -> laptop (download)")).isTrue();
        assertThat(EvidencePaths.fileRead("NAS -> Linux VM (fio sequential read on the mount)"))
                .isTrue();
        assertThat(EvidencePaths.fileRead("Synology share -> Windows client")).isTrue();
        assertThat(EvidencePaths.fileRead("Samba server -> Windows client")).isTrue();
        assertThat(EvidencePaths.fileRead("vSphere host -> ZFS server (write to the pool)"))
                .isFalse();
        assertThat(EvidencePaths.fileRead("client -> server")).isFalse();
        assertThat(EvidencePaths.fileRead("ARM client <-> macOS server (put and get)"))
                .isFalse();
        assertThat(EvidencePaths.fileRead(null)).isFalse();
    }
}
