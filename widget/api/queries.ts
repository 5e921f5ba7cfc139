/**
 * React Query options for the widget's server state (keys start with the resource). Retries, deduplication and
 * refetching on focus follow the widget's defaults (./fetch-timing.ts, set on its QueryClient).
 */
import { queryOptions } from '@tanstack/react-query';
import type { WidgetClient } from './client';

export const settingsQuery = (client: WidgetClient, publicId: string) =>
  queryOptions({
    queryKey: ['settings', publicId],
    queryFn: ({ signal }) => client.settings(signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const teamMemberQuery = (client: WidgetClient, enabled: boolean) =>
  queryOptions({
    queryKey: ['team-member'],
    queryFn: ({ signal }) => client.isTeamMember(signal),
    staleTime: 5_000,
    refetchOnWindowFocus: false,
    enabled,
  });

export const commentsQuery = (client: WidgetClient, pathname: string, team: boolean, enabled: boolean) =>
  queryOptions({
    queryKey: ['comments', pathname, team ? 'team' : 'public'],
    queryFn: ({ signal }) => client.comments(pathname, team, signal),
    enabled,
  });
