/**
 * A local HTTP server that speaks OpenAI's streaming chat-completions protocol (POST /v1/chat/completions with
 * `stream: true`, answered with `data: {chat.completion.chunk}` events and `data: [DONE]`). It stands in for a
 * hosted model or a llama.cpp / vLLM / Ollama server. `behaviour` chooses how the next requests are answered.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeModelBehaviour =
  /** Streams `reply` in pieces, 30 ms apart, then [DONE]. */
  | 'answer'
  /** Streams the first two pieces, then drops the connection. */
  | 'fail-mid-stream'
  /** Sends the headers, then nothing. */
  | 'silent'
  /** Answers 500 with an error object. */
  | 'error-status';

export interface FakeOpenAi {
  url: string;
  behaviour: FakeModelBehaviour;
  reply: string[];
  /** The bodies and authorization headers received, in order. */
  requests: {
    body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
    authorization?: string;
  }[];
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const sockets = new Set<Socket>();
  const fake: FakeOpenAi = {
    url: '',
    behaviour: 'answer',
    reply: ['Atoms are ', 'the nouns of ', 'the graph [1].'],
    requests: [],
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      fake.requests.push({
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeOpenAi['requests'][number]['body'],
        authorization: req.headers.authorization,
      });
      if (fake.behaviour === 'error-status') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'model overloaded' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      if (fake.behaviour === 'silent') {
        res.flushHeaders();
        return;
      }
      const pieces = fake.behaviour === 'fail-mid-stream' ? fake.reply.slice(0, 2) : fake.reply;
      let i = 0;
      const next = () => {
        if (i < pieces.length) {
          res.write(chunk(pieces[i++]!));
          setTimeout(next, 30);
        } else if (fake.behaviour === 'fail-mid-stream') {
          res.socket?.destroy();
        } else {
          res.end('data: [DONE]\n\n');
        }
      };
      next();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
