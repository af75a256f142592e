import { LoaderCircleIcon, LockIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Permission, RoleAuth } from '../../../src/contract/permissions.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { cn } from '../../lib/cn.ts';
import { roleAuthApi } from './api.ts';

type Drafts = Record<number, Permission[]>;

const draftsOf = (data: RoleAuth): Drafts => Object.fromEntries(data.roles.map((r) => [r.role, r.permissions]));
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** /admin/role-auth: the permissions of each role (auth and role auth), saved role by role; the super admin's column is fixed. */
export function RoleAuthPage() {
  const { t, i18n } = useTranslation();
  const [data, setData] = useState<RoleAuth | null>(null);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [saving, setSaving] = useState<number | null>(null);
  useEffect(() => {
    roleAuthApi.get().then((d) => { setData(d); setDrafts(draftsOf(d)); }, () => undefined);
  }, []);

  const toggle = (role: number, permission: Permission, on: boolean) => {
    const order = data!.permissions.map((p) => p.id);
    setDrafts((d) => {
      const held = new Set(d[role]);
      if (on) held.add(permission);
      else held.delete(permission);
      return { ...d, [role]: order.filter((p) => held.has(p)) };
    });
  };

  const save = async (role: number) => {
    setSaving(role);
    try {
      const next = await roleAuthApi.save(role, drafts[role] ?? []);
      setData(next);
      setDrafts((d) => ({ ...d, [role]: next.roles.find((r) => r.role === role)!.permissions }));
      toast.success(t('permission.saved', { role: t(`permission.role.${role}`) }));
    } catch {
      // The server's reason has been shown; the draft stays for another try.
    } finally {
      setSaving(null);
    }
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
        <CardContent>
          {!data ? (
            <LoaderCircleIcon className="mx-auto size-6 animate-spin text-muted-foreground" />
          ) : (
            <div className="max-w-full overflow-x-auto rounded-md border" data-testid="role-auth-scroll">
              <table className="w-full border-collapse text-sm" data-testid="role-auth-table">
                <thead>
                  <tr className="border-b bg-muted/50">
                    <th className="sticky left-0 z-10 bg-muted px-3 py-2 text-left font-medium">{t('permission.permission')}</th>
                    {data.roles.map((r) => (
                      <th key={r.role} className="min-w-20 px-1 py-2 text-center align-bottom font-medium break-keep" data-testid={`role-head-${r.role}`}>
                        <div className="flex items-center justify-center gap-1">{!r.editable && <LockIcon className="size-3" aria-label={t('permission.fixed')} />}{t(`permission.role.${r.role}`)}</div>
                        <div className="text-xs font-normal text-muted-foreground tabular-nums">{r.role}</div>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.permissions.map((p) => (
                    <tr key={p.id} className="border-b hover:bg-muted/30">
                      <td className="sticky left-0 z-10 max-w-52 min-w-36 bg-background px-3 py-2">
                        <div>{zh ? p.zh : p.en}</div>
                        <div className="font-mono text-xs text-muted-foreground">{p.id}</div>
                      </td>
                      {data.roles.map((r) => (
                        <td key={r.role} className={cn('px-1 py-2 text-center', !sameSet(drafts[r.role] ?? [], r.permissions) && 'bg-warning/10')}>
                          <Checkbox
                            checked={(drafts[r.role] ?? []).includes(p.id)}
                            disabled={!r.editable || saving === r.role}
                            onCheckedChange={(v) => toggle(r.role, p.id, v === true)}
                            aria-label={`${t(`permission.role.${r.role}`)}: ${zh ? p.zh : p.en}`}
                            data-testid={`perm-${r.role}-${p.id}`}
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                  <tr>
                    <td className="sticky left-0 z-10 bg-background px-3 py-2 text-muted-foreground">{t('permission.saveRow')}</td>
                    {data.roles.map((r) => (
                      <td key={r.role} className="px-1 py-2 text-center">
                        {r.editable ? (
                          <Button size="sm" variant="outline" disabled={saving !== null || sameSet(drafts[r.role] ?? [], r.permissions)} onClick={() => save(r.role)} data-testid={`save-${r.role}`}>
                            {saving === r.role && <LoaderCircleIcon className="animate-spin" />} {t('permission.save')}
                          </Button>
                        ) : (
                          <span className="text-xs text-muted-foreground">{t('permission.fixed')}</span>
                        )}
                      </td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
