import type { TFunction } from 'i18next';
import { LoaderCircleIcon, LockIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { adminSiteEndpoints as E } from '../../../src/contract/endpoints/admin-site.ts';
import type { Permission, RoleAuth } from '../../../src/contract/permissions.ts';
import { type Column, DataTable } from '../../components/data-table/data-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { call } from '../../lib/call.ts';
import { cn } from '../../lib/cn.ts';
import { endpointKey, queryClient } from '../../lib/query/client.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';

type Drafts = Record<number, Permission[]>;
/** A row of the matrix: a permission, or the row of Save buttons. */
type Row = RoleAuth['permissions'][number] | 'save';
interface Matrix {
  data: RoleAuth;
  drafts: Drafts;
  savingRole: number | null;
  busy: boolean;
  zh: boolean;
  toggle: (role: number, p: Permission, on: boolean) => void;
  save: (role: number) => void;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const STICKY = 'sticky left-0 z-10 bg-background';

/** The permission column, then one column per role: its checkboxes, and its Save button in the last row. */
function matrixColumns(t: TFunction, m: Matrix): Column<Row>[] {
  const held = (role: number, saved: Permission[]) => m.drafts[role] ?? saved;
  const first: Column<Row> = {
    id: 'permission',
    header: t('permission.permission'),
    className: cn(STICKY, 'px-3'),
    cellClassName: 'max-w-52 min-w-36',
    cell: (p) =>
      p === 'save' ? (
        <span className="text-muted-foreground">{t('permission.saveRow')}</span>
      ) : (
        <>
          <div>{m.zh ? p.zh : p.en}</div>
          <div className="font-mono text-xs text-muted-foreground">{p.id}</div>
        </>
      ),
  };
  return [
    first,
    ...m.data.roles.map(
      (r): Column<Row> => ({
        id: String(r.role),
        className: 'min-w-20 px-1 text-center',
        header: (
          <div className="py-1 break-keep" data-testid={`role-head-${r.role}`}>
            <div className="flex items-center justify-center gap-1 text-foreground">
              {!r.editable && <LockIcon className="size-3" aria-label={t('permission.fixed')} />}
              {t(`permission.role.${r.role}`)}
            </div>
            <div className="text-xs font-normal tabular-nums">{r.role}</div>
          </div>
        ),
        cellClassName: cn(!sameSet(held(r.role, r.permissions), r.permissions) && 'bg-warning/10'),
        cell: (p) => {
          if (p === 'save') {
            return r.editable ? (
              <Button
                size="sm"
                variant="outline"
                disabled={m.busy || sameSet(held(r.role, r.permissions), r.permissions)}
                onClick={() => m.save(r.role)}
                data-testid={`save-${r.role}`}
              >
                {m.savingRole === r.role && <LoaderCircleIcon className="animate-spin" />} {t('permission.save')}
              </Button>
            ) : (
              <span className="text-xs text-muted-foreground">{t('permission.fixed')}</span>
            );
          }
          return (
            <Checkbox
              checked={held(r.role, r.permissions).includes(p.id)}
              disabled={!r.editable || m.savingRole === r.role}
              onCheckedChange={(v) => m.toggle(r.role, p.id, v === true)}
              aria-label={`${t(`permission.role.${r.role}`)}: ${m.zh ? p.zh : p.en}`}
              data-testid={`perm-${r.role}-${p.id}`}
            />
          );
        },
      }),
    ),
  ];
}

/** /admin/role-auth: the permissions of each role (auth and role auth), saved role by role; the super admin's column is fixed. */
export function RoleAuthPage() {
  const { t, i18n } = useTranslation();
  const read = useEndpoint(E.roleAuth, undefined);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [savingRole, setSavingRole] = useState<number | null>(null);
  const data = read.data;

  const toggle = (role: number, permission: Permission, on: boolean) => {
    if (!data) return;
    const order = data.permissions.map((p) => p.id);
    const saved = data.roles.find((r) => r.role === role)?.permissions ?? [];
    setDrafts((d) => {
      const held = new Set(d[role] ?? saved);
      if (on) held.add(permission);
      else held.delete(permission);
      return { ...d, [role]: order.filter((p) => held.has(p)) };
    });
  };
  const save = async (role: number) => {
    setSavingRole(role);
    // A refusal is the client's toast (its reason); the draft stays for another try.
    const answer = await call(E.setRoleAuth, { role, permissions: drafts[role] ?? [] }).catch(() => null);
    setSavingRole(null);
    if (!answer) return;
    queryClient.setQueryData(endpointKey(E.roleAuth, undefined), answer);
    setDrafts(({ [role]: _, ...rest }) => rest);
    toast.success(t('permission.saved', { role: t(`permission.role.${role}`) }));
  };

  const zh = i18n.language === 'zh-CN';
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6" data-testid="role-auth-page">
      <h1 className="text-2xl font-semibold tracking-tight">{t('permission.title')}</h1>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>{t('permission.matrix')}</CardTitle>
          <CardDescription>{t('permission.hint')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div className="max-w-full overflow-x-auto rounded-md border" data-testid="role-auth-scroll">
            <DataTable
              testId="role-auth-table"
              rowKey={(p) => (p === 'save' ? 'save' : p.id)}
              rows={data ? [...data.permissions, 'save'] : null}
              error={read.error ? failureText(read.error) : undefined}
              columns={
                data
                  ? matrixColumns(t, {
                      data,
                      drafts,
                      savingRole,
                      busy: savingRole !== null,
                      zh,
                      toggle,
                      save: (role) => void save(role),
                    })
                  : []
              }
            />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
