import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { AUTHORITIES, hasAnyAuthority } from '../../app/auth/authorities';
import { useAppSelector } from '../../app/store';
import { formatDateTime } from '../../shared/format';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { PageSpinner } from '../../shared/PageSpinner';
import { SafeHtml } from '../../shared/html/SafeHtml';
import { DetailBreadcrumb } from '../publishing/DetailBreadcrumb';
import { parseEntityId } from '../publishing/ids';
import { bannerUrl } from '../publishing/images';
import { useContentQuery } from './contentApi';
import { CategoryLabel } from './ContentCard';
import '../publishing/publishing.css';

/** /content/{id}: category with its icon, title, banner, body, author, publish and update dates. */
export function ContentDetailPage() {
  const { t } = useTranslation();
  const id = parseEntityId(useParams().id);
  const account = useAppSelector((s) => (s.authentication.isAuthenticated ? s.authentication.account : null));
  const query = useContentQuery(id ?? skipToken);

  const item = query.currentData;
  if (id === null || query.isError) return <NotFoundPage />;
  if (item === undefined) return <PageSpinner />;
  const banner = bannerUrl(item.bannerPath ?? item.bannerPreviewPath);
  const canEdit = !!account && hasAnyAuthority(account.authorities, [AUTHORITIES.CONTENT_AUTHOR, AUTHORITIES.CONTENT_EDITOR]);

  return (
    <div className="container-xl" data-testid="content-detail-page">
      <DetailBreadcrumb entity="content" id={item.id} name={item.title} canEdit={canEdit} />
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
