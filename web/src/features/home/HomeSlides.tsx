import { CompetitionCard } from '../competition/CompetitionCard';
import type { Competition } from '../competition/types';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../shared/format';
import { CampaignCard } from '../campaign/CampaignCard';
import type { Campaign } from '../campaign/types';
import { CategoryLabel } from '../content/ContentCard';
import { bannerUrl } from '../publishing/images';
import { Cover } from '../../shared/Cover';
import type { Content } from '../content/types';
import { SlideSummary } from './SlideSummary';

/** A campaign in a home slider: banner, code and title, summary (200/500), countdown while open. */
export function CampaignSlide({ campaign, now }: { campaign: Campaign; now: number }) {
  return (
    <CampaignCard
      campaign={campaign}
      now={now}
      summary={<SlideSummary text={campaign.summary} />}
      testId={`home-campaign-${campaign.id}`}
    />
  );
}

/** A competition in the open (banner) or closed slider. */
export function CompetitionSlide({ competition }: { competition: Competition }) {
  return (
    <CompetitionCard
      competition={competition}
      heading="h3"
      summary={<SlideSummary text={competition.summary} />}
      testId={`home-competition-${competition.id}`}
    />
  );
}

/** A content item in the latest-content slider. */
export function ContentSlide({ item }: { item: Content }) {
  const { t } = useTranslation();
  const src = bannerUrl(item.bannerPreviewPath ?? item.bannerPath);
  return (
    <article className="card h-100 shadow-sm" data-testid={`home-content-${item.id}`}>
      <Link to={`/content/${item.id}`} tabIndex={-1} aria-hidden="true">
        {src ? (
          <img src={src} alt="" className="card-img-top inno-banner-16x9" loading="lazy" />
        ) : (
          <Cover kind={item.categoryIcon || 'newspaper'} className="card-img-top" />
        )}
      </Link>
      <div className="card-body d-flex flex-column">
        <CategoryLabel name={item.category} icon={item.categoryIcon} />
        <h3 className="h5 card-title mt-1">
          <Link to={`/content/${item.id}`} className="text-decoration-none" data-testid="home-content-link">
            {item.title}
          </Link>
        </h3>
        <SlideSummary text={item.summary} />
        <div className="mt-auto small text-muted">{t('content.publishedOn', { date: formatShortDate(item.publishDate) })}</div>
      </div>
    </article>
  );
}
