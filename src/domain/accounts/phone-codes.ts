import type { Db } from '../../db/client.ts';
import { CODE_LENGTH } from '../../contract/accounts.ts';
import { PHONE_CODE_RESEND_SECONDS, PHONE_CODE_TTL_MINUTES } from '../../contract/phone.ts';
import { codeAge, consumeSubjectCode, issueCode } from './codes.ts';
import { randomDigits, sha256 } from './secrets.ts';
import { Errors } from '../errors.ts';
import { WindowLimit } from '../rate-limit.ts';
import { getWebsiteConfig, smsEnabled } from '../site/website-config.ts';
import { sendSms } from './sms-gateway.ts';

/**
 * Codes sent by SMS. Only their hash is stored; a code lives 5 minutes and allows 5 wrong answers
 * (then it is gone). Sending is limited per number (whatever the purpose) and per client address
 * within an hour, besides the 60 s between two codes of one purpose to one number, so nobody can
 * flood a number or spend the site's SMS credit.
 */
export type PhoneCodeKind = 'register_phone' | 'reset_phone' | 'change_phone';

export const PHONE_CODE_TTL_MS = PHONE_CODE_TTL_MINUTES * 60_000;
const RESEND_MS = PHONE_CODE_RESEND_SECONDS * 1000;
export const CODES_PER_NUMBER = 5;
export const CODES_PER_ADDRESS = 10;
const HOUR_MS = 60 * 60_000;

/** Each site (database) has its own counts. */
const limits = new WeakMap<Db, { byNumber: WindowLimit; byAddress: WindowLimit }>();
function limitsOf(db: Db) {
  let l = limits.get(db);
  if (!l) {
    l = {
      byNumber: new WindowLimit(CODES_PER_NUMBER, HOUR_MS),
      byAddress: new WindowLimit(CODES_PER_ADDRESS, HOUR_MS),
    };
    limits.set(db, l);
  }
  return l;
}

export function assertSmsOn(db: Db): void {
  if (!smsEnabled(getWebsiteConfig(db))) throw Errors.SmsDisabled();
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Sends a fresh code for `kind` to `phone`, asked from `address`; withdrawn again when the gateway
 * fails. `subject` is what the code is kept for (the number itself unless given).
 */
export async function sendPhoneCode(
  db: Db,
  kind: PhoneCodeKind,
  phone: string,
  address: string,
  now = Date.now(),
  subject = phone,
) {
  const config = getWebsiteConfig(db);
  if (!smsEnabled(config)) throw Errors.SmsDisabled();
  const { byNumber, byAddress } = limitsOf(db);
  const addressWait = byAddress.full(address, now);
  if (addressWait !== null) throw Errors.PhoneCodesPerAddress(minutes(addressWait));
  const age = codeAge(db, kind, subject, now);
  if (age !== null && age < RESEND_MS) throw Errors.CodeTooSoon(Math.ceil((RESEND_MS - age) / 1000));
  const numberWait = byNumber.full(phone, now);
  if (numberWait !== null) throw Errors.PhoneCodesPerNumber(minutes(numberWait));
  // Counted before the gateway is called, so requests arriving meanwhile see them.
  byAddress.note(address, now);
  byNumber.note(phone, now);
  const code = randomDigits(CODE_LENGTH);
  issueCode(db, kind, sha256(code), PHONE_CODE_TTL_MS, subject, now);
  try {
    await sendSms(config, phone, code);
  } catch (e) {
    consumeSubjectCode(db, kind, subject, sha256(code), now);
    throw e;
  }
}

/** Uses up the code kept for `subject` when it is right; a wrong or expired one is refused. */
export function consumePhoneCode(db: Db, kind: PhoneCodeKind, subject: string, code: string, now = Date.now()): void {
  if (!consumeSubjectCode(db, kind, subject, sha256(code), now)) throw Errors.PhoneCodeWrong();
}
