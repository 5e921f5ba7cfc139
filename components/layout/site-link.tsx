'use client';
/**
 * next/link that skips prefetching on slow or metered connections (2g, or the Save-Data preference).
 * The server snapshot says "slow" so nothing is prefetched before the browser has told us otherwise.
 */
import Link from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection && (connection.saveData || /2g/.test(connection.effectiveType ?? '')));
}

const subscribe = () => () => {};

export function SiteLink(props: ComponentProps<typeof Link>) {
  const slow = useSyncExternalStore(subscribe, isSlowConnection, () => true);
  return <Link {...props} prefetch={slow ? false : props.prefetch} />;
}
