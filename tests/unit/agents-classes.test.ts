/**
 * Who reads what (lib/analytics/reader-class.ts) with real User-Agent strings, the Accept negotiation between
 * HTML and Markdown (lib/content/negotiation.ts), and the MCP client name carried across a stateless server
 * (lib/mcp/client-token.ts).
 */
import { classifyMachineRead, classifyUserAgent } from '@/lib/analytics/reader-class';
import userAgents from '@/lib/analytics/user-agents.json';
import { prefersMarkdown } from '@/lib/content/negotiation';
import { clientNameFromToken, clientToken, initializeClientInfo } from '@/lib/mcp/client-token';

// Real User-Agent strings as the operators document or send them.
const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chatgptUser:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
  claudeUser:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)',
  perplexityUser:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)',
  gptBot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot',
  claudeBot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  ccBot: 'CCBot/2.0 (https://commoncrawl.org/faq/)',
  perplexityBot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
  unknownBot: 'Mozilla/5.0 (compatible; ExampleResearchCrawler/0.1)',
  curl: 'curl/8.11.1',
  pythonRequests: 'python-requests/2.32.3',
  // Phones whose model names hold "bot" (issue 26: they were filed as crawlers).
  cubotKingkong:
    'Mozilla/5.0 (Linux; Android 10; CUBOT KINGKONG 5 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  cubotX30:
    'Mozilla/5.0 (Linux; Android 11; Cubot X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.163 Mobile Safari/537.36',
  cubotNote:
    'Mozilla/5.0 (Linux; Android 12; Cubot Note 30 Build/SP1A.210812.016) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Mobile Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('classifyUserAgent', () => {
  it.each([
    ['Chrome', UA.chrome],
    ['Safari on iPhone', UA.safariIphone],
    ['Firefox', UA.firefox],
    ['no User-Agent', ''],
    ['a Cubot KingKong phone ("bot" in its model name)', UA.cubotKingkong],
    ['a Cubot X30 phone', UA.cubotX30],
    ['a Cubot Note phone', UA.cubotNote],
  ])('%s is a browser', (_name, ua) => expect(classifyUserAgent(ua)).toBe('browser'));

  it.each([
    ['ChatGPT-User', UA.chatgptUser],
    ['Claude-User', UA.claudeUser],
    ['Perplexity-User', UA.perplexityUser],
  ])('%s is an agent', (_name, ua) => expect(classifyUserAgent(ua)).toBe('agent'));

  it.each([
    ['GPTBot', UA.gptBot],
    ['ClaudeBot', UA.claudeBot],
    ['Googlebot', UA.googlebot],
    ['Googlebot smartphone (Chrome in its UA)', UA.googlebotSmartphone],
    ['bingbot', UA.bingbot],
    ['CCBot', UA.ccBot],
    ['PerplexityBot', UA.perplexityBot],
    ['an unknown crawler (isbot)', UA.unknownBot],
    ['curl (an HTTP library: a program, not a person)', UA.curl],
    ['python-requests', UA.pythonRequests],
    ['headless Chrome', UA.headless],
  ])('%s is a crawler', (_name, ua) => expect(classifyUserAgent(ua)).toBe('crawler'));

  it('matches tokens as whole words: Claude-User is not ClaudeBot, and a browser named after nothing stays one', () => {
    expect(classifyUserAgent('Mozilla/5.0 Claude-Userish/1.0')).toBe('browser');
    expect(classifyUserAgent('Mozilla/5.0 (compatible; claude-user/2.0)')).toBe('agent');
  });

  it('reads of machine-readable addresses are agent reads unless a crawler asked', () => {
    expect(classifyMachineRead(UA.chrome)).toBe('agent');
    // An HTTP library fetching Markdown is an agent's fetch tool as often as not.
    expect(classifyMachineRead(UA.curl)).toBe('agent');
    expect(classifyMachineRead(UA.pythonRequests)).toBe('agent');
    expect(classifyMachineRead(UA.cubotX30)).toBe('agent');
    expect(classifyMachineRead(UA.gptBot)).toBe('crawler');
    expect(classifyMachineRead(UA.unknownBot)).toBe('crawler');
  });

  it('keeps its lists in one data file that names its sources', () => {
    expect(userAgents.sources.length).toBeGreaterThan(2);
    expect(userAgents.sources.join(' ')).toMatch(/ai-robots-txt\/ai\.robots\.txt/);
    const tokens = [...userAgents.agent, ...userAgents.crawler].map((entry) => entry.token.toLowerCase());
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

describe('prefersMarkdown (Accept negotiation)', () => {
  it.each([
    ['no Accept', null],
    ['*/*', '*/*'],
    ['a browser', 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'],
    ['HTML preferred over Markdown', 'text/html,text/markdown;q=0.9'],
    ['Markdown refused', 'text/markdown;q=0, text/html'],
    ['text/* only', 'text/*'],
    ['a long header whose last range prefers HTML', `${'text/markdown;q=0.5,'.repeat(400)}text/html`],
  ])('%s gets HTML', (_label, accept) => expect(prefersMarkdown(accept)).toBe(false));

  it.each([
    ['text/markdown', 'text/markdown'],
    ['Markdown preferred over HTML', 'text/markdown,text/html;q=0.9'],
    ['Markdown with */*', 'text/markdown, */*'],
    ['equal qualities', 'text/html;q=0.5, text/markdown;q=0.5'],
    ['text/x-markdown', 'text/x-markdown'],
    ['upper case and spaces', 'Text/Markdown ; q=0.8 , text/plain'],
  ])('%s gets Markdown', (_label, accept) => expect(prefersMarkdown(accept)).toBe(true));
});

describe('the MCP client name across a stateless server', () => {
  it('round-trips the handshake clientInfo through the session id, as visible ASCII', () => {
    const token = clientToken(
      initializeClientInfo({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { clientInfo: { name: 'claude-code', version: '2.0.1' } },
      }),
    );
    expect(token).toMatch(/^client\.[A-Za-z0-9_-]+$/);
    expect(clientNameFromToken(token)).toBe('claude-code 2.0.1');
  });

  it('cleans names (control characters, length) and ignores anything that is not its token', () => {
    const token = clientToken({ name: `evil\u0000\nname${'x'.repeat(300)}` });
    const name = clientNameFromToken(token)!;
    expect(name).not.toMatch(/[\u0000-\u001f]/);
    expect(name.length).toBeLessThanOrEqual(100);
    expect(clientNameFromToken('some-uuid-from-another-server')).toBeUndefined();
    expect(clientNameFromToken('client.!!!')).toBeUndefined();
    expect(clientNameFromToken(null)).toBeUndefined();
    expect(clientToken({ name: 42 })).toBeUndefined();
    expect(initializeClientInfo({ method: 'tools/list' })).toBeUndefined();
  });
});
