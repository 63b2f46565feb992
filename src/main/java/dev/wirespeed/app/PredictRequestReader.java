package dev.wirespeed.app;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Cpu;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.Storage;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.plan.HostRole;
import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.InvalidPlanValue;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.plan.ToolVersion;
import dev.wirespeed.plan.Virtualization;

import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Reads a predict request strictly, in document order: every unknown field, wrong type, impossible
 * value and unknown or wrong-kind part id is collected with its JSON path, and one 400 lists them
 * all. What it returns is a complete {@link PredictRequest} with the defaults filled in.
 */
final class PredictRequestReader {

    private static <E extends Enum<E>> Set<String> spellings(E[] values) {
        return Arrays.stream(values).map(Object::toString).collect(Collectors.toUnmodifiableSet());
    }

    private static final Set<String> OS = spellings(Os.values());
    private static final Set<String> CAGES = Set.of("rj45", "sfp", "sfp+", "sfp28", "qsfp+", "qsfp28");
    private static final Set<String> TOOLS = spellings(Tool.values());
    private static final Set<String> INITIATORS = spellings(Initiator.values());
    private static final Set<String> ROLES = spellings(HostRole.values());
    private static final Set<String> VIRTUALIZATIONS = spellings(Virtualization.values());
    private static final Set<String> USB = Set.of("3.2gen1", "3.2gen2", "3.2gen2x2", "usb4");

    private final JsonInput in = new JsonInput();
    private final Catalog catalog;

    private PredictRequestReader(Catalog catalog) {
        this.catalog = catalog;
    }

    /** The request {@code body} describes, its part ids checked against {@code catalog}; 400 naming every wrong path. */
    static PredictRequest read(JsonNode body, Catalog catalog) {
        return new PredictRequestReader(catalog).request(body);
    }

    private PredictRequest request(JsonNode body) {
        if (!in.object(body, "$", Set.of("sender", "receiver", "link", "test"))) {
            in.throwIfAny("the request");
        }
        if (body.get("sender") == null) {
            in.error("$.sender", "required");
        }
        if (body.get("receiver") == null) {
            in.error("$.receiver", "required");
        }
        if (body.get("sender") == null || body.get("receiver") == null) {
            in.throwIfAny("the request");
        }
        PredictRequest.Host sender = host(body.get("sender"), "$.sender", "sender");
        PredictRequest.Host receiver = host(body.get("receiver"), "$.receiver", "receiver");
        PredictRequest.Link link = link(body.get("link"));
        PredictRequest.Test test = test(body.get("test"));
        in.throwIfAny("the request");
        return new PredictRequest(sender, receiver, link, test);
    }

    private PredictRequest.Link link(JsonNode link) {
        if (link == null || !in.object(link, "$.link", Set.of("switch", "speedGbps", "media"))) {
            return null;
        }
        String switchId = in.text(link, "switch", "$.link", null, null);
        if (switchId != null && catalog.find(switchId, Switch.class).isEmpty()) {
            in.error(
                    "$.link.switch",
                    catalog.contains(switchId)
                            ? "'" + switchId + "' is not a switch"
                            : "no switch with id '" + switchId + "' in the catalog");
            switchId = null;
        }
        Double speed = in.number(link, "speedGbps", "$.link", 0, 800, null);
        String media = in.text(link, "media", "$.link", Set.of("dac", "fiber", "twisted-pair", "aoc"), null);
        return new PredictRequest.Link(switchId, speed, media);
    }

    private PredictRequest.Test test(JsonNode test) {
        if (test == null || !in.object(test, "$.test", Set.of("tool", "streams", "initiator", "toolVersion"))) {
            return null;
        }
        Tool tool = Tool.parse(in.text(test, "tool", "$.test", TOOLS, Tool.IPERF3.toString()));
        int streams = in.integer(test, "streams", "$.test", 1, 128, 1);
        Initiator initiator =
                Initiator.parse(in.text(test, "initiator", "$.test", INITIATORS, Initiator.SENDER.toString()));
        return new PredictRequest.Test(tool, streams, initiator, toolVersion(test));
    }

    /** The test's tool version; unknown text is kept (the model says it treats it as the newest). */
    private ToolVersion toolVersion(JsonNode test) {
        String text = in.text(test, "toolVersion", "$.test", null, null);
        if (text == null) {
            return null;
        }
        try {
            return ToolVersion.parse(text);
        } catch (InvalidPlanValue e) {
            in.error("$.test.toolVersion", e.getMessage());
            return null;
        }
    }

    /** One host; null when it is not an object or its NIC is missing or incomplete (the errors say why). */
    private PredictRequest.Host host(JsonNode n, String path, String id) {
        if (!in.object(
                n, path, Set.of("os", "nic", "bus", "cpu", "storage", "mtu", "name", "role", "virtualization"))) {
            return null;
        }
        Os os = Os.parse(in.text(n, "os", path, OS, Os.LINUX.toString()));
        String role = in.text(n, "role", path, ROLES, null);
        Virtualization virtualization = Virtualization.parse(
                in.text(n, "virtualization", path, VIRTUALIZATIONS, Virtualization.NONE.toString()));
        Integer mtu = in.integer(n, "mtu", path, 576, 16384, 1500);
        PredictRequest.NicChoice nic = nic(n.get("nic"), path + ".nic");
        PredictRequest.Bus bus = bus(n.get("bus"), path + ".bus");
        PredictRequest.CpuChoice cpu = null;
        JsonNode c = n.get("cpu");
        if (c != null && c.isTextual()) {
            cpu = new PredictRequest.CpuChoice(c.asText(), null);
            requirePart(c.asText(), Cpu.class, path + ".cpu");
        } else if (c != null && in.object(c, path + ".cpu", Set.of("singleThreadScore"))) {
            cpu = new PredictRequest.CpuChoice(
                    null, in.integer(c, "singleThreadScore", path + ".cpu", 100, 10000, null));
        }
        PredictRequest.StorageChoice storage = null;
        JsonNode st = n.get("storage");
        if (st != null && st.isTextual()) {
            storage = new PredictRequest.StorageChoice(st.asText(), null, null);
            requirePart(st.asText(), Storage.class, path + ".storage");
        } else if (st != null && in.object(st, path + ".storage", Set.of("readMBps", "writeMBps"))) {
            storage = new PredictRequest.StorageChoice(
                    null,
                    in.number(st, "readMBps", path + ".storage", 0, 100000, null),
                    in.number(st, "writeMBps", path + ".storage", 0, 100000, null));
        }
        String name = in.text(n, "name", path, null, id);
        return nic == null
                ? null
                : new PredictRequest.Host(
                        name,
                        os,
                        mtu,
                        nic,
                        bus,
                        cpu,
                        storage,
                        role == null ? null : HostRole.parse(role),
                        virtualization);
    }

    private PredictRequest.NicChoice nic(JsonNode nic, String path) {
        if (nic == null) {
            in.error(path, "required: a catalog NIC id or {\"speedGbps\", \"port\", \"bus\"}");
            return null;
        }
        if (nic.isTextual()) {
            requirePart(nic.asText(), Nic.class, path);
            return new PredictRequest.NicChoice(nic.asText(), null, null, null);
        }
        if (!in.object(nic, path, Set.of("speedGbps", "port", "bus"))) {
            return null;
        }
        Double speed = in.number(nic, "speedGbps", path, 0, 800, null);
        if (speed == null && nic.get("speedGbps") == null) {
            in.error(path + ".speedGbps", "required");
        }
        String port = in.text(nic, "port", path, CAGES, null);
        if (port == null && nic.get("port") == null) {
            in.error(path + ".port", "required");
        }
        PredictRequest.Bus own = bus(nic.get("bus"), path + ".bus");
        return speed == null || port == null ? null : new PredictRequest.NicChoice(null, speed, port, own);
    }

    private PredictRequest.Bus bus(JsonNode b, String path) {
        if (b == null) {
            return null;
        }
        if (!in.object(b, path, Set.of("kind", "gen", "lanes", "version"))) {
            return null;
        }
        String kind = in.text(b, "kind", path, Set.of("pcie", "usb", "thunderbolt", "onboard"), null);
        if (kind == null) {
            if (b.get("kind") == null) {
                in.error(path + ".kind", "required: pcie, usb, thunderbolt or onboard");
            }
            return null;
        }
        return switch (kind) {
            case "pcie" -> {
                Integer gen = in.integer(b, "gen", path, 1, 5, null);
                Integer lanes = in.integer(b, "lanes", path, 1, 16, null);
                if (lanes != null && !Set.of(1, 2, 4, 8, 16).contains(lanes)) {
                    in.error(path + ".lanes", lanes + " is not a PCIe width: 1, 2, 4, 8 or 16");
                }
                if (b.get("gen") == null) {
                    in.error(path + ".gen", "required for pcie");
                }
                if (b.get("lanes") == null) {
                    in.error(path + ".lanes", "required for pcie");
                }
                yield new PredictRequest.Bus("pcie", gen, lanes, null, null);
            }
            case "usb" -> {
                String gen = in.text(b, "gen", path, USB, null);
                if (b.get("gen") == null) {
                    in.error(path + ".gen", "required for usb: " + String.join(", ", USB));
                }
                if (b.get("gen") != null && b.get("gen").isNumber()) {
                    in.error(path + ".gen", "must be one of " + String.join(", ", USB));
                }
                yield new PredictRequest.Bus("usb", null, null, gen, null);
            }
            case "thunderbolt" -> {
                Integer v = in.integer(b, "version", path, 3, 5, null);
                if (b.get("version") == null) {
                    in.error(path + ".version", "required for thunderbolt: 3, 4 or 5");
                }
                yield new PredictRequest.Bus("thunderbolt", null, null, null, v);
            }
            default -> new PredictRequest.Bus("onboard", null, null, null, null);
        };
    }

    private void requirePart(String id, Class<? extends Part> type, String path) {
        var p = catalog.find(id);
        if (p.isEmpty()) {
            in.error(path, "no part with id '" + id + "' in the catalog");
        } else if (!type.isInstance(p.get())) {
            in.error(
                    path,
                    "'" + id + "' is a " + p.get().kind() + ", expected a "
                            + type.getSimpleName().toLowerCase(Locale.ROOT));
        }
    }
}
