package dev.wirespeed.cli;

import java.io.PrintStream;

/** Dispatch for the commands other than serve and catalog check. */
final class Commands {

    private Commands() {
    }

    static int run(String command, String[] args, PrintStream out, PrintStream err) {
        throw new CliException(2, "unknown command '" + command + "'. Run with --help for the list.");
    }
}
