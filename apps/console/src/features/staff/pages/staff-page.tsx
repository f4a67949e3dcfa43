import type { OperatorRoleName } from '@tijian/contract';
import { Button, Popconfirm, Select, Space, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useMe } from '@/features/auth/index.ts';
import { timeAtCentres } from '@/shared/lib/dayjs.ts';
import { useCentre } from '@/shared/session/centre-context.tsx';
import { showSuccess } from '@/shared/ui/feedback.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { PageTitle } from '@/shared/ui/page-title.tsx';
import { useCreateStaff } from '../api/create-staff.ts';
import { type StaffMember, useStaff } from '../api/list-staff.ts';
import { useResetStaffPassword } from '../api/reset-staff-password.ts';
import { useResetStaffTotp } from '../api/reset-staff-totp.ts';
import { useSetStaffDisabled } from '../api/set-staff-disabled.ts';
import { useSetStaffRole } from '../api/set-staff-role.ts';
import { useSetTotpRequired } from '../api/set-totp-required.ts';
import { CreateStaffDialog, ROLE_OPTIONS } from '../components/create-staff-dialog.tsx';
import { ResetPasswordDialog } from '../components/reset-password-dialog.tsx';
import { staffCopy as text } from '../copy.ts';

const ignore = () => undefined;

/**
 * 员工管理: the centre's staff, their roles and accounts, and the centre's 要求两步验证. Every change
 * sends the version the list showed; a change made meanwhile is refused in the server's words
 * (operator,conflict) and the list is read again, so nothing is written over.
 */
export function StaffPage() {
  const { centreId } = useCentre();
  const me = useMe();
  const query = useStaff(centreId);
  const create = useCreateStaff(centreId);
  const setRole = useSetStaffRole(centreId);
  const setDisabled = useSetStaffDisabled(centreId);
  const resetPassword = useResetStaffPassword(centreId);
  const resetTotp = useResetStaffTotp(centreId);
  const requireTotp = useSetTotpRequired(centreId);
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<StaffMember | null>(null);

  const isSelf = (m: StaffMember) => m.operatorId === me.data?.id;

  const columns: TableColumnsType<StaffMember> = [
    { title: text.username, dataIndex: 'username', width: 150 },
    {
      title: text.name,
      key: 'name',
      width: 140,
      render: (_, m) => (
        <>
          {m.name}
          {isSelf(m) ? <span className="muted">{text.self}</span> : null}
        </>
      ),
    },
    {
      title: text.role,
      key: 'role',
      width: 130,
      render: (_, m) => (
        <Select<OperatorRoleName>
          aria-label={`${m.name} ${text.role}`}
          size="small"
          value={m.role}
          options={ROLE_OPTIONS}
          disabled={isSelf(m)}
          style={{ width: 100 }}
          onChange={(role) =>
            setRole
              .mutateAsync({ operatorId: m.operatorId, role, version: m.version })
              .then(() => showSuccess(text.roleChanged(m.name, text.roles[role])), ignore)
          }
        />
      ),
    },
    {
      title: text.state,
      key: 'state',
      width: 90,
      render: (_, m) =>
        m.disabled ? <Tag color="red">{text.disabled}</Tag> : <Tag color="green">{text.active}</Tag>,
    },
    {
      title: text.totp,
      key: 'totp',
      width: 100,
      render: (_, m) => (m.totpEnrolled ? text.enrolled : <span className="muted">{text.notEnrolled}</span>),
    },
    {
      title: text.lastLogin,
      key: 'lastLogin',
      width: 170,
      render: (_, m) => (m.lastLoginAt ? timeAtCentres(m.lastLoginAt) : text.never),
    },
    {
      title: text.actions,
      key: 'actions',
      render: (_, m) => (
        <Space wrap size="small">
          {isSelf(m) ? null : m.disabled ? (
            <Button
              size="small"
              onClick={() =>
                setDisabled
                  .mutateAsync({ operatorId: m.operatorId, disabled: false, version: m.version })
                  .then(() => showSuccess(text.enabledDone(m.name)), ignore)
              }
            >
              {text.enable}
            </Button>
          ) : (
            <Popconfirm
              title={text.disableConfirm(m.name)}
              onConfirm={() =>
                setDisabled
                  .mutateAsync({ operatorId: m.operatorId, disabled: true, version: m.version })
                  .then(() => showSuccess(text.disabledDone(m.name)), ignore)
              }
            >
              <Button size="small" danger>
                {text.disable}
              </Button>
            </Popconfirm>
          )}
          {isSelf(m) ? null : (
            <Button size="small" onClick={() => setResetting(m)}>
              {text.resetPassword}
            </Button>
          )}
          {m.totpEnrolled ? (
            <Popconfirm
              title={text.resetTotpConfirm(m.name)}
              onConfirm={() =>
                resetTotp
                  .mutateAsync({ operatorId: m.operatorId })
                  .then(() => showSuccess(text.totpReset(m.name)), ignore)
              }
            >
              <Button size="small">{text.resetTotp}</Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  const totp = query.data?.totp;

  return (
    <section aria-label={text.title}>
      <PageTitle>{text.title}</PageTitle>
      {query.error && !query.data ? (
        <LoadFailed error={query.error} onRetry={query.refetch} />
      ) : (
        <>
          <Space wrap size="large" className="toolbar">
            <Button type="primary" onClick={() => setCreating(true)}>
              {text.create}
            </Button>
            <Space>
              <Switch
                aria-label={text.requireTotp}
                checked={totp?.requireTotp ?? false}
                disabled={!totp}
                loading={requireTotp.isPending}
                onChange={(on) =>
                  totp &&
                  requireTotp
                    .mutateAsync({ requireTotp: on, version: totp.version })
                    .then(() => showSuccess(on ? text.requireTotpOn : text.requireTotpOff), ignore)
                }
              />
              <span>{text.requireTotp}</span>
              <span className="muted">{text.requireTotpHint}</span>
            </Space>
          </Space>
          <Table<StaffMember>
            rowKey="operatorId"
            size="middle"
            columns={columns}
            dataSource={query.data?.list}
            loading={query.isPending}
            pagination={false}
            scroll={{ x: 1000 }}
            locale={{ emptyText: text.empty }}
          />
        </>
      )}
      {creating ? (
        <CreateStaffDialog
          busy={create.isPending}
          onCreate={(member) => create.mutateAsync(member).then((m) => showSuccess(text.created(m.name)))}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {resetting ? (
        <ResetPasswordDialog
          member={resetting}
          busy={resetPassword.isPending}
          onReset={(password) =>
            resetPassword
              .mutateAsync({ operatorId: resetting.operatorId, password })
              .then(() => showSuccess(text.passwordReset(resetting.name)))
          }
          onClose={() => setResetting(null)}
        />
      ) : null}
    </section>
  );
}
