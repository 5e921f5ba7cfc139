/**
 * The values the Intuition mainnet deploy passes to the v2 contracts, as written in 0xIntuition/intuition-contracts-v2
 * at commit 4b4ee8e182a1c9aa2e9262d310f3819d2e30ec69 (2026-04-10):
 *   script/SetupScript.s.sol                         (network 1155 branch of setUp() and the network-agnostic values)
 *   script/intuition/IntuitionDeployAndSetup.s.sol   (_deployMultiVaultSystem, _prepareMultiVaultInitData)
 *   script/intuition/DeployOffsetProgressiveCurve.s.sol (OffsetProgressiveCurve.initialize)
 * The local network (lib/chain/deploy.ts) initialises the contracts with exactly these numbers.
 */
import { parseEther, type Address } from 'viem';

export const CONTRACTS_REPOSITORY = '0xIntuition/intuition-contracts-v2';
export const CONTRACTS_COMMIT = '4b4ee8e182a1c9aa2e9262d310f3819d2e30ec69';

const ONE_DAY = 86_400n;
const TWO_WEEKS = ONE_DAY * 14n;

export const mainnetDeploy = {
  /** `ADMIN` and `PROTOCOL_MULTISIG` of the 1155 branch; the local network impersonates them. */
  admin: '0xbeA18ab4c83a12be25f8AA8A10D8747A07Cdc6eb' as Address,
  protocolMultisig: '0x4B44BE80739fb11544Dd835a0f55580Ad19Ce0F3' as Address,
  /** The BaseEmissionsController on Base and the MetaLayer hub the satellite controller would bridge through. */
  baseEmissionsController: '0x7745bDEe668501E5eeF7e9605C746f9cDfb60667' as Address,
  metaLayerHub: '0x375135fe908dD62f3C7939FA4e65bf41Da721AB9' as Address,
  baseMetaLayerDomain: 8453,
  metaLayerGasLimit: 125_000n,
  /** ERC-4337 EntryPoint v0.8.0, the same address on every chain. */
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108' as Address,
  protocolStartTimestamp: 1_762_268_400n,
  general: {
    feeDenominator: 10_000n,
    minDeposit: parseEther('0.01'),
    minShare: 1_000_000n,
    atomDataMaxLength: 1000n,
    feeThreshold: parseEther('1'),
  },
  atom: { atomCreationProtocolFee: parseEther('0.1'), atomWalletDepositFee: 50n },
  triple: { tripleCreationProtocolFee: parseEther('0.1'), atomDepositFractionForTriple: 90n },
  vaultFees: { entryFee: 50n, exitFee: 75n, protocolFee: 125n },
  defaultCurveId: 1n,
  offsetProgressiveCurve: { slope18: parseEther('0.1'), offset18: parseEther('30') },
  bonding: {
    epochLength: TWO_WEEKS,
    systemUtilizationLowerBound: 5000n,
    personalUtilizationLowerBound: 2500n,
  },
  emissions: {
    emissionsLength: TWO_WEEKS,
    emissionsPerEpoch: parseEther('75000000') / 26n,
    emissionsReductionCliff: 26n,
    emissionsReductionBasisPoints: 1000n,
  },
} as const;
