package dev.wirespeed.solver.rules;

import java.util.List;

/** Every rule, in the order the README lists them. */
public final class Rules {

    public static final List<Rule> ALL = List.of(
            new CageFormFactorRule(),
            new Sfp28ModuleInSfpPlusPortRule(),
            new LinkSpeedRule(),
            new MultiGigFallbackRule(),
            new FiberModeRule(),
            new WavelengthRule(),
            new BidiPairRule(),
            new ConnectorRule(),
            new ConnectorPolishRule(),
            new FiberReachRule(),
            new DacLengthRule(),
            new CableNotChosenRule(),
            new FecModeRule(),
            new TwistedPairReachRule(),
            new ModuleCountLimitRule(),
            new ModulePowerRule(),
            new ModuleBudgetRule(),
            new ModulePlacementRule(),
            new CardSlotFitRule(),
            new PcieLinkRule(),
            new BiosSlotModeRule(),
            new ChipsetUplinkRule(),
            new UsbGenerationRule(),
            new ThunderboltPortRule(),
            new PortInUseRule(),
            new ComboPortRule(),
            new MtuMismatchRule(),
            new DriverCaveatRule(),
            new VendorLockRule());

    private Rules() {}
}
