/**
 * An answer's Markdown as React elements, without raw HTML: paragraphs, lists, fenced code, inline code, bold,
 * links, and citations `[n]` as numbered links to the nth source. Partial text (while streaming) renders as
 * far as it goes.
 */
import type { ReactNode } from 'react';
import type { AnswerSource } from '@/lib/ai/wire';

interface AnswerTextProps {
  text: string;
  sources: AnswerSource[];
  onNavigate: (url: string) => void;
}

const INLINE = /(\[(\d{1,2})\](?!\()|\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`|\*\*([^*]+)\*\*)/g;

function inline(text: string, props: AnswerTextProps, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > at) out.push(text.slice(at, match.index));
    const k = `${key}-${match.index}`;
    if (match[2]) {
      const n = Number(match[2]);
      const source = props.sources[n - 1];
      out.push(
        source ? (
          <a
            key={k}
            href={source.url}
            className="ask-citation"
            aria-label={`Source ${n}: ${source.title}`}
            onClick={(event) => {
              event.preventDefault();
              props.onNavigate(source.url);
            }}
          >
            {n}
          </a>
        ) : (
          <sup key={k}>[{n}]</sup>
        ),
      );
    } else if (match[3] && match[4]) {
      const href = match[4];
      const safe = href.startsWith('/') || /^https?:\/\//.test(href);
      out.push(
        safe ? (
          <a
            key={k}
            href={href}
            onClick={(event) => {
              if (!href.startsWith('/')) return;
              event.preventDefault();
              props.onNavigate(href);
            }}
          >
            {match[3]}
          </a>
        ) : (
          match[3]
        ),
      );
    } else if (match[5]) {
      out.push(<code key={k}>{match[5]}</code>);
    } else if (match[6]) {
      out.push(<strong key={k}>{match[6]}</strong>);
    }
    at = match.index + match[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

export function AnswerText(props: AnswerTextProps) {
  const blocks: ReactNode[] = [];
  const parts = props.text.split(/^```[^\n]*\n?/m);
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      blocks.push(
        <pre key={`code-${i}`} className="ask-code">
          <code>{part.replace(/\n$/, '')}</code>
        </pre>,
      );
      return;
    }
    part
      .split(/\n{2,}/)
      .filter((block) => block.trim())
      .forEach((block, j) => {
        const key = `${i}-${j}`;
        const lines = block.split('\n');
        if (lines.every((line) => /^\s*([-*]|\d+\.)\s/.test(line))) {
          blocks.push(
            <ul key={key}>
              {lines.map((line, k) => (
                <li key={k}>{inline(line.replace(/^\s*([-*]|\d+\.)\s/, ''), props, `${key}-${k}`)}</li>
              ))}
            </ul>,
          );
        } else {
          blocks.push(<p key={key}>{inline(block, props, key)}</p>);
        }
      });
  });
  return <>{blocks}</>;
}
