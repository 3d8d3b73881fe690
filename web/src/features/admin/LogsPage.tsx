import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import api from '../../app/api';
import { BreadcrumbBar, saveBlob } from '../../shared/BreadcrumbBar';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { formatDateTime, formatTimestamp } from '../../shared/format';
import { LOG_LEVELS, formatBytes } from './management';

interface Loggers {
  levels?: string[];
  loggers?: Record<string, { configuredLevel?: string | null; effectiveLevel?: string }>;
}
interface LogFile {
  name: string;
  size: number;
  modified: string;
}
interface Audit {
  id: number;
  principal: string;
  type: string;
  remoteAddr?: string;
  timestamp: string;
  data?: unknown;
}

/** /admin/logs: the root log level, the log files and the audit events. */
export function LogsPage() {
  const { t } = useTranslation();
  const [loggers, setLoggers] = useState<Loggers | null>(null);
  const [files, setFiles] = useState<LogFile[]>([]);
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    void api.get<Loggers>('/management/loggers').then(
      (r) => setLoggers(r.data),
      () => undefined,
    );
    void api.get<LogFile[]>('/api/v3/log/files').then(
      (r) => setFiles(Array.isArray(r.data) ? r.data : []),
      () => undefined,
    );
  }, [tick]);

  const setLevel = async (name: string, level: string) => {
    try {
      await api.post(`/management/loggers/${encodeURIComponent(name)}`, { configuredLevel: level });
      refresh();
    } catch {
      // shown by the API client
    }
  };

  const download = (name: string) => {
    void api
      .blob(`/api/v3/log/get-log-file/${encodeURIComponent(name)}`)
      .then((r) => saveBlob(r.data, name))
      .catch(() => undefined);
  };

  const levels = loggers?.levels?.length ? loggers.levels : [...LOG_LEVELS];

  return (
    <div className="container-xl" data-testid="logs-page">
      <BreadcrumbBar items={[t('admin.title'), t('logs.title')]} />
      <h2 className="h4">{t('logs.title')}</h2>
      <table className="table table-sm" data-testid="loggers-table">
        <thead>
          <tr>
            <th>{t('logs.name')}</th>
            <th>{t('logs.level')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(loggers?.loggers ?? {}).map(([name, l]) => (
            <tr key={name} data-testid={`logger-${name}`}>
              <td>{name}</td>
              <td>
                <div className="btn-group btn-group-sm" role="group">
                  {levels.map((level) => {
                    const active = (l.configuredLevel ?? l.effectiveLevel) === level;
                    return (
                      <button
                        key={level}
                        type="button"
                        className={`btn ${active ? 'btn-primary' : 'btn-outline-secondary'}`}
                        aria-pressed={active}
                        onClick={() => void setLevel(name, level)}
                        data-testid={`logger-${name}-${level}`}
                      >
                        {level}
                      </button>
                    );
                  })}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 className="h5">{t('logs.files')}</h3>
      {files.length === 0 ? (
        <RecordNotFound />
      ) : (
        <table className="table table-sm" data-testid="log-files">
          <tbody>
            {files.map((f) => (
              <tr key={f.name}>
                <td className="font-monospace">{f.name}</td>
                <td>{formatBytes(f.size)}</td>
                <td>{formatDateTime(f.modified)}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    onClick={() => download(f.name)}
                    data-testid={`log-download-${f.name}`}
                  >
                    {t('entity.action.download')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Audits />
    </div>
  );
}

/** The last 7 days, as YYYY-MM-DD. */
export function defaultAuditRange(now: Date = new Date()) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { fromDate: day(new Date(now.getTime() - 7 * 86400_000)), toDate: day(now) };
}

function Audits() {
  const { t } = useTranslation();
  const [range, setRange] = useState(defaultAuditRange);
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<Audit[] | null>(null);
  const [total, setTotal] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const params: Record<string, string> = {};
    if (range.fromDate) params.fromDate = range.fromDate;
    if (range.toDate) params.toDate = range.toDate;
    api
      .list<Audit>(
        '/management/audits',
        { page: page - 1, size: DEFAULT_PAGE_SIZE, sort: 'timestamp,desc', params },
        { signal: controller.signal },
      )
      .then((r) => {
        setRows(r.items);
        setTotal(r.totalCount);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [range, page]);

  return (
    <section data-testid="audits">
      <h3 className="h5 mt-4">{t('audits.title')}</h3>
      <div className="row g-2 mb-2">
        <div className="col-auto">
          <label className="form-label small mb-0" htmlFor="audits-from">
            {t('audits.from')}
          </label>
          <input
            id="audits-from"
            type="date"
            className="form-control form-control-sm"
            value={range.fromDate}
            onChange={(e) => (setRange({ ...range, fromDate: e.target.value }), setPage(1))}
            data-testid="audits-from"
          />
        </div>
        <div className="col-auto">
          <label className="form-label small mb-0" htmlFor="audits-to">
            {t('audits.to')}
          </label>
          <input
            id="audits-to"
            type="date"
            className="form-control form-control-sm"
            value={range.toDate}
            onChange={(e) => (setRange({ ...range, toDate: e.target.value }), setPage(1))}
            data-testid="audits-to"
          />
        </div>
      </div>
      {rows !== null && rows.length === 0 && <RecordNotFound />}
      {rows !== null && rows.length > 0 && (
        <table className="table table-sm table-striped" data-testid="audits-table">
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
                <td className="small text-break">{typeof a.data === 'string' ? a.data : JSON.stringify(a.data)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager activePage={page} totalItems={total} itemsPerPage={DEFAULT_PAGE_SIZE} onSelect={setPage} />
    </section>
  );
}

export default LogsPage;
