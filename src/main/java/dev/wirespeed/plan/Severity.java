package dev.wirespeed.plan;

import dev.wirespeed.units.Spelling;

/** How much an issue matters, most serious first: an error breaks the build, a warning may, info explains. */
public enum Severity {
    ERROR,
    WARNING,
    INFO;

    /** 0 for the most serious. */
    public int rank() {
        return ordinal();
    }

    public boolean atLeast(Severity other) {
        return ordinal() <= other.ordinal();
    }

    public static Severity parse(String text) {
        return Spelling.parse(values(), text);
    }

    @Override
    public String toString() {
        return Spelling.kebab(this);
    }
}
