import 'server-only';
/** The v1.8 widget endpoints: each one validated input, one service call, one wire-format answer. */
import { addCommentBody, addFeedbackBody, updateCommentStatusBody } from '@/widget/contract';
import { addComment, listComments, setCommentVisibility } from './comments';
import { ApiError } from './errors';
import { countPageView, recordFeedback } from './feedback';
import { widgetEndpoint } from './http';
import { resolveCommenter } from './identity';
import { projectSettingsOf } from './projects';

export const getProjectSettings = widgetEndpoint({
  method: 'GET',
  handler: async ({ project }) => projectSettingsOf(project),
});

export const getTeamMember = widgetEndpoint({
  method: 'GET',
  handler: async ({ team }) => ({ isTeamMember: Boolean(team) }),
});

export const getCommentsPublic = widgetEndpoint({
  method: 'GET',
  handler: async ({ db, project, pathname }) => listComments(db, project.publicId, pathname, 'public'),
});

export const getComments = widgetEndpoint({
  method: 'GET',
  handler: async ({ db, project, pathname, team }) => {
    if (!team) throw new ApiError(401, 'Sign in as a team member to see this');
    return listComments(db, project.publicId, pathname, 'team');
  },
});

export const measure = widgetEndpoint({
  method: 'GET',
  handler: async ({ db, project, pathname }) => {
    await countPageView(db, { projectId: project.publicId, pathname });
    return { ok: true };
  },
});

export const addCommentEndpoint = widgetEndpoint({
  method: 'POST',
  body: addCommentBody,
  handler: async ({ db, env, project, pathname, team, ip }, body) =>
    addComment(db, { project, pathname, env, team, ip }, body),
});

export const addFeedback = widgetEndpoint({
  method: 'POST',
  body: addFeedbackBody,
  handler: async ({ db, env, project, pathname, team, visitorId }, body) => {
    // Feedback needs no account: a verified identity when there is one, else this browser's visitor cookie.
    const commenter =
      body.user === null && !team
        ? undefined
        : await resolveCommenter(db, {
            project: { ...project, onlyAuth: false },
            user: body.user,
            team,
            env,
            createAnonymous: false,
          });
    const visitorKey = commenter?.sub ?? `visitor:${visitorId}`;
    await recordFeedback(db, { projectId: project.publicId, pathname, visitorKey, helpful: body.helpful });
    return { ok: true };
  },
});

export const updateCommentStatus = widgetEndpoint({
  method: 'POST',
  body: updateCommentStatusBody,
  handler: async ({ db, project, team }, body) => {
    if (!team) throw new ApiError(401, 'Only team members can change a comment’s status');
    await setCommentVisibility(db, {
      projectId: project.publicId,
      commentId: body.commentId,
      visibility: body.visibility,
      member: team,
    });
    return { ok: true };
  },
});
