package dev.wirespeed.cli;

import dev.wirespeed.trace.StartTrace;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Set;

/**
 * Entry point of {@code java -jar wirespeed.jar}. With no command (or options only) it starts the
 * service; otherwise it runs one command and exits with 0 (ok), 1 (the input has problems) or 2
 * (the command was used wrongly).
 */
public final class Main {

    private Main() {}

    public static void main(String[] args) {
        StartTrace.mark("main");
        System.setProperty("org.jooq.no-logo", "true");
        System.setProperty("org.jooq.no-tips", "true");
        int code = run(args, System.out, System.err);
        if (code != Integer.MIN_VALUE) {
            System.exit(code);
        }
    }

    /** Runs a command; returns the exit code, or Integer.MIN_VALUE when a server keeps running. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            StoreOptions.refusePasswordArgument(args);
            if (args.length == 0 || args[0].startsWith("--")) {
                if (Arrays.asList(args).contains("--help")) {
                    out.print(USAGE);
                    return 0;
                }
                ServeCommand.run(args, out, err);
                return Integer.MIN_VALUE;
            }
            String[] rest = Arrays.copyOfRange(args, 1, args.length);
            if (rest.length > 0 && (rest[rest.length - 1].equals("--help") || rest[rest.length - 1].equals("-h"))) {
                String usage = usageOf(args[0]);
                if (usage.isEmpty()) {
                    throw new CliException(
                            2, "unknown command " + args[0] + " (java -jar wirespeed.jar --help lists them)");
                }
                out.print(usage);
                return 0;
            }
            return switch (args[0]) {
                case "serve" -> {
                    ServeCommand.run(rest, out, err);
                    yield Integer.MIN_VALUE;
                }
                case "catalog" -> {
                    if (rest.length == 0 || !rest[0].equals("check")) {
                        throw new CliException(2, "usage: catalog check [DIR]");
                    }
                    yield CatalogCheckCommand.run(Arrays.copyOfRange(rest, 1, rest.length), out, err);
                }
                case "help", "-h" -> {
                    out.print(USAGE);
                    yield 0;
                }
                default -> Commands.run(args[0], rest, out, err);
            };
        } catch (CliException e) {
            err.println("wirespeed: " + e.getMessage());
            return e.exitCode();
        } catch (IllegalArgumentException | IllegalStateException | UncheckedIOException e) {
            err.println("wirespeed: " + e.getMessage());
            return 2;
        }
    }

    /**
     * The lines of {@link #USAGE} that describe {@code command} (each of its forms with the line that
     * says what it does), then the note on the store options when the command opens the store; empty
     * for a command USAGE does not list.
     */
    static String usageOf(String command) {
        StringBuilder b = new StringBuilder();
        boolean in = false;
        for (String line : USAGE.lines().toList()) {
            if (line.startsWith("  ") && !line.startsWith("   ")) {
                String form = line.strip().replaceFirst("^\\(none\\) \\| ", "");
                in = form.equals(command) || form.startsWith(command + " ");
            } else if (!line.startsWith("   ")) {
                in = false;
            }
            if (in) {
                b.append(line).append('\n');
            }
        }
        if (b.length() > 0 && STORE_COMMANDS.contains(command)) {
            b.append('\n').append(USAGE.substring(USAGE.indexOf("Every command that opens the store")));
        }
        return b.toString();
    }

    /** The commands that open the store, so take the database options. */
    private static final Set<String> STORE_COMMANDS =
            Set.of("serve", "import", "export", "measure", "recommend", "user", "token");

    static final String USAGE =
            """
            Usage: java -jar wirespeed.jar [COMMAND] [OPTIONS]

            Commands:
              (none) | serve [--port 7070] [--data-dir ./data] [--catalog DIR] [--bind 127.0.0.1]
                       [--auth | --no-auth] [--secure-cookies]
                       [--iperf3 [--iperf3-port 5201] [--iperf3-bind ADDRESS] [--iperf3-max-duration 60]
                        [--iperf3-max-streams 16] [--iperf3-max-udp-mbps 1000] [--iperf3-allow CIDR,...]]
                       [--host NAME[,NAME...]]... (more names to answer to than localhost, the bind address and the machine's own)
                                      start the service (UI on http://localhost:7070)
              catalog check [DIR]     validate a catalog folder; exit 1 on any problem
              predict FILE|-          predict one path's throughput; prints the response JSON
              evaluate PLAN.json      validate a plan document and predict every flow
              parse FILE              parse measured output (iperf3, iperf2, smbclient, lspci, dmesg)
              identify FILE [--catalog DIR]
                                      name the catalog NICs an lspci, lsusb, dmesg or hwinfo output shows
              import FILE... [--plan ID] [--flow ID] [--data-dir DIR]
                                      store measured runs
              export PLAN_ID --format csv|md|json|html [--out FILE] [--data-dir DIR]
                                      export a plan's shopping list
              recommend PLAN_ID --target FLOW=GBPS [--budget 40000JPY] [--condition new|used|any] [--limit 5] [--data-dir DIR]
                                      the cheapest builds and free changes that reach the targets
              measure HOST[:PORT] [-R] [--bidir] [-P N] [-t S] [-u -b RATE] [--plan ID --flow ID] [--data-dir DIR]
                                      run an iperf3 test against a stock iperf3 server and store it
              priors fit [--evidence DIR] [--out FILE]
                                      fit the model's priors to the evidence corpus; print each factor
              validate [--evidence DIR] [--calibrated]
                                      leave-one-out validation on the corpus; exit 1 below the thresholds
              bench [predict|plan|parse|import|recommend|web|team]
                                      measure Wirespeed's own performance (web: against its peers)
              user add NAME --role viewer|editor|admin [--password-file PATH] [--data-dir DIR]
              user list | user remove NAME | user role NAME ROLE | user password NAME [--password-file PATH]
                                      accounts for signing in (the password is asked for, never an argument)
              token add NAME --user USER | token list | token revoke ID
                                      API tokens for scripts (Authorization: Bearer); shown once
              db copy --from URL|DIR --to URL|DIR [--force]
                                      copy everything stored from one database to another, then verify
                                      each table's rows and content hash (refuses a non-empty target)

            Every command that opens the store takes --database URL (jdbc:postgresql://HOST:PORT/DB, or
            WIRESPEED_DATABASE_URL) with --database-user USER (WIRESPEED_DATABASE_USER) and the password in
            WIRESPEED_DATABASE_PASSWORD or --database-password-file PATH; without it, SQLite in --data-dir.
            """;
}
