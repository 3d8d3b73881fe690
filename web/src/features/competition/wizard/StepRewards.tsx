import { useState, type FormEvent } from 'react';
import { Modal } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showToasts } from '../../../app/notifications/toasts';
import { CheckField, TextField } from '../../../shared/form/FormField';
import { RecordNotFound } from '../../../shared/RecordNotFound';
import { counter } from '../../publishing/form';
import { useDeleteRewardMutation, useSaveRewardMutation, useStartCompetitionMutation } from '../competitionApi';
import { REWARD_MAX } from '../model';
import { rankClass, type Competition } from '../types';
import { stepPath } from './WizardPage';

/** Step 6: the rewards by rank (gold, silver, bronze), then Save or Start. */
export function StepRewards({ competition: c }: { competition: Competition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [isPoint, setPoint] = useState(false);
  const [points, setPoints] = useState('');
  const [starting, setStarting] = useState(false);
  const [sendEmail, setSendEmail] = useState(false);
  const [save, saving] = useSaveRewardMutation();
  const [remove, removing] = useDeleteRewardMutation();
  const [start, started] = useStartCompetitionMutation();
  const nextRank = c.rewards.reduce((m, r) => Math.max(m, r.rank), 0) + 1;
  const locked = c.competitionState === 'COMPLETE' || c.competitionState === 'ARCHIEVED';

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') {
      showToasts([{ type: 'warning', key: 'competitionReward.reward.message.notNullReward' }]);
      return;
    }
    const result = await save({
      competitionId: c.id,
      reward: text.trim(),
      rank: nextRank,
      isPoint,
      points: isPoint ? Number(points) || 0 : 0,
    });
    if ('data' in result) {
      setText('');
      setPoint(false);
      setPoints('');
    }
  };
  const onStart = async () => {
    const result = await start({ id: c.id, sendEmailToUser: sendEmail });
    if ('data' in result) void navigate(`/competition/detail/${c.id}/info`);
  };
  return (
    <div data-testid="competition-step-6">
      <h2 className="h5">{t('competition.rewards')}</h2>
      {c.rewards.length === 0 && <RecordNotFound />}
      <ol className="list-unstyled" data-testid="competition-rewards">
        {c.rewards.map((r) => (
          <li key={r.id} className="d-flex align-items-center gap-2 mb-2" data-testid={`competition-reward-${r.rank}`}>
            <span className={`badge rounded-pill ${rankClass(r.rank)}`}>{r.rank}</span>
            <span className="flex-grow-1 text-break">
              {r.reward}
              {r.isPoint ? ` (${t('competition.rewardPoints', { points: r.points })})` : ''}
            </span>
            {!locked && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                disabled={removing.isLoading}
                onClick={() => void remove({ id: r.id, competitionId: c.id })}
                data-testid={`competition-reward-delete-${r.rank}`}
              >
                {t('entity.action.delete')}
              </button>
            )}
          </li>
        ))}
      </ol>
      {!locked && (
        <form onSubmit={(e) => void add(e)} noValidate className="card card-body mb-3" data-testid="competition-reward-form">
          <TextField
            id="competition-reward-text"
            label={t('competition.reward', { rank: nextRank })}
            value={text}
            onChange={setText}
            maxLength={REWARD_MAX}
            help={counter(text, REWARD_MAX)}
          />
          <CheckField id="competition-reward-isPoint" checked={isPoint} onChange={setPoint} label={t('competition.isPoint')}>
            {t('competition.isPoint')}
          </CheckField>
          {isPoint && (
            <TextField
              id="competition-reward-points"
              label={t('competition.points')}
              value={points}
              onChange={setPoints}
              inputMode="numeric"
            />
          )}
          <div>
            <button
              type="submit"
              className="btn btn-outline-primary"
              disabled={saving.isLoading || text.trim() === ''}
              data-testid="competition-reward-add"
            >
              {t('competition.addReward')}
            </button>
          </div>
        </form>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Link to={stepPath(5, c.id)} className="btn btn-secondary" data-testid="competition-back">
          {t('competition.wizard.back')}
        </Link>
        <Link to="/competition/manage" className="btn btn-primary" data-testid="competition-save">
          {t('entity.action.save')}
        </Link>
        {c.competitionState === 'DRAFT' && (
          <button type="button" className="btn btn-success" onClick={() => setStarting(true)} data-testid="competition-start">
            {t('competition.start')}
          </button>
        )}
      </div>
      {starting && (
        <Modal show onHide={() => setStarting(false)} data-testid="competition-start-dialog">
          <Modal.Header closeButton>
            <Modal.Title as="h2" className="h5">
              {t('competition.start')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>{t('competition.startQuestion')}</p>
            <CheckField id="competition-start-sendEmail" checked={sendEmail} onChange={setSendEmail} label={t('competition.sendEmail')}>
              {t('competition.sendEmail')}
            </CheckField>
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-secondary" onClick={() => setStarting(false)}>
              {t('entity.action.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-success"
              disabled={started.isLoading}
              onClick={() => void onStart()}
              data-testid="competition-start-confirm"
            >
              {t('competition.start')}
            </button>
          </Modal.Footer>
        </Modal>
      )}
    </div>
  );
}
