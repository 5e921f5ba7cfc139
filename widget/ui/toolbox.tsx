import { useEffect, useRef, useState, type ReactNode } from 'react';
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

interface ToolButtonProps {
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  onClick: () => void;
  children: ReactNode;
  ref?: React.Ref<HTMLButtonElement>;
}

function ToolButton({ label, pressed, expanded, onClick, children, ref }: ToolButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      onClick={onClick}
      className={button}
    >
      {children}
    </button>
  );
}

export function Toolbox(props: ToolboxProps) {
  const [askWhy, setAskWhy] = useState(false);
  const notHelpful = (thenComment: boolean) => {
    setAskWhy(false);
    props.onNotHelpful(thenComment);
  };
  const notHelpfulButton = useRef<HTMLButtonElement>(null);
  // Escape closes the "Tell us more" popup and hands focus back to the button that opened it.
  useEffect(() => {
    if (!askWhy) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setAskWhy(false);
      notHelpfulButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [askWhy]);
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
        <ToolButton label="Start commenting" pressed={props.commenting} onClick={props.onToggleCommenting}>
          <Icon name="comment" />
        </ToolButton>
        <ToolButton label="Open inbox" pressed={props.inboxOpen} onClick={props.onToggleInbox}>
          <Icon name="inbox" />
        </ToolButton>
        <ToolButton label="Helpful" onClick={props.onHelpful}>
          <Icon name="up" />
        </ToolButton>
        <ToolButton
          ref={notHelpfulButton}
          label="Not helpful"
          expanded={askWhy}
          onClick={() => setAskWhy((open) => !open)}
        >
          <Icon name="up" flip />
        </ToolButton>
      </div>
    </div>
  );
}
