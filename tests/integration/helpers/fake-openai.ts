/**
 * A local HTTP server that speaks OpenAI's streaming chat-completions protocol (POST /v1/chat/completions with
 * `stream: true`, answered with `data: {chat.completion.chunk}` events and `data: [DONE]`). It stands in for a
 * hosted model or a llama.cpp / vLLM / Ollama server. `behaviour` chooses how the next requests are answered.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeModelBehaviour =
  /** Streams `reply` in pieces, 30 ms apart, then [DONE]; with `holdAfterFirst`, the rest waits for `release()`. */
  | 'answer'
  /** Streams the first two pieces, then drops the connection. */
  | 'fail-mid-stream'
  /** Sends the headers, then nothing. */
  | 'silent'
  /** Answers 500 with an error object. */
  | 'error-status'
  /** Streams `reply` over and over, never ending, as fast as the reader reads (`endlessDelayMs` apart). */
  | 'endless';

/** One answer streamed: how much was written, and when the server closed the connection. */
export interface FakeStream {
  bytesSent: number;
  /** Resolves the first time the reader stops taking more (the connection's buffers are full). */
  stalled: Promise<void>;
  closed: Promise<void>;
}

export interface FakeOpenAi {
  url: string;
  behaviour: FakeModelBehaviour;
  reply: string[];
  /** Milliseconds between two pieces of an endless answer (0: as fast as the connection takes them). */
  endlessDelayMs: number;
  /** The next answer writes its first piece, then waits for `release()` before the others. */
  holdAfterFirst: boolean;
  /** Lets a held answer write its other pieces. */
  release(): void;
  /** How many pieces of `reply` the current answer has written. */
  piecesSent: number;
  /** The bodies and authorization headers received, in order. */
  requests: {
    body: {
      model: string;
      stream: boolean;
      max_tokens?: number;
      messages: { role: string; content: string }[];
    };
    authorization?: string;
  }[];
  /** The answers streamed, in order. */
  streams: FakeStream[];
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const sockets = new Set<Socket>();
  let released = () => {};
  const fake: FakeOpenAi = {
    url: '',
    behaviour: 'answer',
    reply: ['Atoms are ', 'the nouns of ', 'the graph [1].'],
    endlessDelayMs: 0,
    holdAfterFirst: false,
    release: () => {
      released();
    },
    piecesSent: 0,
    requests: [],
    streams: [],
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  /** Writes `reply` in a loop until the server closes the connection, waiting whenever its buffers are full. */
  function streamEndlessly(res: http.ServerResponse) {
    let stall = () => {};
    const stream: FakeStream = {
      bytesSent: 0,
      stalled: new Promise((resolve) => (stall = resolve)),
      closed: new Promise((resolve) => res.on('close', () => resolve())),
    };
    fake.streams.push(stream);
    let i = 0;
    let open = true;
    res.on('close', () => (open = false));
    const next = () => {
      while (open) {
        const piece = chunk(fake.reply[i++ % fake.reply.length]!);
        stream.bytesSent += Buffer.byteLength(piece);
        const more = res.write(piece);
        if (fake.endlessDelayMs > 0) return void setTimeout(next, fake.endlessDelayMs);
        if (!more) {
          stall();
          return void res.once('drain', next);
        }
      }
    };
    next();
  }

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
      if (fake.behaviour === 'endless') {
        streamEndlessly(res);
        return;
      }
      const pieces = fake.behaviour === 'fail-mid-stream' ? fake.reply.slice(0, 2) : fake.reply;
      let i = 0;
      fake.piecesSent = 0;
      const next = () => {
        if (i < pieces.length) {
          res.write(chunk(pieces[i++]!));
          fake.piecesSent = i;
          if (i === 1 && fake.holdAfterFirst) released = next;
          else setTimeout(next, 30);
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
