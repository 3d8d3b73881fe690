import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import type { MenuLink } from './menuRules';

/** One link of a navbar menu. */
export function Item({ link }: { link: MenuLink }) {
  const { t } = useTranslation();
  return (
    <Dropdown.Item as={Link} to={link.to} disabled={link.disabled} data-testid={`nav-item-${link.id}`}>
      {t(link.labelKey)}
    </Dropdown.Item>
  );
}
