package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Caveat;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.text.Phrase;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The vendor's driver for a card whose catalog caveat for the host's OS is about its in-box driver, where the
 * catalog names the vendor driver for that OS (seed 000: the ConnectX-4 Lx on Windows received 0 bit/s
 * with the in-box driver until NVIDIA's WinOF-2 was installed). The throughput model has no driver term,
 * so the change is proposed without a prediction: the plan is left as it is and the proposal says that
 * the effect is not predictable, rather than a figure the model cannot back.
 */
final class VendorDriver implements FreeChangeRule {

    static final String KIND = "vendor-driver";

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public List<FreeChange> propose(Plan plan, Catalog catalog) {
        List<FreeChange> out = new ArrayList<>();
        for (Plan.Host h : plan.hosts()) {
            String os = h.os().toString();
            String kernel = h.os().family().toString();
            for (Plan.NicPlacement n : h.nics()) {
                Nic part = n.part() == null
                        ? null
                        : catalog.find(n.part(), Nic.class).orElse(null);
                if (part == null) {
                    continue;
                }
                String driver = part.drivers().containsKey(os)
                        ? part.drivers().get(os)
                        : part.drivers().get(kernel);
                if (driver == null || driver.toLowerCase(Locale.ROOT).contains("in-box")) {
                    continue;
                }
                for (Caveat c : part.caveats()) {
                    if (c.appliesTo(os, kernel) && aboutTheInBoxDriver(c)) {
                        out.add(FreeChange.unpredictable(
                                KIND,
                                Phrase.of(
                                        "recommend.free.vendor-driver",
                                        driver,
                                        part.displayName(),
                                        plan.deviceName(h.id()),
                                        os,
                                        Phrase.verbatim(c.note().strip())),
                                plan));
                        break;
                    }
                }
            }
        }
        return out;
    }

    /**
     * A problem (not a note for information) with the OS's own (in-box) driver, which the vendor's
     * replaces; macOS 13's in-box ConnectX driver is a fact, not a problem.
     */
    private static boolean aboutTheInBoxDriver(Caveat c) {
        if ("info".equals(c.severity())) {
            return false;
        }
        String note = c.note().toLowerCase(Locale.ROOT);
        return note.contains("in-box") || note.contains("inbox");
    }
}
