import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { useListSearch } from '../publishing/listSearch';
import { PagedItems } from '../publishing/PagedItems';
import { useCompetitionsQuery } from './competitionApi';
import { CompetitionCard } from './CompetitionCard';
import { ModuleGate } from './ModuleGate';
import '../publishing/publishing.css';

/** /competition: the competitions the caller may see, paged; page and sort in the query string (default dateCreated). */
export function CompetitionListPage() {
  const { t, i18n } = useTranslation();
  const { search, page, go } = useListSearch();
  const sort = search.get('sort') ?? 'dateCreated,desc';
  const list = useCompetitionsQuery({ lang: i18n.language, page: page - 1, size: DEFAULT_PAGE_SIZE, sort });
  return (
    <ModuleGate>
      <div className="container-xl" data-testid="competition-list-page">
        <BreadcrumbBar items={[t('global.menu.home'), t('competition.list.title')]} />
        <h1 className="h3 mb-3">{t('competition.list.title')}</h1>
        <PagedItems list={list} page={page} onPage={(p) => go({ page: p, sort })}>
          {(items) => (
            <div className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3 mb-3" data-testid="competition-list">
              {items.map((c) => (
                <div className="col" key={c.id}>
                  <CompetitionCard competition={c} />
                </div>
              ))}
            </div>
          )}
        </PagedItems>
      </div>
    </ModuleGate>
  );
}

export default CompetitionListPage;
