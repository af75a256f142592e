/**
 * An answer already written as JSON. A kept page (src/db/kept-values.ts) is serialized once, when
 * it is read, and every request until it is read again is sent the same text: no page object is
 * built and stringified again at each request, and no garbage is left to collect. `value` is the
 * answer itself, for the check of answers against their schema (the tests).
 */
export class JsonText<T> {
  readonly text: string;
  #envelope: { msg: string; body: string } | null = null;

  constructor(readonly value: T) {
    this.text = JSON.stringify(value);
  }

  /** The success envelope around the text, `{"status":200,"msg":…,"data":…}`, written once per message. */
  envelope(msg: string): string {
    if (this.#envelope?.msg !== msg)
      this.#envelope = { msg, body: `{"status":200,"msg":${JSON.stringify(msg)},"data":${this.text}}` };
    return this.#envelope.body;
  }
}
