package dev.wirespeed.recommend;

import dev.wirespeed.text.Phrase;

/**
 * A target no catalog part can reach: with the fastest network the model allows (a 100G PCIe 5.0 x16
 * card at each end, nothing between) the flow still gets only {@code bestGbps}, bound by {@code stage}
 * on {@code host}; {@code text} says what would move it instead ("a faster CPU would"); {@link #message()} is its English.
 */
public record Unreachable(String flow, double minGbps, double bestGbps, String stage, String host, Phrase text) {

    public String message() {
        return text.english();
    }
}
