import { describe, expect, it } from 'vitest';
import { arriveBy, bringList, fastingUntil, queueLine } from './guide.ts';

describe('the exam-day guide', () => {
  it('asks to arrive 15 minutes before the slot', () => {
    expect(arriveBy('08:00~08:30')).toBe('07:45');
  });

  it('adds breakfast to bring when fasting and glasses for an eye exam', () => {
    expect(bringList({ fasting: false, eyeExam: false })).toHaveLength(2);
    expect(bringList({ fasting: true, eyeExam: true })).toEqual([
      '本人身份证件（身份证、护照等）',
      '预约订单（本页签到码）',
      '早餐或小点心（空腹项目完成后食用）',
      '近视者请佩戴框架眼镜（勿戴隐形眼镜）',
    ]);
  });

  it('names the centre’s fasting window end when it has one', () => {
    expect(fastingUntil(false, { start: '07:00', end: '10:00' })).toBeNull();
    expect(fastingUntil(true, { start: '07:00', end: '10:00' })).toContain('10:00前完成');
    expect(fastingUntil(true, null)).toContain('空腹8小时以上');
  });

  it('says how many wait before, or where to go when called', () => {
    expect(queueLine({ state: 'waiting', ahead: 2, stationName: '抽血' })).toBe('您前面还有 2 人');
    expect(queueLine({ state: 'called', ahead: null, stationName: '抽血' })).toBe('请到抽血检查');
  });
});
