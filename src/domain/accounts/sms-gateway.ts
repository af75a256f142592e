import type { WebsiteConfig } from '../../contract/site.ts';
import { Errors } from '../errors.ts';

/**
 * The SMS gateway: one HTTP call per code, built from the SMS section of the site's settings. The
 * URL, the header lines (`Name: value`) and the body are templates; {phone}, {code}, {sender} and
 * {secret} are filled in, escaped for where they land (the URL, a JSON or form body). Nothing of
 * the call is logged or repeated in an error: it carries the secret and the code.
 */
export interface GatewayRequest {
  url: string;
  method: WebsiteConfig['smsMethod'];
  headers: Headers;
  body: string | undefined;
}

type Escape = (value: string) => string;
const asIs: Escape = (v) => v;
const inJson: Escape = (v) => JSON.stringify(v).slice(1, -1);

function fill(template: string, values: Record<string, string>, escapeValue: Escape): string {
  return template.replace(/\{(phone|code|sender|secret)\}/g, (_, name: string) => escapeValue(values[name] ?? ''));
}

export function gatewayRequest(config: WebsiteConfig, phone: string, code: string): GatewayRequest {
  const values = { phone, code, sender: config.smsSender, secret: config.smsSecret };
  const headers = new Headers();
  for (const line of config.smsHeaders.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    if (colon > 0 && /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      headers.set(name, fill(line.slice(colon + 1).trim(), values, asIs));
  }
  const type = headers.get('Content-Type') ?? '';
  const escapeValue = /json/i.test(type) ? inJson : /x-www-form-urlencoded/i.test(type) ? encodeURIComponent : asIs;
  return {
    url: fill(config.smsUrl, values, encodeURIComponent),
    method: config.smsMethod,
    headers,
    body: config.smsMethod === 'GET' ? undefined : fill(config.smsBody, values, escapeValue),
  };
}

/** How long the gateway may take to answer. */
const GATEWAY_TIMEOUT_MS = 15_000;

/** Sends the code; a gateway that does not answer, or answers other than 2xx, is an error saying which. */
export async function sendSms(config: WebsiteConfig, phone: string, code: string): Promise<void> {
  const { url, method, headers, body } = gatewayRequest(config, phone, code);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
  } catch {
    throw Errors.SmsGatewayUnreachable();
  }
  await res.body?.cancel();
  if (!res.ok) throw Errors.SmsSendFailed(`HTTP ${res.status}`);
}
