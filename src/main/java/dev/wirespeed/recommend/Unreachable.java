package dev.wirespeed.recommend;

/**
 * A target no catalog part can reach: with the fastest network the model allows (a 100G PCIe 5.0 x16
 * card at each end, nothing between) the flow still gets only {@code bestGbps}, bound by {@code stage}
 * on {@code host}; {@code message} says what would move it instead ("a faster CPU would").
 */
public record Unreachable(String flow, double minGbps, double bestGbps, String stage, String host, String message) {}
