import { Button, Checkbox, Form, Input, Table } from 'antd';
import { reportsCopy as text } from '../copy.ts';

const columns = text.columns;

/** 检查所见 (imaging and other examinations): item, what was seen, its conclusion, abnormal or not. */
export function FindingsTable() {
  return (
    <Form.List name="findings">
      {(fields, { add, remove }) => (
        <>
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields}
            scroll={{ x: 900 }}
            columns={[
              {
                title: columns.item,
                width: 160,
                render: (_, f) => (
                  <Form.Item
                    name={[f.name, 'item']}
                    className="results-cell"
                    rules={[
                      { required: true, whitespace: true, message: text.required(columns.item) },
                      { max: 40, message: text.tooLong(columns.item, 40) },
                    ]}
                  >
                    <Input aria-label={`${columns.item} ${f.name + 1}`} />
                  </Form.Item>
                ),
              },
              {
                title: columns.finding,
                render: (_, f) => (
                  <Form.Item
                    name={[f.name, 'finding']}
                    className="results-cell"
                    rules={[{ max: 1000, message: text.tooLong(columns.finding, 1000) }]}
                  >
                    <Input.TextArea
                      // Fixed rows: autoSize measures through a style attribute, which the CSP refuses.
                      rows={2}
                      aria-label={`${columns.finding} ${f.name + 1}`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: columns.conclusion,
                width: 240,
                render: (_, f) => (
                  <Form.Item
                    name={[f.name, 'conclusion']}
                    className="results-cell"
                    rules={[
                      { required: true, whitespace: true, message: text.required(columns.conclusion) },
                      { max: 500, message: text.tooLong(columns.conclusion, 500) },
                    ]}
                  >
                    <Input aria-label={`${columns.conclusion} ${f.name + 1}`} />
                  </Form.Item>
                ),
              },
              {
                title: columns.abnormal,
                width: 70,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'abnormal']} valuePropName="checked" className="results-cell">
                    <Checkbox aria-label={`${columns.abnormal} ${f.name + 1}`} />
                  </Form.Item>
                ),
              },
              {
                width: 70,
                render: (_, f) => (
                  <Button size="small" onClick={() => remove(f.name)}>
                    {text.remove}
                  </Button>
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            onClick={() => add({ item: '', finding: '', conclusion: '', abnormal: false })}
            className="report-add"
          >
            {text.addFinding}
          </Button>
        </>
      )}
    </Form.List>
  );
}
