package dev.wirespeed.web;

import dev.wirespeed.app.AppError;
import dev.wirespeed.plan.HostRole;
import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.InvalidPlanValue;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.plan.ToolVersion;
import dev.wirespeed.plan.Virtualization;
import dev.wirespeed.units.Spelling;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the plan editor's HTML forms into plan records. Only what a form can get wrong by itself is
 * checked here (a required field left empty, text where a number belongs); everything else is
 * {@code PlanService.validate}'s job. Problems are collected per field and thrown together as one
 * 400 {@link AppError} whose detail paths are the field names.
 */
public final class PlanForms {

    public static final List<String> OSES =
            Arrays.stream(Os.values()).map(Os::toString).toList();
    public static final List<String> ROLES =
            Arrays.stream(HostRole.values()).map(HostRole::toString).toList();
    public static final List<String> VIRTUALIZATIONS =
            Arrays.stream(Virtualization.values()).map(Virtualization::toString).toList();
    public static final List<String> TOOLS =
            Arrays.stream(Tool.values()).map(Tool::toString).toList();
    public static final List<String> INITIATORS =
            Arrays.stream(Initiator.values()).map(Initiator::toString).toList();
    public static final List<String> USB_GENS = List.of("2.0", "3.2gen1", "3.2gen2", "3.2gen2x2", "usb4");
    public static final Set<String> NON_SLOTS = Set.of("usb", "thunderbolt", "onboard");

    private final Map<String, List<String>> params;
    private final Locale locale;
    private final List<AppError.Detail> problems = new ArrayList<>();

    public PlanForms(Map<String, List<String>> params, Locale locale) {
        this.params = params;
        this.locale = locale;
    }

    /** The plan's own fields: name, description, currency. */
    public record Settings(String name, String description, String currency) {}

    public Settings settings() {
        String name = required("name", "form.required.name");
        String description = text("description", 2000);
        String currency = text("currency", 3);
        done();
        return new Settings(name, description, currency == null ? "JPY" : currency.toUpperCase(Locale.ROOT));
    }

    /** A host without NICs (they are placed one by one); id blank for a new host. */
    public Plan.Host host() {
        String name = required("name", "form.required.name");
        HostRole role = choice("role", HostRole.values());
        Virtualization virtualization = choice("virtualization", Virtualization.values());
        Os os = choice("os", Os.values());
        String osVersion = text("osVersion", 80);
        String ip = text("ip", 100);
        if (ip != null && !ip.matches("[A-Za-z0-9.:\\-\\[\\]/%]+")) {
            problem("ip", "form.ip");
        }
        String board = text("board", 200);
        String cpu = text("cpu", 200);
        Integer cpuScore = integer("cpuScore");
        List<String> storage = params.getOrDefault("storage", List.of()).stream()
                .filter(v -> v != null && !v.isBlank())
                .map(String::trim)
                .toList();
        boolean owned = params.containsKey("owned");
        done();
        return build(
                "",
                () -> new Plan.Host(
                        null,
                        name,
                        role,
                        os,
                        osVersion,
                        ip,
                        board,
                        cpu,
                        cpuScore,
                        storage,
                        null,
                        List.of(),
                        null,
                        owned,
                        virtualization));
    }

    /** A NIC placement: the card, where it sits, the "negotiated as" override, its MTU. */
    public Plan.NicPlacement nic() {
        // a generic NIC (not from the catalog, e.g. from an imported plan) keeps its description: see
        // PlanEdits.updateNic
        String part = params.containsKey("keepGeneric") ? text("part", 200) : required("part", "form.required.nic");
        String slot = text("slot", 100);
        String usbPort = text("usbPort", 20);
        if (usbPort != null && !USB_GENS.contains(usbPort)) {
            problem("usbPort", "form.oneOf", String.join(", ", USB_GENS));
        }
        Integer tb = integer("thunderboltVersion");
        Integer gen = integer("negotiated.gen");
        Integer lanes = integer("negotiated.lanes");
        String label = text("negotiated.label", 120);
        Integer mtu = integer("mtu");
        boolean owned = params.containsKey("owned");
        done();
        Plan.Negotiated negotiated = gen == null && lanes == null
                ? null
                : build("negotiated.", () -> new Plan.Negotiated(gen, lanes, label));
        return build(
                "",
                () -> new Plan.NicPlacement(
                        null,
                        part,
                        null,
                        slot,
                        "usb".equals(slot) ? usbPort : null,
                        "thunderbolt".equals(slot) ? tb : null,
                        negotiated,
                        mtu,
                        owned));
    }

    public Plan.SwitchUnit switchUnit() {
        String part = required("part", "form.required.switch");
        String name = text("name", 200);
        Integer mtu = integer("mtu");
        boolean owned = params.containsKey("owned");
        done();
        return build("", () -> new Plan.SwitchUnit(null, name, part, mtu, owned));
    }

    /** A link: two ends ("device|nic|port"), the cable or modules and cord, the distance in metres. */
    public Plan.Link link() {
        Plan.End a = end("a");
        Plan.End b = end("b");
        if (a != null && b != null && a.equals(b)) {
            problem("b", "form.link.samePort");
        }
        String cable = text("cable", 200);
        String media = text("media", 40);
        String moduleA = text("moduleA", 200);
        String moduleB = text("moduleB", 200);
        Double distance = decimal("distanceM");
        Double speed = decimal("speedGbps");
        boolean ownedCable = params.containsKey("ownedCable");
        boolean ownedModules = params.containsKey("ownedModules");
        done();
        return build(
                "",
                () -> new Plan.Link(
                        null,
                        a,
                        b,
                        cable,
                        moduleA,
                        moduleB,
                        distance,
                        cable == null ? media : null,
                        speed,
                        ownedCable,
                        ownedModules));
    }

    public Plan.Flow flow() {
        String from = required("from", "form.required.host");
        String to = required("to", "form.required.host");
        if (from != null && from.equals(to)) {
            problem("to", "form.flow.sameHost");
        }
        Tool tool = choice("tool", Tool.values());
        Integer streams = integer("streams");
        if (streams != null && streams < 1) {
            problem("streams", "form.atLeast", 1);
        }
        Initiator initiator = choice("initiator", Initiator.values());
        String note = text("note", 500);
        String version = text("toolVersion", 80);
        boolean concurrent = params.containsKey("concurrent");
        done();
        return build(
                "",
                () -> new Plan.Flow(
                        null, from, to, tool, streams, initiator, note, concurrent, ToolVersion.parseOrNull(version)));
    }

    /**
     * The edited host's or switch's name, and a host's IP, against the plan's other hosts or
     * switches, so that the form says in the page's language which field repeats which element
     * ({@code PlanService.validate} refuses the same for documents). {@code path} is the edited
     * element's JSON path ({@code $.hosts[2]}); other paths are not checked here.
     */
    public static void requireDistinct(Plan plan, String path, Locale locale) {
        Matcher m = ELEMENT.matcher(path == null ? "" : path);
        if (!m.matches()) {
            return;
        }
        int i = Integer.parseInt(m.group(2));
        List<AppError.Detail> d = new ArrayList<>();
        if (m.group(1).equals("hosts")) {
            Plan.Host h = plan.hosts().get(i);
            for (int j = 0; j < plan.hosts().size(); j++) {
                Plan.Host o = plan.hosts().get(j);
                if (j != i && same(h.name(), o.name())) {
                    d.add(new AppError.Detail(
                            "name",
                            Messages.get(
                                    locale, "form.duplicate.hostName", h.name().trim())));
                }
                if (j != i && same(h.ip(), o.ip())) {
                    d.add(new AppError.Detail(
                            "ip",
                            Messages.get(locale, "form.duplicate.ip", h.ip().trim(), PanelView.name(plan, o.id()))));
                }
            }
        } else {
            Plan.SwitchUnit s = plan.switches().get(i);
            for (int j = 0; j < plan.switches().size(); j++) {
                if (j != i && same(s.name(), plan.switches().get(j).name())) {
                    d.add(new AppError.Detail(
                            "name",
                            Messages.get(
                                    locale,
                                    "form.duplicate.switchName",
                                    s.name().trim())));
                }
            }
        }
        if (!d.isEmpty()) {
            throw AppError.badRequest(d.get(0).message(), d);
        }
    }

    private static final Pattern ELEMENT = Pattern.compile("\\$\\.(hosts|switches)\\[(\\d+)]");

    private static boolean same(String a, String b) {
        return a != null && b != null && !a.isBlank() && a.trim().equalsIgnoreCase(b.trim());
    }

    /** Encodes a link end as a form value. */
    public static String endValue(Plan.End e) {
        return e == null ? "" : e.device() + "|" + (e.nic() == null ? "" : e.nic()) + "|" + e.port();
    }

    /** Decodes "device|nic|port"; null when blank or malformed. */
    public static Plan.End parseEnd(String v) {
        if (v == null || v.isBlank()) {
            return null;
        }
        String[] p = v.split("\\|", -1);
        if (p.length != 3 || p[0].isBlank()) {
            return null;
        }
        try {
            int port = Integer.parseInt(p[2]);
            return port < 1 ? null : new Plan.End(p[0], p[1].isBlank() ? null : p[1], port);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    // ---- field readers ----

    public String text(String field, int max) {
        List<String> v = params.get(field);
        if (v == null || v.isEmpty() || v.get(0) == null) {
            return null;
        }
        String raw = v.get(0);
        if (raw.isBlank()) {
            return null;
        }
        String s = raw.trim();
        if (s.length() > max) {
            problem(field, "form.tooLong", max);
        }
        return s;
    }

    private String required(String field, String messageKey) {
        String v = text(field, 200);
        if (v == null) {
            problem(field, messageKey);
        }
        return v;
    }

    private Integer integer(String field) {
        String v = text(field, 20);
        if (v == null) {
            return null;
        }
        try {
            return Integer.parseInt(v.replace(",", "").replace("_", ""));
        } catch (NumberFormatException e) {
            problem(field, "form.integer", v);
            return null;
        }
    }

    private Double decimal(String field) {
        String v = text(field, 30);
        if (v == null) {
            return null;
        }
        try {
            double d = Double.parseDouble(v.replace(',', '.'));
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw new NumberFormatException(v);
            }
            return d;
        } catch (NumberFormatException e) {
            problem(field, "form.number", v);
            return null;
        }
    }

    private Plan.End end(String field) {
        String v = text(field, 300);
        if (v == null) {
            problem(field, "form.required.port");
            return null;
        }
        Plan.End e = parseEnd(v);
        if (e == null) {
            problem(field, "form.port", v);
        }
        return e;
    }

    /** One of an enum's spellings, or null when blank (the plan's default then applies). */
    private <E extends Enum<E>> E choice(String field, E[] values) {
        String v = text(field, 40);
        if (v == null) {
            return null;
        }
        try {
            return Spelling.parse(values, v);
        } catch (IllegalArgumentException e) {
            problem(field, "form.choice", v, Spelling.choices(values));
            return null;
        }
    }

    /** A record built from checked fields; a value its constructor refuses becomes that field's problem. */
    private <T> T build(String fieldPrefix, Supplier<T> make) {
        try {
            return make.get();
        } catch (InvalidPlanValue e) {
            problems.add(
                    e.phrase() == null
                            ? new AppError.Detail(fieldPrefix + e.field(), e.getMessage())
                            : AppError.Detail.of(fieldPrefix + e.field(), e.phrase()));
            done();
            throw e;
        }
    }

    private void problem(String field, String key, Object... args) {
        problems.add(new AppError.Detail(field, Messages.get(locale, key, args)));
    }

    private void done() {
        if (!problems.isEmpty()) {
            throw AppError.badRequest(problems.get(0).message(), problems);
        }
    }
}
