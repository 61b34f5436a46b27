/**
 * A form's values for a resource's fields (`Fields`: the shared definition's
 * parsed type): every field but the `Kept` ones (the form does not show them),
 * those in `HeldAs` in their own shape (a choice as chosen, rows of text),
 * switches as booleans, anything else as the text typed (numbers, dates, comma
 * lists). A field added to the definition is required here, so a form's
 * defaults and its conversions fail to compile until they handle it.
 */
export type FormValues<Fields, Kept extends PropertyKey = never, HeldAs = object> = {
  [K in Exclude<keyof Fields, Kept>]-?: K extends keyof HeldAs ? HeldAs[K] : NonNullable<Fields[K]> extends boolean ? boolean : string;
};
