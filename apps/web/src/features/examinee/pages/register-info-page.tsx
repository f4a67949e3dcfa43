import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkExaminee,
  type ExamineeContext,
  type ExamineePath,
  entranceOptions,
  firstExamineeError,
  isSpecificCentre,
  missingBodyMeasures,
  needsSurvey,
  SurveyMessages,
  sexMismatch,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { type User, useSaveOwnExaminee, useUser } from '@/features/account/index.ts';
import { getProductQueryOptions, type ProductDetail } from '@/features/catalogue/index.ts';
import { getConfigInfoQueryOptions, resetCurrentCentre } from '@/features/centre/index.ts';
import {
  continueBooking,
  type Examinee,
  pathOf,
  surveyPath,
  useExamineeDraft,
} from '@/features/draft/index.ts';
import type { FamilyMember } from '@/features/family/index.ts';
import { getSurveyStatus } from '@/features/questionnaire/index.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { OptionRadios } from '@/shared/ui/option-radios.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { checkExistingOrder } from '../api/check-existing-order.ts';
import {
  EMPTY_EXAMINEE,
  ExamineeFields,
  type ExamineeFormValues,
  examineeFormValues,
  toExamineeForm,
  useIdCardFill,
} from '../components/examinee-fields.tsx';
import { FamilyPicker } from '../components/family-picker.tsx';
import { useHintDialog } from '../components/hint-dialog.tsx';
import * as copy from '../copy.ts';
import { gateCopy } from '../gate-copy.ts';
import './register-info-page.css';

const text = copy.examinee;
const WHO = [
  { code: 'self', name: text.self },
  { code: 'other', name: text.other },
] as const;

// Spec 2 "/registerInfo/:source": who is examined, before the questionnaire (personal), the
// self-chosen items (custom) or a package (its id).
export function RegisterInfoPage() {
  const { source = 'personal' } = useParams();
  const [search] = useSearchParams();
  const sid = useSessionStore((s) => s.sid);
  const path = pathOf(source);
  const user = useUser();
  const product = useQuery({ ...getProductQueryOptions(source), enabled: path === 'package' });

  if (path === 'package' && product.isPending) return <LoadingBlock />;
  if (path === 'package' && !product.data) {
    return (
      <StatusPage title={text.noPackage}>
        <ProductListButton />
      </StatusPage>
    );
  }
  const sysCenterId = product.data?.sysCenterId ?? search.get('sysCenterId') ?? sid;
  return (
    <QueryView query={user}>
      {(data) => (
        <RegisterInfoForm
          key={source}
          path={path}
          source={source}
          sysCenterId={sysCenterId}
          user={data}
          product={product.data ?? null}
        />
      )}
    </QueryView>
  );
}

function ProductListButton() {
  const navigate = useNavigate();
  return (
    <Button color="primary" onClick={() => navigate('/product/list')}>
      {copy.products.toList}
    </Button>
  );
}

function ownValues(user: User): ExamineeFormValues {
  return examineeFormValues({
    ...user,
    callName: user.name ?? user.callName,
    boCellPhoneNo: user.mobilePhone,
  });
}

function RegisterInfoForm({
  path,
  source,
  sysCenterId,
  user,
  product,
}: {
  path: ExamineePath;
  source: string;
  sysCenterId: string;
  user: User;
  product: ProductDetail | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ExamineeFormValues>();
  const own = useMemo(() => ownValues(user), [user]);
  const idCard = useIdCardFill(form, own);
  const [self, setSelf] = useState(true);
  const [familyMemberId, setFamilyMemberId] = useState<number | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { ask, dialog } = useHintDialog();
  const saveOwn = useSaveOwnExaminee();

  const ctx: ExamineeContext = {
    sysCenterId,
    path,
    self,
    idCardOnFile: Boolean(user.idCardNo),
    phoneOnFile: Boolean(user.mobilePhone),
  };

  // 本人 brings back the account's own data, 他人 starts blank (spec 4 "Booking flow").
  const fill = (nextSelf: boolean, values: ExamineeFormValues, memberId: number | null = null) => {
    setSelf(nextSelf);
    setFamilyMemberId(memberId);
    form.resetFields();
    form.setFieldsValue(values);
    idCard.reset(values);
  };

  const pickMember = (member: FamilyMember) => {
    setPickerOpen(false);
    fill(false, examineeFormValues(member), member.id);
  };

  /** Spec 4 hints, in order; false when the person stays on the form or goes elsewhere. */
  const passesHints = async (values: ExamineeFormValues, examinee: Examinee): Promise<boolean> => {
    const { sexCode } = examinee;
    if (path === 'custom' && isSpecificCentre(sysCenterId)) {
      const config = await queryClient.fetchQuery(getConfigInfoQueryOptions(sysCenterId));
      if (!entranceOptions(sysCenterId, config).selfChosen) {
        const choice = await ask(text.noSelfChosen, [text.viewPackages, text.otherCentre]);
        if (choice === 0) navigate(`/product/list?sysCenterId=${encodeURIComponent(sysCenterId)}`);
        if (choice === 1) {
          resetCurrentCentre();
          navigate('/main');
        }
        return false;
      }
    }
    if (path === 'package' && sexMismatch(product?.sex, sexCode)) {
      const choice = await ask(text.sexMismatch, [text.reselectPackage, text.editInfo]);
      if (choice === 0) navigate(`/product/list?sysCenterId=${encodeURIComponent(sysCenterId)}`);
      return false;
    }
    if (missingBodyMeasures(toExamineeForm(values))) {
      // 忽略 goes on without them; 去完善 stays on the form.
      if ((await ask(text.bodyMissing, [text.ignore, text.complete])) !== 0) return false;
    }
    if (isSpecificCentre(sysCenterId) && examinee.idCardNo) {
      // A failed check lets the person on: the order is checked again when it is submitted.
      const existing = await checkExistingOrder({ sysCenterId, idCardNo: examinee.idCardNo }).catch(
        () => null,
      );
      if (existing?.exists) {
        const choice = await ask(existing.message ?? gateCopy.existingOrder, [
          gateCopy.viewOrders,
          gateCopy.ok,
        ]);
        if (choice === 0) navigate('/order');
        return false;
      }
    }
    return passesSurvey(examinee);
  };

  /**
   * Centres 00-7 and 00-62: the epidemiological survey first (its screen goes on with the booking
   * once answered); risky answers (isGzbd 1) refuse the booking with the centre's phone.
   */
  const passesSurvey = async (examinee: Examinee): Promise<boolean> => {
    if (!needsSurvey(sysCenterId)) return true;
    const status = await getSurveyStatus({ sysCenterId, name: examinee.callName });
    if (status.answered === 1 && status.isGzbd === 1) {
      const choice = await ask(status.message ?? SurveyMessages.refused(status.phone), [
        gateCopy.ok,
        gateCopy.callCentre,
      ]);
      if (choice === 1 && status.phone) window.location.href = `tel:${status.phone}`;
      return false;
    }
    if (status.answered === 1) return true;
    if ((await ask(SurveyMessages.required, [gateCopy.cancel, SurveyMessages.fill])) === 1) {
      useExamineeDraft.getState().setExaminee(examinee);
      navigate(surveyPath(source, sysCenterId));
    }
    return false;
  };

  const next = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as ExamineeFormValues;
    const result = checkExaminee(toExamineeForm(values), ctx);
    if (!result.ok) {
      const first = firstExamineeError(result.errors);
      if (first) form.setFields([{ name: first.field, errors: [first.message] }]);
      return;
    }
    // Booking for oneself may leave the ID and phone already on file unsaid.
    const onFile = self
      ? {
          idCardNo: result.value.idCardNo ?? user.idCardNo,
          boCellPhoneNo: result.value.boCellPhoneNo ?? user.mobilePhone,
        }
      : {};
    const examinee: Examinee = { ...result.value, ...onFile, self, familyMemberId };
    setBusy(true);
    try {
      // 本人's details are the account's: the next booking for 本人 starts from them.
      if (self) await saveOwn(user, result.value);
      if (!(await passesHints(values, examinee))) return;
    } catch {
      // The HTTP layer has said why the centre could not be read; the form stays as typed.
      return;
    } finally {
      setBusy(false);
    }
    useExamineeDraft.getState().setExaminee(examinee);
    continueBooking(navigate, { source, sysCenterId });
  };

  return (
    <div className="form-page register-info">
      <section className="register-info-who" aria-label={text.whoLabel}>
        <OptionRadios
          options={WHO}
          value={self ? 'self' : 'other'}
          onChange={(value) => fill(value === 'self', value === 'self' ? own : EMPTY_EXAMINEE)}
        />
        <Button size="small" color="primary" fill="outline" onClick={() => setPickerOpen(true)}>
          {text.fromFamily}
        </Button>
      </section>
      <Form
        form={form}
        layout="horizontal"
        initialValues={own}
        onValuesChange={idCard.onValuesChange}
        onFinish={() => void next()}
        footer={
          <Button block type="submit" color="primary" size="large" loading={busy}>
            {text.next}
          </Button>
        }
      >
        <ExamineeFields
          ctx={ctx}
          fromId={idCard.fromId}
          phoneRequired={!self || !user.mobilePhone}
          idCardRequired={!self || !user.idCardNo}
        />
      </Form>
      <FamilyPicker visible={pickerOpen} onClose={() => setPickerOpen(false)} onPick={pickMember} />
      {dialog}
    </div>
  );
}
