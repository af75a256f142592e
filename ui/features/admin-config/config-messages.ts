import type { TFunction } from 'i18next';
import { z } from 'zod';
import { type AddressKind, type WebsiteConfig, websiteConfigSchema } from '../../../src/contract/site.ts';
import { SETTING_UNITS } from '../../../src/contract/site-messages.ts';
import { formErrorMap } from '../../lib/form-errors.ts';

/** A label without the unit it ends with in brackets: "Highest time limit (ms)" → "Highest time limit". */
const withoutUnit = (label: string) => label.replace(/\s*[(（][^()（）]*[)）]\s*$/, '');

interface Issue {
  code?: string;
  path?: PropertyKey[];
  input?: unknown;
  params?: { address?: AddressKind };
}

/**
 * The settings form's messages: a number field that is empty, not whole or out of bounds is named as
 * the page labels it, with both bounds and its unit; an address field that holds no address, with
 * what it must look like; other fields get the messages every form gives.
 */
export function configErrorMap(t: TFunction, labels: Record<string, string>) {
  const base = formErrorMap(t, labels);
  return (issue: Issue): string | undefined => {
    const key = String(issue.path?.[0] ?? '') as keyof WebsiteConfig;
    const schema = Object.hasOwn(websiteConfigSchema.shape, key) ? websiteConfigSchema.shape[key] : undefined;
    const address = issue.params?.address;
    if (issue.code === 'custom' && address) return t(`adminConfig.address.${address}`, { field: labels[key] ?? key });
    if (!(schema instanceof z.ZodNumber)) return base(issue);
    const unit = SETTING_UNITS[key];
    const label = labels[key] ?? key;
    const range = { min: schema.minValue, max: schema.maxValue };
    if (!unit) return t('adminConfig.countRange', { field: label, ...range });
    return t('adminConfig.numberRange', {
      field: withoutUnit(label),
      ...range,
      unit: t(`adminConfig.fieldUnit.${unit}`),
    });
  };
}
