import { useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import NavbarBrand from 'react-bootstrap/NavbarBrand';
import NavbarCollapse from 'react-bootstrap/NavbarCollapse';
import Nav from 'react-bootstrap/Nav';
import NavItem from 'react-bootstrap/NavItem';
import NavLink from 'react-bootstrap/NavLink';
import Dropdown from 'react-bootstrap/Dropdown';
import Container from 'react-bootstrap/Container';
import { useAppSelector } from '../store';
import { computeMenu, displayName } from './menuRules';
import { NavbarBurger, NavbarShell } from './NavbarShell';
import { SubMenu } from './SubMenu';
import { Item } from './MenuItem';
import { Ribbon } from './Ribbon';
import { openUserManual } from './userManual';
import { changeLocale } from '../../i18n';
import { brandImageUrl } from '../../shared/brand';

/** A menu in the bar: a nav item with a toggle and a menu. */
function Menu({ testId, title, children, align }: { testId: string; title: ReactNode; children: ReactNode; align?: 'end' }) {
  return (
    <Dropdown as={NavItem} align={align}>
      <Dropdown.Toggle as={NavLink} data-testid={testId} role="button">
        {title}
      </Dropdown.Toggle>
      <Dropdown.Menu>{children}</Dropdown.Menu>
    </Dropdown>
  );
}

export function Navbar() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const session = useAppSelector((s) => s.authentication);
  const { config, info } = useAppSelector((s) => s.applicationConfig);
  const account = session.isAuthenticated ? session.account : null;
  const menu = useMemo(() => computeMenu(account, config), [account, config]);
  const from = location.pathname === '/login' ? undefined : { from: location };
  const m = menu.management;

  return (
    <header className="inno-header">
      <Ribbon environment={info?.environment} />
      <NavbarShell className="inno-navbar bg-white border-bottom">
        <Container fluid>
          <NavbarBrand as={Link} to="/" data-testid="nav-brand" aria-label={t('global.title')}>
            <picture>
              <source media="(max-width: 575.98px)" srcSet={brandImageUrl('logo-s.png')} />
              <img src={brandImageUrl('logo.png')} alt={t('global.title')} className="inno-logo" data-testid="nav-logo" />
            </picture>
          </NavbarBrand>
          <NavbarBurger controls="inno-navbar-collapse" />
          <NavbarCollapse id="inno-navbar-collapse">
            <Nav className="me-auto">
              {menu.contributeTypes.length === 1 && (
                <Nav.Link
                  as={Link}
                  to={`/contribution/${menu.contributeTypes[0]}/null`}
                  className="btn btn-primary text-white px-3 me-lg-2"
                  data-testid="nav-contribute"
                >
                  {t('global.menu.contribute')}
                </Nav.Link>
              )}
              {menu.contributeTypes.length > 1 && (
                <Menu testId="nav-contribute" title={t('global.menu.contribute')}>
                  {menu.contributeTypes.map((type) => (
                    <Dropdown.Item as={Link} key={type} to={`/contribution/${type}/null`} data-testid={`nav-contribute-${type}`}>
                      {type === 'SUGGESTION' ? t('global.menu.suggestion') : t('global.menu.improvement')}
                    </Dropdown.Item>
                  ))}
                </Menu>
              )}
              {menu.listings.map((l) => (
                <Nav.Link as={Link} key={l.id} to={l.to} data-testid={`nav-${l.id}`}>
                  {t(l.labelKey)}
                </Nav.Link>
              ))}
              {menu.reporting.length > 0 && (
                <Menu testId="nav-reporting-menu" title={t('global.menu.reporting.main')}>
                  {menu.reporting.map((section, i) => (
                    <div key={section.id}>
                      {i > 0 && <Dropdown.Divider />}
                      <Dropdown.Header>{t(section.titleKey)}</Dropdown.Header>
                      {section.items.map((l) => (
                        <Item key={l.id} link={l} />
                      ))}
                    </div>
                  ))}
                </Menu>
              )}
              {menu.showManagement && (
                <Menu testId="nav-admin-menu" title={t('global.menu.admin.main')}>
                  {m.items.map((l) => (
                    <Item key={l.id} link={l} />
                  ))}
                  <SubMenu testId="nav-platform-menu" title={t('global.menu.admin.platform')} links={m.platform} />
                  <SubMenu testId="nav-system-menu" title={t('global.menu.admin.system')} links={m.system} />
                  <SubMenu testId="nav-suggestion-menu" title={t('global.menu.admin.suggestion')} links={m.suggestion} />
                  <SubMenu testId="nav-improvement-menu" title={t('global.menu.admin.improvement')} links={m.improvement} />
                </Menu>
              )}
            </Nav>
            <Nav className="ms-auto align-items-lg-center">
              {menu.showLanguage && (
                <Menu testId="nav-language" title={menu.languages.find((l) => l.code === i18n.language)?.name ?? i18n.language} align="end">
                  {menu.languages.map((l) => (
                    <Dropdown.Item
                      key={l.code}
                      as="button"
                      type="button"
                      active={l.code === i18n.language}
                      lang={l.code}
                      data-testid={`nav-language-${l.code}`}
                      onClick={() => void changeLocale(l.code)}
                    >
                      {l.name}
                    </Dropdown.Item>
                  ))}
                </Menu>
              )}
              {menu.account && (
                <Menu testId="nav-account-menu" title={displayName(account)} align="end">
                  {menu.account.map((l) => (
                    <Item key={l.id} link={l} />
                  ))}
                  <Dropdown.Item as="button" type="button" data-testid="nav-manual" onClick={() => void openUserManual()}>
                    {t('global.menu.account.manual')}
                  </Dropdown.Item>
                  <Dropdown.Divider />
                  <Dropdown.Item as={Link} to="/logout" data-testid="nav-logout">
                    {t('global.menu.account.logout')}
                  </Dropdown.Item>
                </Menu>
              )}
              {menu.showContact && (
                <Nav.Link as={Link} to="/contact" data-testid="nav-contact">
                  {t('global.menu.contact')}
                </Nav.Link>
              )}
              {menu.showRegister && (
                <Nav.Link as={Link} to="/account/register" data-testid="nav-register">
                  {t('global.menu.account.register')}
                </Nav.Link>
              )}
              {menu.showLogin && (
                <Nav.Link as={Link} to="/login" state={from} data-testid="nav-login" className="btn btn-primary text-white px-3 ms-lg-2">
                  {t('global.menu.account.login')}
                </Nav.Link>
              )}
            </Nav>
          </NavbarCollapse>
        </Container>
      </NavbarShell>
    </header>
  );
}

export default Navbar;
