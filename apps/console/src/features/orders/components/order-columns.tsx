import type { TableColumnsType } from 'antd';
import type { OperatorOrder } from '../api/list-orders.ts';
import { orderCopy as text } from '../copy.ts';
import { OrderStatusTag } from './order-status-tag.tsx';

/** The columns every order table starts with: who, when, what, which order, its status. */
export function personColumns(): TableColumnsType<OperatorOrder> {
  return [
    { title: text.time, dataIndex: 'boExaminationTime', width: 110 },
    { title: text.name, dataIndex: 'name', width: 100 },
    {
      title: text.sexAge,
      key: 'sexAge',
      width: 90,
      render: (_, o) => `${text.sex[o.sexCode]} ${text.age(o.age)}`,
    },
    { title: text.phone, dataIndex: 'boCellPhoneNo', width: 120 },
    { title: text.package, key: 'package', render: (_, o) => o.packageName ?? text.custom },
    { title: text.orderNo, dataIndex: 'orderNo', width: 190 },
    { title: text.status, key: 'status', width: 110, render: (_, o) => <OrderStatusTag order={o} /> },
  ];
}
