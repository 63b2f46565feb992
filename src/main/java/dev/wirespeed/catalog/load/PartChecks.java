package dev.wirespeed.catalog.load;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.catalog.Cage;
import dev.wirespeed.text.Count;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks across the fields of one part, and across parts, that a JSON Schema cannot say: a port's
 * speeds against its cage, a PCIe card's link, the names that port lists, combos and module rules
 * refer to, and PCI / USB ids that would make identification ambiguous. Each finding names the
 * file and the field.
 */
final class PartChecks {

    private PartChecks() {}

    /**
     * The highest rate a cage carries. SFP cages also run 2500BASE-X (HSGMII) on some routers, and
     * ConnectX-3 QSFP+ ports run 56GbE: those are the two allowances beyond the nominal rates.
     */
    static double cageLimitGbps(String cage) {
        Cage c;
        try {
            c = Cage.fromLabel(cage);
        } catch (IllegalArgumentException e) {
            return Double.MAX_VALUE; // the schema names an unknown cage
        }
        return switch (c) {
            case SFP -> 2.5;
            case QSFP_PLUS -> 56;
            default -> c.maxGbps();
        };
    }

    /**
     * Source texts that name no document: "a public GitHub repo", "public user notes", "a shop
     * list", "unnamed ...". A reader cannot find them again, so they do not count as a source.
     */
    static final Pattern VAGUE = Pattern.compile(
            "public github|github (repo|repository|notes|file)\\b|public user notes|public (project )?(notes|log)\\b"
                    + "|\\bshop list\\b|\\bunnamed\\b",
            Pattern.CASE_INSENSITIVE);

    /** Every source text of the document (sources without a URL, and every "source" field) that names nothing. */
    static void vagueSources(JsonNode node, String path, String file, List<Problem> out) {
        if (node.isObject()) {
            boolean sourceEntry = path.matches("\\$\\.sources\\[\\d+]");
            if (sourceEntry
                    && !node.has("url")
                    && VAGUE.matcher(node.path("title").asText("")).find()) {
                out.add(vague(file, path + ".title", node.path("title").asText()));
            }
            node.fields().forEachRemaining(e -> {
                String field = path + "." + e.getKey();
                JsonNode v = e.getValue();
                boolean sourceText = e.getKey().equals("source") || path.endsWith(".factSources");
                if (sourceText
                        && v.isTextual()
                        && !v.asText().startsWith("http")
                        && VAGUE.matcher(v.asText()).find()) {
                    out.add(vague(file, field, v.asText()));
                } else {
                    vagueSources(v, field, file, out);
                }
            });
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                vagueSources(node.get(i), path + "[" + i + "]", file, out);
            }
        }
    }

    private static Problem vague(String file, String field, String text) {
        return new Problem(
                file,
                field,
                "named-source",
                "'" + (text.length() > 80 ? text.substring(0, 80) + "..." : text)
                        + "' names no document a reader can find: give its URL or title, or drop the facts it alone backs");
    }

    /** Problems within one part document. */
    static List<Problem> within(JsonNode doc, String file) {
        List<Problem> out = new ArrayList<>();
        vagueSources(doc, "$", file, out);
        String kind = doc.path("kind").asText("");
        Set<String> portNames = new HashSet<>();
        JsonNode ports = doc.path("ports");
        for (int i = 0; i < ports.size(); i++) {
            JsonNode g = ports.get(i);
            String cage = g.path("cage").asText("");
            double limit = cageLimitGbps(cage);
            JsonNode speeds = g.path("speedsGbps");
            boolean has25 = false;
            for (int j = 0; j < speeds.size(); j++) {
                double s = speeds.get(j).asDouble();
                has25 |= s == 25;
                if (s > limit) {
                    out.add(new Problem(
                            file,
                            "$.ports[" + i + "].speedsGbps[" + j + "]",
                            "speed-fits-cage",
                            speed(s) + " does not fit a " + cage + " port (at most " + speed(limit) + ")"));
                }
            }
            if (g.has("fecModes") && !has25) {
                out.add(new Problem(
                        file,
                        "$.ports[" + i + "].fecModes",
                        "fec-needs-25g",
                        "FEC modes are stated for 25G ports; this group lists no 25G speed"));
            }
            JsonNode names = g.path("names");
            if (g.has("names") && names.size() != g.path("count").asInt()) {
                out.add(new Problem(
                        file,
                        "$.ports[" + i + "].names",
                        "one-name-per-port",
                        "lists " + Count.of(names.size(), "name", "names") + " for "
                                + Count.of(g.path("count").asInt(), "port", "ports")));
            }
            for (int j = 0; j < names.size(); j++) {
                if (!portNames.add(names.get(j).asText())) {
                    out.add(new Problem(
                            file,
                            "$.ports[" + i + "].names[" + j + "]",
                            "unique-port-name",
                            "port name '" + names.get(j).asText() + "' is used twice"));
                }
            }
        }
        JsonNode combos = doc.path("combos");
        for (int i = 0; i < combos.size(); i++) {
            JsonNode pair = combos.get(i).path("ports");
            for (int j = 0; j < pair.size(); j++) {
                nameKnown(
                        out,
                        file,
                        "$.combos[" + i + "].ports[" + j + "]",
                        pair.get(j).asText(),
                        portNames);
            }
        }
        JsonNode limits = doc.path("moduleLimits");
        for (int i = 0; i < limits.size(); i++) {
            JsonNode only = limits.get(i).path("ports");
            for (int j = 0; j < only.size(); j++) {
                nameKnown(
                        out,
                        file,
                        "$.moduleLimits[" + i + "].ports[" + j + "]",
                        only.get(j).asText(),
                        portNames);
            }
        }
        if (kind.equals("nic")) {
            JsonNode host = doc.path("hostInterface");
            String hk = host.path("kind").asText("");
            boolean pcieCard = hk.equals("pcie") || hk.equals("ocp2") || hk.equals("ocp3");
            if (pcieCard && (!host.has("gen") || !host.has("lanes")) && !host.has("linkUnknownReason")) {
                out.add(new Problem(
                        file,
                        "$.hostInterface",
                        "pcie-link-stated",
                        "a " + hk
                                + " card needs gen and lanes, or linkUnknownReason saying why no source states them"));
            }
            JsonNode ctl = host.path("controllerLink");
            if (host.has("controllerLink")
                    && host.has("lanes")
                    && ctl.path("lanes").asInt() > host.path("lanes").asInt()) {
                out.add(new Problem(
                        file,
                        "$.hostInterface.controllerLink.lanes",
                        "controller-within-edge",
                        "the controller link (x" + ctl.path("lanes").asInt() + ") cannot be wider than the card edge (x"
                                + host.path("lanes").asInt() + ")"));
            }
            JsonNode ids = doc.path("pciIds");
            for (int i = 0; i < ids.size(); i++) {
                JsonNode id = ids.get(i);
                if (id.has("subsystemVendor") != id.has("subsystemDevice")) {
                    out.add(new Problem(
                            file,
                            "$.pciIds[" + i + "]",
                            "subsystem-pair",
                            "give both subsystemVendor and subsystemDevice, or neither"));
                }
            }
        }
        JsonNode bidi = doc.path("bidi");
        if (doc.has("bidi") && bidi.path("txNm").asInt() == bidi.path("rxNm").asInt()) {
            out.add(new Problem(
                    file,
                    "$.bidi",
                    "bidi-two-wavelengths",
                    "a BiDi module sends and receives on two different wavelengths"));
        }
        return out;
    }

    private static void nameKnown(List<Problem> out, String file, String field, String name, Set<String> names) {
        if (!names.contains(name)) {
            out.add(new Problem(
                    file,
                    field,
                    "port-name-known",
                    names.isEmpty()
                            ? "'" + name + "' refers to a port name, but no port group lists names"
                            : "'" + name + "' is not the name of a port of this part"));
        }
    }

    /**
     * PCI and USB ids that two parts share exactly: identification could not tell them apart. Cards
     * on one controller chip are told apart by subsystem ids; the bare chip id belongs to one part.
     */
    static List<Problem> across(Map<String, JsonNode> docsById, Map<String, String> fileOfId) {
        List<Problem> out = new ArrayList<>();
        Map<String, String> seen = new HashMap<>();
        docsById.keySet().stream().sorted().forEach(id -> {
            JsonNode doc = docsById.get(id);
            String file = fileOfId.get(id);
            JsonNode pci = doc.path("pciIds");
            for (int i = 0; i < pci.size(); i++) {
                JsonNode p = pci.get(i);
                String key = "pci " + p.path("vendor").asText() + ":"
                        + p.path("device").asText()
                        + (p.has("subsystemVendor")
                                ? " subsystem " + p.path("subsystemVendor").asText() + ":"
                                        + p.path("subsystemDevice").asText()
                                : "");
                duplicate(out, seen, key, id, file, "$.pciIds[" + i + "]");
            }
            JsonNode usb = doc.path("usbIds");
            for (int i = 0; i < usb.size(); i++) {
                JsonNode u = usb.get(i);
                String key = "usb " + u.path("vendor").asText() + ":"
                        + u.path("product").asText();
                duplicate(out, seen, key, id, file, "$.usbIds[" + i + "]");
            }
        });
        return out;
    }

    private static void duplicate(
            List<Problem> out, Map<String, String> seen, String key, String id, String file, String field) {
        String other = seen.putIfAbsent(key, id);
        if (other != null && !other.equals(id)) {
            out.add(new Problem(
                    file,
                    field,
                    "unique-device-id",
                    key + " is also on " + other
                            + ": tell the cards apart by subsystem ids, or keep the bare chip id on one part"));
        }
    }

    private static String speed(double gbps) {
        return (gbps == Math.rint(gbps) ? String.valueOf((long) gbps) : String.valueOf(gbps)) + "G";
    }
}
