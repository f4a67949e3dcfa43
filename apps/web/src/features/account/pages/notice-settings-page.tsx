import { NOTICE_KINDS, NOTICE_NAMES, type NoticeKind } from '@tijian/domain';
import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { showToast } from '@/shared/ui/feedback.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { type NoticeSettings, useNoticeSettings, useSaveNoticeSettings } from '../api/notice-settings.ts';
import * as copy from '../copy.ts';

const text = copy.notices;

/** 消息提醒: which notices the account receives; each switch saves at once. */
export function NoticeSettingsPage() {
  const query = useNoticeSettings();
  const save = useSaveNoticeSettings();
  const turn = (settings: NoticeSettings, kind: NoticeKind, on: boolean) =>
    save.mutate(
      { ...settings, [kind]: on },
      { onSuccess: () => showToast(on ? text.turnedOn : text.turnedOff) },
    );

  return (
    <div className="form-page">
      <QueryView query={query}>
        {(settings) => (
          <List header={text.header}>
            {NOTICE_KINDS.map((kind) => (
              <List.Item
                key={kind}
                description={NOTICE_NAMES[kind].description}
                extra={
                  <Switch
                    checked={save.isPending && save.variables ? save.variables[kind] : settings[kind]}
                    loading={save.isPending && save.variables?.[kind] !== settings[kind]}
                    disabled={save.isPending}
                    onChange={(on) => turn(settings, kind, on)}
                    aria-label={NOTICE_NAMES[kind].title}
                  />
                }
              >
                {NOTICE_NAMES[kind].title}
              </List.Item>
            ))}
          </List>
        )}
      </QueryView>
      <p className="form-page-hint">{text.channels}</p>
    </div>
  );
}
