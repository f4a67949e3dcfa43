// Indicator codes shared by every centre's reports, so a trend can follow one across centres. The
// reference ranges are the common adult ones; a report carries its own centre's range, which wins.
import { resultFlag } from './flags.ts';
import type { ReportResult, ReportSection } from './types.ts';

export interface Indicator {
  readonly code: string;
  readonly name: string;
  readonly unit: string;
  readonly section: ReportSection;
  readonly groupName: string;
  readonly refLow: number | null;
  readonly refHigh: number | null;
  readonly refText?: string;
}

const i = (
  code: string,
  name: string,
  unit: string,
  section: ReportSection,
  groupName: string,
  refLow: number | null,
  refHigh: number | null,
  refText?: string,
): Indicator => ({ code, name, unit, section, groupName, refLow, refHigh, ...(refText ? { refText } : {}) });

export const INDICATORS: readonly Indicator[] = [
  i('HEIGHT', '身高', 'cm', 'general', '一般检查', null, null),
  i('WEIGHT', '体重', 'kg', 'general', '一般检查', null, null),
  i('BMI', '体重指数', 'kg/m²', 'general', '一般检查', 18.5, 23.9),
  i('SBP', '收缩压', 'mmHg', 'general', '血压', 90, 139),
  i('DBP', '舒张压', 'mmHg', 'general', '血压', 60, 89),
  i('HR', '心率', '次/分', 'general', '血压', 60, 100),
  i('WBC', '白细胞计数', '10⁹/L', 'laboratory', '血常规', 3.5, 9.5),
  i('RBC', '红细胞计数', '10¹²/L', 'laboratory', '血常规', 4.3, 5.8),
  i('HGB', '血红蛋白', 'g/L', 'laboratory', '血常规', 130, 175),
  i('PLT', '血小板计数', '10⁹/L', 'laboratory', '血常规', 125, 350),
  i('GLU', '空腹血糖', 'mmol/L', 'laboratory', '血糖', 3.9, 6.1),
  i('HBA1C', '糖化血红蛋白', '%', 'laboratory', '血糖', 4.0, 6.0),
  i('TC', '总胆固醇', 'mmol/L', 'laboratory', '血脂', null, 5.2),
  i('TG', '甘油三酯', 'mmol/L', 'laboratory', '血脂', null, 1.7),
  i('LDL', '低密度脂蛋白胆固醇', 'mmol/L', 'laboratory', '血脂', null, 3.4),
  i('HDL', '高密度脂蛋白胆固醇', 'mmol/L', 'laboratory', '血脂', 1.0, null),
  i('ALT', '丙氨酸氨基转移酶', 'U/L', 'laboratory', '肝功能', 9, 50),
  i('AST', '天门冬氨酸氨基转移酶', 'U/L', 'laboratory', '肝功能', 15, 40),
  i('CREA', '肌酐', 'μmol/L', 'laboratory', '肾功能', 57, 111),
  i('UA', '尿酸', 'μmol/L', 'laboratory', '肾功能', 208, 428),
  i('U-PRO', '尿蛋白', '', 'laboratory', '尿常规', null, null, '阴性'),
  i('U-GLU', '尿糖', '', 'laboratory', '尿常规', null, null, '阴性'),
];

export function indicatorOf(code: string): Indicator | undefined {
  return INDICATORS.find((indicator) => indicator.code === code);
}

/** The indicator a trend shows first when none is chosen and nothing is abnormal. */
export const DEFAULT_TREND_CODE = 'SBP';

/**
 * A result of a known indicator with its standard reference range and the flag computed from it
 * (the seed and tests write reports this way; a centre's own range may be passed instead).
 */
export function indicatorResult(
  code: string,
  value: string | number,
  range: Partial<Pick<Indicator, 'refLow' | 'refHigh' | 'refText'>> = {},
): ReportResult {
  const indicator = indicatorOf(code);
  if (!indicator) throw new RangeError(`unknown indicator ${code}`);
  const refLow = range.refLow !== undefined ? range.refLow : indicator.refLow;
  const refHigh = range.refHigh !== undefined ? range.refHigh : indicator.refHigh;
  const refText = range.refText ?? indicator.refText ?? '';
  const printed = String(value);
  return {
    section: indicator.section,
    groupName: indicator.groupName,
    code,
    name: indicator.name,
    value: printed,
    unit: indicator.unit,
    refLow,
    refHigh,
    refText,
    flag: resultFlag(printed, refLow, refHigh, refText),
  };
}
