/**
 * Test support: one local Intuition network per test file (lib/chain), funded accounts, and a snapshot taken after
 * the deployment that each test returns to, so every claim starts from the freshly deployed contracts.
 */
import { MultiVaultAbi } from '@0xintuition/protocol';
import { parseEther, toHex, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { chainClient, type ChainClient } from '@/lib/chain/deploy';
import { FUNDED_ACCOUNTS, startLocalIntuition, type LocalIntuition } from '@/lib/chain/network';

export interface TestNetwork extends LocalIntuition {
  client: ChainClient;
  alice: ReturnType<typeof privateKeyToAccount>;
  bob: ReturnType<typeof privateKeyToAccount>;
}

export function setUpLocalIntuition(chainId: 1155 | 13579 = 1155) {
  const state: { network?: TestNetwork; snapshot?: Hex } = {};
  beforeAll(async () => {
    const local = await startLocalIntuition({ chainId });
    state.network = {
      ...local,
      client: chainClient(local.node.rpcUrl),
      alice: privateKeyToAccount(FUNDED_ACCOUNTS[0].privateKey),
      bob: privateKeyToAccount(FUNDED_ACCOUNTS[1].privateKey),
    };
    state.snapshot = await state.network.client.snapshot();
  }, 180_000);
  beforeEach(async () => {
    const { client } = get();
    await client.revert({ id: state.snapshot! });
    state.snapshot = await client.snapshot();
  });
  afterAll(async () => {
    await state.network?.node.stop();
  });
  function get(): TestNetwork {
    if (!state.network) throw new Error('the local network did not start');
    return state.network;
  }
  return get;
}

type Account = TestNetwork['alice'];

export async function waitFor(network: TestNetwork, hash: Hex) {
  const receipt = await network.client.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
  return receipt;
}

/** A MultiVault transaction from `from`, sending `value`, waited for; throws if it reverts. */
async function writeMultiVault(
  network: TestNetwork,
  from: Account,
  functionName: 'createAtoms' | 'createTriples' | 'deposit',
  args: readonly unknown[],
  value: bigint,
) {
  const hash = await network.client.writeContract({
    address: network.contracts.multiVault,
    abi: MultiVaultAbi,
    functionName,
    args,
    value,
    account: from,
    chain: null,
  } as never);
  return waitFor(network, hash);
}

export function readMultiVault<T>(
  network: TestNetwork,
  functionName: string,
  args: readonly unknown[],
): Promise<T> {
  return network.client.readContract({
    address: network.contracts.multiVault,
    abi: MultiVaultAbi,
    functionName,
    args,
  } as never) as Promise<T>;
}

export async function createAtom(network: TestNetwork, from: Account, label: string, assets: bigint) {
  const data = toHex(label);
  await writeMultiVault(network, from, 'createAtoms', [[data], [assets]], assets);
  return readMultiVault<Hex>(network, 'calculateAtomId', [data]);
}

export async function createTriple(
  network: TestNetwork,
  from: Account,
  atoms: [Hex, Hex, Hex],
  assets: bigint,
) {
  const [subject, predicate, object] = atoms;
  await writeMultiVault(network, from, 'createTriples', [[subject], [predicate], [object], [assets]], assets);
  return readMultiVault<Hex>(network, 'calculateTripleId', atoms);
}

export async function deposit(
  network: TestNetwork,
  from: Account,
  termId: Hex,
  curveId: bigint,
  assets: bigint,
) {
  return writeMultiVault(network, from, 'deposit', [from.address, termId, curveId, 0n], assets);
}

export async function vault(network: TestNetwork, termId: Hex, curveId: bigint) {
  const [totalAssets, totalShares] = await readMultiVault<[bigint, bigint]>(network, 'getVault', [
    termId,
    curveId,
  ]);
  return { totalAssets, totalShares };
}

export async function shares(network: TestNetwork, account: Address, termId: Hex, curveId: bigint) {
  return readMultiVault<bigint>(network, 'getShares', [account, termId, curveId]);
}

export const TRUST = (amount: string) => parseEther(amount);
