package dev.wirespeed.text;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Renders a {@link Phrase} from {@code dev/wirespeed/text/phrases_LANG.properties} (UTF-8). A pattern
 * holds its arguments as {@code {0}}, {@code {1}}...; nothing else in it is special (no
 * MessageFormat quoting, so an apostrophe is an apostrophe and numbers are never regrouped). A key a
 * language lacks falls back to English; a key English lacks fails loudly, since the English text is
 * what JSON and the CLI show.
 */
public final class Phrases {

    /** The languages with a bundle; English is the source and the fallback. */
    public static final List<String> LANGUAGES = List.of("en", "ja");

    static final String JOINED = "joined";

    static final String AUTHORED = "authored";

    private static final Map<String, Properties> BUNDLES = new ConcurrentHashMap<>();

    private Phrases() {}

    public static String render(Phrase phrase, Locale locale) {
        String lang = LANGUAGES.contains(locale.getLanguage()) ? locale.getLanguage() : "en";
        StringBuilder out = new StringBuilder();
        append(out, phrase, lang);
        return out.toString();
    }

    /** The pattern of a key in a language (English when the language lacks it), or null. */
    public static String pattern(String key, String lang) {
        String p = bundle(lang).getProperty(key);
        return p != null ? p : bundle("en").getProperty(key);
    }

    public static Properties bundle(String lang) {
        return BUNDLES.computeIfAbsent(lang, l -> {
            Properties p = new Properties();
            String name = "dev/wirespeed/text/phrases_" + l + ".properties";
            try (InputStream in = Phrases.class.getClassLoader().getResourceAsStream(name)) {
                if (in != null) {
                    p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return p;
        });
    }

    private static void append(StringBuilder out, Phrase phrase, String lang) {
        List<Object> args = phrase.args();
        if (phrase.key().equals(Phrase.VERBATIM)) {
            args.forEach(a -> arg(out, a, lang));
            return;
        }
        if (phrase.key().equals(AUTHORED)) {
            String own = lang.equals("en") ? null : bundle(lang).getProperty(String.valueOf(args.get(0)));
            out.append(own != null ? own : String.valueOf(args.get(1)));
            return;
        }
        if (phrase.key().equals(JOINED)) {
            for (int i = 1; i < args.size(); i++) {
                if (i > 1) {
                    arg(out, args.get(0), lang);
                }
                arg(out, args.get(i), lang);
            }
            return;
        }
        String pattern = pattern(phrase.key(), lang);
        if (pattern == null) {
            throw new IllegalStateException("no phrase " + phrase.key() + " in phrases_en.properties");
        }
        int i = 0;
        while (i < pattern.length()) {
            char c = pattern.charAt(i);
            int close = c == '{' ? pattern.indexOf('}', i) : -1;
            if (close > i + 1 && isIndex(pattern, i + 1, close)) {
                int n = Integer.parseInt(pattern.substring(i + 1, close));
                if (n >= args.size()) {
                    throw new IllegalStateException(
                            "phrase " + phrase.key() + " uses {" + n + "} but has " + args.size() + " arguments");
                }
                arg(out, args.get(n), lang);
                i = close + 1;
            } else if (close > i + 1 && isCount(pattern, i + 1, close)) {
                // {n|one|other}: the word after a count, "1 problem" and "2 problems"
                String[] parts = pattern.substring(i + 1, close).split("\\|", -1);
                int n = Integer.parseInt(parts[0]);
                if (n >= args.size()) {
                    throw new IllegalStateException(
                            "phrase " + phrase.key() + " uses {" + n + "|} but has " + args.size() + " arguments");
                }
                out.append(isOne(args.get(n)) ? parts[1] : parts[2]);
                i = close + 1;
            } else {
                out.append(c);
                i++;
            }
        }
    }

    private static boolean isIndex(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!Character.isDigit(s.charAt(i))) {
                return false;
            }
        }
        return to - from <= 2;
    }

    /** {@code 0|problem|problems}: an argument index, the singular and the plural, no braces inside. */
    private static boolean isCount(String s, int from, int to) {
        int bar = s.indexOf('|', from);
        if (bar < 0 || bar >= to || !isIndex(s, from, bar)) {
            return false;
        }
        String words = s.substring(bar + 1, to);
        int second = words.indexOf('|');
        return second >= 0 && words.indexOf('|', second + 1) < 0 && words.indexOf('{') < 0;
    }

    private static boolean isOne(Object a) {
        // counts arrive as numbers, or as the text a caller formatted them to
        return a instanceof Number n
                ? n.doubleValue() == 1.0
                : String.valueOf(a).trim().equals("1");
    }

    private static void arg(StringBuilder out, Object a, String lang) {
        if (a instanceof Phrase p) {
            append(out, p, lang);
        } else {
            out.append(a);
        }
    }
}
