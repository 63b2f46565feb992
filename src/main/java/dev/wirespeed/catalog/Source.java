package dev.wirespeed.catalog;

/** Where a fact comes from: a document title and, where there is one, its URL. */
public record Source(String title, String url, String accessed, String note) {
    public Source {
        if (title == null || title.isBlank()) {
            throw new IllegalArgumentException("a source needs a title");
        }
    }
}
