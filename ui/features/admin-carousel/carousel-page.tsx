import { ImagePlusIcon, LoaderCircleIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { uploadEndpoints as E } from '../../../src/contract/endpoints/uploads.ts';
import { type CarouselItem, IMAGE_ACCEPT } from '../../../src/contract/uploads.ts';
import { DeleteAction } from '../../components/delete-action.tsx';
import { FailureLine } from '../../components/failure-line.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { api } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { invalidate, useEndpoint, useTask } from '../../lib/query/index.ts';

/** A picture as a multipart upload (not an entry: its input is a file). */
function uploadPicture(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.upload<CarouselItem>('/api/file/upload-carouse-img', form, { timeoutMs: 120_000 });
}

/** /admin/carousel (super admin): the pictures of the home carousel, in the order they are shown. */
export function CarouselPage() {
  const { t } = useTranslation();
  const read = useEndpoint(E.carousel, undefined);
  const items = read.data ?? null;
  const input = useRef<HTMLInputElement>(null);
  // The home page's carousel reads the same entry, so it shows the change too.
  const load = () => invalidate(E.carousel);
  // The client shows why a picture was refused.
  const uploading = useTask(uploadPicture, { invalidates: [E.carousel] });

  const upload = async (file: File | undefined) => {
    const done = file && (await uploading.run(file));
    if (input.current) input.current.value = '';
    if (done) toast.success(t('announcement.carousel.uploaded'));
  };

  return (
    <div className="grid gap-4" data-testid="admin-carousel-page">
      <FailureLine error={read.error} />
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{t('announcement.carousel.title')}</h1>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          className="hidden"
          data-testid="carousel-file"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        <Button onClick={() => input.current?.click()} disabled={uploading.busy} data-testid="carousel-upload">
          {uploading.busy ? <LoaderCircleIcon className="animate-spin" /> : <ImagePlusIcon />}{' '}
          {t('announcement.carousel.upload')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t('announcement.carousel.hint')}</p>
      {items?.length === 0 && (
        <p className="py-8 text-center text-muted-foreground" data-testid="carousel-empty">
          {t('announcement.carousel.empty')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items?.map((item, i) => (
          <Card key={item.id} className="gap-0 overflow-hidden py-0" data-testid={`carousel-item-${item.id}`}>
            <img
              src={item.url}
              alt={t('announcement.home.slide', { n: i + 1 })}
              className="aspect-video w-full bg-muted object-cover"
            />
            <CardContent className="flex items-center justify-between px-3 py-2">
              <span className="text-sm text-muted-foreground tabular-nums">#{i + 1}</span>
              <DeleteAction
                title={t('announcement.carousel.confirmDelete')}
                label={t('announcement.carousel.delete')}
                testId={`carousel-${item.id}-delete`}
                onConfirm={async () => {
                  await call(E.removeCarouselImage, { id: item.id });
                  toast.success(t('announcement.carousel.deleted'));
                  load();
                }}
              />
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
