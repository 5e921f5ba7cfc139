/**
 * Multicall3 at its canonical address 0xcA11bde05977b3631167028862bE2a173976CA11, where the chain objects of
 * @0xintuition/protocol declare it (`contracts.multicall3`), so `publicClient.multicall` and the package's
 * `multiVaultMultiCallIntuitionConfigs` work on the local network. The creation code is the published one of
 * mds1/multicall (Multicall3, solc 0.8.12) as viem 2.x ships it for deployless multicalls; Multicall3 has no
 * constructor state, so its runtime code is simply copied to the canonical address.
 */
import type { Address, Hex } from 'viem';
import { multicall3Bytecode } from '../../node_modules/viem/constants/contracts';
import type { ChainClient } from './deploy';

export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

export async function deployMulticall3(client: ChainClient, from: Address): Promise<Address> {
  const hash = await client.sendTransaction({ account: from, data: multicall3Bytecode as Hex, chain: null });
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error('Multicall3 deployment failed');
  const runtime = await client.getCode({ address: receipt.contractAddress });
  if (!runtime) throw new Error('Multicall3 has no runtime code');
  await client.setCode({ address: MULTICALL3_ADDRESS, bytecode: runtime });
  return MULTICALL3_ADDRESS;
}
