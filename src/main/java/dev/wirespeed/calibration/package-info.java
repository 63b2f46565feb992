/**
 * Calibration as domain rules: which attached runs count as evidence, what each one implies for the
 * factor of its path's binding stage, and how that evidence moves the factor from its prior.
 * Framework-free; the application service only loads the runs and caches the result.
 */
package dev.wirespeed.calibration;
