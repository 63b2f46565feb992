package dev.wirespeed.web;

import dev.wirespeed.app.PlanService;
import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Cpu;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.Storage;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.fit.Fit;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.web.EditorContext.Option;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * "Add to plan" on a part's page, for one chosen plan. A card or a switch is added by the editor's own
 * forms: the page renders them with the plan's version, posting to the editor's URLs
 * ({@code /plans/{id}/hosts/{host}/nics}, {@code /plans/{id}/switches}), so the edit, its checks, its
 * conflict page and its access rule are the editor's. A module or a cable needs the other end of a
 * link, a board, CPU or storage drive a host: for those the page links to the editor's form with the
 * part filled in (the editor's "what fits" refresh reads a form's fields from the query).
 */
public final class AddToPlan {

    /** A host a card can go into: the editor's NIC form for it, and its free places with whether the card fits. */
    public record HostTarget(String hostId, String name, String action, String formKey, List<Option> slots) {
        public boolean anyFits() {
            return slots.stream().anyMatch(Option::fits);
        }
    }

    /** A link to an editor form with the part filled in, and what it is for. */
    public record FormLink(String label, String href) {}

    private final PlanService.Stored stored;
    private final List<HostTarget> hosts;
    private final String switchAction;
    private final List<FormLink> links;

    private AddToPlan(PlanService.Stored stored, List<HostTarget> hosts, String switchAction, List<FormLink> links) {
        this.stored = stored;
        this.hosts = hosts;
        this.switchAction = switchAction;
        this.links = links;
    }

    public Plan plan() {
        return stored.plan();
    }

    public long version() {
        return stored.version();
    }

    /** For a card: every host with its free places (those the card fits first). */
    public List<HostTarget> hosts() {
        return hosts;
    }

    /** For a switch: where the editor's "add a switch" form posts; null for other kinds. */
    public String switchAction() {
        return switchAction;
    }

    /** For the other kinds: editor forms with the part filled in. */
    public List<FormLink> links() {
        return links;
    }

    static AddToPlan of(PlanService.Stored stored, Part part, Catalog catalog, Locale locale) {
        Plan plan = stored.plan();
        String base = "/plans/" + plan.id();
        PlanPlaces places = new PlanPlaces(plan, catalog, locale);
        FitText text = new FitText(locale);
        List<HostTarget> hosts = new ArrayList<>();
        List<FormLink> links = new ArrayList<>();
        if (part instanceof Nic) {
            for (Plan.Host h : plan.hosts()) {
                List<Option> slots = new ArrayList<>();
                for (PlanPlaces.Place p : places.slotsOf(h.id())) {
                    Fit f = places.fit(part, p).orElseThrow();
                    slots.add(new Option(p.slotKey(), p.within(), f.fits(), text.note(f)));
                }
                slots.sort(Comparator.comparing(o -> !o.fits()));
                hosts.add(new HostTarget(
                        h.id(),
                        h.name() == null ? h.id() : h.name(),
                        base + "/hosts/" + h.id() + "/nics",
                        "nic-new-" + h.id(),
                        slots));
            }
        }
        if (part instanceof Transceiver || part instanceof Cable) {
            String field = part instanceof Transceiver ? "moduleA" : "cable";
            for (PlanPlaces.Place p : places.all()) {
                Optional<Fit> f = p.isSlot() ? Optional.empty() : places.fit(part, p);
                if (f.isPresent() && f.get().fits()) {
                    String note = text.note(f.get());
                    links.add(new FormLink(
                            p.label() + (note == null ? "" : " — " + note),
                            base + "?form=link-new&a=" + enc(p.end()) + "&" + field + "=" + enc(part.id())
                                    + "#form-link-new"));
                }
            }
        }
        String hostField = part instanceof Board
                ? "board"
                : part instanceof Cpu ? "cpu" : part instanceof Storage ? "storage" : null;
        if (hostField != null) {
            links.add(new FormLink(
                    Messages.get(locale, "addTo.newHost"),
                    base + "?form=host-new&" + hostField + "=" + enc(part.id()) + "#form-host-new"));
        }
        return new AddToPlan(stored, hosts, part instanceof Switch ? base + "/switches" : null, links);
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
}
