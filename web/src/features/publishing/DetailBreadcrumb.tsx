import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import type { BannerKind } from './types';

/** The trail of /{entity}/{id} (home, the kind's list, the item) with the edit link for those who may edit. */
export function DetailBreadcrumb({ entity, id, name, canEdit }: { entity: BannerKind; id: number; name: string; canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <BreadcrumbBar items={[t('global.menu.home'), t(`${entity}.list.title`), name]}>
      {canEdit && (
        <Link to={`/${entity}/${id}/edit`} className="btn btn-sm btn-outline-primary" data-testid={`${entity}-detail-edit`}>
          {t('entity.action.edit')}
        </Link>
      )}
    </BreadcrumbBar>
  );
}
