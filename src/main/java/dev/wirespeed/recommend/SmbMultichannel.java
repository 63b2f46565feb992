package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.text.Phrase;

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
                        Phrase.of("recommend.free.smb-multichannel", f.id(), CONNECTIONS),
                        FlowSettings.streams(plan, f, CONNECTIONS)));
            }
        }
        return out;
    }
}
