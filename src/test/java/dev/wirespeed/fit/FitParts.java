package dev.wirespeed.fit;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Cage;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Transceiver;

import java.util.List;

/** Named parts for the fit tests: cards, slots, ports, modules and cables with only the fields a fit reads. */
final class FitParts {

    private FitParts() {}

    // ---- cards ----

    static Nic pcieCard(int gen, int lanes) {
        return card(new Nic.HostInterface("pcie", gen, lanes, null, null, null, null, null, null, null, null), null);
    }

    static Nic fullHeightPcieCard(int gen, int lanes) {
        return card(
                new Nic.HostInterface("pcie", gen, lanes, null, null, null, null, null, null, null, null),
                new Nic.FormFactor("full-height", List.of("full-height"), null, null));
    }

    static Nic lowProfilePcieCard(int gen, int lanes) {
        return card(
                new Nic.HostInterface("pcie", gen, lanes, null, null, null, null, null, null, null, null),
                new Nic.FormFactor("low-profile", List.of("low-profile"), null, null));
    }

    /** A PCIe card whose catalog entry gives no edge width. */
    static Nic pcieCardOfUnknownEdge() {
        return card(new Nic.HostInterface("pcie", 3, null, null, null, null, null, null, null, null, null), null);
    }

    static Nic ocp2Card(int gen, int lanes) {
        return card(new Nic.HostInterface("ocp2", gen, lanes, null, null, null, null, null, null, null, null), null);
    }

    static Nic usbAdapter(String usbGen) {
        return card(
                new Nic.HostInterface("usb", null, null, usbGen, "usb-c", null, null, null, null, null, null), null);
    }

    static Nic thunderboltAdapter() {
        return card(
                new Nic.HostInterface("thunderbolt", null, null, null, null, 3, null, null, null, null, null), null);
    }

    static Nic onboardController() {
        return card(new Nic.HostInterface("onboard", 3, 1, null, null, null, null, null, null, null, null), null);
    }

    private static Nic card(Nic.HostInterface hi, Nic.FormFactor ff) {
        return new Nic(
                "card",
                "nic",
                "Acme",
                "Card",
                null,
                null,
                null,
                null,
                null,
                null,
                "chip",
                null,
                List.of(PortGroup.of(1, Cage.SFP_PLUS, List.of(10.0))),
                hi,
                ff,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }

    // ---- slots ----

    /** A closed PCIe slot as long as it is wired. */
    static Board.Slot closedPcieSlot(int gen, int lanes) {
        return slot("pcie", lanes, false, lanes, gen, null);
    }

    /** A PCIe slot of one length, wired for fewer lanes ("x16 long, x4 wired"). */
    static Board.Slot pcieSlot(int gen, int mechanical, int lanes) {
        return slot("pcie", mechanical, false, lanes, gen, null);
    }

    static Board.Slot openEndedPcieSlot(int gen, int lanes) {
        return slot("pcie", lanes, true, lanes, gen, null);
    }

    static Board.Slot lowProfilePcieSlot(int gen, int mechanical, int lanes) {
        return slot("pcie", mechanical, false, lanes, gen, "low-profile");
    }

    static Board.Slot m2Slot() {
        return slot("m2", null, false, 4, 3, null);
    }

    static Board.Slot ocp2Slot(int lanes) {
        return slot("ocp2", null, false, lanes, 3, null);
    }

    static Board.Slot withSharing(Board.Slot s, Board.Sharing... sharing) {
        return new Board.Slot(
                s.id(),
                s.type(),
                s.mechanical(),
                s.openEnded(),
                s.lanes(),
                s.gen(),
                s.attachedTo(),
                s.heightLimit(),
                List.of(sharing),
                s.biosModes(),
                s.note(),
                s.source(),
                null,
                null,
                null,
                null);
    }

    static Board.Slot withBiosModes(Board.Slot s, Board.BiosMode... modes) {
        return new Board.Slot(
                s.id(),
                s.type(),
                s.mechanical(),
                s.openEnded(),
                s.lanes(),
                s.gen(),
                s.attachedTo(),
                s.heightLimit(),
                s.sharing(),
                List.of(modes),
                s.note(),
                s.source(),
                null,
                null,
                null,
                null);
    }

    static Board.Slot named(String id, Board.Slot s) {
        return new Board.Slot(
                id,
                s.type(),
                s.mechanical(),
                s.openEnded(),
                s.lanes(),
                s.gen(),
                s.attachedTo(),
                s.heightLimit(),
                s.sharing(),
                s.biosModes(),
                s.note(),
                s.source(),
                null,
                null,
                null,
                null);
    }

    static Board board(Board.Slot... slots) {
        return new Board(
                "board",
                "board",
                "Acme",
                "Board",
                null,
                null,
                null,
                null,
                null,
                null,
                "motherboard",
                "ATX",
                null,
                null,
                null,
                null,
                List.of(slots),
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }

    private static Board.Slot slot(
            String type, Integer mechanical, boolean openEnded, int lanes, int gen, String height) {
        return new Board.Slot(
                "SLOT1",
                type,
                mechanical,
                openEnded ? Boolean.TRUE : null,
                lanes,
                gen,
                "cpu",
                height,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }

    // ---- ports ----

    static final PortGroup SFP_PLUS_PORT = PortGroup.of(1, Cage.SFP_PLUS, List.of(10.0, 1.0));
    static final PortGroup SFP28_PORT = PortGroup.of(1, Cage.SFP28, List.of(25.0, 10.0));
    static final PortGroup QSFP28_PORT = PortGroup.of(1, Cage.QSFP28, List.of(100.0, 40.0));
    static final PortGroup RJ45_PORT = PortGroup.of(1, Cage.RJ45, List.of(10.0, 5.0, 2.5, 1.0));

    // ---- modules ----

    /** 10GBASE-SR, SFP+, multimode, LC duplex. */
    static final Transceiver SR_10G = module(Cage.SFP_PLUS, List.of(10.0), "mmf", "lc-duplex", "10GBASE-SR");
    /** 25GBASE-SR only, SFP28. */
    static final Transceiver SR_25G_ONLY = module(Cage.SFP28, List.of(25.0), "mmf", "lc-duplex", "25GBASE-SR");
    /** 10GBASE-LR, SFP+, single-mode, LC duplex. */
    static final Transceiver LR_10G = module(Cage.SFP_PLUS, List.of(10.0), "smf", "lc-duplex", "10GBASE-LR");
    /** 10GBASE-T, SFP+, an RJ45 jack. */
    static final Transceiver COPPER_10G = module(Cage.SFP_PLUS, List.of(10.0, 1.0), "copper", "rj45", "10GBASE-T");

    private static Transceiver module(Cage cage, List<Double> speeds, String media, String connector, String standard) {
        return new Transceiver(
                standard,
                "transceiver",
                "Acme",
                standard,
                null,
                null,
                null,
                null,
                null,
                null,
                cage,
                null,
                standard,
                speeds,
                media,
                null,
                connector,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }

    // ---- cables ----

    static Cable sfpPlusDac(double lengthM) {
        return new Cable(
                "dac",
                "cable",
                "Acme",
                "DAC",
                null,
                null,
                null,
                null,
                null,
                null,
                "dac-passive",
                lengthM,
                List.of("sfp+"),
                List.of(10.0),
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }

    /** A 100G QSFP28 to 4 × 25G SFP28 breakout. */
    static Cable breakoutDac() {
        return new Cable(
                "breakout",
                "cable",
                "Acme",
                "Breakout",
                null,
                null,
                null,
                null,
                null,
                null,
                "dac-passive",
                2,
                List.of("qsfp28", "sfp28", "sfp28", "sfp28", "sfp28"),
                List.of(100.0, 25.0),
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }

    static Cable om3LcCord(double lengthM) {
        return new Cable(
                "om3",
                "cable",
                "Acme",
                "OM3",
                null,
                null,
                null,
                null,
                null,
                null,
                "fiber",
                lengthM,
                List.of("lc", "lc"),
                List.of(),
                "OM3",
                null,
                2,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }

    static Cable cat6a(double lengthM) {
        return new Cable(
                "cat6a",
                "cable",
                "Acme",
                "Cat6a",
                null,
                null,
                null,
                null,
                null,
                null,
                "twisted-pair",
                lengthM,
                List.of(),
                List.of(),
                null,
                null,
                null,
                "cat6a",
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }
}
