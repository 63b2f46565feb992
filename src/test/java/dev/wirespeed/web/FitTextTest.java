package dev.wirespeed.web;

import dev.wirespeed.catalog.Cage;
import dev.wirespeed.fit.CardFit;
import dev.wirespeed.fit.CordFit;
import dev.wirespeed.fit.Fit;
import dev.wirespeed.fit.Metres;
import dev.wirespeed.fit.PortFit;
import dev.wirespeed.fit.Reach;
import dev.wirespeed.fit.Reason;
import dev.wirespeed.fit.Speeds;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** Fit reasons as the editor and the part page word them. */
class FitTextTest {

    private final FitText english = new FitText(Locale.ENGLISH);

    /** The fit module's reason keys are message keys: each must be in the bundles (Japanese is kept in step by MessagesTest). */
    @Test
    void everyReasonKeyOfTheFitModuleHasAMessage() throws IllegalAccessException {
        List<String> missing = new ArrayList<>();
        for (Class<?> c : List.of(CardFit.class, PortFit.class, CordFit.class, Reach.class)) {
            for (Field f : c.getFields()) {
                if (Modifier.isStatic(f.getModifiers())
                        && f.getType() == String.class
                        && ((String) f.get(null)).startsWith("fit.")) {
                    if (Messages.bundle("en").getProperty((String) f.get(null)) == null) {
                        missing.add(c.getSimpleName() + "." + f.getName());
                    }
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void speedsAreWrittenAsTheEditorWritesThem() {
        // fit.module.speed = "runs {0}; the port runs {1}: no speed in common"
        assertThat(english.text(Reason.error(PortFit.MODULE_SPEED, Speeds.of(25), new Speeds(List.of(10.0, 1.0)))))
                .isEqualTo("runs 25G; the port runs 10G/1G: no speed in common");
    }

    @Test
    void cagesByTheirUpperCaseLabel() {
        // fit.module.family = "{0} module does not plug into an {1} port"
        assertThat(english.text(Reason.error(PortFit.MODULE_FAMILY, Cage.SFP_PLUS, Cage.RJ45)))
                .isEqualTo("SFP+ module does not plug into an RJ45 port");
    }

    @Test
    void distancesWithAtMostOneDecimal() {
        // fit.length.short = "too short for {0} m"
        assertThat(english.text(Reason.error(Reach.TOO_SHORT, new Metres(1.0)))).isEqualTo("too short for 1 m");
        assertThat(english.text(Reason.error(Reach.TOO_SHORT, new Metres(2.5)))).isEqualTo("too short for 2.5 m");
    }

    @Test
    void aFittingPartShowsItsNotes_aMisfitItsBlocker() {
        Fit fewerLanesOlderGen = Fit.yes(Reason.note(CardFit.FEWER_LANES, 8, 4), Reason.note(CardFit.OLDER_GEN, 3));

        assertThat(english.note(fewerLanesOlderGen))
                .isEqualTo("runs x4: the card has x8, the slot is wired x4; runs at PCIe 3.0");
        assertThat(english.note(Fit.no(Reason.error(CardFit.TOO_LONG, 8, 1))))
                .isEqualTo("x8 card edge; the slot is x1 long and closed");
        assertThat(english.note(Fit.yes())).isNull();
    }
}
