import { type Fen, fen } from '@tijian/domain';
import type { DbOrTx } from '../db/client.ts';
import { specialPackagesRepository } from '../modules/special-packages/repository.ts';

// The demo centres' special packages (专项体检), sold outright and redeemed at the desk: 00-1 sells four,
// one of them at an offer price, and has one taken off sale (never listed); 00-16 (the 1+X screening
// centre) sells three. Every other centre sells none, so its entrance shows no 专项体检 entry.

type DemoSpecialPackage = Parameters<typeof specialPackagesRepository.upsert>[1];

const yuan = (n: number): Fen => fen(n * 100);

const FASTING = '检查前一天晚餐清淡饮食，22:00后禁食，检查当日早晨空腹（可少量饮水）。';
const BREATH_NOTICE = [
  '检查前须空腹或进食2小时后进行，检查前30分钟内勿饮水、勿吸烟。',
  '检查前1个月内停用抗生素、铋剂，检查前2周内停用质子泵抑制剂（如奥美拉唑），以免出现假阴性。',
  '吹气时请按护士指导保持平静呼吸，将气体完整吹入集气袋。',
].join('\n');
const CT_NOTICE = [
  '检查前请取下项链、带金属扣的内衣、发夹等金属物品。',
  '孕妇及备孕3个月内的女性不宜进行CT检查，请如实告知。',
  '检查时须按提示屏气数秒，配合完成扫描。',
].join('\n');
const WOMEN_NOTICE = [
  '请避开月经期，宜在月经干净后3–7天检查。',
  '检查前3天内避免性生活、阴道冲洗及阴道用药。',
  '孕妇及未有性生活史者不做HPV与TCT检查，请提前告知医生。',
].join('\n');
const HEART_NOTICE = [
  FASTING,
  '高血压、糖尿病患者当日照常服药（降糖药可待抽血后服用），并携带既往病历与用药清单。',
  '检查当日穿着宽松衣物，避免剧烈运动。',
].join('\n');

export const DEMO_SPECIAL_PACKAGES: DemoSpecialPackage[] = [
  {
    id: 'SP-1-HP',
    centreId: '00-1',
    name: '幽门螺杆菌呼气检测',
    price: yuan(150),
    originalPrice: yuan(200),
    summary: 'C13尿素呼气试验，无创、无痛，约30分钟出结果，筛查胃炎、胃溃疡与胃癌的重要诱因。',
    items: ['C13尿素呼气试验', '胃功能三项（PGⅠ、PGⅡ、G-17）'],
    suitableFor: '有胃痛、反酸、口臭等症状者；家人感染幽门螺杆菌者；胃癌家族史者；根除治疗后复查者。',
    notice: BREATH_NOTICE,
    imageUrl: '',
    validityDays: 180,
    onSale: 1,
    sort: 1,
  },
  {
    id: 'SP-1-LDCT',
    centreId: '00-1',
    name: '低剂量螺旋CT肺癌早筛',
    price: yuan(480),
    originalPrice: null,
    summary: '低剂量螺旋CT胸部扫描，辐射剂量约为常规CT的1/5，可发现毫米级肺结节，由影像科专家双人阅片。',
    items: ['低剂量螺旋CT（胸部）', '肺癌肿瘤标志物（CEA、CYFRA21-1、NSE）', '影像专家阅片报告'],
    suitableFor: '50岁以上人群；长期吸烟或被动吸烟者；有肺癌家族史者；长期接触粉尘、油烟等职业暴露者。',
    notice: CT_NOTICE,
    imageUrl: '',
    validityDays: 365,
    onSale: 1,
    sort: 2,
  },
  {
    id: 'SP-1-WOMEN',
    centreId: '00-1',
    name: '女性两癌筛查',
    price: yuan(680),
    originalPrice: yuan(880),
    summary: '宫颈癌与乳腺癌联合筛查：HPV分型检测、液基薄层细胞学检查（TCT）与乳腺彩超，一次完成。',
    items: ['HPV分型检测（23型）', '液基薄层细胞学检查（TCT）', '乳腺彩色多普勒超声', '妇科检查'],
    suitableFor: '21–65岁有性生活史的女性，建议每1–3年筛查一次。',
    notice: WOMEN_NOTICE,
    imageUrl: '',
    validityDays: 365,
    onSale: 1,
    sort: 3,
  },
  {
    id: 'SP-1-HEART',
    centreId: '00-1',
    name: '心脑血管风险筛查',
    price: yuan(990),
    originalPrice: null,
    summary: '血脂、同型半胱氨酸与颈动脉彩超、心脏彩超结合，评估动脉粥样硬化与脑卒中风险。',
    items: [
      '血脂四项',
      '同型半胱氨酸',
      '超敏C反应蛋白',
      '空腹血糖',
      '十二导联心电图',
      '心脏彩色多普勒超声',
      '颈动脉彩色多普勒超声',
    ],
    suitableFor: '40岁以上人群；高血压、高血脂、糖尿病患者；吸烟、肥胖者；有心脑血管病家族史者。',
    notice: HEART_NOTICE,
    imageUrl: '',
    validityDays: 180,
    onSale: 1,
    sort: 4,
  },
  {
    // Taken off sale: never listed; its page still opens and says so.
    id: 'SP-1-BONE',
    centreId: '00-1',
    name: '骨密度检测',
    price: yuan(120),
    originalPrice: null,
    summary: '双能X线骨密度检测，评估骨质疏松风险。',
    items: ['双能X线骨密度检测（腰椎、髋部）'],
    suitableFor: '绝经后女性；65岁以上人群。',
    notice: '孕妇不宜检查；检查前请取下身上的金属物品。',
    imageUrl: '',
    validityDays: 180,
    onSale: 0,
    sort: 5,
  },
  {
    id: 'SP-16-LDCT',
    centreId: '00-16',
    name: '低剂量螺旋CT肺癌早筛',
    price: yuan(450),
    originalPrice: yuan(560),
    summary: '1+X筛查中的肺癌专项：低剂量螺旋CT胸部扫描，发现结节可转诊三甲医院胸外科绿色通道。',
    items: ['低剂量螺旋CT（胸部）', '影像专家阅片报告', '肺结节随访建议'],
    suitableFor: '50岁以上人群；吸烟20包年以上者；有肺癌家族史者。',
    notice: CT_NOTICE,
    imageUrl: '',
    validityDays: 365,
    onSale: 1,
    sort: 1,
  },
  {
    id: 'SP-16-HP',
    centreId: '00-16',
    name: '幽门螺杆菌呼气检测',
    price: yuan(130),
    originalPrice: null,
    summary: 'C14尿素呼气试验，吹一口气即可检测幽门螺杆菌感染。',
    items: ['C14尿素呼气试验'],
    suitableFor:
      '有胃部不适症状者；胃癌家族史者；根除治疗后复查者。孕妇、哺乳期女性及儿童请选择C13呼气试验。',
    notice: BREATH_NOTICE,
    imageUrl: '',
    validityDays: 180,
    onSale: 1,
    sort: 2,
  },
  {
    id: 'SP-16-HEART',
    centreId: '00-16',
    name: '心脑血管风险筛查',
    price: yuan(860),
    originalPrice: yuan(1080),
    summary: '心脑血管专项：血管内皮功能、动脉硬化检测与颈动脉彩超，早期发现血管病变。',
    items: ['血脂四项', '同型半胱氨酸', '动脉硬化检测（PWV/ABI）', '颈动脉彩色多普勒超声', '十二导联心电图'],
    suitableFor: '40岁以上人群；高血压、高血脂、糖尿病患者；有心脑血管病家族史者。',
    notice: HEART_NOTICE,
    imageUrl: '',
    validityDays: 365,
    onSale: 1,
    sort: 3,
  },
];

/** Upserts the demo packages by id: running it again changes nothing, and never duplicates. */
export async function seedSpecialPackages(db: DbOrTx): Promise<void> {
  for (const pkg of DEMO_SPECIAL_PACKAGES) await specialPackagesRepository.upsert(db, pkg);
}
