/**
 * Two tiny runtime codes, assembled by hand, for what @0xintuition/protocol does not ship:
 * - a beacon for the atom wallets: OpenZeppelin's UpgradeableBeacon only answers `implementation()`; this code
 *   answers every call with the AtomWallet implementation address;
 * - a forwarder, a plain contract account for the bonding whitelist test: it calls the address in the first
 *   32 bytes of its calldata with the rest, and returns or reverts with what that call returned.
 */
import type { Address, Hex } from 'viem';

export function beaconRuntime(implementation: Address): Hex {
  // PUSH20 implementation, PUSH0, MSTORE, PUSH1 32, PUSH0, RETURN
  return `0x73${implementation.slice(2).toLowerCase()}5f5260205ff3`;
}

export const forwarderRuntime: Hex = `0x${[
  '6020', // PUSH1 32
  '36', // CALLDATASIZE
  '03', // SUB                        len = calldatasize - 32
  '80', // DUP1
  '6020', // PUSH1 32
  '5f', // PUSH0
  '37', // CALLDATACOPY               memory[0, len) = calldata[32, 32 + len)
  '5f5f', // PUSH0 PUSH0              retSize, retOffset
  '82', // DUP3                       argsSize = len
  '5f5f', // PUSH0 PUSH0              argsOffset, value
  '5f35', // PUSH0 CALLDATALOAD       target
  '5a', // GAS
  'f1', // CALL
  '3d5f5f3e', // RETURNDATACOPY(0, 0, returndatasize)
  '601c', // PUSH1 0x1c
  '57', // JUMPI                      success → 0x1c
  '3d5ffd', // REVERT(0, returndatasize)
  '5b', // JUMPDEST (0x1c)
  '3d5ff3', // RETURN(0, returndatasize)
].join('')}`;
