import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { useDownloadAttachmentMutation } from './contributionApi';
import type { ContributionFile } from './types';

/** Size for people: 512 B, 1.5 KB, 2.3 MB. */
export function formatSize(bytes: number): string {
  if (!(bytes >= 0)) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A contribution's files: each downloads with the session; `onDelete` adds a delete button. */
export function FileList({
  files,
  onDelete,
  busy,
}: {
  files: ContributionFile[];
  onDelete?: (f: ContributionFile) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const [download] = useDownloadAttachmentMutation();
  if (files.length === 0) return <p className="text-muted small mb-2">{t('contribution.files.none')}</p>;
  return (
    <ul className="list-group mb-2" data-testid="contribution-files">
      {files.map((f) => (
        <li
          key={f.id}
          className="list-group-item d-flex justify-content-between align-items-center"
          data-testid={`contribution-file-${f.id}`}
        >
          <span>
            <button
              type="button"
              className="btn btn-link p-0 align-baseline"
              onClick={() => void download({ id: f.id, fileName: f.fileName })}
              data-testid={`contribution-file-download-${f.id}`}
            >
              {f.fileName}
            </button>
            <small className="text-muted ms-2">
              {formatSize(f.size)} · {formatDateTime(f.createdDate)}
            </small>
          </span>
          {onDelete && (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              disabled={busy}
              onClick={() => onDelete(f)}
              data-testid={`contribution-file-delete-${f.id}`}
            >
              {t('entity.action.delete')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
