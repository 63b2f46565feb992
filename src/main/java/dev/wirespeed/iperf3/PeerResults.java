package dev.wirespeed.iperf3;

import com.fasterxml.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The results blob the peer sent in EXCHANGE_RESULTS (design section 7.1), read as leniently as the C
 * reader: required keys must be numbers, 2^64-1 reads as -1, missing start/end times and omitted_* keys
 * default to 0.
 */
record PeerResults(
        double cpuTotal,
        double cpuUser,
        double cpuSystem,
        long senderHasRetransmits,
        List<Stream> streams,
        String raw) {

    /** One stream of the peer; times in seconds relative to the peer's (post-omit) stream start. */
    record Stream(
            int id,
            long bytes,
            long retransmits,
            double jitter,
            long errors,
            long omittedErrors,
            long packets,
            long omittedPackets,
            double startTime,
            double endTime) {

        double seconds() {
            return endTime - startTime;
        }
    }

    PeerResults {
        streams = List.copyOf(streams);
    }

    Optional<Stream> stream(int id) {
        return streams.stream().filter(s -> s.id() == id).findFirst();
    }

    /** @throws IOException if the blob is not what an iperf3 reader would accept */
    static PeerResults parse(byte[] blob) throws IOException {
        JsonNode j = Iperf3Mapper.parse(blob);
        if (j == null || !j.isObject()) {
            throw new IOException("results are not a JSON object");
        }
        JsonNode arr = j.get("streams");
        if (arr == null || !arr.isArray()) {
            throw new IOException("results have no streams array");
        }
        List<Stream> streams = new ArrayList<>();
        for (JsonNode s : arr) {
            if (!s.isObject()) {
                throw new IOException("results stream is not an object");
            }
            boolean hasOmittedErrors = s.has("omitted_errors");
            if (hasOmittedErrors != s.has("omitted_packets")) {
                throw new IOException("results stream has only one of omitted_errors/omitted_packets");
            }
            long id = required(s, "id");
            if (id < 1 || id > Integer.MAX_VALUE) {
                throw new IOException("results stream id " + id);
            }
            streams.add(new Stream(
                    (int) id,
                    required(s, "bytes"),
                    required(s, "retransmits"),
                    requiredDouble(s, "jitter"),
                    required(s, "errors"),
                    hasOmittedErrors ? required(s, "omitted_errors") : 0,
                    required(s, "packets"),
                    hasOmittedErrors ? required(s, "omitted_packets") : 0,
                    optionalDouble(s, "start_time"),
                    optionalDouble(s, "end_time")));
        }
        return new PeerResults(
                requiredDouble(j, "cpu_util_total"),
                requiredDouble(j, "cpu_util_user"),
                requiredDouble(j, "cpu_util_system"),
                required(j, "sender_has_retransmits"),
                streams,
                new String(blob, StandardCharsets.UTF_8));
    }

    private static long required(JsonNode j, String key) throws IOException {
        JsonNode v = j.get(key);
        if (v == null || !v.isNumber()) {
            throw new IOException("results lack number '" + key + "'");
        }
        return Iperf3Mapper.toLong(v);
    }

    private static double requiredDouble(JsonNode j, String key) throws IOException {
        JsonNode v = j.get(key);
        if (v == null || !v.isNumber()) {
            throw new IOException("results lack number '" + key + "'");
        }
        return Iperf3Mapper.toDouble(v);
    }

    private static double optionalDouble(JsonNode j, String key) {
        JsonNode v = j.get(key);
        return v != null && v.isNumber() ? Iperf3Mapper.toDouble(v) : 0;
    }
}
