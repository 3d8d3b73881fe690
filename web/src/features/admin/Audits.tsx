import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../shared/DateInput/DateInput';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { formatTimestamp } from '../../shared/format';
import { useAuditsQuery } from './managementApi';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';

/** The last 7 days, as YYYY-MM-DD. */
export function defaultAuditRange(now: Date = new Date()) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { fromDate: day(new Date(now.getTime() - 7 * 86400_000)), toDate: day(now) };
}

/** The audit events of a date range (the last 7 days at first), newest first. */
export function Audits() {
  const { t } = useTranslation();
  const [range, setRange] = useState(defaultAuditRange);
  const [page, setPage] = useState(1);
  const audits = useAuditsQuery({ page, ...range });
  // a failed read was shown by the API client's toast; the section then says there is nothing to show
  const rows = audits.isError ? [] : (audits.data?.items ?? null);

  return (
    <section data-testid="audits">
      <h3 className="h5 mt-4">{t('audits.title')}</h3>
      <div className="row g-2 mb-2">
        <div className="col-auto">
          <label className="form-label small mb-0" htmlFor="audits-from">
            {t('audits.from')}
          </label>
          <DateInput
            id="audits-from"
            size="sm"
            value={range.fromDate}
            onChange={(v) => (setRange({ ...range, fromDate: v }), setPage(1))}
            data-testid="audits-from"
          />
        </div>
        <div className="col-auto">
          <label className="form-label small mb-0" htmlFor="audits-to">
            {t('audits.to')}
          </label>
          <DateInput
            id="audits-to"
            size="sm"
            value={range.toDate}
            onChange={(v) => (setRange({ ...range, toDate: v }), setPage(1))}
            data-testid="audits-to"
          />
        </div>
      </div>
      {rows !== null && rows.length === 0 && <RecordNotFound />}
      {rows !== null && rows.length > 0 && (
        <ResponsiveTable label={t('audits.title')} className="table-sm table-striped" data-testid="audits-table">
          <thead>
            <tr>
              <th>{t('audits.date')}</th>
              <th>{t('audits.principal')}</th>
              <th>{t('audits.type')}</th>
              <th>{t('audits.remoteAddr')}</th>
              <th>{t('audits.data')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.id}>
                <td className="text-nowrap">{formatTimestamp(a.timestamp)}</td>
                <td>{a.principal}</td>
                <td>{a.type}</td>
                <td>{a.remoteAddr}</td>
                <td className="small text-break">{a.data}</td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      )}
      <Pager activePage={page} totalItems={audits.data?.totalCount ?? 0} itemsPerPage={DEFAULT_PAGE_SIZE} onSelect={setPage} />
    </section>
  );
}
