package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.resolve.PlanResolver;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.ArrayList;
import java.util.List;

/**
 * A slot whose width is a BIOS choice, running narrower than a mode it offers (seed 001: the B550's
 * PCIEX16_2 in "x1 mode" gives a PCIe 2.0 x8 card 3.14 Gbit/s; "x4 mode" gives it PCIe 2.0 x4). The
 * change records the link the card then trains to: the card's generation and lanes capped by the slot
 * and the mode, labelled with the mode.
 */
final class BiosSlotMode implements FreeChangeRule {

    static final String KIND = "bios-slot-mode";

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
            Board board = rh == null ? null : rh.board();
            if (board == null) {
                continue;
            }
            for (Plan.NicPlacement n : h.nics()) {
                Board.Slot slot = n.slot() == null ? null : board.slot(n.slot());
                Nic part = n.part() == null
                        ? null
                        : catalog.find(n.part(), Nic.class).orElse(null);
                ResolvedPlan.ResolvedNic rn = rh.nics().get(n.id());
                if (slot == null
                        || slot.biosModes().isEmpty()
                        || part == null
                        || !part.hostInterface().isPcie()
                        || rn == null
                        || !(rn.negotiated() instanceof Bus.Pcie now)) {
                    continue;
                }
                Board.Slot wired = slot.forCpu(rh.cpu());
                int cardGen = part.hostInterface().gen() == null
                        ? 1
                        : part.hostInterface().gen();
                int cardLanes = part.hostInterface().lanes() == null
                        ? 1
                        : part.hostInterface().lanes();
                for (Board.BiosMode mode : slot.biosModes()) {
                    int gen = Math.min(cardGen, mode.gen() == null ? wired.gen() : Math.min(mode.gen(), wired.gen()));
                    int lanes = Math.min(cardLanes, Math.min(mode.lanes(), wired.lanes()));
                    if (lanes <= now.lanes() && gen <= now.gen()) {
                        continue;
                    }
                    Plan.NicPlacement moved =
                            n.withNegotiated(new Plan.Negotiated(gen, lanes, mode.name() + " (BIOS)"));
                    out.add(new FreeChange(
                            KIND,
                            Phrase.of(
                                    "recommend.free.bios-slot-mode",
                                    slot.id(),
                                    plan.deviceName(h.id()),
                                    mode.name(),
                                    part.displayName(),
                                    gen,
                                    lanes,
                                    now.gen(),
                                    now.lanes()),
                            PlanEdits.updateNic(plan, h.id(), n.id(), moved).plan()));
                }
            }
        }
        return out;
    }
}
