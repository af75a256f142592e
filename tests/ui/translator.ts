import i18next, { type TFunction } from 'i18next';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';

/** The UI's own strings in `lng` (en-US or zh-CN), as the pages translate them. */
export async function translator(lng: string): Promise<TFunction> {
  const i = i18next.createInstance();
  await i.init({
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    lng,
    interpolation: { escapeValue: false },
  });
  return i.t;
}
