package dev.wirespeed.web;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Cpu;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.PartQuery;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Price;
import dev.wirespeed.catalog.Storage;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.solver.RangeText;
import dev.wirespeed.solver.model.Confidence;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.StageClass;

import java.math.BigDecimal;
import java.text.NumberFormat;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Comparator;
import java.util.Currency;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** Formatting helpers the templates call as ${fmt....}: numbers and money in the page's language. */
public final class DisplayFormat {

    private final Locale locale;
    private final RangeText.Words words;

    public DisplayFormat(Locale locale) {
        this.locale = locale;
        this.words = new RangeText.Words() {
            @Override
            public String confidence(Confidence c) {
                return Messages.get(locale, "range.confidence." + c);
            }

            @Override
            public String bound(StageClass c) {
                return Messages.get(locale, "range.bound." + c);
            }
        };
    }

    /** The fastest speed a part's ports, module or cable support, or null (a CPU, a board). */
    public Double fastest(Part p) {
        return PartQuery.speeds(p).stream().max(Double::compare).orElse(null);
    }

    public String speed(Double gbps) {
        if (gbps == null) {
            return "";
        }
        if (gbps < 1) {
            return number(gbps * 1000, 0) + "M";
        }
        return (gbps == Math.rint(gbps) ? number(gbps, 0) : number(gbps, 1)) + "G";
    }

    public String speeds(List<Double> gbps) {
        return gbps.stream().map(this::speed).collect(Collectors.joining("/"));
    }

    public String gbps(Double gbps) {
        return gbps == null ? "" : number(gbps, 2) + " Gbit/s";
    }

    /**
     * A measured rate in the unit its size calls for: "9.41 Gbit/s", "949 Mbit/s", "210 Kbit/s",
     * three significant figures, so that a slow run never reads "0.00 Gbit/s".
     */
    public String rate(Double gbps) {
        if (gbps == null) {
            return "";
        }
        RateUnit u = RateUnit.of(gbps);
        return significant(gbps / u.gbps, 3) + " " + u.label;
    }

    /** A value with {@code digits} significant figures, at most 2 decimals (9.41, 949, 12.3, 0.50). */
    public String significant(double value, int digits) {
        double abs = Math.abs(value);
        int intDigits = abs < 1 ? 1 : (int) Math.floor(Math.log10(abs)) + 1;
        return number(value, Math.max(0, Math.min(2, digits - intDigits)));
    }

    /** The unit a rate is shown in, chosen by its size. */
    public enum RateUnit {
        BIT(1e-9, "bit/s"),
        KBIT(1e-6, "Kbit/s"),
        MBIT(1e-3, "Mbit/s"),
        GBIT(1, "Gbit/s");

        public final double gbps;
        public final String label;

        RateUnit(double gbps, String label) {
            this.gbps = gbps;
            this.label = label;
        }

        /** The largest unit the value is at least one of (rounding 999.6 Mbit/s up to 1.00 Gbit/s). */
        public static RateUnit of(double gbps) {
            double g = Math.abs(gbps);
            for (RateUnit u : new RateUnit[] {GBIT, MBIT, KBIT}) {
                if (g >= u.gbps * 0.9995) {
                    return u;
                }
            }
            return BIT;
        }
    }

    /**
     * What follows a prediction's figure: ", 9.3-9.5", or ", 1.6-3.0, low confidence: CPU-bound"
     * below high confidence, in the page's language ("" without a prediction).
     */
    public String range(Prediction p) {
        return p == null ? "" : ", " + RangeText.range(p.range(), p.confidence(), RangeText.boundOf(p), words);
    }

    public String number(double value, int decimals) {
        return NUMBERS.get()
                .computeIfAbsent(new NumberKey(locale, decimals), DisplayFormat::numberFormat)
                .format(value);
    }

    private record NumberKey(Locale locale, int decimals) {}

    /**
     * Number formats per thread: building one per call was a tenth of a plan page's time, and a
     * NumberFormat is not safe to share between threads, so each server thread keeps its own.
     */
    private static final ThreadLocal<Map<NumberKey, NumberFormat>> NUMBERS = ThreadLocal.withInitial(HashMap::new);

    private static NumberFormat numberFormat(NumberKey k) {
        NumberFormat nf = NumberFormat.getNumberInstance(k.locale());
        nf.setMinimumFractionDigits(k.decimals());
        nf.setMaximumFractionDigits(k.decimals());
        return nf;
    }

    /** Up to {@code decimals} decimals, trailing zeros left off: upTo(1.0, 1) = "1", upTo(1.5, 1) = "1.5". */
    public String upTo(double value, int decimals) {
        NumberFormat nf = NumberFormat.getNumberInstance(locale);
        nf.setMinimumFractionDigits(0);
        nf.setMaximumFractionDigits(decimals);
        return nf.format(value);
    }

    public String money(BigDecimal amount, String currency) {
        NumberFormat nf = NumberFormat.getCurrencyInstance(locale);
        try {
            Currency c = Currency.getInstance(currency);
            nf.setCurrency(c);
            nf.setMinimumFractionDigits(c.getDefaultFractionDigits());
            nf.setMaximumFractionDigits(c.getDefaultFractionDigits());
        } catch (IllegalArgumentException e) {
            return amount.toPlainString() + " " + currency;
        }
        return nf.format(amount);
    }

    public String price(Price p) {
        String s = money(p.amount(), p.currency());
        return p.quantity() > 1 ? s + " / " + p.quantity() : s;
    }

    /**
     * The newest recorded price per unit, with condition and date. (A "lowest" price across currencies
     * would compare yen with euros.)
     */
    public String latestPrice(Part p) {
        return p.prices().stream()
                .max(Comparator.comparing(Price::date))
                .map(pr ->
                        money(PartQuery.unitAmount(pr), pr.currency()) + " (" + pr.condition() + ", " + pr.date() + ")")
                .orElse("");
    }

    public String ports(List<PortGroup> groups) {
        return groups.stream()
                .map(g -> g.count() + "× " + g.cage().label().toUpperCase(Locale.ROOT) + " (" + speeds(g.speedsGbps())
                        + ")")
                .collect(Collectors.joining(", "));
    }

    /** A USB generation as its name is written: "USB 3.2gen1", but "USB4" (one word, as USB-IF writes it). */
    public String usb(String gen) {
        return "usb4".equalsIgnoreCase(gen) ? "USB4" : "USB " + gen;
    }

    public String host(Nic.HostInterface h) {
        if (h == null) {
            return "";
        }
        return switch (h.kind()) {
            case "usb" -> usb(h.usbGen());
            case "thunderbolt" -> "Thunderbolt " + h.thunderboltVersion();
            default -> {
                String label =
                        switch (h.kind()) {
                            case "ocp2" -> "OCP 2.0 ";
                            case "ocp3" -> "OCP 3.0 ";
                            case "onboard" -> "onboard ";
                            default -> "";
                        };
                yield label + "PCIe" + (h.gen() == null ? "" : " " + h.gen() + ".0")
                        + (h.lanes() == null ? "" : " x" + h.lanes());
            }
        };
    }

    /** One line of the most telling specs, for lists. */
    public String summary(Part p) {
        if (p instanceof Nic n) {
            return ports(n.ports()) + " · " + host(n.hostInterface());
        }
        if (p instanceof Switch s) {
            return ports(s.ports()) + (Boolean.TRUE.equals(s.fanless()) ? " · fanless" : "");
        }
        if (p instanceof Transceiver t) {
            return t.formFactor().label().toUpperCase(Locale.ROOT) + " " + t.standard()
                    + (t.wavelengthNm() == null ? "" : " · " + t.wavelengthNm() + " nm") + " · " + t.connector();
        }
        if (p instanceof Cable c) {
            return c.cableType() + " · " + number(c.lengthM(), c.lengthM() < 1 ? 1 : 0) + " m"
                    + (c.ends().isEmpty() ? "" : " · " + String.join("–", c.ends()))
                    + (c.fiberGrade() == null ? "" : " · " + c.fiberGrade())
                    + (c.category() == null ? "" : " · " + c.category());
        }
        if (p instanceof Board b) {
            return b.boardType() + " · "
                    + Messages.get(locale, "part.slotCount", b.slots().size())
                    + (b.chipset() == null ? "" : " · " + b.chipset());
        }
        if (p instanceof Cpu c) {
            return c.cores() + "C/" + c.threads() + "T"
                    + (c.singleThreadScore() == null
                            ? ""
                            : " · PassMark ST " + c.singleThreadScore().passmark());
        }
        if (p instanceof Storage s) {
            return s.interfaceType() + " " + s.media()
                    + (s.seqReadMBps() == null
                            ? ""
                            : " · " + number(s.seqReadMBps(), 0) + "/"
                                    + (s.seqWriteMBps() == null ? "?" : number(s.seqWriteMBps(), 0)) + " MB/s");
        }
        return "";
    }

    /** An ISO instant ("2025-09-19T10:00:00Z") as a date and time in the page's language and the server's zone. */
    public String dateTime(String iso) {
        if (iso == null || iso.isBlank()) {
            return "";
        }
        try {
            return DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                    .withLocale(locale)
                    .withZone(ZoneId.systemDefault())
                    .format(Instant.parse(iso));
        } catch (DateTimeException e) {
            return iso;
        }
    }

    /**
     * The words after the figures of a nearby-runs sentence: "Gbit/s with an RTL8156 on a Synology
     * DS420+ (J4025)." from the runs' facts, leaving out what the sources do not state.
     */
    public String evidenceTail(PanelView.EvidenceGroup g) {
        String host = g.machine();
        if (host == null && g.role() != null) {
            String key = "evidence.role." + g.role();
            host = Messages.bundle("en").getProperty(key) == null ? g.role() : Messages.get(locale, key);
        }
        if (g.cpu() != null && (host == null || !host.contains(g.cpu()))) {
            host = host == null ? g.cpu() : host + " (" + g.cpu() + ")";
        }
        String nic = g.nic() == null ? null : article(g.nic());
        host = host == null ? null : article(host);
        if (nic != null && host != null) {
            return Messages.get(locale, "evidence.tail.nicHost", nic, host);
        }
        if (nic != null) {
            return Messages.get(locale, "evidence.tail.nic", nic);
        }
        return host != null
                ? Messages.get(locale, "evidence.tail.host", host)
                : Messages.get(locale, "evidence.tail.none");
    }

    /** Names that read as words, not letters, though written in capitals: "a NAS", not "an NAS". */
    private static final List<String> SPOKEN_AS_WORDS = List.of("NAS");

    /**
     * "an RTL8156", "a Synology DS420+", "an Intel 82599" in English (a name in capitals is read letter
     * by letter: R is "ar"); other languages have no article.
     */
    String article(String noun) {
        if (!locale.getLanguage().equals("en") || noun.isEmpty()) {
            return noun;
        }
        char c = noun.charAt(0);
        String firstWord = noun.split("[\\s-]", 2)[0];
        boolean letters = noun.length() > 1
                && Character.isUpperCase(c)
                && (Character.isUpperCase(noun.charAt(1)) || Character.isDigit(noun.charAt(1)))
                && !SPOKEN_AS_WORDS.contains(firstWord);
        boolean an = letters ? "AEFHILMNORSX".indexOf(c) >= 0 : "aeiouAEIOU8".indexOf(c) >= 0;
        return (an ? "an " : "a ") + noun;
    }

    /** A rate in Gbit/s with two decimals, or "" for null ("9.49"). */
    public String gbpsNumber(Double gbps) {
        return gbps == null ? "" : number(gbps, 2);
    }

    public boolean isUrl(String s) {
        return s != null && (s.startsWith("http://") || s.startsWith("https://"));
    }
}
