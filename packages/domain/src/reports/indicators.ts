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
  /** women's range, where it differs from the standard (adult male) one */
  readonly female?: { readonly refLow: number | null; readonly refHigh: number | null };
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

/** An indicator whose women's range differs. */
const sexed = (indicator: Indicator, refLow: number | null, refHigh: number | null): Indicator => ({
  ...indicator,
  female: { refLow, refHigh },
});

export const INDICATORS: readonly Indicator[] = [
  i('HEIGHT', '身高', 'cm', 'general', '一般检查', null, null),
  i('WEIGHT', '体重', 'kg', 'general', '一般检查', null, null),
  i('BMI', '体重指数', 'kg/m²', 'general', '一般检查', 18.5, 23.9),
  i('SBP', '收缩压', 'mmHg', 'general', '血压', 90, 139),
  i('DBP', '舒张压', 'mmHg', 'general', '血压', 60, 89),
  i('HR', '心率', '次/分', 'general', '血压', 60, 100),
  i('WBC', '白细胞计数', '10⁹/L', 'laboratory', '血常规', 3.5, 9.5),
  i('NEUT-P', '中性粒细胞百分比', '%', 'laboratory', '血常规', 40, 75),
  i('LYMPH-P', '淋巴细胞百分比', '%', 'laboratory', '血常规', 20, 50),
  sexed(i('RBC', '红细胞计数', '10¹²/L', 'laboratory', '血常规', 4.3, 5.8), 3.8, 5.1),
  sexed(i('HGB', '血红蛋白', 'g/L', 'laboratory', '血常规', 130, 175), 115, 150),
  sexed(i('HCT', '红细胞压积', '%', 'laboratory', '血常规', 40, 50), 35, 45),
  i('PLT', '血小板计数', '10⁹/L', 'laboratory', '血常规', 125, 350),
  i('GLU', '空腹血糖', 'mmol/L', 'laboratory', '血糖', 3.9, 6.1),
  i('HBA1C', '糖化血红蛋白', '%', 'laboratory', '血糖', 4.0, 6.0),
  i('TC', '总胆固醇', 'mmol/L', 'laboratory', '血脂', null, 5.2),
  i('TG', '甘油三酯', 'mmol/L', 'laboratory', '血脂', null, 1.7),
  i('LDL', '低密度脂蛋白胆固醇', 'mmol/L', 'laboratory', '血脂', null, 3.4),
  i('HDL', '高密度脂蛋白胆固醇', 'mmol/L', 'laboratory', '血脂', 1.0, null),
  i('ALT', '丙氨酸氨基转移酶', 'U/L', 'laboratory', '肝功能', 9, 50),
  i('AST', '天门冬氨酸氨基转移酶', 'U/L', 'laboratory', '肝功能', 15, 40),
  i('GGT', 'γ-谷氨酰转移酶', 'U/L', 'laboratory', '肝功能', 10, 60),
  i('ALP', '碱性磷酸酶', 'U/L', 'laboratory', '肝功能', 45, 125),
  i('TBIL', '总胆红素', 'μmol/L', 'laboratory', '肝功能', null, 23),
  i('DBIL', '直接胆红素', 'μmol/L', 'laboratory', '肝功能', null, 8),
  i('TP', '总蛋白', 'g/L', 'laboratory', '肝功能', 65, 85),
  i('ALB', '白蛋白', 'g/L', 'laboratory', '肝功能', 40, 55),
  i('UREA', '尿素', 'mmol/L', 'laboratory', '肾功能', 3.1, 8.0),
  sexed(i('CREA', '肌酐', 'μmol/L', 'laboratory', '肾功能', 57, 111), 41, 81),
  sexed(i('UA', '尿酸', 'μmol/L', 'laboratory', '肾功能', 208, 428), 155, 357),
  i('FT3', '游离三碘甲状腺原氨酸', 'pmol/L', 'laboratory', '甲状腺功能', 3.1, 6.8),
  i('FT4', '游离甲状腺素', 'pmol/L', 'laboratory', '甲状腺功能', 12, 22),
  i('TT3', '总三碘甲状腺原氨酸', 'nmol/L', 'laboratory', '甲状腺功能', 1.3, 3.1),
  i('TT4', '总甲状腺素', 'nmol/L', 'laboratory', '甲状腺功能', 66, 181),
  i('TSH', '促甲状腺激素', 'mIU/L', 'laboratory', '甲状腺功能', 0.27, 4.2),
  i('U-PRO', '尿蛋白', '', 'laboratory', '尿常规', null, null, '阴性'),
  i('U-GLU', '尿糖', '', 'laboratory', '尿常规', null, null, '阴性'),
  i('U-BLD', '尿潜血', '', 'laboratory', '尿常规', null, null, '阴性'),
  i('U-WBC', '尿白细胞', '', 'laboratory', '尿常规', null, null, '阴性'),
  i('U-KET', '尿酮体', '', 'laboratory', '尿常规', null, null, '阴性'),
  i('U-SG', '尿比重', '', 'laboratory', '尿常规', 1.003, 1.03),
  i('U-PH', '尿酸碱度', '', 'laboratory', '尿常规', 4.5, 8.0),
  i('AFP', '甲胎蛋白', 'ng/mL', 'laboratory', '肿瘤标志物', null, 7),
  i('CEA', '癌胚抗原', 'ng/mL', 'laboratory', '肿瘤标志物', null, 5),
  i('CA199', '糖类抗原19-9', 'U/mL', 'laboratory', '肿瘤标志物', null, 37),
  i('CA125', '糖类抗原125', 'U/mL', 'laboratory', '肿瘤标志物', null, 35),
  i('PSA', '总前列腺特异性抗原', 'ng/mL', 'laboratory', '肿瘤标志物', null, 4),
];

export function indicatorOf(code: string): Indicator | undefined {
  return INDICATORS.find((indicator) => indicator.code === code);
}

/** The range a person's result is read against: women's where it differs. */
export function rangeFor(
  indicator: Indicator,
  sexCode: string,
): { refLow: number | null; refHigh: number | null; refText: string } {
  const range = sexCode === 'female' && indicator.female ? indicator.female : indicator;
  return { refLow: range.refLow, refHigh: range.refHigh, refText: indicator.refText ?? '' };
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
