import Grid from 'antd-mobile/es/components/grid';
import {
  CalendarOutline,
  FileOutline,
  HeartOutline,
  MessageOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Centre } from '@/features/centre/index.ts';
import * as copy from '../copy.ts';
import './centres.css';

export type EntryKey = 'booking' | 'report' | 'health' | 'online' | 'disease';

interface Entry {
  key: EntryKey;
  label: string;
  to: string;
  icon: ReactNode;
}

const labels = copy.home.entries;

export const ENTRIES: readonly Entry[] = [
  { key: 'booking', label: labels.booking, to: '/entrance', icon: <CalendarOutline /> },
  { key: 'report', label: labels.report, to: '/report/list', icon: <FileOutline /> },
  { key: 'health', label: labels.health, to: '/card', icon: <HeartOutline /> },
  { key: 'online', label: labels.online, to: '/onlineCommunication/list', icon: <MessageOutline /> },
  { key: 'disease', label: labels.disease, to: '/specialDisease/list', icon: <UnorderedListOutline /> },
];

// Spec 2 screen 1: a centre shows only the services its configuration switches on; booking always.
export function centreEntryKeys(centre: Pick<Centre, 'receiveOnline' | 'centerConfigMenu'>): EntryKey[] {
  const menu = centre.centerConfigMenu;
  return ENTRIES.filter((entry) => {
    if (entry.key === 'disease') return menu.columnFlag === 1;
    if (entry.key === 'health') return menu.healthFlag === 1;
    if (entry.key === 'online') return menu.onlineFlag === 1;
    if (entry.key === 'report') return centre.receiveOnline === 1;
    return true;
  }).map((entry) => entry.key);
}

export function QuickEntries({ keys }: { keys?: readonly EntryKey[] }) {
  const navigate = useNavigate();
  const entries = keys ? ENTRIES.filter((entry) => keys.includes(entry.key)) : ENTRIES;
  return (
    <nav className="quick-entries" aria-label={copy.home.quickEntries}>
      <Grid columns={Math.max(entries.length, 3)} gap={4}>
        {entries.map((entry) => (
          <Grid.Item key={entry.key}>
            <button type="button" className="quick-entry" onClick={() => navigate(entry.to)}>
              <span className={`quick-entry-icon quick-entry-icon-${entry.key}`} aria-hidden="true">
                {entry.icon}
              </span>
              <span>{entry.label}</span>
            </button>
          </Grid.Item>
        ))}
      </Grid>
    </nav>
  );
}
