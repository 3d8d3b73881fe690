import { useTranslation } from 'react-i18next';
import { FieldFeedback } from '../../../shared/form/FormField';
import { useEnumLabel, useParameterLabel } from '../labels';
import { useSavePiece } from '../lifeCycleApi';
import { newPostHandlerForm, postHandlerPayload, postHandlerSchema, postHandlerToForm } from '../pieceForms';
import { handlerParameters } from '../rules';
import type { DefinedTypes, PostHandler, StateAction } from '../types';
import { CrudDialog } from './CrudDialog';
import { SelectField } from '../../../shared/form/FormField';

/** Add or edit the handlers an action runs after it moved a contribution: a handler and its parameter. */
export function PostHandlerDialog({
  action,
  postHandler,
  types,
  onClose,
}: {
  action: StateAction;
  postHandler: PostHandler | null;
  types: DefinedTypes;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const parameterLabel = useParameterLabel();
  const save = useSavePiece('postHandler');
  const handlers = types.postHandlers;
  return (
    <CrudDialog
      testId="post-handler-dialog"
      title={postHandler ? t('lifeCycle.postHandler.edit', { name: action.name }) : t('lifeCycle.postHandler.add', { name: action.name })}
      schema={postHandlerSchema(handlers)}
      initial={postHandler ? postHandlerToForm(postHandler) : newPostHandlerForm()}
      save={(values) => save(postHandlerPayload(values, action.id, handlers))}
      onClose={onClose}
    >
      {(form) => {
        const v = form.values;
        const allowed = handlerParameters(handlers, v.handler);
        return (
          <>
            <SelectField
              id="post-handler-handler"
              label={t('lifeCycle.postHandler.handler')}
              value={v.handler}
              onChange={(x) => {
                form.set('handler', x);
                form.set('parameter', '');
              }}
              options={Object.keys(handlers)
                .sort()
                .map((h) => ({ value: h, label: enumLabel('postHandler', h) }))}
              error={form.errorOf('handler')}
              required
              placeholder={t('lifeCycle.choose')}
            />
            {allowed.length > 0 ? (
              <SelectField
                id="post-handler-parameter"
                label={t('lifeCycle.postHandler.parameter')}
                value={v.parameter}
                onChange={(x) => form.set('parameter', x)}
                options={allowed.map((p) => ({ value: p, label: parameterLabel(p) }))}
                error={form.errorOf('parameter')}
                required
                placeholder={t('lifeCycle.choose')}
              />
            ) : (
              v.handler !== '' && (
                <div className="mb-3">
                  <p className="form-text mb-0" data-testid="post-handler-no-parameter">
                    {t('lifeCycle.postHandler.noParameter')}
                  </p>
                  <FieldFeedback
                    id="post-handler-parameter"
                    message={form.errorOf('parameter')}
                    label={t('lifeCycle.postHandler.parameter')}
                  />
                </div>
              )
            )}
            <p className="form-text">{t('lifeCycle.postHandlerHint')}</p>
          </>
        );
      }}
    </CrudDialog>
  );
}
