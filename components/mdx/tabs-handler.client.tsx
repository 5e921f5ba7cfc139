'use client';
/** Makes the static tabs of a page rendered as a React tree (content pages, guides in `next dev`) operable. */
import { useEffect } from 'react';
import { enhanceTabs } from './tabs-behaviour';

export function TabsHandler() {
  useEffect(() => {
    const main = document.getElementById('main-content');
    return main ? enhanceTabs(main) : undefined;
  }, []);
  return null;
}
