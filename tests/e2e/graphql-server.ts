/**
 * A local GraphQL server on 127.0.0.1 speaking a subset of the public Intuition schema (stats and atoms, with
 * the same type and field names), for testing the docs' query runner without reaching the real API.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type stats {
    total_atoms: Int
    total_triples: Int
    total_accounts: Int
    total_positions: Int
    total_signals: Int
    total_fees: String
    last_processed_block_number: String
    last_processed_block_timestamp: String
  }
  type accounts { id: String!, label: String! }
  type atoms {
    term_id: String!
    label: String
    type: String
    image: String
    created_at: String
    creator: accounts
  }
  enum order_by { asc desc }
  input atoms_order_by { created_at: order_by }
  type query_root {
    stats: [stats!]!
    atoms(limit: Int, offset: Int, order_by: [atoms_order_by!]): [atoms!]!
  }
  schema { query: query_root }
`);

const ATOMS = Array.from({ length: 12 }, (_, i) => ({
  term_id: `0x${(i + 1).toString(16).padStart(64, '0')}`,
  label: `Test atom ${i + 1}`,
  type: 'Thing',
  image: null,
  created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  creator: { id: '0x0000000000000000000000000000000000000001', label: 'tester.eth' },
}));

const root = {
  stats: () => [
    {
      total_atoms: ATOMS.length,
      total_triples: 3,
      total_accounts: 1,
      total_positions: 4,
      total_signals: 5,
      total_fees: '1000',
      last_processed_block_number: '42',
      last_processed_block_timestamp: '2026-01-12T00:00:00Z',
    },
  ],
  atoms: ({ limit = 10, offset = 0 }: { limit?: number; offset?: number }) =>
    [...ATOMS].reverse().slice(offset, offset + limit),
};

export async function startGraphqlServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-methods': 'POST, OPTIONS',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const { query, variables } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      const result = await graphql({ schema, source: query, rootValue: root, variableValues: variables });
      res.writeHead(200, { ...cors, 'content-type': 'application/json' });
      res.end(JSON.stringify(result));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/graphql`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
