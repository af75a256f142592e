/**
 * An answer sent as JSON text written once. A kept page (src/db/kept-values.ts) is serialized at
 * its first send, and every request until it is read again is sent the same text: no page object
 * is stringified again at each request, and no garbage is left to collect. The envelope is
 * written in one `JSON.stringify` with the answer inside it, not pieced together around the
 * answer's own text: a page read once is written once. `value` is the answer itself, for the
 * check of answers against their schema (the tests).
 */
export class JsonText<T> {
  #envelope: { msg: string; body: string } | null = null;

  constructor(readonly value: T) {}

  /** The success envelope `{"status":200,"msg":…,"data":…}`, written once per message. */
  envelope(msg: string): string {
    if (this.#envelope?.msg !== msg)
      this.#envelope = { msg, body: JSON.stringify({ status: 200, msg, data: this.value }) };
    return this.#envelope.body;
  }
}
