import 'server-only';
/**
 * Every API endpoint of the site, by path: the one table that both serving paths answer from — the Next route
 * handlers under app/api (each route file exports `nextHandlers(api.<name>)`) and the server.mjs fast path
 * (./node-entry.ts). tests/unit/api-table.test.ts checks that every route file serves the endpoint the table
 * names for its path.
 */
import { SEARCH_ALLOW_HEADERS, searchQueriesEndpoint } from '../search/endpoint';
import { siteWideCors } from '../comments/widget-route';
import { askEndpoint, askFeedbackEndpoint } from '../ai/ask';
import { exportQuestionsCsv } from '../ai/question-export';
import { exportCommentsCsv, exportFeedbackCsv } from '../analytics/exports';
import { eraseReaderAction, exportReaderEndpoint } from '../comments/reader-actions';
import { adminEndpoint } from '../comments/admin-endpoint';
import { AVATAR_PATH, avatarEndpoint } from './avatar';
import { healthEndpoint } from './health';
import { mcpEndpoint } from '../mcp/endpoint';
import { agentFeedbackEndpoint } from '../mcp/feedback-endpoint';
import * as widget from '../comments/endpoints';
import { replyAction, setStatusAction } from '../comments/moderation';
import { saveSettingsAction } from '../comments/settings';
import {
  approvalAction,
  assignAction,
  noteAction,
  spamAction,
  triageStatusAction,
} from '../comments/triage-actions';
import { API_BASE_PATH } from '@/widget/contract';
import { createRouter, type RouteEntry } from '../server/router';
import { changePasswordAction, inviteMemberAction, removeMemberAction } from '../team/members';
import { login, logout } from '../team/sign-in';
import {
  createWebhookAction,
  deleteWebhookAction,
  sendTestDeliveryAction,
  setWebhookEnabledAction,
} from '../webhooks/actions';

export { AVATAR_PATH };

export const api = {
  getProjectSettings: widget.getProjectSettings,
  getTeamMember: widget.getTeamMember,
  getCommentsPublic: widget.getCommentsPublic,
  getComments: widget.getComments,
  measure: widget.measure,
  addComment: widget.addCommentEndpoint,
  addFeedback: widget.addFeedback,
  updateCommentStatus: widget.updateCommentStatus,
  searchQueries: searchQueriesEndpoint(siteWideCors(SEARCH_ALLOW_HEADERS)),
  ask: askEndpoint,
  askFeedback: askFeedbackEndpoint,
  login,
  logout,
  changePassword: changePasswordAction,
  inviteMember: inviteMemberAction,
  removeMember: removeMemberAction,
  setCommentStatus: setStatusAction,
  replyToComment: replyAction,
  setTriageStatus: triageStatusAction,
  assignComment: assignAction,
  addCommentNote: noteAction,
  decideApproval: approvalAction,
  markAsSpam: spamAction,
  exportReader: exportReaderEndpoint,
  eraseReader: eraseReaderAction,
  saveSettings: saveSettingsAction,
  createWebhook: createWebhookAction,
  setWebhookEnabled: setWebhookEnabledAction,
  deleteWebhook: deleteWebhookAction,
  testWebhook: sendTestDeliveryAction,
  exportFeedbackCsv,
  exportCommentsCsv,
  exportQuestionsCsv,
  admin: adminEndpoint,
  health: healthEndpoint,
  avatar: avatarEndpoint,
  mcp: mcpEndpoint,
  agentFeedback: agentFeedbackEndpoint,
} as const;

export type ApiName = keyof typeof api;

/** The search endpoint's path: any index name (the local engine has one index). */
export const SEARCH_QUERIES_PATH = /^\/api\/search\/1\/indexes\/(\*|%2A|[\w.-]+)\/queries$/i;

export const API_PATHS: [path: string | RegExp, name: ApiName][] = [
  [`${API_BASE_PATH}/get-project-settings`, 'getProjectSettings'],
  [`${API_BASE_PATH}/get-team-member`, 'getTeamMember'],
  [`${API_BASE_PATH}/get-comments-public`, 'getCommentsPublic'],
  [`${API_BASE_PATH}/get-comments`, 'getComments'],
  [`${API_BASE_PATH}/measure`, 'measure'],
  [`${API_BASE_PATH}/add-comment`, 'addComment'],
  [`${API_BASE_PATH}/add-feedback`, 'addFeedback'],
  [`${API_BASE_PATH}/update-comment-status`, 'updateCommentStatus'],
  [SEARCH_QUERIES_PATH, 'searchQueries'],
  ['/api/ask', 'ask'],
  ['/api/ask/feedback', 'askFeedback'],
  ['/api/team/login', 'login'],
  ['/api/team/logout', 'logout'],
  ['/api/team/password', 'changePassword'],
  ['/api/team/members/invite', 'inviteMember'],
  ['/api/team/members/remove', 'removeMember'],
  ['/api/team/comments/status', 'setCommentStatus'],
  ['/api/team/comments/reply', 'replyToComment'],
  ['/api/team/comments/triage', 'setTriageStatus'],
  ['/api/team/comments/assign', 'assignComment'],
  ['/api/team/comments/note', 'addCommentNote'],
  ['/api/team/comments/approval', 'decideApproval'],
  ['/api/team/comments/spam', 'markAsSpam'],
  ['/api/team/readers/export', 'exportReader'],
  ['/api/team/readers/erase', 'eraseReader'],
  ['/api/team/settings', 'saveSettings'],
  ['/api/team/webhooks', 'createWebhook'],
  ['/api/team/webhooks/enabled', 'setWebhookEnabled'],
  ['/api/team/webhooks/delete', 'deleteWebhook'],
  ['/api/team/webhooks/test', 'testWebhook'],
  ['/api/team/export/feedback.csv', 'exportFeedbackCsv'],
  ['/api/team/export/comments.csv', 'exportCommentsCsv'],
  ['/api/team/export/questions.csv', 'exportQuestionsCsv'],
  ['/api/admin', 'admin'],
  ['/api/health', 'health'],
  [AVATAR_PATH, 'avatar'],
  ['/api/mcp', 'mcp'],
  ['/api/agent-feedback', 'agentFeedback'],
];

const entries: RouteEntry[] = API_PATHS.map(([path, name]) => ({ path, endpoint: api[name] }));
export const apiRouter = createRouter(entries);
