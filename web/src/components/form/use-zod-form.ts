import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type BaseSyntheticEvent, type ChangeEvent, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from '@club/shared/zod';
import { REQUIRED_FIELDS_TOAST, hasRequired } from '../../lib/route-write';
import { toast } from '../ui/toast';
import { errorProps, flattenErrors, type ErrorProps } from './field-errors';
import { applyServerIssues } from './server-issues';

/** The root error a submit with a blank required field gets (the spec's toast, no field messages). */
export const REQUIRED_ERROR = 'required-fields';

type Messages<TForm> = Partial<Record<Path<TForm> & string, string>>;

interface BaseOptions<TForm extends FieldValues> {
  /** The form's starting values; `reset()` returns to them. */
  defaultValues: TForm;
  /**
   * Fields that must hold non-blank text: when one is blank the
   * submit shows the required-fields toast and sends nothing; no field messages.
   */
  required?: (Path<TForm> & keyof TForm)[];
  /** A fixed message for a field in place of the schema's (the tags rule). */
  messages?: Messages<TForm>;
}

/**
 * `toBody` turns the inputs into the body the schema checks (comma lists,
 * blanks left out, numbers). It may be left out only when the inputs already
 * are that body.
 */
export type ZodFormOptions<TForm extends FieldValues, TInput> = BaseOptions<TForm> &
  ([TForm] extends [TInput] ? { toBody?: (values: TForm) => TInput } : { toBody: (values: TForm) => TInput });

/** Props for an Amplify text, text area or select field: registered, with its error. */
export type FieldProps = UseFormRegisterReturn & ErrorProps;

/** Props for an Amplify CheckboxField bound to a boolean (controlled: Amplify draws its box from `checked`). */
export interface CheckboxProps {
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Props for a component that holds its own value. */
export interface ControlledProps<TValue> extends ErrorProps {
  value: TValue;
  onChange: (value: TValue) => void;
}

export interface ZodForm<TForm extends FieldValues, TBody> extends UseFormReturn<TForm, unknown, TBody> {
  /** `register(name)` plus `hasError` / `errorMessage`: spread onto TextField, TextAreaField, SelectField. */
  field: (name: Path<TForm>) => FieldProps;
  /** Only the error props, for fields bound another way (CompanySelect, checkbox groups). */
  errorOf: (name: Path<TForm>) => ErrorProps;
  /** A boolean field as an Amplify CheckboxField's props. */
  checkbox: (name: Path<TForm>) => CheckboxProps;
  /** A field held by a component with `value` / `onChange(value)` (CompanySelect), with its error. */
  controlled: <TName extends Path<TForm>>(name: TName) => ControlledProps<PathValue<TForm, TName>>;
  /**
   * The options for `mutation.mutate(body, options)`: on success the form resets
   * and `then` runs (close the dialog); a 400's issues go under their fields.
   * The failure toast is the mutation's own.
   */
  mutateOptions: <TData = unknown>(then?: (data: TData) => void) => { onSuccess: (data: TData) => void; onError: (error: unknown) => void };
  /**
   * The form's onSubmit: validates with the schema and calls `send` with the
   * parsed body; a blank required field raises the spec's toast instead.
   */
  onSubmit: (send: (body: TBody) => void) => (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * The route's schema as the form's resolver: on submit the required check
 * first, then zod, one error per field. Between submits (re-validation as the
 * member types) there is no toast to raise, so a blank required field just
 * carries no message and every other field gets its schema message or none.
 */
function formResolver<TForm extends FieldValues, TSchema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: TSchema,
  toBody: (values: TForm) => z.input<TSchema>,
  required: (keyof TForm)[],
  messages: Messages<TForm>,
  submitting: RefObject<boolean>,
): Resolver<TForm, unknown, z.output<TSchema>> {
  const validate = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, z.output<TSchema>>;
  const resolver: Resolver<FieldValues, unknown, z.output<TSchema>> = async (values, context, options) => {
    const complete = hasRequired(values as TForm, required);
    if (!complete && submitting.current) {
      return { values: {}, errors: { root: { type: REQUIRED_ERROR, message: REQUIRED_FIELDS_TOAST.description } } };
    }
    const result = await validate(toBody(values as TForm), context, options);
    if (complete && Object.keys(result.errors).length === 0) return result;
    const errors = flattenErrors(result.errors, messages);
    for (const name of required) if (!hasRequired(values as TForm, [name])) delete errors[name as string];
    return { values: {}, errors };
  };
  return resolver as Resolver<TForm, unknown, z.output<TSchema>>;
}

/**
 * A react-hook-form form validated by a route's zod schema (`routes.x.body`),
 * so the client shows the same rules and messages the API answers with.
 * Errors first show on submit (or when a request's 400 issues come back);
 * after that each field re-validates as it changes, so a fixed field's message goes.
 */
export function useZodForm<TSchema extends z.ZodMiniType<FieldValues, FieldValues>, TForm extends FieldValues>(
  schema: TSchema,
  options: ZodFormOptions<TForm, z.input<TSchema>>,
): ZodForm<TForm, z.output<TSchema>> {
  const { defaultValues, required = [], messages = {} } = options;
  const toBody = options.toBody ?? ((values: TForm) => values as z.input<TSchema>);
  const submitting = useRef(false);
  const form = useForm<TForm, unknown, z.output<TSchema>>({
    defaultValues: defaultValues as DefaultValues<TForm>,
    resolver: formResolver(schema, toBody, required, messages, submitting),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitted } = form.formState;
  // Values set from code (checkboxes, pickers) re-validate like typed ones once the form was submitted.
  const setOptions = { shouldDirty: true, shouldValidate: isSubmitted };
  const errorOf = (name: Path<TForm>) => errorProps(errors, name);
  return {
    ...form,
    field: (name) => ({ ...form.register(name), ...errorOf(name) }),
    errorOf,
    checkbox: (name) => ({
      name,
      checked: Boolean(form.watch(name)),
      onChange: (event) => form.setValue(name, event.target.checked as PathValue<TForm, Path<TForm>>, setOptions),
    }),
    controlled: (name) => ({
      value: form.watch(name),
      onChange: (value) => form.setValue(name, value, setOptions),
      ...errorOf(name),
    }),
    mutateOptions: (then) => ({
      onSuccess: (data) => {
        form.reset();
        then?.(data);
      },
      onError: (error) => {
        applyServerIssues(error, form.setError, messages);
      },
    }),
    onSubmit: (send) => {
      const submit = form.handleSubmit(
        (body) => send(body),
        (invalid) => {
          if (invalid.root?.type === REQUIRED_ERROR) toast(REQUIRED_FIELDS_TOAST);
        },
      );
      return async (event) => {
        submitting.current = true;
        try {
          await submit(event);
        } finally {
          submitting.current = false;
        }
      };
    },
  };
}
