/**
 * Priors fitted from the public evidence corpus (catalog/evidence) and the model judged against it:
 * each published run read as the path the model predicts ({@link dev.wirespeed.priors.EvidencePaths}),
 * the factors fitted by least absolute log error ({@link dev.wirespeed.priors.PriorFit}), and every
 * case predicted by priors fitted without it ({@link dev.wirespeed.priors.Validation}). Framework-free.
 */
package dev.wirespeed.priors;
