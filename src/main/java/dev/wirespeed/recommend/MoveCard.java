package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.fit.CardFit;
import dev.wirespeed.fit.PcieNegotiation;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.resolve.PlanResolver;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.ArrayList;
import java.util.List;

/**
 * A card in a slot that gives it less than another free slot of the same board would: moved there, the
 * card trains to that slot's wiring (after lane sharing and the BIOS default). A link read from lspci
 * belonged to the old slot, so the moved card's "negotiated as" is cleared.
 */
final class MoveCard implements FreeChangeRule {

    static final String KIND = "move-card";

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public List<FreeChange> propose(Plan plan, Catalog catalog) {
        ResolvedPlan rp = PlanResolver.resolve(plan, catalog);
        List<FreeChange> out = new ArrayList<>();
        for (Plan.Host h : plan.hosts()) {
            ResolvedPlan.ResolvedHost rh = rp.hosts().get(h.id());
            if (rh == null || rh.board() == null) {
                continue;
            }
            for (Plan.NicPlacement n : h.nics()) {
                Nic part = n.part() == null
                        ? null
                        : catalog.find(n.part(), Nic.class).orElse(null);
                ResolvedPlan.ResolvedNic rn = rh.nics().get(n.id());
                if (part == null
                        || !part.hostInterface().isPcie()
                        || n.slot() == null
                        || rn == null
                        || !(rn.negotiated() instanceof Bus.Pcie now)) {
                    continue;
                }
                int cardGen = part.hostInterface().gen() == null
                        ? 1
                        : part.hostInterface().gen();
                int cardLanes = part.hostInterface().lanes() == null
                        ? 1
                        : part.hostInterface().lanes();
                List<String> taken = h.nics().stream()
                        .filter(x -> x != n && x.slot() != null)
                        .map(Plan.NicPlacement::slot)
                        .toList();
                for (Board.Slot s : rh.board().slots()) {
                    if (s.id().equalsIgnoreCase(n.slot())
                            || taken.stream().anyMatch(s.id()::equalsIgnoreCase)
                            || !CardFit.inSlot(part, s).fits()) {
                        continue;
                    }
                    PcieNegotiation.Link there = PcieNegotiation.inSlot(cardGen, cardLanes, s.forCpu(rh.cpu()), taken);
                    if (PcieNegotiation.SLOT_DISABLED.equals(there.label())
                            || Lanes.rate(there.gen(), there.lanes()) <= Lanes.rate(now.gen(), now.lanes())) {
                        continue;
                    }
                    Plan.NicPlacement moved = n.inSlot(s.id(), null);
                    out.add(new FreeChange(
                            KIND,
                            Phrase.of(
                                    "recommend.free.move-card",
                                    part.displayName(),
                                    plan.deviceName(h.id()),
                                    n.slot(),
                                    s.id(),
                                    there.gen(),
                                    there.lanes(),
                                    now.gen(),
                                    now.lanes()),
                            PlanEdits.updateNic(plan, h.id(), n.id(), moved).plan()));
                }
            }
        }
        return out;
    }
}
