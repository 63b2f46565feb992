package dev.wirespeed.web;

import dev.wirespeed.app.RenderCaches;
import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.resolve.PlanResolver;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.web.EditorContext.Group;
import dev.wirespeed.web.EditorContext.Option;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What the plan editor shows besides the plan itself, as the templates read it (model attribute
 * "view"): one section per form, {@link HostsView}, {@link NicsView}, {@link SwitchesView},
 * {@link LinksView} and {@link FlowsView}, over one {@link EditorContext}. Built per request from
 * the plan and the catalog; what fits is the fit module's answer, the negotiated buses
 * {@link PlanResolver}'s.
 */
public final class EditorView {

    private final EditorContext cx;
    private final HostsView hosts;
    private final NicsView nics;
    private final SwitchesView switches;
    private final LinksView links;
    private final FlowsView flows;
    private final Locale locale;

    public EditorView(Plan plan, Catalog catalog, Locale locale) {
        this.locale = locale;
        this.cx = new EditorContext(plan, catalog, PlanResolver.resolve(plan, catalog), locale);
        this.nics = new NicsView(cx);
        this.hosts = new HostsView(cx, nics);
        this.switches = new SwitchesView(cx);
        this.links = new LinksView(cx);
        this.flows = new FlowsView(cx);
    }

    /** A placed NIC's short name, for the editor and the topology drawing alike. */
    static String shortLabel(ResolvedPlan.ResolvedNic n) {
        return EditorContext.shortLabel(n);
    }

    // ---- shared ----

    /** A device's name as people read it: host or switch name, else its id. */
    public String deviceName(String id) {
        return cx.deviceName(id);
    }

    /** Whether one of {@code options} has {@code value}. */
    public boolean contains(List<Option> options, String value) {
        return options.stream().anyMatch(o -> o.value().equals(value));
    }

    /** A link end as a form value ("win|cx4|1"). */
    public String endValue(Plan.End e) {
        return PlanForms.endValue(e);
    }

    /** A number for a form field: "" for null, no trailing ".0". */
    public String num(Double d) {
        if (d == null) {
            return "";
        }
        return d == Math.rint(d) ? String.valueOf(d.longValue()) : String.valueOf(d);
    }

    public DisplayFormat fmt() {
        return cx.fmt;
    }

    public Plan plan() {
        return cx.plan;
    }

    public ResolvedPlan resolved() {
        return cx.resolved;
    }

    // ---- hosts ----

    public List<HostsView.HostCard> hosts() {
        return hosts.hosts();
    }

    public List<Option> boardOptions(String query, String current) {
        return memo(Arrays.asList("boardOptions", query, current), () -> hosts.boardOptions(query, current));
    }

    public List<Option> cpuOptions() {
        return memo("cpuOptions", hosts::cpuOptions);
    }

    public List<Option> storageOptions() {
        return memo("storageOptions", hosts::storageOptions);
    }

    // ---- NICs ----

    public String slotSummary(Board.Slot s) {
        return nics.slotSummary(s);
    }

    public List<Option> slotOptions(Board board) {
        return memo(Arrays.asList("slotOptions", board == null ? null : board.id()), () -> nics.slotOptions(board));
    }

    public Board board(String hostId) {
        return nics.board(hostId);
    }

    public String slotDescription(String hostId, String slotKey) {
        return nics.slotDescription(hostId, slotKey);
    }

    public String cardInterface(String nicId) {
        return nics.cardInterface(nicId);
    }

    public List<Group> cardGroups(String hostId, String slotKey) {
        return memo(Arrays.asList("cardGroups", hostId, slotKey), () -> nics.cardGroups(hostId, slotKey));
    }

    public List<Group> cardGroups(String hostId, String slotKey, String query, String selected) {
        return nics.cardGroups(hostId, slotKey, query, selected);
    }

    public int cardMatches(String query) {
        return nics.cardMatches(query);
    }

    // ---- switches ----

    public List<SwitchesView.SwitchCard> switches() {
        return switches.switches();
    }

    public List<Option> switchOptions() {
        return memo("switchOptions", switches::switchOptions);
    }

    // ---- links ----

    public String endLabel(Plan.End e) {
        return links.endLabel(e);
    }

    public List<Group> portGroups() {
        return memo("portGroups", links::portGroups);
    }

    public String portText(PortGroup g) {
        return links.portText(g);
    }

    public PortGroup port(Plan.End e) {
        return links.port(e);
    }

    public LinksView.Medium medium(String aValue, String bValue, String moduleAId, String moduleBId, String distance) {
        return memo(
                Arrays.asList("medium", aValue, bValue, moduleAId, moduleBId, distance),
                () -> links.medium(aValue, bValue, moduleAId, moduleBId, distance));
    }

    public List<LinksView.LinkCard> links() {
        return links.links();
    }

    public String mediumText(Plan.Link l) {
        return links.mediumText(l);
    }

    // ---- flows ----

    public List<FlowsView.FlowCard> flows() {
        return flows.flows();
    }

    public List<Option> hostOptions() {
        return memo("hostOptions", flows::hostOptions);
    }

    // ---- the long option lists, as HTML rendered once per distinct list ----

    /**
     * Whether the forms take their long option lists from {@link OptionHtml} (with the caches off, the
     * templates build every option themselves, which is what the cached markup is compared with).
     */
    public boolean cached() {
        return RenderCaches.enabled();
    }

    /** Options ({@code shared/forms :: options}) with {@code current} selected. */
    public String optionsHtml(List<Option> options, String current) {
        return OptionHtml.options(options, current, cx.catalog, locale);
    }

    /** Option groups that may not fit ({@code shared/forms :: fitOptions}) with {@code current} selected. */
    public String fitOptionsHtml(List<Group> groups, String current) {
        return OptionHtml.fitOptions(groups, current, cx.catalog, locale);
    }

    /** The card picker's groups with {@code current} selected. */
    public String cardOptionsHtml(List<Group> groups, String current) {
        return OptionHtml.cards(groups, current, nics::cardInterface, cx.catalog, locale);
    }

    // ---- what the forms ask for more than once ----

    /**
     * Each answer once per page: every form of a kind asks for the same option lists (every flow form
     * the hosts, every link form of a port the modules that fit it), and computing them again per form
     * was a large part of the page's time. The view lives for one request, so nothing here goes stale.
     */
    private final Map<Object, Object> answers = new HashMap<>();

    @SuppressWarnings("unchecked")
    private <T> T memo(Object key, Supplier<T> compute) {
        if (!RenderCaches.enabled()) {
            return compute.get();
        }
        Object hit = answers.get(key);
        if (hit == null) {
            hit = compute.get();
            answers.put(key, hit);
        }
        return (T) hit;
    }
}
