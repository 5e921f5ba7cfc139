import { startLocalIntuition } from './lib/chain/network';
import { chainClient } from './lib/chain/deploy';
import { MultiVaultAbi } from '@0xintuition/protocol';
(async () => {
  const t = Date.now();
  const { node, contracts: net } = await startLocalIntuition({ chainId: 1155 });
  try {
    console.log('deployed', Date.now() - t, net);
    const c = chainClient(node.rpcUrl);
    console.log(await c.readContract({ address: net.multiVault, abi: MultiVaultAbi, functionName: 'getAtomCost' }));
    console.log((await c.getCode({address: net.multiVault}))!.length/2);
  } finally { await node.stop(); }
})();
