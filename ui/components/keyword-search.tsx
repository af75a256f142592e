import { SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';

/**
 * A list's keyword box: what is typed is searched (trimmed) on Enter or the button, and follows
 * `value` when the list's filters change it (the address, a reset). The button shows `label`, or
 * the magnifier with `label` as its name when `icon` (on a phone only when `phoneIcon`, leaving the
 * box the room for its placeholder).
 */
export function KeywordSearch({
  value,
  onSearch,
  placeholder,
  label,
  testId,
  buttonTestId,
  icon = false,
  phoneIcon = false,
  small = true,
  className,
  inputClassName,
}: {
  value: string;
  onSearch: (keyword: string) => void;
  placeholder: string;
  label: string;
  testId: string;
  buttonTestId?: string;
  icon?: boolean;
  phoneIcon?: boolean;
  /** The lists' compact height (h-8); the rank pages use the default. */
  small?: boolean;
  className?: string;
  inputClassName?: string;
}) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  return (
    <form
      className={cn('flex gap-2', className)}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <Input
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        className={cn(small ? 'h-8' : 'h-9', inputClassName)}
        data-testid={testId}
      />
      {icon ? (
        <Button
          type="submit"
          size="icon"
          variant="outline"
          className={small ? 'size-8' : undefined}
          aria-label={label}
          data-testid={buttonTestId}
        >
          <SearchIcon />
        </Button>
      ) : (
        <Button
          type="submit"
          size={small ? 'sm' : 'default'}
          variant="outline"
          className={cn(phoneIcon && (small ? 'max-sm:w-8 max-sm:px-0' : 'max-sm:w-9 max-sm:px-0'))}
          data-testid={buttonTestId}
        >
          {phoneIcon && <SearchIcon className="sm:hidden" />}
          <span className={phoneIcon ? 'max-sm:sr-only' : undefined}>{label}</span>
        </Button>
      )}
    </form>
  );
}
