'use client';
/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). Prerendered pages start their scripts
 * after their first paint (lib/mdx/boot-after-paint.ts), which may be after the load event: the end-to-end
 * fixtures wait for this mark before they click, and the main-thread tracer reads the User Timing mark set with it.
 */
import { useEffect } from 'react';
import { PERFORMANCE_MARKS, markOnce } from '@/lib/performance-marks';

export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    markOnce(PERFORMANCE_MARKS.hydrated);
  }, []);
  return null;
}
