import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { ExtraInputList } from './ExtraInputList';
import { TypeGate } from './TypeGate';
import { typeKey } from './model';

/** /extra-input/{type}: the type's extra inputs as reorderable cards. */
export function ExtraInputListPage() {
  const { type } = useParams();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const basePath = pathname.replace(/\/+$/, '');
  return (
    <TypeGate value={type}>
      {(source) => {
        const heading = t('contributionAdmin.extraInput.title', { type: t(typeKey(source)) });
        return (
          <div className="container-lg" data-testid="extra-input-page">
            <BreadcrumbBar items={[t('global.menu.admin.main'), heading]} />
            <div className="d-flex justify-content-between align-items-center mb-3">
              <h1 className="h4 mb-0">{heading}</h1>
              <Link to={`/extra-input/${source}/new`} className="btn btn-primary" data-testid="extra-input-create">
                {t('contributionAdmin.extraInput.create')}
              </Link>
            </div>
            <ExtraInputList key={source} source={source} basePath={basePath} />
          </div>
        );
      }}
    </TypeGate>
  );
}

export default ExtraInputListPage;
