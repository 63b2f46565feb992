/**
 * The public measurements nearest to a path: an index over the evidence corpus (catalog/evidence)
 * that scores each run against a {@code PathSpec} by stated weights of the facts both share (NIC
 * part or chip first, then bus, CPU, tool, line rate, role, OS, MTU). Framework-free: it reads the
 * catalog's records and the model's path, and knows nothing of the web or the store.
 */
package dev.wirespeed.evidence;
