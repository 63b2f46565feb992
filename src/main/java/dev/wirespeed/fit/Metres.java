package dev.wirespeed.fit;

/**
 * A distance or length in metres as a reason argument. No range check: a distance typed into a
 * form is shown back as typed, and the plan's own validation reports nonsense values.
 */
public record Metres(double value) {}
