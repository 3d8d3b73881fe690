import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../shared/format';
import { bannerUrl } from '../publishing/images';
import { Cover } from '../../shared/Cover';
import { CategoryIcon } from './CategoryIcon';
import type { Content } from './types';

/** The category with its icon; the name is a translation key. */
export function CategoryLabel({ name, icon }: { name: string; icon: string }) {
  const { t } = useTranslation();
  return (
    <span className="inno-category text-uppercase small fw-semibold" data-testid="content-category">
      <CategoryIcon icon={icon} className="me-1" />
      {t(name, { defaultValue: name })}
    </span>
  );
}

/** One item of the public list: a grid tile, or a wide card when the page holds few items. */
export function ContentCard({ item, layout }: { item: Content; layout: 'grid' | 'cards' }) {
  const { t } = useTranslation();
  const src = bannerUrl(item.bannerPreviewPath ?? item.bannerPath);
  const image = src ? (
    <img
      src={src}
      alt=""
      className={layout === 'grid' ? 'card-img-top inno-banner-16x9' : 'inno-banner-16x9 rounded-start'}
      loading="lazy"
    />
  ) : (
    <Cover kind={item.categoryIcon || 'newspaper'} className={layout === 'grid' ? 'card-img-top' : 'rounded-start h-100'} />
  );
  const text = (
    <div className="card-body d-flex flex-column">
      <CategoryLabel name={item.category} icon={item.categoryIcon} />
      <h2 className="h5 card-title mt-1">
        <Link to={`/content/${item.id}`} className="stretched-link text-decoration-none" data-testid="content-card-link">
          {item.title}
        </Link>
      </h2>
      <p className="card-text text-muted inno-clamp-3">{item.summary}</p>
      <div className="mt-auto small text-muted">
        {t('content.publishedOn', { date: formatShortDate(item.publishDate) })} · {item.authorName}
      </div>
    </div>
  );
  if (layout === 'grid') {
    return (
      <div className="col" data-testid={`content-card-${item.id}`}>
        <article className="card h-100 shadow-sm position-relative">
          {image}
          {text}
        </article>
      </div>
    );
  }
  return (
    <article className="card shadow-sm mb-3 position-relative" data-testid={`content-card-${item.id}`}>
      <div className="row g-0">
        <div className="col-md-5">{image}</div>
        <div className="col-md-7">{text}</div>
      </div>
    </article>
  );
}
