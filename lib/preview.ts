/**
 * The preview banner's text, decided when the site is built (pages are static): PREVIEW_BANNER when set
 * (`off` hides it), otherwise a default on a Vercel preview deployment (VERCEL_ENV=preview, naming the branch).
 */
export function previewBannerText(env: Record<string, string | undefined> = process.env): string | null {
  const configured = env.PREVIEW_BANNER?.trim();
  if (configured) return configured.toLowerCase() === 'off' ? null : configured;
  if (env.VERCEL_ENV !== 'preview') return null;
  const branch = env.VERCEL_GIT_COMMIT_REF?.trim();
  return `You are reading a preview${branch ? ` of the branch ${branch}` : ''}: it may differ from the published documentation.`;
}
