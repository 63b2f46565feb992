package dev.wirespeed.app;

import dev.wirespeed.iperf3.Cidr;
import dev.wirespeed.plan.Plan;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Where a test started over the web may connect: a host of the plan it is for (its IP or its name),
 * or an entry of the allow-list an admin keeps in the settings (a name, an address or a network such
 * as 192.168.1.0/24). Anything else is refused before a packet leaves, so the service cannot be
 * pointed at arbitrary machines and ports. A name allowed only through a network is resolved once
 * and the test connects to that address, so the name cannot resolve elsewhere a moment later.
 */
public final class MeasureTargets {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9]([A-Za-z0-9-]{0,62})(\\.[A-Za-z0-9-]{1,63})*\\.?");
    private static final Pattern ADDRESS_LIKE = Pattern.compile("[0-9a-fA-F:.]+(/\\d{1,3})?");

    private final List<String> names = new ArrayList<>();
    private final List<Cidr> networks = new ArrayList<>();

    private MeasureTargets() {}

    /** The targets for a test of {@code plan} (may be null) under the admin's {@code allowList}. */
    public static MeasureTargets of(Plan plan, List<String> allowList) {
        MeasureTargets t = new MeasureTargets();
        if (plan != null) {
            for (Plan.Host h : plan.hosts()) {
                t.add(h.ip());
                t.add(h.name());
            }
        }
        for (String e : allowList) {
            t.add(e);
        }
        return t;
    }

    private void add(String entry) {
        if (entry == null || entry.isBlank()) {
            return;
        }
        String e = entry.trim();
        if (ADDRESS_LIKE.matcher(e).matches()) {
            try {
                networks.add(Cidr.parse(e));
                return;
            } catch (IllegalArgumentException notAnAddress) {
                // a plan host's name such as "nas" may look like hex digits; treat it as a name
            }
        }
        names.add(normal(e));
    }

    /** Whether an allow-list entry is something this class can match: a host name, an address or a network. */
    public static boolean isValidEntry(String entry) {
        String e = entry.trim();
        if (ADDRESS_LIKE.matcher(e).matches()) {
            try {
                Cidr.parse(e);
                return true;
            } catch (IllegalArgumentException notAnAddress) {
                return NAME.matcher(e).matches() && !e.contains(":");
            }
        }
        return e.length() <= 253 && NAME.matcher(e).matches();
    }

    /**
     * What to connect to for {@code host}: the host as given when it is listed by name or is a listed
     * address, the resolved address when only a listed network holds it; empty when it is not allowed.
     */
    public Optional<String> connectTo(String host) {
        String h = host.trim();
        if (names.contains(normal(h))) {
            return Optional.of(h);
        }
        List<InetAddress> addresses = new ArrayList<>();
        try {
            if (ADDRESS_LIKE.matcher(h).matches() && !h.contains("/")) {
                addresses.add(InetAddress.getByName(h)); // a literal: no lookup
            } else if (NAME.matcher(h).matches() && !networks.isEmpty()) {
                addresses.addAll(List.of(InetAddress.getAllByName(h)));
            }
        } catch (UnknownHostException e) {
            return Optional.empty();
        }
        for (InetAddress a : addresses) {
            for (Cidr c : networks) {
                if (c.contains(a)) {
                    return Optional.of(a.getHostAddress());
                }
            }
        }
        return Optional.empty();
    }

    private static String normal(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return n.endsWith(".") ? n.substring(0, n.length() - 1) : n;
    }
}
