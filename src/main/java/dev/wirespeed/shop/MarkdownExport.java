package dev.wirespeed.shop;

import dev.wirespeed.units.Money;

import java.util.List;

/**
 * The list as a Markdown table the way people post their builds on forums: one row per line with
 * quantity, unit price and total, the total row in bold, then owned parts, power, alternatives and
 * what was not checked.
 */
public final class MarkdownExport {

    private MarkdownExport() {}

    public static String write(ShoppingList list) {
        return write(list, null);
    }

    /**
     * As {@link #write(ShoppingList)}, with a link to the plan's read-only page under the heading when
     * {@code shareUrl} is not null, so that people reading the post can see the whole plan.
     */
    public static String write(ShoppingList list, String shareUrl) {
        StringBuilder sb = new StringBuilder();
        sb.append("## Shopping list: ").append(cell(list.planName())).append("\n\n");
        if (shareUrl != null) {
            sb.append("Plan (read-only): <").append(oneLine(shareUrl)).append(">\n\n");
        }
        sb.append("| Group | Part | Qty | Unit price | Total | Price from |\n");
        sb.append("|:--|:--|--:|--:|--:|:--|\n");
        for (ShoppingList.Line l : list.lines()) {
            sb.append("| ")
                    .append(l.group().label())
                    .append(" | ")
                    .append(cell(l.name()))
                    .append(" | ")
                    .append(l.quantity())
                    .append(" | ");
            if (l.priced()) {
                sb.append(l.unitRounded() ? "≈ " : "")
                        .append(l.unitPrice().format())
                        .append(" | ")
                        .append(l.total().format())
                        .append(" | ")
                        .append(cell(l.price().basis() + ", " + l.price().describe()));
            } else {
                sb.append("no price | no price | ");
            }
            if (l.shipping() != null) {
                sb.append(l.priced() ? "; " : "")
                        .append("shipping ")
                        .append(l.shipping().format());
            }
            sb.append(" |\n");
        }
        ShoppingList.Totals t = list.totals();
        for (ExchangeRates.Conversion c : t.conversions()) {
            sb.append("| | ").append(cell(c.describe())).append(" | | | | |\n");
        }
        if (t.tax() != null) {
            sb.append("| | Tax ")
                    .append(ExportText.plain(t.taxPercent()))
                    .append(" % | | | ")
                    .append(t.tax().format())
                    .append(" | |\n");
        }
        sb.append("| | **Total** | | | **")
                .append(t.total().format())
                .append("** | ")
                .append(cell(String.join("; ", ExportText.gaps(t))))
                .append(" |\n\n");
        if (t.subtotals().size() > 1) {
            sb.append("Subtotals: ")
                    .append(String.join(
                            ", ", t.subtotals().stream().map(Money::format).toList()))
                    .append("\n\n");
        }
        if (!list.owned().isEmpty()) {
            sb.append("Already owned, not counted: ")
                    .append(String.join(
                            ", ",
                            list.owned().stream()
                                    .map(l -> l.quantity() + " × " + oneLine(l.name()))
                                    .toList()))
                    .append("\n\n");
        }
        ShoppingList.PowerSummary p = list.power();
        sb.append("Added power: ")
                .append(ExportText.energy(p))
                .append(" = ")
                .append(p.yearlyCost().format())
                .append(" a year, ")
                .append(p.costForYears().format())
                .append(" over ")
                .append(p.years())
                .append(" years");
        if (p.ownershipTotal() != null) {
            sb.append("; purchase and energy: ").append(p.ownershipTotal().format());
        }
        sb.append(".");
        if (!p.unknown().isEmpty()) {
            sb.append(" No power figure for ")
                    .append(oneLine(String.join(", ", p.unknown())))
                    .append(".");
        }
        sb.append("\n\n");
        if (!list.alternatives().isEmpty()) {
            sb.append("Cheaper alternatives that keep every flow's predicted throughput:\n\n");
            for (ShoppingList.Alternative a : list.alternatives()) {
                sb.append("- ")
                        .append(a.quantity())
                        .append(" × ")
                        .append(oneLine(a.name()))
                        .append(": ")
                        .append(oneLine(ExportText.alternative(a)))
                        .append("\n");
            }
            sb.append("\n");
        }
        for (String n : list.notes()) {
            sb.append("- Note: ").append(oneLine(n)).append("\n");
        }
        if (!list.notes().isEmpty()) {
            sb.append("\n");
        }
        appendNotChecked(sb, list.notChecked());
        return sb.toString();
    }

    private static void appendNotChecked(StringBuilder sb, List<String> statement) {
        sb.append("_Not checked by Wirespeed:_ ")
                .append(String.join(" ", statement))
                .append("\n");
    }

    /** A table cell: pipes escaped, no line breaks. */
    static String cell(String s) {
        return oneLine(s).replace("|", "\\|");
    }

    /**
     * Text on one line, with {@code <} and {@code >} as entities: Markdown passes raw HTML through, so a
     * vendor or note reading {@code <script>} or {@code <img onerror=...>} would run wherever the list is
     * rendered. The entities render as the same characters.
     */
    private static String oneLine(String s) {
        return s == null
                ? ""
                : s.replaceAll("\\s*[\\r\\n]+\\s*", " ")
                        .trim()
                        .replace("<", "&lt;")
                        .replace(">", "&gt;");
    }
}
