package dev.wirespeed.web;

import org.thymeleaf.context.ITemplateContext;
import org.thymeleaf.messageresolver.IMessageResolver;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * UI messages from web/i18n/messages_LANG.properties (UTF-8). English is the fallback for a key a
 * translation lacks; a missing key shows as ??key?? so it is seen, never silently blank.
 */
public final class Messages {

    public static final List<String> LANGUAGES = List.of("en", "ja");
    private static final Map<String, Properties> BUNDLES = new ConcurrentHashMap<>();

    private Messages() {}

    public static String get(Locale locale, String key, Object... args) {
        String lang = LANGUAGES.contains(locale.getLanguage()) ? locale.getLanguage() : "en";
        String pattern = bundle(lang).getProperty(key);
        if (pattern == null) {
            pattern = bundle("en").getProperty(key);
        }
        if (pattern == null) {
            return "??" + key + "??";
        }
        return args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
    }

    public static Properties bundle(String lang) {
        return BUNDLES.computeIfAbsent(lang, l -> {
            Properties p = new Properties();
            try (InputStream in =
                    Messages.class.getClassLoader().getResourceAsStream("web/i18n/messages_" + l + ".properties")) {
                if (in != null) {
                    p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return p;
        });
    }

    /** Thymeleaf's #{...} resolution. */
    static final class Resolver implements IMessageResolver {
        @Override
        public String getName() {
            return "wirespeed";
        }

        @Override
        public Integer getOrder() {
            return 0;
        }

        @Override
        public String resolveMessage(ITemplateContext context, Class<?> origin, String key, Object[] args) {
            return get(context.getLocale(), key, args == null ? new Object[0] : args);
        }

        @Override
        public String createAbsentMessageRepresentation(
                ITemplateContext context, Class<?> origin, String key, Object[] args) {
            return "??" + key + "??";
        }
    }
}
