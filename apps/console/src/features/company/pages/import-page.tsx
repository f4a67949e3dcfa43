import { isApiError } from '@tijian/client';
import { Alert, Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { copy } from '@/shared/lib/copy.ts';
import { useCompany } from '@/shared/session/company-context.tsx';
import { PageTitle } from '@/shared/ui/page-title.tsx';
import { type ImportResult, useImportRoster } from '../api/import-roster.ts';
import { ImportResultView } from '../components/import-result.tsx';
import { companyCopy } from '../copy.ts';
import { readBase64, rosterFileError, rosterTemplate } from '../lib/roster-file.ts';
import { saveFile } from '../lib/save-file.ts';
import '../company.css';

const text = companyCopy.import;

type Outcome =
  | { kind: 'result'; fileName: string; result: ImportResult }
  | { kind: 'refused'; fileName: string; message: string };

/**
 * 名单导入: a .csv or .xlsx roster, checked here for its type and size, read in the browser and sent
 * whole. The server checks every row and column: with any error nothing is imported and every error is
 * listed by row and column; without, people are added or updated by their ID number.
 */
export function ImportPage() {
  const company = useCompany();
  const importRoster = useImportRoster(company.id);
  const [reading, setReading] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async (file: File) => {
    setOutcome(null);
    const wrong = rosterFileError(file);
    if (wrong) {
      setOutcome({ kind: 'refused', fileName: file.name, message: wrong });
      return;
    }
    setReading(file.name);
    let content: string;
    try {
      content = await readBase64(file);
    } catch {
      setOutcome({ kind: 'refused', fileName: file.name, message: text.unreadable });
      return;
    } finally {
      setReading(null);
    }
    importRoster.mutate(
      { fileName: file.name, content },
      {
        onSuccess: (result) => setOutcome({ kind: 'result', fileName: file.name, result }),
        onError: (error) =>
          setOutcome({
            kind: 'refused',
            fileName: file.name,
            message: isApiError(error) ? error.message : copy.common.loadFailed,
          }),
      },
    );
  };

  const busy = reading !== null || importRoster.isPending;

  return (
    <section aria-label={text.title}>
      <PageTitle>{text.title}</PageTitle>
      <p className="muted">{text.hint}</p>
      <Space className="toolbar">
        <Button onClick={() => saveFile(rosterTemplate(), text.templateName)}>{text.template}</Button>
      </Space>
      <Upload.Dragger
        accept=".csv,.xlsx"
        multiple={false}
        showUploadList={false}
        disabled={busy}
        // The file is read here and sent through the API client, not posted by the Upload itself.
        beforeUpload={(file) => {
          void send(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p>{text.drop}</p>
        <p className="muted">{text.dropHint}</p>
      </Upload.Dragger>
      {busy ? (
        <div className="loading-text" role="status">
          {reading ? text.reading : text.sending(importRoster.variables?.fileName ?? '')}
        </div>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <Alert
          className="company-import-result"
          type="error"
          showIcon
          role="alert"
          title={outcome.message}
          description={outcome.fileName}
        />
      ) : null}
      {outcome?.kind === 'result' ? (
        <ImportResultView fileName={outcome.fileName} result={outcome.result} />
      ) : null}
    </section>
  );
}
