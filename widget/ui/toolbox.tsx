import { useState } from 'react';
import { Icon } from './icons';

export interface ToolboxProps {
  commenting: boolean;
  inboxOpen: boolean;
  onToggleCommenting: () => void;
  onToggleInbox: () => void;
  onHelpful: () => void;
  /** Unhelpful feedback; `thenComment` enters comment mode after sending it. */
  onNotHelpful: (thenComment: boolean) => void;
}

const button =
  'dw:flex dw:size-9 dw:items-center dw:justify-center dw:rounded-full dw:hover:bg-soft dw:aria-pressed:bg-brand dw:aria-pressed:text-brand-ink';

export function Toolbox(props: ToolboxProps) {
  const [askWhy, setAskWhy] = useState(false);
  const notHelpful = (thenComment: boolean) => {
    setAskWhy(false);
    props.onNotHelpful(thenComment);
  };
  return (
    <div className="dw:fixed dw:bottom-4 dw:center-x">
      {askWhy && (
        <div
          role="dialog"
          aria-label="Tell us more"
          className="dw:absolute dw:bottom-12 dw:center-x dw:w-56 dw:rounded-lg dw:border dw:border-line dw:bg-surface dw:p-3 dw:elevated"
        >
          <p className="dw:mb-2">Sorry to hear that. What could be better?</p>
          <div className="dw:flex dw:gap-2">
            <button
              type="button"
              autoFocus
              onClick={() => notHelpful(true)}
              className="dw:rounded dw:bg-brand dw:px-2 dw:py-1 dw:text-brand-ink"
            >
              Leave a comment
            </button>
            <button type="button" onClick={() => notHelpful(false)} className="dw:rounded dw:px-2 dw:py-1">
              Skip
            </button>
          </div>
        </div>
      )}
      <div
        role="toolbar"
        aria-label="Page comments and feedback"
        className="dw:flex dw:gap-1 dw:rounded-full dw:border dw:border-line dw:bg-surface dw:p-1 dw:elevated"
      >
        <button
          type="button"
          aria-label="Start commenting"
          aria-pressed={props.commenting}
          onClick={props.onToggleCommenting}
          className={button}
        >
          <Icon name="comment" />
        </button>
        <button
          type="button"
          aria-label="Open inbox"
          aria-pressed={props.inboxOpen}
          onClick={props.onToggleInbox}
          className={button}
        >
          <Icon name="inbox" />
        </button>
        <button type="button" aria-label="Helpful" onClick={props.onHelpful} className={button}>
          <Icon name="up" />
        </button>
        <button
          type="button"
          aria-label="Not helpful"
          aria-expanded={askWhy}
          onClick={() => setAskWhy((open) => !open)}
          className={button}
        >
          <Icon name="up" flip />
        </button>
      </div>
    </div>
  );
}
