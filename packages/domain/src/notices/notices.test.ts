import { describe, expect, it } from 'vitest';
import {
  arrivalTime,
  examEveDay,
  examEveNotice,
  recheckNotice,
  reportReadyNotice,
  teamInviteNotice,
} from './notices.ts';

describe('the reminder the evening before', () => {
  it('says when to arrive (15 minutes before the slot), what to bring, and to fast when an item needs it', () => {
    const notice = examEveNotice({
      name: '王小明',
      centreName: '北京朝阳健康体检中心',
      date: '2026-12-03',
      slotTime: '08:00~08:30',
      fasting: true,
    });
    expect(notice.text).toBe(
      '王*明您好，您预约了明天（12月3日）08:00-08:30在北京朝阳健康体检中心的体检，请于07:45前到达，携带本人身份证件。体检前一天晚餐后禁食，空腹8小时以上，可少量饮水。',
    );
    expect(notice.params).toMatchObject({ name: '王*明', date: '12月3日', arrive: '07:45' });
  });

  it('says nothing of fasting when no item needs it', () => {
    const notice = examEveNotice({
      name: '李雷',
      centreName: '中心',
      date: '2026-12-03',
      slotTime: '14:00-14:30',
      fasting: false,
    });
    expect(notice.text).not.toContain('禁食');
    expect(notice.params.fasting).toBe('无需空腹');
  });

  it('reads the arrival time across the hour, and never before midnight', () => {
    expect(arrivalTime('09:00~09:30')).toBe('08:45');
    expect(arrivalTime('00:05-00:30')).toBe('00:00');
    expect(arrivalTime('上午')).toBe('上午');
  });

  it('is sent for tomorrow between 18:00 and 21:00 Shanghai time only', () => {
    expect(examEveDay(new Date('2026-12-02T09:59:59Z'))).toBeNull(); // 17:59:59
    expect(examEveDay(new Date('2026-12-02T10:00:00Z'))).toBe('2026-12-03'); // 18:00
    expect(examEveDay(new Date('2026-12-02T12:59:59Z'))).toBe('2026-12-03'); // 20:59:59
    expect(examEveDay(new Date('2026-12-02T13:00:00Z'))).toBeNull(); // 21:00
    // The last evening of a month reminds of the first day of the next.
    expect(examEveDay(new Date('2026-12-31T11:00:00Z'))).toBe('2027-01-01');
  });
});

it('tells of a published report with the name masked', () => {
  expect(reportReadyNotice({ name: '张三', centreName: '北京朝阳健康体检中心' }).text).toBe(
    '张*您好，您在北京朝阳健康体检中心的体检报告已出具，请在“体检报告”中查看。',
  );
});

describe('the HR reminder to book a company check-up', () => {
  it('names the company, the centre and the last day, with the name masked', () => {
    const n = teamInviteNotice({
      name: '张伟明',
      companyName: '华兴科技有限公司',
      centreName: '北京朝阳健康体检中心',
      windowEnd: '2027-01-21',
    });
    expect(n.params).toEqual({
      name: '张*明',
      company: '华兴科技有限公司',
      centre: '北京朝阳健康体检中心',
      date: '1月21日',
    });
    expect(n.text).toBe(
      '张*明您好，华兴科技有限公司为您安排了北京朝阳健康体检中心的团检，请于1月21日前在“团检列表”中预约体检日期。',
    );
  });
});

describe('recheckNotice', () => {
  it('names the centre and the advised day, the name masked, and no value or item', () => {
    const n = recheckNotice({ name: '张伟', centreName: '北京朝阳健康体检中心', date: '2025-08-10' });
    expect(n.params).toEqual({ name: '张*', centre: '北京朝阳健康体检中心', date: '8月10日' });
    expect(n.text).toBe(
      '张*您好，您在北京朝阳健康体检中心的体检报告建议于8月10日前后复查，请在“体检报告”中查看复查建议并预约。',
    );
  });
});
