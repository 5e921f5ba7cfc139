/**
 * The client of POST /api/ask: sends the question and hands each Server-Sent Event to `onEvent`, checked
 * against the contract by lib/ai/wire.ts (an event that does not match is dropped). Errors carry a message a
 * reader can act on.
 */
import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import type { AskBody } from '@/lib/ai/contract';
import { readAskEvent, type AskEvent } from '@/lib/ai/wire';

export class AskError extends Error {}

function parseEvent({ event, data }: EventSourceMessage): AskEvent | null {
  if (!event) return null;
  try {
    return readAskEvent(event, JSON.parse(data));
  } catch {
    return null;
  }
}

export async function streamAnswer(
  body: AskBody,
  signal: AbortSignal,
  onEvent: (event: AskEvent) => void,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/ask', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AskError('Unable to reach the docs. You might want to check your network connection.');
  }
  if (!response.ok || !response.body) {
    const answer: unknown = await response.json().catch(() => null);
    const message =
      typeof answer === 'object' &&
      answer !== null &&
      typeof (answer as { error?: unknown }).error === 'string'
        ? (answer as { error: string }).error
        : `The answer failed (${response.status})`;
    throw new AskError(message);
  }
  const messages = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream());
  const reader = messages.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const event = parseEvent(value);
    if (event) onEvent(event);
  }
}
