import {
  type Answer,
  type AssessmentScoring,
  addCalendarDays,
  type HealthCardService,
  healthCardExpiry,
  infoFromIdCard,
  type Question,
  type Questionnaire,
  type QuestionOption,
  scoreAssessment,
} from '@tijian/domain';
import type { DbOrTx } from '../db/client.ts';
import { hashCardPassword } from '../modules/health-cards/card-password.ts';
import { healthCardsRepository } from '../modules/health-cards/repository.ts';
import { questionnaireRepository } from '../modules/questionnaire/repository.ts';
import { DEMO_FAMILY, DEMO_PERSON } from './report-data.ts';

// The demo health cards (健康卡): two products, each with its services and a scored assessment
// questionnaire (kept in the questionnaire table like the others); printed cards waiting to be
// activated with a known number and password (README); and for the demo account (13800138000) a card
// in use, for its own person, with services used and a finished assessment, and an expired card.

type OptionSpec = [
  id: string,
  name: string,
  points: number,
  extra?: { exclusive?: true; children?: Question[] },
];

/** Options and their points, gathered for the product's scoring as the questions are written. */
class ScoredQuestions {
  readonly optionScores: Record<string, number> = {};

  private options(list: OptionSpec[]): QuestionOption[] {
    return list.map(([id, name, points, extra]) => {
      this.optionScores[id] = points;
      return {
        id,
        name,
        exclusive: extra?.exclusive ? 1 : 0,
        childrenQuestion: extra?.children ?? [],
      };
    });
  }

  choice(
    type: 'radio' | 'checkbox',
    id: string,
    name: string,
    list: OptionSpec[],
    numOfEachRow = 1,
  ): Question {
    return {
      id,
      questionId: `Q-${id}`,
      name,
      questionTypeCode: type,
      questionTypeName: type === 'radio' ? '单选' : '多选',
      optionList: this.options(list),
      popup: 0,
      dataType: 'string',
      dataValueBegin: null,
      dataValueEnd: null,
      dataUnit: '',
      numOfEachRow,
      questionPic: '',
      optionsPic: '',
    };
  }
}

const NONE = '以上都没有';

// ---------------------------------------------------------------------------------------------
// 心血管健康管理卡: a cardiovascular risk assessment (0–86 points)

const cardio = new ScoredQuestions();

export const cardioQuestionnaire: Questionnaire = {
  id: 'card-cardio',
  businessCode: 'card-cardio',
  name: '心血管健康风险评估',
  steps: [
    {
      id: 'cv-life',
      name: '生活方式',
      sex: null,
      questions: [
        cardio.choice('radio', 'cv-smoke', '您的吸烟情况是？', [
          ['cv-smoke-never', '从不吸烟', 0],
          ['cv-smoke-quit', '已戒烟', 3],
          ['cv-smoke-yes', '目前吸烟', 8],
        ]),
        cardio.choice('radio', 'cv-exercise', '您每周运动（30分钟以上）几次？', [
          ['cv-ex-3', '三次及以上', 0],
          ['cv-ex-1', '一到两次', 3],
          ['cv-ex-0', '几乎不运动', 6],
        ]),
        cardio.choice(
          'checkbox',
          'cv-diet',
          '您的饮食习惯有哪些？',
          [
            ['cv-diet-salt', '口味偏咸', 3],
            ['cv-diet-fat', '常吃油炸食品或肥肉', 3],
            ['cv-diet-sugar', '常喝含糖饮料', 2],
            ['cv-diet-good', '饮食清淡均衡', 0, { exclusive: true }],
          ],
          2,
        ),
        cardio.choice('radio', 'cv-sleep', '您的睡眠情况如何？', [
          ['cv-sleep-good', '每晚7-8小时，睡得好', 0],
          ['cv-sleep-short', '经常少于6小时', 3],
          ['cv-sleep-bad', '经常失眠', 4],
        ]),
      ],
    },
    {
      id: 'cv-health',
      name: '健康状况',
      sex: null,
      questions: [
        cardio.choice('radio', 'cv-bp', '您的血压情况是？', [
          ['cv-bp-normal', '正常', 0],
          ['cv-bp-high', '偏高，未服药', 8],
          [
            'cv-bp-drug',
            '高血压，正在服药',
            6,
            {
              children: [
                cardio.choice('radio', 'cv-bp-control', '服药后血压控制得如何？', [
                  ['cv-bp-ok', '控制良好', 0],
                  ['cv-bp-poor', '控制不佳', 6],
                ]),
              ],
            },
          ],
        ]),
        cardio.choice('radio', 'cv-lipid', '您的血脂情况是？', [
          ['cv-lipid-normal', '正常', 0],
          ['cv-lipid-high', '偏高', 6],
          ['cv-lipid-unknown', '不清楚', 2],
        ]),
        cardio.choice('radio', 'cv-glucose', '您的血糖情况是？', [
          ['cv-glu-normal', '正常', 0],
          ['cv-glu-high', '偏高或糖尿病', 8],
          ['cv-glu-unknown', '不清楚', 2],
        ]),
        cardio.choice(
          'checkbox',
          'cv-symptom',
          '近半年您是否有以下不适？',
          [
            ['cv-sym-chest', '胸闷、胸痛', 8],
            ['cv-sym-palp', '心悸', 5],
            ['cv-sym-breath', '活动后气短', 5],
            ['cv-sym-dizzy', '头晕', 3],
            ['cv-sym-none', NONE, 0, { exclusive: true }],
          ],
          2,
        ),
        cardio.choice(
          'checkbox',
          'cv-family',
          '您的直系亲属是否患有以下疾病？',
          [
            ['cv-fam-chd', '冠心病', 5],
            ['cv-fam-stroke', '脑卒中', 5],
            ['cv-fam-bp', '高血压', 3],
            ['cv-fam-none', NONE, 0, { exclusive: true }],
          ],
          2,
        ),
      ],
    },
  ],
};

const cardioScoring: AssessmentScoring = {
  optionScores: cardio.optionScores,
  bands: [
    {
      maxScore: 15,
      level: '低风险',
      advice: '心血管风险较低。请保持规律作息、均衡饮食和每周至少150分钟的中等强度运动，每年体检一次。',
    },
    {
      maxScore: 35,
      level: '中风险',
      advice:
        '存在一定的心血管危险因素。建议减盐控油、戒烟限酒、增加运动，每3个月测一次血压，并预约卡内专家咨询。',
    },
    {
      maxScore: 86,
      level: '高风险',
      advice:
        '心血管风险较高。请尽快到心内科就诊，完善心电图、血脂和心脏彩超等检查；有胸痛、胸闷加重时立即就医。',
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// 慢病风险评估卡: a chronic-disease risk assessment (0–69 points)

const chronic = new ScoredQuestions();

export const chronicQuestionnaire: Questionnaire = {
  id: 'card-chronic',
  businessCode: 'card-chronic',
  name: '慢病风险评估',
  steps: [
    {
      id: 'ch-basic',
      name: '基本情况',
      sex: null,
      questions: [
        chronic.choice('radio', 'ch-shape', '您的体型是？', [
          ['ch-shape-normal', '正常', 0],
          ['ch-shape-thin', '偏瘦', 2],
          ['ch-shape-over', '偏胖', 4],
          ['ch-shape-obese', '肥胖', 8],
        ]),
        chronic.choice('radio', 'ch-drink', '您饮酒吗？', [
          ['ch-drink-no', '不饮酒', 0],
          ['ch-drink-some', '偶尔饮酒', 2],
          ['ch-drink-often', '经常饮酒', 6],
        ]),
        chronic.choice('radio', 'ch-smoke', '您吸烟吗？', [
          ['ch-smoke-no', '不吸烟', 0],
          ['ch-smoke-quit', '已戒烟', 2],
          ['ch-smoke-yes', '吸烟', 6],
        ]),
        chronic.choice('radio', 'ch-exercise', '您每周运动几次？', [
          ['ch-ex-3', '三次及以上', 0],
          ['ch-ex-1', '一到两次', 3],
          ['ch-ex-0', '几乎不运动', 6],
        ]),
      ],
    },
    {
      id: 'ch-history',
      name: '疾病史',
      sex: null,
      questions: [
        chronic.choice(
          'checkbox',
          'ch-disease',
          '您是否已确诊以下疾病？',
          [
            ['ch-d-bp', '高血压', 6],
            ['ch-d-dm', '糖尿病', 8],
            ['ch-d-lipid', '高血脂', 5],
            ['ch-d-kidney', '慢性肾病', 8],
            ['ch-d-none', NONE, 0, { exclusive: true }],
          ],
          2,
        ),
        chronic.choice(
          'checkbox',
          'ch-family',
          '您的直系亲属是否患有以下疾病？',
          [
            ['ch-f-dm', '糖尿病', 4],
            ['ch-f-bp', '高血压', 3],
            ['ch-f-cancer', '恶性肿瘤', 4],
            ['ch-f-none', NONE, 0, { exclusive: true }],
          ],
          2,
        ),
        chronic.choice('radio', 'ch-thirst', '近期是否常感口渴、多饮、多尿？', [
          ['ch-thirst-yes', '是', 5],
          ['ch-thirst-no', '否', 0],
        ]),
      ],
    },
  ],
};

const chronicScoring: AssessmentScoring = {
  optionScores: chronic.optionScores,
  bands: [
    { maxScore: 12, level: '低风险', advice: '慢病风险较低。请继续保持健康的生活方式，每年体检一次。' },
    {
      maxScore: 30,
      level: '中风险',
      advice:
        '存在慢病危险因素。建议控制体重、规律运动，每半年复查血压、血糖和血脂，可预约卡内营养师膳食指导。',
    },
    {
      maxScore: 69,
      level: '高风险',
      advice: '慢病风险较高。请尽快到内分泌科或全科门诊就诊，完善相关检查，并按医嘱规范治疗和随访。',
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Products and cards

const CARDIO_SERVICES: HealthCardService[] = [
  {
    code: 'cv-consult',
    name: '心血管专家咨询',
    times: 3,
    description: '三甲医院心内科专家线上咨询，每次30分钟。',
  },
  {
    code: 'cv-bp-follow',
    name: '血压随访',
    times: 4,
    description: '健康管理师每季度电话随访一次，记录血压并给出建议。',
  },
  { code: 'cv-ecg', name: '心电图解读', times: 2, description: '上传心电图，由专科医生出具解读意见。' },
  { code: 'cv-hotline', name: '健康咨询热线', times: 0, description: '有效期内不限次数，工作日9:00-18:00。' },
];

const CHRONIC_SERVICES: HealthCardService[] = [
  {
    code: 'ch-report',
    name: '评估报告解读',
    times: 1,
    description: '全科医生解读评估结果，制定个人健康计划。',
  },
  { code: 'ch-diet', name: '营养师膳食指导', times: 2, description: '注册营养师一对一膳食方案。' },
  { code: 'ch-follow', name: '健康随访', times: 6, description: '健康管理师每月随访一次。' },
];

export const DEMO_HEALTH_PRODUCTS = [
  {
    id: 'HC-CARDIO',
    name: '心血管健康管理卡',
    price: 39_800,
    description: '一年的心血管健康管理：风险评估、专家咨询、血压随访与心电图解读。',
    validityDays: 365,
    businessCode: cardioQuestionnaire.businessCode,
    scoring: cardioScoring,
    services: CARDIO_SERVICES,
    sort: 1,
  },
  {
    id: 'HC-CHRONIC',
    name: '慢病风险评估卡',
    price: 19_900,
    description: '半年的慢病风险管理：高血压、糖尿病等慢病风险评估与膳食指导。',
    validityDays: 180,
    businessCode: chronicQuestionnaire.businessCode,
    scoring: chronicScoring,
    services: CHRONIC_SERVICES,
    sort: 2,
  },
] as const;

/** Printed cards waiting on /enableCard (README): number, password, product. */
export const DEMO_PRINTED_CARDS = [
  { cardNo: 'HC20260001', password: '836291', productId: 'HC-CARDIO' },
  { cardNo: 'HC20260002', password: '572048', productId: 'HC-CARDIO' },
  { cardNo: 'HC20260003', password: '419365', productId: 'HC-CHRONIC' },
  { cardNo: 'HC20260004', password: '260817', productId: 'HC-CHRONIC' },
] as const;

/** The demo account's own: a cardio card in use with a finished assessment, and an expired chronic card. */
export const DEMO_HEALTH_CARDS = { inUse: 'HC20250088', expired: 'HC20240066' } as const;

/** The answers of the demo account's finished cardio assessment (18 points: 中风险). */
const DEMO_ANSWERS: Answer[] = [
  { qid: 'cv-smoke', optAnswers: ['cv-smoke-quit'] },
  { qid: 'cv-exercise', optAnswers: ['cv-ex-1'] },
  { qid: 'cv-diet', optAnswers: ['cv-diet-salt'] },
  { qid: 'cv-sleep', optAnswers: ['cv-sleep-good'] },
  { qid: 'cv-bp', optAnswers: ['cv-bp-drug'] },
  { qid: 'cv-bp-control', optAnswers: ['cv-bp-ok'] },
  { qid: 'cv-lipid', optAnswers: ['cv-lipid-normal'] },
  { qid: 'cv-glucose', optAnswers: ['cv-glu-normal'] },
  { qid: 'cv-symptom', optAnswers: ['cv-sym-none'] },
  { qid: 'cv-family', optAnswers: ['cv-fam-bp'] },
];

const at = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

/**
 * The products and their questionnaires (upserts), and the printed cards, each inserted once: a card
 * someone activated stays theirs. Safe on every start.
 */
export async function seedHealthCardProducts(db: DbOrTx): Promise<void> {
  for (const q of [cardioQuestionnaire, chronicQuestionnaire]) {
    await questionnaireRepository.upsertQuestionnaire(db, {
      businessCode: q.businessCode,
      name: q.name,
      definition: q,
      rules: [],
    });
  }
  for (const product of DEMO_HEALTH_PRODUCTS) {
    await healthCardsRepository.upsertProduct(db, {
      ...product,
      scoring: product.scoring,
      services: [...product.services],
      onSale: 1,
      centreId: null,
    });
  }
  const existing = new Set(
    await healthCardsRepository.existingCardNos(
      db,
      DEMO_PRINTED_CARDS.map((c) => c.cardNo),
    ),
  );
  for (const card of DEMO_PRINTED_CARDS) {
    if (existing.has(card.cardNo)) continue;
    await healthCardsRepository.insertCardOnce(db, {
      cardNo: card.cardNo,
      passwordHash: await hashCardPassword(card.password),
      productId: card.productId,
      state: 'inactive',
      source: 'printed',
    });
  }
}

/**
 * The demo account's cards, given once each: a cardio card activated 30 days ago for its own person
 * (the profile's 张伟), two services used and an assessment taken (its answers a questionnaire
 * instance, scored by the product's scoring); and a chronic card its mother held, expired three weeks
 * ago.
 */
export async function seedHealthCards(db: DbOrTx, userId: number, today: string): Promise<void> {
  const activatedOn = addCalendarDays(today, -30);
  const self = infoFromIdCard(DEMO_PERSON.idCardNo, today)!;
  const inUse = await healthCardsRepository.insertCardOnce(db, {
    cardNo: DEMO_HEALTH_CARDS.inUse,
    productId: 'HC-CARDIO',
    userId,
    state: 'active',
    source: 'printed',
    holderName: DEMO_PERSON.name,
    holderIdCardNo: DEMO_PERSON.idCardNo,
    holderPhone: '13800138000',
    holderSexCode: self.sexCode,
    holderAge: self.age,
    holderMarriageCode: 'married',
    activatedAt: at(activatedOn, '10:00'),
    expiresOn: healthCardExpiry(at(activatedOn, '10:00'), 365),
  });
  if (inUse) {
    await healthCardsRepository.insertServiceUse(db, {
      cardId: inUse.id,
      serviceCode: 'cv-consult',
      note: '线上咨询：血压用药调整',
      usedAt: at(addCalendarDays(today, -20), '15:00'),
    });
    await healthCardsRepository.insertServiceUse(db, {
      cardId: inUse.id,
      serviceCode: 'cv-bp-follow',
      note: '电话随访：血压 132/84 mmHg',
      usedAt: at(addCalendarDays(today, -10), '10:30'),
    });
    const takenAt = at(addCalendarDays(today, -28), '20:15');
    const instance = await questionnaireRepository.insertInstance(db, {
      userId,
      businessCode: cardioQuestionnaire.businessCode,
      name: DEMO_PERSON.name,
      sexCode: self.sexCode,
      marriageCode: 'married',
      age: self.age,
      sysCenterId: '',
      answers: DEMO_ANSWERS,
      createdAt: takenAt,
    });
    await healthCardsRepository.insertAssessment(db, {
      cardId: inUse.id,
      instanceId: instance.id,
      ...scoreAssessment(cardioScoring, DEMO_ANSWERS),
      createdAt: takenAt,
    });
  }

  const expiredOn = addCalendarDays(today, -200);
  const mother = infoFromIdCard(DEMO_FAMILY.idCardNo, today)!;
  await healthCardsRepository.insertCardOnce(db, {
    cardNo: DEMO_HEALTH_CARDS.expired,
    productId: 'HC-CHRONIC',
    userId,
    state: 'active',
    source: 'printed',
    holderName: DEMO_FAMILY.name,
    holderIdCardNo: DEMO_FAMILY.idCardNo,
    holderPhone: DEMO_FAMILY.mobilePhone,
    holderSexCode: mother.sexCode,
    holderAge: mother.age,
    holderMarriageCode: 'married',
    activatedAt: at(expiredOn, '09:00'),
    expiresOn: healthCardExpiry(at(expiredOn, '09:00'), 180),
  });
}
