package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;

class UsbGenerationRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new UsbGenerationRule());

    @Test
    void usb5gAdapterOnGen1_warnsAboutTheUsbCeiling() {
        // Seed 004: USB 3.2 Gen1: 5 x 8/10 = 4.00 Gbit/s of data < the 5G port.
        verifier.given(aPlan().with(aHost("ds")
                        .withBoard("shuttle-ds77u5")
                        .withNic("qna", "qnap-qna-uc5g1t")
                        .onUsbPort("3.2gen1")
                        .withMtu(9000)))
                .raises("usb-generation")
                .once()
                .asWarning()
                .withMessageContaining("4.00 Gbit/s", "5G")
                .on("ds/qna");
    }

    @Test
    void aGen1AdapterOnAUsb2Port_runsAtUsb2() {
        // The adapter drops to the port's USB 2.0, which carries 0.48 Gbit/s of data (480 Mbit/s signalling as the
        // model counts it).
        verifier.given(aPlan().with(
                                aHost("pc").withNic("usb", "startech-us5ga30").onUsbPort("2.0")))
                .raises("usb-generation")
                .withMessageContaining("is a USB 3.2gen1 adapter on a USB 2.0 port")
                .once()
                .andRaises("usb-generation")
                .withMessageContaining("USB 2.0 carries 0.48 Gbit/s")
                .once();
    }

    @Test
    void a5gAdapterOnGen2_hasRoomToSpare() {
        // USB 3.2 Gen2: 10 x 128/132 = 9.70 Gbit/s of data >= the WisdPi WP-UT5's 5G port.
        verifier.given(aPlan().with(aHost("pc").withNic("usb", "wisdpi-wp-ut5").onUsbPort("3.2gen2")))
                .raisesNothing();
    }
}
