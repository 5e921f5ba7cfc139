/** The composer's rules: the 200-character cap, the growing text area, and when Submit is allowed. */
import { MAX_COMMENT_LENGTH } from './protocol';

export const clampComment = (text: string) => text.slice(0, MAX_COMMENT_LENGTH);

export const counterLabel = (text: string) => `${text.length} / ${MAX_COMMENT_LENGTH}`;

/** 25 px per started 30 characters, up to 100 px. */
export const textAreaHeight = (text: string) => Math.min(100, 25 * (1 + Math.floor(text.length / 30)));

export interface SubmitStateInput {
  text: string;
  sending: boolean;
  disabled?: boolean;
  loginRequired: boolean;
  hasUserToken: boolean;
}

export function submitState(input: SubmitStateInput): { disabled: boolean; hint: string } {
  const blocked = input.loginRequired && !input.hasUserToken;
  const empty = input.text.trim().length === 0;
  const hint = blocked
    ? 'Only logged in users can comment'
    : empty
      ? 'Type comment to submit feedback'
      : 'Submit feedback';
  return { disabled: blocked || empty || input.sending || Boolean(input.disabled), hint };
}
