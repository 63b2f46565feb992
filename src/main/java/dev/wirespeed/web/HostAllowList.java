package dev.wirespeed.web;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The names this server answers to in the {@code Host} header. A page on another site that makes its
 * own name resolve to this machine (DNS rebinding) sends that name as Host, so anything not listed
 * is refused before a route runs. By default: the bind address (every address of the machine when
 * bound to all of them), localhost, 127.0.0.1, ::1 and the machine's own names; {@code serve --host}
 * adds more (a name the LAN's DNS gives the machine, a reverse proxy's name).
 */
public final class HostAllowList {

    private final Set<String> names;

    private HostAllowList(Set<String> names) {
        this.names = Collections.unmodifiableSet(names);
    }

    /** The defaults for {@code bind} plus {@code extra} names (each may be a comma-separated list). */
    public static HostAllowList of(String bind, List<String> extra) {
        Set<String> n = new LinkedHashSet<>();
        n.add("localhost");
        n.add("127.0.0.1");
        n.add(normalise("::1"));
        if (bind != null && !bind.isBlank()) {
            n.add(normalise(bind));
        }
        try {
            InetAddress b = bind == null || bind.isBlank() ? null : InetAddress.getByName(bind);
            if (b != null && b.isAnyLocalAddress()) {
                for (NetworkInterface i : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                    for (InetAddress a : Collections.list(i.getInetAddresses())) {
                        n.add(normalise(a.getHostAddress()));
                    }
                }
            }
        } catch (UnknownHostException | SocketException e) {
            // the bind address itself is listed; the interface addresses are a convenience
        }
        try {
            InetAddress self = InetAddress.getLocalHost();
            n.add(normalise(self.getHostName()));
            n.add(normalise(self.getCanonicalHostName()));
        } catch (UnknownHostException e) {
            // a machine without a resolvable name of its own is still reachable as localhost
        }
        for (String e : extra) {
            for (String name : e.split(",")) {
                if (!name.isBlank()) {
                    n.add(normalise(name));
                }
            }
        }
        return new HostAllowList(n);
    }

    public Set<String> names() {
        return names;
    }

    /** Whether a {@code Host} header value ({@code name}, {@code name:port}, {@code [v6]:port}) is listed. */
    public boolean allows(String hostHeader) {
        String name = name(hostHeader);
        return name != null && names.contains(name);
    }

    /** The name part of a Host header or URI authority, lower case, without brackets or port; null when blank. */
    static String name(String authority) {
        if (authority == null || authority.isBlank()) {
            return null;
        }
        String a = authority.trim();
        if (a.startsWith("[")) {
            int end = a.indexOf(']');
            return end < 0 ? null : normalise(a.substring(1, end));
        }
        int colon = a.indexOf(':');
        if (colon >= 0 && a.indexOf(':', colon + 1) < 0) {
            a = a.substring(0, colon);
        }
        return a.isEmpty() ? null : normalise(a);
    }

    private static String normalise(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        if (n.startsWith("[") && n.endsWith("]")) {
            n = n.substring(1, n.length() - 1);
        }
        int zone = n.indexOf('%');
        if (zone >= 0 && n.contains(":")) {
            n = n.substring(0, zone);
        }
        if (n.endsWith(".")) {
            n = n.substring(0, n.length() - 1);
        }
        if (n.contains(":") && n.matches("[0-9a-f:.]+")) {
            // one spelling per IPv6 address: [::1] and 0:0:0:0:0:0:0:1 are the same host (a literal needs no lookup)
            try {
                n = InetAddress.getByName(n).getHostAddress();
            } catch (UnknownHostException e) {
                return n;
            }
        }
        return n;
    }
}
