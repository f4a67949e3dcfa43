import type {
  CheckType,
  ExamTag,
  Fen,
  MarriageScope,
  RecommendLevel,
  SexScope,
  UpgradeMatchType,
} from '@tijian/domain';
import type { CentreCatalogueRows } from '../modules/catalogue/repository.ts';
import { demoCentres } from './centres-data.ts';
import { DEMO_KNOWLEDGE_LINKS } from './knowledge-data.ts';

// The demo catalogue: the same items, rules and packages at every centre (ids the same everywhere),
// prices scaled by a per-centre factor. Written so each rule of docs/catalogue.md can be seen at work:
// choose-one groups (GAS, COL), mutually exclusive pairs, required items (ANES-ASSESS), combination
// prices, upgrade rules, consumables, package items that may be swapped for a difference.

// ---------------------------------------------------------------------------------------------
// Classes

export const DEMO_CLASSES = [
  ['GEN', '一般检查'],
  ['BLOOD', '血液检查'],
  ['URINE', '尿便检查'],
  ['BIOCHEM', '生化检查'],
  ['TUMOR', '肿瘤标志物'],
  ['IMAGING', '影像检查'],
  ['US', '超声检查'],
  ['CARDIO', '心血管检查'],
  ['GYN', '妇科检查'],
  ['ANDRO', '男科检查'],
  ['ENDO', '内镜检查'],
  ['HP', '幽门螺杆菌检测'],
  ['ENT', '眼耳鼻喉'],
  ['DENTAL', '口腔检查'],
  ['BONE', '骨密度'],
  ['SPECIAL', '基因/特殊筛查'],
  ['OTHER', '其他'],
] as const;

type ClassId = (typeof DEMO_CLASSES)[number][0];

// ---------------------------------------------------------------------------------------------
// Items

interface ItemSpec {
  id: string;
  item: string;
  classId: ClassId;
  /** list price in yuan at a centre of factor 1 */
  yuan: number;
  star: number;
  significance: string;
  sex?: SexScope;
  marriage?: MarriageScope;
  fasting?: boolean;
  mutex?: string[];
  requires?: string[];
  parentId?: string;
  group?: boolean;
  hidden?: boolean;
  fixed?: boolean;
  special?: boolean;
  warning?: string;
  avoid?: string;
  reminder?: string;
}

const NO_PREGNANCY = '孕妇及备孕人群禁做';
const PAINLESS_WARNING =
  '无痛内镜需静脉麻醉：须由家属陪同，检查后2小时内禁食禁水，24小时内不得驾车、高空作业或签署重要文件。系统将同时添加麻醉评估。';

export const DEMO_ITEMS: ItemSpec[] = [
  // 一般检查
  {
    id: 'GEN-BASIC',
    item: '一般检查（身高、体重、血压、BMI）',
    classId: 'GEN',
    yuan: 20,
    star: 5,
    significance: '测量身高、体重、血压并计算体重指数，了解营养状况，筛查高血压与肥胖。',
  },
  {
    id: 'GEN-INTERNAL',
    item: '内科检查',
    classId: 'GEN',
    yuan: 15,
    star: 5,
    significance: '心、肺听诊及肝、脾触诊，初步发现心肺及腹部脏器异常。',
  },
  {
    id: 'GEN-SURGERY',
    item: '外科检查',
    classId: 'GEN',
    yuan: 15,
    star: 5,
    significance: '检查皮肤、浅表淋巴结、甲状腺、乳房、脊柱四肢及关节，发现外科常见疾病。',
  },
  {
    id: 'GEN-BODYCOMP',
    item: '人体成分分析',
    classId: 'GEN',
    yuan: 80,
    star: 3,
    significance: '测定体脂率、肌肉量、内脏脂肪等，评估营养与代谢状态，指导减重与运动。',
    avoid: '体内装有心脏起搏器者、孕妇',
  },
  {
    id: 'GEN-SKIN',
    item: '皮肤科检查',
    classId: 'GEN',
    yuan: 15,
    star: 2,
    significance: '检查皮肤、毛发及指甲，发现皮炎、色素痣异常变化等皮肤疾病。',
  },
  {
    id: 'GEN-NEURO',
    item: '神经系统检查',
    classId: 'GEN',
    yuan: 20,
    star: 2,
    significance: '检查神经反射、肌力及感觉功能，初步发现周围神经及中枢神经系统异常。',
  },
  {
    id: 'GEN-TCM',
    item: '中医体质辨识',
    classId: 'GEN',
    yuan: 60,
    star: 2,
    significance: '依据中医体质分类判定标准，辨识平和、气虚、阳虚等九种体质，给出调养建议。',
  },
  {
    id: 'LUNG-FUNC',
    item: '肺功能检查',
    classId: 'GEN',
    yuan: 120,
    star: 3,
    significance: '测定肺通气功能，早期发现慢性阻塞性肺疾病、哮喘等，吸烟人群尤其推荐。',
    avoid: '近期咯血、气胸、心肌梗死者',
  },
  {
    id: 'DRIVER-EXAM',
    item: '驾驶员专项检查（视力、辨色力、听力、躯干四肢）',
    classId: 'GEN',
    yuan: 60,
    star: 2,
    significance: '按机动车驾驶人身体条件要求检查视力、辨色力、听力及躯干四肢功能。',
  },

  // 血液检查
  {
    id: 'BLOOD-RT',
    item: '血常规（五分类）',
    classId: 'BLOOD',
    yuan: 25,
    star: 5,
    significance: '检查红细胞、白细胞、血小板等，筛查贫血、感染、血液系统疾病。',
  },
  {
    id: 'BLOOD-ABO',
    item: '血型鉴定（ABO+Rh）',
    classId: 'BLOOD',
    yuan: 30,
    star: 3,
    significance: '明确ABO及Rh血型，为输血、孕前及孕期保健提供依据。',
  },
  {
    id: 'ESR',
    item: '红细胞沉降率（血沉）',
    classId: 'BLOOD',
    yuan: 15,
    star: 3,
    significance: '非特异性炎症指标，协助判断风湿性疾病、结核及炎症活动。',
  },
  {
    id: 'COAG',
    item: '凝血功能四项',
    classId: 'BLOOD',
    yuan: 90,
    star: 3,
    significance: '评估凝血与出血风险，内镜检查及手术前常规评估。',
  },
  {
    id: 'HBA1C',
    item: '糖化血红蛋白（HbA1c）',
    classId: 'BLOOD',
    yuan: 80,
    star: 4,
    significance: '反映近2-3个月平均血糖水平，用于糖尿病筛查及控制评估。',
  },
  {
    id: 'HBV5',
    item: '乙肝五项（定量）',
    classId: 'BLOOD',
    yuan: 80,
    star: 3,
    significance: '了解是否感染乙型肝炎病毒及机体免疫状态，判断是否需要接种疫苗。',
  },
  {
    id: 'HCV',
    item: '丙型肝炎抗体',
    classId: 'BLOOD',
    yuan: 45,
    star: 3,
    significance: '筛查丙型肝炎病毒感染。',
  },
  {
    id: 'HIV',
    item: '艾滋病抗体（HIV）',
    classId: 'BLOOD',
    yuan: 50,
    star: 3,
    significance: '筛查人类免疫缺陷病毒感染，孕前及入职常规项目。',
  },
  {
    id: 'SYPHILIS',
    item: '梅毒螺旋体抗体',
    classId: 'BLOOD',
    yuan: 40,
    star: 3,
    significance: '筛查梅毒感染，孕前及入职常规项目。',
  },
  {
    id: 'CRP',
    item: '超敏C反应蛋白（hs-CRP）',
    classId: 'BLOOD',
    yuan: 50,
    star: 3,
    significance: '反映体内慢性炎症水平，是心血管疾病风险的独立预测指标。',
  },
  {
    id: 'FERRITIN',
    item: '血清铁蛋白',
    classId: 'BLOOD',
    yuan: 60,
    star: 2,
    significance: '反映体内铁储备，鉴别缺铁性贫血及铁过载。',
  },
  {
    id: 'VITD',
    item: '25-羟基维生素D',
    classId: 'BLOOD',
    yuan: 150,
    star: 2,
    significance: '评估维生素D营养状况，与骨质疏松、免疫功能密切相关。',
  },
  {
    id: 'FOLATE',
    item: '叶酸及维生素B12',
    classId: 'BLOOD',
    yuan: 120,
    star: 2,
    significance: '评估叶酸与维生素B12水平，备孕人群及贫血者推荐。',
  },
  {
    id: 'TORCH',
    item: '优生优育五项（TORCH）',
    classId: 'BLOOD',
    yuan: 380,
    star: 3,
    sex: 'female',
    significance: '筛查弓形虫、风疹病毒、巨细胞病毒、单纯疱疹病毒等感染，降低胎儿畸形风险。',
  },
  {
    id: 'BLOOD-RHEO',
    item: '血液流变学',
    classId: 'BLOOD',
    yuan: 80,
    star: 2,
    fasting: true,
    significance: '反映血液黏稠度，辅助评估血栓性疾病风险。',
  },
  {
    id: 'IMMUNO',
    item: '免疫球蛋白三项（IgG、IgA、IgM）',
    classId: 'BLOOD',
    yuan: 120,
    star: 2,
    significance: '评估体液免疫功能，辅助诊断免疫缺陷及自身免疫性疾病。',
  },
  {
    id: 'COVID-PCR',
    item: '新冠病毒核酸检测',
    classId: 'BLOOD',
    yuan: 40,
    star: 2,
    significance: '鼻咽拭子检测新型冠状病毒核酸，结果一般于24小时内出具。',
    reminder: '采样前30分钟内请勿进食、饮水及吸烟。',
  },

  // 尿便检查
  {
    id: 'URINE-RT',
    item: '尿常规',
    classId: 'URINE',
    yuan: 15,
    star: 5,
    significance: '筛查泌尿系统感染、肾脏疾病及糖尿病等。',
    reminder: '请留取晨起中段尿，女性请避开月经期。',
  },
  {
    id: 'STOOL-RT',
    item: '便常规+潜血',
    classId: 'URINE',
    yuan: 20,
    star: 4,
    significance: '检查消化道出血、寄生虫及感染，潜血阳性提示需进一步肠镜检查。',
  },
  {
    id: 'FOB',
    item: '粪便隐血（免疫法）',
    classId: 'URINE',
    yuan: 40,
    star: 3,
    significance: '对下消化道出血更敏感，是结直肠癌初筛的常用方法。',
  },
  {
    id: 'URINE-MALB',
    item: '尿微量白蛋白',
    classId: 'URINE',
    yuan: 45,
    star: 3,
    significance: '早期发现糖尿病、高血压引起的肾脏损害。',
  },
  {
    id: 'URINE-PREG',
    item: '尿妊娠试验',
    classId: 'URINE',
    yuan: 15,
    star: 2,
    sex: 'female',
    significance: '检测尿中人绒毛膜促性腺激素，放射检查前排除妊娠。',
  },

  // 生化检查
  {
    id: 'LIVER',
    item: '肝功能（八项）',
    classId: 'BIOCHEM',
    yuan: 60,
    star: 5,
    fasting: true,
    significance: '检测转氨酶、胆红素、白蛋白等，评估肝细胞损伤及肝脏合成功能。',
  },
  {
    id: 'KIDNEY',
    item: '肾功能（三项）',
    classId: 'BIOCHEM',
    yuan: 45,
    star: 5,
    fasting: true,
    significance: '检测尿素、肌酐、尿酸，评估肾脏排泄功能。',
  },
  {
    id: 'LIPID',
    item: '血脂四项',
    classId: 'BIOCHEM',
    yuan: 50,
    star: 5,
    fasting: true,
    significance: '检测总胆固醇、甘油三酯、高/低密度脂蛋白，评估动脉粥样硬化风险。',
  },
  {
    id: 'GLU',
    item: '空腹血糖',
    classId: 'BIOCHEM',
    yuan: 10,
    star: 5,
    fasting: true,
    significance: '筛查糖尿病及糖调节受损。',
  },
  {
    id: 'UA',
    item: '血尿酸',
    classId: 'BIOCHEM',
    yuan: 15,
    star: 4,
    fasting: true,
    significance: '筛查高尿酸血症，预防痛风及尿酸性肾病。',
  },
  {
    id: 'ELECTRO',
    item: '电解质五项',
    classId: 'BIOCHEM',
    yuan: 40,
    star: 3,
    fasting: true,
    significance: '检测钾、钠、氯、钙、镁，评估水电解质平衡。',
  },
  {
    id: 'MYO-ENZ',
    item: '心肌酶谱',
    classId: 'BIOCHEM',
    yuan: 90,
    star: 3,
    fasting: true,
    significance: '评估心肌及骨骼肌损伤。',
  },
  {
    id: 'THYROID',
    item: '甲状腺功能五项',
    classId: 'BIOCHEM',
    yuan: 180,
    star: 3,
    significance: '检测FT3、FT4、TSH等，筛查甲状腺功能亢进或减退。',
  },
  {
    id: 'HCY',
    item: '同型半胱氨酸',
    classId: 'BIOCHEM',
    yuan: 90,
    star: 3,
    fasting: true,
    significance: '心脑血管疾病的独立危险因素，升高提示动脉硬化及脑卒中风险增加。',
  },
  {
    id: 'INSULIN',
    item: '空腹胰岛素',
    classId: 'BIOCHEM',
    yuan: 80,
    star: 2,
    fasting: true,
    significance: '评估胰岛β细胞功能及胰岛素抵抗。',
  },
  {
    id: 'OGTT',
    item: '口服葡萄糖耐量试验（OGTT）',
    classId: 'BIOCHEM',
    yuan: 60,
    star: 2,
    fasting: true,
    significance: '诊断糖尿病及糖耐量异常的标准方法。',
    reminder: '检查需约2小时，期间请勿进食、吸烟及剧烈活动。',
  },
  {
    id: 'LIPID-PLUS',
    item: '血脂扩展（载脂蛋白A1、B，脂蛋白a）',
    classId: 'BIOCHEM',
    yuan: 90,
    star: 2,
    fasting: true,
    significance: '进一步评估血脂异常类型及心血管疾病风险。',
  },
  {
    id: 'BONE-METAB',
    item: '骨代谢（钙、磷、碱性磷酸酶）',
    classId: 'BIOCHEM',
    yuan: 45,
    star: 2,
    fasting: true,
    significance: '评估骨代谢状况，辅助判断骨质疏松。',
  },
  {
    id: 'LIVER-FIB',
    item: '肝纤维化四项',
    classId: 'BIOCHEM',
    yuan: 160,
    star: 2,
    significance: '评估慢性肝病患者肝纤维化程度。',
  },
  {
    id: 'AMYLASE',
    item: '血淀粉酶',
    classId: 'BIOCHEM',
    yuan: 30,
    star: 2,
    fasting: true,
    significance: '辅助诊断胰腺疾病。',
  },
  {
    id: 'SEX-HORMONE',
    item: '性激素六项',
    classId: 'BIOCHEM',
    yuan: 240,
    star: 2,
    sex: 'female',
    significance: '评估卵巢功能及内分泌状况，备孕及月经不调女性推荐。',
    reminder: '建议于月经第2-4天空腹抽血。',
  },
  {
    id: 'AMH',
    item: '抗缪勒管激素（AMH）',
    classId: 'BIOCHEM',
    yuan: 260,
    star: 2,
    sex: 'female',
    significance: '评估卵巢储备功能，备孕女性参考。',
  },

  // 肿瘤标志物
  {
    id: 'AFP',
    item: '甲胎蛋白（AFP）',
    classId: 'TUMOR',
    yuan: 40,
    star: 4,
    significance: '原发性肝癌的筛查指标。',
  },
  {
    id: 'CEA',
    item: '癌胚抗原（CEA）',
    classId: 'TUMOR',
    yuan: 40,
    star: 4,
    significance: '广谱肿瘤标志物，结直肠癌、肺癌、胃癌等可升高。',
  },
  {
    id: 'CA199',
    item: '糖类抗原19-9（CA19-9）',
    classId: 'TUMOR',
    yuan: 60,
    star: 3,
    significance: '胰腺癌、胆道及胃肠道肿瘤的辅助诊断指标。',
  },
  {
    id: 'CA125',
    item: '糖类抗原125（CA125）',
    classId: 'TUMOR',
    yuan: 60,
    star: 3,
    sex: 'female',
    significance: '卵巢癌的辅助诊断指标。',
  },
  {
    id: 'CA153',
    item: '糖类抗原15-3（CA15-3）',
    classId: 'TUMOR',
    yuan: 60,
    star: 3,
    sex: 'female',
    significance: '乳腺癌的辅助诊断及疗效监测指标。',
  },
  {
    id: 'CA724',
    item: '糖类抗原72-4（CA72-4）',
    classId: 'TUMOR',
    yuan: 60,
    star: 3,
    significance: '胃癌的辅助诊断指标。',
  },
  {
    id: 'CYFRA211',
    item: '细胞角蛋白19片段（CYFRA21-1）',
    classId: 'TUMOR',
    yuan: 70,
    star: 3,
    significance: '非小细胞肺癌，尤其是肺鳞癌的辅助诊断指标。',
  },
  {
    id: 'NSE',
    item: '神经元特异性烯醇化酶（NSE）',
    classId: 'TUMOR',
    yuan: 70,
    star: 3,
    significance: '小细胞肺癌及神经内分泌肿瘤的辅助诊断指标。',
  },
  {
    id: 'PSA',
    item: '总前列腺特异性抗原（TPSA）',
    classId: 'TUMOR',
    yuan: 60,
    star: 4,
    sex: 'male',
    significance: '前列腺癌的筛查指标，45岁以上男性推荐每年检查。',
  },
  {
    id: 'FPSA',
    item: '游离前列腺特异性抗原（FPSA）',
    classId: 'TUMOR',
    yuan: 60,
    star: 3,
    sex: 'male',
    significance: '与总PSA比值有助于鉴别前列腺癌与前列腺增生。',
  },
  {
    id: 'SCC',
    item: '鳞状上皮细胞癌抗原（SCC）',
    classId: 'TUMOR',
    yuan: 70,
    star: 2,
    significance: '宫颈癌、肺鳞癌、食管癌等鳞状细胞癌的辅助诊断指标。',
  },
  {
    id: 'PROGRP',
    item: '胃泌素释放肽前体（ProGRP）',
    classId: 'TUMOR',
    yuan: 120,
    star: 2,
    significance: '小细胞肺癌的特异性标志物。',
  },
  {
    id: 'PG',
    item: '胃蛋白酶原Ⅰ/Ⅱ',
    classId: 'TUMOR',
    yuan: 120,
    star: 2,
    fasting: true,
    significance: '反映胃黏膜萎缩程度，用于胃癌高危人群筛查。',
  },
  {
    id: 'G17',
    item: '胃泌素17（G-17）',
    classId: 'TUMOR',
    yuan: 100,
    star: 2,
    fasting: true,
    significance: '与胃蛋白酶原联合评估胃黏膜功能及胃癌风险。',
  },
  {
    id: 'EBV',
    item: 'EB病毒抗体三项（鼻咽癌筛查）',
    classId: 'TUMOR',
    yuan: 180,
    star: 2,
    significance: '鼻咽癌高发地区人群的筛查指标。',
  },
  {
    id: 'HE4',
    item: '人附睾蛋白4（HE4）',
    classId: 'TUMOR',
    yuan: 150,
    star: 2,
    sex: 'female',
    significance: '与CA125联合评估卵巢癌风险。',
  },

  // 影像检查
  {
    id: 'DR-CHEST',
    item: '胸部DR正位片',
    classId: 'IMAGING',
    yuan: 80,
    star: 5,
    mutex: ['CT-CHEST'],
    significance: '观察肺部、心脏及膈肌形态，筛查肺部炎症、结核及占位。',
    avoid: NO_PREGNANCY,
  },
  {
    id: 'CT-CHEST',
    item: '胸部低剂量螺旋CT',
    classId: 'IMAGING',
    yuan: 350,
    star: 4,
    mutex: ['DR-CHEST'],
    warning: `${NO_PREGNANCY}。低剂量CT可发现早期肺小结节，是肺癌筛查的首选方法。`,
    significance: '发现胸片难以显示的早期肺癌及肺小结节，40岁以上及吸烟人群推荐。',
    avoid: NO_PREGNANCY,
  },
  {
    id: 'DR-CSPINE',
    item: '颈椎DR正侧位片',
    classId: 'IMAGING',
    yuan: 120,
    star: 3,
    significance: '观察颈椎生理曲度、骨质增生及椎间隙，筛查颈椎病。',
    avoid: NO_PREGNANCY,
  },
  {
    id: 'DR-LSPINE',
    item: '腰椎DR正侧位片',
    classId: 'IMAGING',
    yuan: 120,
    star: 2,
    significance: '观察腰椎骨质及椎间隙，筛查腰椎退行性病变。',
    avoid: NO_PREGNANCY,
  },
  {
    id: 'CT-HEAD',
    item: '头颅CT平扫',
    classId: 'IMAGING',
    yuan: 300,
    star: 2,
    warning: NO_PREGNANCY,
    significance: '筛查脑出血、脑梗死及颅内占位。',
    avoid: NO_PREGNANCY,
  },
  {
    id: 'CT-CORONARY',
    item: '冠状动脉CT血管造影（CTA）',
    classId: 'IMAGING',
    yuan: 1200,
    star: 2,
    warning: '需静脉注射碘造影剂：碘过敏、严重肾功能不全、甲亢未控制者及孕妇禁做，检查前请告知医生。',
    significance: '无创评估冠状动脉狭窄及斑块，筛查冠心病。',
    avoid: '碘过敏者、孕妇、严重肾功能不全者',
  },
  {
    id: 'MRI-HEAD',
    item: '头颅磁共振平扫（MRI）',
    classId: 'IMAGING',
    yuan: 600,
    star: 2,
    significance: '无辐射，对腔隙性脑梗死、脑白质病变等显示优于CT。',
    avoid: '体内有心脏起搏器或金属植入物者、幽闭恐惧症者',
  },
  {
    id: 'MRI-LSPINE',
    item: '腰椎磁共振平扫（MRI）',
    classId: 'IMAGING',
    yuan: 600,
    star: 2,
    significance: '清晰显示腰椎间盘突出及椎管狭窄。',
    avoid: '体内有心脏起搏器或金属植入物者、幽闭恐惧症者',
  },
  {
    id: 'MG',
    item: '乳腺钼靶（双侧）',
    classId: 'IMAGING',
    yuan: 260,
    star: 3,
    sex: 'female',
    warning: NO_PREGNANCY,
    significance: '发现乳腺微小钙化，40岁以上女性乳腺癌筛查推荐。',
    avoid: NO_PREGNANCY,
  },
  {
    id: 'CT-ABD',
    item: '上腹部CT平扫',
    classId: 'IMAGING',
    yuan: 450,
    star: 2,
    fasting: true,
    warning: NO_PREGNANCY,
    significance: '观察肝、胆、胰、脾及肾上腺病变。',
    avoid: NO_PREGNANCY,
  },
  {
    id: 'PET-CT',
    item: '全身PET-CT',
    classId: 'IMAGING',
    yuan: 7800,
    star: 2,
    fasting: true,
    warning: '需注射放射性显像剂，孕妇、哺乳期妇女及备孕人群禁做；检查前需禁食6小时，血糖控制在正常范围。',
    significance: '一次检查全身，发现早期恶性肿瘤及转移灶。',
    avoid: '孕妇、哺乳期妇女、备孕人群',
  },

  // 超声检查
  {
    id: 'US-ABD',
    item: '腹部彩超（肝、胆、胰、脾、肾）',
    classId: 'US',
    yuan: 160,
    star: 5,
    fasting: true,
    significance: '筛查脂肪肝、胆囊结石、肝囊肿、肾结石及腹部占位。',
  },
  {
    id: 'US-THYROID',
    item: '甲状腺彩超',
    classId: 'US',
    yuan: 110,
    star: 4,
    significance: '筛查甲状腺结节、甲状腺肿大及甲状腺炎。',
  },
  {
    id: 'US-CAROTID',
    item: '颈动脉彩超',
    classId: 'US',
    yuan: 160,
    star: 4,
    significance: '观察颈动脉内膜厚度及斑块，评估动脉粥样硬化及脑卒中风险。',
  },
  {
    id: 'US-BREAST',
    item: '乳腺彩超',
    classId: 'US',
    yuan: 120,
    star: 4,
    sex: 'female',
    significance: '筛查乳腺增生、乳腺结节及乳腺癌。',
  },
  {
    id: 'US-GYN',
    item: '子宫附件彩超（经腹）',
    classId: 'US',
    yuan: 120,
    star: 4,
    sex: 'female',
    mutex: ['US-TVS'],
    significance: '筛查子宫肌瘤、卵巢囊肿等妇科疾病，适合未婚女性。',
    reminder: '检查前需憋尿，使膀胱充盈。',
  },
  {
    id: 'US-TVS',
    item: '子宫附件彩超（经阴道）',
    classId: 'US',
    yuan: 150,
    star: 3,
    sex: 'female',
    marriage: 'married',
    mutex: ['US-GYN'],
    significance: '图像较经腹部更清晰，无需憋尿，适合已婚女性。',
    avoid: '未婚女性、月经期',
  },
  {
    id: 'US-PROSTATE',
    item: '前列腺彩超',
    classId: 'US',
    yuan: 100,
    star: 4,
    sex: 'male',
    significance: '筛查前列腺增生、钙化及占位。',
    reminder: '检查前需憋尿。',
  },
  {
    id: 'US-HEART',
    item: '心脏彩超',
    classId: 'US',
    yuan: 260,
    star: 3,
    significance: '观察心脏结构、瓣膜及心功能，发现先天性心脏病、瓣膜病及心肌病变。',
  },
  {
    id: 'US-KIDNEY',
    item: '泌尿系彩超（双肾、输尿管、膀胱）',
    classId: 'US',
    yuan: 120,
    star: 3,
    significance: '筛查泌尿系结石、积水及占位。',
  },
  {
    id: 'US-LOWLIMB',
    item: '双下肢血管彩超',
    classId: 'US',
    yuan: 240,
    star: 2,
    significance: '筛查下肢动脉硬化、深静脉血栓及静脉曲张。',
  },
  {
    id: 'US-TCD',
    item: '经颅多普勒（TCD）',
    classId: 'US',
    yuan: 150,
    star: 2,
    significance: '评估颅内血管血流情况，辅助诊断脑供血不足。',
  },
  {
    id: 'US-LYMPH',
    item: '浅表淋巴结彩超',
    classId: 'US',
    yuan: 120,
    star: 2,
    significance: '观察颈部、腋窝及腹股沟淋巴结大小与结构。',
  },

  // 心血管检查
  {
    id: 'ECG',
    item: '十二导联心电图',
    classId: 'CARDIO',
    yuan: 25,
    star: 5,
    significance: '筛查心律失常、心肌缺血及心肌梗死。',
  },
  {
    id: 'ECG-HOLTER',
    item: '24小时动态心电图',
    classId: 'CARDIO',
    yuan: 260,
    star: 2,
    significance: '连续记录24小时心电活动，捕捉偶发心律失常及一过性心肌缺血。',
    reminder: '佩戴期间请勿洗澡，次日同一时间回中心拆除。',
  },
  {
    id: 'ABPM',
    item: '24小时动态血压',
    classId: 'CARDIO',
    yuan: 200,
    star: 2,
    significance: '了解全天血压波动，识别隐匿性高血压及白大衣高血压。',
  },
  {
    id: 'ABI',
    item: '动脉硬化检测（PWV+ABI）',
    classId: 'CARDIO',
    yuan: 120,
    star: 3,
    significance: '测量脉搏波传导速度及踝臂指数，评估动脉弹性及外周动脉疾病。',
  },
  {
    id: 'BNP',
    item: 'N末端脑钠肽前体（NT-proBNP）',
    classId: 'CARDIO',
    yuan: 180,
    star: 2,
    significance: '心力衰竭的筛查及评估指标。',
  },
  {
    id: 'TROPONIN',
    item: '心肌肌钙蛋白I',
    classId: 'CARDIO',
    yuan: 90,
    star: 2,
    significance: '心肌损伤的特异性指标。',
  },
  {
    id: 'ECG-STRESS',
    item: '运动平板试验',
    classId: 'CARDIO',
    yuan: 300,
    star: 2,
    significance: '运动负荷下诱发心肌缺血，辅助诊断冠心病。',
    avoid: '急性心肌梗死、不稳定型心绞痛、严重高血压及行动不便者',
  },

  // 妇科检查
  {
    id: 'GYN-EXAM',
    item: '妇科检查（已婚）',
    classId: 'GYN',
    yuan: 40,
    star: 4,
    sex: 'female',
    marriage: 'married',
    significance: '检查外阴、阴道、宫颈及盆腔，发现妇科炎症及肿物。',
    avoid: '未婚女性、月经期',
  },
  {
    id: 'LEUCORRHEA',
    item: '白带常规',
    classId: 'GYN',
    yuan: 30,
    star: 4,
    sex: 'female',
    marriage: 'married',
    significance: '检测阴道清洁度及滴虫、霉菌感染。',
    avoid: '未婚女性、月经期',
  },
  {
    id: 'TCT',
    item: '宫颈液基薄层细胞学检查（TCT）',
    classId: 'GYN',
    yuan: 200,
    star: 4,
    sex: 'female',
    marriage: 'married',
    significance: '宫颈癌及癌前病变筛查的主要方法。',
    avoid: '未婚女性、月经期',
    reminder: '检查前24小时内避免性生活及阴道冲洗、用药。',
  },
  {
    id: 'HPV',
    item: '高危型HPV分型检测（14型）',
    classId: 'GYN',
    yuan: 280,
    star: 4,
    sex: 'female',
    marriage: 'married',
    mutex: ['HPV23'],
    significance: '检测与宫颈癌相关的高危型人乳头瘤病毒，与TCT联合筛查宫颈癌。',
    avoid: '未婚女性、月经期',
  },
  {
    id: 'HPV23',
    item: 'HPV全分型检测（23型）',
    classId: 'GYN',
    yuan: 480,
    star: 2,
    sex: 'female',
    marriage: 'married',
    mutex: ['HPV'],
    significance: '同时检测高危型与低危型HPV，已包含14种高危型。',
    avoid: '未婚女性、月经期',
  },
  {
    id: 'BREAST-PALP',
    item: '乳腺触诊',
    classId: 'GYN',
    yuan: 20,
    star: 3,
    sex: 'female',
    significance: '由外科医生触诊检查乳房肿块及腋窝淋巴结。',
  },

  // 男科检查
  {
    id: 'ANDRO-EXAM',
    item: '男科检查（外生殖器、前列腺指检）',
    classId: 'ANDRO',
    yuan: 40,
    star: 3,
    sex: 'male',
    significance: '检查外生殖器及前列腺，发现前列腺增生、炎症及结节。',
  },
  {
    id: 'SEMEN',
    item: '精液常规分析',
    classId: 'ANDRO',
    yuan: 120,
    star: 2,
    sex: 'male',
    significance: '评估精子数量、活力及形态，备孕男性推荐。',
    reminder: '检查前需禁欲3-7天。',
  },
  {
    id: 'TESTO',
    item: '睾酮',
    classId: 'ANDRO',
    yuan: 60,
    star: 2,
    sex: 'male',
    significance: '评估男性性腺功能。',
  },

  // 内镜检查: two choose-one groups; the painless leaves require the anaesthesia assessment
  {
    id: 'GAS',
    item: '胃镜检查',
    classId: 'ENDO',
    yuan: 400,
    star: 2,
    group: true,
    significance: '直视观察食管、胃及十二指肠黏膜，是发现早期胃癌、食管癌的金标准。请选择普通或无痛方式。',
  },
  {
    id: 'GAS-PLAIN',
    item: '普通胃镜',
    classId: 'ENDO',
    yuan: 400,
    star: 2,
    parentId: 'GAS',
    fasting: true,
    mutex: ['GAS-PAINLESS'],
    significance: '清醒状态下进行，检查时间约5-10分钟，可同时取活检。',
    avoid: '严重心肺疾病、上消化道穿孔急性期、精神异常不能配合者',
    reminder: '检查前一天晚餐清淡，晚餐后禁食，检查当天禁食禁水。',
  },
  {
    id: 'GAS-PAINLESS',
    item: '无痛胃镜',
    classId: 'ENDO',
    yuan: 1200,
    star: 2,
    parentId: 'GAS',
    fasting: true,
    mutex: ['GAS-PLAIN'],
    requires: ['ANES-ASSESS'],
    warning: PAINLESS_WARNING,
    significance: '静脉麻醉下进行，无痛苦，适合对普通胃镜有顾虑者。',
    avoid: '严重心肺疾病、麻醉药物过敏、孕妇、睡眠呼吸暂停综合征者',
    reminder: '检查前一天晚餐后禁食，检查当天禁食禁水，须有家属陪同。',
  },
  {
    id: 'COL',
    item: '肠镜检查',
    classId: 'ENDO',
    yuan: 500,
    star: 2,
    group: true,
    significance: '直视观察全结肠及直肠黏膜，是发现结直肠息肉及早期肠癌的金标准。请选择普通或无痛方式。',
  },
  {
    id: 'COL-PLAIN',
    item: '普通肠镜',
    classId: 'ENDO',
    yuan: 500,
    star: 2,
    parentId: 'COL',
    fasting: true,
    mutex: ['COL-PAINLESS'],
    significance: '清醒状态下进行，可同时切除小息肉或取活检。',
    avoid: '肠梗阻、肠穿孔、严重心肺疾病者及孕妇',
    reminder: '检查前一天进食无渣流质，按要求服用清肠剂。',
  },
  {
    id: 'COL-PAINLESS',
    item: '无痛肠镜',
    classId: 'ENDO',
    yuan: 1400,
    star: 2,
    parentId: 'COL',
    fasting: true,
    mutex: ['COL-PLAIN'],
    requires: ['ANES-ASSESS'],
    warning: PAINLESS_WARNING,
    significance: '静脉麻醉下进行，无痛苦，肠道准备要求与普通肠镜相同。',
    avoid: '肠梗阻、肠穿孔、麻醉药物过敏、孕妇',
    reminder: '检查前一天进食无渣流质，按要求服用清肠剂，须有家属陪同。',
  },
  {
    id: 'ANES-ASSESS',
    item: '麻醉评估',
    classId: 'ENDO',
    yuan: 100,
    star: 0,
    hidden: true,
    significance: '麻醉医生评估心肺功能及麻醉风险，无痛内镜检查前必须完成。',
  },

  // 幽门螺杆菌: two breath tests of which one is enough
  {
    id: 'C13',
    item: '碳13呼气试验',
    classId: 'HP',
    yuan: 150,
    star: 3,
    fasting: true,
    mutex: ['C14'],
    significance: '无放射性，检测幽门螺杆菌感染，适合所有人群包括孕妇及儿童。',
    reminder: '检查前需空腹，一个月内未服用抗生素及铋剂，两周内未服用抑酸药。',
  },
  {
    id: 'C14',
    item: '碳14呼气试验',
    classId: 'HP',
    yuan: 100,
    star: 3,
    fasting: true,
    mutex: ['C13'],
    significance: '检测幽门螺杆菌感染，准确率高，价格较低。',
    avoid: '孕妇、哺乳期妇女及儿童',
    reminder: '检查前需空腹，一个月内未服用抗生素及铋剂。',
  },
  {
    id: 'HP-AB',
    item: '幽门螺杆菌抗体',
    classId: 'HP',
    yuan: 60,
    star: 2,
    significance: '血清学检测幽门螺杆菌感染史，不能区分现症感染与既往感染。',
  },

  // 眼耳鼻喉
  {
    id: 'EYE-ROUTINE',
    item: '眼科常规（视力、色觉、外眼）',
    classId: 'ENT',
    yuan: 20,
    star: 5,
    significance: '检查视力、色觉及外眼，发现屈光不正、色弱及结膜疾病。',
  },
  {
    id: 'EYE-FUNDUS',
    item: '眼底照相',
    classId: 'ENT',
    yuan: 60,
    star: 3,
    significance: '观察视网膜及视神经，发现高血压、糖尿病眼底病变及青光眼。',
  },
  {
    id: 'EYE-IOP',
    item: '眼压测定',
    classId: 'ENT',
    yuan: 30,
    star: 3,
    significance: '筛查青光眼，40岁以上人群推荐。',
  },
  {
    id: 'EYE-SLIT',
    item: '裂隙灯检查',
    classId: 'ENT',
    yuan: 30,
    star: 2,
    significance: '检查角膜、晶状体等眼前节结构，发现白内障。',
  },
  {
    id: 'EYE-OCT',
    item: '眼底光学相干断层扫描（OCT）',
    classId: 'ENT',
    yuan: 200,
    star: 2,
    significance: '分层显示视网膜结构，早期发现黄斑病变。',
  },
  {
    id: 'ENT-ROUTINE',
    item: '耳鼻喉科常规检查',
    classId: 'ENT',
    yuan: 20,
    star: 5,
    significance: '检查外耳道、鼓膜、鼻腔及咽喉，发现中耳炎、鼻炎及咽喉疾病。',
  },
  {
    id: 'AUDIO',
    item: '纯音测听',
    classId: 'ENT',
    yuan: 60,
    star: 2,
    significance: '测定听力水平，发现听力下降。',
  },
  {
    id: 'ENT-SCOPE',
    item: '电子鼻咽喉镜',
    classId: 'ENT',
    yuan: 280,
    star: 2,
    significance: '直视观察鼻咽部及喉部，筛查鼻咽癌及声带病变。',
  },

  // 口腔检查
  {
    id: 'DENTAL-EXAM',
    item: '口腔科检查',
    classId: 'DENTAL',
    yuan: 20,
    star: 4,
    significance: '检查牙齿、牙龈及口腔黏膜，发现龋齿、牙周病及口腔黏膜病变。',
  },
  {
    id: 'DENTAL-SCALE',
    item: '超声波洁牙',
    classId: 'DENTAL',
    yuan: 200,
    star: 2,
    significance: '清除牙结石及菌斑，预防牙周病。',
    avoid: '出血性疾病患者、装有心脏起搏器者',
  },
  {
    id: 'DENTAL-PANO',
    item: '口腔全景片',
    classId: 'DENTAL',
    yuan: 120,
    star: 2,
    significance: '一张片子显示全口牙齿及颌骨，发现阻生齿及颌骨病变。',
    avoid: NO_PREGNANCY,
  },

  // 骨密度: an ultrasound screen or the DXA measurement, one of them
  {
    id: 'BMD-US',
    item: '超声骨密度',
    classId: 'BONE',
    yuan: 80,
    star: 3,
    mutex: ['BMD-DXA'],
    significance: '无辐射，快速筛查骨量减少及骨质疏松。',
  },
  {
    id: 'BMD-DXA',
    item: '双能X线骨密度（DXA）',
    classId: 'BONE',
    yuan: 260,
    star: 2,
    mutex: ['BMD-US'],
    significance: '骨质疏松诊断的金标准，测量腰椎及髋部骨密度。',
    avoid: NO_PREGNANCY,
  },

  // 基因/特殊筛查
  {
    id: 'GENE-TUMOR',
    item: '肿瘤易感基因检测（20种癌症）',
    classId: 'SPECIAL',
    yuan: 2980,
    star: 2,
    special: true,
    significance: '检测与常见遗传性肿瘤相关的基因变异，评估患癌风险，终身只需检测一次。',
  },
  {
    id: 'GENE-DRUG',
    item: '药物代谢基因检测',
    classId: 'SPECIAL',
    yuan: 1280,
    star: 2,
    special: true,
    significance: '了解个体对常用药物的代谢能力，指导个体化用药。',
  },
  {
    id: 'FIT-DNA',
    item: '粪便DNA肠癌筛查',
    classId: 'SPECIAL',
    yuan: 598,
    star: 2,
    special: true,
    significance: '无创检测粪便中肠癌相关DNA甲基化，适合不愿做肠镜者初筛。',
  },
  {
    id: 'CTC',
    item: '循环肿瘤细胞检测（CTC）',
    classId: 'SPECIAL',
    yuan: 1980,
    star: 2,
    special: true,
    significance: '检测外周血中的循环肿瘤细胞，辅助早期发现实体肿瘤。',
  },
  {
    id: 'HEAVY-METAL',
    item: '微量元素及重金属检测',
    classId: 'SPECIAL',
    yuan: 180,
    star: 2,
    significance: '检测铅、镉、汞及锌、铜、铁等元素，评估营养及重金属暴露。',
  },
  {
    id: 'ALLERGEN',
    item: '过敏原检测（20项）',
    classId: 'SPECIAL',
    yuan: 360,
    star: 2,
    significance: '检测常见吸入性及食物性过敏原，找出过敏原因。',
  },
];

/** Centre 00-77 charges consumables as this one fee item. */
export const MATERIAL_FEE_ITEM: ItemSpec = {
  id: 'MF-0077',
  item: '材料费',
  classId: 'OTHER',
  yuan: 0,
  star: 0,
  hidden: true,
  fixed: true,
  significance: '按所选项目需要的一次性耗材计收。',
};

// ---------------------------------------------------------------------------------------------
// Consumables and what each item needs

export const DEMO_MATERIALS = [
  { id: 'M-NEEDLE', item: '一次性采血针', yuan: 2, recalculate: 0 },
  { id: 'M-TUBE', item: '真空采血管', yuan: 1.5, recalculate: 1 },
  { id: 'M-CUP', item: '一次性尿杯/便盒', yuan: 2, recalculate: 0 },
  { id: 'M-ECG', item: '一次性心电电极片', yuan: 3, recalculate: 0 },
  { id: 'M-SPECULUM', item: '一次性阴道扩张器', yuan: 8, recalculate: 0 },
  { id: 'M-BRUSH', item: '一次性宫颈采样刷', yuan: 10, recalculate: 1 },
  { id: 'M-PROBE', item: '一次性超声探头套', yuan: 10, recalculate: 0 },
  { id: 'M-BREATH', item: '呼气试验集气袋', yuan: 10, recalculate: 0 },
  { id: 'M-GAS-KIT', item: '胃镜耗材包', yuan: 60, recalculate: 0 },
  { id: 'M-COL-KIT', item: '肠镜耗材包（含清肠剂）', yuan: 80, recalculate: 0 },
  { id: 'M-DENTAL', item: '一次性口腔器械盒', yuan: 15, recalculate: 0 },
] as const satisfies readonly { id: string; item: string; yuan: number; recalculate: 0 | 1 }[];

/** Blood items draw once (one needle) and fill tubes: the count is the most any one of them needs. */
const bloodClasses = new Set<ClassId>(['BLOOD', 'BIOCHEM', 'TUMOR']);
const moreTubes: Record<string, number> = { TORCH: 2, 'GENE-TUMOR': 2, CTC: 2, COAG: 2 };
const extraBlood = new Set(['BNP', 'TROPONIN', 'HP-AB', 'GENE-DRUG', 'HEAVY-METAL', 'ALLERGEN']);
const otherNeeds: Record<string, string> = {
  'URINE-RT': 'M-CUP*1',
  'STOOL-RT': 'M-CUP*1',
  FOB: 'M-CUP*1',
  'URINE-MALB': 'M-CUP*1',
  'URINE-PREG': 'M-CUP*1',
  'FIT-DNA': 'M-CUP*1',
  SEMEN: 'M-CUP*1',
  ECG: 'M-ECG*1',
  'ECG-HOLTER': 'M-ECG*1',
  'ECG-STRESS': 'M-ECG*1',
  'GYN-EXAM': 'M-SPECULUM*1',
  LEUCORRHEA: 'M-SPECULUM*1',
  TCT: 'M-SPECULUM*1,M-BRUSH*1',
  HPV: 'M-SPECULUM*1,M-BRUSH*1',
  HPV23: 'M-SPECULUM*1,M-BRUSH*1',
  'US-TVS': 'M-PROBE*1',
  C13: 'M-BREATH*1',
  C14: 'M-BREATH*1',
  'GAS-PLAIN': 'M-GAS-KIT*1',
  'GAS-PAINLESS': 'M-GAS-KIT*1',
  'COL-PLAIN': 'M-COL-KIT*1',
  'COL-PAINLESS': 'M-COL-KIT*1',
  'DENTAL-SCALE': 'M-DENTAL*1',
};

function needsOf(spec: ItemSpec): { materialId: string; count: number }[] {
  if (spec.id === 'COVID-PCR') return [];
  if (bloodClasses.has(spec.classId) || extraBlood.has(spec.id)) {
    return [
      { materialId: 'M-NEEDLE', count: 1 },
      { materialId: 'M-TUBE', count: moreTubes[spec.id] ?? 1 },
    ];
  }
  const text = otherNeeds[spec.id];
  if (!text) return [];
  return text.split(',').map((entry) => {
    const [materialId = '', count = '1'] = entry.split('*');
    return { materialId, count: Number(count) };
  });
}

// ---------------------------------------------------------------------------------------------
// Pre-exam eligibility: what kind of examination each item is (domain eligibility/ reads the tags;
// fasting comes from the items' fasting flag)

export const DEMO_EXAM_TAGS: Record<string, ExamTag[]> = {
  'DR-CHEST': ['xray'],
  'DR-CSPINE': ['xray'],
  'DR-LSPINE': ['xray'],
  'DENTAL-PANO': ['xray'],
  'BMD-DXA': ['xray'],
  'CT-CHEST': ['ct'],
  'CT-HEAD': ['ct'],
  'CT-CORONARY': ['ct'],
  'CT-ABD': ['ct', 'abdominal'],
  'PET-CT': ['ct', 'radionuclide', 'abdominal'],
  MG: ['mammography'],
  C14: ['radionuclide'],
  'MRI-HEAD': ['mri'],
  'MRI-LSPINE': ['mri'],
  'GYN-EXAM': ['gynaecology'],
  LEUCORRHEA: ['gynaecology'],
  TCT: ['gynaecology'],
  HPV: ['gynaecology'],
  HPV23: ['gynaecology'],
  'US-TVS': ['gynaecology'],
  'URINE-RT': ['urine'],
  'URINE-MALB': ['urine'],
  FOB: ['stool'],
  'FIT-DNA': ['stool'],
  'US-ABD': ['abdominal'],
  'US-KIDNEY': ['abdominal'],
};

// ---------------------------------------------------------------------------------------------
// Combination prices and upgrades

/** Items cheaper together: yuan per item when all are checked. */
export const DEMO_PRICING_RULES = [
  { id: 'R-LIVER-KIDNEY', name: '肝肾功能组合', items: { LIVER: 50, KIDNEY: 38 } },
  { id: 'R-TUMOR-MALE', name: '男性肿瘤标志物组合', items: { AFP: 32, CEA: 32, PSA: 48, FPSA: 48 } },
  {
    id: 'R-TUMOR-FEMALE',
    name: '女性肿瘤标志物组合',
    items: { AFP: 32, CEA: 32, CA125: 48, CA153: 48 },
  },
  { id: 'R-CERVIX', name: '宫颈癌联合筛查（TCT+HPV）', items: { TCT: 180, HPV: 240 } },
  { id: 'R-THYROID', name: '甲状腺功能+彩超组合', items: { THYROID: 160, 'US-THYROID': 90 } },
] as const;

export const DEMO_UPGRADES: {
  id: string;
  name: string;
  description: string;
  matchType: UpgradeMatchType;
  matchValue?: number;
  minValue?: number;
  maxValue?: number;
  upgradeExpress: string;
}[] = [
  {
    id: 'U-THYROID',
    name: '加选甲状腺彩超',
    description: '甲状腺结节检出率高达20%以上，建议加选甲状腺彩超。',
    matchType: 2,
    matchValue: 30_000,
    upgradeExpress: 'US-THYROID*1',
  },
  {
    id: 'U-CT-CHEST',
    name: '升级胸部低剂量螺旋CT',
    description: '低剂量螺旋CT可发现胸片难以显示的早期肺小结节，只需补充少量费用。',
    matchType: 3,
    minValue: 80_000,
    maxValue: 150_000,
    upgradeExpress: 'CT-CHEST*1',
  },
  {
    id: 'U-TUMOR',
    name: '加选肿瘤标志物组合',
    description: '您的方案已较为全面，建议加选常见肿瘤标志物，早发现、早治疗。',
    matchType: 1,
    matchValue: 200_000,
    upgradeExpress: 'AFP*1,CEA*1,CA199*1,CA724*1',
  },
  {
    id: 'U-HEART',
    name: '加选心脏功能评估',
    description: '深度体检建议同时评估心脏结构与功能。',
    matchType: 5,
    matchValue: 500_000,
    upgradeExpress: 'US-HEART*1,BNP*1',
  },
  {
    id: 'U-BLOOD-RT',
    name: '加选血常规',
    description: '血常规是最基础的血液检查，建议加选。',
    matchType: 4,
    matchValue: 5_000,
    upgradeExpress: 'BLOOD-RT*1',
  },
];

// ---------------------------------------------------------------------------------------------
// Recommendations: the custom path's base pack and the recommended groups

interface RuleSpec {
  level: RecommendLevel;
  ids: string[];
  sex?: SexScope;
  marriage?: MarriageScope;
  minAge?: number;
  maxAge?: number;
}

export const DEMO_RECOMMEND_RULES: RuleSpec[] = [
  {
    level: 'base',
    ids: [
      'GEN-BASIC',
      'GEN-INTERNAL',
      'GEN-SURGERY',
      'EYE-ROUTINE',
      'ENT-ROUTINE',
      'BLOOD-RT',
      'URINE-RT',
      'LIVER',
      'KIDNEY',
      'LIPID',
      'GLU',
      'ECG',
      'US-ABD',
    ],
  },
  // A chest X-ray until 49; from 50 the low-dose CT, the lung cancer screening age.
  { level: 'base', ids: ['DR-CHEST'], maxAge: 49 },
  { level: 'base', ids: ['CT-CHEST'], minAge: 50 },
  { level: 'base', ids: ['UA'], sex: 'male' },
  { level: 'base', ids: ['US-PROSTATE'], sex: 'male', minAge: 40 },
  { level: 'base', ids: ['US-GYN'], sex: 'female' },
  { level: 'must', ids: ['US-THYROID', 'STOOL-RT', 'DENTAL-EXAM'], minAge: 18 },
  { level: 'must', ids: ['AFP', 'CEA', 'US-CAROTID'], minAge: 41 },
  {
    level: 'must',
    ids: ['TCT', 'HPV', 'US-BREAST', 'GYN-EXAM', 'LEUCORRHEA'],
    sex: 'female',
    marriage: 'married',
  },
  { level: 'must', ids: ['PSA', 'FPSA'], sex: 'male', minAge: 46 },
  { level: 'precise', ids: ['THYROID', 'HBV5', 'CRP', 'HBA1C'] },
  { level: 'precise', ids: ['CA199', 'HCY', 'ABI', 'EYE-FUNDUS', 'EYE-IOP', 'C13'], minAge: 41 },
  { level: 'precise', ids: ['US-HEART', 'BMD-US'], minAge: 50 },
  { level: 'precise', ids: ['MG', 'CA125', 'CA153'], sex: 'female', minAge: 40 },
  { level: 'thorough', ids: ['CYFRA211', 'NSE', 'GENE-TUMOR'], minAge: 30 },
  { level: 'thorough', ids: ['GAS-PAINLESS'], minAge: 40 },
  { level: 'thorough', ids: ['COL-PAINLESS'], minAge: 45 },
  { level: 'thorough', ids: ['CT-CORONARY', 'US-TCD'], minAge: 50 },
  { level: 'thorough', ids: ['MRI-HEAD'], minAge: 55 },
];

// ---------------------------------------------------------------------------------------------
// Packages

interface PackageSpec {
  code: string;
  packageName: string;
  typeId: CheckType;
  sex: SexScope;
  planTypeCode?: 'general' | 'topic';
  discount?: number;
  /** item ids; DR-CHEST listed in swapChest is packable 'x', swappable for CT-CHEST */
  items: string[];
  swapChest?: boolean;
  pic: string;
  suitable: string;
  notes: string;
  /** only these centres offer it */
  only?: string[];
  /** every centre but these offers it */
  except?: string[];
}

const ROUTINE = ['GEN-BASIC', 'GEN-INTERNAL', 'GEN-SURGERY', 'EYE-ROUTINE', 'ENT-ROUTINE'];
const BLOOD_BASE = ['BLOOD-RT', 'URINE-RT', 'LIVER', 'KIDNEY', 'GLU'];
// A package's notes hold what is particular to it. When to fast is not among them: every screen
// gives the one fasting instruction (the domain's fastingInstruction) from the items' fastingCheck.

export const DEMO_PACKAGES: PackageSpec[] = [
  {
    code: 'BASIC',
    packageName: '基础健康体检套餐',
    typeId: 'general',
    sex: 'common',
    discount: 90,
    items: [...ROUTINE, ...BLOOD_BASE, 'ECG', 'US-ABD', 'DR-CHEST'],
    swapChest: true,
    pic: '/images/package-general.svg',
    suitable: '适合18岁以上、希望了解基本健康状况的人群',
    notes: '胸部DR可补差价升级为胸部低剂量螺旋CT。',
  },
  {
    code: 'YOUTH-M',
    packageName: '青年男性健康体检套餐',
    typeId: 'cream',
    sex: 'male',
    items: [
      ...ROUTINE,
      ...BLOOD_BASE,
      'LIPID',
      'UA',
      'HBV5',
      'STOOL-RT',
      'ECG',
      'US-ABD',
      'US-THYROID',
      'DENTAL-EXAM',
      'DR-CHEST',
    ],
    swapChest: true,
    pic: '/images/package-youth.svg',
    suitable: '适合18-35岁男性，常熬夜、饮食不规律的职场人群',
    notes: '胸部DR可补差价升级为胸部低剂量螺旋CT。',
  },
  {
    code: 'YOUTH-F',
    packageName: '青年女性健康体检套餐',
    typeId: 'cream',
    sex: 'female',
    items: [
      ...ROUTINE,
      ...BLOOD_BASE,
      'LIPID',
      'HBV5',
      'ECG',
      'US-ABD',
      'US-THYROID',
      'US-BREAST',
      'US-GYN',
      'BREAST-PALP',
      'DENTAL-EXAM',
      'DR-CHEST',
    ],
    swapChest: true,
    pic: '/images/package-youth.svg',
    suitable: '适合18-35岁女性，未婚女性亦可选择',
    notes: '子宫附件彩超需憋尿，请避开月经期。胸部DR可补差价升级为胸部低剂量螺旋CT。',
  },
  {
    code: 'MID-M',
    packageName: '中年男性精英体检套餐',
    typeId: 'pet_ct',
    sex: 'male',
    discount: 90,
    items: [
      ...ROUTINE,
      'EYE-FUNDUS',
      ...BLOOD_BASE,
      'STOOL-RT',
      'LIPID',
      'HBA1C',
      'UA',
      'HCY',
      'THYROID',
      'AFP',
      'CEA',
      'CA199',
      'PSA',
      'FPSA',
      'ECG',
      'ABI',
      'US-ABD',
      'US-THYROID',
      'US-CAROTID',
      'US-PROSTATE',
      'US-HEART',
      'CT-CHEST',
      'C13',
    ],
    pic: '/images/package-men.svg',
    suitable: '适合35-60岁男性，工作压力大、应酬多、有吸烟饮酒习惯者',
    notes: '碳13呼气试验需空腹，一个月内未服用抗生素。',
  },
  {
    code: 'MID-F',
    packageName: '中年女性精英体检套餐',
    typeId: 'pet_ct',
    sex: 'female',
    discount: 90,
    items: [
      ...ROUTINE,
      'EYE-FUNDUS',
      ...BLOOD_BASE,
      'STOOL-RT',
      'LIPID',
      'HBA1C',
      'HCY',
      'THYROID',
      'AFP',
      'CEA',
      'CA125',
      'CA153',
      'ECG',
      'US-ABD',
      'US-THYROID',
      'US-CAROTID',
      'US-BREAST',
      'US-TVS',
      'MG',
      'GYN-EXAM',
      'LEUCORRHEA',
      'TCT',
      'HPV',
      'CT-CHEST',
      'BMD-US',
    ],
    pic: '/images/package-women.svg',
    suitable: '适合35-60岁已婚女性，关注乳腺、宫颈及骨骼健康',
    notes: '妇科检查请避开月经期，检查前24小时避免性生活。孕妇及备孕者请勿选择（含CT及钼靶）。',
  },
  {
    code: 'ELDER',
    packageName: '老年关爱体检套餐',
    typeId: 'older',
    sex: 'common',
    discount: 95,
    items: [
      ...ROUTINE,
      'EYE-FUNDUS',
      'EYE-IOP',
      ...BLOOD_BASE,
      'LIPID',
      'HBA1C',
      'HCY',
      'ELECTRO',
      'AFP',
      'CEA',
      'BNP',
      'ECG',
      'US-ABD',
      'US-CAROTID',
      'US-HEART',
      'US-TCD',
      'CT-CHEST',
      'BMD-US',
    ],
    pic: '/images/package-elder.svg',
    suitable: '适合60岁以上长者，关注心脑血管、骨骼及肿瘤风险',
    notes: '请携带近期病历及正在服用的药物清单，高血压、糖尿病患者请照常服药。',
  },
  {
    code: 'WOMEN',
    packageName: '女性两癌筛查套餐',
    typeId: 'women',
    sex: 'female',
    items: [
      'GEN-BASIC',
      'BLOOD-RT',
      'BREAST-PALP',
      'GYN-EXAM',
      'LEUCORRHEA',
      'TCT',
      'HPV',
      'US-BREAST',
      'US-GYN',
      'MG',
      'CA125',
      'CA153',
    ],
    pic: '/images/package-women.svg',
    suitable: '适合有性生活史的女性，筛查乳腺癌及宫颈癌',
    notes: '妇科检查请避开月经期，检查前24小时内避免性生活、阴道冲洗及用药。孕妇请勿选择。',
  },
  {
    code: 'GRAVIDA-F',
    packageName: '女性孕前优生检查套餐',
    typeId: 'gravida',
    sex: 'female',
    items: [
      'GEN-BASIC',
      'GEN-INTERNAL',
      'BLOOD-RT',
      'URINE-RT',
      'BLOOD-ABO',
      'LIVER',
      'KIDNEY',
      'GLU',
      'HBV5',
      'SYPHILIS',
      'HIV',
      'TORCH',
      'THYROID',
      'FOLATE',
      'GYN-EXAM',
      'LEUCORRHEA',
      'US-GYN',
      'ECG',
    ],
    pic: '/images/package-women.svg',
    suitable: '适合计划怀孕的女性，建议孕前3-6个月检查',
    notes: '本套餐不含任何放射检查。妇科检查请避开月经期。',
  },
  {
    code: 'GRAVIDA-M',
    packageName: '男性孕前优生检查套餐',
    typeId: 'gravida',
    sex: 'male',
    items: [
      'GEN-BASIC',
      'GEN-INTERNAL',
      'BLOOD-RT',
      'URINE-RT',
      'BLOOD-ABO',
      'LIVER',
      'KIDNEY',
      'GLU',
      'HBV5',
      'SYPHILIS',
      'HIV',
      'ANDRO-EXAM',
      'SEMEN',
    ],
    pic: '/images/package-men.svg',
    suitable: '适合计划生育的男性，建议与配偶同时检查',
    notes: '精液检查前需禁欲3-7天。',
  },
  {
    code: 'DRIVER',
    packageName: '驾驶员体检套餐',
    typeId: 'driver',
    sex: 'common',
    items: ['GEN-BASIC', 'DRIVER-EXAM', 'EYE-ROUTINE'],
    pic: '/images/package-general.svg',
    suitable: '适合申领、换领机动车驾驶证的人群',
    notes: '请携带身份证及一寸白底彩色照片，佩戴眼镜者请携带眼镜。体检结果当天可领取。',
  },
  {
    code: 'CIVIL',
    packageName: '公务员录用体检套餐',
    typeId: 'civilServant',
    sex: 'common',
    items: [...ROUTINE, ...BLOOD_BASE, 'SYPHILIS', 'HIV', 'ECG', 'US-ABD', 'DR-CHEST'],
    pic: '/images/package-general.svg',
    suitable: '适合公务员录用及事业单位招聘体检，按《公务员录用体检通用标准》设置',
    notes: '请携带身份证及招录单位体检通知书，报告将直接交付招录单位。',
  },
  {
    code: 'NEWEMP',
    packageName: '入职体检套餐',
    typeId: 'newEmployee',
    sex: 'common',
    items: [
      'GEN-BASIC',
      'GEN-INTERNAL',
      'GEN-SURGERY',
      'EYE-ROUTINE',
      'BLOOD-RT',
      'LIVER',
      'ECG',
      'DR-CHEST',
    ],
    swapChest: true,
    pic: '/images/package-general.svg',
    suitable: '适合新员工入职，满足大多数企业的入职体检要求',
    notes: '请携带身份证。报告一般3个工作日内出具，可在线查看。',
  },
  {
    code: 'CHRONIC',
    packageName: '三高慢病管理套餐',
    typeId: 'chronic',
    sex: 'common',
    discount: 90,
    items: [
      'GEN-BASIC',
      'GEN-INTERNAL',
      'EYE-FUNDUS',
      'BLOOD-RT',
      'URINE-RT',
      'URINE-MALB',
      'LIVER',
      'KIDNEY',
      'LIPID',
      'LIPID-PLUS',
      'GLU',
      'HBA1C',
      'INSULIN',
      'UA',
      'HCY',
      'ECG',
      'ABI',
      'US-CAROTID',
      'US-HEART',
    ],
    pic: '/images/package-elder.svg',
    suitable: '适合高血压、高血脂、高血糖人群及其高危人群的定期复查',
    notes: '降压药可照常服用，降糖药请在抽血后服用。',
  },
  {
    code: 'VIP',
    packageName: '尊享全面深度体检套餐',
    typeId: 'general',
    sex: 'common',
    discount: 85,
    items: [
      ...ROUTINE,
      'EYE-FUNDUS',
      'EYE-IOP',
      'GEN-BODYCOMP',
      ...BLOOD_BASE,
      'STOOL-RT',
      'LIPID',
      'LIPID-PLUS',
      'HBA1C',
      'UA',
      'HCY',
      'THYROID',
      'CRP',
      'HBV5',
      'AFP',
      'CEA',
      'CA199',
      'CA724',
      'CYFRA211',
      'NSE',
      'ECG',
      'ABI',
      'US-ABD',
      'US-THYROID',
      'US-CAROTID',
      'US-HEART',
      'CT-CHEST',
      'MRI-HEAD',
      'COAG',
      'GAS-PAINLESS',
      'COL-PAINLESS',
      'ANES-ASSESS',
    ],
    pic: '/images/package-vip.svg',
    suitable: '适合40岁以上、希望一次全面深度评估健康状况的人群',
    notes: '含无痛胃肠镜，须由家属陪同，检查前一天按要求服用清肠剂。建议预留一整天时间。',
  },
  {
    code: 'PETCT',
    packageName: '全身PET-CT肿瘤深度筛查套餐',
    typeId: 'other',
    sex: 'common',
    items: [
      ...ROUTINE,
      ...BLOOD_BASE,
      'LIPID',
      'AFP',
      'CEA',
      'CA199',
      'CA724',
      'CYFRA211',
      'NSE',
      'ECG',
      'US-ABD',
      'US-THYROID',
      'US-HEART',
      'MRI-HEAD',
      'PET-CT',
      'GENE-TUMOR',
    ],
    pic: '/images/package-vip.svg',
    suitable: '适合有肿瘤家族史或高危因素、希望全身排查肿瘤的人群',
    notes: 'PET-CT需提前3个工作日预约。孕妇、哺乳期妇女及备孕人群请勿选择。',
    except: ['00-3', '00-59', '00-85'],
  },
  {
    code: 'TOPIC-LUNG',
    packageName: '肺癌筛查专项',
    typeId: 'pet_ct',
    sex: 'common',
    planTypeCode: 'topic',
    items: ['BLOOD-RT', 'CT-CHEST', 'CEA', 'CYFRA211', 'NSE', 'PROGRP', 'SCC'],
    pic: '/images/package-topic.svg',
    suitable: '适合40岁以上、长期吸烟、有肺癌家族史或长期接触油烟粉尘者',
    notes: '低剂量螺旋CT辐射剂量约为常规CT的1/5。孕妇及备孕人群请勿选择。',
  },
  {
    code: 'TOPIC-GI',
    packageName: '消化道肿瘤筛查专项',
    typeId: 'pet_ct',
    sex: 'common',
    planTypeCode: 'topic',
    discount: 90,
    items: [
      'BLOOD-RT',
      'COAG',
      'FOB',
      'C13',
      'PG',
      'G17',
      'CEA',
      'CA199',
      'CA724',
      'ANES-ASSESS',
      'GAS-PAINLESS',
      'COL-PAINLESS',
    ],
    pic: '/images/package-topic.svg',
    suitable: '适合40岁以上、有胃肠道不适、幽门螺杆菌感染或消化道肿瘤家族史者',
    notes: '含无痛胃肠镜：检查前一天进食无渣流质并服用清肠剂，检查当天禁食禁水，须由家属陪同。',
  },
  {
    code: 'TOPIC-HEART',
    packageName: '心脑血管专项筛查',
    typeId: 'older',
    sex: 'common',
    planTypeCode: 'topic',
    items: ['ECG', 'LIPID', 'LIPID-PLUS', 'HCY', 'BNP', 'CRP', 'ABI', 'US-CAROTID', 'US-HEART', 'US-TCD'],
    pic: '/images/package-topic.svg',
    suitable: '适合有高血压、高血脂、糖尿病、吸烟史或心脑血管疾病家族史者',
    notes: '',
  },
  {
    code: 'FUNC',
    packageName: '功能医学评估套餐',
    typeId: 'children',
    sex: 'common',
    items: ['GEN-BODYCOMP', 'VITD', 'FERRITIN', 'FOLATE', 'IMMUNO', 'HEAVY-METAL', 'ALLERGEN', 'GEN-TCM'],
    pic: '/images/package-special.svg',
    suitable: '适合长期疲劳、过敏、睡眠不佳等亚健康人群',
    notes: '抽血无需空腹。人体成分分析前请勿大量饮水，装有心脏起搏器者请勿选择。',
  },
  {
    code: 'COVID',
    packageName: '新冠病毒核酸检测',
    typeId: 'covid',
    sex: 'common',
    items: ['COVID-PCR'],
    pic: '/images/package-special.svg',
    suitable: '适合出行、入学、入职等需要核酸检测证明的人群',
    notes: '请携带身份证，采样前30分钟内请勿进食、饮水及吸烟。结果一般24小时内出具。',
    only: ['00-7', '00-62'],
  },
];

// ---------------------------------------------------------------------------------------------
// Per centre

/** Prices vary a little between centres; ids are the same everywhere. */
export const CENTRE_PRICE_FACTOR: Record<string, number> = {
  '00-1': 1,
  '00-16': 1.05,
  '00-85': 0.95,
  '00-02': 1.1,
  '00-07': 1.15,
  '00-30': 1.05,
  '00-7': 1,
  '00-62': 0.95,
  '00-59': 0.9,
  '00-3': 1.05,
  '00-76': 1,
  '00-77': 0.95,
  '00-21': 1,
  '00-22': 0.95,
  '00-31': 0.9,
  '00-32': 0.9,
};

/** Centre 00-59 hides item prices; 00-77 charges consumables as one fee item. */
const HIDDEN_PRICES = new Set(['00-59']);
const MATERIAL_FEE_CENTRE = '00-77';
/** 00-02's promoted packages. */
const PROMOTED: Record<string, string[]> = { '00-02': ['BASIC', 'WOMEN'] };

export const productId = (centreId: string, code: string) => `${centreId}-${code}`;

const LEVEL_ORDER: RecommendLevel[] = ['base', 'must', 'precise', 'thorough'];
/** Star levels (spec 9): base 5, must-check 4, precise 3, in-depth 2. */
const LEVEL_STAR: Record<RecommendLevel, number> = { base: 5, must: 4, precise: 3, thorough: 2 };

/** A recommended item shows the stars of the highest level that recommends it; others keep their own. */
const recommendedStar = new Map<string, number>();
for (const rule of DEMO_RECOMMEND_RULES) {
  for (const id of rule.ids) {
    recommendedStar.set(id, Math.max(recommendedStar.get(id) ?? 0, LEVEL_STAR[rule.level]));
  }
}

function catalogueFor(centreId: string): CentreCatalogueRows {
  const factor = CENTRE_PRICE_FACTOR[centreId] ?? 1;
  // Whole yuan after the factor, so every price reads cleanly.
  const price = (yuan: number) => Math.round(yuan * factor) * 100;
  const withFee = centreId === MATERIAL_FEE_CENTRE;
  const specs = withFee ? [...DEMO_ITEMS, MATERIAL_FEE_ITEM] : DEMO_ITEMS;
  const priceOf = new Map(specs.map((s) => [s.id, price(s.yuan)]));
  const usedClasses = new Set(specs.map((s) => s.classId));

  return {
    settings: {
      centreId,
      showPrice: HIDDEN_PRICES.has(centreId) ? '0' : '1',
      materialFeeProjectId: withFee ? MATERIAL_FEE_ITEM.id : null,
    },
    classes: DEMO_CLASSES.filter(([id]) => usedClasses.has(id)).map(([id, itemName], i) => ({
      centreId,
      id,
      itemName,
      rowIndex: i + 1,
    })),
    projects: specs.map((s, i) => ({
      centreId,
      id: s.id,
      item: s.item,
      classId: s.classId,
      price: (priceOf.get(s.id) ?? 0) as Fen,
      typable: s.group ? 1 : 0,
      parentId: s.parentId ?? null,
      mutexId: s.mutex ?? [],
      relationships: s.requires ?? [],
      delectable: s.fixed ? '0' : '1',
      visible: s.hidden ? 0 : 1,
      recommendable: recommendedStar.has(s.id) ? 1 : 0,
      specialScreening: s.special ? 1 : 0,
      star: recommendedStar.get(s.id) ?? s.star,
      sex: s.sex ?? 'common',
      marriage: s.marriage ?? 'any',
      fastingCheck: s.fasting ? 1 : 0,
      examTags: DEMO_EXAM_TAGS[s.id] ?? [],
      addWarning: s.warning ? '1' : '0',
      warningInfo: s.warning ?? '',
      avoid: s.avoid ?? '',
      inspectionSignificance: s.significance,
      reminder: s.reminder ?? '',
      knowledgeId: DEMO_KNOWLEDGE_LINKS[s.id] ?? null,
      sort: i + 1,
    })),
    materials: DEMO_MATERIALS.map((m, i) => ({
      centreId,
      id: m.id,
      item: m.item,
      // Consumables cost the same everywhere.
      price: Math.round(m.yuan * 100) as Fen,
      recalculate: m.recalculate,
      sort: i + 1,
    })),
    materialNeeds: specs
      .map((s) => ({ centreId, projectId: s.id, materials: needsOf(s) }))
      .filter((n) => n.materials.length > 0),
    pricingRules: DEMO_PRICING_RULES.map((r, i) => {
      const subList = Object.entries(r.items).map(([projectId, yuan]) => ({
        projectId,
        price: price(yuan) as Fen,
        recalculate: 0 as const,
      }));
      return {
        centreId,
        id: r.id,
        name: r.name,
        price: subList.reduce((sum, s) => sum + s.price, 0) as Fen,
        subList,
        sort: i + 1,
      };
    }),
    upgradeRules: DEMO_UPGRADES.map((u, i) => ({
      centreId,
      id: u.id,
      name: u.name,
      description: u.description,
      matchType: u.matchType,
      matchValue: (u.matchValue ?? 0) as Fen,
      minValue: (u.minValue ?? 0) as Fen,
      maxValue: (u.maxValue ?? 0) as Fen,
      upgradeExpress: u.upgradeExpress,
      sort: i + 1,
    })),
    recommendRules: DEMO_RECOMMEND_RULES.flatMap((r) =>
      r.ids.map((projectId) => {
        const sex = r.sex ?? 'common';
        const marriage = r.marriage ?? 'any';
        const minAge = r.minAge ?? 0;
        const maxAge = r.maxAge ?? 200;
        return {
          centreId,
          id: `${r.level}:${projectId}:${sex}:${marriage}:${minAge}-${maxAge}`,
          projectId,
          level: r.level,
          sex,
          marriage,
          minAge,
          maxAge,
        };
      }),
    )
      .sort((a, b) => LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level))
      .map((r, i) => ({ ...r, sort: i + 1 })),
    ...packagesFor(centreId, priceOf),
  };
}

function packagesFor(
  centreId: string,
  priceOf: Map<string, number>,
): Pick<CentreCatalogueRows, 'products' | 'packageItems'> {
  const offered = DEMO_PACKAGES.filter(
    (p) => (!p.only || p.only.includes(centreId)) && !p.except?.includes(centreId),
  );
  const promoted = new Set(PROMOTED[centreId] ?? []);
  return {
    products: offered.map((p, i) => ({
      id: productId(centreId, p.code),
      centreId,
      packageName: p.packageName,
      planTypeCode: p.planTypeCode ?? 'general',
      typeId: p.typeId,
      sex: p.sex,
      discount: p.discount ?? 100,
      picUrl: p.pic,
      suitable: p.suitable,
      notes: p.notes,
      promotion: promoted.has(p.code) ? 1 : 0,
      sort: i + 1,
    })),
    packageItems: offered.flatMap((p) =>
      p.items.map((projectId, i) => {
        const swappable = p.swapChest === true && projectId === 'DR-CHEST';
        const difference = (priceOf.get('CT-CHEST') ?? 0) - (priceOf.get('DR-CHEST') ?? 0);
        const priceDifference: Record<string, Fen> = swappable ? { 'CT-CHEST': difference as Fen } : {};
        return {
          productId: productId(centreId, p.code),
          projectId,
          packable: swappable ? ('x' as const) : ('1' as const),
          priceDifference,
          sort: i + 1,
        };
      }),
    ),
  };
}

/** Every centre of the demo offers packages (00-3 and 00-02 without self-chosen items). */
export const demoCatalogues: CentreCatalogueRows[] = demoCentres.map((c) => catalogueFor(c.id));
