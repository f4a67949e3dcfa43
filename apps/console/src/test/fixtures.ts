import type { OperatorOrder, OperatorProfile } from '@tijian/contract';

export function profileOf(centres: OperatorProfile['centres'], name = '王前台'): OperatorProfile {
  return { id: 7, username: 'op-test', name, centres, totpRequired: false, totpEnrolled: false };
}

export const MANAGER = profileOf(
  [{ centreId: '00-1', centreName: '北京朝阳体检中心', role: 'manager' }],
  '李主任',
);
export const DESK = profileOf([{ centreId: '00-1', centreName: '北京朝阳体检中心', role: 'desk' }]);
export const DOCTOR = profileOf(
  [{ centreId: '00-1', centreName: '北京朝阳体检中心', role: 'doctor' }],
  '张医生',
);

let next = 100;

export function orderOf(overrides: Partial<OperatorOrder> = {}): OperatorOrder {
  next += 1;
  return {
    id: next,
    orderNo: `TJ2026120100${String(next).padStart(4, '0')}`,
    status: 'order_hospital_examination',
    statusName: '待体检',
    sysCenterId: '00-1',
    name: '张三',
    identityCardNo: '110***********1234',
    boExaminationDate: '2026-12-01',
    boExaminationTime: '08:00-09:00',
    packageName: '入职体检套餐',
    payType: 'onhospital',
    payable: 30000,
    paid: 0,
    sexCode: 'male',
    age: 30,
    boCellPhoneNo: '138****8000',
    items: [
      { projectId: 'p1', item: '血常规' },
      { projectId: 'p2', item: '肝功能' },
    ],
    checkedInAt: null,
    examinedAt: null,
    review: { state: 'none', note: '' },
    company: null,
    ...overrides,
  } as OperatorOrder;
}
