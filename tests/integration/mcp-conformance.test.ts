/**
 * The official MCP conformance suite (@modelcontextprotocol/conformance, its active server scenarios) against
 * the docs' MCP server on the production server. Every scenario of the suite is in one of three lists, so a
 * scenario added by a new version of the suite fails here until it is placed:
 * - APPLICABLE: what the server offers (initialize, ping, tools, Streamable HTTP, DNS-rebinding protection):
 *   every check must pass;
 * - NOT_OFFERED: scenarios of capabilities the server does not declare (resources, prompts, logging,
 *   completions): every check must fail with JSON-RPC −32601 "Method not found", as the specification asks;
 * - SUITE_TOOLS: scenarios that call the suite's own test tools or ask the server to sample, elicit or report
 *   progress, which a docs server has no reason to do: they are run, and must not crash the server.
 * The suite needs Node 22.22 or 24.8+ (the project's Node).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer, type RunningServer } from './helpers/server';

const CLI = path.join(process.cwd(), 'node_modules/@modelcontextprotocol/conformance/dist/index.js');

const APPLICABLE = [
  'server-initialize',
  'ping',
  'tools-list',
  'tools-call-simple-text',
  'tools-call-error',
  'server-sse-multiple-streams',
  'dns-rebinding-protection',
];
const NOT_OFFERED = [
  'logging-set-level',
  'completion-complete',
  'tools-call-with-logging',
  'resources-list',
  'resources-read-text',
  'resources-read-binary',
  'resources-templates-read',
  'resources-subscribe',
  'resources-unsubscribe',
  'prompts-list',
  'prompts-get-simple',
  'prompts-get-with-args',
  'prompts-get-embedded-resource',
  'prompts-get-with-image',
];
const SUITE_TOOLS = [
  'tools-call-image',
  'tools-call-audio',
  'tools-call-embedded-resource',
  'tools-call-mixed-content',
  'tools-call-with-progress',
  'tools-call-sampling',
  'tools-call-elicitation',
  'elicitation-sep1034-defaults',
  'elicitation-sep1330-enums',
];

interface Check {
  name: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  errorMessage?: string;
}

let server: RunningServer;
const results = new Map<string, Check[]>();

beforeAll(async () => {
  server = await startServer();
  const output = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-conformance-'));
  // The suite exits 1 when any scenario fails (the NOT_OFFERED ones do): its results are read from the files.
  await promisify(execFile)(
    process.execPath,
    [CLI, 'server', '--url', `${server.url}/api/mcp`, '-o', output],
    {
      timeout: 240_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((error: { code?: number }) => {
    if (typeof error.code !== 'number') throw error;
  });
  for (const dir of fs.readdirSync(output)) {
    const scenario = /^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$/.exec(dir)?.[1];
    if (scenario)
      results.set(scenario, JSON.parse(fs.readFileSync(path.join(output, dir, 'checks.json'), 'utf8')));
  }
  fs.rmSync(output, { recursive: true, force: true });
}, 300_000);

afterAll(() => server?.stop());

const failed = (checks: Check[]) => checks.filter((check) => check.status === 'FAILURE');

it('runs every scenario of the active suite, each placed in one list', () => {
  expect([...results.keys()].sort()).toEqual([...APPLICABLE, ...NOT_OFFERED, ...SUITE_TOOLS].sort());
});

it.each(APPLICABLE)('passes %s', (scenario) => {
  const checks = results.get(scenario) ?? [];
  expect(checks.length).toBeGreaterThan(0);
  expect(failed(checks).map((check) => `${check.name}: ${check.errorMessage}`)).toEqual([]);
});

it.each(NOT_OFFERED)('answers %s, a capability it does not declare, with "Method not found"', (scenario) => {
  const failures = failed(results.get(scenario) ?? []);
  expect(failures.length).toBeGreaterThan(0);
  for (const check of failures) expect(check.errorMessage).toMatch(/-32601: Method not found/);
});

it('stays up through the scenarios of the suite’s own test tools', async () => {
  for (const scenario of SUITE_TOOLS) expect(results.get(scenario)?.length).toBeGreaterThan(0);
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
});
