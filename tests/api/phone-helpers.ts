import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import type { Deps } from '../../src/http/env.ts';
import type { makeTestApp } from '../helpers/app.ts';
import { callFrom } from './account-helpers.ts';

type App = ReturnType<typeof makeTestApp>['app'];

export interface SentSms {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A local SMS gateway that records every request it gets and answers `status` (200 unless
 * changed). The SMS section of the site is pointed at it and switched on.
 */
export function startGateway(deps: Deps, settings: Parameters<typeof setWebsiteConfig>[1] = {}) {
  const sent: SentSms[] = [];
  const state = { status: 200 };
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      sent.push({
        method: req.method,
        url: req.url,
        headers: Object.fromEntries(req.headers.entries()),
        body: await req.text(),
      });
      return new Response(state.status === 200 ? '{"ok":true}' : 'refused', { status: state.status });
    },
  });
  const url = `http://127.0.0.1:${server.port}/send?to={phone}`;
  setWebsiteConfig(deps.db, {
    smsEnabled: true,
    smsUrl: url,
    smsSecret: 'gateway-secret-xyz',
    smsSender: 'Verdict',
    ...settings,
  });
  return {
    sent,
    state,
    /** The code in the last message to `phone`. */
    codeFor(phone: string): string {
      const last = sent.findLast((m) => m.body.includes(phone) || m.url.includes(phone));
      if (!last) throw new Error(`no SMS was sent to ${phone}`);
      return /code is (\d{6})/.exec(last.body)![1]!;
    },
    [Symbol.dispose]() {
      server.stop(true);
    },
  };
}

/** Asks for a code as a client at `ip` would. */
export function askCode(app: App, kind: 'register' | 'reset', phone: string, ip = '10.0.0.1') {
  return callFrom(app, ip, `/api/get-${kind}-code-by-phone?phone=${phone}`);
}
