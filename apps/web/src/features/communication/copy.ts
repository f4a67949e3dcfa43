import { CommunicationMessages, MESSAGE_MAX_CHARS } from '@tijian/domain';

// The Chinese texts of online communication (在线沟通).

export const entries = {
  label: '在线沟通服务',
  consult: '咨询沟通',
  consultHint: '向体检中心提问',
  health: '健康沟通',
  healthHint: '健康问题问医生',
  suggest: '问题建议',
  suggestHint: '意见与建议',
  report: '报告解读',
  reportHint: '请医生解读报告',
  records: '咨询记录',
  recordsHint: '已回复的问题',
} as const;

export const list = {
  heading: '我的沟通',
  empty: '还没有沟通记录，选择上方的服务开始提问吧',
  unread: (n: number) => `${n}条未读`,
  unreadTotal: (n: number) => `您有${n}条未读回复`,
  answered: '已回复',
  waiting: '待回复',
  centreChoice: '选择体检中心',
  noCentres: '暂无开通在线沟通的体检中心',
  close: '关闭',
} as const;

export const conversation = {
  empty: '有问题可以直接发给体检中心，工作人员会尽快回复您。',
  offline: CommunicationMessages.centreOffline,
  notFound: CommunicationMessages.threadNotFound,
  back: '返回在线沟通',
  me: '我',
  picture: '图片',
  pictureFailed: '图片加载失败，点此重试',
  hint: '工作时间内一般 1 个工作日内回复；如遇紧急情况请及时就医。',
} as const;

export const composer = {
  placeholder: `请输入您的问题（不超过${MESSAGE_MAX_CHARS}字）`,
  send: '发送',
  sending: '发送中',
  choosePicture: '添加图片',
  removePicture: '移除图片',
  chosenPicture: '已选择的图片',
  sent: '已发送',
} as const;

export const ask = {
  centre: '体检中心',
  question: '问题描述',
  submit: '提交',
  chooseCentre: '请选择体检中心',
} as const;

export const health = {
  heading: '健康沟通',
  hint: '把身体不适、生活习惯、用药等健康问题告诉体检中心的医生，医生会在这里回复您。',
  ask: '我要提问',
  empty: '还没有健康问题，点击“我要提问”开始',
} as const;

export const suggest = {
  heading: '问题建议',
  hint: '对体检服务有任何意见或建议，请告诉我们，我们会认真处理并回复。',
  mine: '我的建议',
  empty: '还没有提交过建议',
} as const;

export const reportReading = {
  heading: '报告解读',
  hint: '选择一份体检报告，请体检中心的医生为您解读；解读结果会在沟通记录中回复。',
  empty: '暂无体检报告',
  ask: '申请解读',
  view: '查看解读',
  defaultQuestion: '请帮我解读这份体检报告。',
  questionLabel: '想重点了解的问题（选填）',
  abnormal: (n: number) => (n > 0 ? `${n}项异常` : '无异常项'),
} as const;

export const records = {
  heading: '咨询记录',
  empty: '还没有已回复的问题',
} as const;
