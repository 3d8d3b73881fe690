import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { PageSpinner } from '../../shared/PageSpinner';
import { chatApi, useChangeChatStatusMutation, useChatItemsQuery, useMarkChatReadMutation } from './chatApi';
import { ChatComposer } from './ChatComposer';
import { ChatItemList } from './ChatItems';
import { CHAT_PAGE_SIZE, type ChatItem, type ChatSession } from './types';

interface Props {
  session: ChatSession;
  contributionId: number;
  canChangeStatus: boolean;
}

/** One session: its items (new ones arrive live), earlier pages on demand, the composer or why there is none. */
export function ChatPanel({ session, contributionId, canChangeStatus }: Props) {
  const { t } = useTranslation();
  const me = useAppSelector((s) => s.authentication.account?.id);
  const items = useChatItemsQuery({ sessionId: session.id });
  const [loadEarlier, earlier] = chatApi.useLazyChatItemsQuery();
  const [older, setOlder] = useState<{ items: ChatItem[]; more: boolean }>({ items: [], more: true });
  const [markRead] = useMarkChatReadMutation();
  const [changeStatus, changing] = useChangeChatStatusMutation();
  const box = useRef<HTMLDivElement>(null);
  const newest = items.data ?? [];

  // What the caller sees is read: move the marker when unread items are shown.
  useEffect(() => {
    if (session.unreadCount > 0 && items.isSuccess) {
      void markRead({ sessionId: session.id, contributionId, lastItemId: session.lastItemId });
    }
  }, [session.id, session.unreadCount, session.lastItemId, items.isSuccess, contributionId, markRead]);

  // Keep the newest item in view as items arrive.
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest.length]);

  if (items.isLoading) return <PageSpinner />;
  if (items.isError) return <p className="text-danger">{t('chat.loadError')}</p>;

  const first = older.items[0] ?? newest[0];
  const showEarlier = newest.length >= CHAT_PAGE_SIZE && older.more && first !== undefined;
  const earlierPage = async () => {
    if (!first) return;
    const page = await loadEarlier({ sessionId: session.id, before: first.id }).unwrap();
    setOlder((o) => ({ items: [...page, ...o.items], more: page.length >= CHAT_PAGE_SIZE }));
  };
  const closed = session.status === 'CLOSED';

  return (
    <section className="chat-panel" aria-labelledby={`chat-title-${session.id}`} data-testid={`chat-panel-${session.sessionType}`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 id={`chat-title-${session.id}`} className="h5 mb-0 me-auto">
          {t(`chat.type.${session.sessionType}`)}
        </h3>
        {canChangeStatus && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={changing.isLoading}
            onClick={() => void changeStatus({ contributionId, status: closed ? 'OPEN' : 'CLOSED', sessionIds: [session.id] })}
            data-testid="chat-toggle-status"
          >
            {closed ? t('chat.open') : t('chat.close')}
          </button>
        )}
      </div>
      <p className="small text-body-secondary mb-2">
        {t('chat.members', {
          names: session.members.map((m) => m.fullName).join(', ') || t('chat.nobody'),
        })}
      </p>
      {showEarlier && (
        <button type="button" className="btn btn-link btn-sm px-0" disabled={earlier.isFetching} onClick={() => void earlierPage()}>
          {t('chat.earlier')}
        </button>
      )}
      {newest.length === 0 && older.items.length === 0 ? (
        <p className="text-body-secondary" data-testid="chat-empty">
          {t('chat.empty')}
        </p>
      ) : (
        // a scrollable log: focusable so keyboard users can scroll it; new items are announced
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div ref={box} className="chat-items" tabIndex={0} role="log" aria-live="polite" aria-label={t('chat.itemsLabel')}>
          <ol className="list-unstyled mb-0">
            <ChatItemList items={older.items} me={me} />
            <ChatItemList items={newest} me={me} />
          </ol>
        </div>
      )}
      {closed ? (
        <div className="alert alert-secondary mb-0" role="status" data-testid="chat-closed">
          {t('chat.closedNotice')}
        </div>
      ) : session.canWrite ? (
        <ChatComposer sessionId={session.id} contributionId={contributionId} />
      ) : (
        <p className="text-body-secondary mb-0">{t('chat.readOnly')}</p>
      )}
    </section>
  );
}
