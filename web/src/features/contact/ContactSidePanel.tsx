import { useTranslation } from 'react-i18next';
import { useStaticContent } from '../../shared/staticContent';
import { SafeHtml } from '../../shared/html/SafeHtml';

/** The static content with key contact beside the form (spec 000 §2); nothing while absent. */
export function ContactSidePanel() {
  const { i18n } = useTranslation();
  const block = useStaticContent(i18n.language, 'contact');
  if (!block || (!block.title && !block.content)) return null;
  return (
    <aside className="col-lg-4 mt-4 mt-lg-0" data-testid="contact-side">
      <div className="card">
        <div className="card-body">
          {block.title && <h2 className="h5 card-title">{block.title}</h2>}
          {block.content && <SafeHtml className="inno-static-content" html={block.content} />}
        </div>
      </div>
    </aside>
  );
}
