// The assessments the platform offers: one per disease column (its id is the column's), and topical
// questionnaires (专题问卷) from 11 on. Points follow the common Chinese screening scores in spirit
// (the CDS diabetes risk score, the hypertension and NAFLD risk factors), simplified to single choices;
// they estimate a risk to discuss with a doctor, not a diagnosis.
import { type ScoredQuestion, scored, stepsOf } from './build.ts';
import type { AssessmentCheck, AssessmentDefinition, AssessmentLevel } from './types.ts';

const chronicPackage: AssessmentCheck = { kind: 'package', code: 'CHRONIC', name: '三高慢病管理套餐' };
const heartPackage: AssessmentCheck = { kind: 'package', code: 'TOPIC-HEART', name: '心脑血管专项筛查' };
const item = (code: string, name: string): AssessmentCheck => ({ kind: 'item', code, name });

const levels = (
  cuts: readonly [number, number],
  advice: readonly [string, string, string],
): AssessmentLevel[] => [
  { code: 'low', name: '低风险', minScore: 0, advice: advice[0] },
  { code: 'medium', name: '中风险', minScore: cuts[0], advice: advice[1] },
  { code: 'high', name: '高风险', minScore: cuts[1], advice: advice[2] },
];

const bmi = (id: string) =>
  scored(id, '您的体型（身体质量指数 BMI = 体重kg ÷ 身高m²）', [
    ['normal', '正常（BMI 低于 24）', 0],
    ['over', '超重（BMI 24 至 27.9）', 3],
    ['obese', '肥胖（BMI 28 及以上）', 5],
  ]);

const exercise = (id: string) =>
  scored(id, '您每周做中等强度运动（快走、骑车、游泳等）的情况', [
    ['often', '每周 5 次及以上，每次 30 分钟', 0],
    ['some', '每周 1 至 4 次', 1],
    ['none', '几乎不运动', 3],
  ]);

const smoking = (id: string) =>
  scored(id, '您吸烟吗？', [
    ['never', '从不吸烟', 0],
    ['quit', '已戒烟', 1],
    ['yes', '目前吸烟', 3],
  ]);

const drinking = (id: string) =>
  scored(id, '您饮酒的情况', [
    ['never', '不饮酒或偶尔饮酒', 0],
    ['some', '每周饮酒 1 至 3 次', 2],
    ['heavy', '几乎每天饮酒', 4],
  ]);

const familyHistory = (id: string, disease: string) =>
  scored(id, `您的父母或兄弟姐妹中有人患${disease}吗？`, [
    ['no', '没有', 0],
    ['unknown', '不清楚', 1],
    ['yes', '有', 4],
  ]);

function assessment(
  base: Omit<AssessmentDefinition, 'questionnaire' | 'optionScores'>,
  groups: readonly { id: string; name: string; questions: readonly ScoredQuestion[] }[],
): AssessmentDefinition {
  const { steps, optionScores } = stepsOf(groups);
  return {
    ...base,
    optionScores,
    questionnaire: { id: `assessment-${base.id}`, businessCode: 'assessment', name: base.name, steps },
  };
}

const ageBands = [
  { minAge: 35, points: 2 },
  { minAge: 45, points: 4 },
  { minAge: 55, points: 6 },
  { minAge: 65, points: 8 },
] as const;

export const hypertensionAssessment = assessment(
  {
    id: 1,
    columnId: 1,
    name: '高血压风险评估',
    intro: '根据年龄、体型、饮食与生活习惯和家族史，估计您患高血压的风险。约需 2 分钟。',
    agePoints: ageBands,
    levels: levels(
      [10, 20],
      [
        '目前患高血压的风险较低。请保持清淡饮食、规律运动，每年测一次血压。',
        '存在多项高血压危险因素。建议每日食盐不超过 5 克、控制体重、减少饮酒，每 3 至 6 个月测量血压，并做一次体检了解血压、血脂和血糖。',
        '患高血压的风险较高。请尽快到医院或体检中心测量血压，并检查心电图、血脂和肾功能；如血压已在 140/90 mmHg 以上，请在医生指导下治疗。',
      ],
    ),
    checks: [
      chronicPackage,
      heartPackage,
      item('ECG', '十二导联心电图'),
      item('ABI', '动脉硬化检测（PWV+ABI）'),
    ],
  },
  [
    {
      id: 'bp-body',
      name: '身体状况',
      questions: [
        bmi('bp-bmi'),
        scored('bp-last', '您最近一次测量的血压', [
          ['normal', '低于 120/80 mmHg', 0],
          ['high-normal', '120-139/80-89 mmHg', 4],
          ['high', '140/90 mmHg 及以上', 8],
          ['unknown', '近一年没有测过', 2],
        ]),
        familyHistory('bp-family', '高血压'),
      ],
    },
    {
      id: 'bp-diet',
      name: '饮食习惯',
      questions: [
        scored('bp-salt', '您的口味', [
          ['light', '清淡', 0],
          ['medium', '适中', 1],
          ['salty', '偏咸，常吃咸菜、腌制品', 3],
        ]),
        scored('bp-fat', '您吃肥肉、油炸食品的情况', [
          ['rarely', '很少', 0],
          ['sometimes', '每周 1 至 3 次', 1],
          ['often', '几乎每天', 2],
        ]),
        drinking('bp-drink'),
      ],
    },
    {
      id: 'bp-life',
      name: '生活方式',
      questions: [
        smoking('bp-smoke'),
        exercise('bp-exercise'),
        scored('bp-stress', '您近半年的精神压力', [
          ['low', '较小', 0],
          ['medium', '一般', 1],
          ['high', '很大，经常紧张或焦虑', 2],
        ]),
        scored('bp-sleep', '您的睡眠', [
          ['good', '每晚 7 小时左右，睡得好', 0],
          ['poor', '常睡不足 6 小时或睡不好', 2],
          ['snore', '打鼾严重，有时憋醒', 3],
        ]),
      ],
    },
  ],
);

export const diabetesAssessment = assessment(
  {
    id: 2,
    columnId: 2,
    name: '糖尿病风险评估',
    intro:
      '参考中国糖尿病风险评分，根据年龄、体型、腰围、血压和家族史等，估计您患 2 型糖尿病的风险。约需 2 分钟。',
    agePoints: ageBands,
    levels: levels(
      [10, 20],
      [
        '目前患糖尿病的风险较低。请保持均衡饮食和运动，每年体检时查一次空腹血糖。',
        '存在多项糖尿病危险因素。建议减少精制米面和含糖饮料，把体重降到正常范围，半年内查空腹血糖和糖化血红蛋白。',
        '患糖尿病的风险较高。请尽快检查空腹血糖、糖化血红蛋白，必要时做口服葡萄糖耐量试验；如已有口渴、多尿、消瘦，请及时就医。',
      ],
    ),
    checks: [
      chronicPackage,
      item('GLU', '空腹血糖'),
      item('HBA1C', '糖化血红蛋白（HbA1c）'),
      item('OGTT', '口服葡萄糖耐量试验（OGTT）'),
    ],
  },
  [
    {
      id: 'dm-body',
      name: '身体状况',
      questions: [
        bmi('dm-bmi'),
        scored('dm-waist', '您的腰围（男性 / 女性）', [
          ['normal', '男性低于 85 厘米 / 女性低于 80 厘米', 0],
          ['large', '男性 85 至 89 厘米 / 女性 80 至 84 厘米', 3],
          ['xlarge', '男性 90 厘米及以上 / 女性 85 厘米及以上', 5],
        ]),
        scored('dm-bp', '您是否患有高血压或正在服用降压药？', [
          ['no', '否', 0],
          ['yes', '是', 3],
        ]),
        scored('dm-glucose', '您以前查血糖时是否被告知偏高？', [
          ['no', '没有', 0],
          ['unknown', '从未查过', 1],
          ['yes', '是', 6],
        ]),
      ],
    },
    {
      id: 'dm-history',
      name: '病史与家族史',
      questions: [
        familyHistory('dm-family', '糖尿病'),
        scored('dm-symptom', '近期您是否有口渴、多饮、多尿或不明原因的体重下降？', [
          ['no', '没有', 0],
          ['yes', '有', 5],
        ]),
      ],
    },
    {
      id: 'dm-life',
      name: '生活方式',
      questions: [
        exercise('dm-exercise'),
        scored('dm-sugar', '您喝含糖饮料或吃甜食的情况', [
          ['rarely', '很少', 0],
          ['sometimes', '每周 1 至 3 次', 1],
          ['often', '几乎每天', 3],
        ]),
        scored('dm-veg', '您每天吃蔬菜水果吗？', [
          ['yes', '每天都吃', 0],
          ['no', '不是每天', 1],
        ]),
      ],
    },
  ],
);

export const dyslipidaemiaAssessment = assessment(
  {
    id: 3,
    columnId: 3,
    name: '血脂异常风险评估',
    intro: '根据饮食、体型、运动和家族史等，估计您血脂异常（高胆固醇、高甘油三酯）的风险。约需 2 分钟。',
    agePoints: ageBands,
    levels: levels(
      [9, 18],
      [
        '目前血脂异常的风险较低。请继续少油少盐、多吃蔬菜，40 岁以上每年查一次血脂。',
        '存在多项血脂异常危险因素。建议减少动物内脏、肥肉和油炸食品，戒烟限酒，半年内查一次血脂四项。',
        '血脂异常的风险较高。请尽快检查血脂四项和血脂扩展项目，评估动脉粥样硬化；已有冠心病、糖尿病者请遵医嘱控制血脂。',
      ],
    ),
    checks: [chronicPackage, heartPackage, item('LIPID', '血脂四项'), item('US-CAROTID', '颈动脉彩超')],
  },
  [
    {
      id: 'lp-body',
      name: '身体状况',
      questions: [
        bmi('lp-bmi'),
        scored('lp-last', '您以前查血脂时的结果', [
          ['normal', '正常', 0],
          ['unknown', '从未查过或不记得', 1],
          ['high', '被告知偏高', 6],
        ]),
        scored('lp-xanthoma', '您的眼睑（眼皮）上有黄色的小斑块吗？', [
          ['no', '没有', 0],
          ['yes', '有', 4],
        ]),
        familyHistory('lp-family', '高血脂或早发冠心病（男性 55 岁、女性 65 岁前）'),
      ],
    },
    {
      id: 'lp-life',
      name: '饮食与生活',
      questions: [
        scored('lp-fat', '您吃肥肉、动物内脏、油炸食品的情况', [
          ['rarely', '很少', 0],
          ['sometimes', '每周 1 至 3 次', 2],
          ['often', '几乎每天', 4],
        ]),
        drinking('lp-drink'),
        smoking('lp-smoke'),
        exercise('lp-exercise'),
      ],
    },
  ],
);

export const fattyLiverAssessment = assessment(
  {
    id: 4,
    columnId: 4,
    name: '脂肪肝风险评估',
    intro: '根据体型、腰围、饮酒、饮食和血糖血脂情况，估计您患脂肪肝的风险。约需 2 分钟。',
    agePoints: [
      { minAge: 30, points: 1 },
      { minAge: 45, points: 2 },
    ],
    levels: levels(
      [8, 16],
      [
        '目前患脂肪肝的风险较低。请保持规律饮食和运动，每年体检时做一次腹部彩超。',
        '存在多项脂肪肝危险因素。建议控制总热量、减少饮酒，每周运动 150 分钟以上，半年内查肝功能和腹部彩超。',
        '患脂肪肝的风险较高。请尽快检查肝功能、腹部彩超，必要时查肝纤维化指标；体重超标者减重 5% 至 10% 可明显改善脂肪肝。',
      ],
    ),
    checks: [
      chronicPackage,
      item('LIVER', '肝功能（八项）'),
      item('US-ABD', '腹部彩超（肝、胆、胰、脾、肾）'),
      item('LIVER-FIB', '肝纤维化四项'),
    ],
  },
  [
    {
      id: 'fl-body',
      name: '身体状况',
      questions: [
        bmi('fl-bmi'),
        scored('fl-waist', '您的腰围（男性 / 女性）', [
          ['normal', '男性低于 90 厘米 / 女性低于 85 厘米', 0],
          ['large', '男性 90 厘米及以上 / 女性 85 厘米及以上', 4],
        ]),
        scored('fl-metabolic', '您是否有高血糖、高血脂或高尿酸？', [
          ['no', '都没有', 0],
          ['unknown', '不清楚', 1],
          ['yes', '有其中一项或几项', 4],
        ]),
        scored('fl-alt', '您以前查肝功能时转氨酶是否偏高？', [
          ['no', '正常', 0],
          ['unknown', '从未查过', 1],
          ['yes', '偏高', 4],
        ]),
      ],
    },
    {
      id: 'fl-life',
      name: '饮食与生活',
      questions: [
        drinking('fl-drink'),
        scored('fl-dinner', '您晚餐吃得晚、吃得多或常吃夜宵吗？', [
          ['no', '很少', 0],
          ['sometimes', '每周 1 至 3 次', 1],
          ['often', '几乎每天', 3],
        ]),
        scored('fl-sit', '您每天久坐（办公、看电视、玩手机）的时间', [
          ['short', '少于 4 小时', 0],
          ['medium', '4 至 8 小时', 1],
          ['long', '8 小时以上', 2],
        ]),
        exercise('fl-exercise'),
      ],
    },
  ],
);

/** A topical questionnaire (专题问卷), not tied to a column: the heart and brain's shared risk factors. */
export const cardiovascularQuestionnaire = assessment(
  {
    id: 11,
    columnId: null,
    name: '心脑血管健康自评',
    intro: '高血压、糖尿病、血脂异常、吸烟和肥胖共同增加心梗和脑卒中的风险。用 2 分钟了解您的心脑血管健康。',
    agePoints: ageBands,
    levels: levels(
      [10, 20],
      [
        '心脑血管风险因素较少。请保持健康的生活方式，定期体检。',
        '存在多项心脑血管危险因素。建议控制血压、血糖、血脂，戒烟限酒，每年做一次心电图、血脂和颈动脉彩超。',
        '心脑血管风险较高。请尽快做心脑血管专项检查；如出现胸痛、胸闷、单侧肢体无力或言语不清，请立即拨打 120。',
      ],
    ),
    checks: [heartPackage, chronicPackage, item('HCY', '同型半胱氨酸'), item('US-CAROTID', '颈动脉彩超')],
  },
  [
    {
      id: 'cv-disease',
      name: '慢性病情况',
      questions: [
        scored('cv-three', '您患有高血压、糖尿病或血脂异常中的几种？', [
          ['none', '没有', 0],
          ['one', '一种', 4],
          ['more', '两种及以上', 8],
        ]),
        familyHistory('cv-family', '冠心病或脑卒中'),
        scored('cv-chest', '您活动后是否出现过胸闷、胸痛或心慌？', [
          ['no', '没有', 0],
          ['yes', '有', 5],
        ]),
      ],
    },
    {
      id: 'cv-life',
      name: '生活方式',
      questions: [smoking('cv-smoke'), bmi('cv-bmi'), exercise('cv-exercise')],
    },
  ],
);

export const ASSESSMENTS: readonly AssessmentDefinition[] = [
  hypertensionAssessment,
  diabetesAssessment,
  dyslipidaemiaAssessment,
  fattyLiverAssessment,
  cardiovascularQuestionnaire,
];

export const MAX_ASSESSMENT_ID = 1_000_000;

export function findAssessment(id: number): AssessmentDefinition | undefined {
  return ASSESSMENTS.find((a) => a.id === id);
}

/** The assessment of a disease column, if the column has one. */
export function assessmentOfColumn(columnId: number): AssessmentDefinition | undefined {
  return ASSESSMENTS.find((a) => a.columnId === columnId);
}
