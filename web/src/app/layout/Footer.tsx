import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../store';
import { useStaticContent } from '../../shared/staticContent';
import { SafeHtml } from '../../shared/html/SafeHtml';
import './footer.css';

export function Footer() {
  const { t, i18n } = useTranslation();
  const info = useAppSelector((s) => s.applicationConfig.info);
  const block = useStaticContent(i18n.language, 'footer');
  return (
    <footer className="inno-footer border-top mt-5 py-4 bg-light" data-testid="footer">
      <div className="container">
        {block?.content && <SafeHtml className="inno-footer-content mb-3" data-testid="footer-content" html={block.content} />}
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 small text-muted">
          <nav className="d-flex gap-3" aria-label={t('footer.links')}>
            <Link to="/static-content-view/privacy-platform" data-testid="footer-privacy">
              {t('footer.privacy')}
            </Link>
            <Link to="/static-content-view/terms-platform" data-testid="footer-terms">
              {t('footer.terms')}
            </Link>
          </nav>
          <span>{t('footer.poweredBy')}</span>
          {info && <span data-testid="footer-version">{t('footer.version', { version: info.version, build: info.build })}</span>}
        </div>
      </div>
    </footer>
  );
}

export default Footer;
