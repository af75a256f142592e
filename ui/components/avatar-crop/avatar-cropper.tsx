import { RotateCcwIcon, RotateCwIcon, ZoomInIcon, ZoomOutIcon } from 'lucide-react';
import { type PointerEvent, useEffect, useMemo, useRef, useState, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { AVATAR_QUALITY, AVATAR_SIZE } from './avatar-file.ts';
import {
  type CropFrame,
  type CropView,
  clampView,
  initialView,
  minScale,
  sourceRect,
  turned,
  turnedSize,
  turnTransform,
  zoomView,
} from './crop-math.ts';

const FRAME: CropFrame = { viewport: 280, box: 200 };

/** The image turned by quarter turns, drawn on a canvas of the turned size. */
function turnedImage(image: HTMLImageElement, turns: number): HTMLCanvasElement {
  const size = turnedSize(image.naturalWidth, image.naturalHeight, turns);
  const out = document.createElement('canvas');
  out.width = size.w;
  out.height = size.h;
  const ctx = out.getContext('2d');
  const { dx, dy, angle } = turnTransform(image.naturalWidth, image.naturalHeight, turns);
  ctx?.translate(dx, dy);
  ctx?.rotate(angle);
  ctx?.drawImage(image, 0, 0);
  return out;
}

/**
 * Drag to move, wheel or slider to zoom, turn left or right; the square in the middle becomes
 * the 200×200 PNG avatar (users' and groups' avatars alike).
 */
export function AvatarCropper({
  image,
  onCancel,
  onCrop,
  busy,
}: {
  image: HTMLImageElement;
  onCancel: () => void;
  onCrop: (png: Blob) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [turns, setTurns] = useState(0);
  const source = useMemo(() => turnedImage(image, turns), [image, turns]);
  const w = source.width;
  const h = source.height;
  const [view, setView] = useState<CropView>(() => initialView(w, h, FRAME));
  const turn = (by: 1 | -1) => {
    const next = turned(turns, by);
    const size = turnedSize(image.naturalWidth, image.naturalHeight, next);
    setTurns(next);
    setView(initialView(size.w, size.h, FRAME));
  };
  const drag = useRef<{ px: number; py: number; x: number; y: number } | null>(null);
  const low = minScale(w, h, FRAME);
  const high = low * 5;

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    const { viewport, box } = FRAME;
    const o = (viewport - box) / 2;
    ctx.clearRect(0, 0, viewport, viewport);
    ctx.drawImage(source, view.x, view.y, w * view.scale, h * view.scale);
    ctx.fillStyle = 'rgba(0,0,0,0.5)';
    ctx.beginPath();
    ctx.rect(0, 0, viewport, viewport);
    ctx.rect(o, o, box, box);
    ctx.fill('evenodd');
    ctx.strokeStyle = 'rgba(255,255,255,0.9)';
    ctx.lineWidth = 1;
    ctx.strokeRect(o + 0.5, o + 0.5, box - 1, box - 1);
  }, [source, view, w, h]);

  const onDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { px: e.clientX, py: e.clientY, x: view.x, y: view.y };
  };
  const onMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    if (!d) return;
    setView((v) => clampView({ ...v, x: d.x + e.clientX - d.px, y: d.y + e.clientY - d.py }, w, h, FRAME));
  };
  const zoom = (scale: number) => setView((v) => zoomView(v, Math.min(high, Math.max(low, scale)), w, h, FRAME));
  const onWheel = (e: WheelEvent<HTMLCanvasElement>) => zoom(view.scale * (e.deltaY < 0 ? 1.08 : 1 / 1.08));

  const crop = () => {
    const out = document.createElement('canvas');
    out.width = AVATAR_SIZE;
    out.height = AVATAR_SIZE;
    const ctx = out.getContext('2d');
    if (!ctx) return;
    const { sx, sy, size } = sourceRect(view, FRAME);
    ctx.drawImage(source, sx, sy, size, size, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
    out.toBlob((blob) => blob && onCrop(blob), 'image/png', AVATAR_QUALITY);
  };

  return (
    <div className="grid justify-items-center gap-4" data-testid="avatar-cropper">
      <canvas
        ref={canvas}
        width={FRAME.viewport}
        height={FRAME.viewport}
        data-testid="avatar-crop-canvas"
        className="cursor-move touch-none rounded-md bg-[repeating-conic-gradient(#e5e5e5_0_25%,#fff_0_50%)] bg-[length:16px_16px]"
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={() => (drag.current = null)}
        onWheel={onWheel}
      />
      <div className="flex w-full max-w-[280px] items-center gap-2">
        <ZoomOutIcon className="size-4 text-muted-foreground" />
        <input
          type="range"
          aria-label={t('settings.zoom')}
          min={low}
          max={high}
          step={(high - low) / 100}
          value={view.scale}
          onChange={(e) => zoom(Number(e.target.value))}
          className="flex-1 accent-primary"
        />
        <ZoomInIcon className="size-4 text-muted-foreground" />
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t('settings.rotateLeft')}
          title={t('settings.rotateLeft')}
          onClick={() => turn(-1)}
          disabled={busy}
          data-testid="avatar-rotate-left"
        >
          <RotateCcwIcon />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('settings.rotateRight')}
          title={t('settings.rotateRight')}
          onClick={() => turn(1)}
          disabled={busy}
          data-testid="avatar-rotate-right"
        >
          <RotateCwIcon />
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy} data-testid="avatar-crop-cancel">
          {t('common.cancel')}
        </Button>
        <Button onClick={crop} disabled={busy} data-testid="avatar-crop-save">
          {t('settings.useAvatar')}
        </Button>
      </div>
    </div>
  );
}
