import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import type { ChatItem } from './types';

/** Items of a session, oldest first; the caller's own on the other side. */
export function ChatItemList({ items, me }: { items: readonly ChatItem[]; me: number | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {items.map((i) => (
        <li key={i.id} className={`chat-item${i.authorId === me ? ' chat-item-mine' : ''}`} data-testid="chat-item">
          <div className="chat-item-meta">
            <span className="fw-semibold">{i.authorName.trim() || t('chat.someone')}</span>{' '}
            <span>({t(`contribution.roles.${i.authorRole}`, { defaultValue: i.authorRole })})</span>{' '}
            <time dateTime={i.createdDate}>{formatDateTime(i.createdDate)}</time>
          </div>
          <div className="chat-item-body">{i.body}</div>
        </li>
      ))}
    </>
  );
}
