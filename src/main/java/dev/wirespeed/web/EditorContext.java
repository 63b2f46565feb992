package dev.wirespeed.web;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.List;
import java.util.Locale;

/**
 * What every section of the plan editor reads: the plan, the catalog, the plan as resolved
 * (parts looked up, buses negotiated), the locale's messages and formats, and device names.
 */
public final class EditorContext {

    /** One choice in a select: the value, its label, whether it fits, and a short note or reason. */
    public record Option(String value, String label, boolean fits, String note) {
        public String text() {
            return note == null || note.isEmpty() ? label : label + " — " + note;
        }
    }

    /** An optgroup. */
    public record Group(String label, List<Option> options) {}

    final Plan plan;
    final Catalog catalog;
    final ResolvedPlan resolved;
    final DisplayFormat fmt;
    final FitText fit;
    private final Locale locale;

    EditorContext(Plan plan, Catalog catalog, ResolvedPlan resolved, Locale locale) {
        this.plan = plan;
        this.catalog = catalog;
        this.resolved = resolved;
        this.locale = locale;
        this.fmt = new DisplayFormat(locale);
        this.fit = new FitText(locale);
    }

    String say(Phrase phrase) {
        return phrase.in(locale);
    }

    String m(String key, Object... args) {
        return Messages.get(locale, key, args);
    }

    /** A device's name as people read it: host or switch name, else its id. */
    String deviceName(String id) {
        var h = plan.host(id);
        if (h.isPresent()) {
            return h.get().name() == null ? id : h.get().name();
        }
        var s = plan.switchUnit(id);
        if (s.isPresent()) {
            if (s.get().name() != null) {
                return s.get().name();
            }
            return catalog.find(s.get().part()).map(Part::model).orElse(id);
        }
        return id;
    }

    /** A placed NIC's short name: the model of a catalog card, else the placement's label. */
    static String shortLabel(ResolvedPlan.ResolvedNic n) {
        return n.part() == null ? n.label() : n.part().model();
    }

    ResolvedPlan.ResolvedHost host(String hostId) {
        return resolved.hosts().get(hostId);
    }
}
