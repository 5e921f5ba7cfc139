import type { CommentUser } from '../contract';

export function Avatar({ user, seed, base }: { user: CommentUser; seed: string; base: string }) {
  const src = user.picture ?? `${base}/${encodeURIComponent(user.sub || seed)}`;
  // eslint-disable-next-line @next/next/no-img-element -- the widget does not depend on Next.js; avatars are small SVGs
  return <img src={src} alt="" width={24} height={24} className="dw:size-6 dw:shrink-0 dw:rounded-full" />;
}
