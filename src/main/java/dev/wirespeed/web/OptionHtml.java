package dev.wirespeed.web;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.web.EditorContext.Group;
import dev.wirespeed.web.EditorContext.Option;
import org.unbescape.html.HtmlEscape;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The editor's long option lists (boards, CPUs, storage, switches, cards, cables, modules) as HTML,
 * each distinct list rendered once and kept: every form of a kind shows the same catalog parts, and
 * the template engine building thousands of options per page was most of the page's time. The markup
 * is the one the templates give with the caches off, byte for byte ({@code CachedPagesTest} compares
 * them), with the current value's option marked selected per form.
 */
final class OptionHtml {

    /** Distinct lists kept; past it all are dropped and kept anew (a catalog change leaves old ones behind). */
    static final int MAX_LISTS = 256;

    private static final String SELECTED = " selected=\"selected\"";

    private static final Map<Object, Rendered> LISTS = new ConcurrentHashMap<>();

    private OptionHtml() {}

    /** A rendered list and, per option value, where its {@code selected} attribute goes. */
    private record Rendered(String html, Map<String, int[]> marks) {
        String selecting(String current) {
            int[] at = current == null ? null : marks.get(current);
            if (at == null) {
                return html;
            }
            StringBuilder b = new StringBuilder(html.length() + SELECTED.length() * at.length);
            int from = 0;
            for (int p : at) {
                b.append(html, from, p).append(SELECTED);
                from = p;
            }
            return b.append(html, from, html.length()).toString();
        }
    }

    /** What a rendered list depends on: its kind, its options, and the catalog and language its words come from. */
    private record Key(String kind, Object options, Catalog catalog, Locale locale) {}

    /** Options one after the other ({@code shared/forms :: options}). */
    static String options(List<Option> options, String current, Catalog catalog, Locale locale) {
        return rendered(new Key("options", options, catalog, locale), k -> {
                    Builder b = new Builder();
                    for (Option o : options) {
                        b.option("", o, null, false);
                    }
                    return b.done();
                })
                .selecting(current);
    }

    /** Option groups whose options may not fit, empty groups left out ({@code shared/forms :: fitOptions}). */
    static String fitOptions(List<Group> groups, String current, Catalog catalog, Locale locale) {
        return rendered(new Key("fitOptions", groups, catalog, locale), k -> {
                    Builder b = new Builder();
                    for (Group g : groups) {
                        if (g.options().isEmpty()) {
                            continue;
                        }
                        b.open(g.label());
                        for (Option o : g.options()) {
                            b.option("\n  ", o, null, true);
                        }
                        b.close("\n");
                    }
                    return b.done();
                })
                .selecting(current);
    }

    /** The card picker's groups, each card with its host interface ({@code plan/forms :: nic}). */
    static String cards(
            List<Group> groups, String current, Function<String, String> bus, Catalog catalog, Locale locale) {
        return rendered(new Key("cards", groups, catalog, locale), k -> {
                    Builder b = new Builder();
                    for (Group g : groups) {
                        if (g.options().isEmpty()) {
                            continue;
                        }
                        b.open(g.label());
                        for (Option o : g.options()) {
                            b.option("\n        ", o, bus.apply(o.value()), true);
                        }
                        b.close("\n      ");
                    }
                    return b.done();
                })
                .selecting(current);
    }

    private static Rendered rendered(Key key, Function<Key, Rendered> render) {
        Rendered hit = LISTS.get(key);
        if (hit != null) {
            return hit;
        }
        Rendered r = render.apply(key);
        if (LISTS.size() >= MAX_LISTS) {
            LISTS.clear();
        }
        LISTS.put(key, r);
        return r;
    }

    /** Writes options as Thymeleaf writes them: escaped text and attributes, attributes in the templates' order. */
    private static final class Builder {
        private final StringBuilder html = new StringBuilder();
        private final Map<String, List<Integer>> marks = new HashMap<>();

        void open(String label) {
            html.append("<optgroup label=\"").append(escape(label)).append("\">");
        }

        void close(String indent) {
            html.append(indent).append("</optgroup>");
        }

        void option(String indent, Option o, String bus, boolean markNofit) {
            html.append(indent)
                    .append("<option value=\"")
                    .append(escape(o.value()))
                    .append('"');
            if (bus != null) {
                // th:attr runs before th:selected: the bus comes first
                html.append(" data-bus=\"").append(escape(bus)).append('"');
            }
            marks.computeIfAbsent(o.value(), v -> new ArrayList<>()).add(html.length());
            if (markNofit && !o.fits()) {
                html.append(" class=\"nofit\"");
            }
            html.append('>').append(escape(o.text())).append("</option>");
        }

        Rendered done() {
            Map<String, int[]> at = new HashMap<>();
            marks.forEach(
                    (v, ps) -> at.put(v, ps.stream().mapToInt(Integer::intValue).toArray()));
            return new Rendered(html.toString(), Map.copyOf(at));
        }

        private static String escape(String s) {
            return s == null ? "" : HtmlEscape.escapeHtml4Xml(s);
        }
    }
}
