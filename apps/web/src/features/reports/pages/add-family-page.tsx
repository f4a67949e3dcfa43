import { useQueryClient } from '@tanstack/react-query';
import { RELATIONS } from '@tijian/domain';
import Form from 'antd-mobile/es/components/form';
import Selector from 'antd-mobile/es/components/selector';
import { useNavigate } from 'react-router';
import { showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { reportKeys } from '../api/report-keys.ts';
import { linkFamilyReports, sendFamilyCode } from '../api/reports.ts';
import { RecordedPhoneForm } from '../components/recorded-phone-form.tsx';
import * as copy from '../copy.ts';
import '../reports.css';

const text = copy.addFamily;

type RelationCode = (typeof RELATIONS)[number]['code'];

/**
 * /report/addFamily: link a family member's reports. The code goes to the phone the centre recorded
 * for the member's exams, so the member agrees by telling it; for a minor that phone is the guardian's.
 */
export function AddFamilyReportPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <div className="add-family-page">
      <p className="add-family-intro">{text.intro}</p>
      <RecordedPhoneForm
        placeholders={{
          name: text.namePlaceholder,
          idCard: text.idCardPlaceholder,
          phone: text.phonePlaceholder,
        }}
        submitText={text.submit}
        sendCode={sendFamilyCode}
        submit={async (person, values) => {
          const linked = await linkFamilyReports({
            ...person,
            relationCode: (values.relationCode as RelationCode[])[0]!,
            msgCode: values.msgCode,
          });
          await queryClient.invalidateQueries({ queryKey: reportKeys.all });
          showToastOnNextPage(
            linked.guardian
              ? text.guardianLinked(linked.name, linked.reportCount)
              : text.linked(linked.name, linked.reportCount),
          );
          navigate('/report/list', { replace: true });
        }}
      >
        <Form.Item
          name="relationCode"
          label={text.relation}
          layout="vertical"
          initialValue={[]}
          required
          rules={[{ required: true, type: 'array', min: 1, message: text.relationRequired }]}
        >
          <Selector columns={4} options={RELATIONS.map((r) => ({ label: r.name, value: r.code }))} />
        </Form.Item>
      </RecordedPhoneForm>
    </div>
  );
}
