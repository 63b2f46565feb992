package dev.wirespeed.recommend;

/** Raw PCIe bandwidth, to compare two links: GT/s per lane × lanes × line code. */
final class Lanes {

    private Lanes() {}

    /** Gbit/s before packet overhead: 2.5, 5, 8, 16, 32, 64 GT/s per lane; 8b/10b up to gen 2, 128b/130b after. */
    static double rate(int gen, int lanes) {
        double gt =
                switch (gen) {
                    case 1 -> 2.5;
                    case 2 -> 5.0;
                    case 3 -> 8.0;
                    case 4 -> 16.0;
                    case 5 -> 32.0;
                    default -> 64.0;
                };
        return gt * lanes * (gen <= 2 ? 0.8 : 128.0 / 130.0);
    }
}
