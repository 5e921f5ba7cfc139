import type { Comment } from '../contract';
import { timeAgo } from '../time';
import { Avatar } from './avatar';

export interface CommentItemProps {
  comment: Comment;
  avatarBase: string;
  canModerate: boolean;
  onModerate: (comment: Comment, action: Moderation) => void;
}

/** What a team member can do to a comment from the widget: resolve or hide it, or decide on a held one. */
export type Moderation = 'resolved' | 'hidden' | 'approve' | 'reject';
const LABELS: Record<Moderation, string> = {
  resolved: 'Resolve',
  hidden: 'Hide',
  approve: 'Approve',
  reject: 'Reject',
};

const BUTTON = 'dw:rounded dw:border dw:border-line dw:px-2 dw:py-0.5 dw:hover:bg-soft';

export function CommentItem({ comment, avatarBase, canModerate, onModerate }: CommentItemProps) {
  const name = comment.user.name || 'Anonymous';
  return (
    <article className="dw:flex dw:gap-2 dw:py-2" aria-label={`Comment by ${name}`}>
      <Avatar user={comment.user} seed={comment.id} base={avatarBase} />
      <div className="dw:min-w-0 dw:flex-1">
        <p className="dw:flex dw:flex-wrap dw:items-center dw:gap-x-2 dw:text-xs dw:text-muted">
          <strong className="dw:text-ink">{name}</strong>
          {comment.user.isTeamMember && (
            <span className="dw:text-brand">
              <span aria-hidden="true">★ </span>Team member
            </span>
          )}
          <time dateTime={comment.createdAt}>{timeAgo(comment.createdAt)}</time>
          {comment.awaitingApproval && <em className="dw:text-brand">Awaiting approval</em>}
        </p>
        <p className="dw:break-words dw:whitespace-pre-wrap">{comment.text}</p>
        {canModerate && (
          <p className="dw:mt-1 dw:flex dw:gap-2 dw:text-xs">
            {(comment.awaitingApproval
              ? (['approve', 'reject'] as const)
              : (['resolved', 'hidden'] as const)
            ).map((action) => (
              <button
                key={action}
                type="button"
                onClick={() => onModerate(comment, action)}
                className={BUTTON}
              >
                {LABELS[action]}
              </button>
            ))}
          </p>
        )}
      </div>
    </article>
  );
}
