package dev.wirespeed.testing;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Cage;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.PowerSpec;
import dev.wirespeed.catalog.Source;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;

import java.util.List;

/**
 * Parts a person would add as custom parts, for rules whose trigger no reviewed catalog part has
 * (no module in the catalog is 25G-only, no switch states its per-cage power). Each is a real
 * catalog part with one field changed, so everything else about it stays true.
 */
public final class CustomParts {

    private static final List<Source> TEST_PART = List.of(new Source("test part", null, null, null));

    private CustomParts() {}

    /** A 25G-only SFP28 SR module. */
    public static Transceiver a25gOnlySrModule() {
        return new Transceiver(
                "test-25gbase-sr-only",
                "transceiver",
                "Test",
                "25G SR only",
                List.of(),
                null,
                null,
                List.of(),
                TEST_PART,
                null,
                Cage.SFP28,
                null,
                "25GBASE-SR",
                List.of(25.0),
                "mmf",
                850,
                "lc-duplex",
                List.of(),
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }

    /** The CRS305 as if its cages supplied SFF-8431 power level I (1.0 W) and it said so. */
    public static Switch aCrs305WithLevelOneCages() {
        Switch s =
                Catalogs.repo().find("mikrotik-crs305-1g-4s-in", Switch.class).orElseThrow();
        return new Switch(
                "test-crs305-level-1",
                s.kind(),
                s.vendor(),
                s.model() + " (level I cages)",
                List.of(),
                s.description(),
                s.power(),
                List.of(),
                TEST_PART,
                null,
                s.ports(),
                s.switchingCapacityGbps(),
                s.forwardingMpps(),
                s.fanless(),
                s.managed(),
                s.managementOs(),
                s.chip(),
                s.maxMtu(),
                s.moduleLimits(),
                1.0,
                s.caveats(),
                null,
                null,
                null,
                null,
                null,
                null);
    }

    /** The MikroTik S+RJ10 with a stated maximum draw of 2.5 W (the catalog gives none). */
    public static Transceiver anSRj10Drawing2_5W() {
        Transceiver t =
                Catalogs.repo().find("mikrotik-s-rj10", Transceiver.class).orElseThrow();
        return new Transceiver(
                "test-s-rj10-2-5w",
                t.kind(),
                t.vendor(),
                t.model() + " (2.5 W)",
                List.of(),
                t.description(),
                new PowerSpec(null, 2.5, "test part"),
                List.of(),
                TEST_PART,
                null,
                t.formFactor(),
                t.hostFormFactor(),
                t.standard(),
                t.speedsGbps(),
                t.media(),
                t.wavelengthNm(),
                t.connector(),
                t.reach(),
                t.temperature(),
                t.vendorCoding(),
                null,
                null,
                null,
                null,
                null,
                null);
    }

    /**
     * The ASUS PRIME B550-PLUS with one BIOS mode for PCIEX16_2 that also sets the link generation
     * ("x2 Gen2"), as BIOS link-speed settings do; the catalog's modes set only the width.
     */
    public static Board aB550PlusWithAGen2X2ModeOnPciex16_2() {
        Board b = Catalogs.repo().find("asus-prime-b550-plus", Board.class).orElseThrow();
        List<Board.Slot> slots = b.slots().stream()
                .map(s -> !s.id().equals("PCIEX16_2")
                        ? s
                        : new Board.Slot(
                                s.id(),
                                s.type(),
                                s.mechanical(),
                                s.openEnded(),
                                s.lanes(),
                                s.gen(),
                                s.attachedTo(),
                                s.heightLimit(),
                                s.sharing(),
                                List.of(new Board.BiosMode("x2 Gen2 mode", 2, 2, null, "test part")),
                                s.note(),
                                s.source(),
                                null,
                                null,
                                null,
                                null))
                .toList();
        return new Board(
                "test-b550-plus-gen2-mode",
                b.kind(),
                b.vendor(),
                b.model() + " (Gen2 mode)",
                List.of(),
                b.description(),
                b.power(),
                List.of(),
                TEST_PART,
                null,
                b.boardType(),
                b.formFactor(),
                b.socket(),
                b.chipset(),
                b.cpu(),
                b.chipsetUplink(),
                slots,
                b.onboardNics(),
                b.usbPorts(),
                b.thunderboltPorts(),
                b.storageInterfaces(),
                b.memory(),
                b.caveats(),
                null,
                null,
                null);
    }

    /**
     * The Intel FTLX8571D3BCV-IT dual-rate SR module with its 1G reach over OM3 listed as well: 550 m
     * (1000BASE-SX, IEEE 802.3z, for 50 um fiber of OM2 grade and better) next to the catalog's 300 m at 10G.
     */
    public static Transceiver anIntelDualRateSrModuleWithIts1gReach() {
        Transceiver t = Catalogs.repo()
                .find("intel-ftlx8571d3bcv-it", Transceiver.class)
                .orElseThrow();
        List<Transceiver.Reach> reach = List.of(
                new Transceiver.Reach("OM3", 300, 10.0, "IEEE 802.3ae"),
                new Transceiver.Reach("OM3", 550, 1.0, "IEEE 802.3z"));
        return new Transceiver(
                "test-ftlx8571-with-1g-reach",
                t.kind(),
                t.vendor(),
                t.model() + " (with 1G reach)",
                List.of(),
                t.description(),
                t.power(),
                List.of(),
                TEST_PART,
                null,
                t.formFactor(),
                t.hostFormFactor(),
                t.standard(),
                t.speedsGbps(),
                t.media(),
                t.wavelengthNm(),
                t.connector(),
                reach,
                t.temperature(),
                t.vendorCoding(),
                null,
                null,
                null,
                null,
                null,
                null);
    }

    /** The 10Gtek 5 m passive SFP+ DAC as if it were 10 m long. */
    public static Cable aPassive10gDacOf10m() {
        Cable c = Catalogs.repo().find("10gtek-cab-10gsfp-p5m", Cable.class).orElseThrow();
        return new Cable(
                "test-passive-dac-10m",
                c.kind(),
                c.vendor(),
                c.model() + " (10 m)",
                List.of(),
                c.description(),
                c.power(),
                List.of(),
                TEST_PART,
                null,
                c.cableType(),
                10,
                c.ends(),
                c.speedsGbps(),
                c.fiberGrade(),
                c.fiberMode(),
                c.strands(),
                c.category(),
                c.awg(),
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }

    /** The Intel X550-T2 with a full-height bracket only (the catalog states no height for it). */
    public static Nic aFullHeightOnlyX550T2() {
        Nic n = Catalogs.repo().find("intel-x550-t2", Nic.class).orElseThrow();
        return new Nic(
                "test-x550-t2-full-height",
                n.kind(),
                n.vendor(),
                n.model() + " (full height)",
                List.of(),
                n.description(),
                n.power(),
                List.of(),
                TEST_PART,
                null,
                n.chip(),
                n.drivers(),
                n.ports(),
                n.hostInterface(),
                new Nic.FormFactor("full-height", List.of("full-height"), null, "test part"),
                n.caveats(),
                n.vendorLock(),
                n.maxMtu(),
                null,
                null,
                null,
                null,
                null,
                null);
    }
}
