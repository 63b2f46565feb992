package dev.wirespeed.catalog;

import dev.wirespeed.measure.parse.DeviceList;
import dev.wirespeed.measure.parse.SeenDevice;
import dev.wirespeed.text.Phrase;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which catalog NICs a device a machine printed may be. In order of how sure:
 *
 * <ol>
 *   <li>{@link Certainty#CARD}: vendor:device and subsystem equal one of the part's pciIds: the card itself
 *       (or a clone that presents itself as it, which is what a clone's buyer wants to know);
 *   <li>{@link Certainty#USB_PRODUCT}: the lsusb vendor:product is one of the part's usbIds; adapters built
 *       on one chip often keep the chip maker's id, so this names the chip at least;
 *   <li>{@link Certainty#CONTROLLER}: the vendor:device is on the part but the subsystem is not (or was
 *       not printed): every card on that controller, the one carrying the bare controller id first;
 *   <li>{@link Certainty#NAME}: no id to go by (plain {@code lspci}, a grep of hwinfo): the printed name
 *       holds the part's model or an alias, the pci.ids name of its controller, or its chip's model number.
 * </ol>
 */
public final class PartMatcher {

    /** How sure a candidate is; the JSON value is the lowercase label. */
    public enum Certainty {
        CARD("card"),
        USB_PRODUCT("usb-product"),
        CONTROLLER("controller"),
        NAME("name");

        private final String label;

        Certainty(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    /** One part the device may be, how sure, and why (which id or name matched; {@link #why()} in English). */
    public record Candidate(Nic part, Certainty match, Phrase reason) {
        public Candidate {
            if (part == null || match == null || reason == null) {
                throw new IllegalArgumentException("a candidate needs a part, a certainty and a reason");
            }
        }

        public String why() {
            return reason.english();
        }
    }

    /** A device and the parts it may be. */
    public record Identified(SeenDevice device, List<Candidate> candidates) {
        public Identified {
            candidates = candidates == null ? List.of() : List.copyOf(candidates);
        }
    }

    private static final Pattern ADAPTER_WORDS =
            Pattern.compile("(?i)\\b(ethernet|lan|network|nic|gbe|[0-9.]+g(?:be|bps)?)\\b");

    /** More than a person reads through; a controller shared by more cards lists the first ones. */
    static final int MAX_CANDIDATES = 12;

    private static final Pattern ID_IN_ALIAS = Pattern.compile("\\b([0-9a-fA-F]{4}):([0-9a-fA-F]{4})\\b");
    private static final Pattern TOKEN_SPLIT = Pattern.compile("[\\s,;()\\[\\]\"]+");
    private static final Set<String> FILLER = Set.of(
            "corporation",
            "corp.",
            "corp",
            "inc.",
            "inc",
            "co.",
            "ltd.",
            "ltd",
            "technologies",
            "semiconductor",
            "company",
            "limited");

    private final List<Nic> nics;

    public PartMatcher(Collection<Nic> nics) {
        List<Nic> sorted = new ArrayList<>(nics);
        sorted.sort(Comparator.comparing(Nic::id));
        this.nics = List.copyOf(sorted);
    }

    public static PartMatcher of(Catalog catalog) {
        return new PartMatcher(catalog.ofKind(Nic.class));
    }

    /** The candidates for one device, surest first; empty when nothing in the catalog fits. */
    public List<Candidate> candidates(SeenDevice d) {
        List<Candidate> out = new ArrayList<>();
        if (d.vendor() != null && d.bus().equals("pci")) {
            out.addAll(byPciId(d));
        }
        if (d.vendor() != null && d.bus().equals("usb")) {
            out.addAll(byUsbId(d));
        }
        if (out.isEmpty()) {
            out.addAll(byName(d));
        }
        return out.size() > MAX_CANDIDATES ? List.copyOf(out.subList(0, MAX_CANDIDATES)) : List.copyOf(out);
    }

    /**
     * The network adapters among the devices, each with its candidates: PCI network controllers,
     * USB devices whose name says adapter, PCI devices of no stated class (a kernel bandwidth line names
     * only the address), and any device a part matches. Bridges, disks and hubs
     * a full listing also prints are left out.
     */
    public List<Identified> identify(DeviceList list) {
        List<Identified> out = new ArrayList<>();
        for (SeenDevice d : list.devices()) {
            List<Candidate> c = candidates(d);
            boolean adapter = d.bus().equals("pci")
                    ? d.isNetwork() || d.classCode() == null && d.className() == null
                    : !"1d6b".equals(d.vendor())
                            && d.name() != null
                            && ADAPTER_WORDS.matcher(d.name()).find();
            if (adapter || !c.isEmpty()) {
                out.add(new Identified(d, c));
            }
        }
        return out;
    }

    private List<Candidate> byPciId(SeenDevice d) {
        String chip = d.vendor() + ":" + d.device();
        List<Candidate> cards = new ArrayList<>();
        List<Nic> sameController = new ArrayList<>();
        for (Nic n : nics) {
            boolean exact = false;
            boolean controller = false;
            for (PciId id : n.pciIds()) {
                if (id.vendor().equals(d.vendor()) && id.device().equals(d.device())) {
                    controller = true;
                    if (id.hasSubsystem()
                            && id.subsystemVendor().equals(d.subsystemVendor())
                            && id.subsystemDevice().equals(d.subsystemDevice())) {
                        exact = true;
                    }
                }
            }
            controller = controller || aliasIds(n).contains(chip);
            if (exact) {
                cards.add(new Candidate(
                        n,
                        Certainty.CARD,
                        Phrase.of("identify.why.card", chip, d.subsystemVendor() + ":" + d.subsystemDevice())));
            } else if (controller) {
                sameController.add(n);
            }
        }
        sameController.sort(Comparator.comparingInt((Nic n) -> bareId(n, d) ? 0 : 1)
                .thenComparingInt(n -> sameSubsystemVendor(n, d) ? 0 : 1)
                .thenComparingInt(n -> -nameScore(n, texts(d))));
        List<Candidate> out = new ArrayList<>(cards);
        String seenSubsystem = d.subsystemVendor() + ":" + d.subsystemDevice();
        Phrase subsystem = d.subsystemVendor() == null
                ? Phrase.of("identify.why.no-subsystem")
                : cards.isEmpty()
                        ? Phrase.of("identify.why.subsystem-unknown", seenSubsystem)
                        : Phrase.of(
                                "identify.why.subsystem-of",
                                seenSubsystem,
                                cards.get(0).part().model());
        for (Nic n : sameController) {
            out.add(new Candidate(
                    n,
                    Certainty.CONTROLLER,
                    Phrase.of("identify.why.controller", chip, controllerName(n, d), subsystem)));
        }
        // a card whose file lists no PCI id yet is still a card on that chip, when its chip is named alike
        Set<String> families = new HashSet<>();
        cards.forEach(c -> families.add(family(c.part().chip())));
        sameController.forEach(n -> families.add(family(n.chip())));
        families.remove("");
        for (Nic n : nics) {
            if (n.pciIds().isEmpty()
                    && families.contains(family(n.chip()))
                    && !aliasIds(n).contains(chip)) {
                out.add(new Candidate(n, Certainty.CONTROLLER, Phrase.of("identify.why.same-chip", n.chip(), chip)));
            }
        }
        return out;
    }

    private List<Candidate> byUsbId(SeenDevice d) {
        String id = d.vendor() + ":" + d.device();
        List<Candidate> out = new ArrayList<>();
        for (Nic n : nics) {
            for (UsbId u : n.usbIds()) {
                if (u.vendor().equals(d.vendor()) && u.product().equals(d.device())) {
                    out.add(new Candidate(
                            n, Certainty.USB_PRODUCT, Phrase.of("identify.why.usb", id, named(u.name()))));
                    break;
                }
            }
        }
        return out;
    }

    private List<Candidate> byName(SeenDevice d) {
        List<String> texts = texts(d);
        if (texts.isEmpty()) {
            return List.of();
        }
        Map<Nic, Phrase> reasons = new LinkedHashMap<>();
        Map<Nic, Integer> scores = new LinkedHashMap<>();
        for (Nic n : nics) {
            int score = 0;
            Phrase why = null;
            for (String t : texts) {
                String card = cardName(n, t);
                if (card != null && score < 3) {
                    score = 3;
                    why = Phrase.of("identify.why.name-card", t, card);
                }
                String controller = controllerNameIn(n, t);
                if (controller != null && score < 2) {
                    score = 2;
                    why = Phrase.of("identify.why.name-controller", t, controller);
                }
                String chip = chipIn(n, t);
                if (chip != null && score < 1) {
                    score = 1;
                    why = Phrase.of("identify.why.name-chip", t, chip);
                }
            }
            if (score > 0) {
                reasons.put(n, why);
                scores.put(n, score);
            }
        }
        List<Nic> found = new ArrayList<>(reasons.keySet());
        found.sort(Comparator.comparingInt((Nic n) -> -scores.get(n)).thenComparing(Nic::id));
        List<Candidate> out = new ArrayList<>();
        for (Nic n : found) {
            out.add(new Candidate(n, Certainty.NAME, reasons.get(n)));
        }
        return out;
    }

    // ---- names ----

    private static List<String> texts(SeenDevice d) {
        List<String> out = new ArrayList<>();
        if (d.name() != null) {
            out.add(d.name());
        }
        if (d.subsystemName() != null) {
            out.add(d.subsystemName());
        }
        return out;
    }

    /** The longest of the model and aliases (with a model number in it) every word of which the text holds. */
    private static String cardName(Nic n, String text) {
        List<String> have = tokens(text);
        List<String> names = new ArrayList<>();
        names.add(n.model());
        names.addAll(n.aliases());
        String best = null;
        for (String name : names) {
            if (name == null || ID_IN_ALIAS.matcher(name).find()) {
                continue;
            }
            List<String> want = tokens(name);
            if (!want.isEmpty()
                    && want.stream().anyMatch(PartMatcher::hasDigit)
                    && have.containsAll(want)
                    && (best == null || name.length() > best.length())) {
                best = name;
            }
        }
        return best;
    }

    /** The pci.ids or usb.ids name of one of the part's ids, when the text holds it whole. */
    private static String controllerNameIn(Nic n, String text) {
        String t = squash(text);
        for (PciId id : n.pciIds()) {
            if (id.name() != null && hasDigit(id.name()) && t.contains(squash(id.name()))) {
                return id.name();
            }
        }
        for (UsbId id : n.usbIds()) {
            if (id.name() != null && hasDigit(id.name()) && t.contains(squash(id.name()))) {
                return id.name();
            }
        }
        return null;
    }

    /** The chip's model number (each word with a digit, outside parentheses) found in the text. */
    private static String chipIn(Nic n, String text) {
        if (n.chip() == null) {
            return null;
        }
        List<String> want = tokens(n.chip().replaceAll("\\([^)]*\\)", " ")).stream()
                .filter(PartMatcher::hasDigit)
                .filter(w -> w.length() >= 4)
                .toList();
        if (want.isEmpty()) {
            return null;
        }
        List<String> have = tokens(text);
        for (String w : want) {
            if (have.stream().noneMatch(h -> h.startsWith(w) || w.startsWith(h) && h.length() >= 4 && hasDigit(h))) {
                return null;
            }
        }
        return String.join(" ", want);
    }

    private static int nameScore(Nic n, List<String> texts) {
        int best = 0;
        for (String t : texts) {
            if (cardName(n, t) != null) {
                best = Math.max(best, 3);
            }
        }
        return best;
    }

    private static boolean bareId(Nic n, SeenDevice d) {
        return n.pciIds().stream()
                .anyMatch(id -> !id.hasSubsystem()
                        && id.vendor().equals(d.vendor())
                        && id.device().equals(d.device()));
    }

    private static boolean sameSubsystemVendor(Nic n, SeenDevice d) {
        return d.subsystemVendor() != null
                && n.pciIds().stream().anyMatch(id -> d.subsystemVendor().equals(id.subsystemVendor()));
    }

    private static String controllerName(Nic n, SeenDevice d) {
        for (PciId id : n.pciIds()) {
            if (id.vendor().equals(d.vendor()) && id.device().equals(d.device()) && id.name() != null) {
                return " (" + id.name() + ")";
            }
        }
        return n.chip() == null ? "" : " (" + n.chip() + ")";
    }

    /** "ConnectX-4 Lx EN (MT27712A0-FDCF-XE)" -> "connectx-4 lx en": the chip without its ordering code. */
    private static String family(String chip) {
        return chip == null ? "" : squash(chip.replaceAll("\\([^)]*\\)", " "));
    }

    private static Set<String> aliasIds(Nic n) {
        Set<String> out = new HashSet<>();
        for (String a : n.aliases()) {
            Matcher m = ID_IN_ALIAS.matcher(a);
            while (m.find()) {
                out.add(m.group(1).toLowerCase(Locale.ROOT) + ":" + m.group(2).toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    private static String named(String name) {
        return name == null ? "" : " (" + name + ")";
    }

    private static List<String> tokens(String s) {
        List<String> out = new ArrayList<>();
        for (String t : TOKEN_SPLIT.split(s.toLowerCase(Locale.ROOT))) {
            if (!t.isEmpty() && !FILLER.contains(t)) {
                out.add(t);
            }
        }
        return out;
    }

    private static String squash(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
    }

    private static boolean hasDigit(String s) {
        return s.chars().anyMatch(Character::isDigit);
    }
}
