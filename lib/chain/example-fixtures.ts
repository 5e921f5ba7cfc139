/**
 * The state ```ts run examples may take for granted on the local network, besides the freshly deployed contracts:
 * - public atoms and one triple that the pages treat as existing ("Alice has skill TypeScript"…), created by a
 *   funded account other than the example's own (PRIVATE_KEY), with 5 TRUST in each vault so fees apply as on
 *   mainnet;
 * - named setups a block asks for with `setup="…"` in its options (for instance a bonded position whose epoch has
 *   ended, for a rewards claim);
 * - command-line arguments and environment variables a block asks for with `args="…"` and `env="NAME=…"`: `atom:<label>` and `triple:<subject>|<predicate>|<object>`
 *   become the term ids of fixture terms, so a script that takes a term id runs as the page tells readers to run it.
 */
import { MultiVaultAbi, TrustBondingAbi, WrappedTrustAbi } from '@0xintuition/protocol';
import { parseEther, toHex, type Abi, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainClient, IntuitionNetwork } from './deploy';
import { FUNDED_ACCOUNTS } from './network';
import { mainnetDeploy } from './parameters';

/** Atoms the pages use as existing public atoms (string atoms: the data is the UTF-8 label). */
export const FIXTURE_ATOMS = [
  'Alice',
  'Bob',
  'has skill',
  'endorses',
  'TypeScript',
  'Rust',
  'I',
  'follow',
] as const;
/** Triples the pages use as existing (nested.ts builds on "Bob has skill TypeScript"). */
export const FIXTURE_TRIPLES = [['Bob', 'has skill', 'TypeScript']] as const;

const FIXTURE_DEPOSIT = parseEther('5');
const fixtureCreator = privateKeyToAccount(FUNDED_ACCOUNTS[2].privateKey);
const exampleAccount = privateKeyToAccount(FUNDED_ACCOUNTS[0].privateKey);

type Send = (
  address: Address,
  abi: Abi,
  functionName: string,
  args: readonly unknown[],
  value?: bigint,
) => Promise<void>;

function sender(client: ChainClient, account: typeof fixtureCreator): Send {
  return async (address, abi, functionName, args, value) => {
    const hash = await client.writeContract({
      address,
      abi,
      functionName,
      args,
      value,
      account,
      chain: null,
    } as never);
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`fixture ${functionName} reverted`);
  };
}

/** The id MultiVault gives a string atom, asked of the contract itself. */
function atomId(client: ChainClient, multiVault: Address, label: string): Promise<Hex> {
  return client.readContract({
    address: multiVault,
    abi: MultiVaultAbi,
    functionName: 'calculateAtomId',
    args: [toHex(label)],
  });
}

async function tripleId(client: ChainClient, multiVault: Address, labels: readonly string[]): Promise<Hex> {
  const ids = await Promise.all(labels.map((label) => atomId(client, multiVault, label)));
  return client.readContract({
    address: multiVault,
    abi: MultiVaultAbi,
    functionName: 'calculateTripleId',
    args: ids as [Hex, Hex, Hex],
  });
}

export async function createFixtureTerms(client: ChainClient, contracts: IntuitionNetwork): Promise<void> {
  const send = sender(client, fixtureCreator);
  const data = FIXTURE_ATOMS.map((label) => toHex(label));
  await send(
    contracts.multiVault,
    MultiVaultAbi as Abi,
    'createAtoms',
    [data, data.map(() => FIXTURE_DEPOSIT)],
    FIXTURE_DEPOSIT * BigInt(data.length),
  );
  const positions = await Promise.all(
    [0, 1, 2].map((i) =>
      Promise.all(FIXTURE_TRIPLES.map((triple) => atomId(client, contracts.multiVault, triple[i]!))),
    ),
  );
  await send(
    contracts.multiVault,
    MultiVaultAbi as Abi,
    'createTriples',
    [...positions, FIXTURE_TRIPLES.map(() => FIXTURE_DEPOSIT)],
    FIXTURE_DEPOSIT * BigInt(FIXTURE_TRIPLES.length),
  );
}

/** Resolves a block's `args` (comma-separated) into command-line arguments; throws on a term the fixture lacks. */
export async function resolveExampleArgs(
  args: string[],
  client: ChainClient,
  contracts: IntuitionNetwork,
): Promise<string[]> {
  return Promise.all(
    args.map(async (arg) => {
      const atom = /^atom:(.+)$/.exec(arg);
      if (atom) {
        if (!(FIXTURE_ATOMS as readonly string[]).includes(atom[1]!))
          throw new Error(`no fixture atom "${atom[1]}"`);
        return atomId(client, contracts.multiVault, atom[1]!);
      }
      const triple = /^triple:(.+)$/.exec(arg);
      if (triple) {
        const labels = triple[1]!.split('|');
        const known = FIXTURE_TRIPLES.some((t) => t.join('|') === labels.join('|'));
        if (!known) throw new Error(`no fixture triple "${triple[1]}"`);
        return tripleId(client, contracts.multiVault, labels);
      }
      return arg;
    }),
  );
}

const YEAR = 365n * 86_400n;

async function warpTo(client: ChainClient, timestamp: bigint) {
  await client.setNextBlockTimestamp({ timestamp });
  await client.mine({ blocks: 1 });
}

/**
 * Named setups: what the chain looks like when an example starts, beyond the fixture terms.
 * `rewards-claimable`: the example's account bonded 1,000 TRUST for a year during epoch 0, and the chain is now in
 * epoch 1, so epoch 0's rewards are claimable (claimRewards pays the previous epoch only).
 */
export const EXAMPLE_SETUPS = {
  'rewards-claimable': async (client: ChainClient, contracts: IntuitionNetwork) => {
    const start = mainnetDeploy.protocolStartTimestamp;
    const amount = parseEther('1000');
    const send = sender(client, exampleAccount);
    await warpTo(client, start + 3600n);
    await send(contracts.wrappedTrust, WrappedTrustAbi as Abi, 'deposit', [], amount);
    await send(contracts.wrappedTrust, WrappedTrustAbi as Abi, 'approve', [contracts.trustBonding, amount]);
    await send(contracts.trustBonding, TrustBondingAbi as Abi, 'create_lock', [amount, start + 3600n + YEAR]);
    await warpTo(client, start + mainnetDeploy.bonding.epochLength + 3600n);
  },
} as const satisfies Record<string, (client: ChainClient, contracts: IntuitionNetwork) => Promise<void>>;

export type ExampleSetupName = keyof typeof EXAMPLE_SETUPS;

export function isExampleSetup(name: string): name is ExampleSetupName {
  return Object.hasOwn(EXAMPLE_SETUPS, name);
}
