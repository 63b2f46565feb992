package dev.wirespeed.web;

import dev.wirespeed.app.CalibrationService;
import dev.wirespeed.app.MeasurementService;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.calibration.RunAssessment;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.plan.Plan;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the measurement and calibration pages call things, for people rather than for the database:
 * a run by its format and when it was imported, a plan by its name, a flow by its hosts, tool and
 * streams, a calibration status in words, and what a run did to its factor. The templates call it
 * as {@code ${words....}}.
 */
public final class MeasurementWords {

    private final Locale locale;
    private final DisplayFormat fmt;
    private final Map<String, Plan> plans = new HashMap<>();
    private final Map<String, CalibrationService.FactorView> factors = new HashMap<>();

    private final Catalog catalog;

    public MeasurementWords(
            Locale locale,
            List<PlanService.Stored> plans,
            List<CalibrationService.FactorView> factors,
            Catalog catalog) {
        this.locale = locale;
        this.catalog = catalog;
        this.fmt = new DisplayFormat(locale);
        plans.forEach(s -> this.plans.put(s.plan().id(), s.plan()));
        factors.forEach(f -> this.factors.put(f.key(), f));
    }

    /** "iperf3 output", "lspci -vv", "smbclient transfer". */
    public String format(String format) {
        return Messages.get(locale, "measure.formatName." + format);
    }

    /** "client side", "server side". */
    public String side(String side) {
        return Messages.get(locale, "measure.sideName." + side);
    }

    /** "client sends", "server sends (-R)", "both ways (--bidir)". */
    public String direction(String direction) {
        return Messages.get(locale, "measure.directionName." + direction);
    }

    /** A run as people name it: "iperf3 output of 1 Dec 2026, 16:49". */
    public String run(MeasurementService.Stored s) {
        return Messages.get(locale, "measure.name", format(s.run().format()), fmt.dateTime(s.createdAt()));
    }

    /** The same for a list row. */
    public String run(MeasurementController.Summary s) {
        return Messages.get(locale, "measure.name", format(s.format()), fmt.dateTime(s.createdAt()));
    }

    /** A plan's name, or its id when the plan is gone. */
    public String plan(String planId) {
        Plan p = plans.get(planId);
        return p == null || p.name() == null || p.name().isBlank() ? planId : p.name();
    }

    /** "Windows PC → Ubuntu PC · iperf3", or the id when the flow is gone. */
    public String flow(String planId, String flowId) {
        Plan p = plans.get(planId);
        if (p == null || flowId == null) {
            return flowId == null ? "" : flowId;
        }
        return p.flows().stream()
                .filter(f -> f.id().equals(flowId))
                .findFirst()
                .map(f -> TopologyView.flowName(p, f, locale))
                .orElse(flowId);
    }

    /** "Seed 001 … · Windows PC → File server · iperf3", or "" when the run is attached to nothing. */
    public String attached(String planId, String flowId) {
        return planId == null ? "" : plan(planId) + " · " + flow(planId, flowId);
    }

    /** A plan's NIC as people know it: "Windows PC · Mellanox MCX4121A-ACAT". */
    public String nic(Plan plan, Plan.Host host, Plan.NicPlacement n) {
        String card = n.part() == null
                ? n.id()
                : catalog.find(n.part()).map(Part::displayName).orElse(n.part());
        return PanelView.name(plan, host.id()) + " · " + card;
    }

    /** A calibration status in words: "learned", "not learned: above the physical ceiling". */
    public String status(String status) {
        return Messages.get(locale, "calibration.status." + status);
    }

    /**
     * What the run did to its factor, in the figures the calibration page and the plan show: "this run
     * implies 0.957; the factor is now 0.979", the factor being the value for the run's part when
     * calibration keeps one for it, else the factor's own value.
     */
    public String effect(RunAssessment a) {
        if (a == null || a.factor() == null) {
            return "";
        }
        Double now = now(a);
        if (a.impliedFactor() == null) {
            return now == null ? "" : Messages.get(locale, "calibration.effect.now", a.factor(), fmt.number(now, 3));
        }
        if (now == null) {
            return Messages.get(locale, "calibration.effect.implies", fmt.number(a.impliedFactor(), 3));
        }
        return Messages.get(
                locale,
                "calibration.effect",
                fmt.number(a.impliedFactor(), 3),
                a.factor(),
                fmt.number(now, 3),
                a.scope() == null ? 0 : 1,
                a.scope() == null ? "" : scope(a.scope()));
    }

    /**
     * What a calibration scope is about, by name: "nic:intel-x520-da2" reads "Intel X520-DA2"; a class
     * ("bus:usb.3.2gen1") stays as it is.
     */
    public String scope(String scope) {
        int colon = scope.indexOf(':');
        if (colon < 0) {
            return catalog.find(scope).map(Part::displayName).orElse(scope);
        }
        return catalog.find(scope.substring(colon + 1)).map(Part::displayName).orElse(scope);
    }

    /** The factor's value now for the run's scope, else its own value; null for an unknown factor. */
    Double now(RunAssessment a) {
        CalibrationService.FactorView f = factors.get(a.factor());
        if (f == null) {
            return null;
        }
        if (a.scope() != null) {
            for (CalibrationService.ScopeView sc : f.scopes()) {
                if (sc.scope().equals(a.scope())) {
                    return sc.value();
                }
            }
        }
        return f.value();
    }
}
