import {
  checkExaminee,
  type ExamineeContext,
  firstExamineeError,
  RELATIONS,
  RuleMessages,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import type { PickerRef } from 'antd-mobile/es/components/picker';
import Picker from 'antd-mobile/es/components/picker';
import { type RefObject, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type FamilyMember, useFamilyMember } from '@/features/family/index.ts';
import { canGoBack } from '@/shared/lib/navigation.ts';
import { showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { useSaveFamilyMember } from '../api/save-family-member.ts';
import {
  EMPTY_EXAMINEE,
  ExamineeFields,
  type ExamineeFormValues,
  examineeFormValues,
  toExamineeForm,
  useIdCardFill,
} from '../components/examinee-fields.tsx';
import * as copy from '../copy.ts';

const text = copy.examinee;
const RELATION_COLUMNS = [RELATIONS.map((r) => ({ label: r.name, value: r.code }))];
const CTX: ExamineeContext = { path: 'family' };

type FamilyFormValues = ExamineeFormValues & { relationCode?: string[] };

function memberId(raw: string | null): number | null {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

// Spec 2 "/family/add": a new family member, or (with ?id=) the editor of one.
export function FamilyEditPage() {
  const [search] = useSearchParams();
  const id = memberId(search.get('id'));
  const member = useFamilyMember(id);
  if (id === null) return <FamilyForm key="new" member={null} />;
  return <QueryView query={member}>{(data) => <FamilyForm key={id} member={data} />}</QueryView>;
}

function FamilyForm({ member }: { member: FamilyMember | null }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<FamilyFormValues>();
  const initial = useMemo<FamilyFormValues>(
    () =>
      member
        ? { ...examineeFormValues(member), relationCode: [member.relationCode] }
        : { ...EMPTY_EXAMINEE, relationCode: [] },
    [member],
  );
  const idCard = useIdCardFill(form, initial);
  const save = useSaveFamilyMember();

  const onFinish = async (values: FamilyFormValues) => {
    const result = checkExaminee(toExamineeForm(values), { ...CTX, today: new Date() });
    if (!result.ok) {
      const first = firstExamineeError(result.errors);
      if (first) form.setFields([{ name: first.field, errors: [first.message] }]);
      return;
    }
    const { sexFromId, ageFromId, ...examinee } = result.value;
    try {
      await save.mutateAsync({ ...examinee, id: member?.id, relationCode: values.relationCode?.[0] ?? '' });
      showToastOnNextPage(text.familySaved);
      if (canGoBack()) navigate(-1);
      else navigate('/family/list', { replace: true });
    } catch {
      // The HTTP layer has shown the reason; the form stays as typed.
    }
  };

  return (
    <div className="form-page">
      <Form
        form={form}
        layout="horizontal"
        initialValues={initial}
        onValuesChange={idCard.onValuesChange}
        onFinish={(values) => void onFinish(values)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={save.isPending}>
            {text.familySave}
          </Button>
        }
      >
        <Form.Item
          name="relationCode"
          label={text.relationCode}
          required
          trigger="onConfirm"
          validateTrigger={['onConfirm']}
          rules={[
            {
              validator: async (_, value?: string[]) => {
                if (!value?.[0]) throw new Error(RuleMessages.relationRequired);
              },
            },
          ]}
          onClick={(_, pickerRef: RefObject<PickerRef>) => pickerRef.current?.open()}
        >
          <Picker columns={RELATION_COLUMNS}>
            {(items) =>
              items[0]?.label ?? <span className="placeholder-text">{text.placeholders.relationCode}</span>
            }
          </Picker>
        </Form.Item>
        <ExamineeFields ctx={CTX} fromId={idCard.fromId} phoneRequired={false} idCardRequired />
      </Form>
    </div>
  );
}
