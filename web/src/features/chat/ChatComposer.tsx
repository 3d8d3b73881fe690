import { useTranslation } from 'react-i18next';
import { FieldFeedback } from '../../shared/form/FormField';
import { useZodForm } from '../../shared/form/useZodForm';
import { formatWholeNumber } from '../../shared/format';
import { usePostChatItemMutation } from './chatApi';
import { composerSchema, type ComposerValues } from './model';
import { CHAT_BODY_MAX } from './types';

/** The message box of an open session the caller writes in. Ctrl+Enter sends as the button does. */
export function ChatComposer({ sessionId, contributionId }: { sessionId: number; contributionId: number }) {
  const { t } = useTranslation();
  const [post, posting] = usePostChatItemMutation();
  const form = useZodForm<ComposerValues>(composerSchema, { body: '' }, { invalidToast: 'chat.invalid' });
  const id = `chat-body-${sessionId}`;
  const onSubmit = form.submit(async (v) => {
    await post({ sessionId, contributionId, body: v.body }).unwrap();
    form.reset({ body: '' });
  });
  const body = form.values.body ?? '';
  return (
    <form onSubmit={onSubmit} noValidate className="chat-composer" data-testid="chat-composer">
      <label htmlFor={id} className="form-label visually-hidden">
        {t('chat.message')}
      </label>
      <textarea
        id={id}
        className={`form-control${form.errorOf('body') ? ' is-invalid' : ''}`}
        rows={2}
        maxLength={CHAT_BODY_MAX}
        placeholder={t('chat.placeholder')}
        value={body}
        onChange={(e) => form.set('body', e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void onSubmit(e);
        }}
        aria-invalid={form.errorOf('body') ? true : undefined}
        aria-describedby={form.errorOf('body') ? `${id}-error ${id}-help` : `${id}-help`}
        data-testid="chat-body"
      />
      <FieldFeedback id={id} message={form.errorOf('body')} label={t('chat.message')} />
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        <span id={`${id}-help`} className="form-text me-auto mt-0">
          {t('chat.help', { count: body.length, max: formatWholeNumber(CHAT_BODY_MAX) })}
        </span>
        <button type="submit" className="btn btn-primary" disabled={posting.isLoading} data-testid="chat-send">
          {t('chat.send')}
        </button>
      </div>
    </form>
  );
}
