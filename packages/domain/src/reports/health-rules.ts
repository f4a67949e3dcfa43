// The health evaluation's rules, as data: which indicator (or imaging words) raises which system's
// risk to 中 or 高, and the advice that goes with it. Thresholds follow the common Chinese adult
// guidelines (血压 140/90, 空腹血糖 6.1/7.0, HbA1c 6.0/6.5, LDL 3.4/4.1, BMI 24/28…); `refHigh`
// thresholds are multiples of the report's own upper reference, for indicators whose range depends on
// sex or on the centre's method (肌酐, 尿酸, 转氨酶).

export type HealthSystem = '心血管' | '糖代谢' | '脂代谢' | '肝脏' | '肾脏' | '血液' | '体重' | '影像';

export type RiskLevel = '低' | '中' | '高';

export const HEALTH_SYSTEMS: readonly HealthSystem[] = [
  '心血管',
  '糖代谢',
  '脂代谢',
  '肝脏',
  '肾脏',
  '血液',
  '体重',
  '影像',
];

/** A value meets a threshold when it is at least `atLeast`, or below `below` (either, as given). */
export interface Threshold {
  readonly atLeast?: number;
  readonly below?: number;
  /** above this multiple of the result's own refHigh */
  readonly aboveRefHigh?: number;
  /** below this multiple of the result's own refLow */
  readonly belowRefLow?: number;
  /** the result is marked abnormal (for values that are not numbers, such as 尿蛋白 阳性) */
  readonly flagged?: boolean;
}

export interface IndicatorRule {
  readonly system: HealthSystem;
  readonly code: string;
  readonly high?: Threshold;
  readonly medium?: Threshold;
  readonly advice: string;
}

export interface FindingRule {
  readonly system: HealthSystem;
  /** matched against an abnormal finding's item, finding and conclusion */
  readonly words: readonly string[];
  readonly level: Exclude<RiskLevel, '低'>;
  readonly advice: string;
}

export const INDICATOR_RULES: readonly IndicatorRule[] = [
  {
    system: '心血管',
    code: 'SBP',
    high: { atLeast: 140 },
    medium: { atLeast: 130 },
    advice:
      '血压偏高：减少食盐摄入（每日少于5克），规律运动，每周自测血压；持续≥140/90 mmHg 请到心内科就诊。',
  },
  {
    system: '心血管',
    code: 'DBP',
    high: { atLeast: 90 },
    medium: { atLeast: 85 },
    advice: '舒张压偏高：控制体重、限酒、保证睡眠，定期复测血压。',
  },
  {
    system: '糖代谢',
    code: 'GLU',
    high: { atLeast: 7.0 },
    medium: { atLeast: 6.1 },
    advice: '空腹血糖偏高：控制精制碳水和含糖饮料，餐后多活动，建议到内分泌科做口服葡萄糖耐量试验。',
  },
  {
    system: '糖代谢',
    code: 'HBA1C',
    high: { atLeast: 6.5 },
    medium: { atLeast: 6.0 },
    advice: '糖化血红蛋白偏高：反映近3个月血糖偏高，请3个月后复查并到内分泌科就诊。',
  },
  {
    system: '糖代谢',
    code: 'U-GLU',
    medium: { flagged: true },
    advice: '尿糖阳性：请结合血糖复查。',
  },
  {
    system: '脂代谢',
    code: 'LDL',
    high: { atLeast: 4.1 },
    medium: { atLeast: 3.4 },
    advice: '低密度脂蛋白偏高：少吃动物内脏和油炸食品，多吃蔬菜和全谷物；必要时在医生指导下服用降脂药。',
  },
  {
    system: '脂代谢',
    code: 'TC',
    high: { atLeast: 6.2 },
    medium: { atLeast: 5.2 },
    advice: '总胆固醇偏高：低脂饮食、规律有氧运动，3-6个月后复查血脂。',
  },
  {
    system: '脂代谢',
    code: 'TG',
    high: { atLeast: 2.3 },
    medium: { atLeast: 1.7 },
    advice: '甘油三酯偏高：限制饮酒和甜食，控制总热量。',
  },
  {
    system: '脂代谢',
    code: 'HDL',
    medium: { below: 1.0 },
    advice: '高密度脂蛋白偏低：增加有氧运动，戒烟。',
  },
  {
    system: '肝脏',
    code: 'ALT',
    high: { aboveRefHigh: 2 },
    medium: { aboveRefHigh: 1 },
    advice: '转氨酶升高：避免饮酒和熬夜，慎用损肝药物，1-3个月后复查肝功能。',
  },
  {
    system: '肝脏',
    code: 'AST',
    high: { aboveRefHigh: 2 },
    medium: { aboveRefHigh: 1 },
    advice: '天门冬氨酸氨基转移酶升高：避免饮酒，复查肝功能。',
  },
  {
    system: '肾脏',
    code: 'CREA',
    high: { aboveRefHigh: 1.5 },
    medium: { aboveRefHigh: 1 },
    advice: '肌酐升高：多饮水、避免高蛋白饮食和肾毒性药物，请到肾内科复查肾功能。',
  },
  {
    system: '肾脏',
    code: 'UA',
    high: { atLeast: 540 },
    medium: { aboveRefHigh: 1 },
    advice: '尿酸偏高：少吃海鲜、动物内脏和啤酒，每日饮水2000毫升以上。',
  },
  {
    system: '肾脏',
    code: 'U-PRO',
    medium: { flagged: true },
    advice: '尿蛋白阳性：请复查尿常规，必要时查24小时尿蛋白定量。',
  },
  {
    system: '血液',
    code: 'HGB',
    high: { below: 90 },
    medium: { belowRefLow: 1 },
    advice: '血红蛋白偏低：注意补充铁和蛋白质，请到血液科查明贫血原因。',
  },
  {
    system: '血液',
    code: 'WBC',
    medium: { flagged: true },
    advice: '白细胞计数异常：如无感染症状，1个月后复查血常规。',
  },
  {
    system: '血液',
    code: 'PLT',
    high: { below: 50 },
    medium: { flagged: true },
    advice: '血小板计数异常：请复查血常规，注意有无出血倾向。',
  },
  {
    system: '体重',
    code: 'BMI',
    high: { atLeast: 28 },
    medium: { atLeast: 24 },
    advice: '体重超标：每周至少150分钟中等强度运动，控制总热量，目标体重指数18.5-23.9。',
  },
  {
    system: '体重',
    code: 'BMI',
    medium: { below: 18.5 },
    advice: '体重偏低：保证蛋白质和热量摄入，必要时咨询营养科。',
  },
];

export const FINDING_RULES: readonly FindingRule[] = [
  {
    system: '影像',
    words: ['TI-RADS 4', 'TI-RADS 5', 'BI-RADS 4', 'BI-RADS 5', '占位', '肿块', '恶性'],
    level: '高',
    advice: '影像检查发现需进一步明确性质的病变，请尽快到专科就诊。',
  },
  {
    system: '影像',
    words: ['TI-RADS 3', 'BI-RADS 3', '结节', '囊肿', '息肉'],
    level: '中',
    advice: '影像检查发现结节或囊肿等，多为良性，建议6-12个月复查超声。',
  },
  {
    system: '肝脏',
    words: ['脂肪肝'],
    level: '中',
    advice: '脂肪肝：控制体重、戒酒、减少高脂饮食，6-12个月复查肝脏超声。',
  },
];

/** The advice of a system where nothing raised the risk. */
/** What a system the report measured nothing of says instead of a level. */
export const NOT_MEASURED_ADVICE = '本次体检未包含相关检查项目，暂无法评估。';

export const LOW_RISK_ADVICE: Record<HealthSystem, string> = {
  心血管: '血压正常，保持清淡饮食和规律运动。',
  糖代谢: '血糖正常，继续保持均衡饮食。',
  脂代谢: '血脂正常，保持低脂饮食。',
  肝脏: '肝功能正常，少饮酒、规律作息。',
  肾脏: '肾功能正常，保持充足饮水。',
  血液: '血常规正常。',
  体重: '体重指数正常，继续保持。',
  影像: '影像检查未见明显异常。',
};

/**
 * Indicators watched for a rise across exams: rising at each of the last three exams and now within
 * this share of the upper reference, a 低 system is raised to 中 before the value leaves its range.
 */
export const RISING_WATCH: readonly { code: string; system: HealthSystem; nearRefHigh: number }[] = [
  { code: 'SBP', system: '心血管', nearRefHigh: 0.9 },
  { code: 'GLU', system: '糖代谢', nearRefHigh: 0.9 },
  { code: 'LDL', system: '脂代谢', nearRefHigh: 0.9 },
  { code: 'CREA', system: '肾脏', nearRefHigh: 0.9 },
  { code: 'UA', system: '肾脏', nearRefHigh: 0.9 },
  { code: 'BMI', system: '体重', nearRefHigh: 0.95 },
];
