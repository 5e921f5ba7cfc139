/**
 * What one MCP request may cost, below the transport: the body schema's batch and tool-call bounds, the limits
 * each tool call counts against (unknown names, `toString` among them, count as searches), and the cut of a long
 * tool result.
 */
import { parseServerEnv } from '@/lib/env';
import { capResultText, MCP_LIMITS, mcpBody, mcpRateLimits } from '@/lib/mcp/limits';

const env = parseServerEnv({});
const call = (name: string) => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name } });

describe('the MCP body schema', () => {
  it.each([
    ['one message', true, call('search_docs')],
    [
      'a batch of 10 messages, 4 tool calls',
      true,
      [...Array(6).fill({ method: 'ping' }), ...Array(4).fill(call('get_page'))],
    ],
    ['11 messages', false, Array(11).fill({ method: 'ping' })],
    ['5 tool calls', false, Array(5).fill(call('list_pages'))],
    ['the issue’s 100 get_examples calls', false, Array(100).fill(call('get_examples'))],
    ['two submit_feedback calls', false, [call('submit_feedback'), call('submit_feedback')]],
  ])('%s → accepted: %s', (_name, accepted, body) => {
    expect(mcpBody.safeParse(body).success).toBe(accepted);
  });
});

describe('the limits tool calls count against', () => {
  it.each([
    [['search_docs', 'get_page', 'get_examples', 'list_pages'], 4, 0],
    [['submit_feedback'], 0, 1],
    [['nope', 'toString', '__proto__'], 3, 0],
  ])(
    '%j: %i against the search limit (memory), %i against the feedback limit (database)',
    (names, memory, database) => {
      const body = names.map(call);
      const inMemory = mcpRateLimits(body, '198.51.100.1', env, 'memory');
      expect(inMemory).toHaveLength(memory);
      expect(inMemory.every((rule) => rule.key === 'search:ip:198.51.100.1')).toBe(true);
      const inDatabase = mcpRateLimits(body, '198.51.100.1', env, 'database');
      expect(inDatabase).toHaveLength(database);
      expect(inDatabase.every((rule) => rule.key.startsWith('agent-feedback:'))).toBe(true);
    },
  );
});

describe('tool results', () => {
  it('cuts text past MCP_LIMITS.resultChars and says so, and leaves shorter text alone', () => {
    expect(capResultText('short')).toBe('short');
    const cut = capResultText('x'.repeat(MCP_LIMITS.resultChars + 10));
    expect(cut.startsWith('x'.repeat(MCP_LIMITS.resultChars))).toBe(true);
    expect(cut).toMatch(/\[Cut at 100,000 characters/);
    expect(cut.length).toBeLessThan(MCP_LIMITS.resultChars + 200);
  });
});
