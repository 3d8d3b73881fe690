import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { actionLabel } from './actions';
import { canEdit, holders, stateBadge } from './detail';
import { orderedActions, type ActionKind } from './lifeCyclePath';
import { editPath } from './paths';
import type { ActionView, ContributionDetail, PathState } from './types';

const BUTTON: Record<ActionKind, string> = {
  primary: 'btn-outline-primary',
  secondary: 'btn-outline-secondary',
  danger: 'btn-outline-danger',
};

/** One action's button: the first forward action filled, destructive ones red and set apart. */
function ActionButton({
  action: a,
  kind,
  filled,
  first = false,
  onAction,
}: {
  action: ActionView;
  kind: ActionKind;
  filled: boolean;
  first?: boolean;
  onAction: (a: ActionView, kind: ActionKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`btn ${filled ? 'btn-primary' : BUTTON[kind]}${first ? ' ms-sm-auto' : ''}`}
      onClick={() => onAction(a, kind)}
      data-kind={kind}
      data-testid={`contribution-action-${a.name}`}
    >
      {actionLabel(t, a.name)}
    </button>
  );
}

/** The next actions the caller may take: forward ones first, then the edit link, the destructive ones red and last. */
function DetailActions({
  detail,
  states,
  onAction,
}: {
  detail: ContributionDetail;
  states: PathState[];
  onAction: (a: ActionView, kind: ActionKind) => void;
}) {
  const { t } = useTranslation();
  const actions = orderedActions(detail.actions, states, detail.stateId);
  const firstPrimary = actions.findIndex((a) => a.kind === 'primary');
  return (
    <div className="d-flex flex-wrap gap-2 border-top pt-3" data-testid="contribution-actions">
      {actions
        .filter((x) => x.kind !== 'danger')
        .map(({ action: a, kind }, i) => (
          <ActionButton key={a.name} action={a} kind={kind} filled={kind === 'primary' && i === firstPrimary} onAction={onAction} />
        ))}
      {canEdit(detail) && (
        <Link
          className="btn btn-outline-secondary"
          to={editPath(detail.contributionType, detail.id, detail.contributionType === 'IDEA' ? detail.competitionId : detail.campaignId)}
          data-testid="contribution-edit"
        >
          {t('entity.action.edit')}
        </Link>
      )}
      {actions
        .filter((x) => x.kind === 'danger')
        .map(({ action: a, kind }, i) => (
          <ActionButton key={a.name} action={a} kind={kind} filled={false} onAction={onAction} first={i === 0} />
        ))}
      {actions.length === 0 && !canEdit(detail) && (
        <span className="small text-body-secondary align-self-center" data-testid="contribution-no-actions">
          {t('contribution.detail.noActions')}
        </span>
      )}
    </div>
  );
}

/**
 * The header: code, type and states, the title, the owners, the life-cycle path (children) and the
 * next actions the caller may take: forward ones primary (the first one filled), the others
 * secondary, the destructive ones (reject, cancel) red and last.
 */
export function DetailHeader({
  detail,
  typeLabel,
  states,
  onAction,
  children,
}: {
  detail: ContributionDetail;
  typeLabel: string;
  states: PathState[];
  onAction: (a: ActionView, kind: ActionKind) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const owners = holders(detail, 'OWNER');
  return (
    <section className="card mb-4" data-testid="contribution-detail-header">
      <div className="card-body p-4">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2 small">
          <span className="text-body-secondary fw-semibold" data-testid="contribution-detail-code">
            {detail.code}
          </span>
          <span className="text-body-secondary" aria-hidden="true">
            ·
          </span>
          <span className="text-body-secondary">{typeLabel}</span>
          <span className={`badge ${stateBadge(detail.stateType)}`} data-testid="contribution-detail-state">
            {detail.stateName}
          </span>
          <span className="badge text-bg-light border" data-testid="contribution-detail-publish-state">
            {t(`contribution.publishState.${detail.publishState}`, { defaultValue: detail.publishState })}
          </span>
        </div>
        <h1 className="h3 mb-1" data-testid="contribution-detail-title">
          {detail.title}
        </h1>
        {owners.length > 0 && (
          <p className="text-body-secondary mb-3" data-testid="contribution-detail-owners">
            {t('contribution.detail.by', { names: owners.map((p) => p.fullName || p.login).join(', ') })}
          </p>
        )}
        <div className="mb-3">{children}</div>
        <DetailActions detail={detail} states={states} onAction={onAction} />
      </div>
    </section>
  );
}
