package dev.wirespeed.cli;

import dev.wirespeed.app.CatalogService;
import dev.wirespeed.app.ShopService;
import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.store.Database;
import dev.wirespeed.web.ShareController;
import dev.wirespeed.web.ShopExports;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

/**
 * {@code export PLAN_ID --format csv|md|json|html [--out FILE] [--data-dir DIR] [--bom]
 * [--currency CUR] [--condition new|used] [--catalog DIR] [--base-url URL]}: a stored plan's
 * shopping list, read from the SQLite database in the data folder with the settings, rates and
 * learned calibration stored there, to standard output or a file. The same exports as GET
 * /api/plans/{id}/shopping-list; the Markdown links to the plan's share link when the plan has one
 * and {@code --base-url} says where the service is reached (the CLI cannot know the address).
 */
final class ExportCommand {

    static final String USAGE =
            "usage: export PLAN_ID --format csv|md|json|html [--out FILE] [--data-dir DIR] [--bom] [--currency CUR] [--condition new|used] [--base-url URL]";

    private ExportCommand() {}

    static int run(String[] argv, PrintStream out, PrintStream err) {
        Args a = Args.parse(
                argv,
                StoreOptions.with(Set.of(
                        "--format", "--out", "--data-dir", "--catalog", "--currency", "--condition", "--base-url")),
                Set.of("--bom"));
        if (a.positional().size() != 1 || a.get("--format") == null) {
            throw new CliException(2, USAGE);
        }
        ShopExports.Format format = ShopExports.format(a.get("--format"), "--format");
        Path dataDir = Path.of(a.get("--data-dir", "data"));
        if (!StoreOptions.named(a) && !Files.isRegularFile(dataDir.resolve(Database.FILE_NAME))) {
            throw new CliException(
                    2,
                    "no Wirespeed database in " + dataDir.toAbsolutePath().normalize()
                            + " (start the service once to create it, or pass --data-dir DIR)");
        }
        Path catalogDir = a.get("--catalog") == null ? null : Path.of(a.get("--catalog"));
        Wirespeed app;
        try {
            app = Wirespeed.open(StoreOptions.location(a, dataDir), catalogDir);
        } catch (CatalogService.InvalidCatalogException e) {
            throw new CliException(1, e.getMessage());
        }
        try (app) {
            // The same shop service as GET /api/plans/{id}/shopping-list: predictions use the calibration
            // learned from the runs in this data folder, so both give the same bytes.
            ShopService.Listed listed =
                    app.shop().list(a.positional().get(0), a.get("--currency"), a.get("--condition"));
            String base = a.get("--base-url");
            String shareUrl = base == null
                    ? null
                    : app.shares()
                            .token(listed.list().planId())
                            .map(t -> base.replaceAll("/+$", "") + ShareController.path(t))
                            .orElse(null);
            ShopExports.Export e = ShopExports.export(listed, format, a.flag("--bom"), null, shareUrl);
            String file = a.get("--out");
            if (file == null) {
                out.writeBytes(e.body());
                out.flush();
            } else {
                try {
                    Files.write(Path.of(file), e.body());
                } catch (IOException ex) {
                    throw new CliException(2, "cannot write " + file + ": " + ex.getMessage());
                }
                err.println("wrote " + file + " (" + e.body().length + " bytes, " + format.extension() + ")");
            }
            return 0;
        }
    }
}
