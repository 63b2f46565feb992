package dev.wirespeed.iperf3;

import dev.wirespeed.iperf3.Iperf3Result.Flow;
import dev.wirespeed.iperf3.Iperf3Result.Side;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * Joins Wirespeed's own totals with the peer's results blob into an {@link Iperf3Result}, per flow the
 * way the stock client prints its summary: bytes summed over the flow's streams, seconds taken from the
 * flow's first stream of each side (falling back to our own when the peer sent no times).
 */
final class ResultAssembler {

    private ResultAssembler() {}

    static Iperf3Result assemble(
            TestRun run, PeerResults peer, String peerAddress, int peerPort, String clientVersion) {
        TestParams p = run.params();
        List<Flow> flows =
                switch (p.direction()) {
                    case NORMAL -> List.of(Flow.CLIENT_TO_SERVER);
                    case REVERSE -> List.of(Flow.SERVER_TO_CLIENT);
                    case BIDIR -> List.of(Flow.CLIENT_TO_SERVER, Flow.SERVER_TO_CLIENT);
                };
        double localSeconds = run.measuredSeconds();
        List<Iperf3FlowResult> flowResults = new ArrayList<>();
        List<Iperf3StreamResult> streamResults = new ArrayList<>();
        for (Flow flow : flows) {
            List<TestRun.Totals> mine =
                    run.totals().stream().filter(t -> t.flow() == flow).toList();
            boolean localSends = !mine.isEmpty() && mine.get(0).sender();
            Side side = localSends ? Side.SENDER : Side.RECEIVER;
            long localBytes = 0;
            long peerBytes = 0;
            double peerSeconds = -1;
            long retransmits = 0;
            boolean retransmitsKnown = !localSends && p.protocol() == Iperf3Result.Protocol.TCP && !mine.isEmpty();
            double jitterSum = 0;
            long lost = 0;
            long total = 0;
            for (TestRun.Totals t : mine) {
                PeerResults.Stream ps = peer.stream(t.id()).orElse(null);
                localBytes += t.bytes();
                long pBytes = ps == null ? 0 : ps.bytes();
                peerBytes += pBytes;
                double pSeconds = ps == null || ps.seconds() <= 0 ? localSeconds : ps.seconds();
                if (peerSeconds < 0) {
                    peerSeconds = pSeconds;
                }
                long retr = ps == null ? -1 : ps.retransmits();
                if (retr < 0 || peer.senderHasRetransmits() < 0) {
                    retransmitsKnown = false;
                } else {
                    retransmits += retr;
                }
                double jitterMs = 0;
                long sLost = 0;
                long sTotal = 0;
                if (p.udp()) {
                    if (t.udp() != null) {
                        jitterMs = t.udp().jitterSeconds() * 1000;
                        sLost = t.udp().countedErrors();
                        sTotal = t.udp().countedPackets();
                    } else if (ps != null) {
                        jitterMs = ps.jitter() * 1000;
                        sLost = ps.errors() - ps.omittedErrors();
                        sTotal = ps.packets() - ps.omittedPackets();
                    }
                }
                jitterSum += jitterMs;
                lost += sLost;
                total += sTotal;
                streamResults.add(new Iperf3StreamResult(
                        t.id(),
                        flow,
                        side,
                        t.bytes(),
                        localSeconds,
                        pBytes,
                        pSeconds,
                        localSends ? -1 : retr,
                        jitterMs,
                        sLost,
                        sTotal));
            }
            if (peerSeconds < 0) {
                peerSeconds = localSeconds;
            }
            OptionalLong retr = retransmitsKnown ? OptionalLong.of(retransmits) : OptionalLong.empty();
            double jitter = mine.isEmpty() ? 0 : jitterSum / mine.size();
            flowResults.add(
                    localSends
                            ? Iperf3FlowResult.of(
                                    flow,
                                    side,
                                    localBytes,
                                    localSeconds,
                                    Math.max(0, peerBytes),
                                    peerSeconds,
                                    retr,
                                    jitter,
                                    lost,
                                    total)
                            : Iperf3FlowResult.of(
                                    flow,
                                    side,
                                    Math.max(0, peerBytes),
                                    peerSeconds,
                                    localBytes,
                                    localSeconds,
                                    retr,
                                    jitter,
                                    lost,
                                    total));
        }
        CpuMeter.Usage cpu = run.cpu();
        return new Iperf3Result(
                run.role(),
                peerAddress,
                peerPort,
                clientVersion,
                p.title(),
                p.extraData(),
                p.protocol(),
                p.direction(),
                p.parallel(),
                p.time(),
                p.omit(),
                p.num(),
                p.blockcount(),
                p.len(),
                run.startInstant(),
                flowResults,
                streamResults,
                run.intervals(),
                cpu.total(),
                peer.cpuTotal(),
                peer.raw());
    }
}
