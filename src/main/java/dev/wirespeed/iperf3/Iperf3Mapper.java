package dev.wirespeed.iperf3;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Jackson set up for iperf3 blobs. Numbers are read as BigInteger/BigDecimal so that 3.12's
 * 18446744073709551615 (its way of printing -1) survives and maps back to -1; NaN is tolerated on read
 * and never written.
 */
final class Iperf3Mapper {

    static final JsonMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder()
                            .maxNestingDepth(64)
                            .maxNumberLength(64)
                            .maxStringLength(1 << 20)
                            .build())
                    .build())
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)
            .build();

    private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);

    private Iperf3Mapper() {}

    static JsonNode parse(byte[] bytes) throws IOException {
        return MAPPER.readTree(bytes);
    }

    static byte[] bytes(JsonNode node) throws IOException {
        return MAPPER.writeValueAsBytes(node);
    }

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    /**
     * A JSON number as a long: integral part of decimals, values at or above 2^63 (3.12/3.13 print -1 as
     * 2^64-1) as -1, NaN as 0, negative overflow as Long.MIN_VALUE.
     */
    static long toLong(JsonNode n) {
        if (n.isBigInteger() || n.isInt() || n.isLong()) {
            BigInteger v = n.bigIntegerValue();
            if (v.compareTo(LONG_MAX) > 0) {
                return -1;
            }
            return v.bitLength() < 64 ? v.longValue() : Long.MIN_VALUE;
        }
        if (n.isBigDecimal()) {
            return toLong(MAPPER.getNodeFactory().numberNode(((BigDecimal) n.numberValue()).toBigInteger()));
        }
        double d = n.doubleValue();
        if (Double.isNaN(d)) {
            return 0;
        }
        return d >= 0x1p63 ? -1 : (long) d;
    }

    /** A JSON number as a finite double (NaN and infinities read as 0). */
    static double toDouble(JsonNode n) {
        double d = n.doubleValue();
        return Double.isFinite(d) ? d : 0;
    }

    /** A finite value for writing: JSON has no NaN and a C reader would reject the blob. */
    static double finite(double d) {
        return Double.isFinite(d) ? d : 0;
    }
}
