package dev.wirespeed.solver.model;

import dev.wirespeed.units.Spelling;

/** Where on a path a ceiling sits: at the sender, at the receiver, or on the path between them. */
public enum Side {
    SENDER,
    RECEIVER,
    PATH;

    @Override
    public String toString() {
        return Spelling.kebab(this);
    }
}
