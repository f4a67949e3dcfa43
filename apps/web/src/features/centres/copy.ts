// This feature's page copy, kept with the feature so that the entry chunk carries none of it. What
// the shell and the shared components say stays in @/shared/lib/copy.ts.
import { copy as shared } from '@/shared/lib/copy.ts';

export const common = shared.common;

export const home = {
  banners: '轮播图',
  quickEntries: '快捷入口',
  entries: {
    booking: '体检预约',
    report: '体检报告',
    health: '健康评估',
    online: '在线沟通',
    disease: '专病专栏',
  },
  centres: '体检中心',
  chooseCity: (city: string) => `切换城市，当前${city}`,
  cityPlaceholder: '选择城市',
  cityActionTitle: '选择城市',
  moreCentres: '更多体检中心',
  news: '健康资讯',
  locating: '正在定位…',
} as const;

export const centre = {
  address: '地址',
  hours: '营业时间',
  phone: '电话',
  call: (phone: string) => `拨打电话 ${phone}`,
  guidelines: '体检须知',
  introduce: '中心介绍',
  about: '关于我们',
  switchCentre: '切换体检中心',
  news: '中心资讯',
  notFound: '未找到该体检中心',
  backHome: '返回首页',
  noGuidelines: '该中心暂未发布体检须知',
  noIntroduction: '该中心暂未发布介绍',
  expert: '专家团队',
  honor: '中心荣誉',
  platformName: '体检预约平台',
  platformAbout:
    '体检预约平台为个人、家庭和企业提供在线体检预约服务：选择就近的体检中心，按需选择套餐或自选项目，在线预约体检日期，并可查看体检报告与健康资讯。',
  platformIntro: [
    '体检预约平台汇集多个城市的正规体检中心，帮助您在手机上完成从选择中心、选择套餐到预约日期的全部流程。',
    '您可以根据问卷获得个性化体检方案，也可以选择常规套餐、专项套餐或自选体检项目。',
    '体检完成后，可在线查看体检报告，并获得健康评估与在线沟通服务。',
  ],
  chooseCentreHint: '选择一家体检中心，查看它的介绍、须知与资讯',
} as const;

export const entrance = {
  statsLabel: '平台数据',
  visits: (n: number) => `平台访问 ${n} 次`,
  bookings: (n: number) => `已预约 ${n} 人次`,
  tools: { '1': '预约体检', '2': '健康评估', '3': '在线咨询' },
  toolCount: (label: string, n: number) => `${label} ${n} 人次`,
  personalisedTitle: '个性化体检',
  personalisedHint: '回答问卷，为您定制专属体检方案',
  startConsult: '开始咨询',
  customisePlan: '定制方案',
  packagesTitle: '体检套餐',
  // Elder mode (issue 24): one way in, plain words.
  elderPackagesHint: '套餐里的检查项目已经配好，不用自己挑选',
  elderPackages: '选一个套餐，马上预约',
  elderFamilyTitle: '给爸妈预约',
  elderFamilyHint: '家人没有智能手机，也能由您代约、代付，提醒发给您',
  elderFamily: '为家人预约体检',
  screening1x: '1+X筛查套餐',
  general: '常规套餐',
  special: '专项套餐',
  selfChosen: '自选项目',
  promotions: '优惠套餐',
  noSelfChosen: '该中心暂未开通自选项目，是否继续选择其他体检中心？',
  viewPackages: '查看套餐',
  otherCentre: '选择其他中心',
  currentCentre: (name: string) => `当前体检中心：${name}`,
  allCentres: '全部体检中心可选，预约时选定中心',
} as const;
