import type { ThreadKind } from '@tijian/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '@/shared/ui/feedback.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { useOnlineCentres } from '../api/list-online-centres.ts';
import { useStartThread } from '../api/start-thread.ts';
import * as copy from '../copy.ts';
import { CentreRadios, useDefaultCentre } from './centre-radios.tsx';
import { Composer, type Outgoing } from './composer.tsx';
import { conversationPath } from './conversation-path.ts';

/** A new health question or suggestion: the centre it goes to, the words and a picture; then its conversation. */
export function AskForm({ kind }: { kind: Extract<ThreadKind, 'health' | 'suggestion'> }) {
  const centres = useOnlineCentres();
  return (
    <QueryView query={centres}>
      {(data) =>
        data.list.length === 0 ? (
          <p className="talk-hint">{copy.list.noCentres}</p>
        ) : (
          <AskFields kind={kind} centres={data.list} />
        )
      }
    </QueryView>
  );
}

function AskFields({
  kind,
  centres,
}: {
  kind: 'health' | 'suggestion';
  centres: Parameters<typeof CentreRadios>[0]['centres'];
}) {
  const navigate = useNavigate();
  const start = useStartThread();
  const [centre, setCentre] = useState<string | null>(useDefaultCentre(centres));

  const send = async (message: Outgoing) => {
    if (centre === null) {
      showToast(copy.ask.chooseCentre);
      throw new Error(copy.ask.chooseCentre);
    }
    const thread = await start.mutateAsync({ kind, sysCenterId: centre, ...message });
    navigate(conversationPath(thread));
  };

  return (
    <div className="talk-ask">
      <fieldset className="talk-ask-centres">
        <legend>{copy.ask.centre}</legend>
        <CentreRadios centres={centres} value={centre} onChange={setCentre} />
      </fieldset>
      <Composer onSend={send} submitLabel={copy.ask.submit} label={copy.ask.question} />
    </div>
  );
}
