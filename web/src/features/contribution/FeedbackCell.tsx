import { useTranslation } from 'react-i18next';
import { formatAverage } from '../rating/model';
import type { ListItem } from './types';

/** A list row's comments and rating average (counters kept on the row by the server: no extra request). */
export function FeedbackCell({ item }: { item: Pick<ListItem, 'commentCount' | 'ratingCount' | 'ratingAverage'> }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="small d-inline-flex flex-wrap column-gap-2">
      <span>{t('contribution.list.comments', { count: item.commentCount })}</span>
      {item.ratingCount > 0 && (
        <span>
          <span aria-hidden="true">★ </span>
          {t('contribution.list.rating', { average: formatAverage(item.ratingAverage, i18n.language), count: item.ratingCount })}
        </span>
      )}
    </span>
  );
}
