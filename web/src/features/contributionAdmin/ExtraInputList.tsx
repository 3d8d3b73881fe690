import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../shared/PageSpinner';
import { Pager } from '../../shared/Pager';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { ConfirmDialog } from './ConfirmDialog';
import { deleteExtraInput, fetchExtraInputs, updateExtraInputOrder } from './contributionAdminApi';
import {
  AFTER_DELETE_QUERY,
  ALL_EXTRA_INPUTS_QUERY,
  INITIAL_EXTRA_INPUT_QUERY,
  applyOrder,
  byListOrder,
  deleteNeedsConfirmation,
  mergePageOrder,
  moveItem,
  orderBody,
  pickLanguage,
  type ContributionType,
  type ExtraInput,
} from './model';

interface Query {
  page: number;
  size: number;
  sort: string;
}

/**
 * The reorderable extra-input cards of spec 002 §2: list order, label and explanation in the
 * current language, input type, required or optional; edit and delete; up/down (hidden on the
 * first and last card) and drag-and-drop, each followed by POST …/update-order.
 * Edit links go to {basePath}/{id}/edit.
 */
export function ExtraInputList({ source, basePath }: { source: ContributionType; basePath: string }) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState<Query>(INITIAL_EXTRA_INPUT_QUERY);
  const [reload, setReload] = useState(0);
  const [items, setItems] = useState<ExtraInput[] | null>(null);
  const [total, setTotal] = useState(0);
  const [confirming, setConfirming] = useState<ExtraInput | null>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState<number | null>(null);
  const dragFrom = useRef<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchExtraInputs(source, { page: query.page, size: query.size, sort: query.sort }, controller.signal)
      .then((r) => {
        setItems(byListOrder(r.items));
        setTotal(r.totalCount);
      })
      .catch(() => {
        if (!controller.signal.aborted) setItems([]);
      });
    return () => controller.abort();
  }, [source, query, reload]);

  const refetch = (next: Query) => {
    setQuery(next);
    setReload((n) => n + 1);
  };

  const reorder = async (from: number, to: number) => {
    if (!items || from === to) return;
    const moved = moveItem(items, from, to);
    setItems(moved);
    try {
      let ids = moved.map((i) => i.id);
      if (total > items.length) {
        // more inputs than this page: the call names them all
        const all = await fetchExtraInputs(source, ALL_EXTRA_INPUTS_QUERY);
        ids = mergePageOrder(byListOrder(all.items), moved);
      }
      const body = orderBody(ids);
      setItems(applyOrder(moved, body));
      const r = await updateExtraInputOrder(source, body);
      if (Array.isArray(r.data)) {
        const answered = new Map(r.data.map((x) => [x.id, x]));
        setItems((current) => (current ? byListOrder(current.map((i) => answered.get(i.id) ?? i)) : current));
      }
    } catch {
      // shown by the API client; the list is read again as the server has it
      setReload((n) => n + 1);
    }
  };

  const remove = async (item: ExtraInput) => {
    setBusy(true);
    try {
      await deleteExtraInput(source, item.id);
      setConfirming(null);
      refetch({ ...AFTER_DELETE_QUERY });
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  const askDelete = (item: ExtraInput) => {
    if (deleteNeedsConfirmation(item)) setConfirming(item);
    else void remove(item);
  };

  const dragProps = (index: number, id: number) => ({
    draggable: true,
    onDragStart: (e: DragEvent<HTMLElement>) => {
      dragFrom.current = index;
      if (e.dataTransfer) {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(id));
      }
    },
    onDragOver: (e: DragEvent<HTMLElement>) => {
      if (dragFrom.current === null) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'move';
      if (over !== index) setOver(index);
    },
    onDrop: (e: DragEvent<HTMLElement>) => {
      e.preventDefault();
      const from = dragFrom.current;
      dragFrom.current = null;
      setOver(null);
      if (from !== null) void reorder(from, index);
    },
    onDragEnd: () => {
      dragFrom.current = null;
      setOver(null);
    },
  });

  if (items === null) return <PageSpinner />;
  if (items.length === 0) return <RecordNotFound />;

  return (
    <div data-testid="extra-input-list">
      <p className="small text-muted">{t('contributionAdmin.extraInput.dragHint')}</p>
      <ol className="list-unstyled mb-3">
        {items.map((item, index) => {
          const def = pickLanguage(item.definitionList, i18n.language);
          return (
            <li
              key={item.id}
              className={`card mb-2${over === index ? ' border-primary border-2' : ''}`}
              data-testid={`extra-input-card-${item.id}`}
              data-order={item.listOrder}
              {...dragProps(index, item.id)}
            >
              <div className="card-body d-flex align-items-start gap-3 py-2">
                <span
                  className="text-muted fs-5"
                  style={{ cursor: 'grab' }}
                  aria-hidden="true"
                  title={t('contributionAdmin.extraInput.drag')}
                >
                  ⠿
                </span>
                <span
                  className="badge text-bg-secondary fs-6"
                  title={t('contributionAdmin.extraInput.listOrder')}
                  data-testid={`extra-input-order-${item.id}`}
                >
                  {item.listOrder}
                </span>
                <div className="flex-grow-1">
                  <h3 className="h6 mb-1" data-testid={`extra-input-label-${item.id}`}>
                    {def?.label || t('contributionAdmin.common.undefined')}
                  </h3>
                  {def?.explanation && (
                    <p className="small text-muted mb-1" data-testid={`extra-input-explanation-${item.id}`}>
                      {def.explanation}
                    </p>
                  )}
                  <span className="badge text-bg-info me-1" data-testid={`extra-input-type-${item.id}`}>
                    {t(`contributionAdmin.extraInput.types.${item.inputType}`, { defaultValue: item.inputType })}
                  </span>
                  <span
                    className={`badge ${item.isRequired ? 'text-bg-danger' : 'text-bg-light border'}`}
                    data-testid={`extra-input-required-${item.id}`}
                  >
                    {item.isRequired ? t('contributionAdmin.extraInput.required') : t('contributionAdmin.extraInput.optional')}
                  </span>
                </div>
                <div className="d-flex flex-column gap-1" style={{ minWidth: '2.5rem' }}>
                  {index > 0 && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={t('contributionAdmin.extraInput.up')}
                      title={t('contributionAdmin.extraInput.up')}
                      onClick={() => void reorder(index, index - 1)}
                      data-testid={`extra-input-up-${item.id}`}
                    >
                      ▲
                    </button>
                  )}
                  {index < items.length - 1 && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={t('contributionAdmin.extraInput.down')}
                      title={t('contributionAdmin.extraInput.down')}
                      onClick={() => void reorder(index, index + 1)}
                      data-testid={`extra-input-down-${item.id}`}
                    >
                      ▼
                    </button>
                  )}
                </div>
                <div className="d-flex flex-column gap-1">
                  <Link
                    to={`${basePath}/${item.id}/edit`}
                    className="btn btn-sm btn-outline-primary"
                    data-testid={`extra-input-edit-${item.id}`}
                  >
                    {t('entity.action.edit')}
                  </Link>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    disabled={busy}
                    onClick={() => askDelete(item)}
                    data-testid={`extra-input-delete-${item.id}`}
                  >
                    {t('entity.action.delete')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {total > query.size && (
        <Pager
          activePage={query.page + 1}
          totalItems={total}
          itemsPerPage={query.size}
          onSelect={(p) => setQuery({ ...query, page: p - 1 })}
        />
      )}
      {confirming !== null && (
        <ConfirmDialog
          testId="extra-input-delete-dialog"
          message={t('contributionAdmin.extraInput.deleteQuestion', {
            name: pickLanguage(confirming.definitionList, i18n.language)?.label ?? String(confirming.id),
          })}
          busy={busy}
          onConfirm={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
