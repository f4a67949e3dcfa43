import { isApiError } from '@tijian/client';
import { Alert, Button, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { dayjs } from '@/shared/lib/dayjs.ts';
import { showSuccess } from '@/shared/ui/feedback.ts';
import '@/shared/ui/page.css';
import type { CapacityMonth } from '../api/capacity-month.ts';
import { type CapacityEdit, type CapacityPreview, usePreviewCapacity } from '../api/preview-capacity.ts';
import { useSaveCapacity } from '../api/save-capacity.ts';
import { capacityCopy as text } from '../copy.ts';
import { CapacityEffect } from './capacity-effect.tsx';

type Change = 'capacity' | 'rest' | 'open' | 'item';
type ItemState = 'normal' | 'limited' | 'full';

interface Values {
  range: [Dayjs, Dayjs];
  weekdays: number[];
  change: Change;
  capacity?: number;
  slotNos?: number[];
  restNote?: string;
  projectId?: string;
  itemState?: ItemState;
  quota?: number;
}

const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

function editOf(v: Values): CapacityEdit {
  const base = {
    from: v.range[0].format('YYYY-MM-DD'),
    to: v.range[1].format('YYYY-MM-DD'),
    ...(v.weekdays.length < 7 ? { weekdays: v.weekdays } : {}),
  };
  if (v.change === 'rest')
    return { ...base, rest: true, ...(v.restNote?.trim() ? { restNote: v.restNote.trim() } : {}) };
  if (v.change === 'item') {
    const projectId = v.projectId ?? '';
    const item =
      v.itemState === 'limited'
        ? { projectId, state: 'limited' as const, quota: v.quota ?? 0 }
        : { projectId, state: v.itemState ?? ('normal' as const) };
    return { ...base, items: [item] };
  }
  if (v.change === 'open') return { ...base, rest: false, capacity: v.capacity ?? 0 };
  return { ...base, capacity: v.capacity ?? 0, ...(v.slotNos?.length ? { slotNos: v.slotNos } : {}) };
}

/** Each chosen day's version as month.json gave it: the save is refused if any changed meanwhile. */
function versionsOf(month: CapacityMonth, edit: CapacityEdit): Record<string, string> {
  const weekdays = edit.weekdays ?? ALL_WEEKDAYS;
  return Object.fromEntries(
    month.days
      .filter((d) => d.date >= edit.from && d.date <= edit.to && weekdays.includes(d.weekday))
      .map((d) => [d.date, d.version]),
  );
}

interface CapacityEditDialogProps {
  centreId: string;
  month: CapacityMonth;
  onClose: () => void;
}

/**
 * An edit of a range of days of the month shown: previewed first (problems in red, the orders it
 * touches), then saved with the days' versions as the month gave them. A conflict reloads the month
 * and asks for a new preview.
 */
export function CapacityEditDialog({ centreId, month, onClose }: CapacityEditDialogProps) {
  const [form] = Form.useForm<Values>();
  const preview = usePreviewCapacity(centreId);
  const save = useSaveCapacity(centreId);
  const [shown, setShown] = useState<{ edit: CapacityEdit; effect: CapacityPreview } | null>(null);
  const [conflict, setConflict] = useState(false);
  const change = Form.useWatch('change', form);

  const first = dayjs(`${month.month}-01`);
  const slots = [
    ...new Map(month.days.flatMap((d) => d.slots).map((s) => [s.slotNo, s.testTime] as const)).entries(),
  ].sort(([a], [b]) => a - b);

  const projects = [
    ...new Map(
      month.days.flatMap((d) => d.items).map((i) => [i.projectId, i.projectName] as const),
    ).entries(),
  ];
  const itemState = Form.useWatch('itemState', form);

  const onPreview = (values: Values) => {
    const edit = editOf(values);
    setConflict(false);
    preview.mutateAsync(edit).then(
      (effect) => setShown({ edit, effect }),
      () => setShown(null),
    );
  };

  const onSave = () => {
    if (!shown) return;
    save.mutateAsync({ ...shown.edit, versions: versionsOf(month, shown.edit) }).then(
      (saved) => {
        showSuccess(text.saved(saved.days.length));
        onClose();
      },
      (error: unknown) => {
        setShown(null);
        if (isApiError(error) && error.code === 'operator,conflict') setConflict(true);
      },
    );
  };

  const canSave = shown !== null && shown.effect.problems.length === 0 && shown.effect.days.length > 0;

  return (
    <Modal
      open
      width={760}
      title={text.editTitle}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="preview" loading={preview.isPending} onClick={() => form.submit()}>
          {text.preview}
        </Button>,
        <Button key="save" type="primary" disabled={!canSave} loading={save.isPending} onClick={onSave}>
          {text.save}
        </Button>,
      ]}
    >
      {conflict ? <Alert type="warning" showIcon title={text.conflict} className="toolbar" /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        aria-label={text.editTitle}
        initialValues={{ weekdays: ALL_WEEKDAYS, change: 'capacity' }}
        onFinish={onPreview}
        onValuesChange={() => setShown(null)}
      >
        <Form.Item label={text.range} name="range" rules={[{ required: true, message: text.rangeRequired }]}>
          <DatePicker.RangePicker
            defaultPickerValue={[first, first]}
            disabledDate={(d) => d.format('YYYY-MM') !== month.month || d.format('YYYY-MM-DD') < month.today}
          />
        </Form.Item>
        <Form.Item
          label={text.chosenWeekdays}
          name="weekdays"
          rules={[{ required: true, type: 'array', min: 1, message: text.weekdaysRequired }]}
        >
          <Checkbox.Group options={text.weekdays.map((label, value) => ({ label, value }))} />
        </Form.Item>
        <Form.Item label={text.change} name="change">
          <Radio.Group
            options={[
              { value: 'capacity', label: text.changeCapacity },
              { value: 'rest', label: text.changeRest },
              { value: 'open', label: text.changeOpen },
              ...(projects.length > 0 ? [{ value: 'item', label: text.changeItem }] : []),
            ]}
          />
        </Form.Item>
        {change === 'item' ? (
          <>
            <Form.Item
              label={text.project}
              name="projectId"
              rules={[{ required: true, message: text.projectRequired }]}
            >
              <Select options={projects.map(([value, label]) => ({ value, label }))} />
            </Form.Item>
            <Form.Item
              label={text.itemState}
              name="itemState"
              rules={[{ required: true, message: text.itemStateRequired }]}
            >
              <Radio.Group
                options={(['normal', 'limited', 'full'] as const).map((value) => ({
                  value,
                  label: text.itemStates[value],
                }))}
              />
            </Form.Item>
            {itemState === 'limited' ? (
              <Form.Item
                label={text.quota}
                name="quota"
                rules={[{ required: true, message: text.quotaRequired }]}
              >
                <InputNumber min={0} max={10_000} precision={0} />
              </Form.Item>
            ) : null}
          </>
        ) : change === 'rest' ? (
          <Form.Item
            label={text.restNote}
            name="restNote"
            rules={[{ max: 20, message: '休息说明最多20个字' }]}
          >
            <Input placeholder={text.restNotePlaceholder} maxLength={20} />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              label={text.capacity}
              name="capacity"
              rules={[{ required: true, message: text.capacityRequired }]}
            >
              <InputNumber min={0} max={10_000} precision={0} />
            </Form.Item>
            {change === 'capacity' && slots.length > 0 ? (
              <Form.Item label={text.chosenSlots} name="slotNos" extra={text.slotsHint}>
                <Checkbox.Group options={slots.map(([value, label]) => ({ value, label }))} />
              </Form.Item>
            ) : null}
          </>
        )}
      </Form>
      {shown ? <CapacityEffect effect={shown.effect} /> : null}
    </Modal>
  );
}
