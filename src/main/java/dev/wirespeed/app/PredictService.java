package dev.wirespeed.app;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Cpu;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Storage;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.fit.Speeds;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Prediction;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The single-path prediction interface (POST /api/predict, CLI predict): a strict request turned
 * into a two-host plan (with a switch when given), evaluated like any plan.
 */
public final class PredictService {

    private static final Set<String> OS = Set.of("linux", "windows", "macos", "freebsd");
    private static final Set<String> CAGES = Set.of("rj45", "sfp", "sfp+", "sfp28", "qsfp+", "qsfp28");
    private static final Set<String> TOOLS = Set.of("iperf3", "iperf2", "smb", "nfs", "sftp", "http", "rsync");
    private static final Set<String> USB = Set.of("3.2gen1", "3.2gen2", "3.2gen2x2", "usb4");

    private final Supplier<Catalog> catalog;
    private final Supplier<Calibration> calibration;

    public PredictService(Supplier<Catalog> catalog, Supplier<Calibration> calibration) {
        this.catalog = catalog;
        this.calibration = calibration;
    }

    /** The response: the prediction, the path's issues, and assumptions the model made. */
    public record Response(double gbps, dev.wirespeed.solver.model.Ceiling bottleneck, List<dev.wirespeed.solver.model.Ceiling> stages,
                           List<IssueView> issues, Prediction.CalibrationEffect calibration, List<String> assumptions) {
        public static Response of(Prediction p, List<Issue> issues) {
            return new Response(round(p.gbps()), round(p.bottleneck()), p.stages().stream().map(Response::round).toList(),
                    issues.stream().map(IssueView::of).toList(), p.calibration(), p.assumptions());
        }

        static double round(double v) {
            return Math.round(v * 1000) / 1000.0;
        }

        static dev.wirespeed.solver.model.Ceiling round(dev.wirespeed.solver.model.Ceiling c) {
            return new dev.wirespeed.solver.model.Ceiling(c.stage(), c.side(), round(c.gbps()), c.why(), c.factor());
        }
    }

    /** An issue as the API shows it. */
    public record IssueView(String rule, String severity, String message, String fix, String where) {
        public static IssueView of(Issue i) {
            return new IssueView(i.rule(), i.severity(), i.message(), i.fix(), i.where());
        }
    }

    public Response predict(JsonNode body) {
        Plan plan = toPlan(body);
        Evaluation e = PlanEvaluator.evaluate(plan, catalog.get(), calibration.get());
        Evaluation.FlowResult f = e.flows().get(0);
        List<Issue> issues = new ArrayList<>(e.issues());
        issues.addAll(f.issues());
        if (f.prediction() == null) {
            throw AppError.badRequest("$", "no prediction possible: " + issues.stream().map(Issue::message).findFirst().orElse("the path is incomplete"));
        }
        return Response.of(f.prediction(), issues);
    }

    /** Builds the two-host plan a request describes; 400 with every JSON path that is wrong. */
    public Plan toPlan(JsonNode body) {
        JsonInput in = new JsonInput();
        Catalog cat = catalog.get();
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
        Plan.Host sender = host(in, cat, body.get("sender"), "$.sender", "sender");
        Plan.Host receiver = host(in, cat, body.get("receiver"), "$.receiver", "receiver");
        JsonNode link = body.get("link");
        String switchId = null;
        Double speed = null;
        String media = null;
        if (link != null && in.object(link, "$.link", Set.of("switch", "speedGbps", "media"))) {
            switchId = in.text(link, "switch", "$.link", null, null);
            if (switchId != null && cat.find(switchId, Switch.class).isEmpty()) {
                in.error("$.link.switch", cat.find(switchId).isPresent() ? "'" + switchId + "' is not a switch" : "no switch with id '" + switchId + "' in the catalog");
                switchId = null;
            }
            speed = in.number(link, "speedGbps", "$.link", 0, 800, null);
            media = in.text(link, "media", "$.link", Set.of("dac", "fiber", "twisted-pair", "aoc"), null);
        }
        JsonNode test = body.get("test");
        String tool = "iperf3";
        int streams = 1;
        String initiator = "sender";
        if (test != null && in.object(test, "$.test", Set.of("tool", "streams", "initiator"))) {
            tool = in.text(test, "tool", "$.test", TOOLS, "iperf3");
            streams = in.integer(test, "streams", "$.test", 1, 128, 1);
            initiator = in.text(test, "initiator", "$.test", Set.of("sender", "receiver"), "sender");
        }
        in.throwIfAny("the request");
        List<Plan.SwitchUnit> switches = new ArrayList<>();
        List<Plan.Link> links = new ArrayList<>();
        if (switchId != null) {
            Switch sw = cat.find(switchId, Switch.class).orElseThrow();
            switches.add(new Plan.SwitchUnit("switch", sw.displayName(), switchId, null, false));
            int pa = switchPort(sw, ports(cat, sender), 0);
            int pb = switchPort(sw, ports(cat, receiver), pa);
            links.add(new Plan.Link("l1", new Plan.End("sender", "nic", 1), new Plan.End("switch", null, pa), null, null, null, null, media, speed, false, false));
            links.add(new Plan.Link("l2", new Plan.End("switch", null, pb), new Plan.End("receiver", "nic", 1), null, null, null, null, media, speed, false, false));
        } else {
            links.add(new Plan.Link("l1", new Plan.End("sender", "nic", 1), new Plan.End("receiver", "nic", 1), null, null, null, null, media, speed, false, false));
        }
        return new Plan(Plan.SCHEMA_VERSION, "predict", "single path", null, null, List.of(sender, receiver), switches, links,
                List.of(new Plan.Flow("flow", "sender", "receiver", tool, streams, initiator, null, false)), List.of());
    }

    private static PortGroup ports(Catalog cat, Plan.Host h) {
        Plan.NicPlacement n = h.nics().get(0);
        if (n.part() != null) {
            return cat.find(n.part(), Nic.class).map(x -> x.ports().get(0)).orElse(null);
        }
        return new PortGroup(1, dev.wirespeed.catalog.Cage.fromLabel(n.generic().port()), List.of(n.generic().speedGbps()), null, null, null);
    }

    /** The first free switch port whose cage family and speeds suit the NIC port (1-based, not {@code taken}). */
    private static int switchPort(Switch sw, PortGroup nicPort, int taken) {
        int index = 1;
        int fallback = taken == 1 ? 2 : 1;
        for (PortGroup g : sw.ports()) {
            for (int i = 0; i < g.count(); i++, index++) {
                if (index == taken || nicPort == null) {
                    continue;
                }
                boolean sameFamily = g.cage().family() == nicPort.cage().family();
                if (sameFamily && !Speeds.common(g.speedsGbps(), nicPort.speedsGbps()).isEmpty()) {
                    return index;
                }
            }
        }
        return fallback;
    }

    private Plan.Host host(JsonInput in, Catalog cat, JsonNode n, String path, String id) {
        if (!in.object(n, path, Set.of("os", "nic", "bus", "cpu", "storage", "mtu", "name"))) {
            return null;
        }
        String os = in.text(n, "os", path, OS, "linux");
        Integer mtu = in.integer(n, "mtu", path, 576, 16384, 1500);
        String nicId = null;
        Plan.GenericNic generic = null;
        JsonNode nic = n.get("nic");
        if (nic == null) {
            in.error(path + ".nic", "required: a catalog NIC id or {\"speedGbps\", \"port\", \"bus\"}");
        } else if (nic.isTextual()) {
            nicId = nic.asText();
            requirePart(in, cat, nicId, Nic.class, path + ".nic");
        } else if (in.object(nic, path + ".nic", Set.of("speedGbps", "port", "bus"))) {
            Double sp = in.number(nic, "speedGbps", path + ".nic", 0, 800, null);
            if (sp == null && nic.get("speedGbps") == null) {
                in.error(path + ".nic.speedGbps", "required");
            }
            String port = in.text(nic, "port", path + ".nic", CAGES, null);
            if (port == null && nic.get("port") == null) {
                in.error(path + ".nic.port", "required");
            }
            Bus own = bus(in, nic.get("bus"), path + ".nic.bus");
            if (sp != null && port != null) {
                generic = new Plan.GenericNic(sp, port, own == null ? null : own.kind, own == null ? null : own.gen, own == null ? null : own.lanes,
                        own == null ? null : own.usbGen, own == null ? null : own.tb);
            }
        }
        Bus bus = bus(in, n.get("bus"), path + ".bus");
        String cpuId = null;
        Integer score = null;
        JsonNode cpu = n.get("cpu");
        if (cpu != null && cpu.isTextual()) {
            cpuId = cpu.asText();
            requirePart(in, cat, cpuId, Cpu.class, path + ".cpu");
        } else if (cpu != null && in.object(cpu, path + ".cpu", Set.of("singleThreadScore"))) {
            score = in.integer(cpu, "singleThreadScore", path + ".cpu", 100, 10000, null);
        }
        List<String> storage = List.of();
        Plan.StorageRates rates = null;
        JsonNode st = n.get("storage");
        if (st != null && st.isTextual()) {
            storage = List.of(st.asText());
            requirePart(in, cat, st.asText(), Storage.class, path + ".storage");
        } else if (st != null && in.object(st, path + ".storage", Set.of("readMBps", "writeMBps"))) {
            rates = new Plan.StorageRates(in.number(st, "readMBps", path + ".storage", 0, 100000, null), in.number(st, "writeMBps", path + ".storage", 0, 100000, null));
        }
        String slot = null;
        String usbPort = null;
        Integer tb = null;
        Plan.Negotiated neg = null;
        if (bus != null) {
            switch (bus.kind) {
                case "pcie" -> neg = new Plan.Negotiated(bus.gen, bus.lanes, "as given");
                case "usb" -> {
                    slot = "usb";
                    usbPort = bus.usbGen;
                }
                case "thunderbolt" -> {
                    slot = "thunderbolt";
                    tb = bus.tb;
                }
                default -> slot = "onboard";
            }
        }
        Plan.NicPlacement placement = new Plan.NicPlacement("nic", nicId, generic, slot, usbPort, tb, neg, mtu, false);
        String name = in.text(n, "name", path, null, id);
        return new Plan.Host(id, name, null, os, null, null, null, cpuId, score, storage, rates, List.of(placement), null, false);
    }

    private record Bus(String kind, Integer gen, Integer lanes, String usbGen, Integer tb) {
    }

    private Bus bus(JsonInput in, JsonNode b, String path) {
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
                yield new Bus("pcie", gen, lanes, null, null);
            }
            case "usb" -> {
                String gen = in.text(b, "gen", path, USB, null);
                if (b.get("gen") == null) {
                    in.error(path + ".gen", "required for usb: " + String.join(", ", USB));
                }
                if (b.get("gen") != null && b.get("gen").isNumber()) {
                    in.error(path + ".gen", "must be one of " + String.join(", ", USB));
                }
                yield new Bus("usb", null, null, gen, null);
            }
            case "thunderbolt" -> {
                Integer v = in.integer(b, "version", path, 3, 5, null);
                if (b.get("version") == null) {
                    in.error(path + ".version", "required for thunderbolt: 3, 4 or 5");
                }
                yield new Bus("thunderbolt", null, null, null, v);
            }
            default -> new Bus("onboard", null, null, null, null);
        };
    }

    private static void requirePart(JsonInput in, Catalog cat, String id, Class<? extends Part> type, String path) {
        var p = cat.find(id);
        if (p.isEmpty()) {
            in.error(path, "no part with id '" + id + "' in the catalog");
        } else if (!type.isInstance(p.get())) {
            in.error(path, "'" + id + "' is a " + p.get().kind() + ", expected a " + type.getSimpleName().toLowerCase(java.util.Locale.ROOT));
        }
    }
}
