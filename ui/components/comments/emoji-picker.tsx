import { SmileIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';
import { EMOJI } from './emoji-data.ts';

/** A button opening the grid of emoji; a pick is handed to `onPick` (the box inserts it at the caret). */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant="ghost" size="sm" aria-label={t('comments.emoji')} data-testid="emoji-button">
          <SmileIcon />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80 p-2" align="start">
        <div className="grid max-h-56 grid-cols-10 gap-0.5 overflow-y-auto" data-testid="emoji-grid">
          {EMOJI.map((e) => (
            <button
              key={e}
              type="button"
              className="rounded p-0.5 text-lg hover:bg-muted"
              onClick={() => {
                onPick(e);
                setOpen(false);
              }}
            >
              {e}
            </button>
          ))}
        </div>
      </PopoverContent>
    </Popover>
  );
}
