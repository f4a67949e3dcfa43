import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import type { Centre } from '@/features/centre/index.ts';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import * as copy from '../copy.ts';
import { useCurrentCentre } from './use-current-centre.ts';
import './centre-pages.css';

export function GuidelinesPage() {
  const navigate = useNavigate();
  const { specific, centre } = useCurrentCentre();

  if (!specific) {
    return (
      <StatusPage title={copy.centre.chooseCentreHint}>
        <Button color="primary" onClick={() => navigate('/main')}>
          {copy.centre.backHome}
        </Button>
      </StatusPage>
    );
  }
  return <QueryView query={centre}>{(data) => <Guidelines centre={data} />}</QueryView>;
}

function Guidelines({ centre }: { centre: Centre }) {
  const guidelines = centre.guidelines ?? [];
  return (
    <div className="centre-page">
      <h2 className="centre-page-title">{centre.name}</h2>
      {guidelines.length === 0 ? (
        <EmptyList text={copy.centre.noGuidelines} />
      ) : (
        <ol className="guideline-list">
          {guidelines.map((item) => (
            <li key={item.title} className="guideline-item">
              <h3 className="guideline-title">{item.title}</h3>
              <p className="guideline-content">{item.content}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
