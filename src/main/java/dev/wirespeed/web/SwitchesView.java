package dev.wirespeed.web;

import dev.wirespeed.catalog.Switch;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.web.EditorContext.Option;

import java.util.ArrayList;
import java.util.List;

/** The switch cards and the switch form's choice of catalog switches. */
public final class SwitchesView {

    public record SwitchCard(Plan.SwitchUnit unit, Switch part, String name, String ports, String anchor) {}

    private final EditorContext cx;

    SwitchesView(EditorContext cx) {
        this.cx = cx;
    }

    List<SwitchCard> switches() {
        List<SwitchCard> out = new ArrayList<>();
        for (Plan.SwitchUnit s : cx.plan.switches()) {
            Switch part = cx.catalog.find(s.part(), Switch.class).orElse(null);
            out.add(new SwitchCard(
                    s,
                    part,
                    cx.deviceName(s.id()),
                    part == null ? "" : cx.fmt.ports(part.ports()),
                    "switch-" + s.id()));
        }
        return out;
    }

    List<Option> switchOptions() {
        return cx.catalog.ofKind(Switch.class).stream()
                .map(s -> new Option(s.id(), s.displayName() + " · " + cx.fmt.summary(s), true, null))
                .toList();
    }
}
