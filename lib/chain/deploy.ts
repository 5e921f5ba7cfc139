/**
 * Deploys the Intuition v2 contracts from the ABI and bytecode of @0xintuition/protocol onto an anvil node, behind
 * TransparentUpgradeableProxy where the mainnet has proxies, at the canonical addresses of `intuitionDeployments`
 * for the node's chain id (1155 mainnet, 13579 testnet), initialised with the mainnet deploy values
 * (lib/chain/parameters.ts).
 *
 * A canonical proxy is placed by deploying a TransparentUpgradeableProxy anywhere, copying its runtime code to the
 * canonical address (anvil_setCode) together with the two EIP-1967 slots (implementation and admin), and then
 * calling `initialize` on the canonical address, so every initialised value lives in its own storage.
 *
 * Stand-ins, because the package ships no bytecode for them: the TimelockControllers are replaced by the admin
 * account itself (proxy owner and TrustBonding timelock), AtomWarden by the admin account, and the atom wallets'
 * UpgradeableBeacon by a hand-written beacon (lib/chain/handwritten-bytecode.ts). MultiVault is initialised directly
 * with the MultiVault implementation (mainnet went through MultiVaultMigrationMode first). Multicall3 is placed at its
 * canonical address (lib/chain/multicall3.ts), where the package's chain objects expect it.
 */
import {
  AtomWalletFactoryAbi,
  AtomWalletFactoryBytecode,
  BondingCurveRegistryAbi,
  BondingCurveRegistryBytecode,
  intuitionDeployments,
  LinearCurveAbi,
  LinearCurveBytecode,
  MultiVaultAbi,
  MultiVaultBytecode,
  OffsetProgressiveCurveAbi,
  OffsetProgressiveCurveBytecode,
  SatelliteEmissionsControllerAbi,
  SatelliteEmissionsControllerBytecode,
  TransparentUpgradeableProxyAbi,
  TransparentUpgradeableProxyBytecode,
  TrustBondingAbi,
  TrustBondingBytecode,
  WrappedTrustAbi,
  WrappedTrustBytecode,
} from '@0xintuition/protocol';
import {
  createTestClient,
  http,
  parseEther,
  publicActions,
  walletActions,
  type Abi,
  type Address,
  type Hex,
  toHex,
} from 'viem';
import { beaconRuntime } from './handwritten-bytecode';
import { deployMulticall3 } from './multicall3';
import { mainnetDeploy } from './parameters';
import { AtomWalletBytecode } from '../../node_modules/@0xintuition/protocol/src/contracts/AtomWallet-bytecode';

const IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';
const ADMIN_SLOT = '0xb53127684a568b3173ae13b9f8a6016e243a63b6e8ee1178d6a717850b5d6103';

export interface IntuitionNetwork {
  chainId: number;
  multiVault: Address;
  trustBonding: Address;
  wrappedTrust: Address;
  bondingCurveRegistry: Address;
  linearCurve: Address;
  offsetProgressiveCurve: Address;
  satelliteEmissionsController: Address;
  atomWalletFactory: Address;
  multicall3: Address;
  admin: Address;
  protocolMultisig: Address;
}

export type ChainClient = ReturnType<typeof chainClient>;

export function chainClient(rpcUrl: string) {
  return createTestClient({ mode: 'anvil', transport: http(rpcUrl), pollingInterval: 20 })
    .extend(publicActions)
    .extend(walletActions);
}

function canonical(name: string, chainId: number): Address {
  const address = intuitionDeployments[name]?.[chainId];
  if (!address) throw new Error(`@0xintuition/protocol has no ${name} address for chain ${chainId}`);
  return address;
}

/** Sends a transaction from an impersonated account (a mainnet address we hold no key for) and waits for it. */
async function sendAs(
  client: ChainClient,
  from: Address,
  call: { address: Address; abi: Abi; functionName: string; args?: readonly unknown[] },
): Promise<void> {
  // Simulating first turns a revert into an error that names the contract's custom error.
  const { request } = await client.simulateContract({ ...call, account: from } as Parameters<
    ChainClient['simulateContract']
  >[0]);
  const hash = await client.writeContract({ ...request, chain: null } as Parameters<
    ChainClient['writeContract']
  >[0]);
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`${call.functionName} reverted`);
}

/** @0xintuition/protocol 2.0.2 ships WrappedTrustBytecode with a doubled prefix ("0x0x60c0…"). */
export function normalizeBytecode(bytecode: Hex): Hex {
  return `0x${bytecode.replace(/^(0x)+/, '')}`;
}

async function deploy(client: ChainClient, from: Address, abi: Abi, bytecode: Hex, args: unknown[] = []) {
  const hash = await client.deployContract({
    abi,
    bytecode: normalizeBytecode(bytecode),
    args,
    account: from,
    chain: null,
  });
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error('deployment failed');
  return receipt.contractAddress;
}

/** A proxy whose implementation is `implementation`, at `at` if given (copied there) or where it was deployed. */
async function proxy(client: ChainClient, from: Address, implementation: Address, at?: Address) {
  const deployed = await deploy(
    client,
    from,
    TransparentUpgradeableProxyAbi as Abi,
    TransparentUpgradeableProxyBytecode,
    [implementation, from, '0x'],
  );
  if (!at) return deployed;
  const code = await client.getCode({ address: deployed });
  await client.setCode({ address: at, bytecode: code! });
  for (const slot of [IMPLEMENTATION_SLOT, ADMIN_SLOT] as const) {
    const value = await client.getStorageAt({ address: deployed, slot });
    await client.setStorageAt({ address: at, index: slot, value: value! });
  }
  return at;
}

export async function deployIntuition(rpcUrl: string): Promise<IntuitionNetwork> {
  const client = chainClient(rpcUrl);
  const chainId = await client.getChainId();
  const { admin, protocolMultisig } = mainnetDeploy;
  await client.impersonateAccount({ address: admin });
  await client.setBalance({ address: admin, value: parseEther('1000000') });
  await client.setAutomine(true);
  const multicall3 = await deployMulticall3(client, admin);

  // WrappedTrust has no proxy: its runtime code and the three slots its constructor writes (name, symbol,
  // decimals) are copied to the canonical address.
  const wrappedTrust = canonical('WrappedTrust', chainId);
  const wrappedTrustDeployed = await deploy(client, admin, WrappedTrustAbi as Abi, WrappedTrustBytecode);
  await client.setCode({
    address: wrappedTrust,
    bytecode: (await client.getCode({ address: wrappedTrustDeployed }))!,
  });
  for (const index of [0, 1, 2]) {
    const slot = toHex(index, { size: 32 });
    const value = await client.getStorageAt({ address: wrappedTrustDeployed, slot });
    await client.setStorageAt({ address: wrappedTrust, index: slot, value: value! });
  }

  const implementation = async (abi: Abi, bytecode: Hex) => deploy(client, admin, abi, bytecode);
  const asAdmin = (address: Address, abi: Abi, functionName: string, args: readonly unknown[]) =>
    sendAs(client, admin, { address, abi, functionName, args });
  /** Implementation, proxy (at `at` when given) and `initialize(...initArgs)` through the proxy. */
  const proxied = async (abi: Abi, bytecode: Hex, initArgs: readonly unknown[], at?: Address) => {
    const address = await proxy(client, admin, await implementation(abi, bytecode), at);
    await asAdmin(address, abi, 'initialize', initArgs);
    return address;
  };

  const bondingCurveRegistry = await proxied(
    BondingCurveRegistryAbi as Abi,
    BondingCurveRegistryBytecode,
    [admin],
    canonical('BondingCurveRegistry', chainId),
  );
  const linearCurve = await proxied(
    LinearCurveAbi as Abi,
    LinearCurveBytecode,
    ['Linear Curve'],
    canonical('LinearCurve', chainId),
  );
  const { slope18, offset18 } = mainnetDeploy.offsetProgressiveCurve;
  const offsetProgressiveCurve = await proxied(
    OffsetProgressiveCurveAbi as Abi,
    OffsetProgressiveCurveBytecode,
    ['Offset Progressive Curve', slope18, offset18],
    canonical('OffsetProgressiveCurve', chainId),
  );
  // Curve ids follow the order of registration: 1 linear (the default curve), 2 offset progressive.
  for (const curve of [linearCurve, offsetProgressiveCurve]) {
    await asAdmin(bondingCurveRegistry, BondingCurveRegistryAbi as Abi, 'addBondingCurve', [curve]);
  }

  const satelliteEmissionsController = await proxied(
    SatelliteEmissionsControllerAbi as Abi,
    SatelliteEmissionsControllerBytecode,
    [
      admin,
      mainnetDeploy.baseEmissionsController,
      {
        hubOrSpoke: mainnetDeploy.metaLayerHub,
        recipientDomain: mainnetDeploy.baseMetaLayerDomain,
        gasLimit: mainnetDeploy.metaLayerGasLimit,
        finalityState: 0,
      },
      { startTimestamp: mainnetDeploy.protocolStartTimestamp, ...mainnetDeploy.emissions },
    ],
  );

  const { epochLength, systemUtilizationLowerBound, personalUtilizationLowerBound } = mainnetDeploy.bonding;
  const trustBonding = await proxied(
    TrustBondingAbi as Abi,
    TrustBondingBytecode,
    [
      admin,
      admin,
      wrappedTrust,
      epochLength,
      satelliteEmissionsController,
      systemUtilizationLowerBound,
      personalUtilizationLowerBound,
    ],
    canonical('TrustBonding', chainId),
  );
  await asAdmin(satelliteEmissionsController, SatelliteEmissionsControllerAbi as Abi, 'setTrustBonding', [
    trustBonding,
  ]);
  const controllerRole = await client.readContract({
    address: satelliteEmissionsController,
    abi: SatelliteEmissionsControllerAbi,
    functionName: 'CONTROLLER_ROLE',
  });
  await asAdmin(satelliteEmissionsController, SatelliteEmissionsControllerAbi as Abi, 'grantRole', [
    controllerRole,
    trustBonding,
  ]);

  const atomWalletImplementation = await implementation([] as Abi, AtomWalletBytecode);
  const atomWalletBeacon = '0x00000000000000000000000000000000000b3ac0' as Address;
  await client.setCode({ address: atomWalletBeacon, bytecode: beaconRuntime(atomWalletImplementation) });
  const atomWalletFactory = await proxy(
    client,
    admin,
    await implementation(AtomWalletFactoryAbi as Abi, AtomWalletFactoryBytecode),
  );

  const multiVault = await proxied(
    MultiVaultAbi as Abi,
    MultiVaultBytecode,
    [
      { admin, protocolMultisig, trustBonding, ...mainnetDeploy.general },
      mainnetDeploy.atom,
      mainnetDeploy.triple,
      { entryPoint: mainnetDeploy.entryPoint, atomWarden: admin, atomWalletBeacon, atomWalletFactory },
      mainnetDeploy.vaultFees,
      { registry: bondingCurveRegistry, defaultCurveId: mainnetDeploy.defaultCurveId },
    ],
    canonical('MultiVault', chainId),
  );
  await asAdmin(atomWalletFactory, AtomWalletFactoryAbi as Abi, 'initialize', [multiVault]);
  await asAdmin(trustBonding, TrustBondingAbi as Abi, 'setMultiVault', [multiVault]);

  // Bonding rewards are paid in native TRUST from the satellite controller's balance (bridged from Base on mainnet).
  await client.setBalance({ address: satelliteEmissionsController, value: parseEther('100000000') });

  return {
    chainId,
    multiVault,
    trustBonding,
    wrappedTrust,
    bondingCurveRegistry,
    linearCurve,
    offsetProgressiveCurve,
    satelliteEmissionsController,
    atomWalletFactory,
    multicall3,
    admin,
    protocolMultisig,
  };
}
