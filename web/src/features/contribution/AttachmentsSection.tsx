import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../app/notifications/toasts';
import { saveBlob } from '../../shared/BreadcrumbBar';
import { formatDateTime } from '../../shared/format';
import { deleteAttachment, downloadAttachment, fetchFiles, uploadAttachment } from './contributionApi';
import type { ContributionFile } from './types';

/** Size for people: 512 B, 1.5 KB, 2.3 MB. */
export function formatSize(bytes: number): string {
  if (!(bytes >= 0)) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Downloads an attachment with the session (the link itself would carry no token). */
export async function download(file: Pick<ContributionFile, 'id' | 'fileName'>): Promise<void> {
  try {
    saveBlob(await downloadAttachment(file.id), file.fileName);
  } catch {
    // shown by the API client
  }
}

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
              onClick={() => void download(f)}
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

/** Attached files on the edit form: list, upload (kind ATTACHMENT), delete, download. */
export function AttachmentsSection({ contributionId }: { contributionId: number }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<ContributionFile[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    // An upload may finish before this first read answers: keep what it added.
    fetchFiles(contributionId).then(
      (list) => live && setFiles((shown) => [...list, ...shown.filter((f) => !list.some((l) => l.id === f.id))]),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [contributionId]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const saved = await uploadAttachment(contributionId, file);
      setFiles((list) => [...list, saved]);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (f: ContributionFile) => {
    setBusy(true);
    try {
      await deleteAttachment(f.id);
      setFiles((list) => list.filter((x) => x.id !== f.id));
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="mb-3" data-testid="contribution-attachments">
      <legend className="form-label fs-6">{t('contribution.files.title')}</legend>
      <FileList files={files} busy={busy} onDelete={(f) => void remove(f)} />
      <input
        type="file"
        className="form-control"
        disabled={busy}
        aria-label={t('contribution.files.upload')}
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = '';
        }}
        data-testid="contribution-file-input"
      />
      <div className="form-text">{t('contribution.files.help')}</div>
    </fieldset>
  );
}

export default AttachmentsSection;
