/**
 * Whether parts fit each other, and why not: a card in a slot or port, the PCIe link a card
 * negotiates there, a module or DAC in a cage, a cable across a distance, a fiber cord on its
 * modules. Each answer is a {@link dev.wirespeed.fit.Fit} of {@link dev.wirespeed.fit.Reason}s
 * (a message key and its arguments); the solver's rules and the web pages turn the same reasons
 * into their own text. Framework-free: reads only catalog, plan and units.
 */
package dev.wirespeed.fit;
