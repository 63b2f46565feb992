package dev.wirespeed.measure.parse;

import dev.wirespeed.measure.parse.Input.Line;
import dev.wirespeed.measure.parse.IperfText.Found;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * PCIe links from {@code lspci -vv} (each device's LnkCap and LnkSta) and from the kernel's
 * "available PCIe bandwidth, limited by" line (which a paste may wrap).
 */
final class Pcie {

    private Pcie() {}

    private static final Pattern DEVICE =
            Pattern.compile("^((?:[0-9a-fA-F]{4}:)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7])\\s+(\\S.*)$");
    private static final Pattern LNKCAP =
            Pattern.compile("LnkCap:\\s*Port #\\d+, Speed (unknown|[\\d.]+GT/s), Width x(\\d+)");
    private static final Pattern LNKSTA =
            Pattern.compile("LnkSta:\\s*Speed (unknown|[\\d.]+GT/s)(?: \\((?:ok|downgraded)\\))?, Width x(\\d+)");
    private static final String WS = "[\\s\\u00A0\\u2007\\u202F\\u3000]+";
    // The rate may start only where no digit or point precedes it, digits taken possessively: these
    // patterns are searched over the whole text, and "\\d+\\.\\d+" tried at every position of a long
    // run of digits re-reads the run each time (time quadratic in its length).
    private static final String RATE = "(?<![\\d.])(\\d++\\.\\d++)";
    private static final Pattern LIMITED = Pattern.compile(
            "(?:([0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7]):" + WS + ")?" + RATE + WS + "Gb/s" + WS
                    + "available" + WS + "PCIe" + WS + "bandwidth," + WS + "limited" + WS + "by" + WS
                    + "([\\d.]+|Unknown)" + WS + "GT/s" + WS + "PCIe" + WS + "x(\\d+)" + WS + "link" + WS + "at" + WS
                    + "(\\S+)" + WS + "\\(capable" + WS + "of" + WS + "(\\d+\\.\\d+)" + WS + "Gb/s" + WS + "with" + WS
                    + "([\\d.]+|Unknown)" + WS + "GT/s" + WS + "PCIe" + WS + "x(\\d+)" + WS + "link\\)");
    private static final Pattern AVAILABLE = Pattern.compile(
            "(?:([0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7]):" + WS + ")?" + RATE + WS + "Gb/s" + WS
                    + "available" + WS + "PCIe" + WS + "bandwidth" + WS + "\\(([\\d.]+|Unknown)" + WS + "GT/s" + WS
                    + "PCIe" + WS + "x(\\d+)" + WS + "link\\)");

    /** GT/s per lane to the PCIe generation: 2.5 -> 1, 5 -> 2, 8 -> 3, 16 -> 4, 32 -> 5, 64 -> 6. */
    static Integer gen(String gts) {
        if (gts == null) {
            return null;
        }
        String v = gts.toLowerCase(Locale.ROOT).replace("gt/s", "").strip();
        if (v.equals("unknown") || v.isEmpty()) {
            return null;
        }
        double d;
        try {
            d = Double.parseDouble(v);
        } catch (NumberFormatException e) {
            return null;
        }
        if (d == 2.5) {
            return 1;
        }
        if (d == 5) {
            return 2;
        }
        if (d == 8) {
            return 3;
        }
        if (d == 16) {
            return 4;
        }
        if (d == 32) {
            return 5;
        }
        if (d == 64) {
            return 6;
        }
        return null;
    }

    /** Usable Gbit/s after line encoding: 8b/10b for gen 1-2, 128b/130b for gen 3 and later. */
    static Double gbps(Integer gen, Integer lanes) {
        if (gen == null || lanes == null) {
            return null;
        }
        double gts =
                switch (gen) {
                    case 1 -> 2.5;
                    case 2 -> 5;
                    case 3 -> 8;
                    case 4 -> 16;
                    case 5 -> 32;
                    default -> 64;
                };
        double encoding = gen <= 2 ? 8.0 / 10 : 128.0 / 130;
        return gts * lanes * encoding;
    }

    static List<Found> lspci(Input input) {
        List<Line> lines = input.lines();
        List<Found> out = new ArrayList<>();
        List<PcieLink> links = new ArrayList<>();
        int clusterStart = -1;
        int clusterEnd = -1;
        String device = null;
        String description = null;
        Matcher cap = null;
        Matcher sta = null;
        int deviceLine = -1;
        for (int i = 0; i <= lines.size(); i++) {
            if (i < lines.size()) {
                input.budget.atLine(lines.get(i).number());
            }
            String text = i < lines.size() ? Input.norm(lines.get(i).text()) : null;
            Matcher d = text == null ? null : DEVICE.matcher(text);
            boolean header = d != null && d.find();
            boolean inside = text != null
                    && !header
                    && (text.isBlank()
                            || Character.isWhitespace(text.charAt(0))
                            || text.matches("^[0-9a-f]{2,3}: [0-9a-f]{2}( [0-9a-f]{2})*\\s*$"));
            if (header || !inside) {
                if (device != null && (cap != null || sta != null)) {
                    String dev = device;
                    String desc = description;
                    Matcher c = cap;
                    Matcher st = sta;
                    links.add(Located.at("line " + lines.get(deviceLine).number(), () -> link(dev, desc, c, st)));
                }
                device = null;
                cap = null;
                sta = null;
            }
            if (!header && !inside) {
                if (!links.isEmpty()) {
                    out.add(new Found(
                            clusterStart,
                            new PcieRun("lspci", links, input.raw(lines.get(clusterStart), lines.get(clusterEnd)))));
                }
                links = new ArrayList<>();
                clusterStart = -1;
                continue;
            }
            if (header) {
                deviceLine = i;
                device = d.group(1);
                description = d.group(2).strip();
                if (clusterStart < 0) {
                    clusterStart = i;
                }
                clusterEnd = i;
                continue;
            }
            if (clusterStart < 0) {
                continue;
            }
            if (!text.isBlank()) {
                clusterEnd = i;
            }
            Matcher c = LNKCAP.matcher(text);
            if (device != null && c.find()) {
                cap = c;
            }
            Matcher s = LNKSTA.matcher(text);
            if (device != null && s.find()) {
                sta = s;
            }
        }
        return out;
    }

    private static PcieLink link(String device, String description, Matcher cap, Matcher sta) {
        Integer gen = sta == null ? null : gen(sta.group(1));
        Integer lanes = sta == null ? null : lanes(sta.group(2));
        Integer capGen = cap == null ? null : gen(cap.group(1));
        Integer capLanes = cap == null ? null : lanes(cap.group(2));
        return new PcieLink(device, description, gen, lanes, capGen, capLanes, gbps(gen, lanes));
    }

    /** A link width as printed after "x"; the record refuses widths outside x0..x32. */
    private static int lanes(String digits) {
        long lanes = Units.count(digits, "the link width x");
        if (lanes > 32) {
            throw new IllegalArgumentException("a PCIe width is x0..x32, got x" + Checks.shorten(digits));
        }
        return (int) lanes;
    }

    static List<Found> dmesg(Input input) {
        String s = Input.norm(input.text); // same length: offsets stay valid for the raw text
        if (!s.contains("available PCIe bandwidth")) {
            return List.of();
        }
        List<PcieLink> links = new ArrayList<>();
        int first = -1;
        int last = -1;
        Matcher m = LIMITED.matcher(s);
        while (m.find()) {
            input.budget.atOffset(s, m.start());
            Matcher f = m;
            links.add(Located.at(() -> "line " + input.lineNumberAt(f.start()), () -> limited(f)));
            first = first < 0 ? m.start() : first;
            last = m.end();
        }
        m = AVAILABLE.matcher(s);
        while (m.find()) {
            input.budget.atOffset(s, m.start());
            Matcher f = m;
            links.add(Located.at(() -> "line " + input.lineNumberAt(f.start()), () -> available(f)));
            first = first < 0 ? m.start() : Math.min(first, m.start());
            last = Math.max(last, m.end());
        }
        if (links.isEmpty()) {
            return List.of();
        }
        int lineStart = s.lastIndexOf('\n', first) + 1;
        int lineEnd = s.indexOf('\n', last);
        String raw = input.text
                .substring(lineStart, lineEnd < 0 ? s.length() : lineEnd)
                .replaceAll("\\r$", "");
        int index = 0;
        List<Line> lines = input.lines();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).start() <= lineStart) {
                index = i;
            }
        }
        return List.of(new Found(index, new PcieRun("dmesg", links, raw)));
    }

    private static PcieLink limited(Matcher m) {
        Integer gen = gen(m.group(3));
        Integer lanes = lanes(m.group(4));
        String device = m.group(1) != null ? m.group(1) : "unknown device behind " + m.group(5);
        return new PcieLink(
                device,
                "limited by " + m.group(3) + " GT/s PCIe x" + m.group(4) + " link at "
                        + m.group(5) + "; the kernel printed " + m.group(2) + " Gb/s available, capable of "
                        + m.group(6)
                        + " Gb/s",
                gen,
                lanes,
                gen(m.group(7)),
                lanes(m.group(8)),
                gbps(gen, lanes));
    }

    private static PcieLink available(Matcher m) {
        Integer gen = gen(m.group(3));
        Integer lanes = lanes(m.group(4));
        String device = m.group(1) != null ? m.group(1) : "unknown device";
        return new PcieLink(
                device,
                "the kernel printed " + m.group(2) + " Gb/s available, not limited",
                gen,
                lanes,
                gen,
                lanes,
                gbps(gen, lanes));
    }
}
