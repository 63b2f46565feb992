package dev.wirespeed.fit;

/** How much a reason matters: an error means the parts do not fit, a warning or a note that they do. */
public enum Severity {
    ERROR, WARNING, NOTE
}
