import {
  checkExaminee,
  ETHNIC_GROUPS,
  type ExamineeForm,
  fastingWindowOf,
  infoFromIdCard,
  isSpecificCentre,
  MARRY_OPTIONS,
  SEX_OPTIONS,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type User, useSaveOwnExaminee, useUser } from '@/features/account/index.ts';
import { useCentre } from '@/features/centre/index.ts';
import { type DateSlot, DateSlotPicker } from '@/features/schedule/index.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { OptionRadios } from '@/shared/ui/option-radios.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import * as copy from '../copy.ts';
import { type QuickAppointment, useQuickDraft } from '../quick-draft.ts';
import {
  firstQuickError,
  type QuickField,
  type QuickWho,
  quickAsks,
  quickContext,
  quickErrors,
} from '../quick-form.ts';
import './quick-pages.css';

const text = copy.shortcut;
const labels = copy.examinee;

type Values = Record<Exclude<QuickField, 'date'>, string>;

const EMPTY: Values = {
  callName: '',
  idCardNo: '',
  boCellPhoneNo: '',
  sexCode: '',
  age: '',
  marryStateCode: '',
  folkId: '',
};

const WHO = [
  { code: 'self', name: text.self },
  { code: 'other', name: text.other },
] as const;

/**
 * 本人 starts from the account's profile (spec 4: the toggle switches between own data and blank);
 * the ID number and phone on file are not typed again, so they stay empty here.
 */
function ownValues(user: User): Values {
  const fromId = user.idCardNo ? infoFromIdCard(user.idCardNo) : null;
  const asText = (value: number | null) => (value === null ? '' : String(value));
  return {
    callName: user.name ?? user.callName ?? '',
    idCardNo: '',
    boCellPhoneNo: '',
    sexCode: fromId?.sexCode ?? user.sexCode ?? '',
    age: fromId ? String(fromId.age) : asText(user.age),
    marryStateCode: user.marryStateCode ?? '',
    folkId: asText(user.folkId),
  };
}

function keptValues(kept: QuickAppointment): Values {
  return {
    callName: kept.examinee.callName,
    idCardNo: kept.examinee.idCardNo ?? '',
    boCellPhoneNo: kept.examinee.boCellPhoneNo ?? '',
    sexCode: kept.examinee.sexCode,
    age: String(kept.examinee.age),
    marryStateCode: kept.examinee.marryStateCode,
    folkId: String(kept.examinee.folkId),
  };
}

const fieldId = (field: QuickField) => `quick-field-${field}`;

/** Brings the field into view and puts the cursor (or focus) in it, as spec 5 asks on an error. */
export function jumpTo(field: QuickField): void {
  const box = document.getElementById(fieldId(field));
  if (!box) return;
  box.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  box.querySelector<HTMLElement>('input, select, button')?.focus();
}

/** Spec 2 screen 7: the quick appointment form, with its own checks and the date picker. */
export function QuickOrderPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const sid = useSessionStore((s) => s.sid);
  const sysCenterId = search.get('sysCenterId') ?? sid;
  if (!isSpecificCentre(sysCenterId)) {
    return (
      <StatusPage title={text.noCentre}>
        <Button color="primary" onClick={() => navigate('/main')}>
          {text.chooseCentre}
        </Button>
      </StatusPage>
    );
  }
  return <QuickOrderLoader sysCenterId={sysCenterId} packageId={search.get('id')} />;
}

function QuickOrderLoader({ sysCenterId, packageId }: { sysCenterId: string; packageId: string | null }) {
  const user = useUser();
  return (
    <QueryView query={user}>
      {(data) => <QuickOrderForm sysCenterId={sysCenterId} packageId={packageId} user={data} />}
    </QueryView>
  );
}

function QuickOrderForm({
  sysCenterId,
  packageId,
  user,
}: {
  sysCenterId: string;
  packageId: string | null;
  user: User;
}) {
  const navigate = useNavigate();
  const centre = useCentre(sysCenterId).data;
  const kept = useQuickDraft((s) => (s.appointment?.sysCenterId === sysCenterId ? s.appointment : null));
  const [self, setSelf] = useState(kept?.self ?? true);
  const [values, setValues] = useState<Values>(() => (kept ? keptValues(kept) : ownValues(user)));
  const [dateSlot, setDateSlot] = useState<DateSlot | null>(
    kept ? { date: kept.date, slot: kept.slot } : null,
  );
  const [errors, setErrors] = useState<Partial<Record<QuickField, string>>>({});
  const [pickerOpen, setPickerOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const saveOwn = useSaveOwnExaminee();
  const who: QuickWho = {
    self,
    idCardOnFile: Boolean(user.idCardNo && infoFromIdCard(user.idCardNo)),
    phoneOnFile: Boolean(user.mobilePhone),
  };
  const asks = quickAsks(who);
  // Sex and age follow a valid ID number: the one typed, or for 本人 the one on file.
  const fromId = infoFromIdCard(values.idCardNo) !== null || (!asks.idCardNo && self);

  const choose = (value: string) => {
    const nextSelf = value === 'self';
    setSelf(nextSelf);
    setValues(nextSelf ? ownValues(user) : EMPTY);
    setErrors({});
  };

  const form = (v: Values): ExamineeForm => ({ ...v, height: '', weight: '' });

  const change = (field: keyof Values) => (value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // A valid ID number decides sex and age.
      const info = field === 'idCardNo' ? infoFromIdCard(value) : null;
      return info ? { ...next, sexCode: info.sexCode, age: String(info.age) } : next;
    });
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const next = async () => {
    const found = quickErrors(form(values), dateSlot?.date ?? null, sysCenterId, who);
    setErrors(found);
    const first = firstQuickError(found);
    if (first) {
      jumpTo(first);
      return;
    }
    const checked = checkExaminee(form(values), quickContext(sysCenterId, who));
    if (!checked.ok || !dateSlot) return;
    if (self) {
      // 本人's details are the account's: the next booking for 本人 starts from them.
      setBusy(true);
      await saveOwn(user, checked.value);
      setBusy(false);
    }
    useQuickDraft.getState().set({
      sysCenterId,
      self,
      examinee: checked.value,
      date: dateSlot.date,
      slot: dateSlot.slot,
    });
    navigate(
      `/shortcut/order/optPlan/${encodeURIComponent(sysCenterId)}/${encodeURIComponent(packageId ?? 'pd')}`,
    );
  };

  const field = (name: QuickField, label: string, control: ReactNode) => (
    <div id={fieldId(name)} className="quick-field">
      <span className="quick-field-label" id={`${fieldId(name)}-label`}>
        {label}
      </span>
      <div className="quick-field-control">{control}</div>
      {errors[name] ? (
        <p className="quick-field-error" role="alert">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const input = (name: keyof Values, props: { maxLength: number; numeric?: boolean; readOnly?: boolean }) => (
    <Input
      aria-labelledby={`${fieldId(name)}-label`}
      value={values[name]}
      onChange={change(name)}
      maxLength={props.maxLength}
      inputMode={props.numeric ? 'numeric' : undefined}
      readOnly={props.readOnly}
      placeholder={(labels.placeholders as Record<string, string>)[name]}
    />
  );

  return (
    <div className="quick-page">
      {centre ? <p className="quick-centre">{centre.name}</p> : null}
      <section className="quick-who" aria-label={text.who}>
        <OptionRadios options={WHO} value={self ? 'self' : 'other'} onChange={(v) => choose(String(v))} />
      </section>
      {field('callName', labels.callName, input('callName', { maxLength: 10 }))}
      {asks.idCardNo ? field('idCardNo', labels.idCardNo, input('idCardNo', { maxLength: 18 })) : null}
      {asks.boCellPhoneNo
        ? field(
            'boCellPhoneNo',
            labels.boCellPhoneNo,
            input('boCellPhoneNo', { maxLength: 11, numeric: true }),
          )
        : null}
      {field(
        'sexCode',
        labels.sexCode,
        <OptionRadios
          options={SEX_OPTIONS}
          value={values.sexCode}
          onChange={(v) => change('sexCode')(String(v))}
          disabled={fromId}
        />,
      )}
      {field('age', labels.age, input('age', { maxLength: 3, numeric: true, readOnly: fromId }))}
      {field(
        'marryStateCode',
        labels.marryStateCode,
        <OptionRadios
          options={MARRY_OPTIONS}
          value={values.marryStateCode}
          onChange={(v) => change('marryStateCode')(String(v))}
        />,
      )}
      {field(
        'folkId',
        labels.folkId,
        <select
          className="quick-select"
          aria-labelledby={`${fieldId('folkId')}-label`}
          value={values.folkId}
          onChange={(e) => change('folkId')(e.target.value)}
        >
          <option value="">{labels.placeholders.folkId}</option>
          {ETHNIC_GROUPS.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.name}
            </option>
          ))}
        </select>,
      )}
      {field(
        'date',
        text.date,
        <button
          type="button"
          className="quick-date"
          aria-labelledby={`${fieldId('date')}-label`}
          onClick={() => setPickerOpen(true)}
        >
          {dateSlot ? `${dateSlot.date} ${dateSlot.slot.testTime}` : text.datePlaceholder}
        </button>,
      )}
      <div className="quick-actions">
        <Button block color="primary" size="large" loading={busy} onClick={() => void next()}>
          {text.next}
        </Button>
      </div>
      {pickerOpen ? (
        <DateSlotPicker
          visible
          sysCenterId={sysCenterId}
          proIds=""
          fasting={centre ? fastingWindowOf(centre.fastingCheckStart, centre.fastingCheckEnd) : null}
          fastingItems={[]}
          value={dateSlot}
          onClose={() => setPickerOpen(false)}
          onConfirm={(value) => {
            setDateSlot(value);
            setErrors((e) => ({ ...e, date: undefined }));
            setPickerOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}
