'use client';
/** Hides the navbar while the reader scrolls down and brings it back as soon as they scroll up. */
import { useEffect } from 'react';

export function HeaderScrollBehavior({ targetId }: { targetId: string }) {
  useEffect(() => {
    const header = document.getElementById(targetId);
    if (!header) return;
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const hidden = y > last && y > 120 && !header.contains(document.activeElement);
      if (Math.abs(y - last) > 4) {
        header.dataset.hidden = String(hidden);
        last = y;
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onFocus = () => (header.dataset.hidden = 'false');
    window.addEventListener('scroll', onScroll, { passive: true });
    header.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      header.removeEventListener('focusin', onFocus);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [targetId]);
  return null;
}
