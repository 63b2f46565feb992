package dev.wirespeed.cli;

import java.io.Console;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Arrays;
import java.util.Set;

/**
 * Where a new password comes from: the terminal (typed twice, not echoed) or the first line of a
 * file. Never the command line, where other users see it in the process list and the shell keeps
 * it in its history.
 */
final class PasswordInput {

    private PasswordInput() {}

    /** Refuses {@code --password} (in any spelling) before the arguments are parsed. */
    static void refusePasswordArgument(String[] args) {
        for (String s : args) {
            if (s.equals("--password") || s.startsWith("--password=") || s.equals("-p")) {
                throw new CliException(
                        2,
                        "a password is never taken from the command line (other users can see it in the process list,"
                                + " and the shell keeps it in its history): type it when asked, or pass --password-file PATH");
            }
        }
    }

    /** The password from {@code file} when given, else typed twice at the terminal. */
    static char[] read(String file, PrintStream err) {
        return file != null ? fromFile(Path.of(file), err) : fromTerminal();
    }

    private static char[] fromFile(Path file, PrintStream err) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new CliException(2, "no such file: " + file);
        } catch (IOException e) {
            throw new CliException(2, "cannot read " + file + ": " + e.getMessage());
        }
        warnIfOthersCanRead(file, err);
        int end = text.indexOf('\n');
        String line = end < 0 ? text : text.substring(0, end);
        if (line.endsWith("\r")) {
            line = line.substring(0, line.length() - 1);
        }
        return line.toCharArray();
    }

    private static void warnIfOthersCanRead(Path file, PrintStream err) {
        try {
            Set<PosixFilePermission> p = Files.getPosixFilePermissions(file);
            if (p.contains(PosixFilePermission.OTHERS_READ) || p.contains(PosixFilePermission.GROUP_READ)) {
                err.println("warning: " + file + " can be read by other users; chmod 600 it, or delete it now");
            }
        } catch (IOException | UnsupportedOperationException e) {
            // not a POSIX file system: nothing to say
        }
    }

    private static char[] fromTerminal() {
        Console console = System.console();
        if (console == null) {
            throw new CliException(
                    2, "no terminal to ask for the password: run it in a terminal, or pass --password-file PATH");
        }
        char[] first = console.readPassword("Password (12 to 256 characters): ");
        char[] second = console.readPassword("Same password again: ");
        if (first == null || second == null) {
            throw new CliException(2, "no password given");
        }
        try {
            if (!Arrays.equals(first, second)) {
                throw new CliException(2, "the two passwords differ; nothing was changed");
            }
        } finally {
            Arrays.fill(second, '\0');
        }
        return first;
    }
}
