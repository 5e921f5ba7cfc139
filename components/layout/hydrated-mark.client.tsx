'use client';
/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). Prerendered pages start their scripts
 * after their first paint (lib/mdx/boot-after-paint.ts), which may be after the load event: the end-to-end
 * fixtures wait for this mark before they click.
 */
import { useEffect } from 'react';

export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
