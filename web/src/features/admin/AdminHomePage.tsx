import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

const ADMIN_LINKS = [
  { to: '/admin/user-management', labelKey: 'global.menu.admin.userManagement' },
  { to: '/admin/organization-tree', labelKey: 'global.menu.admin.organizationTree' },
  { to: '/admin/metrics', labelKey: 'global.menu.admin.metrics' },
  { to: '/admin/configuration', labelKey: 'global.menu.admin.configuration' },
  { to: '/admin/logs', labelKey: 'global.menu.admin.logs' },
] as const;

/** Administration landing page; the pages behind these links arrive with later issues. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="container-xl" data-testid="admin-home">
      <h1 className="h2">{t('admin.title')}</h1>
      <p className="text-muted">{t('admin.intro')}</p>
      <div className="list-group">
        {ADMIN_LINKS.map((l) => (
          <Link key={l.to} to={l.to} className={`list-group-item list-group-item-action${pathname === l.to ? ' active' : ''}`}>
            {t(l.labelKey)}
          </Link>
        ))}
      </div>
    </div>
  );
}

export default AdminHomePage;
