import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import type { BannerKind } from './types';
import './publishing.css';

/** A button of the editor: what it says, its Bootstrap variant, its test id, what it does. */
export interface EditorAction {
  label: string;
  className: string;
  testId: string;
  onClick: () => void;
}

/**
 * The frame of /{entity}/new and /{entity}/{id}/edit: the heading with the publish state, the read-only
 * notice, the form in two columns (the texts and banner, the kind's own fields and the audience) and the
 * buttons after Cancel, then the page's dialogs. Test ids: {entity}-update-page, {entity}-form, {entity}-cancel.
 */
export function ItemEditorFrame({
  entity,
  isNew,
  state,
  stateTestId,
  intro,
  readOnly,
  busy,
  onSubmit,
  main,
  side,
  cancelTo,
  actions,
  children,
}: {
  entity: BannerKind;
  isNew: boolean;
  /** the translated publish state; null for a new item */
  state: string | null;
  stateTestId: string;
  /** shown under the heading (the campaign's published dates) */
  intro?: ReactNode;
  readOnly: boolean;
  busy: boolean;
  onSubmit: (e: FormEvent) => void;
  main: ReactNode;
  side: ReactNode;
  cancelTo: string;
  /** the buttons after Cancel, in order */
  actions: readonly EditorAction[];
  /** the confirmation dialogs */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = isNew ? t(`${entity}.update.createTitle`) : t(`${entity}.update.editTitle`);
  return (
    <div className="container-xl" data-testid={`${entity}-update-page`}>
      <BreadcrumbBar items={[t(`global.menu.admin.${entity}`), heading]} />
      <h1 className="h3">
        {heading}
        {state && (
          <span className="badge text-bg-light border ms-2 fs-6 align-middle" data-testid={stateTestId}>
            {state}
          </span>
        )}
      </h1>
      {intro}
      {readOnly && <div className="alert alert-secondary">{t(`${entity}.update.readOnly`)}</div>}
      <form onSubmit={onSubmit} noValidate data-testid={`${entity}-form`}>
        <fieldset disabled={readOnly || busy}>
          <div className="row">
            <div className="col-lg-8">{main}</div>
            <div className="col-lg-4">{side}</div>
          </div>
          <div className="d-flex flex-wrap gap-2 border-top pt-3 mb-4">
            <Link to={cancelTo} className="btn btn-secondary" data-testid={`${entity}-cancel`}>
              {t('entity.action.cancel')}
            </Link>
            {actions.map((a) => (
              <button key={a.testId} type="button" className={`btn ${a.className}`} onClick={a.onClick} data-testid={a.testId}>
                {a.label}
              </button>
            ))}
          </div>
        </fieldset>
      </form>
      {children}
    </div>
  );
}
