package dev.wirespeed.web;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.resolve.PlanResolver;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.web.EditorContext.Group;
import dev.wirespeed.web.EditorContext.Option;

import java.util.List;
import java.util.Locale;

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

    public EditorView(Plan plan, Catalog catalog, Locale locale) {
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
        return hosts.boardOptions(query, current);
    }

    public List<Option> cpuOptions() {
        return hosts.cpuOptions();
    }

    public List<Option> storageOptions() {
        return hosts.storageOptions();
    }

    // ---- NICs ----

    public String slotSummary(Board.Slot s) {
        return nics.slotSummary(s);
    }

    public List<Option> slotOptions(Board board) {
        return nics.slotOptions(board);
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
        return nics.cardGroups(hostId, slotKey);
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
        return switches.switchOptions();
    }

    // ---- links ----

    public String endLabel(Plan.End e) {
        return links.endLabel(e);
    }

    public List<Group> portGroups() {
        return links.portGroups();
    }

    public String portText(PortGroup g) {
        return links.portText(g);
    }

    public PortGroup port(Plan.End e) {
        return links.port(e);
    }

    public LinksView.Medium medium(String aValue, String bValue, String moduleAId, String moduleBId, String distance) {
        return links.medium(aValue, bValue, moduleAId, moduleBId, distance);
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
        return flows.hostOptions();
    }
}
