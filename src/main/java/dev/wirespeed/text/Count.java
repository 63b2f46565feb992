package dev.wirespeed.text;

/** A count and its noun in English, "1 problem" and "3 problems", for messages that are not phrases. */
public final class Count {

    private Count() {}

    public static String of(long n, String one, String other) {
        return n + " " + (n == 1 ? one : other);
    }
}
