/**
 * An answer a handler already has as JSON (W4's definitions, written at build time), as text
 * or UTF-8 bytes: the HTTP layer sends it as it is instead of serializing an object again.
 * `T` is what the JSON holds, so a handler still answers its operation's type.
 */
export class JsonText<T> {
  declare readonly holds: T;
  constructor(readonly json: string | Buffer) {}

  parse(): unknown {
    return JSON.parse(typeof this.json === 'string' ? this.json : this.json.toString('utf8'));
  }
}
