import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api';
import { AUTHORITIES, hasAnyAuthority } from '../../app/auth/authorities';
import { useAppSelector } from '../../app/store';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { formatDateTime } from '../../shared/format';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { PageSpinner } from '../../shared/PageSpinner';
import { SafeHtml } from '../../shared/html/SafeHtml';
import { fetchContent } from './contentApi';
import { CategoryLabel } from './ContentCard';
import { bannerUrl } from './common/images';
import { parseEntityId } from './ids';
import type { Content } from './types';
import './common/content.css';

/** /content/{id}: category with its icon, title, banner, body, author, publish and update dates. */
export function ContentDetailPage() {
  const { t } = useTranslation();
  const id = parseEntityId(useParams().id);
  const account = useAppSelector((s) => (s.authentication.isAuthenticated ? s.authentication.account : null));
  const [state, setState] = useState<{ id: number; item: Content | 'missing' } | null>(null);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    fetchContent(id, controller.signal).then(
      (item) => setState({ id, item }),
      (e: unknown) => {
        if (!controller.signal.aborted && !(isApiError(e) && e.aborted)) setState({ id, item: 'missing' });
      },
    );
    return () => controller.abort();
  }, [id]);

  const item = state && state.id === id ? state.item : null;
  if (id === null || item === 'missing') return <NotFoundPage />;
  if (item === null) return <PageSpinner />;
  const banner = bannerUrl(item.bannerPath ?? item.bannerPreviewPath);
  const canEdit = !!account && hasAnyAuthority(account.authorities, [AUTHORITIES.CONTENT_AUTHOR, AUTHORITIES.CONTENT_EDITOR]);

  return (
    <div className="container-xl" data-testid="content-detail-page">
      <BreadcrumbBar items={[t('global.menu.home'), t('content.list.title'), item.title]}>
        {canEdit && (
          <Link to={`/content/${item.id}/edit`} className="btn btn-sm btn-outline-primary" data-testid="content-detail-edit">
            {t('entity.action.edit')}
          </Link>
        )}
      </BreadcrumbBar>
      <article className="mx-auto" style={{ maxWidth: '60rem' }}>
        <CategoryLabel name={item.category} icon={item.categoryIcon} />
        <h1 className="h2 mt-1" data-testid="content-detail-title">
          {item.title}
        </h1>
        <div className="text-muted small mb-3 d-flex flex-wrap gap-3">
          <span data-testid="content-detail-author">{t('content.detail.author', { name: item.authorName })}</span>
          <span data-testid="content-detail-published">{t('content.detail.published', { date: formatDateTime(item.publishDate) })}</span>
          <span data-testid="content-detail-updated">{t('content.detail.updated', { date: formatDateTime(item.dateUpdated) })}</span>
        </div>
        {banner && <img src={banner} alt="" className="inno-detail-banner mb-3" data-testid="content-detail-banner" />}
        <p className="lead">{item.summary}</p>
        <SafeHtml className="inno-rich-body" data-testid="content-detail-body" html={item.body} />
        <div className="mt-4">
          <Link to="/content" className="btn btn-outline-secondary" data-testid="content-detail-back">
            {t('content.detail.back')}
          </Link>
        </div>
      </article>
    </div>
  );
}

export default ContentDetailPage;
