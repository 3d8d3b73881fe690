import type { ReactNode } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ChatTab } from '../chat/ChatTab';
import { totalUnread } from '../chat/model';
import { CHAT_STATUS_COMMAND, type ChatSession } from '../chat/types';
import { useChatTab } from '../chat/useChatTab';
import { CommentsTab } from '../comment/CommentsTab';
import { commentsVisible } from '../comment/model';
import { EvalReportTab } from '../evaluation/EvalReportTab';
import { ScorecardTab } from '../evaluation/ScorecardTab';
import { useEvaluationTabs, type EvaluationTabs } from '../evaluation/useEvaluationTabs';
import { DetailBody } from './DetailBody';
import { has, historyForms } from './detail';
import { ActionItemsTab } from '../benefits/ActionItemsTab';
import { BenefitsTab } from '../benefits/BenefitsTab';
import { ScheduleTab } from '../benefits/ScheduleTab';
import { showsActionItems, showsBenefits, showsSchedule } from '../benefits/model';
import { FileList } from './FileList';
import { HistoryTimeline } from './HistoryTimeline';
import type { ContributionDetail } from './types';

/** One tab of the contribution's detail: its key (the test id is `contribution-tab-<key>`), title and content. */
export interface DetailTab {
  key: string;
  title: string;
  content: ReactNode;
}

/**
 * The detail's tabs in order, those the caller may see. A later tab (discussion, evaluation, benefits)
 * is one more entry here, with its own component and its own rule for who sees it.
 */
export function detailTabs(
  detail: ContributionDetail,
  lang: string,
  t: TFunction,
  evaluation: EvaluationTabs,
  chat: readonly ChatSession[] = [],
): DetailTab[] {
  const tabs: DetailTab[] = [
    { key: 'details', title: t('contribution.tabs.details'), content: <DetailBody detail={detail} lang={lang} /> },
    { key: 'files', title: `${t('contribution.files.title')} (${detail.files.length})`, content: <FileList files={detail.files} /> },
  ];
  // issue 17: the comments, while the status shows them to the caller (features/comment)
  if (commentsVisible(detail)) {
    tabs.push({
      key: 'comments',
      title: t('comments.tab', { count: detail.commentCount }),
      content: <CommentsTab detail={detail} />,
    });
  }
  const forms = historyForms(detail);
  if (forms.length > 0) {
    tabs.push({
      key: 'history',
      title: t('contribution.tabs.history'),
      content: <HistoryTimeline contributionId={detail.id} lang={lang} forms={forms} />,
    });
  }
  // issue 16: the caller's scorecards and the evaluation report (features/evaluation)
  if (evaluation.scorecardTypes.length > 0) {
    tabs.push({
      key: 'evaluation',
      title: t('evaluation.tab'),
      content: <ScorecardTab subject={detail} types={evaluation.scorecardTypes} />,
    });
  }
  if (evaluation.report) {
    tabs.push({
      key: 'eval-report',
      title: t('evaluation.reportTab'),
      content: <EvalReportTab contributionId={detail.id} contributionType={detail.contributionType} stateId={detail.stateId} />,
    });
  }
  // issue 17: benefit analyses, the implementation schedule and action items (features/benefits)
  if (showsBenefits(detail)) {
    tabs.push({ key: 'benefits', title: t('benefit.tab'), content: <BenefitsTab contributionId={detail.id} stateId={detail.stateId} /> });
  }
  if (showsSchedule(detail)) {
    tabs.push({ key: 'schedule', title: t('schedule.tab'), content: <ScheduleTab contributionId={detail.id} stateId={detail.stateId} /> });
  }
  if (showsActionItems(detail)) {
    tabs.push({
      key: 'action-items',
      title: t('actionItem.tab'),
      content: (
        <ActionItemsTab contributionId={detail.id} stateId={detail.stateId} canCreate={detail.commands.includes('CREATE_ACTION_ITEM')} />
      ),
    });
  }
  // issue 17: the caller's chat sessions (features/chat), the unread total in the title
  if (chat.length > 0) {
    const unread = totalUnread(chat);
    tabs.push({
      key: 'chat',
      title: unread > 0 ? t('chat.tabUnread', { count: unread }) : t('chat.tab'),
      content: <ChatTab contributionId={detail.id} sessions={chat} canChangeStatus={has(detail, CHAT_STATUS_COMMAND)} />,
    });
  }
  return tabs;
}

/** The contribution's body, answers, files and history (and what later issues add: see detailTabs) as tabs. */
export function DetailTabs({ detail, lang }: { detail: ContributionDetail; lang: string }) {
  const { t } = useTranslation();
  const evaluation = useEvaluationTabs(detail);
  const chat = useChatTab(detail.id);
  // ?tab=<key> opens a tab (an evaluator's task links to ?tab=evaluation)
  const [search] = useSearchParams();
  return (
    <Tabs defaultActiveKey={search.get('tab') ?? 'details'} id="contribution-tabs" className="mb-3" data-testid="contribution-tabs">
      {detailTabs(detail, lang, t, evaluation, chat).map((tab) => (
        <Tab key={tab.key} eventKey={tab.key} title={tab.title} tabAttrs={{ 'data-testid': `contribution-tab-${tab.key}` } as object}>
          {tab.content}
        </Tab>
      ))}
    </Tabs>
  );
}
