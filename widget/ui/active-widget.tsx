/**
 * The widget once settings allow it: the toolbox, comment mode, markers for the page's comments, and the
 * panel (none, a new comment, a selected comment's thread, or the inbox).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { anchorComment, pointPosition, type Anchor } from '../anchoring/anchor';
import { anchoringBudget } from '../anchoring/quote';
import { pageText, type PageText } from '../anchoring/text-nodes';
import type { WidgetClient } from '../api/client';
import { commentsQuery, teamMemberQuery } from '../api/queries';
import type { Comment, CommentUser, ProjectSettings } from '../contract';
import type { RequestUser } from '../contract-requests';
import { readStoredUser, rememberHeld, storeUser, withHeld } from '../storage';
import type { Moderation } from './comment-item';
import { Composer } from './composer';
import { useContentVersion, useLayoutVersion, useLoadingSlow } from './hooks';
import { whenIdle } from './idle';
import { loadToaster, notify } from './notify';
import { Inbox, PoweredBy, Thread, panelClass, type ListingState } from './panels';
import { clampToViewport } from './position';
import { Toolbox } from './toolbox';
import { useAction } from './use-action';
import { useCommentMode, type DraftAnchor } from './use-comment-mode';

export type WidgetEventName = 'docsly_comment' | 'docsly_reply' | 'docsly_feedback';

export interface ActiveWidgetProps {
  client: WidgetClient;
  settings: ProjectSettings;
  pathname: string;
  user?: string | CommentUser | null;
  getUserToken?: () => string | null | undefined | Promise<string | null | undefined>;
  onEvent?: (name: WidgetEventName, value: string | boolean) => void;
  avatarBase: string;
  /** Hidden on a narrow screen (kept mounted): comment mode is off while hidden. */
  hidden?: boolean;
}

/**
 * Whether the visitor is signed in for commenting: a user given by the host, or a token getter that returns a
 * token now (a getter that returns null or nothing means signed out). Asked again whenever `recheck` changes.
 */
function useSignedIn(
  user: ActiveWidgetProps['user'],
  getUserToken: ActiveWidgetProps['getUserToken'],
  recheck: unknown,
): boolean {
  const [tokenFound, setTokenFound] = useState(false);
  useEffect(() => {
    if (typeof user === 'string' || !getUserToken) return;
    let current = true;
    Promise.resolve()
      .then(getUserToken)
      .then(
        (token) => current && setTokenFound(typeof token === 'string' && token.length > 0),
        () => current && setTokenFound(false),
      );
    return () => {
      current = false;
    };
  }, [user, getUserToken, recheck]);
  return typeof user === 'string' || (Boolean(getUserToken) && tokenFound);
}

type Panel =
  | { kind: 'none' }
  | { kind: 'addComment'; draft: DraftAnchor }
  | { kind: 'selectedComment'; id: string }
  | { kind: 'inbox' };

interface Placed {
  comment: Comment;
  anchor: Anchor;
  x: number;
  y: number;
}

const highlights = () =>
  (globalThis as { CSS?: { highlights?: Map<string, unknown> } }).CSS?.highlights ?? null;

function setHighlight(name: string, ranges: Range[]) {
  const registry = highlights();
  const Highlight = (globalThis as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
  if (!registry || !Highlight) return;
  if (ranges.length === 0) registry.delete(name);
  else registry.set(name, new Highlight(...ranges));
}

const POPUP_WIDTH = 320;
const NONE: Panel = { kind: 'none' };

export function ActiveWidget(props: ActiveWidgetProps) {
  const { client, settings, pathname } = props;
  const queryClient = useQueryClient();
  const team = useQuery(teamMemberQuery(client, true));
  const isTeam = team.data === true;
  const listQuery = commentsQuery(client, pathname, isTeam, !team.isPending);
  const comments = useQuery(listQuery);
  // The listing arrives through react-query's store, whose updates React renders at once, in one task: deferred,
  // the markers' render (and finding their anchors in the page) is a background render React splits up.
  const listed = useDeferredValue(comments.isSuccess ? comments.data : undefined);
  const list = useMemo(() => {
    const shown = listed ?? [];
    return isTeam ? shown : withHeld(pathname, shown);
  }, [listed, isTeam, pathname]);
  const listKey = listQuery.queryKey;
  // Slow counts from the request: the listing waits for the team-member answer before it is asked for.
  const listingSlow = useLoadingSlow(comments.isLoading);
  const listing: ListingState = comments.isError
    ? 'failed'
    : comments.isPending
      ? listingSlow
        ? 'slow'
        : 'loading'
      : 'ready';
  // The panel belongs to the page it was opened on: a page change resets it to none.
  const [panelState, setPanelState] = useState<{ pathname: string; panel: Panel }>({ pathname, panel: NONE });
  const setPanel = (next: Panel | ((current: Panel) => Panel)) =>
    setPanelState((state) => ({
      pathname,
      panel: typeof next === 'function' ? next(state.pathname === pathname ? state.panel : NONE) : next,
    }));
  const panel = panelState.pathname === pathname ? panelState.panel : NONE;
  const [commenting, setCommenting] = useState(false);
  const layoutVersion = useLayoutVersion();
  const contentVersion = useContentVersion();
  const hasUserToken = useSignedIn(props.user, props.getUserToken, panel.kind);

  // Every page change counts a view (the answer is not needed), when the page is idle: not in the task that
  // shows the widget. Not cancelled: a page left before then still counts.
  useEffect(() => {
    whenIdle(() => {
      client.measure().catch(() => undefined);
    });
  }, [client, pathname]);
  // The toaster's code, once the widget is on screen and the page idle (./notify.ts).
  useEffect(() => whenIdle(() => void loadToaster().catch(() => undefined)), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPanelState((state) => ({ ...state, panel: NONE }));
      setCommenting(false);
      notify.dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useCommentMode(commenting && !props.hidden, (draft) => {
    setCommenting(false);
    setPanel({ kind: 'addComment', draft });
  });

  // Anchors are found once per list and page content, within one time budget for the whole page; positions
  // follow the layout.
  const anchors = useMemo(() => {
    void contentVersion;
    let text: PageText | null = null;
    const page = () => (text ??= pageText(document.body));
    const budget = anchoringBudget();
    return list.map((comment) => ({
      comment,
      anchor: anchorComment(comment.metadata, document.body, page, budget),
    }));
  }, [list, contentVersion]);
  const placed = useMemo<Placed[]>(() => {
    void layoutVersion;
    return anchors.map(({ comment, anchor }) => {
      if (anchor.kind === 'point')
        return { comment, anchor, ...pointPosition(anchor.element, comment.metadata) };
      if (anchor.kind === 'pending') {
        // On the part still being drawn, at its top left corner, until it is drawn.
        const box = anchor.element.getBoundingClientRect();
        return { comment, anchor, x: box.left + window.scrollX + 16, y: box.top + window.scrollY + 16 };
      }
      if (anchor.kind === 'text') {
        const box = anchor.range.getClientRects()[0] ?? anchor.range.getBoundingClientRect();
        return { comment, anchor, x: box.left + window.scrollX, y: box.top + window.scrollY };
      }
      return { comment, anchor, x: 0, y: 0 };
    });
  }, [anchors, layoutVersion]);
  const detachedIds = useMemo(
    () => new Set(placed.filter((p) => p.anchor.kind === 'detached').map((p) => p.comment.id)),
    [placed],
  );

  useEffect(() => {
    setHighlight(
      'docsly-comment',
      anchors.flatMap(({ anchor }) => (anchor.kind === 'text' ? [anchor.range] : [])),
    );
    return () => setHighlight('docsly-comment', []);
  }, [anchors]);
  const draftRange = panel.kind === 'addComment' ? panel.draft.range : undefined;
  useEffect(() => {
    setHighlight('docsly-draft', draftRange ? [draftRange] : []);
    return () => setHighlight('docsly-draft', []);
  }, [draftRange]);

  // ?comment=<id> opens that comment (or the thread holding that reply) once it is on the page.
  const [linked, setLinked] = useState<{ key: string; target: Placed } | null>(null);
  const linkedId = new URLSearchParams(window.location.search).get('comment');
  if (linkedId && linked?.key !== `${pathname}#${linkedId}`) {
    const target = placed.find(
      (p) => p.comment.id === linkedId || p.comment.thread_replies.some((r) => r.id === linkedId),
    );
    if (target) {
      setLinked({ key: `${pathname}#${linkedId}`, target });
      setPanel({ kind: 'selectedComment', id: target.comment.id });
    }
  }
  useEffect(() => {
    if (linked && linked.target.anchor.kind !== 'detached') {
      window.scrollTo({ top: Math.max(0, linked.target.y - window.innerHeight / 3) });
    }
  }, [linked]);

  // A selected comment that leaves the list is deselected.
  const selected =
    panel.kind === 'selectedComment' ? placed.find((p) => p.comment.id === panel.id) : undefined;

  async function requestUser(): Promise<RequestUser> {
    const token = await props.getUserToken?.();
    if (token) return token;
    if (props.user) return props.user;
    if (isTeam) return null;
    return readStoredUser();
  }

  const addComment = useAction(
    async (input: { text: string; website: string; draft?: DraftAnchor; threadId?: string }) => {
      const user = await requestUser();
      const { website } = input;
      return input.threadId
        ? client.addComment({ text: input.text, threadId: input.threadId, user, website })
        : client.addComment({
            text: input.text,
            user,
            website,
            metadata: {
              ...input.draft!.metadata,
              pageTitle: document.title.slice(0, 300),
              userAgent: navigator.userAgent.slice(0, 512),
              screenWidth: window.screen.width,
              screenHeight: window.screen.height,
              devicePixelRatio: window.devicePixelRatio,
            },
          });
    },
    {
      onSuccess: (answer, input) => {
        if (answer.user?.signature && !isTeam && typeof props.user !== 'string') storeUser(answer.user);
        queryClient.setQueryData<Comment[]>(listKey, (old = []) =>
          input.threadId
            ? old.map((c) => (c.id === answer.newCommentData.id ? answer.newCommentData : c))
            : [...old, answer.newCommentData],
        );
        if (!input.threadId && answer.newCommentData.awaitingApproval)
          rememberHeld(pathname, answer.newCommentData);
        notify.success(
          answer.newCommentData.awaitingApproval ||
            answer.newCommentData.thread_replies.some((r) => r.awaitingApproval)
            ? 'Thank you! Your comment will show once the team approves it.'
            : "Thank you! We've received your comment.",
          3_000,
        );
        props.onEvent?.(input.threadId ? 'docsly_reply' : 'docsly_comment', input.text);
        if (!input.threadId) setPanel({ kind: 'none' });
      },
      onError: (error) => notify.error(`Your comment was not sent: ${error.message}`),
    },
  );

  /** Resolve or hide (the wire protocol), approve or reject a held comment (the site's team action). */
  const moderate = useAction(
    (input: { comment: Comment; action: Moderation }) =>
      input.action === 'approve' || input.action === 'reject'
        ? client.decide(input.comment.id, input.action)
        : client.setStatus(input.comment.id, input.action),
    {
      onSuccess: (_, { comment, action }) => {
        const approved = action === 'approve';
        queryClient.setQueryData<Comment[]>(listKey, (old = []) =>
          old.flatMap((c) =>
            c.id === comment.id
              ? approved
                ? [{ ...c, awaitingApproval: undefined }]
                : []
              : [{ ...c, thread_replies: c.thread_replies.filter((r) => r.id !== comment.id || approved) }],
          ),
        );
        notify.success('Comment status updated successfully!', 2_000);
      },
      onError: (error) => notify.error(`The comment was not updated: ${error.message}`),
    },
  );

  const feedback = useAction(
    async (input: { helpful: boolean; thenComment: boolean }) =>
      client.addFeedback(input.helpful, await requestUser()),
    {
      onSuccess: (_, input) => {
        props.onEvent?.('docsly_feedback', input.helpful);
        if (!input.thenComment) notify.success('We have received your feedback!');
      },
      onError: (error) => notify.error(`Your feedback was not sent: ${error.message}`),
    },
  );

  const sendFeedback = (helpful: boolean, thenComment = false) => {
    feedback.mutate({ helpful, thenComment });
    if (thenComment) {
      setCommenting(true);
      showCommentModeToasts();
    }
  };

  const toggleCommenting = () => {
    setPanel({ kind: 'none' });
    // The toasts are shown here, once per click: not in a state updater, which React may run more than once.
    if (!commenting) showCommentModeToasts();
    setCommenting(!commenting);
  };

  const composerProps = {
    sending: addComment.isPending,
    loginRequired: settings.onlyAuth,
    hasUserToken,
  };
  const itemProps = {
    avatarBase: props.avatarBase,
    canModerate: isTeam,
    onModerate: (comment: Comment, action: Moderation) => moderate.mutate({ comment, action }),
  };

  return (
    <>
      <ul aria-label="Comments on this page">
        {placed.map(({ comment, anchor, x, y }) =>
          anchor.kind === 'detached' ? null : (
            <li key={comment.id} className="dw:absolute" style={{ left: x - 12, top: y - 12 }}>
              <button
                type="button"
                // The name starts with the count the marker shows (WCAG 2.5.3: the visible label begins the name).
                aria-label={`${comment.thread_replies.length + 1}: Open comment: ${comment.text}`}
                aria-expanded={panel.kind === 'selectedComment' && panel.id === comment.id}
                onClick={() => setPanel({ kind: 'selectedComment', id: comment.id })}
                className="dw:flex dw:size-6 dw:items-center dw:justify-center dw:rounded-full dw:bg-brand dw:text-xs dw:text-brand-ink dw:elevated"
              >
                {comment.thread_replies.length + 1}
              </button>
            </li>
          ),
        )}
      </ul>

      {panel.kind === 'addComment' && (
        <section
          aria-label="New comment"
          className={`dw:absolute dw:w-80 ${panelClass}`}
          style={popupStyle(panel.draft.x, panel.draft.y, 180)}
        >
          <Composer
            label="Comment"
            placeholder="Start a new comment..."
            {...composerProps}
            onSubmit={(text, website) => addComment.mutateAsync({ text, website, draft: panel.draft })}
          />
          {settings.plan === 'starter' && <PoweredBy />}
        </section>
      )}

      {selected && (
        <section
          aria-label="Comment thread"
          className={`dw:absolute dw:max-h-[60vh] dw:w-80 ${panelClass}`}
          style={
            selected.anchor.kind === 'detached'
              ? { position: 'fixed', left: '50%', bottom: 72, transform: 'translateX(-50%)' }
              : popupStyle(selected.x + 48, selected.y, 260)
          }
        >
          <Thread
            comment={selected.comment}
            detached={selected.anchor.kind === 'detached'}
            onClose={() => setPanel({ kind: 'none' })}
            credit={settings.plan === 'starter'}
            {...itemProps}
            composer={
              <Composer
                label="Reply"
                placeholder="Send a reply..."
                {...composerProps}
                onSubmit={(text, website) =>
                  addComment.mutateAsync({ text, website, threadId: selected.comment.id })
                }
              />
            }
          />
        </section>
      )}

      {panel.kind === 'inbox' && (
        <section
          aria-label="Inbox"
          className={`dw:fixed dw:bottom-20 dw:center-x dw:max-h-[75vh] dw:w-[calc(100vw-2rem)] dw:max-w-[375px] dw:xl:max-w-[440px] ${panelClass}`}
        >
          <Inbox
            comments={list}
            listing={listing}
            detachedIds={detachedIds}
            credit={settings.plan !== 'business'}
            onClose={() => setPanel({ kind: 'none' })}
            onSelect={(comment) => setPanel({ kind: 'selectedComment', id: comment.id })}
          />
        </section>
      )}

      <Toolbox
        commenting={commenting}
        inboxOpen={panel.kind === 'inbox'}
        onToggleCommenting={toggleCommenting}
        onToggleInbox={() => setPanel((p) => (p.kind === 'inbox' ? { kind: 'none' } : { kind: 'inbox' }))}
        onHelpful={() => sendFeedback(true)}
        onNotHelpful={(thenComment) => sendFeedback(false, thenComment)}
      />
    </>
  );
}

function showCommentModeToasts() {
  notify.success('Comment mode enabled!', 10_000);
  notify.info("Click wherever you'd like to comment.", 10_000);
}

function popupStyle(x: number, y: number, height: number): CSSProperties {
  const place = clampToViewport(x, y, POPUP_WIDTH, height);
  return { left: place.x, top: place.y };
}
