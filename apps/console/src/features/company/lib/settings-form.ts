import { yuanToFen } from '@tijian/domain';
import type { Dayjs } from 'dayjs';
import { dayjs } from '@/shared/lib/dayjs.ts';
import type { CompanySettings } from '../api/get-overview.ts';
import { yuanText } from './format.ts';

/** An amount of yuan as a person types it: whole yuan, or with one or two decimals. */
export const YUAN = /^\d{1,9}(\.\d{1,2})?$/;

export interface GradeValues {
  grade: string;
  packageId?: string;
  /** yuan, as typed */
  customPrice: string;
  topicPackageIds: string[];
}

/** The settings as the form holds them: dates as dayjs, money as the yuan typed. */
export interface SettingsValues {
  window: [Dayjs, Dayjs];
  dailyQuota: number | null;
  /** yuan, as typed */
  budget: string;
  discountPercent: number | null;
  showPrice: boolean;
  provideInvoice: boolean;
  allowFamily: boolean;
  questionnaire: boolean;
  grades: GradeValues[];
}

export function valuesOf(settings: CompanySettings): SettingsValues {
  return {
    window: [dayjs(settings.windowStart), dayjs(settings.windowEnd)],
    dailyQuota: settings.dailyQuota,
    budget: yuanText(settings.budget),
    discountPercent: settings.discountPercent,
    showPrice: settings.showPrice,
    provideInvoice: settings.provideInvoice,
    allowFamily: settings.allowFamily,
    questionnaire: settings.questionnaire,
    grades: settings.grades.map((g) => ({
      grade: g.grade,
      packageId: g.packageId,
      customPrice: yuanText(g.customPrice),
      topicPackageIds: [...g.topicPackageIds],
    })),
  };
}

/** The settings to send, from values the form has checked (fen on the wire). */
export function settingsOf(values: SettingsValues): CompanySettings {
  return {
    windowStart: values.window[0].format('YYYY-MM-DD'),
    windowEnd: values.window[1].format('YYYY-MM-DD'),
    dailyQuota: values.dailyQuota ?? 0,
    budget: yuanToFen(values.budget.trim()),
    discountPercent: values.discountPercent ?? 0,
    showPrice: values.showPrice,
    provideInvoice: values.provideInvoice,
    allowFamily: values.allowFamily,
    questionnaire: values.questionnaire,
    grades: values.grades.map((g) => ({
      grade: g.grade.trim(),
      packageId: g.packageId ?? '',
      customPrice: yuanToFen(g.customPrice.trim()),
      topicPackageIds: g.topicPackageIds ?? [],
    })),
  };
}
