import 'server-only';
/** The v1.8 widget endpoints: each one validated input, one service call, one wire-format answer. */
import { addCommentBody, addFeedbackBody, updateCommentStatusBody } from '@/widget/contract-requests';
import { addComment, listComments, setCommentVisibility } from './comments';
import { JsonText } from '../server/answer';
import { ApiError } from '../server/errors';
import { isBuiltPage } from './anchors';
import { countPageView, recordFeedback } from './feedback';
import { classifyUserAgent } from '../analytics/reader-class';
import { widgetEndpoint } from './widget-route';
import {
  dropListing,
  dropProjectListings,
  etagOf,
  listingVersion,
  readListing,
  storeListing,
} from './listing-cache';
import { resolveCommenter } from './identity';
import type { ServerEnv } from '../env';
import type { RateLimitRule } from '../server/route';
import type { TeamMember } from '../team/accounts';
import { projectSettingsOf } from './projects';

export const getProjectSettings = widgetEndpoint({
  method: 'GET',
  // The widget reads the status here to know it must stay hidden.
  whileOff: 'serve',
  handler: async ({ project }) => projectSettingsOf(project),
});

export const getTeamMember = widgetEndpoint({
  method: 'GET',
  handler: async ({ team }) => ({ isTeamMember: Boolean(team) }),
});

export const getCommentsPublic = widgetEndpoint({
  method: 'GET',
  handler: async ({ db, project, pathname }) => {
    const cached = readListing(project.publicId, pathname);
    if (cached) return new JsonText(cached.json, cached.etag);
    const version = listingVersion(project.publicId, pathname);
    const json = JSON.stringify(await listComments(db, project.publicId, pathname, 'public'));
    const listing = { json, etag: etagOf(json) };
    storeListing(project.publicId, pathname, listing, version);
    return new JsonText(listing.json, listing.etag);
  },
});

export const getComments = widgetEndpoint({
  method: 'GET',
  handler: async ({ db, project, pathname, team }) => {
    if (!team) throw new ApiError(401, 'Sign in as a team member to see this');
    return listComments(db, project.publicId, pathname, 'team');
  },
});

/** A limit on the client's address, counted by the route definition before the handler runs. */
function perAddress<Body>(
  name: string,
  windowSeconds: number,
  limitOf: (env: ServerEnv) => number,
  options: { message: string; store?: 'memory' },
): RateLimitRule<Body, TeamMember | undefined> {
  return {
    store: options.store,
    rule: ({ ip, env }) => ({
      key: `${name}:${ip}`,
      limit: limitOf(env),
      windowSeconds,
      message: options.message,
    }),
  };
}

/**
 * Whether a path is a page of the site, whose views, votes and comments are stored: on the site's own project,
 * only the pages the build has (unless WIDGET_ANY_PATH is set, for sites whose own pages are not all in the
 * build; a server without a build, in development, takes any path).
 */
function isPageOfSite(projectId: string, env: ServerEnv, pathname: string): boolean {
  if (projectId !== env.WIDGET_PUBLIC_ID || env.WIDGET_ANY_PATH) return true;
  return isBuiltPage(pathname) !== false;
}

/** Refuses a vote or a comment on a path that is not a page of the site (it would be a junk row). */
function requirePageOfSite(projectId: string, env: ServerEnv, pathname: string): void {
  if (!isPageOfSite(projectId, env, pathname))
    throw new ApiError(
      404,
      'There is no page at this address on the site: votes and comments are for its pages',
    );
}

export const measure = widgetEndpoint({
  method: 'GET',
  rateLimit: [
    perAddress('view:ip:minute', 60, (env) => env.RATE_LIMIT_VIEWS_PER_IP_MINUTE, {
      message: 'Too many page views from your network: please wait a minute',
      store: 'memory',
    }),
  ],
  handler: async ({ db, env, project, pathname, request }) => {
    // A path the site does not have is answered like any other view but not stored. Crawlers that run the
    // page's script (and agents) are counted by the proxy, by class: not here as browser views.
    if (classifyUserAgent(request.headers.get('user-agent')) !== 'browser') return { ok: true };
    if (isPageOfSite(project.publicId, env, pathname))
      await countPageView(db, { projectId: project.publicId, pathname });
    return { ok: true };
  },
});

export const addCommentEndpoint = widgetEndpoint({
  method: 'POST',
  body: addCommentBody,
  handler: async ({ db, env, project, pathname, team, ip }, body) => {
    requirePageOfSite(project.publicId, env, pathname);
    const { heldOthers, ...answer } = await addComment(db, { project, pathname, env, team, ip }, body);
    // A duplicate holds its earlier copies on other pages: their listings change too.
    if (heldOthers) dropProjectListings(project.publicId);
    else dropListing(project.publicId, pathname);
    return answer;
  },
});

export const addFeedback = widgetEndpoint({
  method: 'POST',
  body: addFeedbackBody,
  rateLimit: [
    perAddress('vote:ip:minute', 60, (env) => env.RATE_LIMIT_VOTES_PER_IP_MINUTE, {
      message: 'Too many votes from your network: please wait a minute',
    }),
    perAddress('vote:ip:day', 86_400, (env) => env.RATE_LIMIT_VOTES_PER_IP_DAY, {
      message: 'Too many votes from your network today: please come back tomorrow',
    }),
  ],
  handler: async ({ db, env, project, pathname, team, visitorId, ip }, body) => {
    requirePageOfSite(project.publicId, env, pathname);
    // Feedback needs no account: a verified identity when there is one, else this browser's visitor cookie.
    const commenter =
      body.user === null && !team
        ? undefined
        : await resolveCommenter(db, {
            project: { ...project, onlyAuth: false },
            user: body.user,
            team,
            env,
            ip,
            createAnonymous: false,
          });
    const visitorKey = commenter?.sub ?? `visitor:${visitorId}`;
    await recordFeedback(
      db,
      { projectId: project.publicId, pathname, visitorKey, helpful: body.helpful },
      commenter?.kind === 'team'
        ? undefined
        : {
            key: `vote:ip:page:day:${ip}:${project.publicId}:${pathname}`,
            limit: env.RATE_LIMIT_VOTERS_PER_PAGE_PER_IP_DAY,
            windowSeconds: 86_400,
            message: 'This page already has votes from your network today: thank you',
          },
    );
    return { ok: true };
  },
});

export const updateCommentStatus = widgetEndpoint({
  method: 'POST',
  body: updateCommentStatusBody,
  handler: async ({ db, project, team }, body) => {
    if (!team) throw new ApiError(401, 'Only team members can change a comment’s status');
    dropProjectListings(project.publicId);
    await setCommentVisibility(db, {
      projectId: project.publicId,
      commentId: body.commentId,
      visibility: body.visibility,
      member: team,
    });
    dropProjectListings(project.publicId);
    return { ok: true };
  },
});
