package dev.wirespeed.iperf3;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.regex.Pattern;

/** An address block such as 192.168.1.0/24 or fd00::/8; a bare address is a block of one. */
public record Cidr(byte[] network, int prefix) {

    private static final Pattern LITERAL = Pattern.compile("[0-9a-fA-F:.]+");

    /** Reads "192.168.1.0/24", "fd00::/8" or a bare address; IllegalArgumentException for anything else. */
    public static Cidr parse(String text) {
        String t = text.trim();
        int slash = t.indexOf('/');
        String addr = slash < 0 ? t : t.substring(0, slash);
        if (!LITERAL.matcher(addr).matches() || (!addr.contains(":") && !addr.matches("\\d+\\.\\d+\\.\\d+\\.\\d+"))) {
            throw new IllegalArgumentException("not an IP address block: '" + text + "'");
        }
        byte[] bytes;
        try {
            bytes = InetAddress.getByName(addr).getAddress(); // a literal: no name lookup happens
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("not an IP address block: '" + text + "'", e);
        }
        int prefix;
        try {
            prefix = slash < 0 ? bytes.length * 8 : Integer.parseInt(t.substring(slash + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad prefix length in '" + text + "'", e);
        }
        if (prefix < 0 || prefix > bytes.length * 8) {
            throw new IllegalArgumentException("prefix length out of range in '" + text + "'");
        }
        return new Cidr(bytes, prefix);
    }

    public boolean contains(InetAddress a) {
        byte[] b = a.getAddress();
        if (b.length != network.length) {
            return false;
        }
        int full = prefix / 8;
        for (int i = 0; i < full; i++) {
            if (b[i] != network[i]) {
                return false;
            }
        }
        int rest = prefix % 8;
        if (rest == 0) {
            return true;
        }
        int mask = (0xff << (8 - rest)) & 0xff;
        return (b[full] & mask) == (network[full] & mask);
    }
}
