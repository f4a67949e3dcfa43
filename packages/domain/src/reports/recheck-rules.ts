// The abnormal-result loop's rule table (issue 24): for the common abnormal values of a Chinese check-up,
// what a raised or lowered value may mean in plain words, what to avoid, when to see a doctor, which
// items of a centre's catalogue re-check it, and when. Data, not code, so the wording can be reviewed
// in one place. Every sentence says what a value "可能与…有关" and what is "建议": a check-up finds
// values to look at again, it never diagnoses (recheck.test.ts holds the wording to that).

export type RecheckDirection = 'high' | 'low';

/** A value that calls for a doctor soon rather than a re-check in months. */
export interface UrgentThreshold {
  /** at least this, in the rule's unit */
  readonly atLeast?: number;
  /** below this, in the rule's unit */
  readonly below?: number;
  /** above this multiple of the result's own upper reference (units do not matter then) */
  readonly aboveRefHigh?: number;
  /** what the page says then: always 尽快就医 */
  readonly advice: string;
}

/** A follow-up item, by the demo catalogue's id and by words of its name (a centre's own ids differ). */
export interface FollowUp {
  readonly projectId: string;
  readonly nameWords: readonly string[];
}

export interface RecheckRule {
  /** the indicator code (INDICATORS) */
  readonly code: string;
  /** names centres print for it, when their code is another one */
  readonly names: readonly string[];
  readonly direction: RecheckDirection;
  /** the unit the absolute thresholds are in; a result in another unit is not compared with them */
  readonly unit: string;
  /** what it may mean: 可能与…有关，建议… */
  readonly meaning: string;
  readonly avoid: string;
  /** when to see a doctor without waiting for the re-check */
  readonly doctor: string;
  readonly urgent?: UrgentThreshold;
  readonly followUps: readonly FollowUp[];
  /** re-check this many months after the exam */
  readonly recheckMonths: number;
}

const LIVER: FollowUp = { projectId: 'LIVER', nameWords: ['肝功能'] };
const US_ABD: FollowUp = { projectId: 'US-ABD', nameWords: ['腹部彩超', '肝胆彩超', '肝胆胰脾'] };
const GLU: FollowUp = { projectId: 'GLU', nameWords: ['空腹血糖'] };
const HBA1C: FollowUp = { projectId: 'HBA1C', nameWords: ['糖化血红蛋白'] };
const LIPID: FollowUp = { projectId: 'LIPID', nameWords: ['血脂'] };
const UA: FollowUp = { projectId: 'UA', nameWords: ['血尿酸', '尿酸'] };
const KIDNEY: FollowUp = { projectId: 'KIDNEY', nameWords: ['肾功能'] };
const BLOOD: FollowUp = { projectId: 'BLOOD-RT', nameWords: ['血常规'] };
const THYROID: FollowUp = { projectId: 'THYROID', nameWords: ['甲状腺功能'] };
const US_THYROID: FollowUp = { projectId: 'US-THYROID', nameWords: ['甲状腺彩超'] };
const BASIC: FollowUp = { projectId: 'GEN-BASIC', nameWords: ['一般检查'] };
const ABPM: FollowUp = { projectId: 'ABPM', nameWords: ['动态血压'] };
const BODY: FollowUp = { projectId: 'GEN-BODYCOMP', nameWords: ['人体成分'] };
const US_CAROTID: FollowUp = { projectId: 'US-CAROTID', nameWords: ['颈动脉彩超'] };

const BP_DOCTOR = '多次测量仍≥140/90 mmHg，或有头痛、头晕、胸闷时，请到心内科就诊。';
const BP_URGENT = '血压明显偏高，建议尽快就医；如伴剧烈头痛、胸痛、视物模糊，请立即就医。';

export const RECHECK_RULES: readonly RecheckRule[] = [
  {
    code: 'ALT',
    names: ['丙氨酸氨基转移酶', '谷丙转氨酶', 'ALT'],
    direction: 'high',
    unit: 'U/L',
    meaning:
      '转氨酶偏高，可能与脂肪肝、饮酒、熬夜劳累、近期服药或剧烈运动有关，建议复查肝功能，并做腹部彩超了解肝脏情况。',
    avoid: '饮酒、熬夜和油腻饮食；不要自行服用保健品或可能伤肝的药物。',
    doctor: '复查仍偏高，或出现乏力、食欲差、皮肤或眼白发黄时，请到消化内科或肝病科就诊。',
    urgent: { aboveRefHigh: 3, advice: '转氨酶超过正常上限3倍，建议尽快就医（消化内科或肝病科）。' },
    followUps: [LIVER, US_ABD],
    recheckMonths: 3,
  },
  {
    code: 'AST',
    names: ['天门冬氨酸氨基转移酶', '谷草转氨酶', 'AST'],
    direction: 'high',
    unit: 'U/L',
    meaning: '谷草转氨酶偏高，可能与肝脏负担加重、饮酒或近期剧烈运动有关，建议复查肝功能。',
    avoid: '饮酒、熬夜，复查前2天避免剧烈运动。',
    doctor: '复查仍偏高，或伴乏力、腹胀、皮肤发黄时，请到消化内科就诊。',
    urgent: { aboveRefHigh: 3, advice: '谷草转氨酶超过正常上限3倍，建议尽快就医（消化内科）。' },
    followUps: [LIVER, US_ABD],
    recheckMonths: 3,
  },
  {
    code: 'GLU',
    names: ['空腹血糖', '葡萄糖', '血糖'],
    direction: 'high',
    unit: 'mmol/L',
    meaning:
      '空腹血糖偏高，可能与饮食中精米白面和甜食较多、活动少、体重超标或糖代谢调节减弱有关，建议加查糖化血红蛋白并复查空腹血糖。',
    avoid: '含糖饮料、甜点和过量主食；避免久坐，饭后多走动。',
    doctor: '复查空腹血糖仍≥7.0 mmol/L，或有口渴、多尿、体重下降时，请到内分泌科就诊。',
    urgent: { atLeast: 11.1, advice: '血糖明显偏高（≥11.1 mmol/L），建议尽快就医（内分泌科）。' },
    followUps: [HBA1C, GLU],
    recheckMonths: 3,
  },
  {
    code: 'GLU',
    names: ['空腹血糖', '葡萄糖', '血糖'],
    direction: 'low',
    unit: 'mmol/L',
    meaning: '空腹血糖偏低，可能与空腹时间过长、进食少或检查前剧烈运动有关，建议规律进餐后复查空腹血糖。',
    avoid: '长时间不进食、空腹饮酒和空腹剧烈运动。',
    doctor: '反复出现心慌、出汗、手抖或头晕时，请到内分泌科就诊。',
    urgent: { below: 2.8, advice: '血糖过低（<2.8 mmol/L），如有心慌、出汗等不适，建议尽快就医。' },
    followUps: [GLU],
    recheckMonths: 1,
  },
  {
    code: 'HBA1C',
    names: ['糖化血红蛋白', 'HbA1c'],
    direction: 'high',
    unit: '%',
    meaning:
      '糖化血红蛋白偏高，反映近2-3个月血糖偏高，可能与饮食、运动和体重有关，建议3个月后复查并同时查空腹血糖。',
    avoid: '含糖饮料、甜点和过量主食。',
    doctor: '≥6.5%，或空腹血糖也偏高时，请到内分泌科就诊。',
    urgent: { atLeast: 9, advice: '糖化血红蛋白明显偏高（≥9%），建议尽快就医（内分泌科）。' },
    followUps: [HBA1C, GLU],
    recheckMonths: 3,
  },
  {
    code: 'TC',
    names: ['总胆固醇', '胆固醇'],
    direction: 'high',
    unit: 'mmol/L',
    meaning:
      '总胆固醇偏高，可能与饮食中动物内脏、肥肉较多、运动少或家族因素有关，建议调整饮食3个月后复查血脂。',
    avoid: '动物内脏、肥肉、油炸食品和奶油糕点。',
    doctor: '复查仍偏高，或有高血压、糖尿病、吸烟时，请到心内科评估。',
    followUps: [LIPID],
    recheckMonths: 3,
  },
  {
    code: 'LDL',
    names: ['低密度脂蛋白胆固醇', '低密度脂蛋白'],
    direction: 'high',
    unit: 'mmol/L',
    meaning:
      '低密度脂蛋白（"坏胆固醇"）偏高，可能与饮食油腻、运动少或家族因素有关，建议3个月后复查血脂，并做颈动脉彩超了解血管情况。',
    avoid: '肥肉、油炸食品、动物内脏和吸烟。',
    doctor: '复查仍偏高，或合并高血压、糖尿病时，请到心内科就诊。',
    urgent: { atLeast: 4.9, advice: '低密度脂蛋白明显偏高（≥4.9 mmol/L），建议尽快到心内科就诊。' },
    followUps: [LIPID, US_CAROTID],
    recheckMonths: 3,
  },
  {
    code: 'TG',
    names: ['甘油三酯'],
    direction: 'high',
    unit: 'mmol/L',
    meaning:
      '甘油三酯偏高，可能与饮酒、甜食和主食过多、检查前未空腹或体重超标有关，建议空腹12小时后复查血脂。',
    avoid: '饮酒、甜食和油腻夜宵；复查前一天晚餐清淡。',
    doctor: '复查仍偏高时，请到心内科或内分泌科就诊。',
    urgent: { atLeast: 5.6, advice: '甘油三酯明显偏高（≥5.6 mmol/L），可能增加胰腺炎风险，建议尽快就医。' },
    followUps: [LIPID],
    recheckMonths: 3,
  },
  {
    code: 'HDL',
    names: ['高密度脂蛋白胆固醇', '高密度脂蛋白'],
    direction: 'low',
    unit: 'mmol/L',
    meaning: '高密度脂蛋白（"好胆固醇"）偏低，可能与运动少、吸烟或体重超标有关，建议增加运动后复查血脂。',
    avoid: '吸烟和久坐。',
    doctor: '同时有其他血脂异常时，请到心内科评估。',
    followUps: [LIPID],
    recheckMonths: 6,
  },
  {
    code: 'UA',
    names: ['尿酸', '血尿酸'],
    direction: 'high',
    unit: 'μmol/L',
    meaning:
      '尿酸偏高，可能与饮食中海鲜、动物内脏、啤酒较多，饮水少或体重超标有关，建议多喝水、调整饮食后复查血尿酸。',
    avoid: '啤酒、海鲜、动物内脏、浓肉汤和含糖饮料。',
    doctor: '出现关节红肿疼痛，或复查仍明显偏高时，请到风湿免疫科或内分泌科就诊。',
    urgent: { atLeast: 540, advice: '尿酸明显偏高（≥540 μmol/L），建议尽快到风湿免疫科或内分泌科就诊。' },
    followUps: [UA, KIDNEY],
    recheckMonths: 3,
  },
  {
    code: 'SBP',
    names: ['收缩压'],
    direction: 'high',
    unit: 'mmHg',
    meaning:
      '收缩压偏高，可能与紧张、睡眠不足、饮食偏咸、体重超标或血压调节异常有关，建议在家多次测量，并到体检中心复测血压或做24小时动态血压。',
    avoid: '饮食过咸（每天食盐少于5克）、饮酒、熬夜和情绪紧张。',
    doctor: BP_DOCTOR,
    urgent: { atLeast: 180, advice: BP_URGENT },
    followUps: [ABPM, BASIC],
    recheckMonths: 1,
  },
  {
    code: 'DBP',
    names: ['舒张压'],
    direction: 'high',
    unit: 'mmHg',
    meaning:
      '舒张压偏高，可能与紧张、饮食偏咸、饮酒或体重超标有关，建议多次测量，并到体检中心复测血压或做24小时动态血压。',
    avoid: '饮食过咸、饮酒和熬夜。',
    doctor: BP_DOCTOR,
    urgent: { atLeast: 110, advice: BP_URGENT },
    followUps: [ABPM, BASIC],
    recheckMonths: 1,
  },
  {
    code: 'CREA',
    names: ['肌酐', '血肌酐'],
    direction: 'high',
    unit: 'μmol/L',
    meaning:
      '肌酐偏高，可能与饮水少、检查前大量吃肉或剧烈运动、服用某些药物或肾脏排泄能力下降有关，建议复查肾功能和尿常规。',
    avoid: '复查前2天大量吃肉、剧烈运动和自行服用止痛药。',
    doctor: '复查仍偏高，或有浮肿、尿中泡沫多时，请到肾内科就诊。',
    urgent: { aboveRefHigh: 1.5, advice: '肌酐超过正常上限1.5倍，建议尽快到肾内科就诊。' },
    followUps: [KIDNEY],
    recheckMonths: 3,
  },
  {
    code: 'HGB',
    names: ['血红蛋白'],
    direction: 'low',
    unit: 'g/L',
    meaning: '血红蛋白偏低，可能与饮食中铁摄入不足、月经量多、慢性失血或其他原因的贫血有关，建议复查血常规。',
    avoid: '节食、偏食；饭后不要马上喝浓茶、咖啡（影响铁吸收）。',
    doctor: '复查仍偏低，或有头晕、乏力、心慌、大便发黑时，请到血液科或消化内科就诊。',
    urgent: { below: 90, advice: '血红蛋白明显偏低（<90 g/L），建议尽快就医（血液科）。' },
    followUps: [BLOOD],
    recheckMonths: 3,
  },
  {
    code: 'HGB',
    names: ['血红蛋白'],
    direction: 'high',
    unit: 'g/L',
    meaning: '血红蛋白偏高，可能与饮水少、吸烟、长期高原生活或其他原因有关，建议多饮水后复查血常规。',
    avoid: '吸烟和饮水过少。',
    doctor: '复查仍偏高时，请到血液科就诊。',
    followUps: [BLOOD],
    recheckMonths: 3,
  },
  {
    code: 'TSH',
    names: ['促甲状腺激素', '促甲状腺素'],
    direction: 'high',
    unit: 'mIU/L',
    meaning:
      '促甲状腺激素偏高，可能与甲状腺功能减弱、碘摄入异常或近期生病有关，建议复查甲状腺功能并做甲状腺彩超。',
    avoid: '自行补碘或服用含碘保健品。',
    doctor: '复查仍偏高，或有怕冷、乏力、体重增加、浮肿时，请到内分泌科就诊。',
    followUps: [THYROID, US_THYROID],
    recheckMonths: 3,
  },
  {
    code: 'TSH',
    names: ['促甲状腺激素', '促甲状腺素'],
    direction: 'low',
    unit: 'mIU/L',
    meaning:
      '促甲状腺激素偏低，可能与甲状腺功能偏亢、服用甲状腺激素类药物或近期生病有关，建议复查甲状腺功能并做甲状腺彩超。',
    avoid: '浓茶、咖啡过量和熬夜。',
    doctor: '复查仍偏低，或有心慌、手抖、怕热、体重下降时，请到内分泌科就诊。',
    followUps: [THYROID, US_THYROID],
    recheckMonths: 3,
  },
  {
    code: 'BMI',
    names: ['体重指数', 'BMI'],
    direction: 'high',
    unit: 'kg/m²',
    meaning:
      '体重指数偏高，可能与饮食热量偏多、运动少有关，建议控制饮食、规律运动，半年后复测体重并做人体成分分析。',
    avoid: '高油高糖饮食、夜宵和久坐。',
    doctor: '体重指数≥28，或同时血压、血糖、血脂偏高时，请到内分泌科或营养科就诊。',
    followUps: [BODY, BASIC],
    recheckMonths: 6,
  },
  {
    code: 'BMI',
    names: ['体重指数', 'BMI'],
    direction: 'low',
    unit: 'kg/m²',
    meaning:
      '体重指数偏低，可能与饮食摄入不足、消化吸收不好或近期消耗增加有关，建议均衡饮食，半年后复测体重。',
    avoid: '节食和偏食。',
    doctor: '近期体重明显下降而原因不明时，请到消化内科或内分泌科就诊。',
    followUps: [BODY, BASIC],
    recheckMonths: 6,
  },
];
