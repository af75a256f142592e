import { ImagePlusIcon, LoaderCircleIcon, Trash2Icon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type CarouselItem, IMAGE_ACCEPT } from '../../../src/contract/uploads.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { adminCarouselApi } from './api.ts';

/** /admin/carousel (super admin): the pictures of the home carousel, in the order they are shown. */
export function CarouselPage() {
  const { t } = useTranslation();
  const [items, setItems] = useState<CarouselItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const load = useCallback(() => { adminCarouselApi.list().then(setItems, () => undefined); }, []);
  useEffect(load, [load]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await adminCarouselApi.upload(file);
      toast.success(t('announcement.carousel.uploaded'));
      load();
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid gap-4" data-testid="admin-carousel-page">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{t('announcement.carousel.title')}</h1>
        <input ref={input} type="file" accept={IMAGE_ACCEPT} className="hidden" data-testid="carousel-file" onChange={(e) => void upload(e.target.files?.[0])} />
        <Button onClick={() => input.current?.click()} disabled={busy} data-testid="carousel-upload">
          {busy ? <LoaderCircleIcon className="animate-spin" /> : <ImagePlusIcon />} {t('announcement.carousel.upload')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t('announcement.carousel.hint')}</p>
      {items?.length === 0 && <p className="py-8 text-center text-muted-foreground" data-testid="carousel-empty">{t('announcement.carousel.empty')}</p>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items?.map((item, i) => (
          <Card key={item.id} className="gap-0 overflow-hidden py-0" data-testid={`carousel-item-${item.id}`}>
            <img src={item.url} alt={t('announcement.home.slide', { n: i + 1 })} className="aspect-video w-full bg-muted object-cover" />
            <CardContent className="flex items-center justify-between px-3 py-2">
              <span className="text-sm text-muted-foreground tabular-nums">#{i + 1}</span>
              <ConfirmDialog
                title={t('announcement.carousel.confirmDelete')}
                confirmLabel={t('announcement.carousel.delete')}
                testId={`carousel-${item.id}-delete`}
                onConfirm={async () => { await adminCarouselApi.remove(item.id); toast.success(t('announcement.carousel.deleted')); load(); }}
                trigger={(open) => <Button variant="ghost" size="icon" className="size-8" aria-label={t('announcement.carousel.delete')} onClick={open}><Trash2Icon className="text-destructive" /></Button>}
              />
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
