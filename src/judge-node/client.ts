/**
 * A judge node's calls to its server: the entries of src/contract/endpoints/judge-node.ts with the
 * node's token, each answer checked by its schema. A refusal (an unknown or revoked token, another
 * version) throws with the server's message; so does a server that cannot be reached.
 */
import type { z } from 'zod';
import type { BodyEndpoint } from '../contract/endpoints/define.ts';
import { timed } from '../judging/node-trace.ts';

export class NodeClient {
  constructor(
    readonly server: string,
    private readonly token: string,
  ) {}

  private headers(): Record<string, string> {
    return { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json', 'Accept-Language': 'en-US' };
  }

  async call<E extends BodyEndpoint>(
    entry: E,
    body: z.input<E['body']>,
    signal?: AbortSignal,
  ): Promise<z.output<E['answer']>> {
    return timed('node', 'call', { path: entry.path }, () => this.send(entry, body, signal));
  }

  private async send<E extends BodyEndpoint>(
    entry: E,
    body: z.input<E['body']>,
    signal?: AbortSignal,
  ): Promise<z.output<E['answer']>> {
    const res = await fetch(new URL(entry.path, this.server), {
      method: entry.method,
      headers: this.headers(),
      body: JSON.stringify(body),
      signal,
    });
    const envelope = (await res.json().catch(() => null)) as { status?: number; msg?: string; data?: unknown } | null;
    if (!res.ok || envelope?.status !== 200)
      throw new Error(`${entry.path}: ${res.status} ${envelope?.msg ?? res.statusText}`);
    return entry.answer.parse(envelope.data) as z.output<E['answer']>;
  }

  /** The bytes of a file of a held task. */
  file(sha256: string): Promise<Uint8Array> {
    return timed('node', 'call', { path: '/api/judge-node/file' }, () => this.bytes(sha256));
  }

  private async bytes(sha256: string): Promise<Uint8Array> {
    const res = await fetch(new URL(`/api/judge-node/file/${sha256}`, this.server), { headers: this.headers() });
    // A refusal is an envelope (a missing file answers HTTP 200 with its status inside), never the bytes.
    if (!res.ok || res.headers.get('Content-Type') !== 'application/octet-stream')
      throw new Error(`file ${sha256}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    return new Uint8Array(await res.arrayBuffer());
  }
}
