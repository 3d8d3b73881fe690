import { useTranslation } from 'react-i18next';
import type { PathStep } from './lifeCyclePath';

/** The life cycle as a path of steps, the current one marked (docs/design.md "Life-cycle path"). */
export function LifeCyclePath({ steps }: { steps: PathStep[] }) {
  const { t } = useTranslation();
  if (steps.length === 0) return null;
  return (
    <ol className="inno-path" aria-label={t('contribution.path.label')} data-testid="contribution-path">
      {steps.map((s, i) => (
        <li
          key={s.id}
          className="inno-path-step"
          data-status={s.status}
          aria-current={s.status === 'current' || s.status === 'ended' ? 'step' : undefined}
          data-testid={`contribution-path-step-${s.status}`}
        >
          <span className="inno-path-dot" aria-hidden="true">
            {s.status === 'done' ? '✓' : s.status === 'ended' ? '×' : i + 1}
          </span>
          <span className="inno-path-label">
            {s.name}
            <span className="visually-hidden"> ({t(`contribution.path.${s.status}`)})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

export default LifeCyclePath;
