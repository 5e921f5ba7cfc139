/**
 * Preloaded (`node --import`) into a `ts run` example: requests to the public Intuition RPC endpoints go to the
 * local networks instead, so examples run unchanged with `http()` and the chain objects of @0xintuition/protocol.
 * INTUITION_LOCAL_RPC_1155 and INTUITION_LOCAL_RPC_13579 hold the local RPC URLs.
 */
const targets = new Map([
  ['https://rpc.intuition.systems/http', process.env.INTUITION_LOCAL_RPC_1155],
  ['https://testnet.rpc.intuition.systems/http', process.env.INTUITION_LOCAL_RPC_13579],
]);
const realFetch = globalThis.fetch;

globalThis.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const local = targets.get(url.replace(/\/$/, ''));
  if (local) return realFetch(local, init);
  if (/intuition\.systems|intuition\.sh/.test(url)) {
    return Promise.reject(new Error(`a ts run example may only reach the local chain, not ${url}`));
  }
  return realFetch(input, init);
};
