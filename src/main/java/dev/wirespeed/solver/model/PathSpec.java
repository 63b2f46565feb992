package dev.wirespeed.solver.model;

import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.Tool;

import java.util.List;

/**
 * Everything the model needs about one path: both ends, the negotiated line rate, the path MTU
 * (smallest along the path), the medium, switch limits met on the way (with their reasons), and
 * the test: tool, parallel streams and who initiates the TCP connection.
 */
public record PathSpec(
        Endpoint sender,
        Endpoint receiver,
        double lineRateGbps,
        int pathMtu,
        String media,
        List<SwitchLimit> switchLimits,
        Tool tool,
        int streams,
        Initiator initiator) {

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
    public record SwitchLimit(double gbps, String why) {}

    public boolean isFileCopy() {
        return tool.copiesFiles();
    }

    public Endpoint initiatorEndpoint() {
        return initiator == Initiator.RECEIVER ? receiver : sender;
    }

    /** The same path with its sender (or receiver) replaced. */
    public PathSpec withEnd(boolean senderSide, Endpoint end) {
        return senderSide
                ? new PathSpec(end, receiver, lineRateGbps, pathMtu, media, switchLimits, tool, streams, initiator)
                : new PathSpec(sender, end, lineRateGbps, pathMtu, media, switchLimits, tool, streams, initiator);
    }
}
