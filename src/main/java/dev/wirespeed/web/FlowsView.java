package dev.wirespeed.web;

import dev.wirespeed.plan.Plan;
import dev.wirespeed.web.EditorContext.Option;

import java.util.List;

/** The flow cards and the flow form's choice of hosts. */
public final class FlowsView {

    public record FlowCard(Plan.Flow flow, String anchor, String from, String to) {}

    private final EditorContext cx;

    FlowsView(EditorContext cx) {
        this.cx = cx;
    }

    List<FlowCard> flows() {
        return cx.plan.flows().stream()
                .map(f -> new FlowCard(f, "flow-" + f.id(), cx.deviceName(f.from()), cx.deviceName(f.to())))
                .toList();
    }

    List<Option> hostOptions() {
        return cx.plan.hosts().stream()
                .map(h -> new Option(h.id(), h.name() == null ? h.id() : h.name(), true, null))
                .toList();
    }
}
