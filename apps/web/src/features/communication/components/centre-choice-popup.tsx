import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import { useNavigate } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { useOnlineCentres } from '../api/list-online-centres.ts';
import * as copy from '../copy.ts';

/** 咨询沟通 from the list: which centre to talk to, among those that take questions online. */
export function CentreChoicePopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="talk-centre-popup">
      <h3 className="talk-popup-title">{copy.list.centreChoice}</h3>
      {visible ? <CentreChoices /> : null}
    </Popup>
  );
}

function CentreChoices() {
  const centres = useOnlineCentres();
  const navigate = useNavigate();
  return (
    <QueryView query={centres}>
      {(data) =>
        data.list.length === 0 ? (
          <p className="talk-hint">{copy.list.noCentres}</p>
        ) : (
          <List>
            {data.list.map((c) => (
              <List.Item
                key={c.sysCenterId}
                description={c.cityName}
                onClick={() =>
                  navigate(`/onlineCommunication/advise/linkUp/${encodeURIComponent(c.sysCenterId)}`)
                }
              >
                {c.name}
              </List.Item>
            ))}
          </List>
        )
      }
    </QueryView>
  );
}
