package dev.wirespeed.picture;

/** A point in SVG user units. */
public record Point(int x, int y) {}
