/**
 * Behavioural claims the smart-contract, primitives and economics pages make about MultiVault, each checked on the
 * bytecode of @0xintuition/protocol 2.0.2 deployed with the mainnet values (lib/chain). Test names are the claims;
 * pages link here by the `describe` anchor.
 */
import {
  AtomWalletFactoryAbi,
  BondingCurveRegistryAbi,
  MultiVaultAbi,
  OffsetProgressiveCurveAbi,
} from '@0xintuition/protocol';
import { calculateAtomId, createAtomFromEthereumAccount } from '@0xintuition/sdk';
import {
  BaseError,
  ContractFunctionRevertedError,
  createWalletClient,
  getAddress,
  http,
  parseAbi,
  parseEventLogs,
  toHex,
  type Address,
} from 'viem';
import {
  createAtom,
  createTriple,
  deposit,
  readMultiVault,
  shares,
  TRUST,
  setUpLocalIntuition,
  vault,
  waitFor,
  type TestNetwork,
} from './local-network';

const network = setUpLocalIntuition();
const DEFAULT_CURVE = 1n;
const PROGRESSIVE_CURVE = 2n;

/** A MultiVault view; the tests state the type they expect. */
const read = (n: TestNetwork, functionName: string, args: readonly unknown[] = []) =>
  readMultiVault<never>(n, functionName, args);

async function revertName(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const reverted =
      error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) return reverted.data?.errorName ?? 'unknown';
    throw error;
  }
  return 'did not revert';
}

/** Three atoms whose default vaults hold more than feeThreshold shares, and a triple on them. */
async function funded(n: TestNetwork) {
  const atoms = [
    await createAtom(n, n.alice, 'subject', TRUST('5')),
    await createAtom(n, n.alice, 'predicate', TRUST('5')),
    await createAtom(n, n.alice, 'object', TRUST('5')),
  ] as [`0x${string}`, `0x${string}`, `0x${string}`];
  const triple = await createTriple(n, n.alice, atoms, TRUST('5'));
  return { atoms, triple };
}

describe('MultiVault fees (smart-contracts/trust-multi-vault)', () => {
  it('the mainnet deploy sets feeThreshold to 1 TRUST, entry 0.5 %, exit 0.75 %, protocol 1.25 %, atom wallet 0.5 %', async () => {
    const n = network();
    const general = (await read(n, 'getGeneralConfig')) as { feeThreshold: bigint; feeDenominator: bigint };
    const fees = (await read(n, 'getVaultFees')) as {
      entryFee: bigint;
      exitFee: bigint;
      protocolFee: bigint;
    };
    const atom = (await read(n, 'getAtomConfig')) as { atomWalletDepositFee: bigint };
    expect(general.feeThreshold).toBe(TRUST('1'));
    expect(general.feeDenominator).toBe(10_000n);
    expect(fees).toEqual({ entryFee: 50n, exitFee: 75n, protocolFee: 125n });
    expect(atom.atomWalletDepositFee).toBe(50n);
  });

  it('entry fees go to the term’s default-curve (id 1) vault, whichever curve was used', async () => {
    const n = network();
    const atom = await createAtom(n, n.alice, 'fees go to the default vault', TRUST('5'));
    await deposit(n, n.bob, atom, PROGRESSIVE_CURVE, TRUST('1')); // opens the curve-2 vault
    const before = await vault(n, atom, DEFAULT_CURVE);
    const assets = TRUST('2');
    await deposit(n, n.bob, atom, PROGRESSIVE_CURVE, assets);
    const after = await vault(n, atom, DEFAULT_CURVE);
    expect(after.totalAssets - before.totalAssets).toBe(await read(n, 'entryFeeAmount', [assets]));
    expect(after.totalShares).toBe(before.totalShares);
    expect(await shares(n, n.bob.address, atom, DEFAULT_CURVE)).toBe(0n);
  });

  it('exit fees go to the term’s default-curve (id 1) vault, whichever curve was used', async () => {
    const n = network();
    const atom = await createAtom(n, n.alice, 'exit fees go to the default vault', TRUST('5'));
    await deposit(n, n.bob, atom, PROGRESSIVE_CURVE, TRUST('3'));
    const held = await shares(n, n.bob.address, atom, PROGRESSIVE_CURVE);
    const gross = (await read(n, 'convertToAssets', [atom, PROGRESSIVE_CURVE, held])) as bigint;
    const before = await vault(n, atom, DEFAULT_CURVE);
    await waitFor(
      n,
      await n.client.writeContract({
        address: n.contracts.multiVault,
        abi: MultiVaultAbi,
        functionName: 'redeem',
        args: [n.bob.address, atom, PROGRESSIVE_CURVE, held, 0n],
        account: n.bob,
        chain: null,
      }),
    );
    const after = await vault(n, atom, DEFAULT_CURVE);
    expect(after.totalAssets - before.totalAssets).toBe(await read(n, 'exitFeeAmount', [gross]));
    expect(after.totalShares).toBe(before.totalShares);
  });

  it('fees are skipped while the default vault holds fewer shares than feeThreshold', async () => {
    const n = network();
    const cost = (await read(n, 'getAtomCost')) as bigint;
    const atom = await createAtom(n, n.alice, 'below the fee threshold', cost);
    const start = await vault(n, atom, DEFAULT_CURVE);
    expect(start.totalShares).toBeLessThan(TRUST('1'));
    await deposit(n, n.bob, atom, PROGRESSIVE_CURVE, TRUST('1'));
    await deposit(n, n.bob, atom, PROGRESSIVE_CURVE, TRUST('2'));
    expect(await vault(n, atom, DEFAULT_CURVE)).toEqual(start);
  });
});

describe('Triple deposits (primitives/triples)', () => {
  it('the atom deposit fraction is split across the three atoms’ default-curve vaults, with no shares to the depositor', async () => {
    const n = network();
    const { atoms, triple } = await funded(n);
    const before = await Promise.all(atoms.map((atom) => vault(n, atom, DEFAULT_CURVE)));
    const assets = TRUST('3');
    await deposit(n, n.bob, triple, DEFAULT_CURVE, assets);
    const fraction = (await read(n, 'atomDepositFractionAmount', [assets])) as bigint;
    expect(fraction).toBeGreaterThan(0n);
    for (const [index, atom] of atoms.entries()) {
      const after = await vault(n, atom, DEFAULT_CURVE);
      expect(after.totalAssets - before[index]!.totalAssets).toBe(fraction / 3n);
      expect(after.totalShares).toBe(before[index]!.totalShares);
      expect(await shares(n, n.bob.address, atom, DEFAULT_CURVE)).toBe(0n);
    }
  });

  it('the atom deposit fraction is skipped unless all three atoms’ default vaults reach feeThreshold', async () => {
    const n = network();
    const cost = (await read(n, 'getAtomCost')) as bigint;
    const atoms = [
      await createAtom(n, n.alice, 'small subject', cost),
      await createAtom(n, n.alice, 'big predicate', TRUST('5')),
      await createAtom(n, n.alice, 'big object', TRUST('5')),
    ] as [`0x${string}`, `0x${string}`, `0x${string}`];
    const triple = await createTriple(n, n.alice, atoms, TRUST('1'));
    const before = await Promise.all(atoms.map((atom) => vault(n, atom, DEFAULT_CURVE)));
    await deposit(n, n.bob, triple, DEFAULT_CURVE, TRUST('3'));
    const after = await Promise.all(atoms.map((atom) => vault(n, atom, DEFAULT_CURVE)));
    expect(after).toEqual(before);
  });
});

describe('Counter-stake rule (primitives/signals)', () => {
  it('an account with shares in a triple cannot deposit into its counter-triple on the same curve', async () => {
    const n = network();
    const { triple } = await funded(n);
    const counter = (await read(n, 'getCounterIdFromTripleId', [triple])) as `0x${string}`;
    expect(await shares(n, n.alice.address, triple, DEFAULT_CURVE)).toBeGreaterThan(0n);
    const attempt = n.client.simulateContract({
      address: n.contracts.multiVault,
      abi: MultiVaultAbi,
      functionName: 'deposit',
      args: [n.alice.address, counter, DEFAULT_CURVE, 0n],
      value: TRUST('1'),
      account: n.alice,
    });
    expect(await revertName(attempt)).toBe('MultiVault_HasCounterStake');
  });

  it('the counter-stake rule only checks the same curve: the other side on another curve is allowed', async () => {
    const n = network();
    const { triple } = await funded(n);
    const counter = (await read(n, 'getCounterIdFromTripleId', [triple])) as `0x${string}`;
    await deposit(n, n.bob, triple, PROGRESSIVE_CURVE, TRUST('1')); // opens both sides on curve 2
    await deposit(n, n.alice, counter, PROGRESSIVE_CURVE, TRUST('1'));
    expect(await shares(n, n.alice.address, triple, DEFAULT_CURVE)).toBeGreaterThan(0n);
    expect(await shares(n, n.alice.address, counter, PROGRESSIVE_CURVE)).toBeGreaterThan(0n);
  });

  it('getInverseTripleId maps a triple to its counter-triple and back', async () => {
    const n = network();
    const { triple } = await funded(n);
    const counter = (await read(n, 'getCounterIdFromTripleId', [triple])) as `0x${string}`;
    expect(await read(n, 'getInverseTripleId', [triple])).toBe(counter);
    expect(await read(n, 'getInverseTripleId', [counter])).toBe(triple);
  });
});

describe('Creation costs (primitives/atoms, getting-started)', () => {
  it('an atom costs the 0.1 TRUST creation fee plus the minimum share cost, and one wei less reverts', async () => {
    const n = network();
    const cost = (await read(n, 'getAtomCost')) as bigint;
    expect(cost).toBe(TRUST('0.1') + 1_000_000n);
    const attempt = n.client.simulateContract({
      address: n.contracts.multiVault,
      abi: MultiVaultAbi,
      functionName: 'createAtoms',
      args: [['0x01'], [cost - 1n]],
      value: cost - 1n,
      account: n.alice,
    });
    expect(await revertName(attempt)).toBe('MultiVault_InsufficientAssets');
    await createAtom(n, n.alice, 'exactly the atom cost', cost);
  });

  it('a triple costs the 0.1 TRUST creation fee plus the minimum share cost; three atoms and a triple need at least 0.4 TRUST', async () => {
    const n = network();
    const atomCost = (await read(n, 'getAtomCost')) as bigint;
    const tripleCost = (await read(n, 'getTripleCost')) as bigint;
    expect(tripleCost).toBeGreaterThan(TRUST('0.1'));
    expect(tripleCost).toBeLessThan(TRUST('0.1') + 1_000_000_000n);
    expect(3n * atomCost + tripleCost).toBeGreaterThan(TRUST('0.4'));
    const atoms = [
      await createAtom(n, n.alice, 'a', atomCost),
      await createAtom(n, n.alice, 'b', atomCost),
      await createAtom(n, n.alice, 'c', atomCost),
    ] as [`0x${string}`, `0x${string}`, `0x${string}`];
    const attempt = n.client.simulateContract({
      address: n.contracts.multiVault,
      abi: MultiVaultAbi,
      functionName: 'createTriples',
      args: [[atoms[0]], [atoms[1]], [atoms[2]], [tripleCost - 1n]],
      value: tripleCost - 1n,
      account: n.alice,
    });
    expect(await revertName(attempt)).toBe('MultiVault_InsufficientBalance');
    await createTriple(n, n.alice, atoms, tripleCost);
  });
});

describe('OffsetProgressiveCurve (smart-contracts/bonding-curve-registry)', () => {
  it('deployed with slope 1e17 and offset 3e19, the chain returns SLOPE() = 1e17 and OFFSET() = 3e19', async () => {
    const n = network();
    const curve = { address: n.contracts.offsetProgressiveCurve, abi: OffsetProgressiveCurveAbi } as const;
    const [slope, offset, halfSlope] = await Promise.all([
      n.client.readContract({ ...curve, functionName: 'SLOPE' }),
      n.client.readContract({ ...curve, functionName: 'OFFSET' }),
      n.client.readContract({ ...curve, functionName: 'HALF_SLOPE' }),
    ]);
    expect({ slope, offset, halfSlope }).toEqual({
      slope: TRUST('0.1'),
      offset: TRUST('30'),
      halfSlope: TRUST('0.05'),
    });
  });
});

describe('Protocol fee sweep (smart-contracts/trust-multi-vault, smart-contracts/architecture, architecture/smart-contracts)', () => {
  it('any account may sweep the current epoch’s protocol fees, and they all go to protocolMultisig, none to TrustBonding', async () => {
    const n = network();
    const atom = await createAtom(n, n.alice, 'protocol fees of this epoch', TRUST('5'));
    await deposit(n, n.alice, atom, DEFAULT_CURVE, TRUST('2'));
    const epoch = (await read(n, 'currentEpoch')) as bigint;
    const accrued = (await read(n, 'accumulatedProtocolFees', [epoch])) as bigint;
    expect(accrued).toBeGreaterThan(0n);
    const balances = () =>
      Promise.all([
        n.client.getBalance({ address: n.contracts.protocolMultisig }),
        n.client.getBalance({ address: n.contracts.trustBonding }),
      ]);
    const [multisigBefore, bondingBefore] = await balances();
    await waitFor(
      n,
      await n.client.writeContract({
        address: n.contracts.multiVault,
        abi: MultiVaultAbi,
        functionName: 'sweepAccumulatedProtocolFees',
        args: [epoch],
        account: n.bob, // neither an admin nor the multisig
        chain: null,
      }),
    );
    expect((await read(n, 'currentEpoch')) as bigint).toBe(epoch);
    const [multisigAfter, bondingAfter] = await balances();
    expect(multisigAfter - multisigBefore).toBe(accrued);
    expect(bondingAfter).toBe(bondingBefore);
    expect(await read(n, 'accumulatedProtocolFees', [epoch])).toBe(0n);
  });
});

const ATOM_WALLET_ABI = parseAbi([
  'function claimAtomWalletDepositFees()',
  'function owner() view returns (address)',
  'error OwnableUnauthorizedAccount(address account)',
]);

describe('Atom wallet fees (use-cases/decentralized-social-media, smart-contracts/trust-multi-vault)', () => {
  it('MultiVault’s claimAtomWalletDepositFees(atomId) reverts with MultiVault_OnlyAssociatedAtomWallet for any caller but the atom’s wallet', async () => {
    const n = network();
    const atom = await createAtom(n, n.alice, 'a creator profile', TRUST('5'));
    await deposit(n, n.bob, atom, DEFAULT_CURVE, TRUST('2'));
    const attempt = n.client.simulateContract({
      address: n.contracts.multiVault,
      abi: MultiVaultAbi,
      functionName: 'claimAtomWalletDepositFees',
      args: [atom],
      account: n.alice, // the atom's creator
    });
    expect(await revertName(attempt)).toBe('MultiVault_OnlyAssociatedAtomWallet');
  });

  it('the wallet’s owner collects them with claimAtomWalletDepositFees() on the AtomWallet, paid to that owner', async () => {
    const n = network();
    const atom = await createAtom(n, n.alice, 'a claimed profile', TRUST('5'));
    await deposit(n, n.bob, atom, DEFAULT_CURVE, TRUST('2'));
    const wallet = (await read(n, 'computeAtomWalletAddr', [atom])) as Address;
    const accrued = (await read(n, 'accumulatedAtomWalletDepositFees', [wallet])) as bigint;
    expect(accrued).toBeGreaterThan(0n);
    await waitFor(
      n,
      await n.client.writeContract({
        address: n.contracts.atomWalletFactory,
        abi: AtomWalletFactoryAbi,
        functionName: 'deployAtomWallet',
        args: [atom],
        account: n.bob,
        chain: null,
      }),
    );
    // Until someone claims it, the wallet's owner is AtomWarden (the admin account stands in for it locally).
    const owner = await n.client.readContract({
      address: wallet,
      abi: ATOM_WALLET_ABI,
      functionName: 'owner',
    });
    expect(owner).toBe(await read(n, 'getAtomWarden'));
    const notOwner = n.client.simulateContract({
      address: wallet,
      abi: ATOM_WALLET_ABI,
      functionName: 'claimAtomWalletDepositFees',
      account: n.alice,
    });
    expect(await revertName(notOwner)).toBe('OwnableUnauthorizedAccount');
    await n.client.impersonateAccount({ address: owner });
    const receipt = await waitFor(
      n,
      await n.client.writeContract({
        address: wallet,
        abi: ATOM_WALLET_ABI,
        functionName: 'claimAtomWalletDepositFees',
        account: owner,
        chain: null,
      }),
    );
    const [claimed] = parseEventLogs({
      abi: MultiVaultAbi,
      logs: receipt.logs,
      eventName: 'AtomWalletDepositFeesClaimed',
    });
    expect(claimed?.args).toMatchObject({ termId: atom, atomWalletOwner: owner, feesClaimed: accrued });
    expect(await read(n, 'accumulatedAtomWalletDepositFees', [wallet])).toBe(0n);
  });
});

describe('Address atoms (use-cases/decentralized-social-media, smart-contracts/atom-warden)', () => {
  it('createAtomFromEthereumAccount stores the checksummed address even when given the lowercase one, so its atom is not the lowercase-address atom AtomWarden checks', async () => {
    const n = network();
    const lower = n.bob.address.toLowerCase() as Address;
    const walletClient = createWalletClient({ account: n.alice, transport: http(n.node.rpcUrl) });
    const config = { address: n.contracts.multiVault, publicClient: n.client, walletClient } as never;
    const created = await createAtomFromEthereumAccount(config, lower);
    expect(created.uri).toBe(getAddress(lower));
    expect(created.state.termId).toBe(calculateAtomId(toHex(getAddress(lower))));
    expect(created.state.termId).not.toBe(calculateAtomId(toHex(lower)));
    expect(await read(n, 'isTermCreated', [calculateAtomId(toHex(lower))])).toBe(false);
  });

  it('an atom whose data is the lowercase address bytes has the id calculateAtomId(toHex(lowercase address))', async () => {
    const n = network();
    const lower = n.bob.address.toLowerCase();
    const atom = await createAtom(n, n.alice, lower, (await read(n, 'getAtomCost')) as bigint);
    expect(atom).toBe(calculateAtomId(toHex(lower)));
    expect(await read(n, 'getAtom', [atom])).toBe(toHex(lower));
  });
});

describe('Supporter fees (use-cases/decentralized-social-media, primitives/bonding-curves)', () => {
  it('a deposit on curve 2 adds its entry fee to the curve-1 vault only: the curve-2 vault grows by the deposit less entry, protocol and atom-wallet fees', async () => {
    const n = network();
    const atom = await createAtom(n, n.alice, 'a creator supported on curve 2', TRUST('5'));
    await deposit(n, n.alice, atom, PROGRESSIVE_CURVE, TRUST('1')); // an early supporter on curve 2
    const [curve1, curve2] = await Promise.all([
      vault(n, atom, DEFAULT_CURVE),
      vault(n, atom, PROGRESSIVE_CURVE),
    ]);
    const assets = TRUST('2');
    await deposit(n, n.bob, atom, PROGRESSIVE_CURVE, assets); // a later supporter
    const [entry, protocol] = (await Promise.all([
      read(n, 'entryFeeAmount', [assets]),
      read(n, 'protocolFeeAmount', [assets]),
    ])) as [bigint, bigint];
    const { atomWalletDepositFee } = (await read(n, 'getAtomConfig')) as { atomWalletDepositFee: bigint };
    const walletFee = (assets * atomWalletDepositFee + 9_999n) / 10_000n; // rounded up, as _feeOnRaw does
    const [after1, after2] = await Promise.all([
      vault(n, atom, DEFAULT_CURVE),
      vault(n, atom, PROGRESSIVE_CURVE),
    ]);
    expect(after1.totalAssets - curve1.totalAssets).toBe(entry);
    expect(after2.totalAssets - curve2.totalAssets).toBe(assets - entry - protocol - walletFee);
  });
});

describe('Curve registry (primitives/bonding-curves, smart-contracts/bonding-curve-registry, smart-contracts/index)', () => {
  it('the v2 registry holds two curves: id 1 "Linear Curve" (the default) and id 2 the OffsetProgressiveCurve', async () => {
    const n = network();
    const registry = { address: n.contracts.bondingCurveRegistry, abi: BondingCurveRegistryAbi } as const;
    const [count, first, second] = await Promise.all([
      n.client.readContract({ ...registry, functionName: 'count' }),
      n.client.readContract({ ...registry, functionName: 'curveAddresses', args: [1n] }),
      n.client.readContract({ ...registry, functionName: 'curveAddresses', args: [2n] }),
    ]);
    expect({ count, first, second }).toEqual({
      count: 2n,
      first: n.contracts.linearCurve,
      second: n.contracts.offsetProgressiveCurve,
    });
    expect(await n.client.readContract({ ...registry, functionName: 'getCurveName', args: [1n] })).toBe(
      'Linear Curve',
    );
    const { defaultCurveId } = (await read(n, 'getBondingCurveConfig')) as { defaultCurveId: bigint };
    expect(defaultCurveId).toBe(1n);
  });
});

describe('Deposit reverts (smart-contracts/trust-multi-vault, quickstart/contract-interactions, primitives/bonding-curves)', () => {
  const attemptDeposit = (n: TestNetwork, termId: `0x${string}`, curveId: bigint, value: bigint) =>
    n.client.simulateContract({
      address: n.contracts.multiVault,
      abi: MultiVaultAbi,
      functionName: 'deposit',
      args: [n.bob.address, termId, curveId, 0n],
      value,
      account: n.bob,
    });

  it('a deposit on a term that was never created reverts with MultiVaultCore_TermDoesNotExist', async () => {
    const n = network();
    const unknown = calculateAtomId(toHex('never created'));
    expect(await revertName(attemptDeposit(n, unknown, DEFAULT_CURVE, TRUST('1')))).toBe(
      'MultiVaultCore_TermDoesNotExist',
    );
  });

  it('the first deposit on a counter-triple on a new curve reverts with MultiVault_CannotDirectlyInitializeCounterTriple', async () => {
    const n = network();
    const { triple } = await funded(n);
    const counter = (await read(n, 'getCounterIdFromTripleId', [triple])) as `0x${string}`;
    expect(await revertName(attemptDeposit(n, counter, PROGRESSIVE_CURVE, TRUST('1')))).toBe(
      'MultiVault_CannotDirectlyInitializeCounterTriple',
    );
  });

  it('a deposit below minDeposit (0.01 TRUST on mainnet) reverts with MultiVault_DepositBelowMinimumDeposit', async () => {
    const n = network();
    const atom = await createAtom(n, n.alice, 'a small deposit', TRUST('5'));
    const { minDeposit } = (await read(n, 'getGeneralConfig')) as { minDeposit: bigint };
    expect(minDeposit).toBe(TRUST('0.01'));
    expect(await revertName(attemptDeposit(n, atom, DEFAULT_CURVE, minDeposit - 1n))).toBe(
      'MultiVault_DepositBelowMinimumDeposit',
    );
  });
});

describe('Parameter setters (smart-contracts/architecture, smart-contracts/trust-multi-vault, smart-contracts/index)', () => {
  it('setVaultFees needs DEFAULT_ADMIN_ROLE: any other account reverts with AccessControlUnauthorizedAccount, and the role holder’s call applies in the same transaction, with no delay', async () => {
    const n = network();
    const fees = { entryFee: 60n, exitFee: 80n, protocolFee: 130n };
    const attempt = n.client.simulateContract({
      address: n.contracts.multiVault,
      abi: MultiVaultAbi,
      functionName: 'setVaultFees',
      args: [fees],
      account: n.alice,
    });
    expect(await revertName(attempt)).toBe('AccessControlUnauthorizedAccount');
    const role = (await read(n, 'DEFAULT_ADMIN_ROLE')) as `0x${string}`;
    expect(await read(n, 'hasRole', [role, n.contracts.admin])).toBe(true);
    await waitFor(
      n,
      await n.client.writeContract({
        address: n.contracts.multiVault,
        abi: MultiVaultAbi,
        functionName: 'setVaultFees',
        args: [fees],
        account: n.contracts.admin,
        chain: null,
      }),
    );
    expect(await read(n, 'getVaultFees')).toEqual(fees);
  });
});
