import { Alert, Table, type TableColumnsType } from 'antd';
import type { ImportResult } from '../api/import-roster.ts';
import { companyCopy } from '../copy.ts';

const text = companyCopy.import;

type RosterError = ImportResult['errors'][number] & { key: number };

const columns: TableColumnsType<RosterError> = [
  { title: text.row, dataIndex: 'row', width: 80 },
  {
    title: text.column,
    dataIndex: 'column',
    width: 120,
    render: (column: string) => column || text.wholeRow,
  },
  { title: text.error, dataIndex: 'message' },
];

/** What an import did: how many people came in, or every error found and that nothing was imported. */
export function ImportResultView({ fileName, result }: { fileName: string; result: ImportResult }) {
  if (result.errorCount === 0 && result.errors.length === 0) {
    return (
      <Alert
        className="company-import-result"
        type="success"
        showIcon
        title={text.done(fileName)}
        description={text.doneLine(result.imported, result.added, result.updated)}
      />
    );
  }
  const count = Math.max(result.errorCount, result.errors.length);
  return (
    <div className="company-import-result">
      <Alert
        type="error"
        showIcon
        role="alert"
        title={text.failed(fileName, count)}
        description={
          <>
            <div>{text.nothingImported}</div>
            {result.errors.length < count ? <div>{text.moreErrors(result.errors.length, count)}</div> : null}
          </>
        }
      />
      <Table<RosterError>
        aria-label={text.errorTable}
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={result.errors.map((e, key) => ({ ...e, key }))}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        className="company-section"
      />
    </div>
  );
}
