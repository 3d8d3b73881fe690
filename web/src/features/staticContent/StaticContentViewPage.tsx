import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStaticContent } from '../../shared/staticContent';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { sanitizeHtml } from './sanitize';

/** /static-content-view/{contentKey} (public): title and sanitized HTML of the current language's entry. */
export function StaticContentViewPage() {
  const { contentKey } = useParams();
  const { i18n } = useTranslation();
  const block = useStaticContent(i18n.language, contentKey ?? null);
  const html = useMemo(() => sanitizeHtml(block?.content), [block]);
  return (
    <div className="container-xl my-4" data-testid="static-content-view">
      {block === null && <RecordNotFound />}
      {block && (
        <>
          {block.title && <h1 className="h3" data-testid="static-content-view-title">{block.title}</h1>}
          <div className="inno-static-content" data-testid="static-content-view-body" dangerouslySetInnerHTML={{ __html: html }} />
        </>
      )}
    </div>
  );
}

export default StaticContentViewPage;
