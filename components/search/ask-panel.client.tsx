'use client';

/**
 * The search modal's AI mode: each question's answer streams in as it is written, with numbered citations that
 * open the cited sections, a Stop button, Copy, and 👍/👎 (with a reason on 👎). The local answerer's answers are
 * labelled as extracts from the docs. Earlier questions and answers stay above and go with
 * the next question as context. Loaded only when the mode is first used.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AnswerSource } from '@/lib/ai/wire';
import { AnswerFeedback } from './answer-feedback.client';
import { AnswerText } from './answer-text';
import { AskError, streamAnswer } from './ask-stream';

const MAX_QUESTION = 500;

interface Exchange {
  nonce: number;
  question: string;
  id?: string;
  text: string;
  sources: AnswerSource[];
  notice?: string;
  status: 'streaming' | 'done' | 'stopped' | 'error';
  error?: string;
  copied?: boolean;
  /** The answer is an extract from the docs (the local answerer), not a model's own words. */
  extract?: boolean;
}

const HISTORY_EXCHANGES = 3;

export function AskPanel({ onNavigate }: { onNavigate: (url: string) => void }) {
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [question, setQuestion] = useState('');
  const controller = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const nonces = useRef(0);

  useEffect(() => {
    input.current?.focus();
    return () => controller.current?.abort();
  }, []);

  const update = (nonce: number, change: (e: Exchange) => Partial<Exchange>) =>
    setExchanges((list) => list.map((e) => (e.nonce === nonce ? { ...e, ...change(e) } : e)));

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = question.trim();
    if (!trimmed) return;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const history = exchanges
      .filter((e) => e.status === 'done')
      .slice(-HISTORY_EXCHANGES)
      .flatMap((e) => [
        { role: 'user' as const, content: e.question },
        { role: 'assistant' as const, content: e.text.slice(0, 2_000) },
      ]);
    const nonce = ++nonces.current;
    setQuestion('');
    setExchanges((list) => [
      ...list,
      { nonce, question: trimmed, text: '', sources: [], status: 'streaming' },
    ]);
    streamAnswer({ question: trimmed, history }, abort.signal, (event) => {
      switch (event.event) {
        case 'start':
          return update(nonce, () => ({ id: event.data.id }));
        case 'text':
          return update(nonce, (e) => ({ text: e.text + event.data.text }));
        case 'restart':
          return update(nonce, () => ({ text: '', notice: event.data.notice }));
        case 'notice':
          return update(nonce, () => ({ notice: event.data.notice }));
        case 'sources':
          return update(nonce, () => ({ sources: event.data }));
        case 'done':
          return update(nonce, () => ({ status: 'done', extract: event.data.extract }));
      }
    }).catch((error: unknown) => {
      if (abort.signal.aborted) return update(nonce, () => ({ status: 'stopped' }));
      const message = error instanceof AskError ? error.message : 'The answer failed. Try again.';
      update(nonce, () => ({ status: 'error', error: message }));
    });
  };

  const stop = () => controller.current?.abort();

  const copy = (exchange: Exchange) => {
    const sources = exchange.sources
      .map((s, i) => `[${i + 1}] ${s.title}: ${new URL(s.url, location.origin).href}`)
      .join('\n');
    void navigator.clipboard
      .writeText(sources ? `${exchange.text}\n\n${sources}` : exchange.text)
      .then(() => {
        update(exchange.nonce, () => ({ copied: true }));
        setTimeout(() => update(exchange.nonce, () => ({ copied: false })), 2_000);
      });
  };

  return (
    <div className="ask-panel">
      <form onSubmit={ask} className="ask-form">
        <input
          ref={input}
          type="text"
          aria-label="Ask a question"
          placeholder="Ask a question about Intuition"
          maxLength={MAX_QUESTION}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          className="search-input"
        />
        <button type="submit" disabled={!question.trim()} className="search-ask">
          Ask
        </button>
      </form>
      {exchanges.length === 0 && (
        <div className="search-empty">
          <p>Answers are taken from these docs, with links to the sections they come from.</p>
        </div>
      )}
      {exchanges.map((exchange) => (
        <article key={exchange.nonce} className="ask-exchange" aria-label={`Answer to: ${exchange.question}`}>
          <h3 className="ask-question">{exchange.question}</h3>
          {exchange.notice && (
            <p className="ask-notice" role="status">
              {exchange.notice}
            </p>
          )}
          <div className="ask-answer" aria-live="polite" aria-busy={exchange.status === 'streaming'}>
            {exchange.text ? (
              <AnswerText text={exchange.text} sources={exchange.sources} onNavigate={onNavigate} />
            ) : (
              exchange.status === 'streaming' && (
                <p className="text-[var(--fg-muted)]">Looking through the docs…</p>
              )
            )}
          </div>
          {exchange.status === 'error' && (
            <p className="ask-error" role="alert">
              {exchange.error}
            </p>
          )}
          {exchange.extract && exchange.status === 'done' && (
            <p className="ask-extract-label text-sm text-[var(--fg-muted)]">
              An extract from the docs: passages quoted from the cited sections, not written by a model.
            </p>
          )}
          {exchange.status === 'stopped' && <p className="text-sm text-[var(--fg-muted)]">Stopped.</p>}
          {exchange.sources.length > 0 && (
            <section aria-label="Sources" className="ask-sources">
              <h4>Sources</h4>
              <ol>
                {exchange.sources.map((source) => (
                  <li key={source.url}>
                    <a
                      href={source.url}
                      onClick={(event) => {
                        event.preventDefault();
                        onNavigate(source.url);
                      }}
                    >
                      {source.title}
                    </a>
                  </li>
                ))}
              </ol>
            </section>
          )}
          <div className="ask-actions">
            {exchange.status === 'streaming' ? (
              <button type="button" className="ask-button" onClick={stop}>
                Stop
              </button>
            ) : (
              exchange.status === 'done' && (
                <>
                  <button type="button" className="ask-button" onClick={() => copy(exchange)}>
                    {exchange.copied ? 'Copied' : 'Copy'}
                  </button>
                  {exchange.id && <AnswerFeedback answerId={exchange.id} />}
                </>
              )
            )}
          </div>
        </article>
      ))}
    </div>
  );
}
