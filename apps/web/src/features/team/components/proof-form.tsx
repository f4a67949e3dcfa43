import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { type CSSProperties, useState } from 'react';
import type { TeamProof } from '../api/verify-team-member.ts';
import * as copy from '../copy.ts';

const text = copy.register;
// 证件号码或手机号 on one line. Set on the element: antd's own default, loaded later, would win a class.
const LABEL_WIDTH = { '--prefix-width': '8.5em' } as CSSProperties;

/** The first empty field's message, or null when all three are filled. */
function missing(proof: TeamProof): string | null {
  if (!proof.companyCode.trim()) return text.companyCodeRequired;
  if (!proof.name.trim()) return text.nameRequired;
  if (!proof.credential.trim()) return text.credentialRequired;
  return null;
}

/**
 * Company code, name, ID number or phone: the proof of a roster place (团检信息 and 团检查询). `error` is
 * the server's refusal, shown under the form as the server words it.
 */
export function ProofForm({
  initialCode = '',
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  initialCode?: string;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (proof: TeamProof) => void;
}) {
  const [proof, setProof] = useState<TeamProof>({ companyCode: initialCode, name: '', credential: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof TeamProof) => (value: string) => {
    setProof((p) => ({ ...p, [field]: value }));
    setProblem(null);
  };
  const submit = () => {
    const found = missing(proof);
    setProblem(found);
    if (!found)
      onSubmit({
        companyCode: proof.companyCode.trim(),
        name: proof.name.trim(),
        credential: proof.credential.trim(),
      });
  };
  const shown = problem ?? error;
  return (
    <>
      <Form layout="horizontal" style={LABEL_WIDTH}>
        <Form.Item label={text.companyCode}>
          <Input
            aria-label={text.companyCode}
            placeholder={text.companyCodePlaceholder}
            value={proof.companyCode}
            onChange={set('companyCode')}
            maxLength={20}
            clearable
          />
        </Form.Item>
        <Form.Item label={text.name}>
          <Input
            aria-label={text.name}
            placeholder={text.namePlaceholder}
            value={proof.name}
            onChange={set('name')}
            maxLength={20}
            clearable
          />
        </Form.Item>
        <Form.Item label={text.credential}>
          <Input
            aria-label={text.credential}
            placeholder={text.credentialPlaceholder}
            value={proof.credential}
            onChange={set('credential')}
            maxLength={18}
            clearable
          />
        </Form.Item>
      </Form>
      {shown ? (
        <p className="team-error" role="alert">
          {shown}
        </p>
      ) : null}
      <div className="team-actions">
        <Button block color="primary" loading={pending} onClick={submit}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
