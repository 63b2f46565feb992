package dev.wirespeed.measure.parse;

/**
 * One measurement found in a pasted or uploaded text: a throughput run (iperf3, iperf 2, a file copy)
 * or the PCIe links a machine reported.
 */
public sealed interface ParsedRun permits ThroughputRun, PcieRun {

    /** Which output format the run was read from, e.g. {@code "iperf3-json"} or {@code "lspci"}. */
    String format();

    /** The exact text the run came from, unchanged (a substring of the parsed input). */
    String raw();
}
