import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showToasts } from '../../../app/notifications/toasts';
import { formatLocalDateTime, localDateTimeToIso } from '../../../shared/format';
import { UserSearch } from '../../../shared/UserSearch/UserSearch';
import type { SearchUser } from '../../../shared/UserSearch/rules';
import { DateTimeField } from '../../publishing/EditorSections';
import { TargetPicker } from '../../publishing/TargetPicker';
import type { Targets } from '../../publishing/types';
import { useModeratorsQuery, useSaveModeratorsMutation, useUpdateCompetitionMutation } from '../competitionApi';
import { payloadOf } from '../model';
import type { Competition } from '../types';
import { StepNav } from './StepNav';
import { stepPath } from './WizardPage';

/** The moderator maximum the server keeps (docs/api-competitions.md). */
export const MAX_MODERATORS = 20;

/** Step 4: the submission end date, public or for chosen units, and the moderators. */
export function StepAudience({ competition: c }: { competition: Competition }) {
  const moderators = useModeratorsQuery(c.id);
  if (!moderators.data) return null;
  return <AudienceForm competition={c} initial={moderators.data.users} />;
}

function AudienceForm({ competition: c, initial }: { competition: Competition; initial: SearchUser[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [end, setEnd] = useState(formatLocalDateTime(c.dateSubmissionEnd));
  const [isPublic, setPublic] = useState(c.accessLevel === 'PUBLIC');
  const [targets, setTargets] = useState<Targets>({ targetOrganizations: c.targetOrganizations, targetUnits: c.targetUnits });
  const [mods, setMods] = useState<SearchUser[]>(initial);
  const [update, updated] = useUpdateCompetitionMutation();
  const [saveMods, savedMods] = useSaveModeratorsMutation();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const iso = localDateTimeToIso(end);
    if (iso && new Date(iso) < new Date(c.dateCreated)) {
      showToasts([{ type: 'error', key: 'competition.error.ideaDate' }]);
      return;
    }
    const saved = await update(payloadOf(c, { dateSubmissionEnd: iso, accessLevel: isPublic ? 'PUBLIC' : 'REGISTERED', ...targets }));
    if (!('data' in saved)) return;
    const result = await saveMods({ id: c.id, userList: mods.map((m) => m.id) });
    if ('data' in result) void navigate(stepPath(5, c.id));
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="competition-step-4-form">
      <DateTimeField
        id="competition-dateSubmissionEnd"
        label={t('competition.dateSubmissionEnd')}
        help={t('competition.wizard.endHelp')}
        value={end}
        onChange={setEnd}
      />
      <div className="form-check mb-2">
        <input
          id="competition-public"
          type="checkbox"
          className="form-check-input"
          checked={isPublic}
          onChange={(e) => setPublic(e.target.checked)}
          data-testid="competition-public"
        />
        <label htmlFor="competition-public" className="form-check-label">
          {t('competition.public')}
        </label>
      </div>
      {!isPublic && (
        <div className="mb-3">
          <span className="form-label d-block">{t('competition.targets')}</span>
          <TargetPicker id="competition-targets" value={targets} onChange={setTargets} />
        </div>
      )}
      <div className="mb-3">
        <span className="form-label d-block">{t('competition.moderators')}</span>
        <UserSearch id="competition-moderators" multiple value={mods} onChange={(users) => setMods(users.slice(0, MAX_MODERATORS))} />
        <div className="form-text">{t('competition.wizard.moderatorsHelp', { max: MAX_MODERATORS })}</div>
      </div>
      <StepNav back={stepPath(3, c.id)} busy={updated.isLoading || savedMods.isLoading} />
    </form>
  );
}
