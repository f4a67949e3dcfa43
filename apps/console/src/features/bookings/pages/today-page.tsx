import { Button, DatePicker, Input, Popconfirm, Space, Table, type TableColumnsType, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type OperatorOrder,
  orderCopy,
  personColumns,
  useCheckIn,
  useMarkExamined,
} from '@/features/orders/index.ts';
import { dayjs, todayAtCentres } from '@/shared/lib/dayjs.ts';
import { useCentre } from '@/shared/session/centre-context.tsx';
import { showSuccess } from '@/shared/ui/feedback.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { PageTitle } from '@/shared/ui/page-title.tsx';
import { CheckInByNumber } from '../components/check-in-by-number.tsx';
import { bookingsCopy as text } from '../copy.ts';
import { DESK_PAGE_SIZE, useBookings } from '../lib/use-bookings.ts';
import './today-page.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// The scanner (antd's Modal, the camera, and on opening the QR reader) loads when first asked for.
const ScanDialog = lazy(() => import('../components/scan-dialog.tsx'));

/** 今日预约: the day's bookings of the centre in use, found by search, checked in and marked examined. */
export function TodayPage() {
  const { centreId } = useCentre();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && DATE.test(asked) ? asked : todayAtCentres();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [scanning, setScanning] = useState(false);
  const { query, searched } = useBookings(centreId, date, search, page);
  // Another day or another search starts again from its first page.
  const searchFor = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  const checkIn = useCheckIn(centreId);
  const examined = useMarkExamined(centreId);

  const checkInByNumber = (orderNo: string) =>
    checkIn.mutateAsync(orderNo).then((order) => showSuccess(text.checkedIn(order.name)));
  const markExamined = (order: OperatorOrder) =>
    examined.mutateAsync(order.id).then(
      () => showSuccess(text.markedExamined(order.name)),
      () => undefined,
    );

  const columns: TableColumnsType<OperatorOrder> = [
    // The package cell marks the day's team bookings (团检) with their company's name.
    ...personColumns().map((column) =>
      column.key === 'package'
        ? {
            ...column,
            render: (_: unknown, order: OperatorOrder) => (
              <>
                {order.packageName ?? orderCopy.custom}
                {order.company !== null && (
                  <Tag color="blue" className="team-tag">
                    {text.team(order.company)}
                  </Tag>
                )}
              </>
            ),
          }
        : column,
    ),
    {
      title: orderCopy.actions,
      key: 'actions',
      width: 120,
      render: (_, order) => {
        if (order.status !== 'order_hospital_examination') return null;
        if (order.checkedInAt === null)
          return (
            <Button size="small" onClick={() => void checkInByNumber(order.orderNo).catch(() => undefined)}>
              {text.checkIn}
            </Button>
          );
        return (
          <Popconfirm title={text.examinedConfirm(order.name)} onConfirm={() => markExamined(order)}>
            <Button size="small" type="primary" ghost>
              {text.examined}
            </Button>
          </Popconfirm>
        );
      },
    },
  ];

  return (
    <section aria-label={text.title}>
      <PageTitle>{text.title}</PageTitle>
      <Space wrap size="middle" className="bookings-toolbar">
        <DatePicker
          aria-label={text.date}
          allowClear={false}
          value={dayjs(date)}
          onChange={(value) => {
            if (!value) return;
            setPage(1);
            setParams({ date: value.format('YYYY-MM-DD') }, { replace: true });
          }}
        />
        <Input.Search
          aria-label={text.search}
          placeholder={text.searchPlaceholder}
          allowClear
          onSearch={searchFor}
          onChange={(event) => searchFor(event.target.value)}
          className="bookings-search"
        />
      </Space>
      <CheckInByNumber
        busy={checkIn.isPending}
        onCheckIn={checkInByNumber}
        onScan={() => setScanning(true)}
      />
      {query.error && !query.data ? (
        <LoadFailed error={query.error} onRetry={query.refetch} />
      ) : (
        <Table<OperatorOrder>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data?.list}
          loading={query.isPending || query.isPlaceholderData}
          pagination={{
            current: page,
            pageSize: DESK_PAGE_SIZE,
            total: query.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          scroll={{ x: 1000 }}
          locale={{ emptyText: searched ? text.noMatch : text.empty }}
          footer={query.data ? () => orderCopy.total(query.data.total, query.data.total) : undefined}
        />
      )}
      {scanning ? (
        <Suspense fallback={null}>
          <ScanDialog
            open
            onClose={() => setScanning(false)}
            onOrder={(orderNo) => {
              setScanning(false);
              void checkInByNumber(orderNo).catch(() => undefined);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
