/**
 * Parsers for measured network runs: iperf3 (text, {@code -J}, {@code --json-stream}), iperf 2,
 * smbclient, rsync, scp, {@code lspci -vv} and the kernel's PCIe bandwidth line.
 *
 * <p>The entry point is {@link dev.wirespeed.measure.parse.Parsers#parse(String)}: it detects the
 * format, returns every run in input order with the exact text each came from, and throws
 * {@link dev.wirespeed.measure.parse.ParseException} with a line number or byte offset when nothing
 * can be read. Rates are Gbit/s (10^9 bit/s); byte counts follow the tools' binary units.
 *
 * <p>Framework-free by rule (a test enforces it): iperf3 JSON is read by the package's own lenient
 * reader, because iperf3 writes JSON that strict readers refuse ({@code -nan}, duplicate keys).
 */
package dev.wirespeed.measure.parse;
