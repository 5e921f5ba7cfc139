/**
 * `npm run chain`: a local Intuition network for editors. Anvil with chain id 1155 (or CHAIN_ID=13579 for the
 * testnet addresses), the v2 contracts of @0xintuition/protocol at their canonical addresses, initialised with the
 * mainnet deploy values. Prints the RPC URL, the contracts and the funded accounts; Ctrl-C stops it.
 * PORT chooses the port (default 8545).
 */
import { formatEther } from 'viem';
import { chainClient } from '../../lib/chain/deploy';
import { FUNDED_ACCOUNTS, startLocalIntuition } from '../../lib/chain/network';
import { CONTRACTS_COMMIT, CONTRACTS_REPOSITORY } from '../../lib/chain/parameters';

const chainId = process.env.CHAIN_ID === '13579' ? 13579 : 1155;
const port = Number(process.env.PORT ?? 8545);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}

async function main() {
  const { node, contracts } = await startLocalIntuition({ chainId, port });
  const client = chainClient(node.rpcUrl);
  console.log(`Local Intuition network (chain id ${chainId}) on ${node.rpcUrl}`);
  console.log(`Deploy values: ${CONTRACTS_REPOSITORY}@${CONTRACTS_COMMIT.slice(0, 7)}, mainnet branch\n`);
  for (const [name, value] of Object.entries(contracts))
    if (name !== 'chainId') console.log(`  ${name.padEnd(30)} ${value}`);
  console.log('\nFunded accounts:');
  for (const account of FUNDED_ACCOUNTS) {
    const balance = await client.getBalance({ address: account.address });
    console.log(`  ${account.address}  ${formatEther(balance)} TRUST  private key ${account.privateKey}`);
  }
  console.log('\nStop with Ctrl-C.');
  const stop = () => void node.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
