package dev.wirespeed.cli;

import dev.wirespeed.account.ApiToken;
import dev.wirespeed.account.Role;
import dev.wirespeed.account.User;
import dev.wirespeed.app.AccountService;
import dev.wirespeed.app.AppError;
import dev.wirespeed.app.Wirespeed;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The user and token commands: accounts for signing in when the service is served beyond loopback,
 * and API tokens for scripts. They work on the data folder while the service runs (SQLite lets
 * them), and a change counts at the next request: there is no cache of users or tokens.
 */
final class AccountCommands {

    private static final String USER_USAGE = "usage: user add NAME --role viewer|editor|admin [--password-file PATH]"
            + " | user list | user remove NAME | user role NAME ROLE | user password NAME [--password-file PATH]"
            + "  (each takes --data-dir DIR)";
    private static final String TOKEN_USAGE =
            "usage: token add NAME --user USER | token list | token revoke ID  (each takes --data-dir DIR)";

    private AccountCommands() {}

    static int user(String[] argv, PrintStream out, PrintStream err) {
        PasswordInput.refusePasswordArgument(argv);
        try {
            return userCommand(argv, out, err);
        } catch (AppError e) {
            // a taken name, a short password, an unknown user: the input's problem, exit 1
            throw new CliException(1, e.getMessage());
        }
    }

    static int token(String[] argv, PrintStream out, PrintStream err) {
        try {
            return tokenCommand(argv, out, err);
        } catch (AppError e) {
            throw new CliException(1, e.getMessage());
        }
    }

    private static int userCommand(String[] argv, PrintStream out, PrintStream err) {
        Args a = Args.parse(
                argv, StoreOptions.with(Set.of("--role", "--password-file", "--data-dir", "--catalog")), Set.of());
        List<String> p = a.positional();
        if (p.isEmpty()) {
            throw new CliException(2, USER_USAGE);
        }
        String sub = p.get(0);
        Path dataDir = Path.of(a.get("--data-dir", "data"));
        switch (sub) {
            case "add" -> {
                expect(p, 2, USER_USAGE);
                if (a.get("--role") == null) {
                    throw new CliException(2, "user add needs --role viewer, editor or admin");
                }
                Role role = role(a.get("--role"));
                char[] password = PasswordInput.read(a.get("--password-file"), err);
                // the first admin is usually made before the service ever ran: this may create the data folder
                try (Wirespeed app = Wirespeed.open(StoreOptions.location(a, dataDir), catalog(a))) {
                    User u = app.accounts().add(p.get(1), role, password);
                    out.println("user " + u.name() + " added with role " + u.role());
                } finally {
                    Arrays.fill(password, '\0');
                }
            }
            case "list" -> {
                expect(p, 1, USER_USAGE);
                try (Wirespeed app = StoreOptions.open(a, dataDir, a.get("--catalog"))) {
                    List<User> users = app.accounts().list();
                    if (users.isEmpty()) {
                        out.println("no users (add one with: user add NAME --role admin)");
                    }
                    for (User u : users) {
                        out.printf("%-24s %-7s created %s%n", u.name(), u.role(), u.createdAt());
                    }
                }
            }
            case "remove" -> {
                expect(p, 2, USER_USAGE);
                try (Wirespeed app = StoreOptions.open(a, dataDir, a.get("--catalog"))) {
                    app.accounts().remove(p.get(1));
                    out.println("user " + p.get(1) + " removed, with their sessions and tokens");
                }
            }
            case "role" -> {
                expect(p, 3, USER_USAGE);
                Role role = role(p.get(2));
                try (Wirespeed app = StoreOptions.open(a, dataDir, a.get("--catalog"))) {
                    User u = app.accounts().setRole(p.get(1), role);
                    out.println("user " + u.name() + " now has role " + u.role());
                }
            }
            case "password" -> {
                expect(p, 2, USER_USAGE);
                char[] password = PasswordInput.read(a.get("--password-file"), err);
                try (Wirespeed app = StoreOptions.open(a, dataDir, a.get("--catalog"))) {
                    app.accounts().setPassword(p.get(1), password);
                    out.println("password of " + p.get(1) + " changed; their sessions ended");
                } finally {
                    Arrays.fill(password, '\0');
                }
            }
            default -> throw new CliException(2, "unknown user command '" + sub + "'; " + USER_USAGE);
        }
        return 0;
    }

    private static int tokenCommand(String[] argv, PrintStream out, PrintStream err) {
        Args a = Args.parse(argv, StoreOptions.with(Set.of("--user", "--data-dir", "--catalog")), Set.of());
        List<String> p = a.positional();
        if (p.isEmpty()) {
            throw new CliException(2, TOKEN_USAGE);
        }
        Path dataDir = Path.of(a.get("--data-dir", "data"));
        switch (p.get(0)) {
            case "add" -> {
                expect(p, 2, TOKEN_USAGE);
                if (a.get("--user") == null) {
                    throw new CliException(2, "token add needs --user USER: the token acts with that user's role");
                }
                try (Wirespeed app = StoreOptions.open(a, dataDir, a.get("--catalog"))) {
                    AccountService.NewToken t = app.accounts().addToken(p.get(1), a.get("--user"));
                    // the token alone on standard output, so that a script can capture it
                    out.println(t.secret());
                    err.println("token " + t.token().id() + " for "
                            + t.token().user().name() + " ("
                            + t.token().user().role() + "). It is shown only now: store it safely."
                            + " Send it as 'Authorization: Bearer TOKEN'; revoke it with 'token revoke "
                            + t.token().id() + "'.");
                }
            }
            case "list" -> {
                expect(p, 1, TOKEN_USAGE);
                try (Wirespeed app = StoreOptions.open(a, dataDir, a.get("--catalog"))) {
                    List<ApiToken> tokens = app.accounts().tokens();
                    if (tokens.isEmpty()) {
                        out.println("no tokens");
                    }
                    for (ApiToken t : tokens) {
                        out.printf(
                                "%-12s %-20s %-16s %-7s created %s, last used %s%s%n",
                                t.id(),
                                t.name(),
                                t.user().name(),
                                t.user().role(),
                                t.createdAt(),
                                orNever(t.lastUsedAt()),
                                t.revoked() ? ", REVOKED " + t.revokedAt() : "");
                    }
                }
            }
            case "revoke" -> {
                expect(p, 2, TOKEN_USAGE);
                try (Wirespeed app = StoreOptions.open(a, dataDir, a.get("--catalog"))) {
                    app.accounts().revokeToken(p.get(1));
                    out.println("token " + p.get(1) + " revoked");
                }
            }
            default -> throw new CliException(2, "unknown token command '" + p.get(0) + "'; " + TOKEN_USAGE);
        }
        return 0;
    }

    private static String orNever(Instant t) {
        return t == null ? "never" : t.toString();
    }

    private static Path catalog(Args a) {
        return a.get("--catalog") == null ? null : Path.of(a.get("--catalog"));
    }

    private static Role role(String text) {
        return Role.parse(text)
                .orElseThrow(() -> new CliException(2, "a role is viewer, editor or admin, got '" + text + "'"));
    }

    private static void expect(List<String> positional, int count, String usage) {
        if (positional.size() != count) {
            throw new CliException(2, usage);
        }
    }
}
