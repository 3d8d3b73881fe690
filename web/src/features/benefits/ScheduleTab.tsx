import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { formatDateTime, formatLocalDate } from '../../shared/format';
import { useScheduleQuery } from './benefitsApi';
import { ScheduleEditor } from './ScheduleEditor';
import type { ScheduleStep } from './types';
import './schedule.css';

/**
 * The detail's Schedule tab (issue 17): the implementation schedule as a timeline, late steps marked
 * (still open after the planned end, or ended after it: the server decides), and the editor for its
 * implementers and owners while the state allows.
 */
export function ScheduleTab({ contributionId, stateId }: { contributionId: number; stateId: number }) {
  const { t } = useTranslation();
  const q = useScheduleQuery({ contributionId, stateId });
  const [editing, setEditing] = useState(false);
  if (q.isError) return <p className="alert alert-warning">{t('schedule.unavailable')}</p>;
  if (!q.data) return <PageSpinner />;
  const s = q.data;
  if (editing) return <ScheduleEditor contributionId={contributionId} schedule={s} onClose={() => setEditing(false)} />;
  const late = s.steps.filter((st) => st.late).length;

  return (
    <div data-testid="schedule-tab">
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        {late > 0 && (
          <span className="badge text-bg-danger" data-testid="schedule-late-count">
            {t('schedule.lateCount', { count: late })}
          </span>
        )}
        {s.updatedDate && (
          <span className="small text-body-secondary me-auto">
            {t('schedule.updated', { name: s.updatedByName, date: formatDateTime(s.updatedDate) })}
          </span>
        )}
        {s.editable && (
          <button type="button" className="btn btn-primary btn-sm ms-auto" onClick={() => setEditing(true)} data-testid="schedule-edit">
            {t('schedule.edit')}
          </button>
        )}
      </div>
      {s.steps.length === 0 && <RecordNotFound />}
      {s.steps.length > 0 && (
        <ol className="inno-schedule list-unstyled mb-0" aria-label={t('schedule.title')}>
          {s.steps.map((st, i) => (
            <Step key={st.id} step={st} index={i} />
          ))}
        </ol>
      )}
    </div>
  );
}

function Step({ step: st, index }: { step: ScheduleStep; index: number }) {
  const { t } = useTranslation();
  return (
    <li
      className={`inno-schedule-step${st.late ? ' is-late' : ''} inno-schedule-${st.status.toLowerCase()}`}
      data-testid={`schedule-step-${index}`}
    >
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <strong className="me-auto">{st.title}</strong>
        <span className="badge text-bg-secondary">{t(`schedule.status.${st.status}`)}</span>
        {st.late && (
          <span className="badge text-bg-danger" data-testid={`schedule-step-${index}-late`}>
            {t('schedule.late')}
          </span>
        )}
      </div>
      <div className="small">
        {t('schedule.planned')}: {formatLocalDate(st.plannedStart)} – {formatLocalDate(st.plannedEnd)}
      </div>
      {(st.actualStart || st.actualEnd) && (
        <div className="small">
          {t('schedule.actual')}: {formatLocalDate(st.actualStart)} – {st.actualEnd ? formatLocalDate(st.actualEnd) : '…'}
        </div>
      )}
      {st.responsibleName && (
        <div className="small text-body-secondary">
          {t('schedule.responsible')}: {st.responsibleName}
        </div>
      )}
    </li>
  );
}

export default ScheduleTab;
