/** Benefit analyses, the implementation schedule and action items, generated from the OpenAPI document (issue 17). */
import type { Schemas } from '../../app/api/types';

export type Benefit = Schemas['Benefit'];
export type BenefitBody = Schemas['BenefitInput'];
export type BenefitOverview = Schemas['BenefitOverview'];
export type BenefitTotal = Schemas['BenefitTotal'];
export type BenefitType = Schemas['BenefitType'];
export type BenefitCategory = Schemas['BenefitCategory'];
export type BenefitPeriod = Schemas['BenefitPeriod'];
export type ImplementationSchedule = Schemas['ImplementationSchedule'];
export type ScheduleStep = Schemas['ScheduleStep'];
export type ScheduleBody = Schemas['ScheduleInput'];
export type ScheduleStatus = Schemas['ScheduleStatus'];
export type ActionItem = Schemas['ActionItem'];
export type ActionItemBody = Schemas['ActionItemInput'];
export type ActionItemStatus = Schemas['ActionItemStatus'];

export const BENEFIT_TYPES = ['FORECAST', 'ACTUAL'] as const satisfies readonly BenefitType[];
export const BENEFIT_CATEGORIES = [
  'COST_SAVING',
  'REVENUE',
  'TIME_SAVED',
  'QUALITY',
  'SAFETY',
  'ENVIRONMENT',
  'OTHER',
] as const satisfies readonly BenefitCategory[];
export const BENEFIT_PERIODS = ['ONE_TIME', 'MONTHLY', 'YEARLY'] as const satisfies readonly BenefitPeriod[];
/** The currencies the form offers (the server takes any ISO 4217 code). */
export const CURRENCIES = ['TRY', 'EUR', 'USD', 'GBP'] as const;
export const SCHEDULE_STATUSES = ['PLANNED', 'IN_PROGRESS', 'DONE', 'CANCELED'] as const satisfies readonly ScheduleStatus[];
