import { useAppSelector } from '../../app/store';
import { useChatSessionsQuery } from './chatApi';
import type { ChatSession } from './types';

/**
 * The chat sessions of a contribution the caller reads (none for a visitor, a non-contributor or a reader without a role):
 * the detail page shows the Chat tab when there is one. The query keeps the live stream open while the page shows it.
 */
export function useChatTab(contributionId: number): ChatSession[] {
  // the chat calls are for contributors (ROLE_INTERNAL, ROLE_EXTERNAL): others are never members
  const contributor = useAppSelector((s) =>
    (s.authentication.account?.authorities ?? []).some((a) => a === 'ROLE_INTERNAL' || a === 'ROLE_EXTERNAL'),
  );
  const { data } = useChatSessionsQuery(contributionId, { skip: !contributor });
  return data ?? [];
}
