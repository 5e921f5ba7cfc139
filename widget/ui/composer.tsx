import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { clampComment, counterLabel, submitState, textAreaHeight } from '../input-rules';
import { MAX_COMMENT_LENGTH } from '../protocol';

export interface ComposerProps {
  label: string;
  placeholder: string;
  sending: boolean;
  loginRequired: boolean;
  hasUserToken: boolean;
  /**
   * Resolves when the server accepted the text; rejects (text kept) when it did not. `website` is the hidden
   * honeypot field's value: empty unless a bot filled it.
   */
  onSubmit: (text: string, website: string) => Promise<unknown>;
}

export function Composer({
  label,
  placeholder,
  sending,
  loginRequired,
  hasUserToken,
  onSubmit,
}: ComposerProps) {
  const [text, setText] = useState('');
  const state = submitState({ text, sending, loginRequired, hasUserToken });
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (state.disabled) return;
    const form = (event?.target as HTMLElement | undefined)?.closest('form');
    onSubmit(text.trim(), (form?.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '').then(
      () => setText(''),
      () => undefined, // the caller shows why; the visitor's words stay in the box
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) submit(event);
  };
  return (
    <form onSubmit={submit} className="dw:flex dw:items-end dw:gap-2">
      <input name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" className="dw:hidden" />
      <div className="dw:flex-1">
        <textarea
          aria-label={label}
          placeholder={placeholder}
          value={text}
          maxLength={MAX_COMMENT_LENGTH}
          autoFocus
          onChange={(event) => setText(clampComment(event.target.value))}
          onKeyDown={onKeyDown}
          style={{ height: textAreaHeight(text) + 'px' }}
          className="dw:block dw:w-full dw:resize-none dw:rounded-md dw:border dw:border-line dw:bg-surface dw:px-2 dw:py-1 dw:text-ink"
        />
        <span className="dw:text-xs dw:text-muted" aria-live="polite">
          {counterLabel(text)}
        </span>
      </div>
      <button
        type="submit"
        aria-label="Submit"
        title={state.hint}
        disabled={state.disabled}
        className="dw:mb-5 dw:flex dw:size-8 dw:items-center dw:justify-center dw:rounded-full dw:bg-brand dw:text-brand-ink dw:disabled:opacity-40"
      >
        {sending ? (
          <span
            role="status"
            aria-label="Sending"
            className="dw:size-4 dw:animate-spin dw:rounded-full dw:border-2 dw:border-brand-ink dw:border-t-transparent"
          />
        ) : (
          <span aria-hidden="true">↑</span>
        )}
      </button>
    </form>
  );
}
