package dev.wirespeed.evidence;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.plan.InvalidPlanValue;
import dev.wirespeed.plan.ToolVersion;

import java.util.Locale;
import java.util.Map;

/** A published run read once into comparable facts: both ends and the test's own. */
record RunFacts(Evidence run, EndFacts sender, EndFacts receiver, Similarity.PathFacts path) {

    static RunFacts of(Evidence e, Catalog catalog, Map<String, String> adapterBus) {
        Evidence.Link link = e.link();
        Evidence.Test test = e.test();
        Integer streams = test.streams();
        String tool = tool(test.tool());
        if (streams == null && ("iperf3".equals(tool) || "iperf2".equals(tool))) {
            // iperf without -P runs one stream; a source that printed no -P ran the default
            streams = test.arguments() == null || !test.arguments().contains("-P") ? 1 : null;
        }
        return new RunFacts(
                e,
                EndFacts.of(e.sender(), catalog, adapterBus),
                EndFacts.of(e.receiver(), catalog, adapterBus),
                new Similarity.PathFacts(
                        tool,
                        version(test.version()),
                        streams,
                        link == null || link.speedGbps() == null
                                ? null
                                : link.speedGbps().doubleValue(),
                        link == null ? null : link.mtu()));
    }

    /** The tool as plans spell it: scp runs over SSH like sftp and costs the same cipher work. */
    static String tool(String text) {
        String t = text.toLowerCase(Locale.ROOT).strip();
        return t.equals("scp") ? "sftp" : t;
    }

    private static ToolVersion version(String text) {
        try {
            return ToolVersion.parseOrNull(text);
        } catch (InvalidPlanValue e) {
            return null;
        }
    }
}
