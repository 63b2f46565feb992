package dev.wirespeed.testing;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.load.CatalogLoader;

/** The repository catalog, loaded once per test JVM. */
public final class Catalogs {

    private static Catalog repo;

    private Catalogs() {}

    public static synchronized Catalog repo() {
        if (repo == null) {
            CatalogLoader.Result r =
                    CatalogLoader.forRoot(TestApp.repoCatalog()).load(TestApp.repoCatalog());
            if (!r.ok()) {
                throw new IllegalStateException("the repository catalog has problems: " + r.problems());
            }
            repo = Catalog.of(r.parts());
        }
        return repo;
    }
}
