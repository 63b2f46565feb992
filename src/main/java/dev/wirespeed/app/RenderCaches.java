package dev.wirespeed.app;

/**
 * The one switch over the caches that make pages fast (evaluations per plan version, the example
 * names, the editor's option lists, whole editor and home pages). On in service; tests turn it off to render the same pages the
 * slow way and compare them byte for byte with the cached ones.
 */
public final class RenderCaches {

    private static volatile boolean enabled = true;

    private RenderCaches() {}

    public static boolean enabled() {
        return enabled;
    }

    /** For tests: with {@code false}, every cache is bypassed (read through, never written). */
    public static void setEnabled(boolean on) {
        enabled = on;
    }
}
