import { useAppSelector } from '../../app/store';
import { useChatSessionsQuery } from './chatApi';
import type { ChatSession } from './types';

/**
 * The chat sessions of a contribution the caller reads (none for a visitor or a reader without a role):
 * the detail page shows the Chat tab when there is one. The query keeps the live stream open while the page shows it.
 */
export function useChatTab(contributionId: number): ChatSession[] {
  const signedIn = useAppSelector((s) => s.authentication.isAuthenticated);
  const { data } = useChatSessionsQuery(contributionId, { skip: !signedIn });
  return data ?? [];
}
