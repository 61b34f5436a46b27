/**
 * Compile-time proofs that two lists of fields are one: where a shape is
 * written out again for a reason (a stored entity that must not load zod, a
 * form that holds text), it is checked against the shape it copies, so a
 * field added to one and not the other fails `tsc`.
 */

/** True when A and B have the same keys and each is assignable to the other (nested types included). */
export type Same<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? [A] extends [B]
      ? [B] extends [A]
        ? true
        : false
      : false
    : false
  : false;

/** `T`, once `Proof` is `true`: `Checked<X, Same<X, Y>>` is X and fails to compile ("'false' does not satisfy the constraint 'true'") when X and Y differ. */
export type Checked<T, Proof extends true> = Proof extends true ? T : never;
