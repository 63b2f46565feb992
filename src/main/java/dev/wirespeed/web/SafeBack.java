package dev.wirespeed.web;

import java.util.regex.Pattern;

/**
 * Where a person may be sent back to after signing in: only a path on this site. It must start
 * with one "/" not followed by "/" or "\" (browsers read both "//host" and "/\host" as another
 * site), and hold only visible ASCII: browsers drop tabs and newlines from URLs, so "/\t/evil"
 * would become "//evil". Anything else sends the person to the home page.
 */
final class SafeBack {

    private static final Pattern SAME_SITE_PATH = Pattern.compile("/(?![/\\\\])[\\x21-\\x7E&&[^\\\\]]{0,2000}");

    private SafeBack() {}

    static String or(String back, String fallback) {
        return back != null && SAME_SITE_PATH.matcher(back).matches() ? back : fallback;
    }
}
