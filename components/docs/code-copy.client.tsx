'use client';
/** One delegated click handler for every code block's Copy button on the page. */
import { useEffect } from 'react';

export function CodeCopyHandler() {
  useEffect(() => {
    const onClick = async (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(
        '[data-copy-code]',
      ) as HTMLButtonElement | null;
      if (!button) return;
      const code = button.closest('.code-block-content')?.querySelector('pre')?.textContent ?? '';
      try {
        await navigator.clipboard.writeText(code);
        button.dataset.copied = '';
        button.textContent = 'Copied';
        button.setAttribute('aria-label', 'Copied');
      } catch {
        button.textContent = 'Press Ctrl+C';
      }
      setTimeout(() => {
        delete button.dataset.copied;
        button.textContent = 'Copy';
        button.setAttribute('aria-label', 'Copy code to clipboard');
      }, 2000);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
