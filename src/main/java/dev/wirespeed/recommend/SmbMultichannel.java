package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Tool;

import java.util.ArrayList;
import java.util.List;

/**
 * SMB multichannel: Samba serves each connection of a session on its own, so four connections spread
 * smbd's work over four cores (the model reads an SMB flow's streams as its connections).
 */
final class SmbMultichannel implements FreeChangeRule {

    static final String KIND = "smb-multichannel";
    static final int CONNECTIONS = 4;

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public List<FreeChange> propose(Plan plan, Catalog catalog) {
        List<FreeChange> out = new ArrayList<>();
        for (Plan.Flow f : plan.flows()) {
            if (f.tool() == Tool.SMB && f.streams() < CONNECTIONS) {
                out.add(new FreeChange(
                        KIND,
                        "turn on SMB multichannel for flow " + f.id() + " (server multi channel support = yes, "
                                + CONNECTIONS + " connections)",
                        FlowSettings.streams(plan, f, CONNECTIONS)));
            }
        }
        return out;
    }
}
