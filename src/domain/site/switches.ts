import { SWITCH_KEYS, type SwitchConfig, type UpdateSwitchConfigInput } from '../../contract/admin-config.ts';
import type { SetWebsiteConfigInput, WebsiteConfig } from '../../contract/site.ts';

type SwitchName = keyof typeof SWITCH_KEYS;
const NAMES = Object.keys(SWITCH_KEYS) as SwitchName[];

/** The switches under the established client's names. */
export function toSwitchConfig(config: WebsiteConfig): SwitchConfig {
  return Object.fromEntries(NAMES.map((n) => [n, config[SWITCH_KEYS[n]]])) as SwitchConfig;
}

/** The website-configuration change a switch update makes. */
export function fromSwitchInput(input: UpdateSwitchConfigInput): SetWebsiteConfigInput {
  return Object.fromEntries(NAMES.filter((n) => input[n] !== undefined).map((n) => [SWITCH_KEYS[n], input[n]]));
}
