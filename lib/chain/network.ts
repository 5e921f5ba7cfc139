/**
 * A local Intuition network: anvil with the chain id of Intuition mainnet (1155) or testnet (13579) and the v2
 * contracts of @0xintuition/protocol deployed at that chain's canonical addresses.
 */
import { startAnvil, type AnvilNode } from './anvil';
import { deployIntuition, type IntuitionNetwork } from './deploy';
import { mainnetDeploy } from './parameters';

/**
 * The emissions controller only accepts a start time in the future, as on mainnet where the contracts were
 * deployed before 2025-11-04: the local chain's genesis is one day before the protocol start.
 */
export const GENESIS_TIMESTAMP = mainnetDeploy.protocolStartTimestamp - 86_400n;

/** Anvil's default mnemonic ("test test … junk"): its first accounts, each funded with 10,000 TRUST. */
export const FUNDED_ACCOUNTS = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
] as const;

export interface LocalIntuition {
  node: AnvilNode;
  contracts: IntuitionNetwork;
}

export async function startLocalIntuition(options: {
  chainId: 1155 | 13579;
  port?: number;
}): Promise<LocalIntuition> {
  const node = await startAnvil({ ...options, timestamp: GENESIS_TIMESTAMP });
  try {
    return { node, contracts: await deployIntuition(node.rpcUrl) };
  } catch (error) {
    await node.stop();
    throw error;
  }
}
