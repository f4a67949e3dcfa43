import type { ExamCondition, PlanRule, Question, Questionnaire, QuestionOption } from '@tijian/domain';
import type { DbOrTx } from '../db/client.ts';
import { questionnaireRepository } from '../modules/questionnaire/repository.ts';

// The demo questionnaires: the health questionnaire behind the personalised plan (in steps, with a
// women's-health step, exclusive 无 options, inline and pop-up follow-ups, a numeric text question) and
// its rule table (answers → real item ids of the demo catalogue, with the reason shown to the person);
// a short sport questionnaire and the epidemiological survey (流行病学调查), which lead to no plan.

type OptionSpec = [
  id: string,
  name: string,
  extra?: { exclusive?: true; children?: Question[]; condition?: ExamCondition },
];

function options(list: OptionSpec[]): QuestionOption[] {
  return list.map(([id, name, extra]) => ({
    id,
    name,
    exclusive: extra?.exclusive ? 1 : 0,
    childrenQuestion: extra?.children ?? [],
    ...(extra?.condition ? { examCondition: extra.condition } : {}),
  }));
}

const TYPE_NAMES = { radio: '单选', checkbox: '多选', text: '填空' } as const;

function choice(
  type: 'radio' | 'checkbox',
  id: string,
  name: string,
  list: OptionSpec[],
  extra: { popup?: 0 | 1; numOfEachRow?: number } = {},
): Question {
  return {
    id,
    questionId: `Q-${id}`,
    name,
    questionTypeCode: type,
    questionTypeName: TYPE_NAMES[type],
    optionList: options(list),
    popup: extra.popup ?? 0,
    dataType: 'string',
    dataValueBegin: null,
    dataValueEnd: null,
    dataUnit: '',
    numOfEachRow: extra.numOfEachRow ?? 1,
    questionPic: '',
    optionsPic: '',
  };
}

function text(
  id: string,
  name: string,
  extra: { dataType?: 'int' | 'decimal' | 'string'; min?: number; max?: number; unit?: string } = {},
): Question {
  return {
    id,
    questionId: `Q-${id}`,
    name,
    questionTypeCode: 'text',
    questionTypeName: TYPE_NAMES.text,
    optionList: [],
    popup: 0,
    dataType: extra.dataType ?? 'string',
    dataValueBegin: extra.min ?? null,
    dataValueEnd: extra.max ?? null,
    dataUnit: extra.unit ?? '',
    numOfEachRow: 1,
    questionPic: '',
    optionsPic: '',
  };
}

const NONE = '以上都没有';

// ---------------------------------------------------------------------------------------------
// The health questionnaire (business code physical)

export const physicalQuestionnaire: Questionnaire = {
  id: 'physical',
  businessCode: 'physical',
  name: '个性化体检问卷',
  steps: [
    {
      id: 'basic',
      name: '基本情况',
      sex: null,
      questions: [
        text('ph-weight', '您目前的体重是多少？', { dataType: 'decimal', min: 30, max: 150, unit: '公斤' }),
        choice('radio', 'ph-last-checkup', '您最近一次体检是什么时候？', [
          ['ph-last-1', '一年以内'],
          ['ph-last-3', '一到三年'],
          ['ph-last-more', '三年以上'],
          ['ph-last-never', '从未体检'],
        ]),
      ],
    },
    {
      id: 'history',
      name: '既往病史',
      sex: null,
      questions: [
        // Pop-up follow-ups: a choice is asked in an action sheet, a number in a dialog.
        choice(
          'checkbox',
          'ph-disease',
          '您是否患有以下疾病？',
          [
            [
              'ph-d-bp',
              '高血压',
              {
                children: [
                  choice('radio', 'ph-bp-control', '您的血压控制情况如何？', [
                    ['ph-bp-good', '服药，控制良好'],
                    ['ph-bp-poor', '服药，控制不佳'],
                    ['ph-bp-none', '未服药'],
                  ]),
                ],
              },
            ],
            [
              'ph-d-dm',
              '糖尿病',
              {
                condition: 'diabetes',
                children: [
                  text('ph-dm-years', '您患糖尿病多少年了？', {
                    dataType: 'int',
                    min: 0,
                    max: 60,
                    unit: '年',
                  }),
                ],
              },
            ],
            ['ph-d-lipid', '高血脂'],
            ['ph-d-chd', '冠心病'],
            ['ph-d-fattyliver', '脂肪肝'],
            ['ph-d-gastritis', '慢性胃炎或胃溃疡'],
            ['ph-d-thyroid', '甲状腺结节'],
            ['ph-d-none', NONE, { exclusive: true }],
          ],
          { popup: 1 },
        ),
        // An inline follow-up: the operation's name, asked under the answer.
        choice('radio', 'ph-surgery', '您做过手术吗？', [
          ['ph-surgery-yes', '做过', { children: [text('ph-surgery-name', '请填写手术名称')] }],
          ['ph-surgery-no', '没有做过'],
        ]),
      ],
    },
    {
      id: 'symptoms',
      name: '症状',
      sex: null,
      questions: [
        choice('checkbox', 'ph-symptom', '您近三个月是否有以下不适？', [
          ['ph-s-chest', '胸闷、胸痛'],
          ['ph-s-palpitation', '心慌、心悸'],
          ['ph-s-dizzy', '头晕、头痛'],
          ['ph-s-cough', '咳嗽咳痰超过两周'],
          ['ph-s-stomach', '反酸、烧心或上腹痛'],
          ['ph-s-stool', '大便习惯改变或便血'],
          ['ph-s-weight', '体重不明原因下降'],
          ['ph-s-neck', '颈肩腰腿痛'],
          ['ph-s-none', NONE, { exclusive: true }],
        ]),
      ],
    },
    {
      id: 'family',
      name: '家族史',
      sex: null,
      questions: [
        choice(
          'checkbox',
          'ph-family',
          '您的父母、兄弟姐妹或子女是否患有以下疾病？',
          [
            ['ph-f-stomach', '胃癌'],
            ['ph-f-colon', '结直肠癌'],
            ['ph-f-lung', '肺癌'],
            ['ph-f-liver', '肝癌'],
            ['ph-f-breast', '乳腺癌'],
            ['ph-f-bp', '高血压'],
            ['ph-f-dm', '糖尿病'],
            ['ph-f-cvd', '冠心病或脑卒中'],
            ['ph-f-none', '无', { exclusive: true }],
          ],
          { numOfEachRow: 2 },
        ),
      ],
    },
    {
      id: 'lifestyle',
      name: '生活方式',
      sex: null,
      questions: [
        choice('radio', 'ph-smoke', '您吸烟吗？', [
          ['ph-smoke-never', '从不吸烟'],
          ['ph-smoke-quit', '已戒烟'],
          [
            'ph-smoke-yes',
            '吸烟',
            {
              children: [
                text('ph-smoke-years', '您吸烟多少年了？', { dataType: 'int', min: 1, max: 70, unit: '年' }),
              ],
            },
          ],
        ]),
        choice('radio', 'ph-drink', '您饮酒吗？', [
          ['ph-drink-never', '不饮酒'],
          ['ph-drink-sometimes', '偶尔饮酒'],
          ['ph-drink-often', '经常饮酒（每周三次以上）'],
        ]),
        choice('radio', 'ph-exercise', '您每周锻炼几次（每次30分钟以上）？', [
          ['ph-ex-3', '三次及以上'],
          ['ph-ex-1', '一到两次'],
          ['ph-ex-0', '几乎不锻炼'],
        ]),
        choice('radio', 'ph-sleep', '您的睡眠情况如何？', [
          ['ph-sleep-good', '良好'],
          ['ph-sleep-fair', '一般'],
          ['ph-sleep-poor', '经常失眠或多梦'],
        ]),
        choice(
          'checkbox',
          'ph-diet',
          '您的饮食习惯（可多选）',
          [
            ['ph-diet-balanced', '清淡均衡'],
            ['ph-diet-salty', '偏咸'],
            ['ph-diet-greasy', '偏油腻'],
            ['ph-diet-pickled', '常吃腌制或烟熏食品'],
            ['ph-diet-irregular', '进餐不规律'],
          ],
          { numOfEachRow: 2 },
        ),
      ],
    },
    {
      id: 'women',
      name: '女性健康',
      sex: 'female',
      questions: [
        choice('radio', 'ph-w-menopause', '您是否已绝经？', [
          ['ph-w-meno-yes', '已绝经'],
          [
            'ph-w-meno-no',
            '未绝经',
            {
              children: [
                choice('radio', 'ph-w-period', '您的月经规律吗？', [
                  ['ph-w-period-yes', '规律'],
                  ['ph-w-period-no', '不规律'],
                ]),
                choice('radio', 'ph-w-menses-day', '体检当天您是否可能处于月经期？', [
                  ['ph-w-menses-yes', '可能', { condition: 'menstruating' }],
                  ['ph-w-menses-no', '不会'],
                ]),
              ],
            },
          ],
        ]),
        choice('checkbox', 'ph-w-breast', '您的乳房是否有以下情况？', [
          ['ph-w-breast-pain', '经前胀痛'],
          ['ph-w-breast-lump', '可触及肿块'],
          ['ph-w-breast-nipple', '乳头溢液'],
          ['ph-w-breast-none', NONE, { exclusive: true }],
        ]),
        choice('radio', 'ph-w-pregnancy', '您目前是否怀孕或有怀孕计划？', [
          ['ph-w-preg-now', '已怀孕', { condition: 'pregnant' }],
          ['ph-w-preg-yes', '近一年有怀孕计划', { condition: 'planning_pregnancy' }],
          ['ph-w-preg-no', '没有'],
        ]),
      ],
    },
    {
      // What decides whether an item may be done at all (eligibility/ in the domain): asked last.
      id: 'exam-safety',
      name: '体检须知',
      sex: null,
      questions: [
        choice('checkbox', 'ph-implant', '您体内是否有以下植入物？', [
          ['ph-implant-pacemaker', '心脏起搏器', { condition: 'pacemaker' }],
          ['ph-implant-metal', '金属植入物（支架、钢板、人工关节等）', { condition: 'implant' }],
          ['ph-implant-none', '没有', { exclusive: true }],
        ]),
        choice('radio', 'ph-barium', '您近一周内是否做过钡餐或钡剂灌肠检查？', [
          ['ph-barium-yes', '做过', { condition: 'recent_barium' }],
          ['ph-barium-no', '没有做过'],
        ]),
      ],
    },
  ],
};

const when = (qid: string, ...anyOf: string[]) => ({ qid, anyOf });

/** The plan's rule table: every id is an item of the demo catalogue (a test checks it). */
export const physicalRules: PlanRule[] = [
  // Lungs
  {
    id: 'smoke-10y',
    projectIds: ['CT-CHEST'],
    level: 'must',
    reason: '长期吸烟者建议低剂量螺旋CT筛查肺癌',
    when: [when('ph-smoke', 'ph-smoke-yes'), { qid: 'ph-smoke-years', min: 10 }],
  },
  {
    id: 'smoke-markers',
    projectIds: ['CYFRA211', 'NSE'],
    level: 'precise',
    reason: '吸烟者建议检查肺癌相关肿瘤标志物',
    when: [when('ph-smoke', 'ph-smoke-yes', 'ph-smoke-quit')],
  },
  {
    id: 'smoke-lung-function',
    projectIds: ['LUNG-FUNC'],
    level: 'precise',
    reason: '吸烟会损伤肺功能，建议肺功能检查',
    when: [when('ph-smoke', 'ph-smoke-yes')],
  },
  {
    id: 'family-lung',
    projectIds: ['CT-CHEST'],
    level: 'must',
    reason: '有肺癌家族史，建议低剂量螺旋CT筛查肺癌',
    when: [when('ph-family', 'ph-f-lung')],
  },
  {
    id: 'cough',
    projectIds: ['CT-CHEST'],
    level: 'must',
    reason: '咳嗽咳痰超过两周，建议胸部CT检查',
    when: [when('ph-symptom', 'ph-s-cough')],
  },
  // Stomach and bowel
  {
    id: 'family-stomach',
    projectIds: ['GAS-PAINLESS'],
    level: 'precise',
    reason: '有胃癌家族史，建议胃镜检查',
    when: [when('ph-family', 'ph-f-stomach')],
  },
  {
    id: 'family-stomach-hp',
    projectIds: ['C13', 'PG', 'G17'],
    level: 'precise',
    reason: '有胃癌家族史，建议幽门螺杆菌与胃功能检查',
    when: [when('ph-family', 'ph-f-stomach')],
  },
  {
    id: 'stomach-symptoms',
    projectIds: ['C13'],
    level: 'must',
    reason: '有胃部不适或胃病史，建议碳13呼气试验检测幽门螺杆菌',
    when: [when('ph-symptom', 'ph-s-stomach')],
  },
  {
    id: 'gastritis',
    projectIds: ['C13'],
    level: 'must',
    reason: '有胃部不适或胃病史，建议碳13呼气试验检测幽门螺杆菌',
    when: [when('ph-disease', 'ph-d-gastritis')],
  },
  {
    id: 'pickled-food',
    projectIds: ['GAS-PAINLESS'],
    level: 'thorough',
    reason: '常吃腌制、烟熏食品者胃癌风险较高',
    when: [when('ph-diet', 'ph-diet-pickled')],
    minAge: 35,
  },
  {
    id: 'family-colon',
    projectIds: ['COL-PAINLESS'],
    level: 'precise',
    reason: '有结直肠癌家族史，建议肠镜检查',
    when: [when('ph-family', 'ph-f-colon')],
  },
  {
    id: 'stool',
    projectIds: ['FOB', 'CEA'],
    level: 'must',
    reason: '大便习惯改变或便血，建议便潜血与癌胚抗原检查',
    when: [when('ph-symptom', 'ph-s-stool')],
  },
  {
    id: 'stool-scope',
    projectIds: ['COL-PAINLESS'],
    level: 'must',
    reason: '大便习惯改变或便血，建议肠镜检查',
    when: [when('ph-symptom', 'ph-s-stool')],
  },
  // Liver
  {
    id: 'family-liver',
    projectIds: ['AFP'],
    level: 'must',
    reason: '有肝癌家族史，建议检查甲胎蛋白',
    when: [when('ph-family', 'ph-f-liver')],
  },
  {
    id: 'drink',
    projectIds: ['LIVER-FIB'],
    level: 'precise',
    reason: '经常饮酒或有脂肪肝，建议肝纤维化检测',
    when: [when('ph-drink', 'ph-drink-often')],
  },
  {
    id: 'fatty-liver',
    projectIds: ['LIVER-FIB'],
    level: 'precise',
    reason: '经常饮酒或有脂肪肝，建议肝纤维化检测',
    when: [when('ph-disease', 'ph-d-fattyliver')],
  },
  // Heart and vessels
  {
    id: 'blood-pressure',
    projectIds: ['US-CAROTID', 'HCY'],
    level: 'must',
    reason: '高血压人群建议颈动脉彩超与同型半胱氨酸检查，评估动脉硬化风险',
    when: [when('ph-disease', 'ph-d-bp')],
  },
  {
    id: 'blood-pressure-poor',
    projectIds: ['US-HEART', 'ABPM'],
    level: 'must',
    reason: '血压控制不佳，建议心脏彩超与动态血压监测',
    when: [when('ph-bp-control', 'ph-bp-poor', 'ph-bp-none')],
  },
  {
    id: 'lipid',
    projectIds: ['LIPID-PLUS', 'US-CAROTID'],
    level: 'precise',
    reason: '血脂异常者建议血脂全套与颈动脉彩超检查',
    when: [when('ph-disease', 'ph-d-lipid')],
  },
  {
    id: 'chest-pain',
    projectIds: ['US-HEART', 'ECG-HOLTER'],
    level: 'must',
    reason: '有胸闷胸痛或心悸，建议心脏彩超与动态心电图',
    when: [when('ph-symptom', 'ph-s-chest', 'ph-s-palpitation')],
  },
  {
    id: 'coronary',
    projectIds: ['CT-CORONARY'],
    level: 'thorough',
    reason: '冠心病或有心脑血管病家族史，可进一步做冠脉CTA',
    when: [when('ph-disease', 'ph-d-chd')],
    minAge: 40,
  },
  {
    id: 'family-cvd',
    projectIds: ['CT-CORONARY'],
    level: 'thorough',
    reason: '冠心病或有心脑血管病家族史，可进一步做冠脉CTA',
    when: [when('ph-family', 'ph-f-cvd')],
    minAge: 40,
  },
  {
    id: 'family-bp',
    projectIds: ['US-CAROTID'],
    level: 'precise',
    reason: '有高血压或心脑血管病家族史，建议颈动脉彩超',
    when: [when('ph-family', 'ph-f-bp', 'ph-f-cvd')],
  },
  {
    id: 'dizzy',
    projectIds: ['US-TCD'],
    level: 'precise',
    reason: '经常头晕头痛，建议经颅多普勒检查脑血管',
    when: [when('ph-symptom', 'ph-s-dizzy')],
  },
  // Sugar
  {
    id: 'diabetes',
    projectIds: ['HBA1C', 'URINE-MALB'],
    level: 'must',
    reason: '糖尿病患者建议检查糖化血红蛋白与尿微量白蛋白',
    when: [when('ph-disease', 'ph-d-dm')],
  },
  {
    id: 'diabetes-eye',
    projectIds: ['EYE-FUNDUS'],
    level: 'precise',
    reason: '糖尿病可损伤视网膜，建议眼底检查',
    when: [when('ph-disease', 'ph-d-dm')],
  },
  {
    id: 'family-diabetes',
    projectIds: ['HBA1C'],
    level: 'precise',
    reason: '有糖尿病家族史，建议检查糖化血红蛋白',
    when: [when('ph-family', 'ph-f-dm')],
  },
  // Thyroid
  {
    id: 'thyroid',
    projectIds: ['US-THYROID'],
    level: 'must',
    reason: '有甲状腺结节，建议复查甲状腺彩超',
    when: [when('ph-disease', 'ph-d-thyroid')],
  },
  {
    id: 'thyroid-function',
    projectIds: ['THYROID'],
    level: 'precise',
    reason: '甲状腺结节或睡眠不佳、心悸者建议检查甲状腺功能',
    when: [when('ph-disease', 'ph-d-thyroid')],
  },
  {
    id: 'sleep',
    projectIds: ['THYROID'],
    level: 'thorough',
    reason: '甲状腺结节或睡眠不佳、心悸者建议检查甲状腺功能',
    when: [when('ph-sleep', 'ph-sleep-poor')],
  },
  // Weight loss, bones, joints
  {
    id: 'weight-loss',
    projectIds: ['CEA', 'AFP', 'CA199'],
    level: 'precise',
    reason: '体重不明原因下降，建议筛查肿瘤标志物',
    when: [when('ph-symptom', 'ph-s-weight')],
  },
  {
    id: 'neck',
    projectIds: ['DR-CSPINE'],
    level: 'precise',
    reason: '颈肩痛者建议颈椎X线检查',
    when: [when('ph-symptom', 'ph-s-neck')],
  },
  {
    id: 'inactive',
    projectIds: ['BMD-DXA'],
    level: 'thorough',
    reason: '缺乏锻炼的中老年人骨量流失较快，建议骨密度检查',
    when: [when('ph-exercise', 'ph-ex-0')],
    minAge: 50,
  },
  {
    id: 'never-checked',
    projectIds: ['HBV5', 'CRP'],
    level: 'thorough',
    reason: '三年以上未体检，建议全面了解身体状况',
    when: [when('ph-last-checkup', 'ph-last-more', 'ph-last-never')],
  },
  // Women
  {
    id: 'family-breast',
    projectIds: ['US-BREAST'],
    level: 'must',
    reason: '有乳腺癌家族史，建议乳腺彩超',
    when: [when('ph-family', 'ph-f-breast')],
    sex: 'female',
  },
  {
    id: 'family-breast-mg',
    projectIds: ['MG', 'CA153'],
    level: 'precise',
    reason: '有乳腺癌家族史，40岁以上建议乳腺钼靶与CA153',
    when: [when('ph-family', 'ph-f-breast')],
    sex: 'female',
    minAge: 40,
  },
  {
    id: 'breast-lump',
    projectIds: ['US-BREAST'],
    level: 'must',
    reason: '乳房有肿块或溢液，建议乳腺彩超',
    when: [when('ph-w-breast', 'ph-w-breast-lump', 'ph-w-breast-nipple')],
    sex: 'female',
  },
  {
    id: 'period',
    projectIds: ['SEX-HORMONE'],
    level: 'precise',
    reason: '月经不规律，建议性激素检查',
    when: [when('ph-w-period', 'ph-w-period-no')],
    sex: 'female',
  },
  {
    id: 'menopause',
    projectIds: ['BMD-DXA'],
    level: 'precise',
    reason: '绝经后女性骨量流失加快，建议骨密度检查',
    when: [when('ph-w-menopause', 'ph-w-meno-yes')],
    sex: 'female',
  },
  {
    id: 'pregnancy',
    projectIds: ['TORCH', 'AMH'],
    level: 'precise',
    reason: '有怀孕计划，建议优生四项（TORCH）与卵巢功能检查',
    when: [when('ph-w-pregnancy', 'ph-w-preg-yes')],
    sex: 'female',
  },
];

// ---------------------------------------------------------------------------------------------
// The sport questionnaire and the epidemiological survey

export const sportQuestionnaire: Questionnaire = {
  id: 'sport',
  businessCode: 'sport',
  name: '运动问卷',
  steps: [
    {
      id: 'sport',
      name: '运动情况',
      sex: null,
      questions: [
        choice('radio', 'sp-frequency', '您每周运动几次？', [
          ['sp-f-0', '几乎不运动'],
          ['sp-f-1', '一到两次'],
          ['sp-f-3', '三次及以上'],
        ]),
        choice(
          'checkbox',
          'sp-kind',
          '您常做哪些运动？',
          [
            ['sp-k-walk', '快走'],
            ['sp-k-run', '跑步'],
            ['sp-k-swim', '游泳'],
            ['sp-k-ball', '球类'],
            ['sp-k-gym', '健身器械'],
            ['sp-k-none', '都不做', { exclusive: true }],
          ],
          { numOfEachRow: 2 },
        ),
        choice('radio', 'sp-injury', '您有运动损伤史吗？', [
          ['sp-injury-yes', '有', { children: [text('sp-injury-part', '请填写受伤部位')] }],
          ['sp-injury-no', '没有'],
        ]),
        choice('radio', 'sp-breath', '运动时是否出现胸闷、气短？', [
          ['sp-breath-yes', '经常'],
          ['sp-breath-some', '偶尔'],
          ['sp-breath-no', '没有'],
        ]),
      ],
    },
  ],
};

export const epidemicQuestionnaire: Questionnaire = {
  id: 'epidemic',
  businessCode: 'epidemic',
  name: '流行病学调查',
  steps: [
    {
      id: 'epidemic',
      name: '流行病学调查',
      sex: null,
      questions: [
        text('ep-temperature', '您今天的体温是多少？', { dataType: 'decimal', min: 35, max: 42, unit: '℃' }),
        choice('checkbox', 'ep-symptom', '您近14天是否有以下症状？', [
          ['ep-s-fever', '发热'],
          ['ep-s-cough', '干咳'],
          ['ep-s-fatigue', '乏力'],
          ['ep-s-taste', '嗅觉或味觉减退'],
          ['ep-s-none', NONE, { exclusive: true }],
        ]),
        choice('radio', 'ep-travel', '您近14天是否有中高风险地区旅居史？', [
          ['ep-travel-yes', '有', { children: [text('ep-travel-where', '请填写去过的地区')] }],
          ['ep-travel-no', '没有'],
        ]),
        choice('radio', 'ep-contact', '您近14天是否接触过确诊或疑似病例？', [
          ['ep-contact-yes', '有'],
          ['ep-contact-no', '没有'],
        ]),
      ],
    },
  ],
  // isGzbd: a fever (37.3 ℃ and up), any listed symptom, travel to a risk area or contact with a case.
  riskWhen: [
    { qid: 'ep-temperature', min: 37.3 },
    { qid: 'ep-symptom', anyOf: ['ep-s-fever', 'ep-s-cough', 'ep-s-fatigue', 'ep-s-taste'] },
    { qid: 'ep-travel', anyOf: ['ep-travel-yes'] },
    { qid: 'ep-contact', anyOf: ['ep-contact-yes'] },
  ],
};

export const demoQuestionnaires: { questionnaire: Questionnaire; rules: PlanRule[] }[] = [
  { questionnaire: physicalQuestionnaire, rules: physicalRules },
  { questionnaire: sportQuestionnaire, rules: [] },
  { questionnaire: epidemicQuestionnaire, rules: [] },
];

/** Writes the demo questionnaires and their rule tables (upserts: safe on every start). */
export async function seedQuestionnaires(db: DbOrTx): Promise<void> {
  for (const { questionnaire, rules } of demoQuestionnaires) {
    await questionnaireRepository.upsertQuestionnaire(db, {
      businessCode: questionnaire.businessCode,
      name: questionnaire.name,
      definition: questionnaire,
      rules,
    });
  }
}
