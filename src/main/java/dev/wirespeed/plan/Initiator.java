package dev.wirespeed.plan;

import dev.wirespeed.units.Spelling;

/** Which end of a flow opens the TCP connection (the iperf3 client; with -R the client receives). */
public enum Initiator {
    SENDER,
    RECEIVER;

    public static Initiator parse(String text) {
        return Spelling.parse(values(), text);
    }

    @Override
    public String toString() {
        return Spelling.kebab(this);
    }
}
