import { Button, Form, type FormInstance, Input, Select, Table, type TableColumnsType } from 'antd';
import type { ProductSummary } from '../api/centre-packages.ts';
import { companyCopy } from '../copy.ts';
import { yuan, yuanText } from '../lib/format.ts';
import { type GradeValues, type SettingsValues, YUAN } from '../lib/settings-form.ts';

const text = companyCopy.settings;
const messages = companyCopy.messages;

interface GradesTableProps {
  form: FormInstance<SettingsValues>;
  packages: readonly ProductSummary[];
  packagesLoading: boolean;
}

interface Row {
  key: number;
  name: number;
  index: number;
}

/**
 * 职级与套餐: one row per grade of the roster, its package (the centre's general packages), what the
 * company pays per person, and the topic packages it pays for too.
 */
export function GradesTable({ form, packages, packagesLoading }: GradesTableProps) {
  const general = packages
    .filter((p) => p.planTypeCode === 'general')
    .map((p) => ({ value: p.id, label: `${p.packageName}（${yuan(p.discountPriceTotal)}）` }));
  const topics = packages
    .filter((p) => p.planTypeCode === 'topic')
    .map((p) => ({ value: p.id, label: `${p.packageName}（${yuan(p.discountPriceTotal)}）` }));

  // Choosing a package fills an empty price with what the centre asks for it.
  const packageChosen = (name: number, packageId: string) => {
    const chosen = packages.find((p) => p.id === packageId);
    const price = form.getFieldValue(['grades', name, 'customPrice']) as string | undefined;
    if (chosen && !price?.trim())
      form.setFieldValue(['grades', name, 'customPrice'], yuanText(chosen.discountPriceTotal));
  };

  return (
    <Form.List
      name="grades"
      rules={[
        {
          validator: async (_, grades?: GradeValues[]) => {
            if (!grades || grades.length === 0) throw new Error(messages.gradeRequired);
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => {
        const columns: TableColumnsType<Row> = [
          {
            title: text.grade,
            key: 'grade',
            width: 160,
            render: (_, { name, index }) => (
              <Form.Item
                name={[name, 'grade']}
                rules={[
                  { required: true, whitespace: true, message: text.gradeMissing },
                  { max: 20, message: text.gradeTooLong },
                  {
                    validator: async (_, value?: string) => {
                      const grade = value?.trim();
                      if (!grade) return;
                      const all = (form.getFieldValue('grades') as GradeValues[]) ?? [];
                      if (all.some((g, i) => i !== name && g?.grade?.trim() === grade))
                        throw new Error(messages.gradeDuplicate);
                    },
                  },
                ]}
              >
                <Input aria-label={`${text.grade} ${index + 1}`} maxLength={20} />
              </Form.Item>
            ),
          },
          {
            title: text.package,
            key: 'package',
            width: 280,
            render: (_, { name, index }) => (
              <Form.Item
                name={[name, 'packageId']}
                rules={[{ required: true, message: text.packageRequired }]}
              >
                <Select
                  aria-label={`${text.package} ${index + 1}`}
                  placeholder={text.packagePlaceholder}
                  options={general}
                  loading={packagesLoading}
                  showSearch={{ optionFilterProp: 'label' }}
                  onChange={(id: string) => packageChosen(name, id)}
                />
              </Form.Item>
            ),
          },
          {
            title: text.customPrice,
            key: 'customPrice',
            width: 150,
            render: (_, { name, index }) => (
              <Form.Item
                name={[name, 'customPrice']}
                rules={[
                  { required: true, whitespace: true, message: text.customPriceRequired },
                  {
                    validator: async (_, value?: string) => {
                      const v = value?.trim() ?? '';
                      if (v !== '' && !YUAN.test(v)) throw new Error(text.priceInvalid);
                    },
                  },
                ]}
              >
                <Input aria-label={`${text.customPrice} ${index + 1}`} inputMode="decimal" prefix="¥" />
              </Form.Item>
            ),
          },
          {
            title: text.topics,
            key: 'topics',
            render: (_, { name, index }) => (
              <Form.Item name={[name, 'topicPackageIds']}>
                <Select
                  aria-label={`${text.topics} ${index + 1}`}
                  mode="multiple"
                  placeholder={text.topicsPlaceholder}
                  options={topics}
                  loading={packagesLoading}
                  maxCount={20}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
            ),
          },
          {
            title: '',
            key: 'remove',
            width: 80,
            render: (_, { name, index }) => (
              <Button
                type="link"
                danger
                aria-label={text.removeGradeLabel(index + 1)}
                onClick={() => remove(name)}
              >
                {text.removeGrade}
              </Button>
            ),
          },
        ];
        return (
          <>
            <Table<Row>
              rowKey="key"
              size="small"
              columns={columns}
              dataSource={fields.map((f, index) => ({ key: f.key, name: f.name, index }))}
              pagination={false}
              className="company-grades-table"
              scroll={{ x: 900 }}
              locale={{ emptyText: messages.gradeRequired }}
            />
            <Form.ErrorList errors={errors} />
            <Button
              className="company-add-grade"
              onClick={() => add({ grade: '', customPrice: '', topicPackageIds: [] } satisfies GradeValues)}
              disabled={fields.length >= 50}
            >
              {text.addGrade}
            </Button>
          </>
        );
      }}
    </Form.List>
  );
}
