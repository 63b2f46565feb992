package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.text.Phrase;

import java.util.List;

/**
 * MTU 9000 on every hop: every NIC and switch of the plan, since jumbo frames help only when no device
 * on the path drops back to 1500. Proposed only when no part states a maximum below 9000.
 */
final class JumboFrames implements FreeChangeRule {

    static final String KIND = "jumbo-frames";
    static final int JUMBO = 9000;

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public List<FreeChange> propose(Plan plan, Catalog catalog) {
        boolean any = false;
        Plan p = plan;
        for (Plan.Host h : plan.hosts()) {
            for (Plan.NicPlacement n : h.nics()) {
                Integer max = n.part() == null
                        ? null
                        : catalog.find(n.part(), Nic.class).map(Nic::maxMtu).orElse(null);
                if (max != null && max < JUMBO) {
                    return List.of();
                }
                if (n.mtu() == null || n.mtu() < JUMBO) {
                    any = true;
                    p = PlanEdits.updateNic(
                                    p,
                                    h.id(),
                                    n.id(),
                                    new Plan.NicPlacement(
                                            n.id(),
                                            n.part(),
                                            n.generic(),
                                            n.slot(),
                                            n.usbPort(),
                                            n.thunderboltVersion(),
                                            n.negotiated(),
                                            JUMBO,
                                            n.owned()))
                            .plan();
                }
            }
        }
        for (Plan.SwitchUnit s : plan.switches()) {
            Integer max = s.part() == null
                    ? null
                    : catalog.find(s.part(), Switch.class).map(Switch::maxMtu).orElse(null);
            if (max != null && max < JUMBO) {
                return List.of();
            }
            if (s.mtu() == null || s.mtu() < JUMBO) {
                any = true;
                p = PlanEdits.updateSwitch(p, s.id(), new Plan.SwitchUnit(s.id(), s.name(), s.part(), JUMBO, s.owned()))
                        .plan();
            }
        }
        return any ? List.of(new FreeChange(KIND, Phrase.of("recommend.free.jumbo-frames"), p)) : List.of();
    }
}
