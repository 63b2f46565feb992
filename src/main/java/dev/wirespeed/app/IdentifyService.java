package dev.wirespeed.app;

import com.fasterxml.jackson.annotation.JsonIgnore;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.PartMatcher;
import dev.wirespeed.catalog.PartMatcher.Candidate;
import dev.wirespeed.catalog.PartMatcher.Certainty;
import dev.wirespeed.catalog.PartMatcher.Identified;
import dev.wirespeed.measure.parse.ParseException;
import dev.wirespeed.measure.parse.Parsers;
import dev.wirespeed.measure.parse.PcieLink;
import dev.wirespeed.measure.parse.SeenDevice;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.text.Phrase;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.function.Supplier;

/**
 * Identification of catalog parts from what machines print (lspci, lsusb, dmesg, hwinfo), and putting
 * an identified part into a plan's host. Nothing is stored by identifying; adding is a plan edit with
 * the version check every edit has.
 */
public final class IdentifyService {

    private final PlanService plans;
    private final Supplier<Catalog> catalog;

    public IdentifyService(PlanService plans, Supplier<Catalog> catalog) {
        this.plans = plans;
        this.catalog = catalog;
    }

    /** What came back for one text: every network adapter found, with the parts it may be. */
    public record Report(List<Device> devices) {}

    /**
     * One device: its ids as printed (USB: {@code device} is the product id), the PCIe link it negotiated
     * ({@code link}), the Ethernet speed its driver reported ({@code ethernetMbps}), the catalog candidates,
     * surest first, and a one-line {@code found} summary.
     */
    public record Device(
            String bus,
            String address,
            String vendor,
            String device,
            String subsystemVendor,
            String subsystemDevice,
            String name,
            String subsystemName,
            String driver,
            Link link,
            Integer ethernetMbps,
            List<String> seenIn,
            int line,
            List<CandidateView> candidates,
            String found,
            @JsonIgnore Phrase foundText) {}

    /** A negotiated PCIe link: gen and lanes as negotiated, usable Gbit/s, and what the device is capable of. */
    public record Link(Integer gen, Integer lanes, Double gbps, Integer capableGen, Integer capableLanes) {}

    /** A part the device may be: {@code match} says how sure ("card", "usb-product", "controller", "name"). */
    public record CandidateView(
            String id, String vendor, String model, Certainty match, String why, @JsonIgnore Phrase reason) {}

    public Report identify(String text) {
        return report(text, catalog.get());
    }

    /**
     * @throws AppError 400 with the parser's located message when the text names no device or is not text
     */
    public static Report report(String text, Catalog catalog) {
        List<Identified> found;
        try {
            found = PartMatcher.of(catalog).identify(Parsers.devices(text));
        } catch (ParseException e) {
            throw AppError.badRequest("text", Phrase.of("identify.unreadable", Phrase.verbatim(e.getMessage())));
        }
        List<Device> out = new ArrayList<>();
        for (Identified i : found) {
            out.add(view(i));
        }
        return new Report(out);
    }

    private static Device view(Identified i) {
        SeenDevice d = i.device();
        Phrase found = found(d, i.candidates());
        PcieLink l = d.link();
        Link link = l == null ? null : new Link(l.gen(), l.lanes(), l.gbps(), l.capableGen(), l.capableLanes());
        List<CandidateView> candidates = i.candidates().stream()
                .map(c -> new CandidateView(
                        c.part().id(), c.part().vendor(), c.part().model(), c.match(), c.why(), c.reason()))
                .toList();
        return new Device(
                d.bus(),
                d.address(),
                d.vendor(),
                d.device(),
                d.subsystemVendor(),
                d.subsystemDevice(),
                d.name(),
                d.subsystemName(),
                d.driver(),
                link,
                d.ethernetMbps(),
                d.seenIn(),
                d.line(),
                candidates,
                found.english(),
                found);
    }

    /** "found: Intel X520-DA1 (8086:10fb, subsystem 8086:000a), negotiated PCIe 2.0 x4". */
    static Phrase found(SeenDevice d, List<Candidate> candidates) {
        List<Object> b = new ArrayList<>();
        if (candidates.isEmpty()) {
            b.add(
                    d.name() != null
                            ? Phrase.verbatim(d.name())
                            : Phrase.of(
                                    d.bus().equals("usb") ? "identify.found.usb-device" : "identify.found.pci-device"));
        } else {
            Nic top = candidates.get(0).part();
            b.add(top.vendor() + " " + top.model());
        }
        List<Object> ids = new ArrayList<>();
        if (d.vendor() != null) {
            ids.add(d.vendor() + ":" + d.device());
        }
        if (d.subsystemVendor() != null) {
            ids.add(Phrase.of("identify.found.subsystem", d.subsystemVendor() + ":" + d.subsystemDevice()));
        }
        if (ids.isEmpty() && d.address() != null) {
            ids.add(Phrase.of("identify.found.at", d.address()));
        }
        if (!ids.isEmpty()) {
            List<Object> joined = new ArrayList<>();
            for (Object id : ids) {
                if (!joined.isEmpty()) {
                    joined.add(", ");
                }
                joined.add(id);
            }
            b.add(Phrase.of("identify.found.ids", Phrase.concat(joined.toArray())));
        }
        if (!candidates.isEmpty() && candidates.get(0).match() != Certainty.CARD) {
            b.add(
                    candidates.size() > 1
                            ? Phrase.of("identify.found.not-certain.others", candidates.size() - 1)
                            : Phrase.of("identify.found.not-certain"));
        }
        if (d.link() != null && d.link().gen() != null && d.link().lanes() != null) {
            b.add(Phrase.of(
                    "identify.found.negotiated", d.link().gen(), d.link().lanes()));
        }
        if (d.ethernetMbps() != null) {
            int m = d.ethernetMbps();
            String speed = m % 1000 == 0
                    ? m / 1000 + " Gbit/s"
                    : m >= 1000 ? String.format(Locale.ROOT, "%.1f Gbit/s", m / 1000.0) : m + " Mbit/s";
            b.add(Phrase.of("identify.found.link-up", speed));
        }
        if (candidates.isEmpty()) {
            b.add(Phrase.of("identify.found.no-part"));
        }
        return Phrase.of("identify.found", Phrase.concat(b.toArray()));
    }

    /**
     * Puts a catalog NIC into a plan's host, with the PCIe link the output showed it negotiated (both null
     * when none), as {@link PlanEdits#addNic}; the placement id is made from the model.
     *
     * @return the stored plan and the new NIC's id
     * @throws AppError 400 for an unknown part, a part that is not a NIC or an unknown host; 409 when the
     *     plan changed since {@code expectedVersion}
     */
    public Added addToHost(
            String planId,
            String hostId,
            String partId,
            long expectedVersion,
            Integer gen,
            Integer lanes,
            String label) {
        Nic nic = catalog.get()
                .find(partId, Nic.class)
                .orElseThrow(() -> AppError.badRequest("part", Phrase.of("identify.notANic", partId)));
        PlanService.Stored current = plans.get(planId);
        Plan.Negotiated negotiated = gen == null && lanes == null ? null : new Plan.Negotiated(gen, lanes, label);
        Plan.NicPlacement placement =
                new Plan.NicPlacement(null, nic.id(), null, null, null, null, negotiated, null, false);
        PlanEdits.Change change;
        try {
            change = PlanEdits.addNic(current.plan(), hostId, placement, nic.model());
        } catch (NoSuchElementException | IllegalArgumentException e) {
            throw AppError.badRequest("host", Phrase.of("identify.noHost", planId, hostId));
        }
        PlanService.Stored stored = plans.update(planId, change.plan(), expectedVersion);
        return new Added(stored, change.elementId());
    }

    /** The plan after the edit and the placed NIC as "host/nic". */
    public record Added(PlanService.Stored plan, String element) {}
}
