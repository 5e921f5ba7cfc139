'use client';
/**
 * The 👍/👎 of one AI answer, drawn as SVG icons (emoji render differently on every system), and after a 👎 a
 * short form: why (not related, incorrect, incomplete, outdated, hard to understand, other) and an optional note
 * of at most 1,000 characters, sent to POST /api/ask/feedback.
 */
import { useId, useState, type FormEvent } from 'react';
import { AI_FEEDBACK_REASONS, MAX_FEEDBACK_NOTE_LENGTH, type AiFeedbackReason } from '@/lib/ai/wire';

function ThumbIcon({ down }: { down?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3Z" />
      <path d="M7 10l4-7a2.5 2.5 0 0 1 3 2.9L13.3 10H19a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 21H7" />
    </svg>
  );
}

function RateButton(props: { label: string; down?: boolean; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="ask-button"
      aria-label={props.label}
      aria-pressed={props.pressed}
      onClick={props.onClick}
    >
      <ThumbIcon down={props.down} />
    </button>
  );
}

async function send(body: object): Promise<boolean> {
  const response = await fetch('/api/ask/feedback', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null);
  return Boolean(response?.ok);
}

export function AnswerFeedback({ answerId }: { answerId: string }) {
  const [rating, setRating] = useState<boolean | undefined>();
  const [reason, setReason] = useState<AiFeedbackReason | ''>('');
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const id = useId();

  const rate = (helpful: boolean) => {
    setRating(helpful);
    setSent(false);
    setFailed(false);
    void send({ answerId, helpful }).then((ok) => {
      if (!ok) {
        setRating(undefined);
        setFailed(true);
      }
    });
  };

  const explain = (event: FormEvent) => {
    event.preventDefault();
    void send({
      answerId,
      helpful: false,
      ...(reason ? { reason } : {}),
      ...(note.trim() ? { note } : {}),
    }).then((ok) => (ok ? setSent(true) : setFailed(true)));
  };

  return (
    <>
      <RateButton label="Helpful answer" pressed={rating === true} onClick={() => rate(true)} />
      <RateButton label="Unhelpful answer" down pressed={rating === false} onClick={() => rate(false)} />
      {rating === true && (
        <span role="status" className="text-sm text-[var(--fg-muted)]">
          Thanks for the feedback
        </span>
      )}
      {failed && (
        <span role="alert" className="text-sm">
          The rating could not be saved
        </span>
      )}
      {rating === false &&
        (sent ? (
          <span role="status" className="text-sm text-[var(--fg-muted)]">
            Thanks: the team reads every one of these
          </span>
        ) : (
          <form onSubmit={explain} className="ask-feedback-form" aria-label="What was wrong with this answer">
            <label htmlFor={`${id}-reason`}>What was wrong?</label>
            <select
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value as AiFeedbackReason | '')}
            >
              <option value="">Choose a reason</option>
              {Object.entries(AI_FEEDBACK_REASONS).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-note`}>Note (optional)</label>
            <textarea
              id={`${id}-note`}
              rows={2}
              maxLength={MAX_FEEDBACK_NOTE_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <button type="submit" className="ask-button" disabled={!reason && !note.trim()}>
              Send
            </button>
          </form>
        ))}
    </>
  );
}
