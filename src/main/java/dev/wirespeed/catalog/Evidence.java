package dev.wirespeed.catalog;

import java.math.BigDecimal;
import java.util.List;

/**
 * One published throughput measurement (catalog/evidence/&lt;id&gt;.yaml): who measured what on which
 * path, the figures exactly as printed, and the receiver throughput in Gbit/s. The model is validated
 * and its priors are fitted against these runs, so every value is the source's own; a fact the source
 * does not state is null here, never a default.
 */
public record Evidence(
        String id,
        Citation source,
        String quote,
        List<Figure> figures,
        BigDecimal measuredGbps,
        String conversion,
        List<String> classes,
        Endpoint sender,
        Endpoint receiver,
        Link link,
        Test test,
        Limit limitedBy,
        String notes) {

    public Evidence {
        requireText(id, "an evidence file needs an id");
        if (source == null) {
            throw new IllegalArgumentException("evidence " + id + " needs a source");
        }
        requireText(quote, "evidence " + id + " needs the quote that states its figure");
        if (figures == null || figures.isEmpty()) {
            throw new IllegalArgumentException("evidence " + id + " needs at least one figure");
        }
        if (measuredGbps == null || measuredGbps.signum() <= 0) {
            throw new IllegalArgumentException("evidence " + id + " needs a measured throughput above 0 Gbit/s");
        }
        if (classes == null || classes.isEmpty()) {
            throw new IllegalArgumentException("evidence " + id + " needs at least one class");
        }
        if (test == null) {
            throw new IllegalArgumentException("evidence " + id + " needs the test tool");
        }
        figures = List.copyOf(figures);
        classes = List.copyOf(classes);
    }

    public boolean hasClass(String evidenceClass) {
        return classes.contains(evidenceClass);
    }

    /** The page the run was published on. {@code url} is seed:NNN for a seed post without a URL. */
    public record Citation(String url, String title, String published, String type, String author) {
        public Citation {
            requireText(url, "an evidence source needs a url");
            requireText(title, "an evidence source needs a title");
        }
    }

    /** One number as the source printed it, with its unit. */
    public record Figure(BigDecimal value, String unit, String what) {
        public Figure {
            if (value == null) {
                throw new IllegalArgumentException("a figure needs a value");
            }
            requireText(unit, "a figure needs its unit");
        }
    }

    /** One end of the run: the machine that sends (for iperf3 -R, the server) or receives. */
    public record Endpoint(
            String role,
            String os,
            String osVersion,
            String virtualization,
            String machine,
            String cpu,
            String cpuModel,
            String nic,
            String nicModel,
            String nicChip,
            String driver,
            Bus bus,
            String storage) {}

    /**
     * How the NIC attaches, as negotiated: {@code gen} is the PCIe generation ("2") for pcie and the USB
     * generation ("3.2gen1") for usb; {@code version} is the Thunderbolt version.
     */
    public record Bus(String kind, String gen, Integer lanes, Integer version) {
        public Bus {
            requireText(kind, "a bus needs its kind");
        }
    }

    /**
     * The link between the two ends. {@code via} is "direct" or "switch: model"; {@code count} is the
     * number of parallel links of {@code speedGbps} that carry the run together (a bond, SMB
     * multichannel over two ports), null for one.
     */
    public record Link(BigDecimal speedGbps, Integer mtu, String media, String via, Integer count) {
        public Link(BigDecimal speedGbps, Integer mtu, String media, String via) {
            this(speedGbps, mtu, media, via, null);
        }
    }

    /** The tool and how it was run. */
    public record Test(
            String tool,
            String version,
            String arguments,
            Integer streams,
            Boolean reverse,
            Boolean bidir,
            String window,
            BigDecimal durationSeconds,
            String direction,
            BigDecimal fileSizeGB) {
        public Test {
            requireText(tool, "a test needs its tool");
        }
    }

    /** What the source says bound the run; {@code stage} is "not-stated" when it says nothing. */
    public record Limit(String stage, String side, String statement) {
        public Limit {
            requireText(stage, "a limit needs its stage");
        }
    }

    private static void requireText(String value, String message) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(message);
        }
    }
}
