import type { ReactNode } from 'react';
import type { Comment } from '../contract';
import { WIDGET_CREDIT } from '../protocol';
import { CommentItem, type CommentItemProps } from './comment-item';

export const panelClass =
  'dw:rounded-lg dw:border dw:border-line dw:bg-surface dw:p-3 dw:text-ink dw:elevated dw:overflow-auto';

/** The credit line: names this project's widget and links to its source (see WIDGET_CREDIT). */
export function PoweredBy() {
  return (
    <p className="dw:mt-2 dw:text-center dw:text-xs dw:text-muted">
      Powered by{' '}
      <a href={WIDGET_CREDIT.href} target="_blank" rel="noopener" className="dw:text-muted dw:underline">
        {WIDGET_CREDIT.name}
      </a>
    </p>
  );
}

export function CloseButton({ onClose, label }: { onClose: () => void; label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClose}
      className="dw:ml-auto dw:rounded dw:px-2 dw:text-lg dw:leading-none dw:hover:bg-soft"
    >
      ×
    </button>
  );
}

export interface ThreadProps extends Omit<CommentItemProps, 'comment'> {
  comment: Comment;
  detached: boolean;
  onClose: () => void;
  composer: ReactNode;
  credit: boolean;
}

export function Thread({ comment, detached, onClose, composer, credit, ...item }: ThreadProps) {
  return (
    <>
      <div className="dw:flex dw:items-center">
        <h2 className="dw:text-sm dw:font-semibold">Comment{detached ? ' (detached)' : ''}</h2>
        <CloseButton onClose={onClose} label="Close comment" />
      </div>
      <CommentItem comment={comment} {...item} />
      <ol className="dw:ml-8 dw:border-l dw:border-line dw:pl-2" aria-label="Replies">
        {comment.thread_replies.map((reply) => (
          <li key={reply.id}>
            <CommentItem comment={reply} {...item} />
          </li>
        ))}
      </ol>
      {composer}
      {credit && <PoweredBy />}
    </>
  );
}

/** Where the page's comments are while they are not listed: on their way, slow to come, or refused. */
export type ListingState = 'loading' | 'slow' | 'failed' | 'ready';

const LISTING_MESSAGES: Record<Exclude<ListingState, 'ready'>, string> = {
  loading: 'Loading comments…',
  slow: 'Comments are taking longer than usual to load. Still trying…',
  failed: 'Comments could not be loaded.',
};

export interface InboxProps {
  comments: Comment[];
  listing: ListingState;
  detachedIds: Set<string>;
  onSelect: (comment: Comment) => void;
  onClose: () => void;
  credit: boolean;
}

export function Inbox({ comments, listing, detachedIds, onSelect, onClose, credit }: InboxProps) {
  const newestFirst = [...comments].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <>
      <div className="dw:flex dw:items-center">
        <h2 className="dw:text-sm dw:font-semibold">Comments on this page</h2>
        <CloseButton onClose={onClose} label="Close inbox" />
      </div>
      {listing !== 'ready' && newestFirst.length === 0 ? (
        <p role="status" className="dw:py-6 dw:text-center dw:text-muted">
          {LISTING_MESSAGES[listing]}
        </p>
      ) : newestFirst.length === 0 ? (
        <p className="dw:py-6 dw:text-center dw:text-muted">No comments to show!</p>
      ) : (
        <ul>
          {newestFirst.map((comment) => {
            const replies = comment.thread_replies.length;
            return (
              <li key={comment.id} className="dw:border-b dw:border-line dw:last:border-0">
                <button
                  type="button"
                  onClick={() => onSelect(comment)}
                  className="dw:block dw:w-full dw:py-2 dw:text-left dw:hover:bg-soft"
                >
                  <span className="dw:block dw:truncate">{comment.text}</span>
                  <span className="dw:text-xs dw:text-muted">
                    {comment.user.name || 'Anonymous'} · {replies} {replies === 1 ? 'reply' : 'replies'}
                    {detachedIds.has(comment.id) && ' · detached'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {credit && <PoweredBy />}
    </>
  );
}
