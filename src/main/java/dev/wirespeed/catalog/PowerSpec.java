package dev.wirespeed.catalog;

/** Electrical power a part draws, in watts, with its source. Either figure may be unknown. */
public record PowerSpec(Double typicalW, Double maxW, String source) {
    /** The figure to budget with: typical if known, else max, else null. */
    public Double budgetW() {
        return typicalW != null ? typicalW : maxW;
    }

    /** The figure a supply must cover: max if known, else typical, else null. */
    public Double worstW() {
        return maxW != null ? maxW : typicalW;
    }
}
