package dev.wirespeed.cli;

import java.io.PrintStream;

/** Starts the web service. */
final class ServeCommand {

    private ServeCommand() {
    }

    static void run(String[] args, PrintStream out) {
        throw new CliException(2, "serve: not built yet");
    }
}
