package dev.wirespeed.web;

import dev.wirespeed.account.Role;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Who may use which route when sign-in is on: one entry per route the controllers register, keyed
 * "METHOD /path/{param}" exactly as registered. {@link WebApp} refuses to start when a route has no
 * entry or an entry names no route, so a new endpoint cannot be served without someone deciding who
 * may use it. Reading needs a viewer, changing plans, runs and parts an editor, settings an admin.
 * A POST that changes nothing (a prediction) needs only a viewer.
 */
public final class AccessRules {

    /** What a route needs: nobody signed in, or at least a role. */
    public enum Access {
        PUBLIC(null),
        VIEWER(Role.VIEWER),
        EDITOR(Role.EDITOR),
        ADMIN(Role.ADMIN);

        private final Role role;

        Access(Role role) {
            this.role = role;
        }

        /** The least role that may use the route; empty for a public one. */
        public Optional<Role> role() {
            return Optional.ofNullable(role);
        }
    }

    /**
     * Pages meant to be shared read-only with people who have no account: the only routes besides
     * signing in that are served without sign-in. A plan's share link and its picture: the token in
     * the path is the capability, checked by their handler (an unknown or revoked one answers 404).
     */
    static final List<String> SHARED_READ_ONLY = List.of("GET /s/{token}", "GET /s/{token}/topology.svg");

    private static final Map<String, Access> TABLE = table();

    private AccessRules() {}

    private static Map<String, Access> table() {
        Map<String, Access> t = new LinkedHashMap<>();
        // signing in, and the language switch the sign-in page offers
        put(t, Access.PUBLIC, "GET /login", "POST /login", "POST /logout", "GET /lang/{lang}");
        SHARED_READ_ONLY.forEach(route -> put(t, Access.PUBLIC, route));
        // a load balancer's health check has no account; it learns only whether this instance can serve
        put(t, Access.PUBLIC, "GET /health");
        // counts and timings of every route tell how the team works: an admin's, as the settings are
        put(t, Access.ADMIN, "GET /metrics");
        // a signed-in person's own account: changing their password
        put(t, Access.VIEWER, "GET /account", "POST /account/password");
        // home and plan pages
        put(
                t,
                Access.VIEWER,
                "GET /",
                "GET /plans/{id}",
                "GET /plans/{id}/panel",
                "GET /plans/{id}/topology.svg",
                "GET /plans/{id}/shopping-list",
                "GET /plans/{id}/history");
        // the editor's forms, loaded when their disclosure opens or on a page of their own: part of the
        // plan's page, which a viewer reads with them (sending one needs an editor)
        for (String mode : PlanEditorController.CONTROL_MODES) {
            for (String kind : List.of("host", "switch", "link", "flow")) {
                put(
                        t,
                        Access.VIEWER,
                        "GET /plans/{id}/" + mode + "/" + kind,
                        "GET /plans/{id}/" + mode + "/" + kind + "/{item}");
            }
            put(
                    t,
                    Access.VIEWER,
                    "GET /plans/{id}/" + mode + "/nic/{host}",
                    "GET /plans/{id}/" + mode + "/nic/{host}/{nic}");
        }
        put(
                t,
                Access.EDITOR,
                "POST /plans",
                "POST /plans/from-example",
                "POST /plans/import",
                "GET /plans/{id}/delete",
                "POST /plans/{id}/delete",
                "POST /plans/{id}/settings",
                "POST /plans/{id}/hosts",
                "POST /plans/{id}/hosts/{host}",
                "GET /plans/{id}/hosts/{host}/delete",
                "POST /plans/{id}/hosts/{host}/delete",
                "POST /plans/{id}/hosts/{host}/nics",
                "POST /plans/{id}/hosts/{host}/nics/{nic}",
                "POST /plans/{id}/hosts/{host}/nics/{nic}/delete",
                "POST /plans/{id}/switches",
                "POST /plans/{id}/switches/{sw}",
                "POST /plans/{id}/switches/{sw}/delete",
                "POST /plans/{id}/links",
                "POST /plans/{id}/links/{link}",
                "POST /plans/{id}/links/{link}/delete",
                "POST /plans/{id}/flows",
                "POST /plans/{id}/flows/{flow}",
                "POST /plans/{id}/flows/{flow}/delete",
                "POST /plans/{id}/shopping-list/shipping",
                "POST /plans/{id}/history/{n}/restore",
                "POST /plans/{id}/undo",
                "POST /plans/{id}/share",
                "POST /plans/{id}/share/revoke");
        // plan API
        put(
                t,
                Access.VIEWER,
                "GET /api/plans",
                "GET /api/plans/{id}",
                "GET /api/plans/{id}/evaluation",
                "GET /api/plans/{id}/export",
                "GET /api/plans/{id}/shopping-list",
                "GET /api/plans/{id}/versions",
                "POST /api/plans/{id}/recommend",
                "GET /plans/{id}/recommend",
                "POST /api/predict");
        put(
                t,
                Access.EDITOR,
                "POST /api/plans",
                "POST /api/plans/import",
                "POST /api/plans/{id}/recommend/use",
                "POST /plans/{id}/recommend/use",
                "PUT /api/plans/{id}",
                "DELETE /api/plans/{id}",
                "POST /api/plans/{id}/versions/{n}/restore",
                "POST /api/examples",
                "POST /api/examples/{seed}");
        // catalog
        put(
                t,
                Access.VIEWER,
                "GET /catalog",
                "GET /catalog/compare",
                "GET /catalog/{id}",
                "GET /api/parts",
                "GET /api/parts/{id}");
        put(t, Access.EDITOR, "POST /api/parts", "PUT /api/parts/{id}", "DELETE /api/parts/{id}");
        // measurements and calibration
        put(
                t,
                Access.VIEWER,
                "GET /api/measurements",
                "GET /api/measurements/{id}",
                "GET /api/calibration",
                "GET /measurements",
                "GET /measurements/{id}",
                "GET /calibration",
                "GET /api/iperf3");
        // identification from lspci/lsusb/dmesg output: reading it changes nothing; putting a part into a
        // plan's host is a plan edit
        put(t, Access.VIEWER, "GET /identify", "POST /identify", "POST /api/identify");
        put(t, Access.EDITOR, "POST /identify/add");
        put(
                t,
                Access.EDITOR,
                "POST /api/measurements",
                "DELETE /api/measurements/{id}",
                "POST /api/measurements/{id}/detach",
                "POST /api/measurements/{id}/attach",
                "POST /api/calibration/{key}/reset",
                "POST /measurements/import",
                "POST /measurements/{id}/detach",
                "POST /measurements/{id}/attach",
                "POST /measurements/{id}/delete",
                "POST /measurements/{id}/apply-pcie",
                "POST /calibration/{key}/reset",
                "POST /api/measure",
                "POST /measure");
        // settings: the iperf3 listener and its allow-list, the hosts outbound tests may reach, the shop's
        // prices and exchange rates
        put(
                t,
                Access.ADMIN,
                "GET /settings",
                "POST /settings/shop",
                "POST /settings/rates",
                "POST /settings/rates/delete",
                "POST /plans/{id}/shopping-list/settings",
                "GET /settings/iperf3",
                "POST /settings/iperf3",
                "POST /api/iperf3",
                "GET /api/measure/targets",
                "POST /api/measure/targets",
                "POST /settings/measure-targets");
        return Map.copyOf(t);
    }

    private static void put(Map<String, Access> t, Access access, String... routes) {
        for (String r : routes) {
            if (t.put(r, access) != null) {
                throw new IllegalStateException("two access rules for " + r);
            }
        }
    }

    /** What {@code method} on the route registered as {@code path} needs; HEAD is read as GET. */
    public static Optional<Access> needed(String method, String path) {
        String m = method.toUpperCase(Locale.ROOT);
        return Optional.ofNullable(TABLE.get((m.equals("HEAD") ? "GET" : m) + " " + path));
    }

    /**
     * The differences between the routes served ({@code "METHOD /path"}) and the table: routes
     * without a rule, then rules without a route. Empty when they match.
     */
    static List<String> mismatches(Set<String> served) {
        Set<String> out = new TreeSet<>();
        for (String s : served) {
            String asGet = s.startsWith("HEAD ") ? "GET " + s.substring(5) : s;
            if (!TABLE.containsKey(asGet)) {
                out.add("no access rule for " + s);
            }
        }
        for (String r : TABLE.keySet()) {
            if (!served.contains(r)) {
                out.add("access rule for " + r + ", which is not served");
            }
        }
        return List.copyOf(out);
    }
}
