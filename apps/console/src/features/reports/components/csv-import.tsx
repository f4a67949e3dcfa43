import { Alert, Button } from 'antd';
import { useRef, useState } from 'react';
import { reportsCopy as text } from '../copy.ts';
import type { ResultRow } from '../lib/result-row.ts';
import { parseResultsCsv } from '../lib/results-csv.ts';

/** 导入 CSV: a file read in the browser, taken whole or not at all, its errors listed by row and column. */
export function CsvImport({ onImport }: { onImport: (rows: ResultRow[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<{ file: string; errors: string[] } | null>(null);

  const read = async (file: File) => {
    let content: string;
    try {
      content = await file.text();
    } catch {
      setFailure({ file: file.name, errors: [text.csv.unreadable] });
      return;
    }
    const result = parseResultsCsv(content, text.defaultGroup);
    if (!result.ok) {
      setFailure({ file: file.name, errors: result.errors });
      return;
    }
    setFailure(null);
    onImport(result.rows);
  };

  return (
    <div className="csv-import">
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        // Opened by the 导入 CSV button. Not `hidden` nor a class: antd's form styles show
        // input[type='file'] as a block with more specificity than either.
        style={{ display: 'none' }}
        aria-label={text.importCsv}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <Button onClick={() => input.current?.click()}>{text.importCsv}</Button>
      {failure ? (
        <Alert
          type="error"
          showIcon
          className="csv-errors"
          title={text.importFailed(failure.file)}
          description={
            <ul>
              {failure.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          }
          closable={{ onClose: () => setFailure(null) }}
        />
      ) : null}
    </div>
  );
}
