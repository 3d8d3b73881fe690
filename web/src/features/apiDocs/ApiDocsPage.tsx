import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';

/**
 * /api-docs (ADMIN): the API's OpenAPI document (GET /api/openapi.json) in Swagger UI. The viewer is a large
 * bundle of its own, loaded when this page shows.
 */
export function ApiDocsPage() {
  const { t } = useTranslation();
  const viewer = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('./swaggerUi').then(
      ({ mountViewer }) => {
        if (live && viewer.current) mountViewer(viewer.current);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="container-xl" data-testid="api-docs-page">
      <BreadcrumbBar items={[t('admin.title'), t('apiDocs.title')]} />
      <h1 className="h4">{t('apiDocs.title')}</h1>
      <p className="text-muted">{t('apiDocs.intro')}</p>
      {failed && (
        <div className="alert alert-danger" role="alert" data-testid="api-docs-failed">
          {t('apiDocs.failed')}
        </div>
      )}
      <div ref={viewer} className="api-docs-viewer" data-testid="api-docs-viewer" />
    </div>
  );
}

export default ApiDocsPage;
