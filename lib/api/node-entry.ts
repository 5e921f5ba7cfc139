/**
 * The server.mjs fast path's entry, bundled by `npm run build` into .next/api.mjs (scripts/build-api-bundles.ts):
 * the table's endpoints answered from Node's request (see lib/server/node-adapter.ts).
 */
import { nodeHandler } from '../server/node-adapter';
import { apiRouter } from './table';

export const handleApi = nodeHandler(apiRouter);
