package dev.wirespeed.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Parsed command-line arguments: options with values ({@code --port 7070}), flags ({@code -R}) and
 * positional arguments. Unknown options are an error naming them.
 */
final class Args {

    private final Map<String, String> options = new HashMap<>();
    private final List<String> positional = new ArrayList<>();
    /** Every value of an option given more than once ({@code --host a --host b}), in order. */
    private final Map<String, List<String>> repeated = new HashMap<>();

    private Args() {}

    static Args parse(String[] args, Set<String> valued, Set<String> flags) {
        Args a = new Args();
        for (int i = 0; i < args.length; i++) {
            String s = args[i];
            if (s.equals("-")) {
                a.positional.add(s);
            } else if (s.startsWith("-")) {
                String key = s;
                String value = null;
                int eq = s.indexOf('=');
                if (s.startsWith("--") && eq > 0) {
                    key = s.substring(0, eq);
                    value = s.substring(eq + 1);
                }
                if (valued.contains(key)) {
                    if (value == null) {
                        if (i + 1 >= args.length) {
                            throw new CliException(2, "option " + key + " needs a value");
                        }
                        value = args[++i];
                    }
                    a.options.put(key, value);
                    a.repeated.computeIfAbsent(key, k -> new ArrayList<>()).add(value);
                } else if (flags.contains(key)) {
                    a.options.put(key, "true");
                } else {
                    throw new CliException(2, "unknown option " + key);
                }
            } else {
                a.positional.add(s);
            }
        }
        return a;
    }

    String get(String key) {
        return options.get(key);
    }

    String get(String key, String dflt) {
        return options.getOrDefault(key, dflt);
    }

    /** All values given for {@code key}, in order; empty when it was not given. */
    List<String> values(String key) {
        return List.copyOf(repeated.getOrDefault(key, List.of()));
    }

    boolean flag(String key) {
        return options.containsKey(key);
    }

    int intValue(String key, int dflt, int min, int max) {
        String v = options.get(key);
        if (v == null) {
            return dflt;
        }
        try {
            int n = Integer.parseInt(v);
            if (n < min || n > max) {
                throw new CliException(2, key + " must be between " + min + " and " + max + ", got " + n);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new CliException(2, key + " must be a whole number, got '" + v + "'");
        }
    }

    List<String> positional() {
        return positional;
    }
}
