// How each notice fills the official account's subscription-notice template. A centre picks, in the
// 公众平台's template library, a template with these keywords (docs/notices.md). Every value is a
// thing (free text): WeChat's time keyword takes one instant, not a slot's range. A thing holds 20
// characters at most, so values are cut to fit.
import type { NoticeKind } from '@tijian/domain';

const thing = (text: string) =>
  Array.from(text).length > 20 ? `${Array.from(text).slice(0, 19).join('')}…` : text;

/** The template keywords and their values for a notice's parameters (domain notices.ts). */
export function wechatDataOf(kind: NoticeKind, params: Record<string, string>): Record<string, string> {
  if (kind === 'examEve')
    return {
      thing1: thing(params.centre ?? ''),
      thing2: thing(`${params.date ?? ''} ${params.time ?? ''}`.trim()),
      thing3: thing(`请于${params.arrive ?? ''}前到达，携带身份证件`),
      thing4: params.fasting === '无需空腹' ? '无需空腹' : '需空腹：前一天晚餐后禁食',
    };
  if (kind === 'recheck')
    return { thing1: thing(params.centre ?? ''), thing2: thing(`建议${params.date ?? ''}前后复查`) };
  return { thing1: thing(params.centre ?? ''), thing2: thing(`${params.name ?? ''}的体检报告已出具`) };
}
