package dev.wirespeed.solver.model;

import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.plan.ToolVersion;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.DataRate;

import java.util.List;

/**
 * Everything the model needs about one path: both ends, the negotiated line rate (null for a
 * virtual link, a VM's virtual NIC or loopback, where no wire sets a ceiling), the path MTU
 * (smallest along the path), the medium, switch limits met on the way (with their reasons), and
 * the test: tool (and its version, null when not given: the newest is assumed), parallel streams,
 * who initiates the TCP connection, and whether the test runs both directions at once (iperf3
 * {@code --bidir}: each end sends and receives, so its CPU serves both directions; the wire is full
 * duplex and carries each direction at its own line rate).
 */
public record PathSpec(
        Endpoint sender,
        Endpoint receiver,
        DataRate lineRate,
        int pathMtu,
        String media,
        List<SwitchLimit> switchLimits,
        Tool tool,
        int streams,
        Initiator initiator,
        ToolVersion toolVersion,
        boolean bidir) {

    public PathSpec(
            Endpoint sender,
            Endpoint receiver,
            DataRate lineRate,
            int pathMtu,
            String media,
            List<SwitchLimit> switchLimits,
            Tool tool,
            int streams,
            Initiator initiator,
            ToolVersion toolVersion) {
        this(sender, receiver, lineRate, pathMtu, media, switchLimits, tool, streams, initiator, toolVersion, false);
    }

    public PathSpec(
            Endpoint sender,
            Endpoint receiver,
            DataRate lineRate,
            int pathMtu,
            String media,
            List<SwitchLimit> switchLimits,
            Tool tool,
            int streams,
            Initiator initiator) {
        this(sender, receiver, lineRate, pathMtu, media, switchLimits, tool, streams, initiator, null);
    }

    public PathSpec {
        switchLimits = switchLimits == null ? List.of() : List.copyOf(switchLimits);
        if (tool == null) {
            tool = Tool.IPERF3;
        }
        if (streams < 1) {
            streams = 1;
        }
        if (initiator == null) {
            initiator = Initiator.SENDER;
        }
    }

    /** A limit a switch puts on this path: a shared uplink or its switching capacity. */
    public record SwitchLimit(DataRate rate, Phrase reason) {
        public String why() {
            return reason.english();
        }
    }

    public boolean isFileCopy() {
        return tool.copiesFiles();
    }

    public Endpoint initiatorEndpoint() {
        return initiator == Initiator.RECEIVER ? receiver : sender;
    }

    /** The negotiated line rate in Gbit/s, as the model's arithmetic shows it. */
    public double lineRateGbps() {
        if (lineRate == null) {
            throw new IllegalStateException("a virtual link has no line rate");
        }
        return lineRate.gbps();
    }

    /**
     * A path with no wire: both ends on one host (VM to host, VM to VM, loopback). No Ethernet
     * ceiling applies; the CPUs and the hypervisor between them bind.
     */
    public boolean virtualLink() {
        return lineRate == null;
    }

    /** The same path at another negotiated line rate (diagnosis: "the link trained down to 1G"). */
    public PathSpec withLineRate(DataRate rate) {
        return new PathSpec(
                sender, receiver, rate, pathMtu, media, switchLimits, tool, streams, initiator, toolVersion, bidir);
    }

    /** The same path with another path MTU (diagnosis: "jumbo frames are not on every hop"). */
    public PathSpec withPathMtu(int mtu) {
        return new PathSpec(
                sender, receiver, lineRate, mtu, media, switchLimits, tool, streams, initiator, toolVersion, bidir);
    }

    /** The same test run with another tool version (null: not given). */
    public PathSpec withToolVersion(ToolVersion v) {
        return new PathSpec(
                sender, receiver, lineRate, pathMtu, media, switchLimits, tool, streams, initiator, v, bidir);
    }

    /** The same test run one direction at a time ({@code false}) or both at once ({@code true}: iperf3 --bidir). */
    public PathSpec withBidir(boolean both) {
        return new PathSpec(
                sender, receiver, lineRate, pathMtu, media, switchLimits, tool, streams, initiator, toolVersion, both);
    }

    /** The same path with its sender (or receiver) replaced. */
    public PathSpec withEnd(boolean senderSide, Endpoint end) {
        return senderSide
                ? new PathSpec(
                        end, receiver, lineRate, pathMtu, media, switchLimits, tool, streams, initiator, toolVersion)
                : new PathSpec(
                        sender,
                        end,
                        lineRate,
                        pathMtu,
                        media,
                        switchLimits,
                        tool,
                        streams,
                        initiator,
                        toolVersion,
                        bidir);
    }
}
