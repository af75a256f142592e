import { useAtomValue } from 'jotai';
import { ChevronDownIcon, ListChecksIcon, LogOutIcon, SettingsIcon, ShieldIcon, UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isAdminRoleAtom, userAtom } from '../../lib/session.ts';
import { Button } from '../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { UserAvatar } from '../user-avatar.tsx';

/** The signed-in user's menu: home page, settings, management (admin roles), logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const isAdmin = useAtomValue(isAdminRoleAtom);
  const [, navigate] = useLocation();
  if (!user) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          data-testid="user-menu"
          className="gap-2 text-header-foreground hover:bg-white/10 hover:text-header-foreground"
        >
          <UserAvatar src={user.avatar} name={user.username} className="size-6" />
          <span className="max-w-32 truncate max-sm:hidden">{user.username}</span>
          <ChevronDownIcon className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuLabel className="truncate text-muted-foreground">
          {user.nickname || user.username}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/user-home')}>
          <UserIcon /> {t('userMenu.home')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/status?onlyMine=true')} data-testid="menu-my-submissions">
          <ListChecksIcon /> {t('submission.myMenu')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/setting')}>
          <SettingsIcon /> {t('userMenu.setting')}
        </DropdownMenuItem>
        {isAdmin && (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <ShieldIcon /> {t('userMenu.management')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/logout')}>
          <LogOutIcon /> {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
