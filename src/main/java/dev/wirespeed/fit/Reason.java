package dev.wirespeed.fit;

import dev.wirespeed.plan.Severity;

import java.util.List;
import java.util.Objects;

/**
 * One reason in a fit answer: a message key (the same key the web message bundles hold), its
 * arguments in order, and its severity. Arguments are plain values, {@link Speeds} or
 * {@link Metres}, so each reader formats them for its own locale.
 */
public record Reason(String key, List<Object> args, Severity severity) {
    public Reason {
        if (key == null || key.isBlank()) {
            throw new IllegalArgumentException("a reason needs a message key");
        }
        Objects.requireNonNull(severity, "severity");
        args = List.copyOf(args);
    }

    public static Reason error(String key, Object... args) {
        return new Reason(key, List.of(args), Severity.ERROR);
    }

    public static Reason warning(String key, Object... args) {
        return new Reason(key, List.of(args), Severity.WARNING);
    }

    public static Reason note(String key, Object... args) {
        return new Reason(key, List.of(args), Severity.INFO);
    }

    /** The argument at {@code index}, for readers that know the key's arguments. */
    public Object arg(int index) {
        return args.get(index);
    }
}
