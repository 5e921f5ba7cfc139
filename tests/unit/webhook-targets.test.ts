/**
 * Issue 16, item 5 (webhook SSRF): every target the review got delivered to is refused, when saved and when
 * sent; the socket connects to the address that was checked (no second DNS answer is used); the delivery log
 * holds generic texts. A real receiver on 127.0.0.1 and a real resolver function stand in for DNS answers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkWebhookTargetOnSave,
  isPrivateAddress,
  PRIVATE_TARGET_MESSAGE,
  resolveWebhookTarget,
  WebhookTargetError,
} from '@/lib/webhooks/target-address';
import { sendWebhook } from '@/lib/webhooks/send';
import { MORE_PRIVATE_TARGETS, REVIEWED_PRIVATE_TARGETS } from '../fixtures/private-webhook-targets';

describe('resolveWebhookTarget refuses private targets', () => {
  const refused = [...REVIEWED_PRIVATE_TARGETS, ...MORE_PRIVATE_TARGETS];
  it.each(refused)('%s', async (url) => {
    const noDns = () => Promise.reject(new Error('no DNS expected'));
    await expect(resolveWebhookTarget(new URL(url), false, noDns as never)).rejects.toThrow(
      PRIVATE_TARGET_MESSAGE,
    );
  });

  it('refuses a name that resolves to a private address, even one address among public ones', async () => {
    const answers = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    await expect(
      resolveWebhookTarget(new URL('https://rebind.example/h'), false, answers as never),
    ).rejects.toThrow(WebhookTargetError);
  });

  it('accepts public addresses and returns the one to connect to', async () => {
    const answers = async () => [{ address: '2606:4700::6810:84e5', family: 6 }];
    await expect(
      resolveWebhookTarget(new URL('https://hooks.example.com/h'), false, answers as never),
    ).resolves.toEqual({ address: '2606:4700::6810:84e5', family: 6 });
    await expect(resolveWebhookTarget(new URL('https://93.184.215.14/h'), false)).resolves.toEqual({
      address: '93.184.215.14',
      family: 4,
    });
  });

  it('WEBHOOK_ALLOW_PRIVATE lets private targets through', async () => {
    await expect(resolveWebhookTarget(new URL('http://127.0.0.1:9/h'), true)).resolves.toEqual({
      address: '127.0.0.1',
      family: 4,
    });
  });

  it.each([
    ['8.8.8.8', false],
    ['1.1.1.1', false],
    ['2001:4860:4860::8888', false],
    ['127.255.255.254', true],
    ['::', true],
    ['fc00::1', true],
    ['255.255.255.255', true],
    ['not an ip', true],
  ])('isPrivateAddress(%s) is %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  it('when saving, a private target is refused and an unresolvable host is left to the send', async () => {
    await expect(checkWebhookTargetOnSave('https://[::1]/x', false)).rejects.toThrow(PRIVATE_TARGET_MESSAGE);
    await expect(checkWebhookTargetOnSave('https://no-such-host.invalid/x', false)).resolves.toBeUndefined();
    await expect(checkWebhookTargetOnSave('http://127.0.0.1:1/x', true)).resolves.toBeUndefined();
  });
});

describe('sendWebhook', () => {
  let receiver: http.Server;
  let port: number;
  let received: { host: string | undefined; body: string }[];
  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ host: req.headers.host, body });
        res.writeHead(req.url === '/forbidden' ? 403 : 204, 'Internal admin says no').end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    port = (receiver.address() as AddressInfo).port;
  });
  beforeEach(() => (received = []));
  afterAll(() => new Promise((resolve) => receiver.close(resolve)));

  const send = (url: string, allowPrivate: boolean) =>
    sendWebhook(url, {
      headers: { 'content-type': 'application/json' },
      body: '{"x":1}',
      signal: AbortSignal.timeout(5_000),
      allowPrivate,
    });

  it('does not connect to a private receiver by default, in any spelling', async () => {
    for (const host of ['127.0.0.1', '2130706433', '0x7f.1', 'localhost', 'localhost.']) {
      const result = await send(`http://${host}:${port}/hook`, false);
      expect(result).toEqual({ ok: false, status: null, error: PRIVATE_TARGET_MESSAGE });
    }
    expect(received).toEqual([]);
  });

  it('delivers to it with WEBHOOK_ALLOW_PRIVATE, keeping the host name in the Host header', async () => {
    expect(await send(`http://localhost:${port}/hook`, true)).toEqual({ ok: true, status: 204 });
    expect(received).toEqual([{ host: `localhost:${port}`, body: '{"x":1}' }]);
  });

  it('logs generic texts: the status without the receiver words, no socket error codes', async () => {
    expect(await send(`http://127.0.0.1:${port}/forbidden`, true)).toEqual({
      ok: false,
      status: 403,
      error: 'HTTP 403',
    });
    const closed = await send('http://127.0.0.1:1/hook', true);
    expect(closed).toEqual({ ok: false, status: null, error: 'The receiver could not be reached' });
  });
});
