import { maskPhone, shortSelfName } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Grid from 'antd-mobile/es/components/grid';
import List from 'antd-mobile/es/components/list';
import { RightOutline, UserCircleOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { ElderModeSwitch } from '@/shared/ui/elder-mode-switch.tsx';
import { confirmDialog } from '@/shared/ui/feedback.ts';
import { type TabStats, useTabStats } from '../api/get-tab-stats.ts';
import { useUser } from '../api/get-user.ts';
import * as copy from '../copy.ts';
import { signOut } from '../sign-out.ts';
import './personage-page.css';

const tiles = copy.personage.tiles;

interface Tile {
  label: string;
  to: string;
  count?: keyof TabStats;
}

const TILES: readonly Tile[] = [
  { label: tiles.consultRecord, to: '/questionRecord/list' },
  { label: tiles.healthCard, to: '/cardList', count: 'healthtCard' },
  { label: tiles.teamOrder, to: '/team/firmOrde' },
  { label: tiles.medicalCard, to: '/medicalCard/list', count: 'cardCount' },
  { label: tiles.coupon, to: '/electronicCoupon/list', count: 'couponCount' },
  { label: tiles.assessment, to: '/card' },
  { label: tiles.purchase, to: '/purchase/record/list' },
  { label: tiles.family, to: '/family/list' },
  { label: tiles.about, to: '/about' },
];

export function PersonagePage() {
  const navigate = useNavigate();
  const sid = useSessionStore((s) => s.sid);
  const user = useUser();
  const stats = useTabStats(sid);
  const phone = user.data?.mobilePhone;
  const callName = user.data?.callName;

  const onLogout = async () => {
    const confirmed = await confirmDialog(copy.personage.logoutConfirm);
    if (confirmed) await signOut();
  };

  return (
    <div className="personage-page">
      <button type="button" className="personage-header" onClick={() => navigate('/personage/detail')}>
        <UserCircleOutline className="personage-avatar" aria-hidden="true" />
        <span className="personage-identity">
          {/* Spec 9: the self-name is shortened from 6 characters on; the whole one stays its title. */}
          <span className="personage-name" title={callName || undefined}>
            {callName ? shortSelfName(callName) : copy.personage.noCallName}
          </span>
          <span className="personage-phone">{phone ? maskPhone(phone) : ''}</span>
        </span>
        <RightOutline aria-hidden="true" />
      </button>
      <Grid columns={3} gap={1} className="personage-tiles">
        {TILES.map((tile) => {
          const count = tile.count ? stats.data?.[tile.count] : undefined;
          return (
            <Grid.Item key={tile.label}>
              <button type="button" className="personage-tile" onClick={() => navigate(tile.to)}>
                <span className="personage-tile-count">{tile.count ? (count ?? '-') : ''}</span>
                <span>{tile.label}</span>
              </button>
            </Grid.Item>
          );
        })}
      </Grid>
      <ElderModeSwitch />
      <List className="personage-links">
        <List.Item arrowIcon onClick={() => navigate('/waitlist')}>
          {copy.personage.waitlist}
        </List.Item>
        <List.Item arrowIcon onClick={() => navigate('/personage/notices')}>
          {copy.notices.entry}
        </List.Item>
        <List.Item arrowIcon onClick={() => navigate('/family/consent')}>
          {copy.personage.parentConsent}
        </List.Item>
      </List>
      <div className="personage-actions">
        <Button block color="danger" fill="outline" onClick={onLogout}>
          {copy.personage.logout}
        </Button>
      </div>
    </div>
  );
}
