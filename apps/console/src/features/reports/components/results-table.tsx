import { Button, Form, type FormInstance, Input, Table, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import { reportsCopy as text } from '../copy.ts';
import { EMPTY_RESULT, previewFlag, type ReportFormValues, type ResultInput } from '../lib/report-form.ts';
import { boundOf, RESULT_CHECKS } from '../lib/result-row.ts';

type TextField = keyof typeof RESULT_CHECKS;
const columns = text.columns;

const checked = (field: TextField): Rule => ({
  validator: async (_, value?: string) => {
    const problem = RESULT_CHECKS[field](value ?? '');
    if (problem) throw new Error(problem);
  },
});

const numeric = (label: string): Rule => ({
  validator: async (_, value?: string) => {
    if (!boundOf(value ?? '').ok) throw new Error(`${label}${text.notNumber}`);
  },
});

/** 指标编号 once per report: the server refuses a repeated one. */
const uniqueCode =
  (form: FormInstance<ReportFormValues>, index: number): Rule =>
  () => ({
    validator: async (_, value?: string) => {
      const code = value?.trim();
      if (!code) return;
      const rows: ResultInput[] = form.getFieldValue('results') ?? [];
      if (rows.some((r, i) => i !== index && r?.code?.trim() === code)) throw new Error(text.duplicateCode);
    },
  });

const FLAG_COLOURS = { H: 'red', L: 'blue', A: 'orange' } as const;

/** One row's abnormal mark as typed so far; only this cell renders again as the row changes. */
function FlagCell({ form, index }: { form: FormInstance<ReportFormValues>; index: number }) {
  const row: ResultInput | undefined = Form.useWatch(['results', index], form);
  const flag = previewFlag(row);
  return flag ? <Tag color={FLAG_COLOURS[flag]}>{text.flags[flag]}</Tag> : null;
}

/** The structured results as an editable table, each cell checked as the server would, with the abnormal preview. */
export function ResultsTable({ form }: { form: FormInstance<ReportFormValues> }) {
  return (
    <Form.List name="results">
      {(fields, { add, remove }) => {
        const cell = (
          field: (typeof fields)[number],
          name: keyof ResultInput,
          label: string,
          rules: Rule[],
        ) => (
          <Form.Item name={[field.name, name]} rules={rules} className="results-cell">
            <Input aria-label={`${label} ${field.name + 1}`} />
          </Form.Item>
        );
        return (
          <>
            <Table
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={fields}
              scroll={{ x: 1150 }}
              locale={{ emptyText: text.csvHint }}
              columns={[
                {
                  title: columns.group,
                  width: 100,
                  render: (_, f) => cell(f, 'groupName', columns.group, [checked('groupName')]),
                },
                {
                  title: columns.code,
                  width: 120,
                  render: (_, f) =>
                    cell(f, 'code', columns.code, [checked('code'), uniqueCode(form, f.name)]),
                },
                {
                  title: columns.name,
                  width: 140,
                  render: (_, f) => cell(f, 'name', columns.name, [checked('name')]),
                },
                {
                  title: columns.value,
                  width: 100,
                  render: (_, f) => cell(f, 'value', columns.value, [checked('value')]),
                },
                {
                  title: columns.unit,
                  width: 90,
                  render: (_, f) => cell(f, 'unit', columns.unit, [checked('unit')]),
                },
                {
                  title: columns.refLow,
                  width: 100,
                  render: (_, f) => cell(f, 'refLow', columns.refLow, [numeric(columns.refLow)]),
                },
                {
                  title: columns.refHigh,
                  width: 100,
                  render: (_, f) => cell(f, 'refHigh', columns.refHigh, [numeric(columns.refHigh)]),
                },
                {
                  title: columns.refText,
                  width: 120,
                  render: (_, f) => cell(f, 'refText', columns.refText, [checked('refText')]),
                },
                {
                  title: columns.flag,
                  width: 90,
                  render: (_, f) => <FlagCell form={form} index={f.name} />,
                },
                {
                  width: 70,
                  render: (_, f) => (
                    <Button
                      size="small"
                      onClick={() => remove(f.name)}
                      aria-label={`${text.remove} ${f.name + 1}`}
                    >
                      {text.remove}
                    </Button>
                  ),
                },
              ]}
            />
            <Button
              type="dashed"
              onClick={() => add({ ...EMPTY_RESULT, groupName: text.defaultGroup })}
              className="report-add"
            >
              {text.addResult}
            </Button>
          </>
        );
      }}
    </Form.List>
  );
}
