/**
 * Behavioural claims of the TrustBonding page (smart-contracts/trust-bonding), checked on the bytecode of
 * @0xintuition/protocol 2.0.2 deployed with the mainnet values (lib/chain): two-week epochs from 2025-11-04.
 */
import { TrustBondingAbi, WrappedTrustAbi } from '@0xintuition/protocol';
import { concat, encodeFunctionData, pad, type Address, type Hex } from 'viem';
import { forwarderRuntime } from '@/lib/chain/handwritten-bytecode';
import { FUNDED_ACCOUNTS } from '@/lib/chain/network';
import { mainnetDeploy } from '@/lib/chain/parameters';
import { TRUST, setUpLocalIntuition, waitFor, type TestNetwork } from './local-network';

const network = setUpLocalIntuition();
const EPOCH = mainnetDeploy.bonding.epochLength;
const START = mainnetDeploy.protocolStartTimestamp;
const YEAR = 365n * 86_400n;

async function warpTo(n: TestNetwork, timestamp: bigint) {
  await n.client.setNextBlockTimestamp({ timestamp });
  await n.client.mine({ blocks: 1 });
}

async function now(n: TestNetwork) {
  return (await n.client.getBlock()).timestamp;
}

async function bond(n: TestNetwork, amount: bigint) {
  const { client, contracts, alice } = n;
  const send = async (
    address: Address,
    abi: typeof WrappedTrustAbi | typeof TrustBondingAbi,
    functionName: string,
    args: unknown[],
    value?: bigint,
  ) =>
    waitFor(
      n,
      await client.writeContract({
        address,
        abi,
        functionName,
        args,
        value,
        account: alice,
        chain: null,
      } as never),
    );
  await send(contracts.wrappedTrust, WrappedTrustAbi, 'deposit', [], amount);
  await send(contracts.wrappedTrust, WrappedTrustAbi, 'approve', [contracts.trustBonding, amount]);
  await send(contracts.trustBonding, TrustBondingAbi, 'create_lock', [amount, (await now(n)) + YEAR]);
}

async function rewardsFor(n: TestNetwork, account: Address, epoch: bigint) {
  const [afterUtilization] = await n.client.readContract({
    address: n.contracts.trustBonding,
    abi: TrustBondingAbi,
    functionName: 'getUserRewardsForEpoch',
    args: [account, epoch],
  });
  return afterUtilization;
}

async function claim(n: TestNetwork, recipient: Address) {
  const before = await n.client.getBalance({ address: recipient });
  await waitFor(
    n,
    await n.client.writeContract({
      address: n.contracts.trustBonding,
      abi: TrustBondingAbi,
      functionName: 'claimRewards',
      args: [recipient],
      account: n.alice,
      chain: null,
    }),
  );
  return (await n.client.getBalance({ address: recipient })) - before;
}

describe('TrustBonding rewards (smart-contracts/trust-bonding)', () => {
  it('claimRewards pays only the previous epoch: an epoch not claimed during the next one is lost', async () => {
    const n = network();
    const recipient = FUNDED_ACCOUNTS[2].address;
    await warpTo(n, START + 3600n); // epoch 0
    await bond(n, TRUST('1000'));

    await warpTo(n, START + EPOCH + 3600n); // epoch 1: epoch 0 is claimable
    const epoch0 = await rewardsFor(n, n.alice.address, 0n);
    expect(epoch0).toBeGreaterThan(0n);
    expect(await claim(n, recipient)).toBe(epoch0);
    await expect(claim(n, recipient)).rejects.toThrow(/TrustBonding_RewardsAlreadyClaimedForEpoch/);

    await warpTo(n, START + 3n * EPOCH + 3600n); // epoch 3: epoch 1 was never claimed during epoch 2
    const epoch1 = await rewardsFor(n, n.alice.address, 1n);
    const epoch2 = await rewardsFor(n, n.alice.address, 2n);
    expect(epoch1).toBeGreaterThan(0n);
    expect(await claim(n, recipient)).toBe(epoch2);
    const read = { address: n.contracts.trustBonding, abi: TrustBondingAbi } as const;
    expect(
      await n.client.readContract({
        ...read,
        functionName: 'hasClaimedRewardsForEpoch',
        args: [n.alice.address, 1n],
      }),
    ).toBe(false);
    expect(
      await n.client.readContract({
        ...read,
        functionName: 'getUserCurrentClaimableRewards',
        args: [n.alice.address],
      }),
    ).toBe(0n);
  }, 180_000);
});

describe('WrappedTrust at its canonical address', () => {
  it('keeps the name, symbol and decimals its constructor wrote', async () => {
    const n = network();
    const token = { address: n.contracts.wrappedTrust, abi: WrappedTrustAbi } as const;
    expect(await n.client.readContract({ ...token, functionName: 'decimals' })).toBe(18);
    expect(await n.client.readContract({ ...token, functionName: 'symbol' })).toMatch(/TRUST/);
  });
});

describe('TrustBonding whitelist (smart-contracts/trust-bonding)', () => {
  it('create_lock reverts for a contract account unless the admin whitelists it', async () => {
    const n = network();
    const { client, contracts, alice } = n;
    const contractAccount = '0x00000000000000000000000000000000c0ffee01' as Address;
    await client.setCode({ address: contractAccount, bytecode: forwarderRuntime });
    const amount = TRUST('10');
    /** A call made by the contract account: alice calls it, it calls `target` with `data`. */
    const send = async (target: Address, data: Hex) => {
      const hash = await client.sendTransaction({
        to: contractAccount,
        data: concat([pad(target), data]),
        account: alice,
        chain: null,
        gas: 3_000_000n,
      });
      return client.waitForTransactionReceipt({ hash });
    };
    await waitFor(
      n,
      await client.writeContract({
        address: contracts.wrappedTrust,
        abi: WrappedTrustAbi,
        functionName: 'deposit',
        value: amount,
        account: alice,
        chain: null,
      }),
    );
    await waitFor(
      n,
      await client.writeContract({
        address: contracts.wrappedTrust,
        abi: WrappedTrustAbi,
        functionName: 'transfer',
        args: [contractAccount, amount],
        account: alice,
        chain: null,
      }),
    );
    expect(
      (
        await send(
          contracts.wrappedTrust,
          encodeFunctionData({
            abi: WrappedTrustAbi,
            functionName: 'approve',
            args: [contracts.trustBonding, amount],
          }),
        )
      ).status,
    ).toBe('success');

    const lock = encodeFunctionData({
      abi: TrustBondingAbi,
      functionName: 'create_lock',
      args: [amount, (await now(n)) + YEAR],
    });
    expect((await send(contracts.trustBonding, lock)).status).toBe('reverted');

    await client.writeContract({
      address: contracts.trustBonding,
      abi: TrustBondingAbi,
      functionName: 'add_to_whitelist',
      args: [contractAccount],
      account: contracts.admin,
      chain: null,
    });
    expect((await send(contracts.trustBonding, lock)).status).toBe('success');
    const [locked] = await client.readContract({
      address: contracts.trustBonding,
      abi: TrustBondingAbi,
      functionName: 'locked',
      args: [contractAccount],
    });
    expect(locked).toBe(amount);
  });
});
