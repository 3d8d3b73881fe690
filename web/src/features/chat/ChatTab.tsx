import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from './ChatPanel';
import { firstSession } from './model';
import './chat.css';
import type { ChatSession } from './types';

interface Props {
  contributionId: number;
  sessions: readonly ChatSession[];
  /** the state grants the caller CHANGE_CHAT_SESSION_STATUS */
  canChangeStatus: boolean;
}

/** The detail page's Chat tab: the caller's sessions with their unread counts, and the chosen one. */
export function ChatTab({ contributionId, sessions, canChangeStatus }: Props) {
  const { t } = useTranslation();
  // the session shown first stays chosen when reading it clears its unread count
  const [chosen, setChosen] = useState<number | undefined>(() => firstSession(sessions)?.id);
  const current = sessions.find((s) => s.id === chosen) ?? sessions[0];
  if (!current) return null;
  return (
    <div className="chat row g-3" data-testid="chat-tab">
      <nav className="col-md-4" aria-label={t('chat.sessions')}>
        <ul className="list-group">
          {sessions.map((s) => (
            <li key={s.id} className="list-group-item p-0">
              <button
                type="button"
                className={`chat-session-button${s.id === current.id ? ' active' : ''}`}
                aria-current={s.id === current.id ? 'true' : undefined}
                onClick={() => setChosen(s.id)}
                data-testid={`chat-session-${s.sessionType}`}
              >
                <span className="me-auto">{t(`chat.type.${s.sessionType}`)}</span>
                {s.status === 'CLOSED' && <span className="badge text-bg-secondary">{t('chat.closedBadge')}</span>}
                {s.unreadCount > 0 && (
                  <span className="badge rounded-pill text-bg-primary" data-testid={`chat-unread-${s.sessionType}`}>
                    {s.unreadCount}
                    <span className="visually-hidden"> {t('chat.unread', { count: s.unreadCount })}</span>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="col-md-8">
        <ChatPanel key={current.id} session={current} contributionId={contributionId} canChangeStatus={canChangeStatus} />
      </div>
    </div>
  );
}
