import { Button, Form, Input, Space } from 'antd';
import { reportsCopy as text } from '../copy.ts';

interface LinesFieldProps {
  name: 'conclusions' | 'advice';
  label: string;
  itemLabel: (n: number) => string;
  addLabel: string;
  requiredMessage: string;
  /** At least one line (总检结论). */
  atLeastOne?: boolean;
}

/** A list of text lines (总检结论, 健康建议): each one filled in, added and removed one by one. */
export function LinesField({
  name,
  label,
  itemLabel,
  addLabel,
  requiredMessage,
  atLeastOne,
}: LinesFieldProps) {
  return (
    <Form.List
      name={name}
      rules={
        atLeastOne
          ? [
              {
                validator: async (_, lines?: string[]) =>
                  lines?.length ? undefined : Promise.reject(new Error(requiredMessage)),
              },
            ]
          : undefined
      }
    >
      {(fields, { add, remove }, { errors }) => (
        <fieldset className="report-lines">
          <legend>{label}</legend>
          {fields.map((field, index) => (
            <Space key={field.key} align="start" className="report-line">
              <Form.Item
                name={field.name}
                label={itemLabel(index + 1)}
                rules={[
                  { required: true, whitespace: true, message: requiredMessage },
                  { max: 500, message: text.tooLong(itemLabel(index + 1), 500) },
                ]}
              >
                {/* Fixed rows: autoSize measures through a style attribute, which the console's CSP refuses. */}
                <Input.TextArea rows={2} className="report-line-input" />
              </Form.Item>
              {fields.length > (atLeastOne ? 1 : 0) ? (
                <Button
                  onClick={() => remove(field.name)}
                  aria-label={`${text.remove}${itemLabel(index + 1)}`}
                >
                  {text.remove}
                </Button>
              ) : null}
            </Space>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" onClick={() => add('')}>
            {addLabel}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
