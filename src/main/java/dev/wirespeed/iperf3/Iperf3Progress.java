package dev.wirespeed.iperf3;

/**
 * A test the embedded server is running, for a status page. Bytes are Wirespeed's own counters so far,
 * including the omit period.
 */
public record Iperf3Progress(
        String peerAddress,
        int peerPort,
        Iperf3Result.Protocol protocol,
        Iperf3Result.Direction direction,
        int streams,
        int durationSeconds,
        double secondsElapsed,
        long bytesSent,
        long bytesReceived) {

    public long bytesSoFar() {
        return bytesSent + bytesReceived;
    }
}
