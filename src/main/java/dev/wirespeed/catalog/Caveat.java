package dev.wirespeed.catalog;

/** A known OS or driver problem of a part, with the affected versions and its source. */
public record Caveat(String os, String versions, String severity, String note, String source) {}
