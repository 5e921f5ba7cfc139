import { EventSourceParserStream } from 'eventsource-parser/stream';
/** Reads a Server-Sent Events answer to the end: each event's name, parsed data and arrival time. */
export interface ReceivedEvent {
  event: string;
  data: unknown;
  /** Milliseconds since the request was sent. */
  at: number;
}

export async function readEvents(
  response: Response,
  started: number,
  /** Called with each event as it arrives, before the next is read. */
  onEvent?: (event: ReceivedEvent) => void,
): Promise<ReceivedEvent[]> {
  const events: ReceivedEvent[] = [];
  const reader = response
    .body!.pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const event: ReceivedEvent = {
      event: value.event ?? 'message',
      data: value.data === '' ? null : JSON.parse(value.data),
      at: performance.now() - started,
    };
    events.push(event);
    onEvent?.(event);
  }
  return events;
}

export function answerText(events: ReceivedEvent[]): string {
  let text = '';
  for (const { event, data } of events) {
    if (event === 'restart') text = '';
    if (event === 'text') text += (data as { text: string }).text;
  }
  return text;
}

/** POSTs a question to /api/ask at `url` and reads the whole answer's events (the status must be 200). */
export async function askOverHttp(url: string, question: string): Promise<ReceivedEvent[]> {
  const started = performance.now();
  const response = await fetch(`${url}/api/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question }),
  });
  if (response.status !== 200) throw new Error(`/api/ask answered ${response.status}`);
  return readEvents(response, started);
}
