import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { SafeHtml } from '../../shared/html/SafeHtml';
import { useStaticContent } from '../../shared/staticContent';

/** /static-content-view/{contentKey} (public): title and sanitized HTML of the current language's entry. */
export function StaticContentViewPage() {
  const { contentKey } = useParams();
  const { i18n } = useTranslation();
  // undefined while loading, null when the key has no block in this language
  const block = useStaticContent(i18n.language, contentKey ?? null);
  return (
    <div className="container-xl my-4" data-testid="static-content-view">
      {block === null && <RecordNotFound />}
      {block && (
        <>
          {block.title && (
            <h1 className="h3" data-testid="static-content-view-title">
              {block.title}
            </h1>
          )}
          <SafeHtml className="inno-static-content" data-testid="static-content-view-body" html={block.content} />
        </>
      )}
    </div>
  );
}

export default StaticContentViewPage;
